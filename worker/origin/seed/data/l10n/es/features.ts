import type { FeatureText } from '../../consumer.ts';
import type { Overlay } from '../types.ts';

/** CONSUMER_FEATURE in Spanish, by slug (data/consumer.ts FEATURE_BRIEFS); titles as in consumer.json. */
export const FEATURES: Overlay<FeatureText> = {
  'ai-video-editor': {
    title: 'Editor de vídeo IA',
    promise: 'Edita clips con una IA que corta, retoca y subtitula por ti.',
    steps: [
      [
        'Importa un clip',
        'Abre la app, toca Nuevo proyecto y elige en tu galería un clip de hasta diez minutos.',
      ],
      [
        'Elige una edición con IA',
        'Elige corte automático, retoque o subtítulos; la IA aplica la edición a todo el clip en unos segundos.',
      ],
      [
        'Exporta en HD',
        'Previsualiza el resultado, exporta en 1080p y compártelo directamente en tu plataforma favorita.',
      ],
    ],
    faqs: [['¿Hay un límite de duración?', 'Admite clips de hasta diez minutos.']],
  },
  'ai-photo-fixer': {
    title: 'Reparador de fotos IA',
    promise: 'Salva fotos borrosas, oscuras o con ruido con un solo toque.',
    steps: [
      [
        'Abre una foto',
        'Elige en tu galería una foto borrosa, oscura o con ruido, o haz una nueva con la cámara.',
      ],
      ['Toca Reparar', 'Un solo toque enfoca los detalles, ilumina las sombras y elimina el ruido a la vez.'],
      [
        'Compara y guarda',
        'Desliza el separador para comparar el antes y el después y guarda una copia; tu original no se modifica.',
      ],
    ],
    faqs: [
      [
        '¿Funciona con fotos antiguas escaneadas?',
        'Sí, reduce el ruido y recupera detalles en copias escaneadas.',
      ],
    ],
  },
  'remove-object-from-photo': {
    title: 'Eliminar objetos',
    promise: 'Borra personas, cables y objetos que sobran sin dejar rastro.',
    steps: [
      [
        'Pinta sobre el objeto',
        'Pinta sobre la persona, el cable o el objeto que quieras quitar; amplía la imagen para los detalles pequeños.',
      ],
      [
        'Deja que la IA rellene el hueco',
        'La IA reconstruye la zona a partir de la escena que la rodea para que las texturas y la luz continúen con naturalidad.',
      ],
      [
        'Guarda la foto limpia',
        'Revisa los bordes, deshaz o vuelve a pintar si hace falta y guarda la foto a resolución completa.',
      ],
    ],
    faqs: [
      [
        '¿El fondo se verá natural?',
        'El relleno se genera a partir de la escena que lo rodea para integrarse con ella.',
      ],
    ],
  },
  'ai-face-swap': {
    title: 'Intercambio de caras IA',
    promise: 'Intercambia caras entre tus propias fotos para divertirte.',
    steps: [
      [
        'Elige dos fotos',
        'Selecciona una foto con la cara que quieres mover y una segunda foto que la reciba.',
      ],
      [
        'Confirma las caras',
        'La app marca las caras que ha encontrado; si hay varias, toca la pareja que quieres intercambiar.',
      ],
      [
        'Comparte el resultado',
        'Guarda la foto o compártela; usa solo fotos de personas que hayan dado su consentimiento.',
      ],
    ],
    faqs: [
      [
        '¿Puedo usar fotos de otras personas?',
        'Solo con su consentimiento; el uso indebido incumple nuestras condiciones.',
      ],
    ],
  },
  'ai-photo-enhancer': {
    title: 'Mejora de fotos IA',
    promise: 'Enfoca los detalles y aviva el color automáticamente.',
    steps: [
      ['Sube una foto', 'Elige en tu galería una foto de baja resolución o comprimida.'],
      [
        'Elige la intensidad',
        'Elige una mejora ligera, media o intensa según el detalle que necesite la foto.',
      ],
      ['Descarga', 'Guarda la versión más nítida y ampliada, hasta cuatro veces el tamaño original.'],
    ],
    faqs: [['¿Aumenta la resolución?', 'Sí, hasta cuatro veces el tamaño original.']],
  },
  'hair-color-changer': {
    title: 'Cambiar color de pelo',
    promise: 'Prueba nuevos colores de pelo en tu foto o en directo.',
    steps: [
      ['Hazte un selfi', 'Usa la cámara frontal con buena luz o abre un retrato que ya tengas.'],
      ['Elige un tono', 'Explora tonos naturales, pastel y vivos, o prueba el ombré y las mechas.'],
      [
        'Ajusta la intensidad',
        'Desliza para suavizar o intensificar el color hasta que te convenza y guarda el look.',
      ],
    ],
    faqs: [['¿Puedo probar dos tonos?', 'Sí, el ombré y las mechas están incluidos.']],
  },
  'teeth-whitening': {
    title: 'Blanqueamiento dental',
    promise: 'Ilumina tu sonrisa con naturalidad en tus fotos.',
    steps: [
      ['Abre un retrato', 'Elige una foto en la que la sonrisa se vea bien.'],
      [
        'Toca Blanquear',
        'La app localiza los dientes automáticamente y los ilumina sin tocar los labios ni la piel.',
      ],
      ['Ajusta el nivel', 'Elige un nivel más bajo para un resultado natural y guarda.'],
    ],
    faqs: [['¿Quedará artificial?', 'Un límite natural mantiene los dientes realistas.']],
  },
  'ai-headshot-generator': {
    title: 'Retratos profesionales IA',
    promise: 'Retratos profesionales a partir de unos cuantos selfis informales.',
    steps: [
      ['Sube selfis', 'Añade entre seis y diez selfis con ángulos distintos y una luz uniforme.'],
      ['Elige un estilo', 'Elige un estilo corporativo, creativo o informal, con fondos y ropa a juego.'],
      ['Elige tus favoritos', 'Revisa los retratos generados y quédate con los que más se parecen a ti.'],
    ],
    faqs: [['¿Cuántos selfis hacen falta?', 'Unos diez selfis nítidos dan los mejores resultados.']],
  },
  'photo-collage-maker': {
    title: 'Creador de collages',
    promise: 'Combina fotos en diseños, cuadrículas e historias.',
    steps: [
      ['Selecciona fotos', 'Elige hasta nueve fotos de tu galería en el orden que prefieras.'],
      [
        'Elige un diseño',
        'Elige una cuadrícula, un diseño libre o uno tipo revista; arrastra las fotos para cambiarlas de sitio.',
      ],
      [
        'Añade texto y stickers',
        'Añade textos, stickers y un color de fondo, y después guarda o comparte el collage.',
      ],
    ],
    faqs: [['¿Cuántas fotos caben?', 'Hasta veinte fotos por collage.']],
  },
  'makeup-editor': {
    title: 'Editor de maquillaje',
    promise: 'Añade barra de labios, colorete, pestañas y mucho más a cualquier retrato.',
    steps: [
      ['Abre un retrato', 'Abre un retrato con el rostro mirando a la cámara.'],
      [
        'Elige los productos',
        'Aplica barra de labios, base, colorete, sombra de ojos y pestañas de uno en uno o como un look completo.',
      ],
      ['Difumina y guarda', 'Ajusta la intensidad de cada producto para que se funda con tu piel y guarda.'],
    ],
    faqs: [['¿Puedo guardar mi look?', 'Sí, los looks guardados se pueden aplicar a fotos nuevas.']],
  },
  'face-editor': {
    title: 'Editor facial',
    promise: 'Ajustes sutiles de los rasgos, la sonrisa y el ángulo.',
    steps: [
      ['Abre un retrato', 'Abre un retrato nítido de tu galería.'],
      [
        'Ajusta un rasgo',
        'Elige ojos, nariz, labios o forma del rostro y mueve el control en pequeños pasos.',
      ],
      [
        'Compara el antes y el después',
        'Mantén pulsado el botón de comparar para comprobar que sigues pareciendo tú y guarda.',
      ],
    ],
    faqs: [['¿Los cambios se pueden deshacer?', 'Cualquier ajuste se puede deshacer en cualquier momento.']],
  },
  'text-to-image-ai': {
    title: 'Texto a imagen',
    promise: 'Describe una escena y mira cómo aparece.',
    steps: [
      [
        'Escribe una descripción',
        'Describe en una frase la imagen que quieres, por ejemplo un gato leyendo en una cafetería soleada.',
      ],
      ['Elige un estilo', 'Elige un estilo como fotografía, acuarela, anime o 3D.'],
      ['Genera y afina', 'Genera cuatro versiones, afina la descripción si hace falta y guarda tu favorita.'],
    ],
    faqs: [['¿De quién son las imágenes?', 'Puedes usar las imágenes que crees según nuestras condiciones.']],
  },
  'blur-images': {
    title: 'Difuminar imágenes',
    promise: 'Difumina fondos, caras o detalles con unos pocos trazos.',
    steps: [
      ['Abre una foto', 'Elige la foto que quieres suavizar.'],
      [
        'Elige qué difuminar',
        'Difumina el fondo para lograr un efecto retrato, o pinta sobre caras y matrículas para ocultarlas.',
      ],
      ['Ajusta la intensidad', 'Define la intensidad del difuminado y guarda el resultado.'],
    ],
    faqs: [
      [
        '¿Puedo difuminar caras por privacidad?',
        'Sí, la detección automática encuentra rápidamente las caras que difuminar.',
      ],
    ],
  },
  'background-remover': {
    title: 'Quitar fondo',
    promise: 'Recorta personas y productos con limpieza.',
    steps: [
      ['Sube una foto', 'Elige una foto de una persona, una mascota o un producto.'],
      [
        'Espera un momento',
        'La IA recorta el sujeto en unos segundos, incluidos el pelo y los bordes suaves.',
      ],
      [
        'Descarga un PNG transparente',
        'Guarda el recorte como PNG transparente o colócalo sobre un fondo nuevo.',
      ],
    ],
    faqs: [['¿Funciona bien con el pelo?', 'Sí, los bordes alrededor del pelo se conservan con detalle.']],
  },
  'ai-image-extender': {
    title: 'Ampliar imagen IA',
    promise: 'Amplía una foto más allá de sus bordes.',
    steps: [
      ['Abre una foto', 'Abre la foto que te parece demasiado recortada.'],
      ['Arrastra el marco', 'Arrastra el marco hacia fuera o elige una proporción como 16:9 o 9:16.'],
      [
        'Genera la zona nueva',
        'La IA pinta la zona que falta en armonía con la escena; vuelve a generar para obtener otra versión.',
      ],
    ],
    faqs: [['¿Hasta qué tamaño puedo ampliar?', 'Cualquier proporción, hasta el doble del tamaño original.']],
  },
  'skin-smoothing': {
    title: 'Suavizado de piel',
    promise: 'Unifica la piel sin perder su textura.',
    steps: [
      ['Abre un retrato', 'Abre un retrato o hazte un selfi.'],
      [
        'Ajusta el suavizado',
        'Elige un nivel de suavizado; con los niveles bajos, los poros y la textura siguen visibles para un aspecto natural.',
      ],
      ['Guarda', 'Compara con el original y guarda.'],
    ],
    faqs: [['¿Desaparecerán los poros?', 'No, la textura se conserva para que la piel parezca real.']],
  },
  'ai-hairstyle-try-on': {
    title: 'Probar peinados',
    promise: 'Mírate con un nuevo corte antes de ir a la peluquería.',
    steps: [
      ['Hazte un selfi', 'Hazte un selfi con el pelo retirado de la cara.'],
      ['Explora estilos', 'Prueba bobs, capas, flequillos, rizos y recogidos en tu propio rostro.'],
      ['Guarda tus favoritos', 'Guarda los estilos que te gusten y enséñaselos a tu estilista.'],
    ],
    faqs: [['¿Incluye flequillos?', 'Sí, con varios estilos de flequillo.']],
  },
  'video-retouch': {
    title: 'Retoque de vídeo',
    promise: 'Suaviza la piel y añade maquillaje en todo un clip.',
    steps: [
      ['Importa un vídeo', 'Elige un clip de tu galería.'],
      [
        'Elige las herramientas de retoque',
        'Aplica suavizado, remodelación o maquillaje; los efectos siguen el rostro en cada fotograma.',
      ],
      ['Exporta', 'Previsualiza el clip y expórtalo con la calidad original.'],
    ],
    faqs: [['¿Sigue el movimiento?', 'Sí, los efectos siguen tu rostro en cada fotograma.']],
  },
  'video-enhancer': {
    title: 'Mejora de vídeo',
    promise: 'Da nitidez y luz a los clips apagados.',
    steps: [
      ['Importa un clip', 'Elige un clip oscuro, movido o de baja resolución.'],
      ['Elige la mejora', 'Elige iluminar, enfocar o estabilizar, o deja que la app elija por ti.'],
      ['Exporta', 'Exporta el clip mejorado y compáralo con el original.'],
    ],
    faqs: [['¿Puede corregir un vídeo movido?', 'La estabilización está incluida.']],
  },
  'video-background-remover': {
    title: 'Quitar fondo de vídeo',
    promise: 'Sustituye el fondo de un vídeo sin pantalla verde.',
    steps: [
      ['Importa un clip', 'Elige un clip en el que la persona se distinga bien del fondo.'],
      [
        'Quita el fondo',
        'La IA separa a la persona del fondo fotograma a fotograma, sin necesidad de pantalla verde.',
      ],
      ['Elige una escena nueva', 'Coloca a la persona sobre un color, una foto u otro vídeo y exporta.'],
    ],
    faqs: [['¿Hace falta una pared lisa?', 'No, funciona con cualquier fondo.']],
  },
  'video-trimmer': {
    title: 'Recortar vídeo',
    promise: 'Deja tus clips con la duración perfecta.',
    steps: [
      ['Importa un clip', 'Elige el clip que quieres acortar.'],
      [
        'Arrastra los controles',
        'Mueve los controles de inicio y fin para quedarte solo con la parte que quieres; divide el clip para quitar un fragmento intermedio.',
      ],
      ['Guarda', 'Guarda el clip recortado como un archivo nuevo.'],
    ],
    faqs: [['¿Se pierde calidad?', 'No, el recorte conserva la calidad original.']],
  },
  'slow-motion-video': {
    title: 'Cámara lenta',
    promise: 'Cámara lenta fluida a partir de cualquier clip.',
    steps: [
      ['Importa un clip', 'Elige un clip con movimiento, como un salto o una salpicadura.'],
      [
        'Selecciona un fragmento',
        'Marca el momento que debe ralentizarse; el resto se reproduce a velocidad normal.',
      ],
      [
        'Elige la velocidad',
        'Elige la mitad, un cuarto o un octavo de la velocidad; la app añade fotogramas intermedios para que quede fluido.',
      ],
    ],
    faqs: [
      [
        '¿Hasta qué punto puede ralentizar?',
        'Hasta un octavo de la velocidad, con interpolación de fotogramas.',
      ],
    ],
  },
  'ai-avatar': {
    title: 'Avatar IA',
    promise: 'Crea avatares estilizados a partir de tus selfis.',
    steps: [
      ['Sube selfis', 'Añade entre ocho y doce selfis con expresiones distintas.'],
      ['Elige estilos', 'Elige estilos como fantasía, cómic, pintura al óleo o cyberpunk.'],
      ['Descarga los avatares', 'Guarda los avatares que te gusten para tus fotos de perfil.'],
    ],
    faqs: [['¿Puedo usarlos como foto de perfil?', 'Sí, para eso están pensados.']],
  },
  'sky-replacement': {
    title: 'Cambiar el cielo',
    promise: 'Cambia los cielos grises por atardeceres y estrellas.',
    steps: [
      ['Abre un paisaje', 'Elige una foto de paisaje o de ciudad con un cielo apagado.'],
      ['Elige un cielo', 'Prueba cielos despejados, atardeceres, tormentas o cielos estrellados.'],
      ['Ajusta la luz', 'Adapta la luz y el color de la escena al nuevo cielo y guarda.'],
    ],
    faqs: [['¿Cambia la iluminación de la escena?', 'Sí, los colores se adaptan al nuevo cielo.']],
  },
  'photo-colorizer': {
    title: 'Colorear fotos',
    promise: 'Da color a las fotos en blanco y negro.',
    steps: [
      ['Sube una foto antigua', 'Elige una foto en blanco y negro o el escaneo de una copia antigua.'],
      ['Colorea', 'La IA añade colores naturales a la piel, la ropa, el cielo y el entorno.'],
      ['Afina los tonos', 'Ajusta la calidez y la saturación hasta que los colores te convenzan y guarda.'],
    ],
    faqs: [['¿Los colores son exactos?', 'Son estimaciones verosímiles, no un registro fiel.']],
  },
  'photo-animator': {
    title: 'Animar fotos',
    promise: 'Haz que los retratos sonrían y parpadeen.',
    steps: [
      ['Abre un retrato', 'Elige un retrato en el que la cara se vea con claridad.'],
      ['Elige un movimiento', 'Elige una sonrisa, un asentimiento, un parpadeo o un leve giro de cabeza.'],
      ['Exporta un clip corto', 'Exporta un clip corto en bucle para compartirlo.'],
    ],
    faqs: [['¿Puedo animar fotos de grupo?', 'Una cara cada vez, para obtener los mejores resultados.']],
  },
  'body-editor': {
    title: 'Editor corporal',
    promise: 'Ajusta la postura y las proporciones con cuidado.',
    steps: [
      ['Abre una foto', 'Elige una foto de cuerpo entero o de medio cuerpo.'],
      [
        'Selecciona una zona',
        'Selecciona una zona como la cintura, las piernas o los hombros; el fondo no se deforma.',
      ],
      ['Ajusta con suavidad', 'Haz pequeños ajustes para que sigas pareciendo tú y guarda.'],
    ],
    faqs: [['¿Hay límites?', 'Sí, los límites mantienen los retoques realistas.']],
  },
  'eye-color-changer': {
    title: 'Cambiar color de ojos',
    promise: 'Prueba nuevos colores de ojos en tus retratos.',
    steps: [
      ['Abre un retrato', 'Elige un retrato con los ojos abiertos o hazte un selfi.'],
      ['Elige un color', 'Prueba marrones, azules y verdes naturales o colores de fantasía atrevidos.'],
      ['Fusiona', 'Ajusta la intensidad para que el iris conserve su dibujo natural y guarda.'],
    ],
    faqs: [['¿Se ve natural?', 'La textura del iris se conserva para un aspecto natural.']],
  },
  'wrinkle-remover': {
    title: 'Suavizar arrugas',
    promise: 'Suaviza las líneas finas en tus retratos.',
    steps: [
      ['Abre un retrato', 'Elige un retrato con buena luz.'],
      ['Pinta la zona', 'Pinta sobre las líneas de la frente, alrededor de los ojos o de la boca.'],
      ['Ajusta la intensidad', 'Mantén una intensidad baja para un aspecto natural y guarda.'],
    ],
    faqs: [['¿Puedo conservar algunas líneas?', 'Sí, la intensidad se ajusta por zonas.']],
  },
  'acne-remover': {
    title: 'Eliminar imperfecciones',
    promise: 'Elimina granitos e imperfecciones con un toque.',
    steps: [
      ['Abre un retrato', 'Elige un retrato o hazte un selfi.'],
      ['Toca Automático', 'La app encuentra y elimina las imperfecciones pasajeras con un solo toque.'],
      [
        'Retoca a mano',
        'Toca cualquier imperfección que la app no haya detectado para eliminarla a mano y guarda.',
      ],
    ],
    faqs: [['¿Cambia el tono de piel?', 'No, solo se tratan las imperfecciones.']],
  },
  'photo-filters': {
    title: 'Filtros de fotos',
    promise: 'Cientos de filtros para cada estado de ánimo.',
    steps: [
      ['Abre una foto', 'Elige una foto a la que dar estilo.'],
      [
        'Explora los filtros',
        'Desliza entre filtros de película, retrato, comida y viajes con vista previa en directo.',
      ],
      [
        'Ajusta la intensidad',
        'Ajusta la intensidad para que el filtro realce la foto en lugar de taparla y guarda.',
      ],
    ],
    faqs: [['¿Puedo guardar mi propio filtro?', 'Sí, guarda tus ajustes como preajustes.']],
  },
  'add-text-to-photo': {
    title: 'Añadir texto a fotos',
    promise: 'Pies de foto, citas y títulos en muchas fuentes.',
    steps: [
      ['Abre una foto', 'Elige la foto a la que quieres añadir texto.'],
      ['Escribe tu texto', 'Escribe tu pie de foto, tu cita o tu título.'],
      [
        'Dale estilo y colócalo',
        'Elige la fuente, el color y la sombra, arrastra el texto a su sitio y guarda.',
      ],
    ],
    faqs: [['¿Puedo curvar el texto?', 'Sí, el texto puede seguir una curva.']],
  },
  'photo-cropper': {
    title: 'Recortar fotos',
    promise: 'Recorta con cualquier proporción para cada plataforma.',
    steps: [
      ['Abre una foto', 'Elige la foto que quieres recortar.'],
      [
        'Elige una proporción',
        'Elige cuadrado, 4:5, 16:9 o 9:16, o recorta libremente; endereza el horizonte si hace falta.',
      ],
      ['Guarda', 'Guarda la copia recortada a resolución completa.'],
    ],
    faqs: [
      ['¿Incluye tamaños para redes sociales?', 'Sí, los tamaños habituales de publicaciones y stories.'],
    ],
  },
  'ai-outfit-changer': {
    title: 'Cambio de ropa IA',
    promise: 'Prueba outfits y estilos en tu foto.',
    steps: [
      [
        'Sube una foto de cuerpo entero',
        'Elige una foto en la que estés de frente a la cámara, de la cabeza a los pies.',
      ],
      ['Elige un outfit', 'Explora outfits informales, formales y de temporada.'],
      ['Guarda el look', 'Guarda los looks que te gusten o compártelos para pedir una segunda opinión.'],
    ],
    faqs: [['¿Se adapta a mi postura?', 'Los outfits se adaptan a tu postura y a tu cuerpo.']],
  },
  'ai-selfie-generator': {
    title: 'Generador de selfis IA',
    promise: 'Nuevos estilos de selfi a partir de tu propio rostro.',
    steps: [
      ['Sube selfis', 'Añade entre ocho y doce selfis nítidos.'],
      ['Elige un tema', 'Elige un tema como viajes, retrato de estudio o sesión de moda.'],
      ['Genera', 'La IA crea nuevos selfis tuyos con ese tema; guarda los mejores.'],
    ],
    faqs: [['¿Se guardan los datos de mi rostro?', 'Las fotos se eliminan después de la generación.']],
  },
  'video-filters': {
    title: 'Filtros de vídeo',
    promise: 'Looks cinematográficos para tus clips.',
    steps: [
      ['Importa un clip', 'Elige un clip de tu galería.'],
      [
        'Elige un filtro',
        'Previsualiza filtros de película, vintage y de color sobre el clip en movimiento.',
      ],
      ['Exporta', 'Exporta el clip con el filtro a su resolución original.'],
    ],
    faqs: [['¿Los filtros funcionan en 4K?', 'Sí, con exportaciones de hasta 4K.']],
  },
  'video-collage': {
    title: 'Collage de vídeo',
    promise: 'Reproduce varios clips uno al lado de otro.',
    steps: [
      ['Selecciona clips', 'Elige entre dos y seis clips.'],
      ['Elige un diseño', 'Elige un diseño de pantalla dividida y el orden en que se reproducen los clips.'],
      ['Exporta', 'Añade música y exporta un solo vídeo con todos los clips juntos.'],
    ],
    faqs: [['¿Los clips pueden tener sonido?', 'Elige de qué clip quieres conservar el sonido.']],
  },
  'ai-portrait-lighting': {
    title: 'Iluminación de retrato IA',
    promise: 'Cambia la luz de tus retratos como en un estudio.',
    steps: [
      ['Abre un retrato', 'Elige un retrato, aunque se haya hecho con una luz plana.'],
      ['Elige una luz', 'Prueba luz de estudio, de ventana, de hora dorada o de neón.'],
      [
        'Mueve la luz',
        'Arrastra para mover la luz alrededor del rostro y guarda cuando las sombras te convenzan.',
      ],
    ],
    faqs: [['¿Puedo añadir una luz de contorno?', 'Sí, hay varios tipos de luz disponibles.']],
  },
  'photo-to-cartoon': {
    title: 'Foto a dibujo animado',
    promise: 'Convierte tus fotos en dibujos animados.',
    steps: [
      ['Abre una foto', 'Elige un retrato o una foto de grupo.'],
      ['Elige un estilo', 'Elige cómic, anime, 3D o boceto.'],
      ['Guarda', 'Guarda la versión en dibujo animado o compártela.'],
    ],
    faqs: [['¿Hay muchos estilos?', 'Decenas de estilos que se actualizan con frecuencia.']],
  },
  'old-photo-restoration': {
    title: 'Restaurar fotos antiguas',
    promise: 'Repara los arañazos y el desgaste de las copias antiguas.',
    steps: [
      ['Escanea o sube', 'Fotografía o escanea la copia antigua y añádela a la app.'],
      ['Restaura', 'La IA elimina arañazos, polvo y desgaste y da nitidez a las caras.'],
      ['Compara y guarda', 'Desliza para comparar con el original y guarda la copia restaurada.'],
    ],
    faqs: [['¿Repara fotos rotas?', 'Los pequeños desgarros y arañazos se reparan automáticamente.']],
  },
};
