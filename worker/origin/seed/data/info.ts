import type { ContentPage } from '../../../../shared/smb/content';
import { cta, h2, ol, p, page, rich, ul } from './helpers.ts';

/** Business info pages (spec 001 §2.2) and the terms-of-service pages without frame. */
type InfoSeed = { pageKey: string; path: string; content: ContentPage };

const UPDATED = 'Last updated: 15 January 2025.';

const faqPage = (
  type: string,
  title: string,
  description: string,
  faqs: readonly (readonly [string, string])[],
): InfoSeed => ({
  pageKey: `faq/${type}`,
  path: `/business/faq/${type}`,
  content: page(title, description, [
    {
      component: 'section-faq',
      title,
      faqs: faqs.map(([question, answer]) => ({ question, answer })),
    },
    {
      component: 'cta-banner',
      title: 'Still need help?',
      description: 'Our support team answers within one business day.',
      cta: cta('Contact support', '/business/contact-us/support'),
    },
  ]),
});

export const INFO_PAGES: readonly InfoSeed[] = [
  {
    pageKey: 'info/aboutus',
    path: '/business/info/aboutus',
    content: page(
      'About {{brand}}',
      'We build the AI and AR that help people find beauty products that suit them.',
      [
        rich([
          p(
            '{{brand}} started in 2015 with a simple question: why should choosing a lipstick be a guess? Today our face, hand and hair technologies power try-on and analysis for beauty, eyewear and jewellery brands around the world.',
          ),
          p(
            'We work with global groups and independent labels alike, and we publish consumer apps that let millions of people experiment with looks every day.',
          ),
        ]),
        {
          component: 'stats',
          items: [
            { value: '2015', label: 'Founded' },
            { value: '9', label: 'Business languages' },
            { value: '40+', label: 'Markets served' },
          ],
        },
        {
          component: 'card-grid',
          title: 'What we believe',
          cards: [
            {
              title: 'Inclusive by default',
              description: 'Models trained for every skin tone, age and face shape.',
            },
            {
              title: 'Privacy first',
              description: 'We read features for styling and never identify people.',
            },
            { title: 'Honest previews', description: 'Virtual products should look like the real ones.' },
          ],
        },
      ],
    ),
  },
  {
    pageKey: 'info/awards',
    path: '/business/info/awards',
    content: page('Awards and Recognition', 'Moments when the industry noticed our work.', [
      {
        component: 'card-grid',
        title: 'Recent recognition',
        cards: [
          {
            title: 'Beauty Innovation of the Year',
            description: 'Recognised for live skin emulation, 2024.',
          },
          { title: 'Retail Technology Award', description: 'For in-store barcode try-on, 2023.' },
          { title: 'AI Excellence Prize', description: 'For inclusive shade matching, 2023.' },
          { title: 'Best AR Experience', description: 'For 3D jewellery try-on, 2022.' },
        ],
      },
    ]),
  },
  {
    pageKey: 'info/esg',
    path: '/business/info/esg',
    content: page(
      'Environment, Social and Governance',
      'Virtual testing reduces waste; responsible AI guides how we build.',
      [
        rich([
          h2('Environment'),
          p(
            'Every virtual try-on can replace a physical tester. We help brands measure testers saved and run our services on providers committed to renewable energy.',
          ),
          h2('Social'),
          p(
            'We audit our models for performance across skin tones and ages and publish the results to customers.',
          ),
          h2('Governance'),
          p(
            'An internal review board approves new AI features before release, with privacy and fairness checks.',
          ),
        ]),
      ],
    ),
  },
  {
    pageKey: 'privacy',
    path: '/business/privacy',
    content: page(
      'Privacy Policy',
      'How {{brand}} collects, uses and protects personal data on this website and in our business services.',
      [
        rich([
          p(UPDATED),
          p(
            'This policy explains how {{brand}} Inc. and its affiliates (“{{brand}}”, “we”) handle personal data when you visit this website, contact us, attend our events or use our business services as a customer. When a brand uses our try-on or analysis on its own website or app, that brand decides how shopper data is used and its own privacy notice applies; we act as its processor.',
          ),
          h2('1. Data we collect'),
          ul(
            'Contact details you give us in forms: name, work e-mail, phone number, company, job title, country and your message.',
            'Account data for business users: sign-in e-mail, password (stored only as a salted hash), plan, invoices and support history.',
            'Event data: registrations for forums, webinars and master classes, and whether you attended.',
            'Usage data: pages visited, links clicked, referring campaign, browser, device type and an approximate location derived from your IP address.',
            'Camera images and results: frames processed for try-on or analysis on our demo pages. They are processed to produce the result and deleted afterwards unless you choose to save a result.',
          ),
          h2('2. Why we use it'),
          ul(
            'To answer your enquiries and prepare quotes, trials and demonstrations.',
            'To provide, secure and bill the business services you subscribe to.',
            'To run events and send you the recordings you asked for.',
            'To send news about our products, if you agreed to receive it; you can unsubscribe in any message.',
            'To understand how the website is used and improve it, with your consent where the law requires it.',
            'To meet legal obligations such as tax records and to protect our rights.',
          ),
          h2('3. Legal bases'),
          p(
            'Where the EU or UK General Data Protection Regulation applies, we rely on: performance of a contract (accounts, subscriptions, support); our legitimate interests in answering business enquiries, securing our services and improving this website, balanced against your rights; your consent for marketing e-mails, non-essential cookies and saved camera results, which you can withdraw at any time; and legal obligations for accounting and tax records.',
          ),
          h2('4. How long we keep it'),
          ul(
            'Enquiries and sales conversations: up to three years after our last contact.',
            'Customer accounts and contracts: for the contract term, then up to seven years for tax and accounting.',
            'Event registrations: two years after the event.',
            'Analytics data: up to 14 months, then aggregated.',
            'Camera frames on demo pages: not kept after the result is shown.',
          ),
          h2('5. Who we share it with'),
          p(
            'We do not sell personal data. We share it only with service providers that help us run our business (cloud hosting, e-mail delivery, payment processing, customer support and analytics tools), bound by contracts that limit use to our instructions; with our affiliates for sales and support in your region; with event co-hosts when you register for a co-hosted session, as stated on the registration form; and with authorities when the law requires it.',
          ),
          h2('6. International transfers'),
          p(
            'Our teams and providers work in several countries. When data leaves the European Economic Area, the United Kingdom or Switzerland for a country without an adequacy decision, we use the European Commission’s Standard Contractual Clauses (and the UK addendum) together with technical safeguards such as encryption.',
          ),
          h2('7. Your rights'),
          p(
            'Depending on where you live, you may ask to access, correct, delete or receive a copy of your data, to restrict or object to its use, and to withdraw consent at any time without affecting earlier processing. You can also complain to your local data protection authority. We answer requests within one month.',
          ),
          h2('8. Cookies and similar technologies'),
          p(
            'Essential cookies keep you signed in, remember your language and protect forms; they cannot be switched off. Analytics and marketing cookies are set only after you accept them in the cookie banner, and you can change your choice at any time from the cookie settings link in the footer. Cookies that remember your choices expire after twelve months.',
          ),
          h2('9. Security'),
          p(
            'Data is encrypted in transit and at rest, access is limited to staff who need it, and our systems are reviewed by independent assessors every year.',
          ),
          h2('10. Contact'),
          p(
            'To exercise your rights or ask a question, write to our privacy team through the contact page or at privacy@example.com. Our data protection officer can be reached at the same address. {{brand}} Inc., 100 Example Avenue, Example City (a fictional address for this demo site).',
          ),
          h2('11. Changes to this policy'),
          p(
            'We update this policy when our services or the law change. The date at the top shows the latest version; for significant changes we will also tell customers by e-mail.',
          ),
        ]),
      ],
    ),
  },
  {
    pageKey: 'terms',
    path: '/business/terms',
    content: page('Terms of Use', 'The terms that apply when you visit and use this website.', [
      rich([
        p(UPDATED),
        h2('1. Who we are'),
        p(
          'This website is operated by {{brand}} Inc. By using it you accept these terms. Business services bought from us are governed by the agreement signed with each customer, which prevails over these terms.',
        ),
        h2('2. Using the website'),
        ul(
          'You may browse, print and share pages for your own information and for evaluating our services.',
          'You may not copy content for commercial use, scrape the website in bulk or disrupt its operation.',
          'Demonstrations use your camera only after you allow it, and only to show the effect.',
        ),
        h2('3. Accounts'),
        p(
          'Keep your sign-in details confidential and tell us at once if you suspect misuse. We may suspend accounts that break these terms or put other users at risk.',
        ),
        h2('4. Intellectual property'),
        p(
          'The website, its texts, images, software and trademarks belong to {{brand}} or its licensors. Product names of other companies belong to their owners.',
        ),
        h2('5. Links to other websites'),
        p('We link to other websites for your convenience; we are not responsible for their content.'),
        h2('6. Liability'),
        p(
          'We work to keep the information on this website accurate and available, but provide it as it is. Nothing in these terms limits liability that cannot be limited by law.',
        ),
        h2('7. Law and disputes'),
        p(
          'These terms are governed by the law of the country where the {{brand}} company you deal with is established, without prejudice to the mandatory consumer protections of your country of residence.',
        ),
        h2('8. Changes and contact'),
        p(
          'We may update these terms; the date above shows the latest version. Questions are welcome through the contact page.',
        ),
      ]),
    ]),
  },
  {
    pageKey: 'impressum',
    path: '/business/impressum',
    content: page('Impressum', 'Information about the operator of this website.', [
      rich([
        p('{{brand}} Europe GmbH (example entity), Musterstraße 1, 10115 Berlin, Germany.'),
        p('Managing director: A. Example. Register court: Amtsgericht Berlin, HRB 000000 (example).'),
        p('Contact: the contact page of this website.'),
      ]),
    ]),
  },
  {
    pageKey: 'compliance',
    path: '/business/compliance',
    content: page('Compliance', 'Security and privacy commitments for our business customers.', [
      rich([
        ul(
          'Data processing agreements available for every business customer.',
          'Encryption in transit and at rest for stored data.',
          'Annual third-party security assessments.',
          'Regional data storage options for customers who need them.',
        ),
      ]),
    ]),
  },
  {
    pageKey: 'accessibility-statement',
    path: '/business/accessibility-statement',
    content: page('Accessibility Statement', 'We want everyone to be able to use this website.', [
      rich([
        p('We aim to meet the Web Content Accessibility Guidelines 2.2 at level AA across this website.'),
        p(
          'Camera-based experiences offer photo upload and described results as alternatives. If something does not work for you, tell us through the contact page and we will respond within five business days.',
        ),
      ]),
    ]),
  },
  {
    pageKey: 'shopify/privacy',
    path: '/business/shopify/privacy',
    content: page(
      'Store Plugin Privacy Policy',
      'How the {{brand}} store plugin handles store and shopper data.',
      [
        rich([
          p(UPDATED),
          h2('1. Data the plugin reads'),
          ul(
            'Store data: the store name, owner e-mail, plan and the domain where the plugin runs.',
            'Product data: titles, images, variant identifiers and colour values, used to create try-on shades.',
            'The plugin does not read customer orders, addresses or payment data.',
          ),
          h2('2. Shopper data'),
          p(
            'Shopper camera images are processed in the browser session to show the try-on and are not stored by the plugin. Anonymous usage events (try-on opened, shade viewed, added to cart) are counted for the merchant’s dashboard without identifying shoppers.',
          ),
          h2('3. Purposes and legal basis'),
          p(
            'We use store data to provide the plugin under the agreement with the merchant. For shopper data the merchant is the controller and we process it on the merchant’s behalf.',
          ),
          h2('4. Retention and deletion'),
          p(
            'Uninstalling the plugin deletes the store data we hold within 30 days. Merchants can ask us to delete it sooner, and we honour the data requests forwarded by the store platform.',
          ),
          h2('5. Sharing and transfers'),
          p(
            'Data is hosted with our cloud providers under the safeguards described in our main privacy policy, including Standard Contractual Clauses for transfers.',
          ),
          h2('6. Contact'),
          p('Questions about the plugin and privacy: privacy@example.com or the contact page.'),
        ]),
      ],
    ),
  },
  {
    pageKey: 'shopify/terms',
    path: '/business/shopify/terms',
    content: page('Store Plugin Terms', 'Terms for installing and using the {{brand}} store plugin.', [
      rich([
        p(UPDATED),
        ol(
          'The plugin is billed through your store platform according to the plan you choose.',
          'You confirm you have the rights to the product images and colour data you upload.',
          'Virtual shades are previews; show shoppers that colours on screen may differ from the product.',
          'You may cancel at any time; access ends at the end of the billing period.',
          'We may update the plugin to improve it; material changes are announced in the plugin’s dashboard.',
        ),
      ]),
    ]),
  },
  {
    pageKey: 'SDK/privacy',
    path: '/business/SDK/privacy',
    content: page('SDK Privacy Policy', 'How the {{brand}} SDK processes data inside your app.', [
      rich([
        p(UPDATED),
        h2('1. Camera frames'),
        p(
          'The SDK processes camera frames on the device to render try-on and analysis. Frames are not sent to our servers unless your app calls a cloud feature, such as HD skin analysis, and then only for the time needed to return the result.',
        ),
        h2('2. Diagnostic data'),
        p(
          'The SDK may send its version, the device model, the operating system version and error reports, so we can keep it reliable. This data does not include images or identifiers of your users.',
        ),
        h2('3. Roles'),
        p(
          'You, the app developer, decide why and how your users’ data is processed and are the controller; we process data on your behalf under our data processing agreement.',
        ),
        h2('4. Your obligations'),
        p(
          'Tell your users about the SDK in your own privacy notice, ask for camera permission in context and obtain any consent your users’ country requires.',
        ),
        h2('5. Retention and contact'),
        p('Diagnostic data is kept for 90 days. Questions and data requests: privacy@example.com.'),
      ]),
    ]),
  },
  faqPage('account-payments', 'Account and Payments', 'Sign-in, invoices and payment methods.', [
    ['How do I change my billing e-mail?', 'Open your account settings and edit the billing contact.'],
    ['Which payment methods do you accept?', 'Major credit cards; enterprise plans can pay by invoice.'],
    ['Where can I find invoices?', 'Invoices are listed under Billing in your account.'],
  ]),
  faqPage(
    'integration-of-youcam',
    'Integrating {{brand}}',
    'Adding try-on and analysis to your site or app.',
    [
      [
        'How do I add try-on to my site?',
        'Add the script snippet from the console and a button on product pages.',
      ],
      [
        'Is there a plugin for my store platform?',
        'Plugins exist for popular platforms; others use the snippet.',
      ],
      ['Can I test before going live?', 'Yes, a staging key lets you test on any domain.'],
    ],
  ),
  faqPage('subscription', 'Subscriptions', 'Plans, trials, renewals and cancellation.', [
    ['When does my trial end?', 'Fourteen days after it starts; the date is shown in your account.'],
    ['Can I cancel at any time?', 'Yes, access continues until the end of the paid period.'],
    [
      'What happens if a payment fails?',
      'We retry and e-mail you; the service continues during a short grace period.',
    ],
  ]),
  faqPage('trouble-shooting', 'Troubleshooting', 'Fixes for common problems.', [
    [
      'The camera does not start.',
      'Allow camera access in the browser and make sure no other app is using it.',
    ],
    [
      'Shades look different from the product.',
      'Check the swatch photo was taken under neutral light, then re-create the shade.',
    ],
    [
      'The try-on button does not appear.',
      'Check that your domain is added to the allowed domains in the console.',
    ],
  ]),
  {
    pageKey: 'partners',
    path: '/business/partners',
    content: page('Partners', 'Agencies, platforms and integrators who build with {{brand}}.', [
      {
        component: 'card-grid',
        title: 'Partner types',
        cards: [
          { title: 'Solution partners', description: 'Agencies that design and launch try-on experiences.' },
          {
            title: 'Platform partners',
            description: 'Store and marketing platforms with ready integrations.',
          },
          { title: 'Hardware partners', description: 'Smart mirror and kiosk makers for stores.' },
        ],
      },
      {
        component: 'cta-banner',
        title: 'Become a partner',
        description: 'Tell us about your company and the brands you serve.',
        cta: cta('Apply', '/business/contact-us/sales'),
      },
    ]),
  },
  {
    pageKey: 'integration-partner',
    path: '/business/integration-partner',
    content: page(
      'Integration Partners',
      'Certified teams who bring {{brand}} try-on and skin analysis to your stores, websites and apps.',
      [
        rich([
          p(
            'Launching virtual try-on touches your product data, your store platform, your apps and sometimes your counters. Our integration partners have done it many times: they are trained and certified by {{brand}}, and they work with our solution team on every project.',
          ),
        ]),
        {
          component: 'card-grid',
          title: 'Certified integrators',
          cards: [
            {
              title: 'Example Digital Works',
              description: 'Store plugins, product page design and analytics set-up for online shops.',
            },
            {
              title: 'Sample Retail Systems',
              description: 'Counter tablets, smart mirrors and in-store kiosks, installed and maintained.',
            },
            {
              title: 'Demo App Studio',
              description: 'Native iOS and Android apps built with the {{brand}} SDK.',
            },
          ],
        },
        {
          component: 'steps',
          title: 'How a partner project runs',
          steps: [
            {
              name: 'Introduction',
              text: 'Tell us about your project; we introduce the partner that fits your channels and region.',
            },
            {
              name: 'Joint plan',
              text: 'The partner and our solution team agree on scope, timeline and the products to launch.',
            },
            {
              name: 'Build and launch',
              text: 'The partner integrates and tests; our team reviews quality before go-live.',
            },
          ],
        },
        {
          component: 'cta-banner',
          title: 'Become an integration partner',
          description: 'Agencies and system integrators can apply for training and certification.',
          cta: cta('Apply', '/business/contact-us/sales'),
        },
      ],
    ),
  },
  {
    pageKey: 'beauty-fashion-metaverse',
    path: '/business/beauty-fashion-metaverse',
    content: page(
      'Beauty and Fashion in the Metaverse',
      'Our virtual showcase of 2022: try-on for avatars, digital makeup collections and what they taught us about shopping in 3D worlds.',
      [
        rich([
          p(
            'In spring 2022 {{brand}} opened a virtual showroom where visitors dressed their avatars in digital makeup, hair colour and accessories, then tried the same looks on their own faces with the camera. Over three weeks, brands, creators and retailers explored what beauty means when the mirror is a screen.',
          ),
          h2('What visitors could do'),
          ul(
            'Design a look on an avatar and carry it over to a live selfie try-on.',
            'Browse limited digital collections from four partner brands.',
            'Join daily guided tours with our make-up artists and 3D designers.',
            'Save looks to a wish list and buy the physical products in partner stores.',
          ),
          h2('What we learned'),
          p(
            'Shoppers treated digital makeup as a way to experiment with bolder colours than they usually wear, and many went on to try those colours on their own faces. Consistent colour between the avatar and the camera proved essential: the same shade data now powers every {{brand}} channel.',
          ),
        ]),
        {
          component: 'stats',
          title: 'The showcase in figures',
          items: [
            { value: '3 weeks', label: 'open to visitors' },
            { value: '4', label: 'partner brands with digital collections' },
            { value: '120k', label: 'avatar looks created' },
          ],
        },
        {
          component: 'card-grid',
          title: 'Keep exploring',
          cards: [
            {
              title: 'Generative AI',
              description: 'The technology behind looks created from a description.',
              link: '/business/technologies/generative-ai',
            },
            {
              title: '3D VTO format',
              description: 'One 3D asset for web, app and virtual worlds.',
              link: '/business/products/3d-vto-format',
            },
            {
              title: 'Global Beauty Tech Forum',
              description: 'This year’s talks on AI, AR and beauty retail.',
              link: '/business/global-beauty-tech-forum',
            },
          ],
        },
        {
          component: 'cta-banner',
          title: 'Plan a virtual launch with us',
          description: 'Our team helps brands take collections into 3D worlds and back to the real shelf.',
          cta: cta('Contact sales', '/business/contact-us/sales'),
        },
      ],
    ),
  },
  {
    pageKey: 'CES2022',
    path: '/business/CES2022',
    content: page(
      '{{brand}} at CES 2022',
      'Las Vegas, 5–8 January 2022: live demonstrations of AI skin analysis, virtual makeup and hand-tracked accessories.',
      [
        rich([
          p(
            'At CES 2022 our booth in the Health and Wellness area showed how beauty tech moves between the phone, the counter and the mirror. Visitors scanned their skin, tried on lipstick and rings, and met the team that builds the engine.',
          ),
          h2('On the booth'),
          ul(
            'AI Skin Diagnostic: fifteen skin concerns scored from one selfie, shown on a smart mirror.',
            'Virtual Makeup: every lip and eye product of a full collection, live on video.',
            'AR rings and watches: hand tracking that keeps jewellery in place as hands move.',
            'Beauty Advisor 1-on-1: live video consultations with try-on built in.',
          ),
          h2('Talks'),
          p(
            'Our chief technology officer spoke on the panel “Inclusive AI for beauty”, on training models that work for every skin tone, and our product team gave daily fifteen-minute demos for retailers.',
          ),
        ]),
        {
          component: 'stats',
          title: 'CES 2022 in figures',
          items: [
            { value: '4 days', label: 'of live demonstrations' },
            { value: '6,000+', label: 'skin scans on the booth' },
            { value: '300+', label: 'meetings with brands and retailers' },
          ],
        },
        {
          component: 'card-grid',
          title: 'The products we showed',
          cards: [
            {
              title: 'AI Skin Diagnostic',
              description: 'A clinical-grade skin analysis on any phone.',
              link: '/business/products/ai-skin-diagnostic',
            },
            {
              title: 'Virtual Makeup Try-On',
              description: 'Every lip, eye and face product, tried on live.',
              link: '/business/products/virtual-makeup',
            },
            {
              title: 'AR Virtual Ring Try-On',
              description: 'Rings that stay on the finger as hands move.',
              link: '/business/products/ar-virtual-ring',
            },
          ],
        },
        {
          component: 'cta-banner',
          title: 'Missed us in Las Vegas?',
          description: 'Book the same demonstration online with our team.',
          cta: cta('Book a demo', '/business/contact-us/sales?event=CES2022'),
        },
      ],
    ),
  },
  {
    pageKey: 'ai-apis',
    path: '/business/ai-apis',
    content: page('AI APIs', 'Face, skin and hair AI as simple cloud APIs.', [
      {
        component: 'card-grid',
        title: 'Available APIs',
        cards: [
          { title: 'Skin Analysis API', description: 'Scores for fifteen skin concerns from one photo.' },
          { title: 'Face Attributes API', description: 'Face shape, features and ratios.' },
          { title: 'Hair Analysis API', description: 'Length, type, density and frizz.' },
          { title: 'Makeup Transfer API', description: 'Apply a reference look to a new face.' },
        ],
      },
      {
        component: 'steps',
        title: 'Getting started',
        steps: [
          { name: 'Create a key', text: 'Sign up and create an API key in the console.' },
          { name: 'Send a photo', text: 'POST an image and receive JSON results.' },
          { name: 'Scale', text: 'Pay for what you use with volume pricing.' },
        ],
      },
    ]),
  },
  {
    pageKey: 'investors',
    path: '/business/investors',
    content: page('Investors', 'Information for shareholders and analysts.', [
      rich([
        p('Financial reports, presentations and governance documents are published on our investor site.'),
        p('For investor enquiries, contact the investor relations team through the contact page.'),
      ]),
      {
        component: 'cta-banner',
        title: 'Investor site',
        description: 'Reports and announcements.',
        cta: cta('Visit the investor site', 'https://investors.example.com/'),
      },
    ]),
  },
  {
    pageKey: 'plan',
    path: '/business/plan',
    content: page(
      'Plans for Every Brand',
      'Self-serve plans for growing brands, custom plans for global groups.',
      [
        {
          component: 'card-grid',
          title: 'Choose a solution',
          cards: [
            {
              title: 'Makeup',
              description: 'Makeup try-on plans.',
              link: '/business/solutions/online-service/makeup/plan',
            },
            {
              title: 'Eyewear',
              description: 'Eyewear try-on plans.',
              link: '/business/solutions/online-service/eye-wear/plan',
            },
            {
              title: 'Skincare Pro',
              description: 'Skin analysis plans.',
              link: '/business/solutions/online-service/skincare-pro/plan',
            },
            {
              title: 'Aesthetic Simulation',
              description: 'Clinic simulation plans.',
              link: '/business/solutions/online-service/aesthetic-simulation/plan',
            },
          ],
        },
      ],
    ),
  },
];

