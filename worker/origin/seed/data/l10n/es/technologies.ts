import type { BriefText } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

/** TECHNOLOGY_PAGE in Spanish, by slug (data/solutions.ts TECHNOLOGY_BRIEFS). */
export const TECHNOLOGIES: Overlay<BriefText> = {
  'face-ai': {
    title: 'Face AI',
    promise: 'El motor de comprensión facial que hay detrás de cada experiencia de {{brand}}.',
    detail:
      'Face AI reúne detección, puntos de referencia densos, lectura de atributos y análisis de la piel en una sola familia de modelos, optimizada para la belleza: labios, pestañas y cejas se siguen con precisión subpíxel.',
    benefits: [
      [
        'Precisión de nivel cosmético',
        'Puntos de referencia ajustados al contorno de labios, la línea de pestañas y el arco de las cejas.',
      ],
      ['Entrenamiento inclusivo', 'Entrenado con todas las edades, tonos de piel y condiciones de luz.'],
      ['Funciona en todas partes', 'Web, iOS, Android y las API de servidor comparten el mismo núcleo.'],
    ],
    useCases: [
      [
        'Productos de prueba virtual',
        'Toda prueba virtual de {{brand}} empieza con Face AI localizando y siguiendo el rostro.',
      ],
      [
        'Productos de análisis',
        'La piel, la forma del rostro y la lectura de rasgos comparten el mismo núcleo.',
      ],
    ],
    faqs: [
      [
        '¿Face AI identifica a las personas?',
        'No. Lee los rasgos con fines de estilismo y nunca identifica a nadie.',
      ],
    ],
  },
  'live-3d-face-ar': {
    title: 'Live 3D Face AR',
    promise:
      'Una malla facial 3D en directo que mantiene los productos virtuales en su sitio mientras la persona se mueve.',
    detail:
      'La malla 3D estima la postura de la cabeza y la expresión en cada fotograma, de modo que las gafas se mantienen sobre el puente de la nariz y la barra de labios sigue una sonrisa sin desplazarse.',
    benefits: [
      ['Estable en cualquier ángulo', 'El seguimiento se mantiene al girar e inclinar la cabeza.'],
      ['Atento a la expresión', 'Parpadeos, sonrisas y el habla se siguen con naturalidad.'],
      ['Eficiente', 'Imagen fluida en teléfonos de gama media.'],
    ],
    useCases: [
      ['Gafas', 'Las monturas se mantienen sobre el puente de la nariz al girar la cabeza.'],
      ['Efectos de vídeo', 'El maquillaje y los accesorios siguen las expresiones con naturalidad.'],
    ],
    faqs: [['¿Necesita una cámara de profundidad?', 'No. Funciona con una cámara RGB estándar.']],
  },
  'makeup-ar': {
    title: 'Makeup AR',
    promise: 'El motor de renderizado que hace que el maquillaje virtual se vea como la fórmula real.',
    detail:
      'Makeup AR modela el pigmento, el acabado y la superposición de capas, de modo que un gloss transparente sobre un perfilador mate se ve distinto de cada uno por separado, igual que ante un espejo.',
    benefits: [
      ['Modelado de acabados', 'Mate, satinado, gloss, irisado y metálico.'],
      ['Superposición de capas', 'Los productos se combinan como lo hacen los reales.'],
      ['Se adapta a la luz', 'Los colores se mantienen fieles con luz cálida o fría.'],
    ],
    useCases: [
      ['Bibliotecas de tonos de marca', 'Cada tono se renderiza a partir de muestras medidas.'],
      ['Creación de looks', 'Los productos superpuestos se comportan como el maquillaje real.'],
    ],
    faqs: [['¿Cómo se crean los tonos?', 'A partir de muestras físicas medidas con luz controlada.']],
  },
  'skincare-ar': {
    title: 'Skincare AR',
    promise: 'Análisis y simulación de la piel sobre la imagen de la cámara en directo.',
    detail:
      'Skincare AR puntúa los aspectos de la piel en tiempo real, los superpone al rostro en directo y después simula las mejoras, convirtiendo un análisis en una conversación sobre rutinas.',
    benefits: [
      ['Capas en directo', 'Los aspectos de la piel se resaltan sobre el rostro en movimiento.'],
      ['Imágenes fijas en HD', 'Pasa a una captura en alta resolución para ver el detalle.'],
      ['Simulación', 'Muestra la mejora esperada a lo largo del tiempo.'],
    ],
    useCases: [
      ['Consultas de la piel', 'Los aspectos de la piel se muestran en directo sobre el rostro del cliente.'],
      ['Formación sobre productos', 'La simulación muestra las mejoras esperadas.'],
    ],
    faqs: [['¿Hace falta una luz especial?', 'No, aunque una luz frontal uniforme mejora la coherencia.']],
  },
  'agile-face': {
    title: 'Agile Face',
    promise: 'Seguimiento facial ligero para dispositivos de baja potencia y cámaras integradas en apps.',
    detail:
      'Agile Face sacrifica algo de densidad de malla a cambio de velocidad, para que la prueba virtual responda con rapidez dentro de redes sociales, miniprogramas y teléfonos antiguos.',
    benefits: [
      ['Tamaño reducido', 'Un modelo compacto que carga rápido.'],
      ['Cuida la batería', 'Menor consumo para sesiones largas.'],
      ['La misma API', 'Cambia entre Agile y el seguimiento completo con un solo ajuste.'],
    ],
    useCases: [
      ['Cámaras integradas en apps', 'Efectos faciales en dispositivos de baja potencia.'],
      ['Espejos inteligentes', 'Seguimiento estable en hardware integrado.'],
    ],
    faqs: [
      [
        '¿Cuándo conviene elegir Agile Face?',
        'Para miniprogramas, vistas web y dispositivos de gama básica.',
      ],
    ],
  },
  'agile-hand-tracking': {
    title: 'Agile Hand Tracking',
    promise: 'Seguimiento rápido de manos, dedos y muñecas para uñas, anillos y relojes.',
    detail:
      'El seguimiento de la mano estima en tiempo real las articulaciones de los dedos y la postura de la muñeca, la base de la prueba virtual de color de uñas, anillos y pulseras y de la medición de la muñeca.',
    benefits: [
      ['Detalle a nivel de dedo', 'Cada dedo y cada uña se siguen por separado.'],
      ['Postura de la muñeca', 'Ángulo preciso para relojes y pulseras.'],
      ['Medición de tallas', 'Estima en el móvil la talla del anillo y de la muñeca.'],
    ],
    useCases: [
      ['Esmalte de uñas', 'El esmalte se mantiene en cada uña cuando los dedos se mueven.'],
      ['Anillos y relojes', 'Las joyas se colocan en el dedo y la muñeca correctos.'],
    ],
    faqs: [
      ['¿Funciona con ambas manos?', 'Sí, izquierda o derecha, con la palma hacia arriba o hacia abajo.'],
    ],
  },
  'face-detection-tracking': {
    title: 'Detección y seguimiento facial',
    promise: 'Encuentra rostros rápidamente y síguelos con fluidez de un fotograma a otro.',
    detail:
      'La detección localiza los rostros en milisegundos; después, el seguimiento mantiene estables los puntos de referencia entre fotogramas, que es lo que evita que los productos virtuales tiemblen.',
    benefits: [
      ['Baja latencia', 'Rostros localizados en milisegundos.'],
      ['Control de la vibración', 'El suavizado temporal mantiene estables los productos.'],
      ['Robusto', 'Funciona con gafas, mascarillas y oclusiones parciales.'],
    ],
    useCases: [
      ['Vídeo en directo', 'Seguimiento fluido y sin vibraciones para los efectos.'],
      ['Edición de fotos', 'Detección rápida para herramientas de edición.'],
    ],
    faqs: [['¿Puede seguir varios rostros?', 'Sí, se pueden seguir varios rostros a la vez.']],
  },
  'generative-ai': {
    title: 'IA generativa para belleza',
    promise: 'Modelos generativos que crean looks, peinados e imágenes de producto.',
    detail:
      'Nuestros modelos generativos están entrenados para tareas de belleza: transferir un look, generar un peinado o producir imágenes de producto fieles a los tonos reales.',
    benefits: [
      ['Fidelidad de tono', 'Las imágenes generadas respetan los colores reales de los productos.'],
      ['Salvaguardas', 'Los filtros evitan resultados engañosos o inseguros.'],
      ['API y apps', 'Disponible a través de la API de IA y la tienda de demostración.'],
    ],
    useCases: [
      ['Looks a partir de una descripción', 'El cliente describe un look y se lo prueba.'],
      ['Imágenes de producto', 'Crea imágenes de campaña a partir de los datos de producto.'],
    ],
    faqs: [
      [
        '¿Se etiquetan las imágenes generadas?',
        'Sí, los resultados pueden llevar una etiqueta visible y metadatos.',
      ],
    ],
  },
  'hair-ai': {
    title: 'Hair AI',
    promise: 'Segmentación y análisis del cabello para color, estilo y cuidado.',
    detail:
      'Hair AI separa el cabello del fondo y del rostro a nivel de mechón, y después mide el largo, la densidad, el tipo y el encrespado para impulsar la prueba virtual y los consejos de cuidado.',
    benefits: [
      ['Máscara a nivel de mechón', 'Contornos limpios incluso con cabellos sueltos.'],
      ['Cuatro análisis', 'Largo, densidad, tipo y encrespado.'],
      ['Listo para el color', 'La misma máscara impulsa el color de pelo en directo.'],
    ],
    useCases: [
      ['Color de pelo', 'Una segmentación que conserva el brillo natural.'],
      ['Análisis capilar', 'Largo, tipo y encrespado a partir de una foto.'],
    ],
    faqs: [['¿Funciona con trenzas y rastas?', 'Sí, forman parte de los datos de entrenamiento.']],
  },
};
