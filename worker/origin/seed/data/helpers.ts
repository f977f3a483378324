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

export function page(title: string, description: string, sections: Section[]): ContentPage {
  return {
    topBanner: { title, description, backgroundDesktop: null, backgroundMobile: null },
    sections,
  };
}

/** A compact per-topic brief; the template only arranges it, every word comes from the brief. */
export type Brief = {
  slug: string;
  title: string;
  promise: string;
  detail: string;
  benefits: readonly (readonly [string, string])[];
  faq: readonly [string, string];
  functionKey?: string;
};

export const salesForm = (title: string): Section => ({
  component: 'section-form',
  title,
  description: 'Tell us about your brand and a specialist will reply within one business day.',
  formType: 'contact-sales',
  variant: 'a',
});

export const trialForm = (title: string): Section => ({
  component: 'section-form',
  title,
  description: 'Start a free trial and see it working on your own catalogue.',
  formType: 'free-trial',
  variant: 'b',
});

/** A business solution page (products, technologies, services, campaigns) from its brief. */
export function solutionPage(b: Brief, kind: 'product' | 'technology' | 'service' | 'campaign'): ContentPage {
  const sections: Section[] = [
    {
      component: 'media-text',
      title: b.title,
      body: b.detail,
      image: null,
      imagePosition: 'right',
      cta: cta('Contact sales', '/business/contact-us/sales'),
    },
    {
      component: 'feature-carousel',
      title: kind === 'technology' ? 'What it makes possible' : 'What you get',
      items: b.benefits.map(([title, description]) => ({ title, description, image: null })),
    },
    { component: 'section-faq', title: 'Questions', faqs: [{ question: b.faq[0], answer: b.faq[1] }] },
  ];
  if (kind === 'product' || kind === 'campaign') {
    sections.push(salesForm(`Bring ${b.title} to your customers`), trialForm(`Try ${b.title} free`));
  } else {
    sections.push({
      component: 'cta-banner',
      title: `Talk to us about ${b.title}`,
      description: 'Our solution team will map it to your channels, markets and catalogue.',
      cta: cta('Contact sales', '/business/contact-us/sales'),
    });
  }
  return page(b.title, b.promise, sections);
}

export function briefText(b: Brief): string {
  return `${b.promise} ${b.detail}`.slice(0, 300);
}
