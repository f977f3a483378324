/**
 * Building blocks of the seed content. Plain data + small template functions; no runtime imports
 * outside this folder, so `node scripts/seed-content.mjs` can load it with Node's type stripping
 * (`import type` only; `.ts` extensions in relative imports).
 */
import type { ContentPage, Cta, LanguageType, RichBlock, Section } from '../../../../shared/smb/content';

export type CmsSeed = {
  type: string;
  pageKey: string;
  languageType: LanguageType;
  content: unknown;
  status?: 'published' | 'draft';
  formId?: string;
  functionKey?: string;
  seo?: { metaTitle: string; metaDescription: string };
  /** The site path (without language prefix) this entry is the page of: gets an SEO meta record. */
  path?: string;
  /** Extra SEO fields for the path's meta record (serpFaqs, serpSteps, …). */
  seoExtra?: Record<string, unknown>;
  sortDate?: string;
  /** Store a pre-rendered snapshot with the version (decision 0040). */
  snapshot?: boolean;
};

/** spec 001 §1: business in nine languages, consumer in eight — as content language types. */
export const BUSINESS_LTS = ['enu', 'cht', 'chs', 'jpn', 'fra', 'kor', 'deu', 'esp', 'ita'] as const;
export const CONSUMER_LTS = ['enu', 'cht', 'jpn', 'deu', 'fra', 'esp', 'ptb', 'ita'] as const;
export type BusinessLt = (typeof BUSINESS_LTS)[number];
export type ConsumerLt = (typeof CONSUMER_LTS)[number];

/** A text in every business language, in BUSINESS_LTS order. */
export type B9 = readonly [string, string, string, string, string, string, string, string, string];
/** A text in every consumer language, in CONSUMER_LTS order. */
export type C8 = readonly [string, string, string, string, string, string, string, string];

export function pickB(t: B9, lt: BusinessLt): string {
  return t[BUSINESS_LTS.indexOf(lt)]!;
}
export function pickC(t: C8, lt: ConsumerLt): string {
  return t[CONSUMER_LTS.indexOf(lt)]!;
}

export function cta(ctaText: string, ctaLink: string, buttonType: Cta['buttonType'] = 'primary'): Cta {
  const external = ctaLink.startsWith('http');
  return { buttonType, ctaLink, ctaText, newTab: external, nofollow: false, image: null };
}

export const p = (text: string): RichBlock => ({ type: 'paragraph', text });
export const h2 = (text: string): RichBlock => ({ type: 'heading', level: 2, text });
export const h3 = (text: string): RichBlock => ({ type: 'heading', level: 3, text });
export const ul = (...items: string[]): RichBlock => ({ type: 'list', ordered: false, items });
export const ol = (...items: string[]): RichBlock => ({ type: 'list', ordered: true, items });
/** A rich-editor section of blocks. */
export const rich = (blocks: RichBlock[], title?: string): Section => ({
  component: 'rich-editor',
  title,
  blocks,
});

export function page(title: string, description: string, sections: Section[]): ContentPage {
  return {
    topBanner: { title, description, backgroundDesktop: null, backgroundMobile: null },
    sections,
  };
}

/** A [heading, text] pair: a benefit, a step, a use case, a question and its answer, a figure and its label. */
export type Pair = readonly [string, string];

/**
 * A compact per-topic brief; the template only arranges it, every word comes from the brief or from
 * the language's SeedUi. Translations (data/l10n/<lang>/) are `BriefText`: the same fields without
 * the ones that are not words.
 */
export type Brief = {
  slug: string;
  title: string;
  promise: string;
  detail: string;
  benefits: readonly Pair[];
  /** How it works, in order: [step, what happens]. Without it the kind's steps from SeedUi. */
  steps?: readonly Pair[];
  /** Who uses it where: [use case, what they do]. */
  useCases?: readonly Pair[];
  /** Proof figures: [value, what it measures] — at most 8, values ≤ 20 characters. */
  proof?: readonly Pair[];
  /** The page's own questions (1–3); the kind's common questions from SeedUi follow, 3–6 in all. */
  faqs: readonly Pair[];
  /** Slugs of related pages of the same family (not words: never translated). */
  related?: readonly string[];
  functionKey?: string;
};
export type SolutionKind = 'product' | 'technology' | 'service' | 'campaign';
/** What a translation of a brief gives: every field that is words. */
export type BriefText = Omit<Brief, 'slug' | 'related' | 'functionKey'>;

/**
 * The words the seed's templates add around the briefs (section titles, buttons, forms), per language.
 * `{title}` is replaced with the page's title. A translation (data/l10n/<lang>/ui.ts) must give all of them.
 */