/** spec 001 §2.2: /perfectbeauty/youcam/terms-of-service and its suffixes (no site frame). */
export const TOS_PRODUCTS: readonly (readonly [string, string])[] = [
  ['', '{{brand}} apps and services'],
  ['-yat', '{{brand}} Try-On'],
  ['-yco', '{{brand}} Online Editor'],
  ['-ycc', '{{brand}} Cut'],
  ['-ycn', '{{brand}} Nails'],
  ['-ycv', '{{brand}} Video'],
  ['-yce', '{{brand}} Enhance'],
  ['-yca', '{{brand}} AI Art'],
  ['-ycp', '{{brand}} Photo'],
  ['-ymk', '{{brand}} Makeup'],
  ['-api', '{{brand}} AI API'],
];

export const TERMS_PAGES: readonly InfoSeed[] = TOS_PRODUCTS.map(([suffix, product]) => ({
  pageKey: `terms-of-service${suffix}`,
  path: `/perfectbeauty/youcam/terms-of-service${suffix}`,
  content: page(`Terms of Service: ${product}`, `The agreement between you and {{brand}} for ${product}.`, [
    rich([
      p(UPDATED),
      h2('1. Using the service'),
      p(
        `By installing or using ${product} you accept these terms. If you use it for an organisation, you confirm you may accept them on its behalf.`,
      ),
      h2('2. Your content'),
      p(
        'Photos and videos you create stay yours. You give us the limited permission needed to process them to provide the features you ask for.',
      ),
      h2('3. Subscriptions'),
      p(
        'Paid features renew automatically until cancelled in your app store or account settings. Refunds follow the rules of the store where you paid.',
      ),
      h2('4. Acceptable use'),
      ul(
        'Do not use the service to create misleading images of real people without consent.',
        'Do not try to reverse engineer or overload the service.',
      ),
      h2('5. Changes and contact'),
      p('We may update these terms and will show the new date above. Questions: use the support page.'),
    ]),
  ]),
}));

