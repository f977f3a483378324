import type { ContentPage, Section } from '../../../../shared/smb/content';
import { cta, page, trialForm } from './helpers.ts';

/**
 * Online-service pages (spec 001 §2.2): a Features view and a Plan & Pricing view per type. Prices are
 * in USD per month; the annual price is the monthly equivalent when billed yearly.
 */
export type OnlineService = {
  type: 'makeup' | 'eye-wear' | 'skincare-pro' | 'aesthetic-simulation';
  title: string;
  promise: string;
  features: readonly (readonly [string, string])[];
  steps: readonly (readonly [string, string])[];
  prices: { essential: [number, number]; premium: [number, number] };
  limits: { essential: string[]; premium: string[]; enterprise: string[] };
  faqs: readonly (readonly [string, string])[];
};

/** spec 000 §2: the free-trial form takes functionType and solutionType (spec 001 §3.1 solution entries). */
const TRIAL_QUERY: Record<OnlineService['type'], string> = {
  makeup: 'functionType=MAKEUP&solutionType=MAKEUP',
  'eye-wear': 'functionType=EYEWEAR&solutionType=EYEWEAR',
  'skincare-pro': 'functionType=SKINCARE_PRO&solutionType=SKIN_ANALYSIS',
  'aesthetic-simulation': 'functionType=SKINCARE_PRO&solutionType=AESTHETIC_SIMULATION',
};

export const SERVICES: readonly OnlineService[] = [
  {
    type: 'makeup',
    title: 'Makeup Virtual Try-On, Online',
    promise: 'Add live makeup try-on to your online store without writing code.',
    features: [
      ['Every category', 'Lips, eyes, brows, cheeks and complexion products.'],
      ['Shade builder', 'Create virtual shades from a swatch photo and a hex value.'],
      ['Store plugins', 'Install on popular store platforms in minutes.'],
      ['Analytics', 'Try-ons, favourite shades and add-to-cart events.'],
    ],
    steps: [
      ['Upload shades', 'Add products and their swatches in the console.'],
      ['Preview', 'Check each shade on sample faces and on yourself.'],
      ['Publish', 'Paste the snippet or install the plugin and go live.'],
    ],
    prices: { essential: [99, 79], premium: [299, 249] },
    limits: {
      essential: ['Up to 50 SKUs', '10,000 try-ons per month', 'Email support'],
      premium: ['Up to 500 SKUs', '100,000 try-ons per month', 'Looks and bundles', 'Priority support'],
      enterprise: ['Unlimited SKUs', 'Custom volumes', 'Dedicated success manager', 'SSO and audit logs'],
    },
    faqs: [
      [
        'Can I change plans later?',
        'Yes. Upgrades apply at once; downgrades apply at the next billing date.',
      ],
      [
        'What counts as a try-on?',
        'One opening of the try-on module by a visitor, whatever they try inside.',
      ],
      ['Do you offer a free trial?', 'Yes, 14 days on Essential or Premium, no card required.'],
    ],
  },
  {
    type: 'eye-wear',
    title: 'Eyewear Virtual Try-On, Online',
    promise: 'Let shoppers try every frame on their own face, online.',
    features: [
      ['Frame fitting', 'Frames sized to each face with pupil distance estimates.'],
      ['Photo to 3D', 'Create try-on frames from three product photos.'],
      ['Lens options', 'Show tints, gradients and mirror coatings.'],
      ['Compare view', 'Shoppers compare up to four frames side by side.'],
    ],
    steps: [
      ['Send frame photos', 'Front and side photos on a plain background.'],
      ['Review 3D frames', 'Approve each generated frame in the console.'],
      ['Go live', 'Add the try-on button to your product pages.'],
    ],
    prices: { essential: [129, 99], premium: [349, 299] },
    limits: {
      essential: ['Up to 50 frames', '10,000 try-ons per month', 'Email support'],
      premium: ['Up to 400 frames', '100,000 try-ons per month', 'Lens effects', 'Priority support'],
      enterprise: [
        'Unlimited frames',
        'Custom volumes',
        'Prescription lens previews',
        'Dedicated success manager',
      ],
    },
    faqs: [
      [
        'How accurate is frame sizing?',
        'Within a few millimetres for most faces when the full face is visible.',
      ],
      ['Can shoppers upload a photo?', 'Yes, live camera and photo upload are both supported.'],
      ['How long does frame creation take?', 'Usually two business days per batch.'],
    ],
  },
  {
    type: 'skincare-pro',
    title: 'Skincare Pro, Online',
    promise: 'Professional AI skin analysis for your website, spa or clinic.',
    features: [
      ['Fifteen concerns', 'Spots, wrinkles, texture, pores, redness, oiliness and more.'],
      ['Skin age and health', 'Overall scores shoppers understand at a glance.'],
      ['Routine builder', 'Map each concern to products or treatments.'],
      ['Reports', 'Branded reports by email or PDF.'],
    ],
    steps: [
      ['Choose concerns', 'Pick the concerns that match your range.'],
      ['Map products', 'Link products or treatments to each result.'],
      ['Embed', 'Add the analysis to a page or run it on a tablet.'],
    ],
    prices: { essential: [199, 159], premium: [499, 419] },
    limits: {
      essential: ['8 skin concerns', '2,000 analyses per month', 'Email support'],
      premium: ['All 15 concerns', '20,000 analyses per month', 'HD analysis mode', 'Priority support'],
      enterprise: ['Custom concerns', 'Custom volumes', 'Clinical calibration', 'Dedicated success manager'],
    },
    faqs: [
      ['Is a medical licence needed?', 'No. Skincare Pro is a cosmetic tool and makes no medical diagnosis.'],
      ['Can results be saved?', 'Yes, with the client’s consent, to compare visits over time.'],
      ['Which languages are supported?', 'The analysis interface is available in all site languages.'],
    ],
  },
  {
    type: 'aesthetic-simulation',
    title: 'Aesthetic Simulation, Online',
    promise: 'Show patients realistic previews of aesthetic treatments.',
    features: [
      ['Treatment library', 'Fillers, contouring and skin resurfacing previews.'],
      ['Subtle controls', 'Limits keep simulations realistic.'],
      ['Before and after', 'Slider and side-by-side consultation views.'],
      ['Consultation records', 'Save simulations to the patient file.'],
    ],
    steps: [
      ['Capture', 'Take a front photo under even light.'],
      ['Simulate', 'Adjust the treatment areas with the patient.'],
      ['Save and share', 'Store the result and send a copy to the patient.'],
    ],
    prices: { essential: [249, 199], premium: [599, 499] },
    limits: {
      essential: ['1 location', '300 simulations per month', 'Email support'],
      premium: ['Up to 5 locations', '3,000 simulations per month', 'Custom branding', 'Priority support'],
      enterprise: [
        'Unlimited locations',
        'Custom volumes',
        'Integration with clinic software',
        'Dedicated success manager',
      ],
    },
    faqs: [
      [
        'Are simulations a guarantee of results?',
        'No. They support the consultation; outcomes vary by patient.',
      ],
      ['Where are images stored?', 'In your account’s storage region, deleted on request.'],
      ['Can we use it on a tablet?', 'Yes, on recent iPads and Android tablets.'],
    ],
  },
];

