import type { ContentPage } from '../../../../../../shared/smb/content';
import { page, trialForm } from '../../helpers.ts';
import {
  featurePage,
  type OnlineService,
  type OnlineServiceText,
  type OnlineServiceUi,
  planPage,
  SERVICES,
} from '../../online-service.ts';
import type { Overlay } from '../types.ts';
import { UI as SEED_UI } from './ui.ts';

const UI: OnlineServiceUi = {
  features: 'Funciones',
  steps: 'En marcha en tres pasos',
  plansTitle: 'Consulta los planes y precios',
  plansDescription: 'Planes mensuales y anuales, todos con prueba gratuita.',
  viewPlans: 'Ver los planes',
  trialTitle: 'Empieza tu prueba gratuita',
  trialDescription: 'Empieza una prueba gratuita y comprueba cómo funciona con tu propio catálogo.',
  planPageTitle: '{title}: planes y precios',
  planPageDescription: 'Elige el plan que se adapta a tu catálogo y a tu tráfico.',
  startTrial: 'Empezar la prueba gratuita',
  contactSales: 'Contactar con ventas',
  plans: 'Planes',
  plansNote:
    'Precios mensuales en dólares estadounidenses. La facturación anual ahorra aproximadamente un 20 %.',
  essential: 'Essential',
  essentialDescription: 'Para marcas que empiezan.',
  premium: 'Premium',
  premiumDescription: 'Para catálogos y tráfico en crecimiento.',
  enterprise: 'Enterprise',
  enterpriseDescription: 'Para marcas internacionales con necesidades específicas.',
  compare: 'Comparar los planes',
  rowTrial: 'Prueba gratuita',
  rowAnalytics: 'Panel de analítica',
  rowSupport: 'Soporte prioritario',
  rowManager: 'Gestor de éxito dedicado',
  faq: 'Preguntas sobre los planes',
};

const TEXT: Record<OnlineService['type'], OnlineServiceText> = {
  makeup: {
    title: 'Prueba virtual de maquillaje en línea',
    promise: 'Añade la prueba de maquillaje en directo a tu tienda en línea sin escribir código.',
    features: [
      ['Todas las categorías', 'Productos para labios, ojos, cejas, mejillas y tez.'],
      ['Creador de tonos', 'Crea tonos virtuales a partir de una foto de la muestra y un valor hexadecimal.'],
      ['Plugins para tiendas', 'Se instala en minutos en las plataformas de tienda más populares.'],
      ['Analítica', 'Pruebas virtuales, tonos favoritos y eventos de añadir al carrito.'],
    ],
    steps: [
      ['Sube los tonos', 'Añade los productos y sus muestras en la consola.'],
      ['Previsualiza', 'Comprueba cada tono en rostros de ejemplo y en ti mismo.'],
      ['Publica', 'Pega el fragmento de código o instala el plugin y publica.'],
    ],
    limits: {
      essential: ['Hasta 50 SKU', '10 000 pruebas virtuales al mes', 'Soporte por correo electrónico'],
      premium: ['Hasta 500 SKU', '100 000 pruebas virtuales al mes', 'Looks y packs', 'Soporte prioritario'],
      enterprise: [
        'SKU ilimitados',
        'Volúmenes a medida',
        'Gestor de éxito dedicado',
        'SSO y registros de auditoría',
      ],
    },
    faqs: [
      [
        '¿Puedo cambiar de plan más adelante?',
        'Sí. Las mejoras de plan se aplican de inmediato; los cambios a un plan inferior, en la siguiente fecha de facturación.',
      ],
      [
        '¿Qué cuenta como una prueba virtual?',
        'Cada vez que un visitante abre el módulo de prueba virtual, pruebe lo que pruebe dentro.',
      ],
      ['¿Ofrecéis una prueba gratuita?', 'Sí, 14 días con Essential o Premium, sin tarjeta.'],
    ],
  },
  'eye-wear': {
    title: 'Prueba virtual de gafas en línea',
    promise: 'Permite que tus clientes prueben cada montura en su propio rostro, en línea.',
    features: [
      [
        'Ajuste de monturas',
        'Monturas a la medida de cada rostro gracias a la estimación de la distancia interpupilar.',
      ],
      ['De foto a 3D', 'Crea monturas para la prueba virtual a partir de tres fotos de producto.'],
      ['Opciones de lentes', 'Muestra tintes, degradados y tratamientos espejo.'],
      ['Vista comparativa', 'Los clientes comparan hasta cuatro monturas una al lado de otra.'],
    ],
    steps: [
      ['Envía fotos de las monturas', 'Fotos de frente y de perfil sobre un fondo liso.'],
      ['Revisa las monturas 3D', 'Aprueba cada montura generada en la consola.'],
      ['Publica', 'Añade el botón de prueba virtual a tus páginas de producto.'],
    ],
    limits: {
      essential: ['Hasta 50 monturas', '10 000 pruebas virtuales al mes', 'Soporte por correo electrónico'],
      premium: [
        'Hasta 400 monturas',
        '100 000 pruebas virtuales al mes',
        'Efectos de lente',
        'Soporte prioritario',
      ],
      enterprise: [
        'Monturas ilimitadas',
        'Volúmenes a medida',
        'Previsualización de lentes graduadas',
        'Gestor de éxito dedicado',
      ],
    },
    faqs: [
      [
        '¿Qué precisión tiene el ajuste de las monturas?',
        'Unos pocos milímetros en la mayoría de los rostros, siempre que el rostro se vea completo.',
      ],
      [
        '¿Pueden los clientes subir una foto?',
        'Sí, se admiten tanto la cámara en directo como la subida de fotos.',
      ],
      ['¿Cuánto se tarda en crear las monturas?', 'Normalmente dos días laborables por lote.'],
    ],
  },
  'skincare-pro': {
    title: 'Skincare Pro en línea',
    promise: 'Análisis profesional de la piel con IA para tu web, tu spa o tu clínica.',
    features: [
      ['Quince aspectos', 'Manchas, arrugas, textura, poros, rojeces, brillo y mucho más.'],
      ['Edad y salud de la piel', 'Puntuaciones generales que el cliente entiende de un vistazo.'],
      ['Generador de rutinas', 'Asocia cada aspecto con productos o tratamientos.'],
      ['Informes', 'Informes con tu marca por correo electrónico o en PDF.'],
    ],
    steps: [
      ['Elige los aspectos', 'Selecciona los aspectos de la piel que encajan con tu gama.'],
      ['Asocia productos', 'Vincula productos o tratamientos a cada resultado.'],
      ['Integra', 'Añade el análisis a una página o úsalo en una tableta.'],
    ],
    limits: {
      essential: ['8 aspectos de la piel', '2000 análisis al mes', 'Soporte por correo electrónico'],
      premium: ['Los 15 aspectos', '20 000 análisis al mes', 'Modo de análisis HD', 'Soporte prioritario'],
      enterprise: [
        'Aspectos a medida',
        'Volúmenes a medida',
        'Calibración clínica',
        'Gestor de éxito dedicado',
      ],
    },
    faqs: [
      [
        '¿Hace falta una licencia médica?',
        'No. Skincare Pro es una herramienta cosmética y no realiza diagnósticos médicos.',
      ],
      [
        '¿Se pueden guardar los resultados?',
        'Sí, con el consentimiento del cliente, para comparar las visitas a lo largo del tiempo.',
      ],
      [
        '¿Qué idiomas están disponibles?',
        'La interfaz del análisis está disponible en todos los idiomas del sitio.',
      ],
    ],
  },
  'aesthetic-simulation': {
    title: 'Simulación estética en línea',
    promise: 'Muestra a los pacientes previsualizaciones realistas de los tratamientos estéticos.',
    features: [
      ['Biblioteca de tratamientos', 'Previsualizaciones de rellenos, contorno y renovación de la piel.'],
      ['Controles sutiles', 'Los límites mantienen las simulaciones realistas.'],
      ['Antes y después', 'Vistas de consulta con control deslizante y lado a lado.'],
      ['Historial de consultas', 'Guarda las simulaciones en la ficha del paciente.'],
    ],
    steps: [
      ['Captura', 'Toma una foto de frente con una luz uniforme.'],
      ['Simula', 'Ajusta las zonas de tratamiento junto con el paciente.'],
      ['Guarda y comparte', 'Guarda el resultado y envía una copia al paciente.'],
    ],
    limits: {
      essential: ['1 centro', '300 simulaciones al mes', 'Soporte por correo electrónico'],
      premium: [
        'Hasta 5 centros',
        '3000 simulaciones al mes',
        'Imagen de marca personalizada',
        'Soporte prioritario',
      ],
      enterprise: [
        'Centros ilimitados',
        'Volúmenes a medida',
        'Integración con el software de la clínica',
        'Gestor de éxito dedicado',
      ],
    },
    faqs: [
      [
        '¿Las simulaciones garantizan los resultados?',
        'No. Sirven de apoyo a la consulta; los resultados varían según el paciente.',
      ],
      [
        '¿Dónde se guardan las imágenes?',
        'En la región de almacenamiento de tu cuenta; se eliminan cuando lo solicitas.',
      ],
      ['¿Podemos usarla en una tableta?', 'Sí, en iPad y tabletas Android recientes.'],
    ],
  },
};