/**
 * spec 001 §2.1: the targets of the Japanese-only menu items — a world-expo technology-provision page
 * (business) and a TV exposure page (consumer). Written in Japanese, with an English entry that other
 * languages fall back to (spec 001 §7 defaultEnu).
 */
export type LocalisedPageSeed = InfoSeed & {
  type: 'INFO_PAGE' | 'CONSUMER_PAGE';
  languageType: 'jpn' | 'enu';
};

const expo = (lt: 'jpn' | 'enu'): LocalisedPageSeed => {
  const ja = lt === 'jpn';
  return {
    type: 'INFO_PAGE',
    languageType: lt,
    pageKey: 'world-expo-technology',
    path: '/business/world-expo-technology',
    content: page(
      ja ? '万博パビリオンへの技術提供' : 'Technology for a World Expo Pavilion',
      ja
        ? '{{brand}}のAR・AI技術が、万博パビリオンの来場者体験を支えました。'
        : "{{brand}}'s AR and AI technology powered the visitor experience of a World Expo pavilion.",
      [
        rich([
          p(
            ja
              ? '会期中、パビリオンの来場者はカメラの前に立つだけで、未来のメイクやヘアカラーをその場で試すことができました。顔の検出から描画までを端末上で行うため、画像が外部に送られることはありません。'
              : 'Throughout the expo, visitors could step in front of a camera and try future makeup and hair colours on the spot. Detection and rendering ran on the device, so no image ever left the booth.',
          ),
          h2(ja ? '提供した技術' : 'What we provided'),
          ul(
            ...(ja
              ? ['リアルタイムのバーチャルメイク', 'AI肌診断による展示ガイド', '多言語対応のタッチパネル体験']
              : [
                  'Real-time virtual makeup',
                  'An exhibit guide driven by AI skin analysis',
                  'Touch-screen experiences in several languages',
                ]),
          ),
        ]),
        {
          component: 'cta-banner',
          title: ja ? 'イベントでの導入をご検討ですか？' : 'Planning an event installation?',
          description: ja
            ? '展示会や店舗イベント向けの構成をご提案します。'
            : 'We can propose a set-up for trade fairs and in-store events.',
          cta: cta(ja ? '営業へのお問い合わせ' : 'Contact sales', '/business/contact-us/sales'),
        },
      ],
    ),
  };
};

