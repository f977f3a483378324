import type { AppText } from '../../consumer.ts';
import type { Overlay } from '../types.ts';

/** CONSUMER_APP in European Portuguese, by app code (data/consumer.ts APPS); the app names stay as they are. */
export const APPS: Overlay<AppText> = {
  ycf: {
    name: '{{brand}} Cam',
    about:
      'Tire selfies com filtros ao vivo que ajustam a luz, a pele e a maquilhagem antes mesmo de carregar no botão.',
    highlights: [
      ['Filtros ao vivo', 'Veja o efeito antes de fotografar.'],
      ['Efeitos de beleza', 'Ajustes naturais da pele e da luz.'],
    ],
  },
  ycn: {
    name: '{{brand}} Nails',
    about:
      'Aponte a câmara para a mão e experimente cores de verniz, acabamentos e nail art antes da próxima manicure.',
    highlights: [
      ['Centenas de tons', 'Cremoso, com brilhos, cromado e muito mais.'],
      ['Nail art', 'Padrões e francesinha.'],
    ],
  },
  ycp: {
    name: '{{brand}} Photo',
    about:
      'Retoque retratos, remova objetos, substitua o céu e crie com ferramentas de IA pensadas para as fotos do dia a dia.',
    highlights: [
      ['Remoção de objetos', 'Apague distrações com um só gesto.'],
      ['Ferramentas de IA', 'Melhore, expanda e transforme as suas fotos.'],
    ],
  },
  ycv: {
    name: '{{brand}} Video',
    about:
      'Suavize a pele, remodele e aplique maquilhagem ao longo de todo um vídeo; depois corte e junte música na mesma app.',
    highlights: [
      ['Retoque de vídeo', 'Ferramentas de beleza que acompanham cada fotograma.'],
      ['Edição rápida', 'Corte, junte e acrescente música.'],
    ],
  },
  ycc: {
    name: '{{brand}} Cut',
    about:
      'Corte os seus vídeos ao ritmo da música com modelos, legendas e transições feitos para vídeos curtos.',
    highlights: [
      ['Modelos', 'Edições prontas para seguir as tendências.'],
      ['Legendas automáticas', 'Legendas geradas a partir da voz.'],
    ],
  },
  ymk: {
    name: '{{brand}} Makeup',
    about:
      'Experimente ao vivo visuais completos, produtos individuais e cores de cabelo e depois encontre os produtos reais correspondentes.',
    highlights: [
      ['Maquilhagem ao vivo', 'Visuais que acompanham o seu rosto.'],
      ['Cor do cabelo', 'Experimente os tons antes de pintar.'],
    ],
  },
  yca: {
    name: '{{brand}} AI Art',
    about: 'Crie avatares, estilos e cenários a partir das suas fotos ou de uma descrição curta.',
    highlights: [
      ['Transferência de estilo', 'Pintura, anime e muito mais.'],
      ['Texto para imagem', 'Descreva e veja o resultado.'],
    ],
  },
  ycat: {
    name: '{{brand}} AI Chat',
    about:
      'Pergunte sobre rotinas, visuais e roupa e receba respostas com imagens que pode experimentar nas nossas outras apps.',
    highlights: [
      ['Respostas de estilo', 'Conselhos para experimentar já.'],
      ['Respostas com imagens', 'Cada resposta traz ideias visuais.'],
    ],
  },
};
