import type { ContentPage } from '../../../../../../shared/smb/content';
import { cta, h2, p, page, ul } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

/** CONSUMER_PAGE in European Portuguese, by page key (data/consumer.ts CONSUMER_PAGES). */
export const CONSUMER_PAGES: Overlay<ContentPage> = {
  'about-us': page(
    'Sobre as apps {{brand}}',
    'Ferramentas criativas que fazem as pessoas gostar mais das suas fotos.',
    [
      {
        component: 'rich-editor',
        blocks: [
          h2('Como começámos'),
          p(
            'As nossas apps nasceram de uma câmara de maquilhagem: uma forma de experimentar um batom antes de o comprar. Os amigos usaram-na para selfies, depois para se fotografarem uns aos outros, e pediram mais. Essa câmara deu origem a uma família de apps de fotografia, vídeo, unhas e arte com IA.',
          ),
          h2('Aquilo em que acreditamos'),
          ul(
            'Diversão em primeiro lugar: uma ferramenta deve dar vontade de experimentar algo novo.',
            'Resultados naturais: edições em que continua a ser você.',
            'As suas fotos continuam a ser suas: a edição é feita para si, não para anunciantes.',
          ),
          h2('Quem somos'),
          p(
            'Uma equipa de engenheiros, artistas e profissionais de maquilhagem espalhados por três continentes, que desenvolve as apps em oito línguas.',
          ),
        ],
      },
      {
        component: 'stats',
        items: [
          { value: '8', label: 'apps para iOS e Android' },
          { value: '8', label: 'línguas' },
          { value: '40+', label: 'ferramentas de edição' },
        ],
      },
      {
        component: 'cta-banner',
        title: 'Dúvidas ou pedidos da imprensa?',
        description: 'As nossas equipas de suporte e de imprensa respondem na sua língua.',
        cta: cta('Contacte-nos', '/consumer/contact-us/support'),
      },
    ],
  ),
  impressum: page('Informação legal', 'Informação legal sobre o editor das apps {{brand}} e deste website.', [
    {
      component: 'rich-editor',
      blocks: [
        h2('Editor'),
        p(
          '{{brand}} Apps Ltd., 12 Example Quay, 00000 Example City (um endereço fictício para este site de demonstração).',
        ),
        p('Administração: o conselho de administração da {{brand}} Apps Ltd.'),
        h2('Contacto'),
        p(
          'E-mail: apps@example.com. Para suporte às apps, utilize o formulário de contacto, para que possamos responder-lhe na sua língua.',
        ),
        h2('Registo e impostos'),
        p(
          'Registo comercial: Conservatória do Registo Comercial de Example City, n.º EX-000000. Número de IVA: EX000000000.',
        ),
        h2('Responsável pelo conteúdo'),
        p('A equipa editorial da {{brand}} Apps Ltd., no endereço acima indicado.'),
        h2('Resolução de litígios em linha'),
        p(
          'Não estamos obrigados nem dispostos a participar em procedimentos de resolução de litígios perante uma entidade de resolução alternativa de litígios de consumo; contacte-nos diretamente e faremos o possível para ajudar.',
        ),
      ],
    },
  ]),
  'accessibility-statement': page(
    'Declaração de acessibilidade',
    'Queremos que todos possam aproveitar as nossas apps e este website, seja qual for o dispositivo ou a tecnologia de apoio que utilizem.',
    [
      {
        component: 'rich-editor',
        blocks: [
          h2('O nosso objetivo'),
          p(
            'Este website procura cumprir as Diretrizes de Acessibilidade para o Conteúdo da Web (WCAG) 2.2, nível AA. As nossas apps seguem as diretrizes de acessibilidade do iOS e do Android.',
          ),
          h2('O que fazemos'),
          ul(
            'Todas as páginas podem ser usadas só com o teclado, com o foco sempre visível.',
            'Textos e controlos mantêm um contraste de, pelo menos, 4,5 para 1.',
            'As imagens com significado têm alternativas em texto; as decorativas ficam ocultas para os leitores de ecrã.',
            'As páginas respeitam a definição de movimento reduzido do seu dispositivo.',
            'Testamos as novas páginas com verificações automáticas e com leitores de ecrã antes de as publicarmos.',
          ),
          h2('Limitações conhecidas'),
          p(
            'Alguns efeitos de câmara ao vivo das apps dependem de ver o seu rosto e não têm um equivalente completo sem a câmara. Descrevemos cada efeito por palavras, para que possa decidir se o quer experimentar.',
          ),
          h2('Comunique-nos uma barreira'),
          p(
            'Se algo neste website ou numa app o impedir de avançar, informe-nos através do formulário de contacto e indique a página ou o ecrã. Respondemos no prazo de cinco dias úteis.',
          ),
        ],
      },
      {
        component: 'cta-banner',
        title: 'Comunicar uma barreira de acessibilidade',
        description: 'A sua comunicação chega diretamente à equipa que a pode resolver.',
        cta: cta('Contactar o suporte', '/consumer/contact-us/support'),
      },
    ],
  ),
  appdownload: page(
    'Obtenha as apps {{brand}}',
    'Descarregue-as gratuitamente para iPhone, iPad e Android. Escolha uma app para ver o respetivo botão da loja.',
    [
      {
        component: 'steps',
        title: 'Três passos até à sua primeira edição',
        steps: [
          {
            name: 'Escolha uma app',
            text: 'Escolha a app que se adequa ao que quer criar.',
            image: null,
          },
          {
            name: 'Abra a loja',
            text: 'O botão leva-o à loja certa para o seu telemóvel.',
            image: null,
          },
          {
            name: 'Comece a criar',
            text: 'Abra a app e experimente uma ferramenta a partir do ecrã inicial.',
            image: null,
          },
        ],
      },
    ],
  ),
  'highlight/ymk': page(
    'Destaques da {{brand}} Makeup',
    'Novos visuais, as cores de cabelo em voga e as ferramentas mais adoradas desta estação.',
    [
      {
        component: 'card-grid',
        title: 'Esta estação',
        cards: [
          {
            title: 'Visuais soft glam',
            description: 'Neutros quentes e lábios com brilho.',
            link: '/consumer/apps/ymk',
          },
          {
            title: 'Cabelo acobreado',
            description: 'Experimente o tom preferido da estação.',
            link: '/consumer/features/hair-color-changer',
          },
          {
            title: 'Estúdio de pestanas',
            description: 'Compare estilos de pestanas lado a lado.',
            link: '/consumer/features/makeup-editor',
          },
        ],
      },
    ],
  ),
};