export type BusinessUi = {
  overview: Record<SolutionKind, string>;
  benefits: Record<SolutionKind, string>;
  stepsTitle: Record<SolutionKind, string>;
  steps: Record<SolutionKind, readonly Pair[]>;
  useCasesTitle: string;
  proofTitle: string;
  proof: Record<SolutionKind, readonly Pair[]>;
  faqTitle: string;
  commonFaqs: Record<SolutionKind, readonly Pair[]>;
  relatedTitle: Record<SolutionKind, string>;
  contactSales: string;
  salesFormTitle: string;
  salesFormDescription: string;
  trialFormTitle: string;
  trialFormDescription: string;
  talkTitle: string;
  talkDescription: string;
};
/** The consumer templates' words (feature and app pages). */
export type ConsumerUi = {
  featureStepsTitle: string;
  featureFaqTitle: string;
  featureCtaTitle: string;
  featureCtaDescription: string;
  getTheApp: string;
  appHighlights: string;
  appDownload: string;
  appFeaturesTitle: string;
};
export type SeedUi = BusinessUi & ConsumerUi;

export const EN_UI: SeedUi = {
  overview: {
    product: 'What it does',
    technology: 'Under the hood',
    service: 'How we work with you',
    campaign: 'About the campaign',
  },
  benefits: {
    product: 'What you get',
    technology: 'What it makes possible',
    service: 'What is included',
    campaign: 'Why it works',
  },
  stepsTitle: {
    product: 'How it works',
    technology: 'How it works',
    service: 'How an engagement runs',
    campaign: 'How to launch it',
  },
  steps: {
    product: [
      ['Share your catalogue', 'Send product data or shade swatches; we turn them into virtual products.'],
      ['Add it to your pages', 'Paste the web module or use the iOS and Android SDKs in your app.'],
      ['Go live and measure', 'Shoppers try it on their own face; the dashboard shows engagement and sales.'],
    ],
    technology: [
      ['Capture', 'A standard phone, laptop or mirror camera provides the frames; no special hardware.'],
      ['Understand', 'Our models read the face, hand or hair in every frame, on the device where possible.'],
      ['Render or report', 'The result is drawn in real time or returned as scores your product can use.'],
    ],
    service: [
      ['Discovery call', 'We learn your goals, channels and markets and agree on what success looks like.'],
      ['Build and review', 'Our team prepares the experience and you review it on your own devices.'],
      ['Launch and improve', 'We go live together and review the numbers with you every month.'],
    ],
    campaign: [
      ['Pick the products', 'Choose the shades or items the campaign should feature.'],
      ['Brand the page', 'We apply your colours, copy and launch dates to a tested layout.'],
      ['Promote and report', 'Share the link in ads and social posts and follow the results live.'],
    ],
  },
  useCasesTitle: 'Where teams use it',
  proofTitle: 'What brands report',
  proof: {
    product: [
      ['2.5x', 'higher add-to-cart rate for shoppers who try on'],
      ['30%', 'fewer returns on tried-on products'],
      ['3 min', 'more time spent on product pages'],
    ],
    technology: [
      ['1,000+', 'brands running on the same engine'],
      ['30 fps', 'live tracking on mid-range phones'],
      ['9', 'languages supported by the tools around it'],
    ],
    service: [
      ['2–6 wk', 'typical time from kick-off to launch'],
      ['24 h', 'response time for launch-day issues'],
      ['40+', 'markets served by our teams'],
    ],
    campaign: [
      ['5 days', 'from brief to a live campaign page'],
      ['2x', 'more product views during the campaign'],
      ['100%', 'of results visible in your dashboard'],
    ],
  },
  faqTitle: 'Frequently asked questions',
  commonFaqs: {
    product: [
      [
        'How long does integration take?',
        'Most brands go live in two to six weeks: the web module is one script, and our team maps your catalogue with you.',
      ],
      [
        'What happens to shoppers’ camera images?',
        'Frames are processed only to show the effect and are not stored unless the shopper saves a result. Our privacy policy has the details.',
      ],
    ],
    technology: [
      [
        'Can we use it in our own app?',
        'Yes. The same engine is available as web modules, iOS and Android SDKs and server APIs under a licence.',
      ],
      [
        'Where does the processing run?',
        'On the shopper’s device wherever possible; server processing is used only for features that need it and stores nothing by default.',
      ],
    ],
    service: [
      [
        'Who owns the content and the data?',
        'You do. Content made for you and the data your shoppers create belong to your brand; we process it only on your instructions.',
      ],
      [
        'How is the service priced?',
        'By scope: after the discovery call you receive a fixed quote for the build and a monthly fee for running it.',
      ],
    ],
    campaign: [
      [
        'How quickly can a campaign go live?',
        'A campaign on a ready template usually goes live within a week of receiving your products and artwork.',
      ],
      [
        'Can we measure the results?',
        'Yes. Views, try-ons, captured leads and clicks to your store are reported live in the dashboard.',
      ],
    ],
  },
  relatedTitle: {
    product: 'Related products',
    technology: 'Related technologies',
    service: 'Related services',
    campaign: 'More campaigns',
  },
  contactSales: 'Contact sales',
  salesFormTitle: 'Bring {title} to your customers',
  salesFormDescription: 'Tell us about your brand and a specialist will reply within one business day.',
  trialFormTitle: 'Try {title} free',
  trialFormDescription: 'Start a free trial and see it working on your own catalogue.',
  talkTitle: 'Talk to us about {title}',
  talkDescription: 'Our solution team will map it to your channels, markets and catalogue.',
  featureStepsTitle: 'How to use {title}',
  featureFaqTitle: 'Questions',
  featureCtaTitle: 'Try {title} free',
  featureCtaDescription: 'Available in the {{brand}} apps on iOS and Android.',
  getTheApp: 'Get the app',
  appHighlights: 'Highlights',
  appDownload: 'Download free',
  appFeaturesTitle: 'Popular tools in {title}',
};

