import type { AppText } from '../../consumer.ts';
import type { Overlay } from '../types.ts';

/** CONSUMER_APP in Spanish, by app code (data/consumer.ts APPS); app names stay as they are. */
export const APPS: Overlay<AppText> = {
  ycf: {
    name: '{{brand}} Cam',
    about:
      'Hazte selfis con filtros en directo que ajustan la luz, la piel y el maquillaje antes de pulsar el disparador.',
    highlights: [
      ['Filtros en directo', 'Ve el efecto antes de disparar.'],
      ['Efectos de belleza', 'Ajustes naturales de piel y luz.'],
    ],
  },
  ycn: {
    name: '{{brand}} Nails',
    about:
      'Apunta la cámara a tu mano y prueba colores de esmalte, acabados y diseños de uñas antes de tu próxima manicura.',
    highlights: [
      ['Cientos de tonos', 'Cremosos, con purpurina, cromados y mucho más.'],
      ['Nail art', 'Estampados y manicura francesa.'],
    ],
  },
  ycp: {
    name: '{{brand}} Photo',
    about:
      'Retoca retratos, elimina objetos, cambia el cielo y crea con herramientas de IA pensadas para las fotos del día a día.',
    highlights: [
      ['Eliminar objetos', 'Borra lo que distrae de un solo trazo.'],
      ['Herramientas de IA', 'Mejora, amplía y cambia el estilo de tus fotos.'],
    ],
  },
  ycv: {
    name: '{{brand}} Video',
    about:
      'Suaviza la piel, remodela y añade maquillaje en todo un clip; después, recorta y añade música en la misma app.',
    highlights: [
      ['Retoque de vídeo', 'Herramientas de belleza que siguen cada fotograma.'],
      ['Ediciones rápidas', 'Recorta, une clips y añade música.'],
    ],
  },
  ycc: {
    name: '{{brand}} Cut',
    about:
      'Corta clips al ritmo de la música con plantillas, subtítulos y transiciones pensados para vídeos cortos.',
    highlights: [
      ['Plantillas', 'Ediciones listas para las tendencias.'],
      ['Subtítulos automáticos', 'Subtítulos generados a partir de la voz.'],
    ],
  },
  ymk: {
    name: '{{brand}} Makeup',
    about:
      'Prueba en directo looks completos, productos sueltos y colores de pelo, y encuentra después los productos reales que coinciden.',
    highlights: [
      ['Maquillaje en directo', 'Looks que siguen tu rostro.'],
      ['Color de pelo', 'Prueba tonos antes de teñirte.'],
    ],
  },
  yca: {
    name: '{{brand}} AI Art',
    about: 'Crea avatares, estilos y escenas a partir de tus fotos o de una breve descripción.',
    highlights: [
      ['Transferencia de estilo', 'Pintura, anime y mucho más.'],
      ['Texto a imagen', 'Descríbelo y míralo.'],
    ],
  },
  ycat: {
    name: '{{brand}} AI Chat',
    about:
      'Pregunta sobre rutinas, looks y outfits y recibe respuestas con imágenes que puedes probar en nuestras otras apps.',
    highlights: [
      ['Respuestas de estilo', 'Consejos que puedes probarte al instante.'],
      ['Respuestas con imágenes', 'Las respuestas llegan con ideas visuales.'],
    ],
  },
};
