import type { ContentPage } from '../../../../../../shared/smb/content';
import { cta, h2, p, page, ul } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

/** CONSUMER_PAGE in Spanish, by page key (data/consumer.ts CONSUMER_PAGES). */
export const CONSUMER_PAGES: Overlay<ContentPage> = {
  'about-us': page(
    'Sobre las apps de {{brand}}',
    'Herramientas creativas para que te sientas bien con tus fotos.',
    [
      {
        component: 'rich-editor',
        blocks: [
          h2('Cómo empezamos'),
          p(
            'Nuestras apps nacieron con una cámara de maquillaje: una forma de probar una barra de labios antes de comprarla. Nuestros amigos la usaban para hacerse selfis, después para retratarse unos a otros, y nos pedían más. Aquella cámara se convirtió en una familia de apps de fotos, vídeo, uñas y arte con IA.',
          ),
          h2('En qué creemos'),
          ul(
            'Primero, la diversión: una herramienta debe darte ganas de probar algo nuevo.',
            'Resultados naturales: retoques en los que sigues pareciendo tú.',
            'Tus fotos siguen siendo tuyas: la edición se hace para ti, no para los anunciantes.',
          ),
          h2('Quiénes somos'),
          p(
            'Un equipo de ingenieros, artistas y profesionales del maquillaje repartido por tres continentes, que crea las apps en ocho idiomas.',
          ),
        ],
      },
      {
        component: 'stats',
        items: [
          { value: '8', label: 'apps para iOS y Android' },
          { value: '8', label: 'idiomas' },
          { value: 'Más de 40', label: 'herramientas de edición' },
        ],
      },
      {
        component: 'cta-banner',
        title: '¿Tienes preguntas o eres periodista?',
        description: 'Nuestros equipos de soporte y de prensa te responden en tu idioma.',
        cta: cta('Contacta con nosotros', '/consumer/contact-us/support'),
      },
    ],
  ),
  impressum: page(
    'Aviso legal',
    'Información legal sobre el editor de las apps de {{brand}} y de este sitio web.',
    [
      {
        component: 'rich-editor',
        blocks: [
          h2('Editor'),
          p(
            '{{brand}} Apps Ltd., 12 Example Quay, 00000 Example City (una dirección ficticia para este sitio de demostración).',
          ),
          p('Dirección: el consejo de administración de {{brand}} Apps Ltd.'),
          h2('Contacto'),
          p(
            'Correo electrónico: apps@example.com. Para recibir ayuda con las apps, usa el formulario de contacto para que podamos responderte en tu idioma.',
          ),
          h2('Registro e impuestos'),
          p(
            'Registro mercantil: registro mercantil de Example City, n.º EX-000000. Número de IVA: EX000000000.',
          ),
          h2('Responsable del contenido'),
          p('El equipo editorial de {{brand}} Apps Ltd., en la dirección indicada más arriba.'),
          h2('Resolución de litigios en línea'),
          p(
            'No estamos obligados ni dispuestos a participar en procedimientos de resolución de litigios ante una junta arbitral de consumo; ponte en contacto directamente con nosotros y haremos todo lo posible por ayudarte.',
          ),
        ],
      },
    ],
  ),
  'accessibility-statement': page(
    'Declaración de accesibilidad',
    'Queremos que todo el mundo disfrute de nuestras apps y de este sitio web, sea cual sea el dispositivo o la tecnología de apoyo que utilice.',
    [
      {
        component: 'rich-editor',
        blocks: [
          h2('Nuestro objetivo'),
          p(
            'Este sitio web aspira a cumplir el nivel AA de las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2. Nuestras apps siguen las directrices de accesibilidad de iOS y Android.',
          ),
          h2('Qué hacemos'),
          ul(
            'Todas las páginas pueden usarse solo con el teclado, con un foco visible.',
            'Los textos y los controles mantienen un contraste de al menos 4,5 a 1.',
            'Las imágenes con significado tienen alternativas de texto; las decorativas se ocultan a los lectores de pantalla.',
            'Las páginas respetan el ajuste de movimiento reducido de tu dispositivo.',
            'Probamos las páginas nuevas con comprobaciones automáticas y con lectores de pantalla antes de publicarlas.',
          ),
          h2('Limitaciones conocidas'),
          p(
            'Algunos efectos de cámara en directo de las apps necesitan ver tu rostro y no tienen un equivalente completo sin la cámara. Describimos cada efecto con palabras para que decidas si quieres probarlo.',
          ),
          h2('Cuéntanos si encuentras una barrera'),
          p(
            'Si algo de este sitio web o de una app te impide avanzar, cuéntanoslo a través del formulario de contacto e indica la página o la pantalla. Te responderemos en un plazo de cinco días laborables.',
          ),
        ],
      },
      {
        component: 'cta-banner',
        title: 'Informa de una barrera de accesibilidad',
        description: 'Tu aviso llega directamente al equipo que puede solucionarlo.',
        cta: cta('Contactar con soporte', '/consumer/contact-us/support'),
      },
    ],
  ),
  appdownload: page(
    'Descarga las apps de {{brand}}',
    'Descarga gratuita para iPhone, iPad y Android. Elige una app para ver su botón de descarga.',
    [
      {
        component: 'steps',
        title: 'Tres pasos hasta tu primera edición',
        steps: [
          {
            name: 'Elige una app',
            text: 'Escoge la app que encaja con lo que quieres crear.',
            image: null,
          },
          {
            name: 'Abre la tienda',
            text: 'El botón te lleva a la tienda adecuada para tu teléfono.',
            image: null,
          },
          {
            name: 'Empieza a crear',
            text: 'Abre la app y prueba una herramienta desde la pantalla de inicio.',
            image: null,
          },
        ],
      },
    ],
  ),
  'highlight/ymk': page(
    'Lo más destacado de {{brand}} Makeup',
    'Nuevos looks, los colores de pelo en tendencia y las herramientas favoritas de esta temporada.',
    [
      {
        component: 'card-grid',
        title: 'Esta temporada',
        cards: [
          {
            title: 'Looks glam suaves',
            description: 'Neutros cálidos y labios con brillo.',
            link: '/consumer/apps/ymk',
          },
          {
            title: 'Pelo cobrizo',
            description: 'Prueba el tono favorito de la temporada.',
            link: '/consumer/features/hair-color-changer',
          },
          {
            title: 'Estudio de pestañas',
            description: 'Compara estilos de pestañas uno al lado de otro.',
            link: '/consumer/features/makeup-editor',
          },
        ],
      },
    ],
  ),
};