export const fill = (template: string, title: string): string => template.replaceAll('{title}', title);

export const salesForm = (title: string, ui: SeedUi = EN_UI): Section => ({
  component: 'section-form',
  title,
  description: ui.salesFormDescription,
  formType: 'contact-sales',
  variant: 'a',
});

export const trialForm = (title: string, ui: SeedUi = EN_UI): Section => ({
  component: 'section-form',
  title,
  description: ui.trialFormDescription,
  formType: 'free-trial',
  variant: 'b',
});

const FOLDER: Record<SolutionKind, string> = {
  product: 'products',
  technology: 'technologies',
  service: 'services',
  campaign: 'campaign',
};

/** The questions of a solution page: its own first, then the kind's common ones, at most six. */
export function briefFaqs(b: BriefText, kind: SolutionKind, ui: SeedUi = EN_UI): Pair[] {
  return [...b.faqs, ...ui.commonFaqs[kind]].slice(0, 6);
}

/**
 * A business solution page (products, technologies, services, campaigns) from its brief: overview,
 * benefits, how it works, use cases, proof figures, FAQ, related pages, then forms or a contact banner.
 * `related` are the briefs (in the same language) of the related pages.
 */
export function solutionPage(
  b: BriefText,
  kind: SolutionKind,
  ui: SeedUi = EN_UI,
  related: readonly Pick<Brief, 'slug' | 'title' | 'promise'>[] = [],
): ContentPage {
  const pairs = (list: readonly Pair[]) => list.map(([title, description]) => ({ title, description }));
  const sections: Section[] = [
    {
      component: 'media-text',
      title: ui.overview[kind],
      body: b.detail,
      image: null,
      imagePosition: 'right',
      cta: cta(ui.contactSales, '/business/contact-us/sales'),
    },
    {
      component: 'feature-carousel',
      title: ui.benefits[kind],
      items: b.benefits.map(([title, description]) => ({ title, description, image: null })),
    },
    {
      component: 'steps',
      title: ui.stepsTitle[kind],
      steps: (b.steps ?? ui.steps[kind]).map(([name, text]) => ({ name, text, image: null })),
    },
  ];
  if (b.useCases?.length) {
    sections.push({ component: 'card-grid', title: ui.useCasesTitle, cards: pairs(b.useCases) });
  }
  sections.push({
    component: 'stats',
    title: ui.proofTitle,
    items: (b.proof ?? ui.proof[kind]).map(([value, label]) => ({ value, label })),
  });
  sections.push({
    component: 'section-faq',
    title: ui.faqTitle,
    faqs: briefFaqs(b, kind, ui).map(([question, answer]) => ({ question, answer })),
  });
  if (related.length) {
    sections.push({
      component: 'card-grid',
      title: ui.relatedTitle[kind],
      cards: related.map((r) => ({
        title: r.title,
        description: r.promise,
        link: `/business/${FOLDER[kind]}/${r.slug}`,
      })),
    });
  }
  if (kind === 'product' || kind === 'campaign') {
    sections.push(
      salesForm(fill(ui.salesFormTitle, b.title), ui),
      trialForm(fill(ui.trialFormTitle, b.title), ui),
    );
  } else {
    sections.push({
      component: 'cta-banner',
      title: fill(ui.talkTitle, b.title),
      description: ui.talkDescription,
      cta: cta(ui.contactSales, '/business/contact-us/sales'),
    });
  }
  return page(b.title, b.promise, sections);
}

/** The related pages of a brief: its `related` slugs, else its three neighbours in the list. */
export function relatedSlugs(list: readonly Brief[], b: Brief): string[] {
  if (b.related) return [...b.related];
  const i = list.indexOf(b);
  const others = list.filter((x) => x !== b);
  if (others.length === 0) return [];
  return [0, 1, 2].map((k) => others[(i + k) % others.length]!.slug).filter((s, k, a) => a.indexOf(s) === k);
}

export function briefText(b: BriefText): string {
  return `${b.promise} ${b.detail}`.slice(0, 300);
}
