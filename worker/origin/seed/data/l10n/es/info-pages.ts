import type { ContentPage } from '../../../../../../shared/smb/content';
import { cta, h2, ol, p, page, rich, ul } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

const UPDATED = 'Última actualización: 15 de enero de 2025.';

const faqPage = (
  title: string,
  description: string,
  faqs: readonly (readonly [string, string])[],
): ContentPage =>
  page(title, description, [
    { component: 'section-faq', title, faqs: faqs.map(([question, answer]) => ({ question, answer })) },
    {
      component: 'cta-banner',
      title: '¿Sigues necesitando ayuda?',
      description: 'Nuestro equipo de soporte responde en un día laborable.',
      cta: cta('Contactar con soporte', '/business/contact-us/support'),
    },
  ]);

/** INFO_PAGE in Spanish, by page key (data/info.ts). */
export const INFO_PAGES: Overlay<ContentPage> = {
  'info/aboutus': page(
    'Sobre {{brand}}',
    'Creamos la IA y la RA que ayudan a las personas a encontrar los productos de belleza que les sientan bien.',
    [
      rich([
        p(
          '{{brand}} nació en 2015 con una pregunta sencilla: ¿por qué elegir una barra de labios tiene que ser una apuesta? Hoy nuestras tecnologías de rostro, manos y cabello impulsan la prueba virtual y el análisis de marcas de belleza, gafas y joyería de todo el mundo.',
        ),
        p(
          'Trabajamos tanto con grandes grupos internacionales como con marcas independientes, y publicamos apps de consumo con las que millones de personas experimentan con looks cada día.',
        ),
      ]),
      {
        component: 'stats',
        items: [
          { value: '2015', label: 'Año de fundación' },
          { value: '9', label: 'Idiomas para empresas' },
          { value: 'Más de 40', label: 'Mercados atendidos' },
        ],
      },
      {
        component: 'card-grid',
        title: 'En qué creemos',
        cards: [
          {
            title: 'Inclusión por defecto',
            description: 'Modelos entrenados para todos los tonos de piel, edades y formas de rostro.',
          },
          {
            title: 'Privacidad ante todo',
            description: 'Leemos los rasgos con fines de estilismo y nunca identificamos a las personas.',
          },
          {
            title: 'Previsualizaciones honestas',
            description: 'Los productos virtuales deben verse como los reales.',
          },
        ],
      },
    ],
  ),
  'info/awards': page(
    'Premios y reconocimientos',
    'Momentos en los que el sector se fijó en nuestro trabajo.',
    [
      {
        component: 'card-grid',
        title: 'Reconocimientos recientes',
        cards: [
          {
            title: 'Innovación en belleza del año',
            description: 'Por la simulación de la piel en directo, 2024.',
          },
          {
            title: 'Premio a la tecnología para el comercio',
            description: 'Por la prueba virtual por código de barras en tienda, 2023.',
          },
          { title: 'Premio a la excelencia en IA', description: 'Por la búsqueda inclusiva de tonos, 2023.' },
          { title: 'Mejor experiencia de RA', description: 'Por la prueba virtual de joyería en 3D, 2022.' },
        ],
      },
    ],
  ),
  'info/esg': page(
    'Medio ambiente, sociedad y gobernanza',
    'La prueba virtual reduce los residuos; la IA responsable guía cómo trabajamos.',
    [
      rich([
        h2('Medio ambiente'),
        p(
          'Cada prueba virtual puede sustituir a un probador físico. Ayudamos a las marcas a medir los probadores ahorrados y ejecutamos nuestros servicios en proveedores comprometidos con la energía renovable.',
        ),
        h2('Sociedad'),
        p(
          'Auditamos el rendimiento de nuestros modelos en todos los tonos de piel y edades y publicamos los resultados para nuestros clientes.',
        ),
        h2('Gobernanza'),
        p(
          'Un comité de revisión interno aprueba las nuevas funciones de IA antes de su lanzamiento, con controles de privacidad y equidad.',
        ),
      ]),
    ],
  ),
  privacy: page(
    'Política de privacidad',
    'Cómo {{brand}} recopila, utiliza y protege los datos personales en este sitio web y en nuestros servicios para empresas.',
    [
      rich([
        p(UPDATED),
        p(
          'Esta política explica cómo {{brand}} Inc. y sus empresas afiliadas («{{brand}}», «nosotros») tratan los datos personales cuando visitas este sitio web, te pones en contacto con nosotros, asistes a nuestros eventos o utilizas nuestros servicios para empresas como cliente. Cuando una marca utiliza nuestra prueba virtual o nuestro análisis en su propio sitio web o app, es esa marca quien decide cómo se usan los datos de sus clientes y se aplica su propio aviso de privacidad; nosotros actuamos como su encargado del tratamiento.',
        ),
        h2('1. Datos que recopilamos'),
        ul(
          'Datos de contacto que nos facilitas en los formularios: nombre, correo electrónico profesional, número de teléfono, empresa, cargo, país y tu mensaje.',
          'Datos de cuenta de los usuarios empresariales: correo electrónico de acceso, contraseña (guardada solo como hash con sal), plan, facturas e historial de soporte.',
          'Datos de eventos: inscripciones en foros, seminarios web y clases magistrales, y si asististe o no.',
          'Datos de uso: páginas visitadas, enlaces en los que has hecho clic, campaña de procedencia, navegador, tipo de dispositivo y una ubicación aproximada derivada de tu dirección IP.',
          'Imágenes de la cámara y resultados: fotogramas procesados para la prueba virtual o el análisis en nuestras páginas de demostración. Se procesan para generar el resultado y se eliminan después, salvo que decidas guardar un resultado.',
        ),
        h2('2. Para qué los usamos'),
        ul(
          'Para responder a tus consultas y preparar presupuestos, pruebas y demostraciones.',
          'Para prestar, proteger y facturar los servicios para empresas que contratas.',
          'Para organizar eventos y enviarte las grabaciones que has solicitado.',
          'Para enviarte novedades sobre nuestros productos, si has aceptado recibirlas; puedes darte de baja desde cualquier mensaje.',
          'Para entender cómo se usa el sitio web y mejorarlo, con tu consentimiento cuando la ley lo exige.',
          'Para cumplir obligaciones legales, como los registros fiscales, y proteger nuestros derechos.',
        ),
        h2('3. Bases jurídicas'),
        p(
          'Cuando se aplica el Reglamento General de Protección de Datos de la UE o del Reino Unido, nos basamos en: la ejecución de un contrato (cuentas, suscripciones, soporte); nuestro interés legítimo en responder a consultas empresariales, proteger nuestros servicios y mejorar este sitio web, ponderado con tus derechos; tu consentimiento para los correos de marketing, las cookies no esenciales y los resultados de cámara guardados, que puedes retirar en cualquier momento; y las obligaciones legales relativas a los registros contables y fiscales.',
        ),
        h2('4. Cuánto tiempo los conservamos'),
        ul(
          'Consultas y conversaciones comerciales: hasta tres años después de nuestro último contacto.',
          'Cuentas y contratos de clientes: durante la vigencia del contrato y, después, hasta siete años a efectos fiscales y contables.',
          'Inscripciones en eventos: dos años después del evento.',
          'Datos analíticos: hasta 14 meses; después se agregan.',
          'Fotogramas de la cámara en las páginas de demostración: no se conservan una vez mostrado el resultado.',
        ),
        h2('5. Con quién los compartimos'),
        p(
          'No vendemos datos personales. Solo los compartimos con proveedores de servicios que nos ayudan a gestionar nuestra actividad (alojamiento en la nube, envío de correo electrónico, procesamiento de pagos, atención al cliente y herramientas de analítica), obligados por contratos que limitan su uso a nuestras instrucciones; con nuestras empresas afiliadas para las ventas y el soporte en tu región; con los coorganizadores de un evento cuando te inscribes en una sesión organizada conjuntamente, tal como se indica en el formulario de inscripción; y con las autoridades cuando la ley lo exige.',
        ),
        h2('6. Transferencias internacionales'),
        p(
          'Nuestros equipos y proveedores trabajan en varios países. Cuando los datos salen del Espacio Económico Europeo, el Reino Unido o Suiza hacia un país sin decisión de adecuación, utilizamos las cláusulas contractuales tipo de la Comisión Europea (y el anexo del Reino Unido) junto con garantías técnicas como el cifrado.',
        ),
        h2('7. Tus derechos'),
        p(
          'Según dónde vivas, puedes solicitar el acceso, la rectificación, la supresión o una copia de tus datos, limitar su uso u oponerte a él, y retirar tu consentimiento en cualquier momento sin que ello afecte al tratamiento anterior. También puedes presentar una reclamación ante tu autoridad local de protección de datos. Respondemos a las solicitudes en el plazo de un mes.',
        ),
        h2('8. Cookies y tecnologías similares'),
        p(
          'Las cookies esenciales mantienen tu sesión iniciada, recuerdan tu idioma y protegen los formularios; no se pueden desactivar. Las cookies de analítica y marketing solo se instalan después de que las aceptes en el banner de cookies, y puedes cambiar tu elección en cualquier momento desde el enlace de configuración de cookies del pie de página. Las cookies que recuerdan tus preferencias caducan a los doce meses.',
        ),
        h2('9. Seguridad'),
        p(
          'Los datos se cifran en tránsito y en reposo, el acceso se limita al personal que lo necesita y nuestros sistemas son revisados cada año por evaluadores independientes.',
        ),
        h2('10. Contacto'),
        p(
          'Para ejercer tus derechos o hacer una pregunta, escribe a nuestro equipo de privacidad a través de la página de contacto o a privacy@example.com. Puedes contactar con nuestro delegado de protección de datos en la misma dirección. {{brand}} Inc., 100 Example Avenue, Example City (una dirección ficticia para este sitio de demostración).',
        ),
        h2('11. Cambios en esta política'),
        p(
          'Actualizamos esta política cuando cambian nuestros servicios o la ley. La fecha que figura al principio indica la versión más reciente; en caso de cambios importantes, también lo comunicaremos a los clientes por correo electrónico.',
        ),
      ]),
    ],
  ),
  terms: page(
    'Condiciones de uso',
    'Las condiciones que se aplican cuando visitas y utilizas este sitio web.',
    [
      rich([
        p(UPDATED),
        h2('1. Quiénes somos'),
        p(
          'Este sitio web está gestionado por {{brand}} Inc. Al utilizarlo, aceptas estas condiciones. Los servicios para empresas que nos contrates se rigen por el acuerdo firmado con cada cliente, que prevalece sobre estas condiciones.',
        ),
        h2('2. Uso del sitio web'),
        ul(
          'Puedes navegar, imprimir y compartir páginas para tu propia información y para evaluar nuestros servicios.',
          'No puedes copiar contenido con fines comerciales, extraer datos del sitio web de forma masiva ni alterar su funcionamiento.',
          'Las demostraciones usan tu cámara solo después de que lo permitas, y únicamente para mostrar el efecto.',
        ),
        h2('3. Cuentas'),
        p(
          'Mantén la confidencialidad de tus datos de acceso y avísanos de inmediato si sospechas un uso indebido. Podemos suspender las cuentas que incumplan estas condiciones o pongan en riesgo a otros usuarios.',
        ),
        h2('4. Propiedad intelectual'),
        p(
          'El sitio web, sus textos, imágenes, software y marcas pertenecen a {{brand}} o a sus licenciantes. Los nombres de productos de otras empresas pertenecen a sus respectivos titulares.',
        ),
        h2('5. Enlaces a otros sitios web'),
        p('Enlazamos a otros sitios web para tu comodidad; no somos responsables de su contenido.'),
        h2('6. Responsabilidad'),
        p(
          'Procuramos que la información de este sitio web sea exacta y esté disponible, pero la ofrecemos tal cual. Nada de lo dispuesto en estas condiciones limita la responsabilidad que la ley no permite limitar.',
        ),
        h2('7. Legislación y conflictos'),
        p(
          'Estas condiciones se rigen por la legislación del país en el que esté establecida la empresa de {{brand}} con la que trates, sin perjuicio de las protecciones obligatorias para consumidores de tu país de residencia.',
        ),
        h2('8. Cambios y contacto'),
        p(
          'Podemos actualizar estas condiciones; la fecha anterior indica la versión más reciente. Puedes enviarnos tus preguntas a través de la página de contacto.',
        ),
      ]),
    ],
  ),
  impressum: page('Aviso legal', 'Información sobre el responsable de este sitio web.', [
    rich([
      p('{{brand}} Europe GmbH (entidad de ejemplo), Musterstraße 1, 10115 Berlín, Alemania.'),
      p('Director general: A. Example. Registro mercantil: Amtsgericht Berlin, HRB 000000 (ejemplo).'),
      p('Contacto: la página de contacto de este sitio web.'),
    ]),
  ]),
  compliance: page(
    'Cumplimiento normativo',
    'Compromisos de seguridad y privacidad para nuestros clientes empresariales.',
    [
      rich([
        ul(
          'Acuerdos de encargo del tratamiento disponibles para todos los clientes empresariales.',
          'Cifrado en tránsito y en reposo de los datos almacenados.',
          'Evaluaciones de seguridad anuales realizadas por terceros.',
          'Opciones de almacenamiento regional de los datos para los clientes que las necesiten.',
        ),
      ]),
    ],
  ),
  'accessibility-statement': page(
    'Declaración de accesibilidad',
    'Queremos que todas las personas puedan utilizar este sitio web.',
    [
      rich([
        p(
          'Nuestro objetivo es cumplir el nivel AA de las Pautas de Accesibilidad para el Contenido Web 2.2 en todo este sitio web.',
        ),
        p(
          'Las experiencias basadas en la cámara ofrecen como alternativa la subida de una foto y resultados descritos. Si algo no te funciona, avísanos a través de la página de contacto y te responderemos en un plazo de cinco días laborables.',
        ),
      ]),
    ],
  ),
  'shopify/privacy': page(
    'Política de privacidad del plugin de tienda',
    'Cómo trata el plugin de tienda de {{brand}} los datos de la tienda y de sus clientes.',
    [
      rich([
        p(UPDATED),
        h2('1. Datos que lee el plugin'),
        ul(
          'Datos de la tienda: el nombre de la tienda, el correo electrónico del propietario, el plan y el dominio en el que funciona el plugin.',
          'Datos de producto: títulos, imágenes, identificadores de variantes y valores de color, que se usan para crear los tonos de la prueba virtual.',
          'El plugin no lee los pedidos, las direcciones ni los datos de pago de los clientes.',
        ),
        h2('2. Datos de los clientes'),
        p(
          'Las imágenes de la cámara de los clientes se procesan en la sesión del navegador para mostrar la prueba virtual y el plugin no las guarda. Los eventos de uso anónimos (prueba virtual abierta, tono visto, producto añadido al carrito) se contabilizan para el panel del comerciante sin identificar a los clientes.',
        ),
        h2('3. Finalidades y base jurídica'),
        p(
          'Usamos los datos de la tienda para prestar el plugin en virtud del acuerdo con el comerciante. En cuanto a los datos de los clientes, el comerciante es el responsable del tratamiento y nosotros los tratamos por su cuenta.',
        ),
        h2('4. Conservación y supresión'),
        p(
          'Al desinstalar el plugin, los datos de la tienda que conservamos se eliminan en un plazo de 30 días. Los comerciantes pueden pedirnos que los eliminemos antes, y atendemos las solicitudes sobre datos que nos transmite la plataforma de la tienda.',
        ),
        h2('5. Comunicación y transferencias'),
        p(
          'Los datos se alojan en nuestros proveedores en la nube con las garantías descritas en nuestra política de privacidad principal, incluidas las cláusulas contractuales tipo para las transferencias.',
        ),
        h2('6. Contacto'),
        p('Preguntas sobre el plugin y la privacidad: privacy@example.com o la página de contacto.'),
      ]),
    ],
  ),
  'shopify/terms': page(
    'Condiciones del plugin de tienda',
    'Condiciones para instalar y utilizar el plugin de tienda de {{brand}}.',
    [
      rich([
        p(UPDATED),
        ol(
          'El plugin se factura a través de tu plataforma de tienda según el plan que elijas.',
          'Confirmas que tienes los derechos sobre las imágenes de producto y los datos de color que subes.',
          'Los tonos virtuales son previsualizaciones; indica a tus clientes que los colores en pantalla pueden diferir del producto.',
          'Puedes cancelar en cualquier momento; el acceso finaliza al término del periodo de facturación.',
          'Podemos actualizar el plugin para mejorarlo; los cambios importantes se anuncian en el panel del plugin.',
        ),
      ]),
    ],
  ),
  'SDK/privacy': page(
    'Política de privacidad del SDK',
    'Cómo trata los datos el SDK de {{brand}} dentro de tu app.',
    [
      rich([
        p(UPDATED),
        h2('1. Fotogramas de la cámara'),
        p(
          'El SDK procesa los fotogramas de la cámara en el dispositivo para mostrar la prueba virtual y el análisis. Los fotogramas no se envían a nuestros servidores salvo que tu app utilice una función en la nube, como el análisis de la piel en HD, y en ese caso solo durante el tiempo necesario para devolver el resultado.',
        ),
        h2('2. Datos de diagnóstico'),
        p(
          'El SDK puede enviar su versión, el modelo del dispositivo, la versión del sistema operativo e informes de errores, para que podamos mantener su fiabilidad. Estos datos no incluyen imágenes ni identificadores de tus usuarios.',
        ),
        h2('3. Funciones'),
        p(
          'Tú, como desarrollador de la app, decides por qué y cómo se tratan los datos de tus usuarios y eres el responsable del tratamiento; nosotros tratamos los datos por tu cuenta en virtud de nuestro acuerdo de encargo del tratamiento.',
        ),
        h2('4. Tus obligaciones'),
        p(
          'Informa a tus usuarios sobre el SDK en tu propio aviso de privacidad, solicita el permiso de la cámara en el contexto adecuado y obtén cualquier consentimiento que exija el país de tus usuarios.',
        ),
        h2('5. Conservación y contacto'),
        p(
          'Los datos de diagnóstico se conservan durante 90 días. Preguntas y solicitudes sobre datos: privacy@example.com.',
        ),
      ]),
    ],
  ),
  'faq/account-payments': faqPage('Cuenta y pagos', 'Acceso, facturas y métodos de pago.', [
    [
      '¿Cómo cambio mi correo electrónico de facturación?',
      'Abre la configuración de tu cuenta y edita el contacto de facturación.',
    ],
    [
      '¿Qué métodos de pago aceptáis?',
      'Las principales tarjetas de crédito; los planes Enterprise pueden pagar mediante factura.',
    ],
    ['¿Dónde encuentro las facturas?', 'Las facturas aparecen en la sección Facturación de tu cuenta.'],
  ]),
  'faq/integration-of-youcam': faqPage(
    'Integración de {{brand}}',
    'Cómo añadir la prueba virtual y el análisis a tu web o tu app.',
    [
      [
        '¿Cómo añado la prueba virtual a mi web?',
        'Añade el fragmento de script de la consola y un botón en las páginas de producto.',
      ],
      [
        '¿Hay un plugin para mi plataforma de tienda?',
        'Hay plugins para las plataformas más populares; en las demás se usa el fragmento de script.',
      ],
      [
        '¿Puedo hacer pruebas antes de publicar?',
        'Sí, una clave de pruebas te permite probar en cualquier dominio.',
      ],
    ],
  ),
  'faq/subscription': faqPage('Suscripciones', 'Planes, pruebas, renovaciones y cancelación.', [
    ['¿Cuándo termina mi prueba?', 'Catorce días después de empezar; la fecha aparece en tu cuenta.'],
    ['¿Puedo cancelar en cualquier momento?', 'Sí, el acceso continúa hasta el final del periodo pagado.'],
    [
      '¿Qué ocurre si falla un pago?',
      'Lo volvemos a intentar y te avisamos por correo electrónico; el servicio continúa durante un breve periodo de gracia.',
    ],
  ]),
  'faq/trouble-shooting': faqPage('Solución de problemas', 'Soluciones a los problemas más habituales.', [
    [
      'La cámara no se inicia.',
      'Permite el acceso a la cámara en el navegador y asegúrate de que ninguna otra app la esté usando.',
    ],
    [
      'Los tonos se ven distintos del producto.',
      'Comprueba que la foto de la muestra se tomó con luz neutra y vuelve a crear el tono.',
    ],
    [
      'El botón de prueba virtual no aparece.',
      'Comprueba que tu dominio figura entre los dominios permitidos en la consola.',
    ],
  ]),
  partners: page('Socios', 'Agencias, plataformas e integradores que crean con {{brand}}.', [
    {
      component: 'card-grid',
      title: 'Tipos de socios',
      cards: [
        {
          title: 'Socios de soluciones',
          description: 'Agencias que diseñan y lanzan experiencias de prueba virtual.',
        },
        {
          title: 'Socios de plataforma',
          description: 'Plataformas de comercio y marketing con integraciones listas para usar.',
        },
        {
          title: 'Socios de hardware',
          description: 'Fabricantes de espejos inteligentes y quioscos para tiendas.',
        },
      ],
    },
    {
      component: 'cta-banner',
      title: 'Hazte socio',
      description: 'Cuéntanos sobre tu empresa y las marcas con las que trabajas.',
      cta: cta('Solicitar', '/business/contact-us/sales'),
    },
  ]),
  'integration-partner': page(
    'Socios de integración',
    'Equipos certificados que llevan la prueba virtual y el análisis de la piel de {{brand}} a tus tiendas, webs y apps.',
    [
      rich([
        p(
          'Lanzar la prueba virtual afecta a tus datos de producto, a tu plataforma de tienda, a tus apps y, a veces, a tus mostradores. Nuestros socios de integración ya lo han hecho muchas veces: están formados y certificados por {{brand}} y trabajan con nuestro equipo de soluciones en cada proyecto.',
        ),
      ]),
      {
        component: 'card-grid',
        title: 'Integradores certificados',
        cards: [
          {
            title: 'Example Digital Works',
            description:
              'Plugins de tienda, diseño de páginas de producto y configuración de analítica para tiendas en línea.',
          },
          {
            title: 'Sample Retail Systems',
            description:
              'Tabletas de mostrador, espejos inteligentes y quioscos en tienda, con instalación y mantenimiento.',
          },
          {
            title: 'Demo App Studio',
            description: 'Apps nativas para iOS y Android desarrolladas con el SDK de {{brand}}.',
          },
        ],
      },
      {
        component: 'steps',
        title: 'Cómo se desarrolla un proyecto con un socio',
        steps: [
          {
            name: 'Presentación',
            text: 'Cuéntanos tu proyecto; te presentamos al socio que mejor encaja con tus canales y tu región.',
          },
          {
            name: 'Plan conjunto',
            text: 'El socio y nuestro equipo de soluciones acuerdan el alcance, el calendario y los productos que se lanzarán.',
          },
          {
            name: 'Desarrollo y lanzamiento',
            text: 'El socio integra y prueba; nuestro equipo revisa la calidad antes de la puesta en marcha.',
          },
        ],
      },
      {
        component: 'cta-banner',
        title: 'Hazte socio de integración',
        description:
          'Las agencias y los integradores de sistemas pueden solicitar la formación y la certificación.',
        cta: cta('Solicitar', '/business/contact-us/sales'),
      },
    ],
  ),
  'beauty-fashion-metaverse': page(
    'Belleza y moda en el metaverso',
    'Nuestra exposición virtual de 2022: prueba virtual para avatares, colecciones de maquillaje digital y lo que nos enseñaron sobre las compras en mundos 3D.',
    [
      rich([
        p(
          'En la primavera de 2022, {{brand}} abrió una sala de exposición virtual donde los visitantes vestían a sus avatares con maquillaje digital, color de pelo y accesorios, y después probaban esos mismos looks en su propio rostro con la cámara. Durante tres semanas, marcas, creadores y comercios exploraron qué significa la belleza cuando el espejo es una pantalla.',
        ),
        h2('Qué podían hacer los visitantes'),
        ul(
          'Diseñar un look en un avatar y trasladarlo a una prueba virtual con un selfi en directo.',
          'Explorar colecciones digitales limitadas de cuatro marcas asociadas.',
          'Participar en visitas guiadas diarias con nuestros maquilladores y diseñadores 3D.',
          'Guardar looks en una lista de deseos y comprar los productos físicos en las tiendas asociadas.',
        ),
        h2('Qué aprendimos'),
        p(
          'Los clientes vieron el maquillaje digital como una forma de experimentar con colores más atrevidos de los que suelen llevar, y muchos acabaron probando esos colores en su propio rostro. La coherencia del color entre el avatar y la cámara resultó esencial: los mismos datos de tono impulsan hoy todos los canales de {{brand}}.',
        ),
      ]),
      {
        component: 'stats',
        title: 'La exposición en cifras',
        items: [
          { value: '3 semanas', label: 'abierta a los visitantes' },
          { value: '4', label: 'marcas asociadas con colecciones digitales' },
          { value: '120 000', label: 'looks de avatar creados' },
        ],
      },
      {
        component: 'card-grid',
        title: 'Sigue explorando',
        cards: [
          {
            title: 'IA generativa',
            description: 'La tecnología que crea looks a partir de una descripción.',
            link: '/business/technologies/generative-ai',
          },
          {
            title: 'Formato 3D VTO',
            description: 'Un solo recurso 3D para web, app y mundos virtuales.',
            link: '/business/products/3d-vto-format',
          },
          {
            title: 'Global Beauty Tech Forum',
            description: 'Las charlas de este año sobre IA, RA y comercio de belleza.',
            link: '/business/global-beauty-tech-forum',
          },
        ],
      },
      {
        component: 'cta-banner',
        title: 'Planifica un lanzamiento virtual con nosotros',
        description:
          'Nuestro equipo ayuda a las marcas a llevar sus colecciones a mundos 3D y de vuelta al lineal real.',
        cta: cta('Contactar con ventas', '/business/contact-us/sales'),
      },
    ],
  ),
  CES2022: page(
    '{{brand}} en CES 2022',
    'Las Vegas, del 5 al 8 de enero de 2022: demostraciones en directo del análisis de la piel con IA, el maquillaje virtual y los accesorios con seguimiento de la mano.',
    [
      rich([
        p(
          'En CES 2022, nuestro stand en el área de Salud y Bienestar mostró cómo la tecnología de belleza pasa del teléfono al mostrador y al espejo. Los visitantes analizaron su piel, se probaron barras de labios y anillos, y conocieron al equipo que desarrolla el motor.',
        ),
        h2('En el stand'),
        ul(
          'Diagnóstico de la piel con IA: quince aspectos de la piel puntuados a partir de un selfi, mostrados en un espejo inteligente.',
          'Maquillaje virtual: todos los productos de labios y ojos de una colección completa, en directo sobre vídeo.',
          'Anillos y relojes con RA: seguimiento de la mano que mantiene las joyas en su sitio mientras las manos se mueven.',
          'Asesoría de belleza personalizada: consultas por videollamada con prueba virtual integrada.',
        ),
        h2('Charlas'),
        p(
          'Nuestro director de tecnología participó en la mesa redonda «IA inclusiva para la belleza», sobre cómo entrenar modelos que funcionen para todos los tonos de piel, y nuestro equipo de producto ofreció cada día demostraciones de quince minutos para comercios.',
        ),
      ]),
      {
        component: 'stats',
        title: 'CES 2022 en cifras',
        items: [
          { value: '4 días', label: 'de demostraciones en directo' },
          { value: 'Más de 6000', label: 'análisis de la piel en el stand' },
          { value: 'Más de 300', label: 'reuniones con marcas y comercios' },
        ],
      },
      {
        component: 'card-grid',
        title: 'Los productos que mostramos',
        cards: [
          {
            title: 'Diagnóstico de la piel con IA',
            description: 'Un análisis de la piel de nivel clínico en cualquier teléfono.',
            link: '/business/products/ai-skin-diagnostic',
          },
          {
            title: 'Prueba virtual de maquillaje',
            description: 'Todos los productos de labios, ojos y rostro, probados en directo.',
            link: '/business/products/virtual-makeup',
          },
          {
            title: 'Prueba virtual de anillos con RA',
            description: 'Anillos que se mantienen en el dedo mientras las manos se mueven.',
            link: '/business/products/ar-virtual-ring',
          },
        ],
      },
      {
        component: 'cta-banner',
        title: '¿No pudiste vernos en Las Vegas?',
        description: 'Reserva la misma demostración en línea con nuestro equipo.',
        cta: cta('Reservar una demo', '/business/contact-us/sales?event=CES2022'),
      },
    ],
  ),
  'ai-apis': page('API de IA', 'IA facial, de la piel y del cabello en forma de API sencillas en la nube.', [
    {
      component: 'card-grid',
      title: 'API disponibles',
      cards: [
        {
          title: 'API de análisis de la piel',
          description: 'Puntuaciones de quince aspectos de la piel a partir de una foto.',
        },
        { title: 'API de atributos faciales', description: 'Forma del rostro, rasgos y proporciones.' },
        { title: 'API de análisis capilar', description: 'Largo, tipo, densidad y encrespado.' },
        {
          title: 'API de transferencia de maquillaje',
          description: 'Aplica un look de referencia a un nuevo rostro.',
        },
      ],
    },
    {
      component: 'steps',
      title: 'Primeros pasos',
      steps: [
        { name: 'Crea una clave', text: 'Regístrate y crea una clave de API en la consola.' },
        { name: 'Envía una foto', text: 'Envía una imagen mediante POST y recibe los resultados en JSON.' },
        { name: 'Escala', text: 'Paga por lo que usas, con precios por volumen.' },
      ],
    },
  ]),
  investors: page('Inversores', 'Información para accionistas y analistas.', [
    rich([
      p(
        'Los informes financieros, las presentaciones y los documentos de gobierno corporativo se publican en nuestro sitio para inversores.',
      ),
      p(
        'Para consultas de inversores, ponte en contacto con el equipo de relaciones con inversores a través de la página de contacto.',
      ),
    ]),
    {
      component: 'cta-banner',
      title: 'Sitio para inversores',
      description: 'Informes y comunicados.',
      cta: cta('Visitar el sitio para inversores', 'https://investors.example.com/'),
    },
  ]),
  plan: page(
    'Planes para todas las marcas',
    'Planes de autoservicio para marcas en crecimiento y planes a medida para grandes grupos internacionales.',
    [
      {
        component: 'card-grid',
        title: 'Elige una solución',
        cards: [
          {
            title: 'Maquillaje',
            description: 'Planes de prueba virtual de maquillaje.',
            link: '/business/solutions/online-service/makeup/plan',
          },
          {
            title: 'Gafas',
            description: 'Planes de prueba virtual de gafas.',
            link: '/business/solutions/online-service/eye-wear/plan',
          },
          {
            title: 'Skincare Pro',
            description: 'Planes de análisis de la piel.',
            link: '/business/solutions/online-service/skincare-pro/plan',
          },
          {
            title: 'Simulación estética',
            description: 'Planes de simulación para clínicas.',
            link: '/business/solutions/online-service/aesthetic-simulation/plan',
          },
        ],
      },
    ],
  ),
};
