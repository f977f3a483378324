import type { BriefText } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

/** PRODUCT_PAGE in Spanish, by slug (data/products.ts). */
export const PRODUCTS: Overlay<BriefText> = {
  'frizzy-hair-analyzer': {
    title: 'Analizador de encrespado con IA',
    promise: 'Mide el encrespado a partir de un selfi y recomienda la rutina alisadora adecuada.',
    detail:
      'El analizador localiza los cabellos sueltos y el halo de encrespado en el nacimiento del pelo y la coronilla, los puntúa en una escala de cinco niveles y vincula cada nivel con los sérums, mascarillas y herramientas de tu gama.',
    benefits: [
      [
        'Puntuación de encrespado en cinco niveles',
        'Una puntuación coherente y fácil de entender, de liso a muy encrespado.',
      ],
      [
        'Generador de rutinas',
        'Asigna productos a cada nivel para que la respuesta termine en una cesta, no en un gráfico.',
      ],
      [
        'Funciona con cualquier luz',
        'Entrenado con fotos de interior, luz natural y salón para ofrecer resultados estables.',
      ],
    ],
    useCases: [
      [
        'Tienda en línea de cuidado capilar',
        'Los clientes obtienen una puntuación de encrespado y una rutina alisadora en lugar de elegir sérums a ciegas.',
      ],
      [
        'Consulta en el salón',
        'Los estilistas muestran a sus clientes la puntuación antes y después de un tratamiento.',
      ],
      [
        'Lanzamiento de producto',
        'Demuestra lo que consigue una nueva línea antiencrespamiento con una puntuación de antes y después.',
      ],
    ],
    faqs: [
      [
        '¿Necesita una cámara especial?',
        'No. Basta con la cámara frontal de un teléfono o un portátil; los clientes también pueden subir una foto.',
      ],
    ],
  },
  'ai-product-recommendation': {
    title: 'Recomendación de productos con IA',
    promise:
      'Convierte cada prueba virtual y cada análisis de la piel en una selección personalizada de productos.',
    detail:
      'Las reglas de recomendación leen los atributos del rostro, los resultados de la piel y las coincidencias de tono, y ordenan tu catálogo según la adecuación, el stock y el margen, para que cada cliente vea una lista breve que merece la pena comprar.',
    benefits: [
      [
        'Señales de todos los módulos',
        'Combina en una sola clasificación los resultados de piel, tono y forma del rostro.',
      ],
      [
        'Control para el equipo de merchandising',
        'Fija productos estrella, excluye los artículos agotados y define reglas por mercado.',
      ],
      ['Impacto medible', 'Los eventos integrados muestran qué recomendaciones acabaron en el carrito.'],
    ],
    useCases: [
      ['Tras una prueba virtual', 'Quien ha probado un tono ve el perfilador y el brillo que lo completan.'],
      [
        'Tras un análisis de la piel',
        'Cada aspecto de la piel enlaza con los dos o tres productos que lo tratan.',
      ],
      [
        'Seguimiento por correo',
        'La misma selección llega más tarde al cliente, ordenada por stock y margen.',
      ],
    ],
    faqs: [
      [
        '¿Podemos usar nuestra propia lógica de clasificación?',
        'Sí. Los pesos y las reglas se editan en la consola, y una API te permite aportar tus propias puntuaciones.',
      ],
    ],
  },
  'ai-shade-finder': {
    title: 'Buscador de tonos con IA',
    promise: 'Encuentra en segundos el tono de base y de corrector que corresponde al tono real de la piel.',
    detail:
      'El buscador de tonos corrige el balance de blancos de la cámara, lee el subtono y la profundidad en mejillas y frente, y devuelve los tonos más cercanos de tu paleta con un nivel de confianza.',
    benefits: [
      ['Tiene en cuenta el subtono', 'Distingue subtonos cálidos, neutros y oliva, no solo claro y oscuro.'],
      ['Menos devoluciones', 'Quien compra el tono recomendado lo conserva con más frecuencia.'],
      [
        'Mapeo de la paleta',
        'Sube tus muestras de tono una vez; los nuevos lanzamientos se asignan automáticamente.',
      ],
    ],
    useCases: [
      [
        'Páginas de bases de maquillaje',
        'Un botón «Encuentra mi tono» responde a la pregunta más habitual de quien compra maquillaje para el rostro.',
      ],
      ['Mostradores sin probadores', 'Los asesores encuentran el tono en segundos desde una tableta.'],
      [
        'Planificación de la gama',
        'Los datos anónimos de coincidencias muestran qué profundidades y subtonos faltan en tu gama.',
      ],
    ],
    faqs: [
      [
        '¿Cuántos tonos puede tener una paleta?',
        'No hay un límite práctico; hay marcas con paletas desde una docena hasta más de cien tonos.',
      ],
    ],
  },
  'ai-skin-diagnostic': {
    title: 'Diagnóstico de la piel con IA',
    promise:
      'Un análisis de la piel de nivel clínico en cualquier teléfono, listo para tu web o tu mostrador.',
    detail:
      'A partir de un solo selfi, el diagnóstico puntúa hasta quince aspectos, como manchas, arrugas, textura, poros, rojeces, brillo y ojeras, y estima la edad de la piel y su salud general.',
    benefits: [
      [
        'Quince aspectos',
        'Cada aspecto recibe una puntuación y una capa visual que el cliente puede explorar.',
      ],
      [
        'Rutina en un paso',
        'Los resultados se convierten directamente en recomendaciones de producto para cada aspecto.',
      ],
      [
        'Modo en directo o HD',
        'Análisis en tiempo real o una sola foto en alta resolución para más detalle.',
      ],
    ],
    steps: [
      [
        'Abre el diagnóstico',
        'El cliente inicia el análisis de la piel desde una página de producto, un cuestionario o la tableta del mostrador; no necesita ninguna app.',
      ],
      [
        'Hazte un selfi',
        'Las guías en pantalla comprueban la luz, la distancia y el ángulo, y después toman una foto o hacen un análisis en directo.',
      ],
      [
        'Consulta los resultados',
        'Aparecen las puntuaciones de cada aspecto con capas visuales, una estimación de la edad de la piel y una rutina creada con tus productos.',
      ],
    ],
    useCases: [
      [
        'Tienda en línea de cuidado de la piel',
        'Convierte a los visitantes anónimos en clientes con una rutina adaptada a su propia piel.',
      ],
      [
        'Mostrador y clínica',
        'Los asesores empiezan cada consulta con un resultado visual compartido en lugar de con suposiciones.',
      ],
      [
        'Lanzamientos de producto',
        'Muestra cómo actúa un nuevo sérum sobre los aspectos que el cliente realmente tiene.',
      ],
    ],
    proof: [
      ['15', 'aspectos de la piel puntuados con un selfi'],
      ['10 s', 'del selfi a los resultados completos'],
      ['2x', 'más productos por cesta tras un análisis'],
    ],
    faqs: [
      [
        '¿El análisis es un diagnóstico médico?',
        'No. Es una evaluación cosmética para orientar la elección de productos y no sustituye a un dermatólogo.',
      ],
      [
        '¿Cuánto dura un análisis?',
        'Unos diez segundos, incluidas las indicaciones que ayudan al cliente a ponerse de cara a la luz y quedarse quieto.',
      ],
    ],
  },
  'ba-1-on-1': {
    title: 'Asesoría de belleza personalizada',
    promise: 'Consultas por videollamada con tus asesores de belleza, con prueba virtual integrada.',
    detail:
      'Los clientes reservan una cita o se unen a una cola y ven los looks aplicados en su propio rostro mientras un asesor los guía; el asesor puede añadir productos al carrito durante la llamada.',
    benefits: [
      [
        'Prueba virtual durante la llamada',
        'Los asesores aplican los tonos sobre el vídeo en directo del cliente, no sobre una modelo.',
      ],
      ['Reservas y colas', 'Sesiones programadas y colas sin cita en un solo panel.'],
      ['Carrito compartido', 'Los productos sugeridos en la llamada llegan a la cesta del cliente.'],
    ],
    useCases: [
      [
        'Días de lanzamiento',
        'Los asesores atienden sesiones reservadas para una nueva colección con prueba virtual en cada llamada.',
      ],
      ['Zonas alejadas', 'Los clientes lejos de un mostrador también reciben una consulta personal.'],
      ['Consejo para regalos', 'Los asesores ayudan en directo a elegir tonos para otra persona.'],
    ],
    faqs: [
      [
        '¿Qué dispositivos necesitan los asesores?',
        'Un portátil o una tableta con navegador. No hay que instalar nada en ninguno de los dos lados.',
      ],
    ],
  },
  'in-store-barcode': {
    title: 'Prueba virtual por código de barras en tienda',
    promise: 'Escanea un producto en el lineal y pruébalo al instante en un teléfono o un espejo.',
    detail:
      'Cada código de barras está vinculado a su tono virtual, de modo que los clientes en tienda prueban colores de forma higiénica sin probadores y guardan sus favoritos para comprarlos después en línea.',
    benefits: [
      ['Pruebas higiénicas', 'Sin probadores compartidos: cada prueba ocurre en pantalla.'],
      ['Funciona con los códigos existentes', 'Usa los códigos EAN o UPC ya impresos en tus envases.'],
      ['Puente entre tienda y web', 'Los tonos guardados acompañan al cliente hasta tu tienda en línea.'],
    ],
    useCases: [
      ['Pasillos de droguería', 'El cliente escanea una barra de labios en el lineal y la ve en su rostro.'],
      ['Tiendas efímeras', 'Un espacio pequeño muestra una gama completa sin probadores.'],
      [
        'Mostradores centrados en la higiene',
        'Cada prueba ocurre en pantalla, así que no hay probadores que limpiar.',
      ],
    ],
    faqs: [
      [
        '¿Necesitamos hardware nuevo?',
        'No. Los clientes usan su propio teléfono; una tableta o un espejo inteligente es opcional en los mostradores.',
      ],
    ],
  },
  'live-ar-training': {
    title: 'Formación en directo con RA',
    promise: 'Forma a los asesores de belleza con aplicación virtual práctica, desde cualquier lugar.',
    detail:
      'Los formadores demuestran técnicas sobre un rostro en RA en directo mientras los equipos siguen la sesión desde cualquier lugar; las sesiones pueden grabarse y convertirse en una biblioteca para las nuevas incorporaciones.',
    benefits: [
      ['Práctica realista', 'Los asesores ensayan looks sobre rostros virtuales de muchos tonos de piel.'],
      ['Clases a distancia', 'Un solo formador llega a todas las tiendas sin desplazamientos.'],
      ['Biblioteca de grabaciones', 'Las sesiones se convierten en lecciones a la carta con capítulos.'],
    ],
    useCases: [
      [
        'Incorporación de personal',
        'Los nuevos asesores aprenden técnicas en rostros virtuales antes de atender a su primer cliente.',
      ],
      ['Formación para lanzamientos', 'Todas las tiendas aprenden la nueva colección el mismo día.'],
      ['Clases de repaso', 'Las sesiones grabadas permiten repasar una técnica en cualquier momento.'],
    ],
    faqs: [
      [
        '¿Cuántas personas pueden asistir a una clase?',
        'Las clases admiten públicos numerosos; la práctica interactiva funciona mejor en grupos de hasta treinta personas.',
      ],
    ],
  },
  'live-hair-color': {
    title: 'Prueba de color de pelo en directo',
    promise: 'Color de pelo realista sobre vídeo en directo, mechón a mechón.',
    detail:
      'La segmentación del cabello sigue el movimiento en tiempo real y conserva los reflejos y sombras naturales, para que el balayage, el ombré y los colores uniformes resulten creíbles antes de abrir una caja de tinte.',
    benefits: [
      [
        'Brillo natural',
        'El color conserva los reflejos propios del cabello en lugar de parecer pintura plana.',
      ],
      ['Efectos multitono', 'Ombré, balayage y mechas a partir de una sola carta de tonos.'],
      ['Salón y comercio', 'Úsalo en las páginas de producto o en la tableta del salón.'],
    ],
    useCases: [
      ['Páginas de tintes', 'El cliente ve un tinte en su propio pelo antes de comprarlo.'],
      ['Reservas en el salón', 'Los clientes eligen un color en casa y llegan con la cita reservada.'],
      [
        'Campañas de color',
        'Los tonos de temporada tienen un enlace de prueba virtual para anuncios y redes sociales.',
      ],
    ],
    faqs: [
      [
        '¿Funciona con el pelo muy oscuro?',
        'Sí. El renderizado aclara el tono para mostrar cómo quedaría un color tras una decoloración, y lo indica claramente.',
      ],
    ],
  },
  'live-streaming': {
    title: 'Prueba virtual para retransmisiones en directo',
    promise:
      'Permite que los espectadores prueben los productos que muestran tus presentadores, durante la retransmisión.',
    detail:
      'Añade un botón de prueba virtual a tu live shopping: los espectadores tocan un tono que menciona el presentador, lo ven en su propio rostro en una ventana lateral y compran sin salir de la emisión.',
    benefits: [
      [
        'Prueba virtual en la emisión',
        'Los espectadores prueban exactamente los productos que aparecen en pantalla.',
      ],
      [
        'Herramientas para presentadores',
        'Los presentadores cambian de producto y de look desde un panel de control sencillo.',
      ],
      ['Datos de conversión', 'Descubre qué momentos de la emisión generaron pruebas y ventas.'],
    ],
    useCases: [
      [
        'Programas de live shopping',
        'Los espectadores prueban el tono que lleva el presentador sin salir de la emisión.',
      ],
      ['Colaboraciones con creadores', 'Un creador muestra un look y su audiencia lo prueba al instante.'],
      ['Eventos de lanzamiento', 'Un lanzamiento en directo convierte el mirar en probar y comprar.'],
    ],
    faqs: [
      [
        '¿Qué plataformas de streaming son compatibles?',
        'Cualquier plataforma que pueda integrar una vista web o un enlace; también ofrecemos un reproductor independiente.',
      ],
    ],
  },
  'ar-virtual-accessories': {
    title: 'Accesorios virtuales con RA',
    promise: 'Sombreros, diademas, pañuelos y bolsos, probados a escala real.',
    detail:
      'Los accesorios se anclan a la cabeza, el cuello o la mano con una oclusión que tiene en cuenta la profundidad, de modo que un sombrero queda detrás del nacimiento del pelo y un pañuelo cae sobre los hombros como lo haría ante un espejo.',
    benefits: [
      ['Tamaño real', 'El tamaño se calcula con las medidas del rostro y la mano para una escala realista.'],
      ['Un único flujo', 'Sube fotos o archivos 3D; ambos se convierten en recursos de prueba virtual.'],
      ['Looks entre categorías', 'Combina accesorios con maquillaje y gafas en una misma sesión.'],
    ],
    useCases: [
      [
        'Comercio electrónico de moda',
        'Sombreros y pañuelos se ven a tamaño real sobre el cliente en lugar de sobre una modelo.',
      ],
      ['Selecciones de temporada', 'Accesorios de invierno probados juntos como un único look.'],
      [
        'Anuncios en marketplaces',
        'Una sola integración sirve para todos los vendedores de accesorios de la plataforma.',
      ],
    ],
    faqs: [
      [
        '¿Qué formatos de archivo aceptáis?',
        'Fotos de producto sobre fondo liso, o modelos 3D en glTF y USDZ.',
      ],
    ],
  },
  'virtual-makeup': {
    title: 'Prueba virtual de maquillaje',
    promise:
      'Todos los productos para labios, ojos y rostro, probados en directo con una textura fiel a la realidad.',
    detail:
      'Los acabados mate, satinado, gloss, irisado y metálico se renderizan sobre vídeo en directo con un seguimiento facial preciso, para que la barra de labios no se salga del contorno y el delineador siga cada parpadeo.',
    benefits: [
      ['Texturas realistas', 'Los acabados reaccionan a la luz como lo hace la fórmula real.'],
      ['Looks de rostro completo', 'Combina labios, ojos, cejas y tez en looks listos para comprar.'],
      ['Incorporación rápida', 'Crea tonos virtuales a partir de muestras en la consola.'],
    ],
    steps: [
      [
        'Envía tus muestras',
        'Comparte una foto y los valores de color de cada tono; nuestras herramientas los convierten en productos virtuales con el acabado adecuado.',
      ],
      [
        'Coloca el botón',
        'Añade el botón de prueba virtual a las páginas de producto con un solo script, o usa el plugin de tienda para tu plataforma.',
      ],
      [
        'Los clientes lo prueban en directo',
        'La cámara se abre en la página, el tono aparece en el rostro del cliente y un toque lo añade a la cesta.',
      ],
    ],
    useCases: [
      [
        'Páginas de producto',
        'Un botón de prueba virtual junto a cada tono responde a la pregunta que una foto no puede responder: ¿cómo me quedará a mí?',
      ],
      [
        'Looks y packs',
        'El equipo de merchandising crea looks completos que los clientes prueban y compran de una vez.',
      ],
      [
        'Tiendas y eventos',
        'Los mismos tonos funcionan en tabletas de mostrador y espejos inteligentes, sin probadores compartidos.',
      ],
    ],
    proof: [
      ['2,5x', 'más conversión entre quienes lo prueban'],
      ['30 %', 'menos devoluciones por el tono'],
      ['1 semana', 'de las muestras a los productos publicados'],
    ],
    faqs: [
      [
        '¿Cuánto dura la incorporación?',
        'La mayoría de las marcas publican sus primeros productos en menos de una semana desde que comparten las muestras.',
      ],
      [
        '¿Qué categorías de producto son compatibles?',
        'Barra de labios, gloss y perfilador de labios, base de maquillaje, corrector, colorete, bronceador, iluminador, sombra de ojos, delineador, máscara de pestañas, pestañas postizas y cejas.',
      ],
      [
        '¿Funciona sin cámara?',
        'Sí. Los clientes pueden subir una foto o probar los productos en uno de nuestros diversos rostros de modelo.',
      ],
    ],
  },
  'eye-wear': {
    title: 'Prueba virtual de gafas',
    promise: 'Gafas graduadas y de sol que se ajustan al rostro, desde cualquier ángulo.',
    detail:
      'Las monturas se colocan según la distancia interpupilar y el ancho del rostro, giran con la cabeza y muestran el tinte y los reflejos de las lentes, para que el cliente valore el ajuste y el estilo antes de pedirlas.',
    benefits: [
      ['Ajuste preciso', 'El tamaño de la montura se comprueba con las medidas del rostro del cliente.'],
      ['Efectos de lente', 'Tintes, degradados y tratamientos espejo renderizados en tiempo real.'],
      [
        'Consejos según la forma del rostro',
        'Sugiere monturas que favorecen a rostros redondos, cuadrados u ovalados.',
      ],
    ],
    useCases: [
      [
        'Ópticas',
        'Los clientes preseleccionan monturas en casa y reservan una revisión visual para las que les gustan.',
      ],
      ['Tienda en línea de gafas de sol', 'Los clientes comparan tamaños y colores en su propio rostro.'],
      [
        'Lanzamientos de monturas',
        'La conversión de foto a 3D publica una nueva colección en la web en pocos días.',
      ],
    ],
    faqs: [
      [
        '¿Pueden los clientes comparar monturas una al lado de otra?',
        'Sí. Las capturas de cada montura pueden colocarse en una cuadrícula comparativa.',
      ],
    ],
  },
  'youcam-tutorial': {
    title: '{{brand}} Tutorial',
    promise: 'Tutoriales de maquillaje paso a paso que aplican cada paso sobre el rostro de quien los sigue.',
    detail:
      'Convierte un look en una lección guiada: cada paso muestra el producto, la técnica y el resultado en el propio rostro del cliente, con la opción de comprar el look completo al final.',
    benefits: [
      ['Aprende sobre tu rostro', 'Cada paso se previsualiza en directo antes de aplicarlo.'],
      ['Pasos que se pueden comprar', 'Cada paso enlaza con el producto exacto utilizado.'],
      ['Pensado para creadores', 'Los maquilladores crean tutoriales en un editor visual, sin código.'],
    ],
    useCases: [
      [
        'Páginas de producto',
        'Un tutorial muestra cómo aplicar el producto en el propio rostro del cliente.',
      ],
      [
        'Campañas en redes sociales',
        'Looks paso a paso compartidos como enlaces en publicaciones y stories.',
      ],
      ['Formación en el mostrador', 'Los asesores enseñan técnicas con el rostro del cliente en pantalla.'],
    ],
    faqs: [
      [
        '¿Podemos reutilizar tutoriales en vídeo existentes?',
        'Sí. Importa un vídeo y añade pasos de prueba virtual a sus capítulos.',
      ],
    ],
  },
  'ai-beard-dye': {
    title: 'Tinte de barba con IA',
    promise: 'Previsualiza el color de la barba y la cobertura de canas antes de la primera aplicación.',
    detail:
      'La segmentación de la barba separa el vello facial de la piel y los labios y aplica el color con una densidad natural, para que el cliente compare una cobertura total con un acabado más suave.',
    benefits: [
      ['Vista previa de la cobertura de canas', 'Muestra una cobertura total o parcial de las canas.'],
      ['Densidad natural', 'El color sigue el grosor y los contornos reales de la barba.'],
      ['Combina con estilos de barba', 'Une el color con formas de barba virtuales.'],
    ],
    useCases: [
      [
        'Tienda de cuidado masculino',
        'Los clientes previsualizan la cobertura de canas antes de elegir un tono.',
      ],
      ['Barberías', 'Los barberos muestran el resultado a sus clientes antes de aplicar el color.'],
      ['Páginas de producto', 'Un botón de prueba virtual junto a cada tono de tinte de barba.'],
    ],
    faqs: [['¿Funciona con barba de pocos días?', 'Sí, desde una barba incipiente hasta una barba poblada.']],
  },
  'ai-face-analyzer': {
    title: 'Analizador facial con IA',
    promise: 'Lee la forma del rostro, los rasgos y las proporciones para personalizar cada recomendación.',
    detail:
      'El analizador describe la forma del rostro, de los ojos y de las cejas, el volumen de los labios y las proporciones faciales, y envía los resultados a las sugerencias de maquillaje, gafas y peinado.',
    benefits: [
      ['Atributos y proporciones', 'Dos vistas: atributos descriptivos y proporciones medidas.'],
      ['Consejos más acertados', 'Contorno, monturas y cortes elegidos para cada rostro.'],
      [
        'Privacidad ante todo',
        'El análisis se realiza solo sobre la imagen; no se guarda ninguna identidad.',
      ],
    ],
    useCases: [
      ['Asesoramiento en gafas', 'La forma del rostro determina qué monturas mostrar primero.'],
      ['Consejos de maquillaje', 'Las sugerencias de contorno y cejas siguen las proporciones del cliente.'],
      ['Consejos de peinado', 'Los cortes que favorecen la forma del rostro aparecen primero.'],
    ],
    faqs: [
      [
        '¿Es reconocimiento facial?',
        'No. Describe rasgos para dar consejos de estilo y no identifica a las personas.',
      ],
    ],
  },
  'ai-nail-color': {
    title: 'Prueba virtual de color de uñas con IA',
    promise: 'Esmalte en cada uña en tiempo real, con opciones de acabado y longitud.',
    detail:
      'El seguimiento de la mano localiza cada uña y la pinta con acabados cremosos, jelly, con purpurina o cromados que se mantienen en su sitio cuando los dedos se mueven.',
    benefits: [
      ['Las cinco uñas', 'Cada uña se detecta por separado, incluido el pulgar.'],
      ['Biblioteca de acabados', 'Cremoso, jelly, purpurina, cromado y manicura francesa.'],
      ['De la muestra al tono', 'Crea esmaltes virtuales a partir de fotos del frasco.'],
    ],
    useCases: [
      [
        'Tienda en línea de esmaltes',
        'Los clientes prueban cada esmalte en su propia mano antes de comprarlo.',
      ],
      ['Carta del salón', 'Los clientes eligen color y nail art antes de la cita.'],
      [
        'Colecciones de temporada',
        'Cada nueva colección tiene un enlace de prueba virtual para las redes sociales.',
      ],
    ],
    faqs: [
      ['¿Funciona con uñas largas?', 'Sí, y los clientes también pueden previsualizar longitudes mayores.'],
    ],
  },
  'ar-watch': {
    title: 'Prueba virtual de relojes con RA',
    promise: 'Relojes en la muñeca a tamaño real, con metal y cristal realistas.',
    detail:
      'El seguimiento de la muñeca coloca la caja y la correa con el ángulo y la escala correctos, mientras el renderizado basado en la física muestra de forma convincente el acero cepillado, el oro y el cristal de zafiro.',
    benefits: [
      ['Medidor de muñeca', 'Estima el tamaño de la muñeca en el móvil para elegir la correa adecuada.'],
      ['Materiales realistas', 'Metales, pieles y esferas renderizados con reflejos reales.'],
      ['Visor 3D incluido', 'Permite girar el reloj en 3D antes de probarlo.'],
    ],
    useCases: [
      [
        'Comercio electrónico de relojes',
        'Los clientes comprueban el tamaño de la caja en su propia muñeca.',
      ],
      ['Tabletas en boutiques', 'El personal muestra modelos que no están disponibles en la boutique.'],
      ['Configuradores de correas', 'Los clientes prueban correas y esferas a la vez.'],
    ],
    faqs: [
      [
        '¿Necesitamos modelos 3D?',
        'Sí, uno por modelo; nuestro equipo puede crearlos a partir de fotos de producto.',
      ],
    ],
  },
  'ar-virtual-ring': {
    title: 'Prueba virtual de anillos con RA',
    promise: 'Anillos en cualquier dedo, con la talla y la luz de la pieza real.',
    detail:
      'El seguimiento de los dedos ajusta el aro al dedo elegido y renderiza las piedras con un brillo que cambia al girar la mano.',
    benefits: [
      ['Cualquier dedo', 'Anular, corazón, índice, pulgar o meñique.'],
      ['Medidor de talla', 'Estima la talla del anillo con la cámara del teléfono.'],
      ['Brillo de las piedras', 'Facetas y destellos renderizados según el tipo de gema.'],
    ],
    useCases: [
      [
        'Tienda en línea de alta joyería',
        'Los anillos aparecen a tamaño real y con un brillo realista en el dedo del cliente.',
      ],
      ['Anillos de compromiso', 'Las parejas comparan engastes y piedras desde casa.'],
      ['Combinaciones', 'Los clientes crean y prueban combinaciones de anillos antes de comprar.'],
    ],
    faqs: [
      [
        '¿Pueden los clientes combinar varios anillos?',
        'Sí, se pueden reunir varios anillos en un mismo conjunto.',
      ],
    ],
  },
  'ar-bracelet': {
    title: 'Prueba virtual de pulseras con RA',
    promise: 'Brazaletes, esclavas y cadenas que quedan naturales en la muñeca.',
    detail:
      'Las pulseras siguen la rotación de la muñeca y caen con un peso creíble, tanto si es un brazalete rígido como una cadena fina.',
    benefits: [
      ['Caída natural', 'Cadenas y charms se mueven con la muñeca.'],
      ['Combinaciones', 'Combina pulseras con relojes y anillos.'],
      ['Guía de tallas', 'La estimación de la muñeca recomienda el largo adecuado.'],
    ],
    useCases: [
      ['Tienda en línea de joyería', 'Brazaletes y cadenas mostrados en la propia muñeca del cliente.'],
      ['Compras para regalo', 'Los compradores comparan piezas en su propia muñeca como referencia.'],
      ['Conjuntos combinados', 'Mezcla pulseras con relojes y prueba el conjunto.'],
    ],
    faqs: [['¿Admite pulseras de charms?', 'Sí, los charms pueden añadirse y colocarse uno a uno.']],
  },
  'ar-virtual-earrings': {
    title: 'Pendientes virtuales con RA',
    promise: 'Pendientes de botón, aros y colgantes que se mueven con la cabeza.',
    detail:
      'La detección de la oreja ancla cada pendiente al lóbulo, con oclusión del cabello para que la melena larga caiga por delante de la pieza como en la vida real.',
    benefits: [
      ['2D o 3D', 'Empieza con fotos y pasa a modelos 3D para las líneas premium.'],
      ['Oclusión del cabello', 'Los pendientes desaparecen detrás del pelo con naturalidad.'],
      ['Par o pieza única', 'Muestra pares iguales o una sola pieza protagonista.'],
    ],
    useCases: [
      ['Páginas de producto de joyería', 'Pendientes mostrados a escala real y en movimiento con la cabeza.'],
      ['Colecciones nupciales', 'Las novias comparan pendientes largos y de botón con su peinado.'],
      ['Campañas en redes sociales', 'Un enlace de prueba virtual que convierte un anuncio en un espejo.'],
    ],
    faqs: [
      [
        '¿Qué tipos de pendientes funcionan?',
        'De botón, aros, aros pequeños ajustados, colgantes y trepadores.',
      ],
    ],
  },
  'virtual-accessories': {
    title: 'Suite de accesorios virtuales',
    promise: 'Una sola integración para todas las categorías de accesorios que vendes.',
    detail:
      'Joyería, relojes, gafas, sombreros y bolsos comparten un mismo flujo de recursos y un mismo módulo web, de modo que añadir una categoría es una tarea de catálogo, no un proyecto.',
    benefits: [
      ['Un solo módulo', 'Un único script cubre todas las categorías de accesorios.'],
      ['Catálogo compartido', 'Gestiona todos los recursos de accesorios en una sola consola.'],
      ['Venta cruzada', 'Sugiere piezas a juego entre categorías.'],
    ],
    useCases: [
      ['Grandes almacenes', 'Una sola prueba virtual para gafas, joyería y sombreros.'],
      [
        'Marketplaces',
        'Todos los vendedores de accesorios obtienen la prueba virtual con la misma integración.',
      ],
      ['Grupos de marcas', 'Varias marcas comparten una plataforma y un contrato.'],
    ],
    faqs: [['¿Podemos empezar con una sola categoría?', 'Sí. Añade categorías cuando estés preparado.']],
  },
  'face-reshaping': {
    title: 'Remodelación facial con IA',
    promise: 'Previsualiza cambios sutiles de contorno y proporción en las consultas estéticas.',
    detail:
      'Clínicas y marcas pueden mostrar ajustes suaves en la mandíbula, los pómulos, la nariz y los labios sobre una imagen en directo, lo que ayuda a los pacientes a hablar de sus objetivos con expectativas realistas.',
    benefits: [
      ['Sutil por diseño', 'Los límites de ajuste mantienen las previsualizaciones realistas.'],
      ['Antes y después', 'Vistas lado a lado y con control deslizante para las consultas.'],
      ['Notas de consulta', 'Guarda las previsualizaciones para comentarlas en las visitas de seguimiento.'],
    ],
    useCases: [
      ['Clínicas estéticas', 'Los profesionales muestran cambios sutiles y realistas durante las consultas.'],
      [
        'Historial de consultas',
        'Las previsualizaciones de antes y después se guardan con el consentimiento del paciente.',
      ],
      ['Formación', 'La formación muestra cómo los pequeños cambios afectan a las proporciones.'],
    ],
    faqs: [
      [
        '¿La previsualización garantiza los resultados?',
        'No. Sirve de apoyo a la conversación; los resultados varían según la persona.',
      ],
    ],
  },
  'ai-personality': {
    title: 'Descubridor de personalidad con IA',
    promise: 'Un cuestionario lúdico y una lectura del rostro que sugieren un estilo propio.',
    detail:
      'Los clientes responden a unas pocas preguntas y se hacen un selfi; la herramienta combina ambos en un perfil de estilo con looks y productos a juego.',
    benefits: [
      ['Formato atractivo', 'Una experiencia breve y fácil de compartir que invita a volver.'],
      ['Perfiles de estilo', 'Perfiles definidos por ti y vinculados a tus propios productos.'],
      ['Datos propios', 'Conoce las preferencias con consentimiento, sin cookies de terceros.'],
    ],
    useCases: [
      ['Webs de marca', 'Un cuestionario lúdico que termina con un look propio para probar.'],
      [
        'Eventos y tiendas efímeras',
        'Los visitantes reciben una tarjeta de estilo para compartir y un producto para probar.',
      ],
      ['Suscripción al boletín', 'El resultado llega por correo electrónico con sugerencias de productos.'],
    ],
    faqs: [
      [
        '¿Podemos redactar nuestros propios perfiles?',
        'Sí. Los nombres, los textos y las listas de productos son editables.',
      ],
    ],
  },
  'virtual-background': {
    title: 'Fondo virtual',
    promise: 'Fondos de marca con calidad de estudio para sesiones de prueba virtual y consultas.',
    detail:
      'La segmentación de personas sustituye en tiempo real las habitaciones recargadas por la escena de tu marca, manteniendo nítidos los contornos del cabello y las manos.',
    benefits: [
      ['Contornos limpios', 'El cabello y las manos se mantienen nítidos sobre la nueva escena.'],
      ['Escenas de marca', 'Sube tus propios fondos para cada campaña.'],
      ['Ligero', 'Funciona en el navegador de portátiles corrientes.'],
    ],
    useCases: [
      [
        'Asesoría de belleza personalizada',
        'Los asesores atienden desde un estudio con tu marca, estén donde estén.',
      ],
      ['Retransmisiones en directo', 'Los presentadores aparecen delante de las imágenes de tu campaña.'],
      [
        'Consultas desde casa',
        'Los profesionales mantienen su habitación en privado durante las videollamadas.',
      ],
    ],
    faqs: [
      [
        '¿Ralentiza la cámara?',
        'Está optimizado para mantener una imagen fluida en dispositivos de gama media.',
      ],
    ],
  },
  'virtual-hairstyles': {
    title: 'Peinados virtuales',
    promise: 'Prueba cortes, largos y flequillos antes de sentarte en la silla del salón.',
    detail:
      'Los peinados generados se adaptan a la forma del rostro y al nacimiento del pelo del cliente, de un bob corto a unas capas largas, para que llegue al salón con una idea clara.',
    benefits: [
      ['Decenas de estilos', 'Cortes, flequillos y texturas, actualizados cada temporada.'],
      ['Adaptado al rostro', 'Los estilos se ajustan al nacimiento del pelo y a la forma del rostro.'],
      ['Reservas en el salón', 'Vincula el estilo elegido a una cita.'],
    ],
    useCases: [
      ['Webs de salones', 'Los clientes eligen un corte antes de reservar.'],
      ['Marcas de extensiones', 'Los clientes previsualizan el largo y el volumen.'],
      ['Apps de consumo', 'Una forma divertida de probar cambios atrevidos sin riesgo.'],
    ],
    faqs: [
      [
        '¿Podemos añadir nuestros propios estilos?',
        'Sí, la biblioteca de estilos puede ampliarse con tus cortes característicos.',
      ],
    ],
  },
  'ai-skin-emulation': {
    title: 'Simulación de la piel con IA',
    promise: 'Muestra cómo podría verse la piel tras semanas de uso de un producto.',
    detail:
      'La simulación visualiza la mejora esperada en aspectos como manchas, arrugas o rojeces, a partir del análisis del propio cliente y de las declaraciones de eficacia de tu producto.',
    benefits: [
      ['Basada en declaraciones', 'Los efectos se vinculan a los resultados que respaldan tus estudios.'],
      ['Personal', 'Se aplica al rostro del propio cliente, no al de una modelo.'],
      ['Vista cronológica', 'Compara el estado actual con cuatro, ocho y doce semanas.'],
    ],
    useCases: [
      [
        'Lanzamientos de cuidado de la piel',
        'Muestra el resultado esperado de un nuevo sérum sobre la propia piel del cliente.',
      ],
      ['Consultas en el mostrador', 'Los asesores explican las rutinas con una línea temporal visual.'],
      ['Declaraciones clínicas', 'La simulación sigue tus propios datos clínicos, no un filtro genérico.'],
    ],
    faqs: [
      [
        '¿Cómo se calibran los efectos?',
        'Con tus datos clínicos; limitamos los efectos a lo que muestran los datos.',
      ],
    ],
  },
  'ai-virtual-necklace': {
    title: 'Collar virtual con IA',
    promise: 'Collares y colgantes colocados sobre el escote con una caída natural.',
    detail:
      'El seguimiento del cuello y los hombros coloca las cadenas a la longitud adecuada, desde gargantillas hasta colgantes largos, y se adapta a escotes abiertos o cuellos altos.',
    benefits: [
      ['Opciones de longitud', 'Previsualiza cadenas de 40, 45 y 50 centímetros.'],
      ['Se adapta al escote', 'Funciona con cuellos abiertos y cuellos altos.'],
      ['Superposición', 'Combina varios collares en un mismo look.'],
    ],
    useCases: [
      ['Alta joyería', 'Colgantes y cadenas mostrados a su longitud real.'],
      ['Superposición', 'Los clientes combinan cadenas de distintas longitudes.'],
      ['Regalos', 'Los compradores prueban piezas en su propio escote como referencia.'],
    ],
    faqs: [
      [
        '¿Influye la ropa en el resultado?',
        'El seguimiento se adapta a la mayoría de escotes; los cuellos muy altos ocultan las cadenas largas.',
      ],
    ],
  },
  '3d-viewer-virtual-try-on': {
    title: 'Visor 3D y prueba virtual',
    promise: 'Gira, amplía y prueba productos en una única experiencia 3D fluida.',
    detail:
      'Un solo recurso 3D alimenta tanto un visor de producto como la prueba virtual en RA, para que el cliente examine los detalles de cerca y después vea la pieza sobre sí mismo.',
    benefits: [
      ['Un recurso, dos experiencias', 'El mismo modelo sirve para el visor y la prueba virtual.'],
      ['Zoom de detalle', 'Examina cierres, grabados y texturas.'],
      ['Carga rápida', 'Los recursos comprimidos cargan rápido con datos móviles.'],
    ],
    useCases: [
      ['Páginas de producto de joyería', 'Los clientes giran un anillo en 3D y después se lo prueban.'],
      ['Relojes', 'Un solo modelo para el visor 3D y la prueba en la muñeca.'],
      ['Gafas', 'Monturas y gafas de sol examinadas desde todos los ángulos.'],
    ],
    faqs: [
      [
        '¿Qué productos son adecuados para el visor 3D?',
        'Anillos, relojes, bolsos, calzado y otros productos rígidos.',
      ],
    ],
  },
  'hair-type-analysis': {
    title: 'Análisis del tipo de cabello con IA',
    promise: 'Identifica el patrón de rizo, de liso a muy rizado, para elegir la rutina adecuada.',
    detail:
      'El análisis clasifica los patrones de onda y rizo a partir de una foto y sugiere rutinas de lavado, acondicionamiento y peinado adecuadas a cada patrón.',
    benefits: [
      ['Escala de patrones de rizo', 'De liso a ondulado, rizado y muy rizado.'],
      ['Asignación de rutinas', 'Vincula cada tipo con tus productos.'],
      [
        'Combina con otras herramientas capilares',
        'Úsalo junto con los resultados de largo, densidad y encrespado.',
      ],
    ],
    useCases: [
      [
        'Marcas para cabello rizado',
        'Rutinas adaptadas al patrón de rizo, de las ondas a los rizos muy cerrados.',
      ],
      ['Consultas en el salón', 'Un punto de partida compartido y objetivo para estilista y cliente.'],
      ['Buscadores de productos', 'El tipo de cabello alimenta tu recomendación de productos.'],
    ],
    faqs: [
      [
        '¿El pelo mojado cambia el resultado?',
        'Para obtener los mejores resultados, usa el pelo seco y en su estado natural.',
      ],
    ],
  },
  'ai-skin-analysis-validator': {
    title: 'Validador de análisis de la piel con IA',
    promise: 'Comprueba que las fotos para el análisis de la piel son adecuadas antes de puntuarlas.',
    detail:
      'El validador revisa la iluminación, el ángulo del rostro, la distancia y los obstáculos, y guía al cliente para repetir la foto cuando hace falta, de modo que cada puntuación se basa en una imagen utilizable.',
    benefits: [
      ['Indicaciones en directo', 'Mensajes claros sobre la luz, el ángulo y la distancia.'],
      ['Puntuaciones coherentes', 'Menos resultados atípicos por fotos deficientes.'],
      ['Preparado para API', 'Úsalo también antes de tu propio proceso de análisis.'],
    ],
    useCases: [
      ['Análisis en casa', 'Se pide al cliente que repita las fotos demasiado oscuras o borrosas.'],
      ['Estudios clínicos', 'Solo se puntúan las fotos que cumplen el protocolo.'],
      ['Mostradores', 'Los asesores saben al instante si hay que repetir un análisis.'],
    ],
    faqs: [['¿Puede funcionar sin el diagnóstico?', 'Sí, está disponible como una API independiente.']],
  },
  'ai-makeup-transfer': {
    title: 'Transferencia de maquillaje con IA',
    promise: 'Copia el look de cualquier foto en el propio rostro del cliente.',
    detail:
      'La IA generativa lee el maquillaje de una foto de referencia, lo separa del rostro y lo aplica al cliente, y después lo asocia con los productos más parecidos de tu gama.',
    benefits: [
      ['Cualquier inspiración', 'Fotos editoriales, publicaciones de creadores o imágenes de campaña.'],
      [
        'Coincidencia de productos',
        'Cada elemento transferido se convierte en un producto que se puede comprar.',
      ],
      ['Uso respetuoso', 'Los rostros de referencia nunca se guardan.'],
    ],
    useCases: [
      [
        'De la inspiración a la cesta',
        'Los clientes suben un look que les encanta y obtienen los productos para recrearlo.',
      ],
      [
        'Contenido de creadores',
        'El look de un creador se convierte en una prueba virtual lista para comprar.',
      ],
      ['Páginas editoriales', 'Los looks de revista se convierten en enlaces de prueba virtual.'],
    ],
    faqs: [
      [
        '¿Cuánto se parece el producto propuesto?',
        'Mostramos los tonos más cercanos con una puntuación de similitud.',
      ],
    ],
  },
  'hair-length-analysis': {
    title: 'Análisis del largo del cabello con IA',
    promise: 'Mide el largo del cabello a partir de una foto para orientar cortes y extensiones.',
    detail:
      'El largo se clasifica de muy corto a muy largo tomando como referencia los hombros y el pecho, lo que da a salones y marcas un vocabulario común.',
    benefits: [
      ['Categorías claras', 'Seis niveles de largo, de rapado a la cintura.'],
      ['Medida de extensiones', 'Sugiere largos de extensión que se integren.'],
      ['Ficha del salón', 'Registra el largo al reservar, antes de la visita.'],
    ],
    useCases: [
      ['Marcas de extensiones', 'Recomienda el largo y el peso adecuados de las extensiones.'],
      ['Reservas en el salón', 'Los estilistas ven el largo antes de la cita para planificar el tiempo.'],
      ['Rutinas capilares', 'Rutinas adaptadas al pelo largo y al pelo corto.'],
    ],
    faqs: [['¿El pelo debe estar suelto?', 'Sí; con el pelo recogido, el resultado se marca como incierto.']],
  },
  'beauty-agent-ai-beauty-advisor': {
    title: 'Beauty Agent: asesor de belleza con IA',
    promise: 'Un asesor conversacional que ve, escucha y recomienda.',
    detail:
      'El agente combina el chat con el análisis de la piel, del tono y del rostro, responde a preguntas sobre ingredientes y rutinas, y crea una cesta con productos de tu catálogo.',
    benefits: [
      ['Visión y chat', 'Las respuestas se basan en el análisis del propio cliente.'],
      ['Solo tu catálogo', 'Las recomendaciones salen de tus productos y tus reglas.'],
      ['Voz de marca', 'Tu equipo define el tono y los límites.'],
    ],
    useCases: [
      [
        'Asesoramiento las 24 horas',
        'Los clientes obtienen respuestas y pruebas virtuales fuera del horario de tienda.',
      ],
      ['Descubrimiento de productos', 'El agente hace preguntas, analiza la piel y sugiere productos.'],
      [
        'Apoyo a los asesores',
        'Los asesores humanos toman el relevo en las conversaciones que lo necesitan.',
      ],
    ],
    faqs: [
      [
        '¿Puede pasar la conversación a una persona?',
        'Sí, las conversaciones pueden derivarse a un asesor en directo.',
      ],
    ],
  },
  '3d-vto-format': {
    title: 'Formato 3D VTO',
    promise: 'Un formato 3D abierto para la prueba virtual en todos los canales.',
    detail:
      'Reúne la geometría, los materiales y los puntos de anclaje de la prueba virtual en un solo archivo, para que un producto modelado una vez aparezca en tu web, en tus apps y en las redes sociales.',
    benefits: [
      ['Modela una sola vez', 'Un archivo para la prueba virtual en web, app y redes sociales.'],
      ['Anclajes incluidos', 'Puntos de sujeción para oreja, muñeca, dedo y rostro.'],
      ['Herramienta de validación', 'Comprueba los archivos antes de publicarlos.'],
    ],
    useCases: [
      ['Marcas multicanal', 'Un recurso para web, app, redes sociales y mundos virtuales.'],
      ['Agencias', 'Entrega recursos de prueba virtual en un único formato para todos los clientes.'],
      ['Equipos de producto', 'Actualiza un producto una vez y todos los canales lo reflejan.'],
    ],
    faqs: [
      [
        '¿Está documentado el formato?',
        'Sí, la especificación y un validador están a disposición de los socios.',
      ],
    ],
  },
  'ai-facial-recognition': {
    title: 'Detección facial con IA para belleza',
    promise: 'Detección facial rápida y precisa como base de toda experiencia de belleza.',
    detail:
      'La detección localiza rostros y puntos de referencia en fotos y vídeos para que la prueba virtual y el análisis empiecen al instante; localiza los rostros sin identificar a quién pertenecen.',
    benefits: [
      ['Puntos de referencia densos', 'Cientos de puntos para una aplicación precisa.'],
      ['Varios rostros', 'Gestiona fotos de grupo y vistas lado a lado.'],
      ['Sin identidad', 'Diseñada para el estilismo, no para reconocer personas.'],
    ],
    useCases: [
      [
        'Inicio de la prueba virtual',
        'Encuentra el rostro al instante para que los efectos aparezcan sin demora.',
      ],
      ['Fotos de grupo', 'Detecta varios rostros y permite al usuario elegir uno.'],
      ['Privacidad desde el diseño', 'Detecta rostros sin identificar a las personas.'],
    ],
    faqs: [
      [
        '¿Guardáis datos faciales?',
        'No. Las imágenes se procesan y se descartan; nada identifica a una persona.',
      ],
    ],
  },
  'fitzpatrick-skin-types': {
    title: 'Análisis del fototipo de Fitzpatrick',
    promise:
      'Estima el fototipo de Fitzpatrick, del I al VI, para adaptar la protección solar y los tratamientos.',
    detail:
      'El análisis estima cómo es probable que reaccione la piel a la exposición solar, lo que ayuda a las marcas a recomendar niveles de SPF y a las clínicas a planificar con cuidado los tratamientos basados en luz.',
    benefits: [
      ['Escala de seis fototipos', 'Estima el fototipo del I al VI a partir de una foto calibrada.'],
      ['Consejos de protección solar', 'Asocia cada fototipo con productos de SPF y para después del sol.'],
      ['Listo para la clínica', 'Un punto de partida para las consultas, no un sustituto.'],
    ],
    useCases: [
      ['Protección solar', 'Recomienda niveles de protección según el fototipo.'],
      ['Clínicas', 'Planifica los tratamientos teniendo en cuenta el fototipo.'],
      ['Formación', 'Explica los fototipos de forma visual y cercana.'],
    ],
    faqs: [
      [
        '¿Qué precisión tiene la estimación?',
        'Es orientativa; las clínicas deben confirmarla con una evaluación profesional.',
      ],
    ],
  },
};
