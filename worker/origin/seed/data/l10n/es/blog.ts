import type { BusinessPack, ConsumerPack } from '../types.ts';

/** BLOG_POST in Spanish, by postHandle (data/blog.ts): the business and the consumer posts. */
export const BLOG_POSTS: NonNullable<ConsumerPack['blogPosts']> = {
  // ─── Business ───────────────────────────────────────────────────────────────────────────────
  'virtual-try-on-returns': {
    title: 'Cómo la prueba virtual reduce las devoluciones por el tono',
    metaDesc:
      'Por qué los clientes que prueban un tono en su propio rostro se lo quedan, y cómo medir el efecto.',
    keywords: ['prueba virtual', 'devoluciones'],
    paragraphs: [
      'La base de maquillaje y la barra de labios están entre los productos de belleza que más se devuelven en línea, y el motivo casi siempre es el mismo: en pantalla, el tono parecía distinto.',
      'Cuando los clientes ven un tono en su propio rostro y con su propia luz, desaparecen las dudas. Las marcas miden el efecto comparando las tasas de devolución de los pedidos con y sin sesión de prueba virtual.',
    ],
    list: {
      title: 'Lista de comprobación',
      items: [
        'Registra las sesiones de prueba virtual por pedido',
        'Compara las devoluciones por familia de tonos',
        'Haz balance al cabo de una temporada completa',
      ],
    },
  },
  'skin-analysis-at-the-counter': {
    title: 'El análisis de la piel con IA llega al mostrador de belleza',
    metaDesc: 'Qué cambia cuando los asesores empiezan las consultas con un análisis de la piel.',
    keywords: ['análisis de la piel', 'comercio minorista'],
    paragraphs: [
      'Un análisis de la piel da al asesor y al cliente un punto de partida común. En lugar de preguntar qué tipo de piel cree tener alguien, el asesor empieza con un resultado que ambos pueden ver.',
      'Las tiendas que empiezan así sus consultas observan conversaciones más largas y rutinas más meditadas, no solo la venta de productos sueltos.',
    ],
  },
  'jewellery-ar-guide': {
    title: 'Guía práctica de la prueba virtual de joyería con RA',
    metaDesc:
      'Anillos, relojes y pendientes: qué hace falta para que la joyería virtual resulte convincente.',
    keywords: ['joyería', 'RA'],
    paragraphs: [
      'La prueba virtual de joyería depende por completo de la escala y la luz. Un anillo que parece una talla más grande, o un diamante sin destellos, hace que el cliente se vaya.',
      'Empieza por tus productos más vendidos, crea modelos 3D precisos y pruébalos en muchas manos antes del lanzamiento.',
    ],
  },
  'shade-matching-for-every-skin-tone': {
    title: 'Una búsqueda de tonos que funcione para todos los tonos de piel',
    metaDesc:
      'Cómo probar un buscador de tonos de base en toda la gama de tonos de piel antes de publicarlo.',
    keywords: ['buscador de tonos', 'belleza inclusiva', 'base de maquillaje'],
    paragraphs: [
      'Un buscador de tonos solo es tan bueno como los rostros con los que se ha probado. Las pieles muy oscuras y muy claras son donde más fallan la mayoría de las herramientas, así que merecen el mayor número de sesiones de prueba, no el menor.',
      'Forma un panel de prueba que refleje a tus clientes, fotografía a cada persona con luz natural y con la luz de la tienda, y compara el tono recomendado con el que elige un maquillador profesional.',
    ],
    list: {
      title: 'Antes del lanzamiento',
      items: [
        'Incluye todas las familias de subtonos en el panel de prueba',
        'Prueba con luz cálida, neutra y fría',
        'Registra cada discrepancia con una foto',
      ],
    },
  },
  'hair-colour-try-on-in-salons': {
    title: 'La prueba de color de pelo en la silla del salón',
    metaDesc: 'Cómo permitir que los clientes previsualicen un nuevo color antes de la primera pincelada.',
    keywords: ['color de pelo', 'salones'],
    paragraphs: [
      'Cambiar de color de pelo es una decisión importante, y la duda suele acabar en la opción más segura. Una previsualización en directo en una tableta permite a los clientes verse primero con un tono más atrevido.',
      'Los salones que añaden una previsualización a la consulta comprueban que los clientes hacen mejores preguntas y salen más contentos con el resultado.',
    ],
  },
  'connecting-store-and-app': {
    title: 'Un cliente, muchas puertas: conectar la tienda y la app',
    metaDesc:
      'Cómo conservar el historial de pruebas virtuales del cliente, del espejo de la tienda a la app en casa.',
    keywords: ['omnicanal', 'comercio minorista', 'prueba virtual'],
    paragraphs: [
      'Los clientes pasan de un espejo en tienda a una web y a una app en la misma semana. Cuando cada puerta olvida lo que han probado, empiezan de cero cada vez.',
      'Un historial de looks compartido, guardado con el consentimiento del cliente, le permite retomar en casa lo que dejó a medias en la tienda.',
    ],
  },
  'beauty-tech-on-demand': {
    title: 'Tecnología de belleza a la carta: lanzar en semanas, no en meses',
    metaDesc:
      'Qué cambia un servicio en línea listo para usar en las marcas sin un equipo de ingeniería propio.',
    keywords: ['servicio en línea', 'tiempo de lanzamiento'],
    paragraphs: [
      'No todas las marcas tienen ingenieros para crear y mantener una experiencia de prueba virtual. Un servicio en línea permite a los equipos de marketing subir los productos y publicar la experiencia por sí mismos.',
      'El primer lanzamiento pasa a ser una cuestión de datos de producto, no de software: nombres de tono claros, colores precisos y buenas fotos.',
    ],
  },
  'spring-campaign-case-notes': {
    title: 'Notas de un caso: una campaña de labios de primavera con prueba virtual',
    metaDesc:
      'El lanzamiento de primavera de una marca de labios ficticia, del teaser al agotado, en cifras y lecciones.',
    keywords: ['campaña', 'color de labios'],
    paragraphs: [
      'La marca abrió su lanzamiento de primavera con un enlace de prueba virtual en cada publicación de teaser. Los clientes pudieron lucir los nuevos tonos días antes de que salieran a la venta.',
      'Los tonos más probados durante la semana de teaser fueron los primeros en agotarse, lo que permitió al equipo ajustar el stock antes del día del lanzamiento.',
    ],
  },
  'measuring-try-on-engagement': {
    title: 'Medir la interacción con la prueba virtual sin suposiciones',
    metaDesc: 'Las pocas cifras que te dicen si la prueba virtual está funcionando.',
    keywords: ['analítica', 'prueba virtual', 'conversión'],
    paragraphs: [
      'Las sesiones por sí solas dicen poco. Lo que importa es lo que hacen los clientes después de probar: cuántos tonos comparan y si añaden alguno a la cesta.',
      'Sigue un pequeño conjunto de cifras de forma constante durante una temporada antes de cambiar nada.',
    ],
    list: {
      title: 'Cifras que merece la pena seguir',
      items: [
        'Tonos probados por sesión',
        'Tasa de añadidos a la cesta tras una prueba virtual',
        'Devoluciones de productos probados',
      ],
      ordered: true,
    },
  },
  // ─── Consumer ───────────────────────────────────────────────────────────────────────────────
  'better-selfies-in-low-light': {
    title: 'Mejores selfis con poca luz',
    metaDesc: 'Trucos sencillos y herramientas de la app para selfis luminosos y nítidos de noche.',
    keywords: ['selfi', 'poca luz'],
    paragraphs: [
      'Ponte de cara a la fuente de luz más intensa que encuentres, quédate quieto y deja que el potenciador haga el resto.',
      'En la app de fotos, el potenciador con IA aclara las sombras sin volver gris la piel, y la reducción de ruido mantiene nítidos los detalles.',
    ],
  },
  'remove-tourists-from-travel-photos': {
    title: 'Quita a los turistas de tus fotos de viaje',
    metaDesc: 'Limpia en tres pasos las fotos de monumentos llenos de gente.',
    keywords: ['eliminar objetos', 'viajes'],
    paragraphs: [
      'Los monumentos concurridos dan fotos abarrotadas. La herramienta para eliminar objetos te permite pintar sobre los transeúntes y rellena el hueco con la escena que hay detrás.',
      'Trabaja por zonas pequeñas para obtener el resultado más limpio y amplía la imagen para revisar los bordes.',
    ],
    list: {
      title: 'Tres pasos',
      items: [
        'Abre la foto y elige Eliminar',
        'Pinta sobre cada persona',
        'Amplía la imagen y retoca los bordes',
      ],
      ordered: true,
    },
  },
  'first-video-edit': {
    title: 'Tu primera edición de vídeo en cinco minutos',
    metaDesc: 'Recorta, retoca y añade música a un clip corto desde tu móvil.',
    keywords: ['edición de vídeo', 'principiantes'],
    paragraphs: [
      'Elige un clip de menos de un minuto. Recorta el principio y el final para que empiece directamente con la acción.',
      'Añade un retoque ligero, elige una pista de la biblioteca de música y exporta en HD.',
    ],
  },
  'nail-art-ideas-to-try-virtually': {
    title: 'Cinco ideas de nail art para probar antes de forma virtual',
    metaDesc: 'Previsualiza diseños de uñas atrevidos en tu propia mano antes de pedir cita.',
    keywords: ['nail art', 'prueba virtual'],
    paragraphs: [
      'Un nail art atrevido es un compromiso de dos semanas o más. Probar un diseño en tu propia mano con la app de uñas lleva unos segundos.',
      'Guarda los looks que te gusten y enséñalos en el salón, para que la manicurista vea exactamente lo que tienes en mente.',
    ],
    list: {
      title: 'Ideas para empezar',
      items: [
        'Puntas cromadas',
        'Rosa lechoso suave',
        'Estrellitas doradas',
        'Manicura francesa bicolor',
        'Gloss cereza intenso',
      ],
    },
  },
  'ai-portraits-from-everyday-photos': {
    title: 'Retratos con IA a partir de tus fotos de todos los días',
    metaDesc: 'Convierte una instantánea cualquiera en un retrato cuidado con herramientas generativas.',
    keywords: ['IA generativa', 'retratos'],
    paragraphs: [
      'No necesitas un estudio para tener un buen retrato. Las herramientas generativas pueden situarte con una luz nueva, en otro escenario o con un estilo pictórico a partir de una sola foto nítida.',
      'Empieza con una foto de tu cara nítida y bien iluminada; cuanto mejor sea la imagen de partida, más se parecerá a ti el resultado.',
    ],
  },
  'chatting-with-an-ai-stylist': {
    title: 'Qué preguntar a un asistente de belleza con IA',
    metaDesc:
      'Las buenas preguntas obtienen buenas respuestas: cómo conseguir consejos útiles de un chat con IA.',
    keywords: ['chat con IA', 'consejos de belleza'],
    paragraphs: [
      'Un asistente con IA te ayuda más cuando conoce tu punto de partida. Menciona tu tipo de piel, el look que buscas y los productos que ya tienes.',
      'Pide un cambio cada vez y pregunta por qué: los motivos te enseñan más que el consejo.',
    ],
  },
  'try-outfits-with-ai-clothes': {
    title: 'Prueba nuevos outfits con ropa generada por IA',
    metaDesc: 'Cambia de outfit en una foto para planear un look antes de ir de compras.',
    keywords: ['ropa con IA', 'outfits'],
    paragraphs: [
      '¿Estás planeando el outfit para un gran día? Con una foto de cuerpo entero y la herramienta de ropa con IA puedes verte con estilos distintos en unos pocos toques.',
      'Usa un fondo liso y ponte recto para que la ropa quede lo más natural posible.',
    ],
  },
  'edit-photos-in-your-browser': {
    title: 'Edita fotos en tu navegador, sin instalar nada',
    metaDesc: 'El editor en línea lleva las herramientas favoritas de la app a cualquier ordenador.',
    keywords: ['editor en línea', 'edición de fotos'],
    paragraphs: [
      'No todas las ediciones se hacen en el móvil. El editor en línea se abre en cualquier navegador moderno y conserva las herramientas que ya conoces: quitar el fondo, mejorar y retocar.',
      'Los archivos permanecen en la sesión de tu navegador mientras trabajas, y descargas el resultado cuando terminas.',
    ],
  },
};

