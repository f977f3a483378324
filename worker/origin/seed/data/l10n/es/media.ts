import { cta, h2, p, ul } from '../../helpers.ts';
import type { BusinessPack } from '../types.ts';

const SALES = '/business/contact-us/sales';
const roi = (conversionNumber: number, conversionType: string, conversionDescription: string) => ({
  conversionNumber,
  conversionType,
  conversionDescription,
  buttonText: 'Contactar con ventas',
  buttonLink: SALES,
});

/** NEWS in Spanish, by newsHandle (data/articles.ts NEWS, data/media.ts MEDIA_NEWS). */
export const NEWS: NonNullable<BusinessPack['news']> = {
  'global-forum-announced': {
    title: '{{brand}} anuncia su Global Beauty Tech Forum',
    summary:
      'Una jornada de charlas sobre IA, RA y el futuro del comercio de belleza, presencial y en línea.',
    body: [
      p(
        '{{brand}} organizará su Global Beauty Tech Forum con directivos de marcas, investigadores y comercios.',
      ),
    ],
  },
  'skin-emulation-launch': {
    title: 'La nueva simulación de la piel muestra resultados a lo largo de doce semanas',
    summary:
      'Las marcas ya pueden visualizar el efecto de sus productos a partir de sus propios datos clínicos.',
    body: [
      p(
        'La nueva línea temporal de simulación permite a los clientes comparar su piel actual con la de dentro de cuatro, ocho y doce semanas.',
      ),
    ],
  },
  'eyewear-photo-to-3d': {
    title: 'Monturas de gafas a partir de tres fotos',
    summary:
      'Un nuevo proceso convierte las fotos de producto en monturas para la prueba virtual en dos días.',
    body: [
      p(
        'Las marcas de gafas ya pueden enviar tres fotos por montura y recibir un modelo listo para la prueba virtual.',
      ),
    ],
  },
  'accessibility-update': {
    title: 'Subida de fotos como alternativa en todas las funciones de cámara',
    summary: 'Todas las experiencias con cámara ofrecen ahora la subida de fotos y resultados descritos.',
    body: [
      p(
        'Todas las funciones basadas en la cámara aceptan ahora una foto subida y describen sus resultados en texto.',
      ),
    ],
  },
  'retail-mirror-pilot': {
    title: 'El piloto del espejo inteligente de {{brand}} llega a doce tiendas',
    summary: 'Los clientes prueban barras de labios y colores de pelo en el lineal, sin tocar un probador.',
    body: [
      p(
        'Doce tiendas de tres países cuentan ya con un espejo de {{brand}} junto a los pasillos de color de labios y de pelo.',
      ),
      p(
        'Los clientes escanean un código de barras y ven el tono en su propio rostro en menos de un segundo.',
      ),
      h2('Qué mide el piloto'),
      ul(
        'Tiempo de permanencia ante el lineal',
        'Tonos probados por visita',
        'Quejas sobre la higiene de los probadores',
      ),
    ],
  },
  'ai-nail-colour-release': {
    title: 'La prueba virtual de color de uñas con IA sigue ahora cada dedo',
    summary: 'Un nuevo modelo de la mano mantiene el esmalte en su sitio mientras la mano gira y se mueve.',
    body: [
      p(
        'La prueba virtual de uñas actualizada sigue cada uña por separado, de modo que el esmalte no se mueve ni con gestos rápidos.',
      ),
      p('Las marcas pueden subir acabados como cremoso, irisado, cromado y jelly desde la consola.'),
    ],
  },
  'privacy-certification-2025': {
    title: '{{brand}} renueva sus certificaciones de privacidad y seguridad',
    summary: 'Auditores independientes confirmaron cómo se procesan y eliminan los datos faciales.',
    body: [
      p(
        'Una auditoría anual revisó el tratamiento de datos de todos los productos de {{brand}} basados en la cámara.',
      ),
      p(
        'Las imágenes faciales usadas para la prueba virtual se procesan en memoria y no se guardan una vez terminada la sesión.',
      ),
    ],
  },
  'colour-report-spring-2025': {
    title: 'Publicado el informe de tendencias de color primavera/verano 2025',
    summary:
      'Los corales transparentes y los gloss de tonos baya encabezaron millones de pruebas virtuales anónimas.',
    body: [
      p(
        'El nuevo informe clasifica los tonos que más probaron los clientes en labios, ojos, uñas y cabello.',
      ),
      p(
        'Las marcas pueden solicitar el informe completo, con desgloses por región, desde la página de tendencias de color.',
      ),
    ],
  },
};