const tv = (lt: 'jpn' | 'enu'): LocalisedPageSeed => {
  const ja = lt === 'jpn';
  return {
    type: 'CONSUMER_PAGE',
    languageType: lt,
    pageKey: 'tv-exposure',
    path: '/consumer/tv-exposure',
    content: page(
      ja ? 'テレビで紹介されました' : 'As Seen on TV',
      ja
        ? '{{brand}}のアプリがテレビ番組で取り上げられました。'
        : '{{brand}} apps have been featured on television programmes.',
      [
        rich([
          p(
            ja
              ? '情報番組やバラエティ番組で、{{brand}}のメイクアプリや写真編集アプリが紹介されました。出演者がその場でメイクを試したり、写真を加工したりする様子が放送されました。'
              : 'Information and variety programmes have shown our makeup and photo apps, with presenters trying looks and retouching photos live on air.',
          ),
          h2(ja ? '番組で紹介された機能' : 'Features shown on air'),
          ul(
            ...(ja
              ? ['リアルタイムのメイクフィルター', 'AIによる写真の高画質化', 'ヘアカラーのお試し']
              : ['Live makeup filters', 'AI photo enhancement', 'Hair colour try-on']),
          ),
        ]),
        {
          component: 'cta-banner',
          title: ja ? 'アプリを試してみましょう' : 'Try the apps yourself',
          description: ja ? '無料でダウンロードできます。' : 'They are free to download.',
          cta: cta(ja ? 'アプリ一覧' : 'See our apps', '/consumer/apps'),
        },
      ],
    ),
  };
};

export const JAPANESE_MENU_PAGES: readonly LocalisedPageSeed[] = [
  expo('jpn'),
  expo('enu'),
  tv('jpn'),
  tv('enu'),
];
