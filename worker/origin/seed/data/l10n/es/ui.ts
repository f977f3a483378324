import type { SeedUi } from '../../helpers.ts';

/** The Spanish words of the seed's templates (helpers.ts EN_UI). */
export const UI: SeedUi = {
  overview: {
    product: 'Qué hace',
    technology: 'Cómo funciona por dentro',
    service: 'Cómo trabajamos contigo',
    campaign: 'Sobre la campaña',
  },
  benefits: {
    product: 'Qué obtienes',
    technology: 'Qué hace posible',
    service: 'Qué incluye',
    campaign: 'Por qué funciona',
  },
  stepsTitle: {
    product: 'Cómo funciona',
    technology: 'Cómo funciona',
    service: 'Cómo se desarrolla un proyecto',
    campaign: 'Cómo lanzarla',
  },
  steps: {
    product: [
      [
        'Comparte tu catálogo',
        'Envíanos los datos de producto o las muestras de color; los convertimos en productos virtuales.',
      ],
      ['Añádelo a tus páginas', 'Inserta el módulo web o usa los SDK para iOS y Android en tu app.'],
      [
        'Publica y mide',
        'Los clientes lo prueban en su propio rostro; el panel muestra la interacción y las ventas.',
      ],
    ],
    technology: [
      [
        'Captura',
        'La cámara de un teléfono, un portátil o un espejo inteligente aporta las imágenes; no hace falta hardware especial.',
      ],
      [
        'Comprensión',
        'Nuestros modelos leen el rostro, la mano o el cabello en cada fotograma, en el propio dispositivo siempre que es posible.',
      ],
      [
        'Renderizado o informe',
        'El resultado se dibuja en tiempo real o se devuelve como puntuaciones que tu producto puede usar.',
      ],
    ],
    service: [
      ['Llamada inicial', 'Conocemos tus objetivos, canales y mercados, y acordamos cómo medir el éxito.'],
      [
        'Desarrollo y revisión',
        'Nuestro equipo prepara la experiencia y tú la revisas en tus propios dispositivos.',
      ],
      ['Lanzamiento y mejora', 'Publicamos juntos y revisamos las cifras contigo cada mes.'],
    ],
    campaign: [
      ['Elige los productos', 'Selecciona los tonos o artículos que protagonizarán la campaña.'],
      [
        'Adapta la página a tu marca',
        'Aplicamos tus colores, textos y fechas de lanzamiento a un diseño ya probado.',
      ],
      [
        'Promociona y mide',
        'Comparte el enlace en anuncios y redes sociales y sigue los resultados en directo.',
      ],
    ],
  },
  useCasesTitle: 'Dónde lo usan los equipos',
  proofTitle: 'Lo que cuentan las marcas',
  proof: {
    product: [
      ['2,5x', 'más añadidos al carrito entre quienes lo prueban'],
      ['30 %', 'menos devoluciones de productos probados'],
      ['3 min', 'más de permanencia en las páginas de producto'],
    ],
    technology: [
      ['Más de 1000', 'marcas funcionan con el mismo motor'],
      ['30 fps', 'seguimiento en directo en teléfonos de gama media'],
      ['9', 'idiomas disponibles en las herramientas que lo acompañan'],
    ],
    service: [
      ['2–6 semanas', 'plazo habitual entre el arranque y el lanzamiento'],
      ['24 h', 'tiempo de respuesta ante incidencias el día del lanzamiento'],
      ['Más de 40', 'mercados atendidos por nuestros equipos'],
    ],
    campaign: [
      ['5 días', 'del briefing a una página de campaña publicada'],
      ['2x', 'más visitas a productos durante la campaña'],
      ['100 %', 'de los resultados visibles en tu panel'],
    ],
  },
  faqTitle: 'Preguntas frecuentes',
  commonFaqs: {
    product: [
      [
        '¿Cuánto tarda la integración?',
        'La mayoría de las marcas se lanzan en un plazo de dos a seis semanas: el módulo web es un único script y nuestro equipo adapta tu catálogo contigo.',
      ],
      [
        '¿Qué ocurre con las imágenes de la cámara de los clientes?',
        'Las imágenes se procesan solo para mostrar el efecto y no se guardan salvo que el cliente guarde un resultado. Encontrarás los detalles en nuestra política de privacidad.',
      ],
    ],
    technology: [
      [
        '¿Podemos usarlo en nuestra propia app?',
        'Sí. El mismo motor está disponible bajo licencia como módulos web, SDK para iOS y Android y API de servidor.',
      ],
      [
        '¿Dónde se realiza el procesamiento?',
        'En el dispositivo del cliente siempre que es posible; el procesamiento en servidor se usa solo en las funciones que lo necesitan y, por defecto, no guarda nada.',
      ],
    ],
    service: [
      [
        '¿A quién pertenecen el contenido y los datos?',
        'A ti. El contenido creado para ti y los datos que generan tus clientes pertenecen a tu marca; solo los tratamos siguiendo tus instrucciones.',
      ],
      [
        '¿Cómo se fija el precio del servicio?',
        'Según el alcance: tras la llamada inicial recibes un presupuesto cerrado para el desarrollo y una cuota mensual por su funcionamiento.',
      ],
    ],
    campaign: [
      [
        '¿Con qué rapidez puede publicarse una campaña?',
        'Una campaña basada en una plantilla lista suele publicarse en menos de una semana desde que recibimos tus productos y materiales gráficos.',
      ],
      [
        '¿Podemos medir los resultados?',
        'Sí. Las visitas, las pruebas virtuales, los contactos captados y los clics hacia tu tienda se muestran en directo en el panel.',
      ],
    ],
  },
  relatedTitle: {
    product: 'Productos relacionados',
    technology: 'Tecnologías relacionadas',
    service: 'Servicios relacionados',
    campaign: 'Más campañas',
  },
  contactSales: 'Contactar con ventas',
  salesFormTitle: '{title} para tus clientes',
  salesFormDescription: 'Cuéntanos sobre tu marca y un especialista te responderá en un día laborable.',
  trialFormTitle: 'Pruébalo gratis: {title}',
  trialFormDescription: 'Empieza una prueba gratuita y comprueba cómo funciona con tu propio catálogo.',
  talkTitle: 'Hablemos de {title}',
  talkDescription: 'Nuestro equipo de soluciones lo adaptará a tus canales, mercados y catálogo.',
  featureStepsTitle: 'Cómo funciona: {title}',
  featureFaqTitle: 'Preguntas',
  featureCtaTitle: 'Pruébalo gratis: {title}',
  featureCtaDescription: 'Disponible en las apps de {{brand}} para iOS y Android.',
  getTheApp: 'Descarga la app',
  appHighlights: 'Lo más destacado',
  appDownload: 'Descargar gratis',
  appFeaturesTitle: 'Herramientas populares de {title}',
};
