import type { FeatureText } from '../../consumer.ts';
import type { Overlay } from '../types.ts';

/**
 * CONSUMER_FEATURE in European Portuguese, by slug (data/consumer.ts FEATURE_BRIEFS); titles as in
 * locales/pt/consumer.json `features.names`.
 */
export const FEATURES: Overlay<FeatureText> = {
  'ai-video-editor': {
    title: 'Editor de vídeo IA',
    promise: 'Edite vídeos com uma IA que corta, retoca e legenda por si.',
    steps: [
      [
        'Importe um vídeo',
        'Abra a app, toque em Novo projeto e escolha na galeria um vídeo com até dez minutos.',
      ],
      [
        'Escolha uma edição IA',
        'Escolha corte automático, retoque ou legendas; a IA aplica a edição a todo o vídeo em poucos segundos.',
      ],
      [
        'Exporte em HD',
        'Pré-visualize o resultado, exporte em 1080p e partilhe diretamente na sua plataforma preferida.',
      ],
    ],
    faqs: [['Há um limite de duração?', 'São suportados vídeos com até dez minutos.']],
  },
  'ai-photo-fixer': {
    title: 'Reparação de fotos IA',
    promise: 'Recupere fotos desfocadas, escuras ou com ruído com um só toque.',
    steps: [
      [
        'Abra uma foto',
        'Escolha na galeria uma foto desfocada, escura ou com ruído, ou tire uma nova com a câmara.',
      ],
      ['Toque em Reparar', 'Um só toque reforça os detalhes, ilumina as sombras e elimina o ruído.'],
      [
        'Compare e guarde',
        'Deslize o separador para comparar o antes e o depois e guarde uma cópia; o original fica intacto.',
      ],
    ],
    faqs: [
      [
        'Funciona com digitalizações antigas?',
        'Sim, reduz o ruído e recupera os detalhes de fotografias impressas digitalizadas.',
      ],
    ],
  },
  'remove-object-from-photo': {
    title: 'Remover objetos',
    promise: 'Apague pessoas, fios e confusão sem deixar rasto.',
    steps: [
      [
        'Pincele o objeto',
        'Pinte por cima da pessoa, do fio ou da confusão que quer eliminar; aproxime a imagem para os pormenores.',
      ],
      [
        'Deixe a IA preencher',
        'A IA reconstrói a zona a partir da cena à volta, para que texturas e luz continuem com naturalidade.',
      ],
      [
        'Guarde a foto limpa',
        'Verifique os contornos, anule ou volte a pintar se for preciso e guarde a foto em resolução máxima.',
      ],
    ],
    faqs: [
      [
        'O fundo vai parecer natural?',
        'O preenchimento é gerado a partir da cena à volta, para se integrar.',
      ],
    ],
  },
  'ai-face-swap': {
    title: 'Troca de rosto IA',
    promise: 'Troque rostos entre as suas próprias fotos, por diversão.',
    steps: [
      [
        'Escolha duas fotos',
        'Selecione uma foto com o rosto que quer mover e uma segunda foto que o vai receber.',
      ],
      [
        'Confirme os rostos',
        'A app assinala os rostos que encontrou; se houver vários, toque no par que quer trocar.',
      ],
      [
        'Partilhe o resultado',
        'Guarde ou partilhe a foto com os rostos trocados; use apenas fotos de pessoas que deram autorização.',
      ],
    ],
    faqs: [
      [
        'Posso usar fotos de outras pessoas?',
        'Só com o consentimento delas; o uso abusivo viola os nossos termos.',
      ],
    ],
  },
  'ai-photo-enhancer': {
    title: 'Melhoria de fotos IA',
    promise: 'Realce os detalhes e avive as cores automaticamente.',
    steps: [
      ['Carregue uma foto', 'Escolha na galeria uma foto de baixa resolução ou comprimida.'],
      [
        'Escolha a intensidade',
        'Escolha uma melhoria ligeira, média ou forte, consoante os detalhes de que a foto precisa.',
      ],
      ['Descarregue', 'Guarde a versão mais nítida e ampliada, até quatro vezes o tamanho original.'],
    ],
    faqs: [['Aumenta a resolução?', 'Sim, até quatro vezes o tamanho original.']],
  },
  'hair-color-changer': {
    title: 'Mudar cor do cabelo',
    promise: 'Experimente novas cores de cabelo numa foto sua ou ao vivo.',
    steps: [
      ['Tire uma selfie', 'Use a câmara frontal com boa luz ou abra um retrato que já tenha.'],
      ['Escolha um tom', 'Explore tons naturais, pastel e vivos, ou experimente ombré e madeixas.'],
      [
        'Ajuste a intensidade',
        'Deslize para suavizar ou intensificar a cor até ficar como quer e guarde o visual.',
      ],
    ],
    faqs: [['Posso experimentar dois tons?', 'Sim, o ombré e as madeixas estão incluídos.']],
  },
  'teeth-whitening': {
    title: 'Branqueamento dentário',
    promise: 'Ilumine o seu sorriso nas fotos, com naturalidade.',
    steps: [
      ['Abra um retrato', 'Escolha uma foto em que o sorriso se veja bem.'],
      [
        'Toque em Branquear',
        'A app encontra os dentes automaticamente e clareia-os sem mexer nos lábios nem na pele.',
      ],
      ['Defina o nível', 'Para um resultado natural, escolha um nível mais baixo e guarde.'],
    ],
    faqs: [['Vai parecer artificial?', 'Um limite natural mantém os dentes realistas.']],
  },
  'ai-headshot-generator': {
    title: 'Retratos profissionais IA',
    promise: 'Retratos profissionais a partir de algumas selfies descontraídas.',
    steps: [
      ['Carregue selfies', 'Adicione seis a dez selfies com ângulos diferentes e luz uniforme.'],
      [
        'Escolha um estilo',
        'Escolha um visual, como empresarial, criativo ou descontraído, com fundos e roupa a condizer.',
      ],
      ['Escolha os seus favoritos', 'Veja os retratos gerados e fique com os que mais se parecem consigo.'],
    ],
    faqs: [['Quantas selfies são precisas?', 'Cerca de dez selfies nítidas dão os melhores resultados.']],
  },
  'photo-collage-maker': {
    title: 'Criador de colagens',
    promise: 'Junte fotos em composições, grelhas e stories.',
    steps: [
      ['Selecione as fotos', 'Escolha na galeria até nove fotos, pela ordem que preferir.'],
      [
        'Escolha uma composição',
        'Escolha uma grelha, um estilo livre ou uma composição de revista; troque as fotos arrastando-as.',
      ],
      [
        'Junte texto e autocolantes',
        'Acrescente legendas, autocolantes e uma cor de fundo e depois guarde ou partilhe a colagem.',
      ],
    ],
    faqs: [['Quantas fotos cabem?', 'Até vinte fotos por colagem.']],
  },
  'makeup-editor': {
    title: 'Editor de maquilhagem',
    promise: 'Aplique batom, blush, pestanas e muito mais em qualquer retrato.',
    steps: [
      ['Abra um retrato', 'Abra um retrato em que o rosto esteja virado para a câmara.'],
      [
        'Escolha os produtos',
        'Aplique batom, base, blush, sombra e pestanas um a um ou num visual completo.',
      ],
      ['Esbata e guarde', 'Ajuste a intensidade de cada produto para que se funda com a sua pele e guarde.'],
    ],
    faqs: [['Posso guardar o meu visual?', 'Sim, os visuais guardados podem ser aplicados a novas fotos.']],
  },
  'face-editor': {
    title: 'Editor de rosto',
    promise: 'Ajustes subtis aos traços, ao sorriso e ao ângulo.',
    steps: [
      ['Abra um retrato', 'Abra um retrato nítido da sua galeria.'],
      ['Ajuste um traço', 'Escolha olhos, nariz, lábios ou forma do rosto e mova o cursor aos poucos.'],
      [
        'Compare o antes e o depois',
        'Mantenha premido o botão de comparação para confirmar que continua a parecer-se consigo e guarde.',
      ],
    ],
    faqs: [['As alterações são reversíveis?', 'Qualquer ajuste pode ser anulado a qualquer momento.']],
  },
  'text-to-image-ai': {
    title: 'Texto para imagem',
    promise: 'Descreva uma cena e veja-a aparecer.',
    steps: [
      [
        'Escreva uma descrição',
        'Descreva numa frase a imagem que quer, por exemplo um gato a ler num café cheio de sol.',
      ],
      ['Escolha um estilo', 'Escolha um estilo como fotografia, aguarela, anime ou 3D.'],
      [
        'Gere e aperfeiçoe',
        'Gere quatro versões, aperfeiçoe a descrição se for preciso e guarde a sua preferida.',
      ],
    ],
    faqs: [
      ['A quem pertencem as imagens?', 'Pode usar as imagens que criar nos termos das nossas condições.'],
    ],
  },
  'blur-images': {
    title: 'Desfocar imagens',
    promise: 'Desfoque fundos, rostos ou pormenores com alguns traços.',
    steps: [
      ['Abra uma foto', 'Escolha a foto que quer suavizar.'],
      [
        'Escolha o que desfocar',
        'Desfoque o fundo para um efeito de retrato ou pincele rostos e matrículas para os ocultar.',
      ],
      ['Defina a intensidade', 'Defina a intensidade do desfoque e guarde o resultado.'],
    ],
    faqs: [
      [
        'Posso desfocar rostos por privacidade?',
        'Sim, a deteção automática encontra rapidamente os rostos a desfocar.',
      ],
    ],
  },
  'background-remover': {
    title: 'Remover fundo',
    promise: 'Recorte pessoas e produtos com precisão.',
    steps: [
      ['Carregue uma foto', 'Escolha uma foto de uma pessoa, de um animal ou de um produto.'],
      [
        'Aguarde um momento',
        'A IA recorta o motivo em poucos segundos, incluindo o cabelo e os contornos suaves.',
      ],
      [
        'Descarregue um PNG transparente',
        'Guarde o recorte como PNG transparente ou coloque-o sobre um novo fundo.',
      ],
    ],
    faqs: [['Consegue lidar com o cabelo?', 'Sim, os contornos à volta do cabelo ficam finos e precisos.']],
  },
  'ai-image-extender': {
    title: 'Expandir imagem IA',
    promise: 'Alargue uma foto para lá dos seus limites.',
    steps: [
      ['Abra uma foto', 'Abra a foto que lhe parece demasiado cortada.'],
      ['Arraste a moldura', 'Arraste a moldura para fora ou escolha um formato como 16:9 ou 9:16.'],
      [
        'Gere a nova área',
        'A IA pinta a área em falta de acordo com a cena; gere de novo para obter outra versão.',
      ],
    ],
    faqs: [['Até que tamanho posso expandir?', 'Qualquer formato, até ao dobro do tamanho original.']],
  },
  'skin-smoothing': {
    title: 'Suavização da pele',
    promise: 'Uniformize a pele mantendo a sua textura.',
    steps: [
      ['Abra um retrato', 'Abra um retrato ou tire uma selfie.'],
      [
        'Defina a suavização',
        'Escolha um nível de suavização; nos níveis mais baixos, poros e textura continuam visíveis para um ar natural.',
      ],
      ['Guarde', 'Compare com o original e guarde.'],
    ],
    faqs: [['Os poros vão desaparecer?', 'Não, a textura é mantida para que a pele pareça real.']],
  },
  'ai-hairstyle-try-on': {
    title: 'Experimentar penteados',
    promise: 'Veja-se com um novo corte antes de ir ao cabeleireiro.',
    steps: [
      ['Tire uma selfie', 'Tire uma selfie com o cabelo afastado do rosto.'],
      [
        'Explore os estilos',
        'Experimente cortes bob, em camadas, com franja, caracóis e apanhados no seu próprio rosto.',
      ],
      ['Guarde os favoritos', 'Guarde os estilos de que gosta e mostre-os ao seu cabeleireiro.'],
    ],
    faqs: [['Há franjas incluídas?', 'Sim, com vários estilos de franja.']],
  },
  'video-retouch': {
    title: 'Retoque de vídeo',
    promise: 'Suavize a pele e aplique maquilhagem ao longo de todo um vídeo.',
    steps: [
      ['Importe um vídeo', 'Escolha um vídeo da galeria.'],
      [
        'Escolha as ferramentas de retoque',
        'Aplique suavização, remodelação ou maquilhagem; os efeitos acompanham o rosto em cada fotograma.',
      ],
      ['Exporte', 'Pré-visualize o vídeo e exporte-o na qualidade original.'],
    ],
    faqs: [['Acompanha o movimento?', 'Sim, os efeitos seguem o seu rosto em cada fotograma.']],
  },
  'video-enhancer': {
    title: 'Melhoria de vídeo',
    promise: 'Torne mais nítidos e luminosos os vídeos sem vida.',
    steps: [
      ['Importe um vídeo', 'Escolha um vídeo escuro, tremido ou de baixa resolução.'],
      ['Escolha a melhoria', 'Escolha iluminar, dar nitidez ou estabilizar, ou deixe a app escolher por si.'],
      ['Exporte', 'Exporte o vídeo melhorado e compare-o com o original.'],
    ],
    faqs: [['Corrige vídeos tremidos?', 'A estabilização está incluída.']],
  },
  'video-background-remover': {
    title: 'Remover fundo de vídeo',
    promise: 'Substitua o fundo de um vídeo sem ecrã verde.',
    steps: [
      ['Importe um vídeo', 'Escolha um vídeo em que a pessoa se destaque do fundo.'],
      ['Remova o fundo', 'A IA separa a pessoa do fundo fotograma a fotograma, sem precisar de ecrã verde.'],
      [
        'Escolha um novo cenário',
        'Coloque a pessoa sobre uma cor, uma foto ou outro vídeo e depois exporte.',
      ],
    ],
    faqs: [['É preciso uma parede lisa?', 'Não, qualquer fundo serve.']],
  },
  'video-trimmer': {
    title: 'Cortar vídeo',
    promise: 'Corte os vídeos para a duração perfeita.',
    steps: [
      ['Importe um vídeo', 'Escolha o vídeo que quer encurtar.'],
      [
        'Arraste os marcadores',
        'Mova os marcadores de início e fim para ficar só com a parte que quer; divida para retirar um trecho do meio.',
      ],
      ['Guarde', 'Guarde o vídeo cortado como um novo ficheiro.'],
    ],
    faqs: [['A qualidade diminui?', 'Não, o corte mantém a qualidade original.']],
  },
  'slow-motion-video': {
    title: 'Câmara lenta',
    promise: 'Câmara lenta suave a partir de qualquer vídeo.',
    steps: [
      ['Importe um vídeo', 'Escolha um vídeo com movimento, como um salto ou um mergulho.'],
      [
        'Selecione um trecho',
        'Marque o momento que deve abrandar; o resto é reproduzido à velocidade normal.',
      ],
      [
        'Escolha a velocidade',
        'Escolha metade, um quarto ou um oitavo da velocidade; a app acrescenta fotogramas intermédios suaves.',
      ],
    ],
    faqs: [['Até que ponto pode abrandar?', 'Até um oitavo da velocidade, com interpolação de fotogramas.']],
  },
  'ai-avatar': {
    title: 'Avatar IA',
    promise: 'Crie avatares estilizados a partir das suas selfies.',
    steps: [
      ['Carregue selfies', 'Adicione oito a doze selfies com expressões diferentes.'],
      ['Escolha os estilos', 'Escolha estilos como fantasia, banda desenhada, pintura a óleo ou cyberpunk.'],
      ['Descarregue os avatares', 'Guarde os avatares de que gosta para as suas fotos de perfil.'],
    ],
    faqs: [['Posso usá-los como foto de perfil?', 'Sim, é precisamente para isso que servem.']],
  },
  'sky-replacement': {
    title: 'Substituir o céu',
    promise: 'Troque céus cinzentos por pores do sol e estrelas.',
    steps: [
      ['Abra uma paisagem', 'Escolha uma foto de paisagem ou de cidade com um céu sem graça.'],
      ['Escolha um céu', 'Experimente céus limpos, ao pôr do sol, de tempestade ou estrelados.'],
      ['Ajuste a luz', 'Adapte a luz e a cor da cena ao novo céu e guarde.'],
    ],
    faqs: [['A luz da cena muda?', 'Sim, as cores adaptam-se ao novo céu.']],
  },
  'photo-colorizer': {
    title: 'Colorir fotos',
    promise: 'Dê cor a fotos a preto e branco.',
    steps: [
      [
        'Carregue uma foto antiga',
        'Escolha uma foto a preto e branco ou a digitalização de uma fotografia antiga.',
      ],
      ['Colorir', 'A IA acrescenta cores naturais à pele, à roupa, ao céu e ao ambiente.'],
      ['Afine os tons', 'Ajuste o calor e a saturação até as cores lhe parecerem certas e guarde.'],
    ],
    faqs: [['As cores são exatas?', 'São estimativas plausíveis, não registos.']],
  },
  'photo-animator': {
    title: 'Animar fotos',
    promise: 'Faça sorrir e piscar os olhos a retratos parados.',
    steps: [
      ['Abra um retrato', 'Escolha um retrato com o rosto bem visível.'],
      [
        'Escolha um movimento',
        'Escolha um sorriso, um aceno, um piscar de olhos ou uma leve rotação da cabeça.',
      ],
      ['Exporte um vídeo curto', 'Exporte um pequeno vídeo em repetição para partilhar.'],
    ],
    faqs: [['Posso animar fotos de grupo?', 'Um rosto de cada vez, para melhores resultados.']],
  },
  'body-editor': {
    title: 'Editor corporal',
    promise: 'Ajuste a postura e as proporções com cuidado.',
    steps: [
      ['Abra uma foto', 'Escolha uma foto de corpo inteiro ou de meio corpo.'],
      [
        'Selecione uma zona',
        'Selecione uma zona como a cintura, as pernas ou os ombros; o fundo mantém-se direito.',
      ],
      [
        'Ajuste com suavidade',
        'Faça pequenos ajustes para que a foto continue a parecer-se consigo e guarde.',
      ],
    ],
    faqs: [['Há limites?', 'Sim, os limites mantêm as edições realistas.']],
  },
  'eye-color-changer': {
    title: 'Mudar cor dos olhos',
    promise: 'Experimente novas cores de olhos em retratos.',
    steps: [
      ['Abra um retrato', 'Escolha um retrato com os olhos abertos ou tire uma selfie.'],
      ['Escolha uma cor', 'Experimente castanhos, azuis e verdes naturais ou cores de fantasia ousadas.'],
      ['Esbata', 'Defina a intensidade para que a íris mantenha o seu padrão natural e guarde.'],
    ],
    faqs: [['Fica natural?', 'A textura da íris é mantida para um ar natural.']],
  },
  'wrinkle-remover': {
    title: 'Suavizar rugas',
    promise: 'Atenue as linhas finas nos retratos.',
    steps: [
      ['Abra um retrato', 'Escolha um retrato com boa luz.'],
      ['Pincele a zona', 'Pincele as linhas da testa, à volta dos olhos ou da boca.'],
      ['Defina a intensidade', 'Mantenha a intensidade baixa para um ar natural e guarde.'],
    ],
    faqs: [['Posso manter algumas linhas?', 'Sim, a intensidade ajusta-se zona a zona.']],
  },
  'acne-remover': {
    title: 'Remover imperfeições',
    promise: 'Elimine borbulhas e imperfeições com um toque.',
    steps: [
      ['Abra um retrato', 'Escolha um retrato ou tire uma selfie.'],
      ['Toque em Auto', 'A app encontra e remove as imperfeições temporárias com um só toque.'],
      [
        'Retoque à mão',
        'Toque em qualquer imperfeição que a app não tenha apanhado para a remover à mão e guarde.',
      ],
    ],
    faqs: [['Altera o tom da pele?', 'Não, só as imperfeições são tratadas.']],
  },
  'photo-filters': {
    title: 'Filtros de fotos',
    promise: 'Centenas de filtros para todos os estados de espírito.',
    steps: [
      ['Abra uma foto', 'Escolha uma foto para dar estilo.'],
      [
        'Explore os filtros',
        'Percorra filtros de película, retrato, comida e viagem com pré-visualização ao vivo.',
      ],
      [
        'Defina a intensidade',
        'Ajuste a intensidade para que o filtro valorize a foto em vez de a esconder e guarde.',
      ],
    ],
    faqs: [['Posso guardar o meu próprio filtro?', 'Sim, guarde os seus ajustes como predefinições.']],
  },
  'add-text-to-photo': {
    title: 'Adicionar texto a fotos',
    promise: 'Legendas, citações e títulos em muitos tipos de letra.',
    steps: [
      ['Abra uma foto', 'Escolha a foto a que quer juntar uma legenda.'],
      ['Escreva o seu texto', 'Escreva a sua legenda, citação ou título.'],
      [
        'Dê estilo e posicione',
        'Escolha um tipo de letra, uma cor e uma sombra, arraste o texto para o sítio certo e guarde.',
      ],
    ],
    faqs: [['Posso curvar o texto?', 'Sim, o texto pode seguir uma curva.']],
  },
  'photo-cropper': {
    title: 'Recortar fotos',
    promise: 'Recorte em qualquer formato, para todas as plataformas.',
    steps: [
      ['Abra uma foto', 'Escolha a foto que quer recortar.'],
      [
        'Escolha um formato',
        'Escolha quadrado, 4:5, 16:9 ou 9:16, ou recorte livremente; endireite o horizonte se for preciso.',
      ],
      ['Guarde', 'Guarde a cópia recortada em resolução máxima.'],
    ],
    faqs: [['Há formatos para redes sociais?', 'Sim, os tamanhos habituais de publicações e stories.']],
  },
  'ai-outfit-changer': {
    title: 'Troca de roupa IA',
    promise: 'Experimente roupa e estilos na sua foto.',
    steps: [
      [
        'Carregue uma foto de corpo inteiro',
        'Escolha uma foto em que esteja de frente para a câmara, da cabeça aos pés.',
      ],
      ['Escolha uma roupa', 'Explore conjuntos descontraídos, formais e da estação.'],
      ['Guarde o visual', 'Guarde os visuais de que gosta ou partilhe-os para ter uma segunda opinião.'],
    ],
    faqs: [['Adapta-se à minha pose?', 'A roupa adapta-se à sua pose e ao seu corpo.']],
  },
  'ai-selfie-generator': {
    title: 'Gerador de selfies IA',
    promise: 'Novos estilos de selfie a partir do seu próprio rosto.',
    steps: [
      ['Carregue selfies', 'Adicione oito a doze selfies nítidas.'],
      ['Escolha um tema', 'Escolha um tema como viagem, retrato de estúdio ou sessão de moda.'],
      ['Gere', 'A IA cria novas selfies suas nesse tema; guarde as melhores.'],
    ],
    faqs: [['Os dados do meu rosto ficam guardados?', 'As fotos são apagadas depois da geração.']],
  },
  'video-filters': {
    title: 'Filtros de vídeo',
    promise: 'Visuais de cinema para os seus vídeos.',
    steps: [
      ['Importe um vídeo', 'Escolha um vídeo da galeria.'],
      ['Escolha um filtro', 'Pré-visualize filtros de película, vintage e de cor no vídeo em movimento.'],
      ['Exporte', 'Exporte o vídeo com filtro na resolução original.'],
    ],
    faqs: [['Os filtros funcionam em 4K?', 'Sim, com exportação até 4K.']],
  },
  'video-collage': {
    title: 'Colagem de vídeo',
    promise: 'Reproduza vários vídeos lado a lado.',
    steps: [
      ['Selecione os vídeos', 'Escolha entre dois e seis vídeos.'],
      [
        'Escolha uma composição',
        'Escolha uma composição em ecrã dividido e defina a ordem de reprodução dos vídeos.',
      ],
      ['Exporte', 'Acrescente música e exporte um único vídeo com todos os vídeos juntos.'],
    ],
    faqs: [['Os vídeos podem ter som?', 'Escolha de que vídeo quer manter o som.']],
  },
  'ai-portrait-lighting': {
    title: 'Iluminação de retrato IA',
    promise: 'Reilumine retratos como num estúdio.',
    steps: [
      ['Abra um retrato', 'Escolha um retrato, mesmo que tenha sido tirado com luz baça.'],
      ['Escolha uma luz', 'Experimente luz de estúdio, de janela, da hora dourada ou de néon.'],
      [
        'Mova a luz',
        'Arraste para mover a luz à volta do rosto e guarde quando as sombras estiverem certas.',
      ],
    ],
    faqs: [['Posso juntar luz de contorno?', 'Sim, há vários tipos de luz disponíveis.']],
  },
  'photo-to-cartoon': {
    title: 'Foto para desenho animado',
    promise: 'Transforme fotos em desenhos animados.',
    steps: [
      ['Abra uma foto', 'Escolha um retrato ou uma foto de grupo.'],
      ['Escolha um estilo', 'Escolha banda desenhada, anime, 3D ou esboço.'],
      ['Guarde', 'Guarde a versão em desenho animado ou partilhe-a.'],
    ],
    faqs: [['Há muitos estilos?', 'Dezenas de estilos, atualizados com frequência.']],
  },
  'old-photo-restoration': {
    title: 'Restaurar fotos antigas',
    promise: 'Repare riscos e cores desbotadas em fotografias antigas.',
    steps: [
      ['Digitalize ou carregue', 'Fotografe ou digitalize a fotografia antiga e depois adicione-a à app.'],
      ['Restaure', 'A IA remove riscos, pó e desbotamento e torna os rostos mais nítidos.'],
      ['Compare e guarde', 'Deslize para comparar com o original e guarde a cópia restaurada.'],
    ],
    faqs: [['Repara fotos rasgadas?', 'Pequenos rasgões e riscos são reparados automaticamente.']],
  },
};
