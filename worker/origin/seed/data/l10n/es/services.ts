import type { BriefText } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

/** SERVICE_PAGE in Spanish, by slug (data/solutions.ts SERVICE_BRIEFS). */
export const SERVICES: Overlay<BriefText> = {
  'app-listing': {
    title: 'Presencia en la app',
    promise: 'Lleva tus productos a las apps de consumo de {{brand}}.',
    detail:
      'Publica tus tonos en nuestras apps de consumo, donde millones de personas prueban looks cada día, y dirige a los clientes a tu tienda con un solo toque.',
    benefits: [
      ['Alcance', 'Aparece donde los amantes de la belleza ya juegan con looks.'],
      ['Enlaces a la tienda', 'Cada producto enlaza con tu tienda.'],
      ['Informes', 'Informes mensuales de pruebas virtuales y clics.'],
    ],
    useCases: [
      [
        'Lanzamientos de producto',
        'Llega a los usuarios de la app el mismo día en que se lanza una colección.',
      ],
      ['Presencia permanente', 'Tus tonos disponibles en looks y tutoriales.'],
    ],
    faqs: [
      ['¿Cuánto dura una presencia en la app?', 'Se contrata por campaña, normalmente de uno a tres meses.'],
    ],
  },
  'in-store-consultation': {
    title: 'Asesoría en tienda',
    promise: 'Tabletas de mostrador y espejos inteligentes para consultas de piel y maquillaje.',
    detail:
      'Los asesores realizan análisis de la piel y pruebas virtuales en una tableta de mostrador, guardan los resultados en el perfil del cliente e imprimen o envían una ficha con su rutina.',
    benefits: [
      ['Listo para el mostrador', 'Un modo quiosco para tabletas y espejos.'],
      ['Resultados compartidos', 'Envía la rutina por correo electrónico o con un código QR.'],
      ['Analítica por tienda', 'Consulta las consultas y conversiones de cada tienda.'],
    ],
    useCases: [
      ['Mostradores de cuidado de la piel', 'Análisis con los que empieza cada consulta.'],
      ['Mostradores de maquillaje', 'Prueba virtual sin probadores.'],
    ],
    faqs: [
      [
        '¿Qué hardware es compatible?',
        'iPad recientes, tabletas Android y una selección de espejos inteligentes.',
      ],
    ],
  },
  sdk: {
    title: 'SDK',
    promise: 'SDK nativos para iOS y Android para integrar la prueba virtual en tu propia app.',
    detail:
      'El SDK ofrece componentes de cámara, prueba virtual y análisis con control total sobre tu interfaz, además de una app de ejemplo como punto de partida.',
    benefits: [
      ['Rendimiento nativo', 'Renderizado con Metal y Vulkan.'],
      ['Tu interfaz', 'Componentes sin interfaz propia, bajo tu diseño.'],
      ['App de ejemplo', 'Un punto de partida funcional con todas las funciones.'],
    ],
    useCases: [
      ['Apps de marca', 'Prueba virtual nativa dentro de tu propia app.'],
      ['Apps de distribuidores', 'Un solo SDK para todas las marcas que vendes.'],
    ],
    faqs: [['¿Cuánto ocupa el SDK?', 'Está dividido en módulos para que incluyas solo lo que usas.']],
  },
  'wechat-mini-program': {
    title: 'Miniprograma de WeChat',
    promise: 'Prueba virtual dentro de un miniprograma de WeChat.',
    detail:
      'Un plugin listo para usar lleva las funciones de maquillaje y piel a tu miniprograma, optimizado para la cámara integrada y el flujo de pago de la app.',
    benefits: [
      ['Basado en un plugin', 'Añade la prueba virtual sin rehacer tu miniprograma.'],
      ['Compartir en redes', 'Comparte looks con amigos dentro de la app.'],
      ['Alojamiento local', 'Servido desde infraestructura en China continental.'],
    ],
    useCases: [
      ['Comercio electrónico en China', 'Prueba virtual dentro de WeChat, donde ya están los clientes.'],
      ['Páginas de campaña', 'Miniprogramas para lanzamientos de temporada.'],
    ],
    faqs: [['¿Necesitamos un contrato aparte?', 'Forma parte del acuerdo de servicio estándar para China.']],
  },
  'youcam-4-web': {
    title: '{{brand}} para web',
    promise: 'Prueba virtual y análisis en tu web con una sola etiqueta script.',
    detail:
      'Añade un solo script y un botón a las páginas de producto; el módulo abre la cámara, aplica el producto y devuelve a tu página los eventos de añadir al carrito.',
    benefits: [
      ['Un solo script', 'Sin app ni plugin; funciona en todos los navegadores modernos.'],
      ['Eventos', 'Eventos de prueba virtual y de carrito para tu analítica.'],
      ['Personalizable', 'Los colores, las fuentes y los textos siguen tu marca.'],
    ],
    useCases: [
      ['Páginas de producto', 'Un solo script añade la prueba virtual a cada producto.'],
      ['Páginas de destino', 'Páginas de campaña con prueba virtual integrada.'],
    ],
    faqs: [['¿Ralentiza nuestra página?', 'El módulo solo se carga cuando un cliente lo abre.']],
  },
  'youcam-4-google': {
    title: '{{brand}} para búsqueda',
    promise: 'Lleva la prueba virtual a los clientes allí donde buscan.',
    detail:
      'Publica tonos virtuales en las superficies de búsqueda y compras compatibles para que los usuarios prueben los productos antes de visitar tu web.',
    benefits: [
      ['Descubrimiento más temprano', 'Prueba virtual en el momento de la búsqueda.'],
      ['Los mismos recursos', 'Reutiliza los tonos que creaste para tu web.'],
      ['Herramientas de feed', 'Exporta los tonos en el formato de feed requerido.'],
    ],
    useCases: [
      ['Campañas de búsqueda', 'Enlaces de prueba virtual desde los resultados de búsqueda.'],
      ['Anuncios de shopping', 'Un paso de prueba virtual antes de la página de producto.'],
    ],
    faqs: [
      [
        '¿Qué categorías son aptas?',
        'Las categorías de maquillaje de labios, ojos y rostro en los mercados compatibles.',
      ],
    ],
  },
  'taobao-mini-program': {
    title: 'Miniprograma de Taobao',
    promise: 'Prueba virtual para tus tiendas en Taobao y Tmall.',
    detail:
      'Los clientes prueban tonos en las páginas de detalle de producto de tu tienda de Taobao, con resultados vinculados al carrito de la propia tienda.',
    benefits: [
      ['Integrado en la tienda', 'Aparece dentro de tus páginas de producto.'],
      ['Listo para campañas', 'Soporta el tráfico de los grandes festivales de compras.'],
      ['Datos de la tienda', 'Informes de prueba virtual por producto.'],
    ],
    useCases: [
      ['Tiendas oficiales', 'Prueba virtual en tu tienda oficial de Tmall.'],
      ['Festivales de compras', 'Prueba virtual preparada para las campañas de máxima demanda.'],
    ],
    faqs: [
      [
        '¿Os encargáis de la configuración?',
        'Nuestro equipo en China se encarga de la configuración y la revisión.',
      ],
    ],
  },
  'douyin-mini-program': {
    title: 'Miniprograma de Douyin',
    promise: 'Prueba virtual para el vídeo corto y el comercio en directo en Douyin.',
    detail:
      'Un miniprograma permite a los espectadores probar los tonos que aparecen en vídeos cortos y salas en directo y comprarlos después en tu tienda de Douyin.',
    benefits: [
      ['Comercio en vídeo', 'Prueba virtual enlazada desde vídeos y salas en directo.'],
      ['Pensado para creadores', 'Los creadores pueden vincular looks a su contenido.'],
      ['Rápido', 'Optimizado para sesiones breves con mucho tráfico.'],
    ],
    useCases: [
      ['Comercio en directo', 'Los espectadores prueban productos durante la emisión.'],
      ['Vídeos cortos', 'Enlaces de prueba virtual bajo los vídeos de producto.'],
    ],
    faqs: [
      [
        '¿Funciona en las salas en directo?',
        'Sí, los espectadores pueden abrirlo durante una emisión en directo.',
      ],
    ],
  },
  'virtual-makeup-snapchat': {
    title: 'Lentes de maquillaje virtual para Snapchat',
    promise: 'Lentes de maquillaje de marca creadas con tus tonos reales.',
    detail:
      'Convertimos tus tonos en lentes de cámara con un color y un acabado precisos, listas para campañas y colaboraciones con creadores.',
    benefits: [
      ['Tonos precisos', 'Los colores coinciden con tus productos físicos.'],
      ['Rapidez para campañas', 'Lentes creadas a partir de tonos virtuales existentes.'],
      ['Enlaces a la tienda', 'Las lentes pueden enlazar con las páginas de producto.'],
    ],
    useCases: [
      ['Campañas de lanzamiento', 'Una lente para cada nueva colección.'],
      ['Kits para creadores', 'Lentes que los creadores pueden usar en su contenido.'],
    ],
    faqs: [
      ['¿Quién publica la lente?', 'La publica tu cuenta; nosotros entregamos el desarrollo y el soporte.'],
    ],
  },
  'virtual-makeup-instagram': {
    title: 'Efectos de maquillaje virtual para Instagram',
    promise: 'Efectos de maquillaje para stories y reels, fieles a tu paleta.',
    detail:
      'Los efectos usan los mismos datos de tono que la prueba virtual de tu web, de modo que una barra de labios se ve igual en una story que en tu página de producto.',
    benefits: [
      ['Color coherente', 'Una sola biblioteca de tonos en todos los canales.'],
      ['Kits para creadores', 'Efectos preparados para campañas con creadores.'],
      ['Informes', 'Cifras de uso de cada efecto.'],
    ],
    useCases: [
      ['Stories y reels', 'Efectos que la gente comparte con sus amigos.'],
      ['Lanzamientos con influencers', 'Efectos lanzados junto con creadores.'],
    ],
    faqs: [['¿Cuánto se tarda en crear un efecto?', 'Normalmente de dos a tres semanas, revisión incluida.']],
  },
};