/** The words the online-service templates add around a service (a translation gives its own). */
export const ONLINE_SERVICE_UI = {
  features: 'Features',
  steps: 'Live in three steps',
  plansTitle: 'See plans and pricing',
  plansDescription: 'Monthly and annual plans, each with a free trial.',
  viewPlans: 'View plans',
  trialTitle: 'Start your free trial',
  trialDescription: 'Start a free trial and see it working on your own catalogue.',
  planPageTitle: '{title}: Plans and Pricing',
  planPageDescription: 'Choose the plan that fits your catalogue and traffic.',
  startTrial: 'Start free trial',
  contactSales: 'Contact sales',
  plans: 'Plans',
  plansNote: 'Prices in US dollars per month. Annual billing saves about 20%.',
  essential: 'Essential',
  essentialDescription: 'For brands getting started.',
  premium: 'Premium',
  premiumDescription: 'For growing catalogues and traffic.',
  enterprise: 'Enterprise',
  enterpriseDescription: 'For global brands with custom needs.',
  compare: 'Compare plans',
  rowTrial: 'Free trial',
  rowAnalytics: 'Analytics dashboard',
  rowSupport: 'Priority support',
  rowManager: 'Dedicated success manager',
  faq: 'Plan questions',
};
export type OnlineServiceUi = typeof ONLINE_SERVICE_UI;
/** The words of a service: everything but its type and prices. */
export type OnlineServiceText = Omit<OnlineService, 'type' | 'prices'>;