const campaign: ContentPage = page(
  'Prueba de maquillaje para tu tienda, gratis durante 14 días',
  'Incorpora esta semana la prueba de maquillaje en directo a tus páginas de producto y comprueba su efecto en la conversión.',
  [
    {
      component: 'success-story-roi',
      title: 'Lo que ven las marcas tras el lanzamiento',
      items: [
        {
          conversionNumber: 2.5,
          conversionType: 'x',
          conversionDescription: 'más añadidos al carrito entre quienes lo prueban',
          buttonText: 'Leer los casos de éxito',
          buttonLink: '/business/successstory/list',
        },
        {
          conversionNumber: 35,
          conversionType: '%',
          conversionDescription: 'menos devoluciones por el tono',
          buttonText: 'Ver los precios',
          buttonLink: '/business/solutions/online-service/makeup/plan',
        },
        {
          conversionNumber: 180,
          conversionType: '%',
          conversionDescription: 'más tiempo en las páginas de producto',
          buttonText: 'Empezar una prueba',
          buttonLink: '/business/user/free-trial?functionType=MAKEUP&solutionType=MAKEUP',
        },
      ],
    },
    {
      component: 'steps',
      title: 'Cómo funciona la prueba',
      steps: [
        { name: 'Regístrate', text: 'Crea una cuenta; no necesitas tarjeta para la prueba.', image: null },
        { name: 'Añade tonos', text: 'Sube hasta 20 productos durante la prueba.', image: null },
        { name: 'Publica', text: 'Instala el plugin y sigue los resultados en el panel.', image: null },
      ],
    },
    trialForm('Empieza la prueba de 14 días', SEED_UI),
  ],
);

/** ONLINE_SERVICE_PAGE in Spanish, by page key (data/online-service.ts). */
export const ONLINE_SERVICE: Overlay<ContentPage> = {
  ...Object.fromEntries(
    SERVICES.flatMap((s) => [
      [`online-service/${s.type}`, featurePage(s, TEXT[s.type], UI)],
      [`online-service/${s.type}/plan`, planPage(s, TEXT[s.type], UI)],
    ]),
  ),
  'online-service/campaign': campaign,
};
