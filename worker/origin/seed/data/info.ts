import type { ContentPage, RichBlock, Section } from '../../../../shared/smb/content';
import { cta, h2, ol, p, page, ul } from './helpers.ts';

/** Business info pages (spec 001 §2.2) and the terms-of-service pages without frame. */
type InfoSeed = { pageKey: string; path: string; content: ContentPage };

const rich = (blocks: RichBlock[], title?: string): Section => ({ component: 'rich-editor', title, blocks });

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
      'How {{brand}} handles personal data on this website and in our business services.',
      [
        rich([
          p(UPDATED),
          h2('What we collect'),
          ul(
            'Contact details you give us in forms, such as name, work e-mail and company.',
            'Account data for business users: sign-in details and subscription records.',
            'Usage data: pages visited and device information, with consent where required.',
          ),
          h2('Camera images'),
          p(
            'Images used for try-on and analysis are processed to produce the result and are not kept unless you or the brand you use explicitly save them.',
          ),
          h2('Your rights'),
          p(
            'You may ask for access, correction or deletion of your data at any time through the contact page.',
          ),
        ]),
      ],
    ),
  },
  {
    pageKey: 'terms',
    path: '/business/terms',
    content: page('Terms of Use', 'The terms that apply when you use this website.', [
      rich([
        p(UPDATED),
        ol(
          'This website is provided by {{brand}} for information about our products and services.',
          'Content on this website may not be copied for commercial use without written permission.',
          'Business services are governed by the agreement signed with each customer.',
          'We may update these terms; the date above shows the latest version.',
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
          p(
            'The plugin reads product titles, images and variant identifiers to create try-on shades. It does not read customer orders or payment data.',
          ),
          p('Shopper camera images are processed in the browser session and are not stored by the plugin.'),
          p('Uninstalling the plugin deletes store data we hold within 30 days.'),
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
          'You confirm you have the rights to the product images you upload.',
          'You may cancel at any time; access ends at the end of the billing period.',
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
        p(
          'The SDK processes camera frames on the device to render try-on and analysis. Frames are not sent to our servers unless your app calls a cloud feature.',
        ),
        p('Diagnostic data (SDK version, device model, errors) may be collected to keep the SDK reliable.'),
        p(
          'App developers are responsible for telling their users about the SDK in their own privacy notice.',
        ),
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
    content: page('Integration Partners', 'Certified teams who integrate {{brand}} in stores and apps.', [
      {
        component: 'card-grid',
        title: 'Certified integrators',
        cards: [
          { title: 'Example Digital Works', description: 'Store plugins and site integrations.' },
          { title: 'Sample Retail Systems', description: 'Counter tablets and smart mirrors.' },
          { title: 'Demo App Studio', description: 'Native app integrations with the SDK.' },
        ],
      },
    ]),
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
const TOS_PRODUCTS: readonly (readonly [string, string])[] = [
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
