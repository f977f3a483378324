import type { BriefText } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

/** CAMPAIGN_PAGE in Spanish, by slug (data/solutions.ts CAMPAIGN_BRIEFS). */
export const CAMPAIGNS: Overlay<BriefText> = {
  smb: {
    title: 'Prueba virtual para marcas en crecimiento',
    promise: 'Planes de autoservicio que ponen la prueba virtual en tu tienda esta misma semana.',
    detail:
      'Las marcas independientes y en crecimiento pueden subir sus tonos, copiar una línea de código y publicar sin llamada comercial, y ampliar el plan a medida que crecen.',
    benefits: [
      ['Configuración de autoservicio', 'Sube, previsualiza y publica por tu cuenta.'],
      ['Planes mensuales', 'Empieza con poco y cancela cuando quieras.'],
      ['Plugins para tiendas', 'Preparado para las plataformas de tienda más populares.'],
    ],
    useCases: [
      ['Marcas independientes', 'Prueba virtual sin ciclo de ventas.'],
      ['Tiendas en crecimiento', 'Empieza con unos pocos tonos y añade más después.'],
    ],
    faqs: [['¿Hay una prueba gratuita?', 'Sí, todos los planes empiezan con una prueba gratuita.']],
  },
  'ai-skin-diagnostic': {
    title: 'Campaña de diagnóstico de la piel',
    promise: 'Lanza un análisis de la piel con IA en tu web en pocos días.',
    detail:
      'Una página de campaña lista para usar con análisis de la piel, un generador de rutinas y un paso de captación de correo electrónico, preparada para los lanzamientos de cuidado de la piel de cada temporada.',
    benefits: [
      ['Página lista', 'Un diseño probado, adaptado a tu marca.'],
      ['Captación de contactos', 'Paso opcional de correo electrónico antes de los resultados.'],
      ['Generador de rutinas', 'Los resultados llevan a tus productos.'],
    ],
    useCases: [
      [
        'Lanzamientos de temporada de cuidado de la piel',
        'Una página de campaña lista para la nueva temporada.',
      ],
      ['Generación de contactos', 'Resultados por correo electrónico tras el registro.'],
    ],
    faqs: [
      [
        '¿Podemos activarla durante un tiempo limitado?',
        'Sí, las campañas pueden tener fecha de inicio y de fin.',
      ],
    ],
  },
  'skin-diagnostic': {
    title: 'Análisis de la piel en cada mostrador',
    promise: 'Lleva el mismo análisis de la piel a las tiendas y al canal en línea.',
    detail:
      'Un único modelo de piel para la web y el mostrador significa que el cliente obtiene la misma puntuación dondequiera que se analice, y los asesores ven los resultados en línea cuando visita la tienda.',
    benefits: [
      ['Puntuaciones omnicanal', 'Resultados coherentes en tienda y en línea.'],
      ['Vista del asesor', 'Los asesores ven los análisis anteriores con consentimiento.'],
      ['Seguimiento de la evolución', 'Los clientes comparan sus análisis a lo largo del tiempo.'],
    ],
    useCases: [
      ['Marcas omnicanal', 'La misma puntuación en línea y en el mostrador.'],
      ['Programas de fidelización', 'Los miembros siguen la evolución de su piel.'],
    ],
    faqs: [
      [
        '¿Se sincronizan los resultados entre canales?',
        'Sí, con el consentimiento del cliente y tu sistema de cuentas.',
      ],
    ],
  },
  vto: {
    title: 'Campaña de prueba virtual',
    promise: 'Ayuda a tus clientes a elegir con confianza, en cualquier dispositivo.',
    detail:
      'Prueba virtual de maquillaje, gafas y accesorios reunida en una campaña de temporada, con página de destino y panel de resultados.',
    benefits: [
      ['Varias categorías', 'Maquillaje, gafas y accesorios juntos.'],
      ['Página de campaña', 'Una página de destino que puedes personalizar.'],
      ['Informes', 'Pruebas virtuales, veces compartido y añadidos al carrito en una sola vista.'],
    ],
    useCases: [
      ['Páginas de producto', 'Prueba virtual en cada producto.'],
      ['Anuncios', 'Enlaces de prueba virtual en los anuncios.'],
    ],
    faqs: [
      [
        '¿Con qué rapidez puede publicarse una campaña?',
        'Con tonos ya creados, en una semana aproximadamente.',
      ],
    ],
  },
  'vto-v1': {
    title: 'Pruébalo antes de comprarlo',
    promise: 'La experiencia clásica de prueba virtual, ahora más rápida en el móvil.',
    detail:
      'Un flujo de prueba virtual simplificado, con una vista de cámara más grande, cambio rápido de tono y un botón fijo de añadir al carrito para pantallas pequeñas.',
    benefits: [
      ['Pensado para el móvil', 'Diseñado para usarse con una sola mano.'],
      ['Cambio rápido', 'Desliza para pasar de un tono a otro.'],
      ['Carrito fijo', 'Añade al carrito sin salir de la cámara.'],
    ],
    useCases: [
      ['Clientes en el móvil', 'Una prueba virtual más rápida en el teléfono.'],
      ['Integraciones existentes', 'Conserva la experiencia clásica con más velocidad.'],
    ],
    faqs: [
      [
        '¿Sustituye a nuestra prueba virtual actual?',
        'Es una opción de diseño; tus tonos siguen siendo los mismos.',
      ],
    ],
  },
  'virtual-makeup': {
    title: 'Campaña de maquillaje virtual',
    promise: 'Looks de temporada que tus clientes pueden probar con un solo toque.',
    detail:
      'Selecciona un conjunto de looks para un lanzamiento o unas fiestas, cada uno con una combinación de tus productos, listos para probarlos y comprarlos como pack.',
    benefits: [
      ['Looks seleccionados', 'Packs diseñados por tus maquilladores.'],
      ['Compra del pack', 'Añade un look completo al carrito.'],
      ['Fácil de compartir', 'Los clientes comparten su look favorito.'],
    ],
    useCases: [
      ['Looks de temporada', 'Looks listos para probar y comprar.'],
      ['Guías de regalos', 'Prueba virtual para estuches de regalo.'],
    ],
    faqs: [
      ['¿Cuántos looks puede incluir una campaña?', 'Tantos como quieras; entre seis y doce funciona bien.'],
    ],
  },
  'skincare-pro-aesthetic-simulation': {
    title: 'Simulación estética Skincare Pro',
    promise: 'Consultas visuales para clínicas estéticas, desde la primera visita.',
    detail:
      'Las clínicas combinan el análisis de la piel con simulaciones de tratamientos para comentar las opciones con los pacientes, y las imágenes se guardan en el registro de la consulta.',
    benefits: [
      ['Previsualización de tratamientos', 'Simula los resultados de los tratamientos más habituales.'],
      ['Historial de pacientes', 'Guarda las imágenes en cada consulta.'],
      ['Imagen de la clínica', 'Tu logotipo y tus colores en toda la experiencia.'],
    ],
    useCases: [
      ['Clínicas estéticas', 'Consultas visuales desde la primera visita.'],
      ['Planificación de tratamientos', 'Simulaciones para comentar las opciones.'],
    ],
    faqs: [
      [
        '¿Sirve para declaraciones médicas?',
        'Sirve de apoyo a las consultas y no hace ninguna declaración médica.',
      ],
    ],
  },
  'skincare-pro-skin-analysis': {
    title: 'Análisis de la piel Skincare Pro',
    promise: 'Análisis profesional de la piel para spas, clínicas y mostradores.',
    detail:
      'Skincare Pro funciona en una tableta, puntúa cada aspecto de la piel, compara las visitas a lo largo del tiempo y genera un informe con tu marca para el cliente.',
    benefits: [
      ['Historial de visitas', 'Compara los análisis de distintas visitas.'],
      ['Informes con tu marca', 'Informes en PDF y por correo electrónico con tu estilo.'],
      ['Varios centros', 'Gestiona varios centros desde una sola cuenta.'],
    ],
    useCases: [
      ['Spas', 'Análisis antes de cada tratamiento.'],
      ['Clínicas', 'Sigue la evolución entre visitas.'],
    ],
    faqs: [['¿Qué tabletas son compatibles?', 'iPad recientes y tabletas Android con cámara frontal.']],
  },
  'holiday-looks': {
    title: 'Campaña de looks de fiesta',
    promise: 'Looks festivos para la temporada de regalos, listos para probar y comprar.',
    detail:
      'Una plantilla de fiestas con acabados brillantes, packs de estuches de regalo y un banner con cuenta atrás, preparada para el tráfico de la temporada alta.',
    benefits: [
      ['Acabados brillantes', 'Efectos con purpurina y metalizados para looks de fiesta.'],
      ['Packs de regalo', 'Vincula los looks con estuches de regalo.'],
      ['Preparada para la temporada alta', 'Escala para las semanas de más actividad del año.'],
    ],
    useCases: [
      ['Temporada de regalos', 'Looks festivos para probar y comprar.'],
      ['Looks de fiesta', 'Looks atrevidos para las fiestas.'],
    ],
    faqs: [['¿Podemos programar la campaña?', 'Sí, define las fechas de inicio y fin en la consola.']],
  },
};