/** The Features view of a service, in the language of `t` and `ui`. */
export function featurePage(
  s: OnlineService,
  t: OnlineServiceText = s,
  ui: OnlineServiceUi = ONLINE_SERVICE_UI,
): ContentPage {
  const sections: Section[] = [
    {
      component: 'card-grid',
      title: ui.features,
      cards: t.features.map(([title, description]) => ({ title, description, image: null })),
    },
    {
      component: 'steps',
      title: ui.steps,
      steps: t.steps.map(([name, text]) => ({ name, text, image: null })),
    },
    {
      component: 'cta-banner',
      title: ui.plansTitle,
      description: ui.plansDescription,
      cta: cta(ui.viewPlans, `/business/solutions/online-service/${s.type}/plan`),
    },
    {
      component: 'section-form',
      title: ui.trialTitle,
      description: ui.trialDescription,
      formType: 'free-trial',
      variant: 'b',
    },
  ];
  return page(t.title, t.promise, sections);
}

/** The Plan & Pricing view of a service, in the language of `t` and `ui`. */
export function planPage(
  s: OnlineService,
  t: OnlineServiceText = s,
  ui: OnlineServiceUi = ONLINE_SERVICE_UI,
): ContentPage {
  const plan = (
    name: string,
    description: string,
    price: [number, number] | null,
    features: readonly string[],
    highlighted: boolean,
  ) => ({
    name,
    description,
    monthlyPriceUsd: price?.[0] ?? null,
    annualPriceUsd: price?.[1] ?? null,
    features: [...features],
    cta: price
      ? cta(ui.startTrial, `/business/user/free-trial?${TRIAL_QUERY[s.type]}`)
      : cta(ui.contactSales, '/business/contact-us/sales'),
    highlighted,
  });
  return page(ui.planPageTitle.replace('{title}', t.title), ui.planPageDescription, [
    {
      component: 'plan-pricing',
      title: ui.plans,
      description: ui.plansNote,
      currency: 'USD',
      essential: plan(ui.essential, ui.essentialDescription, s.prices.essential, t.limits.essential, false),
      premium: plan(ui.premium, ui.premiumDescription, s.prices.premium, t.limits.premium, true),
      enterprise: plan(ui.enterprise, ui.enterpriseDescription, null, t.limits.enterprise, false),
    },
    {
      component: 'compare-table',
      title: ui.compare,
      columns: [ui.essential, ui.premium, ui.enterprise],
      rows: [
        { label: ui.rowTrial, values: [true, true, false] },
        { label: ui.rowAnalytics, values: [true, true, true] },
        { label: ui.rowSupport, values: [false, true, true] },
        { label: ui.rowManager, values: [false, false, true] },
      ],
    },
    {
      component: 'section-faq',
      title: ui.faq,
      faqs: t.faqs.map(([question, answer]) => ({ question, answer })),
    },
  ]);
}

export const ONLINE_SERVICE_PAGES: readonly { pageKey: string; path: string; content: ContentPage }[] = [
  ...SERVICES.flatMap((s) => [
    {
      pageKey: `online-service/${s.type}`,
      path: `/business/solutions/online-service/${s.type}`,
      content: featurePage(s),
    },
    {
      pageKey: `online-service/${s.type}/plan`,
      path: `/business/solutions/online-service/${s.type}/plan`,
      content: planPage(s),
    },
  ]),
  {
    pageKey: 'online-service/campaign',
    path: '/business/solutions/online-service/campaign',
    content: page(
      'Makeup Try-On for Your Store, Free for 14 Days',
      'Put live makeup try-on on your product pages this week and see what it does for conversion.',
      [
        {
          component: 'success-story-roi',
          title: 'What brands see after launch',
          items: [
            {
              conversionNumber: 2.5,
              conversionType: 'x',
              conversionDescription: 'higher add-to-cart rate for shoppers who try on',
              buttonText: 'Read the stories',
              buttonLink: '/business/successstory/list',
            },
            {
              conversionNumber: 35,
              conversionType: '%',
              conversionDescription: 'fewer shade-related returns',
              buttonText: 'See pricing',
              buttonLink: '/business/solutions/online-service/makeup/plan',
            },
            {
              conversionNumber: 180,
              conversionType: '%',
              conversionDescription: 'longer time on product pages',
              buttonText: 'Start a trial',
              buttonLink: '/business/user/free-trial?functionType=MAKEUP&solutionType=MAKEUP',
            },
          ],
        },
        {
          component: 'steps',
          title: 'How the trial works',
          steps: [
            { name: 'Sign up', text: 'Create an account; no card is needed for the trial.', image: null },
            { name: 'Add shades', text: 'Upload up to 20 products during the trial.', image: null },
            { name: 'Go live', text: 'Install the plugin and watch the dashboard.', image: null },
          ],
        },
        trialForm('Start the 14-day trial'),
      ],
    ),
  },
];