/** VIDEO in Spanish, by videoId (data/articles.ts, data/media.ts). */
export const VIDEOS: NonNullable<BusinessPack['videos']> = {
  'skin-analysis-at-the-counter': {
    title: 'Análisis de la piel con IA en el mostrador',
    description:
      'La grabación de un seminario web sobre cómo empezar las consultas con un análisis de la piel.',
  },
  'makeup-try-on-in-two-minutes': {
    title: 'La prueba virtual de maquillaje en dos minutos',
    description: 'De la muestra al tono en directo en una página de producto.',
  },
  'jewellery-3d-viewer': {
    title: 'El visor 3D para anillos y relojes',
    description: 'Gira, amplía y prueba un único recurso 3D.',
  },
  'hair-ai-overview': {
    title: 'Presentación de Hair AI',
    description: 'Análisis del largo, el tipo, la densidad y el encrespado en un solo recorrido.',
  },
  'nail-colour-try-on-demo': {
    title: 'Demostración de la prueba virtual de color de uñas',
    description: 'Cinco acabados sobre una mano en movimiento, grabados en directo y sin edición.',
  },
  'smart-mirror-in-store': {
    title: 'El espejo inteligente en la tienda',
    description: 'Cómo pasa un cliente del escaneo del código de barras a la caja con el espejo.',
  },
  'colour-trends-spring-2025': {
    title: 'Tendencias de color de primavera/verano 2025',
    description: 'Nuestros analistas de color repasan los tonos más probados de la temporada.',
  },
  'console-quick-start': {
    title: 'Primeros pasos con la consola',
    description: 'Añade un producto, elige sus tonos y publica una prueba virtual en diez minutos.',
  },
};

/** SUCCESS_STORY in Spanish, by storyHandle: company names stay as they are. */
export const STORIES: NonNullable<BusinessPack['stories']> = {
  'example-cosmetics-shade-matching': {
    brandName: 'Example Cosmetics',
    title: 'Example Cosmetics ayuda a cada cliente a encontrar en línea su tono de base',
    summary:
      'Una gama de bases de maquillaje de 40 tonos encontró a sus compradores en línea gracias a la búsqueda de tonos con IA.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Resultados',
        items: [
          roi(2.1, 'x', 'más conversión entre quienes usaron el buscador de tonos'),
          roi(28, '%', 'menos devoluciones por el tono'),
        ],
      },
      {
        component: 'rich-editor' as const,
        blocks: [
          p(
            'La marca añadió el buscador de tonos a todas las páginas de bases de maquillaje y a las tabletas de sus mostradores.',
          ),
        ],
      },
    ],
  },
  'sample-optics-frames': {
    brandName: 'Sample Optics',
    title: 'Sample Optics lleva 600 monturas a su tienda en línea',
    summary:
      'Las monturas creadas de foto a 3D prepararon todo el catálogo para la prueba virtual en seis semanas.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Resultados',
        items: [
          roi(600, '+', 'monturas listas para la prueba virtual en seis semanas'),
          roi(45, '%', 'más tiempo en las páginas de producto'),
        ],
      },
    ],
  },
  'demo-skin-clinic-consultations': {
    brandName: 'Demo Skin Clinic',
    title: 'Demo Skin Clinic empieza cada consulta con un análisis',
    summary: 'Las consultas visuales facilitaron hablar de los planes de tratamiento.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Resultados',
        items: [roi(130, '%', 'más citas de seguimiento')],
      },
      {
        component: 'cta-banner' as const,
        title: 'Realiza consultas visuales',
        description: 'Descubre Skincare Pro para clínicas.',
        cta: cta('Descubrir Skincare Pro', '/business/solutions/online-service/skincare-pro'),
      },
    ],
  },
  'sample-salon-hair-colour': {
    brandName: 'Sample Salon Group',
    title: 'Sample Salon Group consigue citas de coloración a partir de la prueba virtual',
    summary: 'Los clientes eligen su color de pelo en casa y llegan con la cita reservada.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Resultados',
        items: [
          roi(3.4, 'x', 'más reservas de coloración en línea'),
          roi(22, '%', 'consultas más breves en el salón'),
          roi(150, '+', 'salones en marcha en cuatro meses'),
        ],
      },
      {
        component: 'rich-editor' as const,
        blocks: [
          h2('El reto'),
          p('A los clientes les costaba describir un color, así que las primeras citas solían alargarse.'),
          h2('La solución'),
          p(
            'Se añadió la prueba de color de pelo en directo a la página de reservas; el tono elegido viaja con la reserva.',
          ),
        ],
      },
    ],
  },
  'example-beauty-retail-mirror': {
    brandName: 'Example Beauty Retail',
    title: 'Example Beauty Retail sustituye los probadores por espejos',
    summary:
      'Los espejos inteligentes en el lineal aumentaron las pruebas de tonos y redujeron el desperdicio de probadores.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Resultados',
        items: [
          roi(64, '%', 'menos desperdicio de probadores por tienda'),
          roi(2.7, 'x', 'más tonos probados por visita'),
        ],
      },
      {
        component: 'cta-banner' as const,
        title: 'Lleva la prueba virtual a tus tiendas',
        description: 'Descubre cómo funciona el servicio de código de barras en tienda con tus planogramas.',
        cta: cta('Descubrir el código de barras en tienda', '/business/services/in-store-barcode'),
      },
    ],
  },
};