/** BLOG_AUTHOR in Spanish, by authorHandle: names stay as they are. */
export const BLOG_AUTHORS: NonNullable<BusinessPack['blogAuthors']> = {
  'lena-marsh': {
    position: 'Directora de investigación en belleza, {{brand}}',
    shortDesc:
      'Lena escribe sobre ciencia de la piel, búsqueda de tonos y cómo encaja la IA en las rutinas de belleza reales.',
  },
  'theo-nakamura': {
    position: 'Editor creativo, {{brand}} Apps',
    shortDesc:
      'Theo comparte consejos de edición de fotos y vídeos para quienes quieren grandes resultados sin un estudio.',
  },
  'amara-osei': {
    position: 'Responsable de estrategia retail, {{brand}}',
    shortDesc:
      'Amara ayuda a los comercios de belleza a conectar sus tiendas, sus apps y sus tiendas en línea en torno a un mismo cliente.',
  },
};

/** Blog filter tag names in Spanish (data/blog.ts TAGS; FOCUS tags are codes). */
export const BLOG_TAGS: NonNullable<ConsumerPack['blogTags']> = {
  11: 'Prueba virtual',
  12: 'Análisis de la piel con IA',
  13: 'Prueba de color de pelo',
  21: 'Comercio minorista',
  22: 'Comercio electrónico',
  23: 'Campañas',
  31: 'App de edición de fotos',
  32: 'App de vídeo',
  33: 'App de uñas',
  34: 'App de arte con IA',
  41: 'Selfis',
  42: 'Viajes',
  43: 'Estilo',
};
