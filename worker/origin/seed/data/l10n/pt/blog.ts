import type { BlogPostText, TagId } from '../../blog.ts';
import type { Overlay } from '../types.ts';

/** BLOG_POST in European Portuguese, by postHandle (data/blog.ts): the consumer posts only. */
export const BLOG_POSTS: Overlay<BlogPostText> = {
  'better-selfies-in-low-light': {
    title: 'Selfies melhores com pouca luz',
    metaDesc: 'Truques simples e ferramentas das apps para selfies luminosas e nítidas à noite.',
    keywords: ['selfie', 'pouca luz'],
    paragraphs: [
      'Vire-se para a fonte de luz mais forte que encontrar, mantenha-se imóvel e deixe a ferramenta de melhoria fazer o resto.',
      'Na app de fotografia, a melhoria com IA ilumina as sombras sem deixar a pele acinzentada, e a redução de ruído mantém os detalhes nítidos.',
    ],
  },
  'remove-tourists-from-travel-photos': {
    title: 'Tire os turistas das suas fotos de viagem',
    metaDesc: 'Limpe em três passos as fotos de monumentos cheios de gente.',
    keywords: ['remoção de objetos', 'viagens'],
    paragraphs: [
      'Monumentos concorridos dão fotos cheias de gente. A ferramenta de remoção de objetos permite pincelar quem passa e preenche o espaço com a cena que está por trás.',
      'Trabalhe em pequenas zonas de cada vez para obter o resultado mais limpo e aproxime a imagem para verificar os contornos.',
    ],
    list: {
      title: 'Três passos',
      items: [
        'Abra a foto e escolha Remover',
        'Pincele cada pessoa',
        'Aproxime a imagem e retoque os contornos',
      ],
      ordered: true,
    },
  },
  'first-video-edit': {
    title: 'A sua primeira edição de vídeo em cinco minutos',
    metaDesc: 'Corte, retoque e junte música a um vídeo curto no seu telemóvel.',
    keywords: ['edição de vídeo', 'principiantes'],
    paragraphs: [
      'Escolha um vídeo com menos de um minuto. Corte o início e o fim para que comece logo na ação.',
      'Acrescente um retoque ligeiro, escolha uma faixa da biblioteca de música e exporte em HD.',
    ],
  },
  'nail-art-ideas-to-try-virtually': {
    title: 'Cinco ideias de nail art para experimentar primeiro virtualmente',
    metaDesc: 'Veja designs de unhas ousados na sua própria mão antes de marcar a manicure.',
    keywords: ['nail art', 'prova virtual'],
    paragraphs: [
      'Uma nail art ousada é um compromisso de duas semanas ou mais. Experimentar um design na sua própria mão com a app de unhas demora segundos.',
      'Guarde os visuais de que gosta e mostre-os no salão, para que a manicure veja exatamente o que tem em mente.',
    ],
    list: {
      title: 'Ideias para começar',
      items: [
        'Pontas cromadas',
        'Rosa leitoso suave',
        'Pequenas estrelas douradas',
        'Francesinha bicolor',
        'Cereja escuro com brilho',
      ],
    },
  },
  'ai-portraits-from-everyday-photos': {
    title: 'Retratos com IA a partir de fotos do dia a dia',
    metaDesc: 'Transforme uma fotografia descontraída num retrato cuidado com ferramentas generativas.',
    keywords: ['IA generativa', 'retratos'],
    paragraphs: [
      'Não precisa de um estúdio para ter um bom retrato. As ferramentas generativas conseguem colocá-lo numa nova luz, num novo cenário ou num estilo de pintura a partir de uma única foto nítida.',
      'Comece com uma fotografia do seu rosto nítida e bem iluminada: quanto melhor for a imagem de partida, mais o resultado continua a parecer-se consigo.',
    ],
  },
  'chatting-with-an-ai-stylist': {
    title: 'O que perguntar a um assistente de beleza com IA',
    metaDesc: 'Boas perguntas dão boas respostas: como obter conselhos úteis de um chat com IA.',
    keywords: ['chat com IA', 'dicas de beleza'],
    paragraphs: [
      'Um assistente com IA é mais útil quando conhece o seu ponto de partida. Indique o seu tipo de pele, o visual que pretende e os produtos que já tem.',
      'Peça uma alteração de cada vez e pergunte porquê: as razões ensinam-lhe mais do que a própria dica.',
    ],
  },
  'try-outfits-with-ai-clothes': {
    title: 'Experimente roupa nova com a IA',
    metaDesc: 'Troque a roupa numa foto para planear um visual antes de ir às compras.',
    keywords: ['roupa com IA', 'conjuntos'],
    paragraphs: [
      'Está a planear a roupa para um dia especial? Com uma foto de corpo inteiro e a ferramenta de roupa com IA, vê estilos diferentes em si próprio com alguns toques.',
      'Use um fundo liso e mantenha-se direito para um caimento o mais natural possível.',
    ],
  },
  'edit-photos-in-your-browser': {
    title: 'Edite fotos no navegador, sem instalar nada',
    metaDesc: 'O editor online leva as ferramentas preferidas da app a qualquer computador.',
    keywords: ['editor online', 'edição de fotos'],
    paragraphs: [
      'Nem todas as edições se fazem no telemóvel. O editor online abre em qualquer navegador moderno e mantém as ferramentas que já conhece: remoção de fundo, melhoria e retoque.',
      'Os ficheiros ficam na sessão do navegador enquanto trabalha, e descarrega o resultado quando terminar.',
    ],
  },
};

/** Blog filter tag names in European Portuguese, by tag id (data/blog.ts TAGS): the consumer tags. */
export const BLOG_TAGS: Readonly<Partial<Record<TagId, string>>> = {
  31: 'App de edição de fotos',
  32: 'App de vídeo',
  33: 'App de unhas',
  34: 'App de arte IA',
  41: 'Selfies',
  42: 'Viagens',
  43: 'Estilo',
};