/** COLOR_TREND in Spanish, by trendHandle: colour names translated, hex values kept. */
export const TRENDS: NonNullable<BusinessPack['trends']> = {
  'spring-summer-2025': {
    title: 'Tendencias de color de primavera/verano 2025',
    season: 'Primavera/verano 2025',
    summary:
      'Los corales suaves, los tonos baya transparentes y los nude jugosos lideraron las pruebas virtuales de la temporada.',
    imageUrl: null,
    colors: [
      {
        name: 'Coral transparente',
        hex: '#F08A6E',
        description: 'El color de labios más probado de la temporada.',
      },
      { name: 'Baya jugosa', hex: '#9C2C5A', description: 'Un gloss favorito para la noche.' },
      { name: 'Nude luminoso', hex: '#D9A58B', description: 'Neutros con brillo que imitan la piel.' },
    ],
  },
  'autumn-winter-2024': {
    title: 'Tendencias de color de otoño/invierno 2024',
    season: 'Otoño/invierno 2024',
    summary: 'Dominaron los ciruela intensos y los marrones cálidos.',
    imageUrl: null,
    colors: [
      { name: 'Ciruela aterciopelado', hex: '#5B2245', description: 'Ciruela mate para labios y uñas.' },
      { name: 'Cacao', hex: '#6F4A3A', description: 'Un marrón cálido para ojos y labios.' },
    ],
  },
  'hair-colour-2024': {
    title: 'Tendencias de color de pelo 2024',
    season: '2024',
    summary: 'El cobrizo y el rubio suave fueron los tonos de pelo más probados.',
    imageUrl: null,
    colors: [
      { name: 'Cobrizo', hex: '#B5562B', description: 'Un rojo cobrizo intenso.' },
      { name: 'Rubio mantequilla', hex: '#E6C98A', description: 'Un rubio suave y cálido.' },
    ],
  },
};

/** DEMO_STORE_FEATURE in Spanish, by page key (data/showcase.ts). */
export const DEMO_STORE: NonNullable<BusinessPack['demoStore']> = {
  'spring-lip-edit': {
    title: 'La selección de labios de primavera',
    description:
      'Seis tonos de labios elegidos para la nueva temporada, de un coral suave a un ciruela intenso. Elige uno y míralo en tus propios labios en tiempo real.',
  },
  'brow-studio': {
    title: 'Estudio de cejas',
    description:
      'Compara cuatro tonos de cejas y encuentra el que mejor enmarca tu rostro. La prueba virtual empieza cuando estés listo.',
  },
  'ring-bar': {
    title: 'La barra de anillos',
    description: 'Levanta la mano y ponte tres anillos en 3D: la piedra capta la luz cuando te mueves.',
  },
};
