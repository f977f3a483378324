/**
 * The templates that arrange the content files into CMS pages (content/README.md): plain functions,
 * no I/O, so the seed generator (scripts/seed-content.mjs, Node's type stripping) and the worker tests
 * (inside workerd) run the same code. Every word comes from content/ — a brief or ui.json.
 */
import { AUDIENCE_LANGS, type Code3, code3ForLang } from '../../shared/languages';
import type { ContentPage, Cta, LanguageType, RichBlock, Section } from '../../shared/smb/content';
import type { Brief, BriefText } from './schemas.ts';

export type { Brief, BriefText };
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
  /** The content file it comes from (for error messages; not stored). */
  source?: string;
};

/** spec 001 §1: business in nine languages, consumer in eight — as content language types (shared/languages.ts). */
export const BUSINESS_LTS: readonly Code3[] = AUDIENCE_LANGS.business.map(code3ForLang);
export const CONSUMER_LTS: readonly Code3[] = AUDIENCE_LANGS.consumer.map(code3ForLang);

export function cta(ctaText: string, ctaLink: string, buttonType: Cta['buttonType'] = 'primary'): Cta {
  const external = ctaLink.startsWith('http');
  return { buttonType, ctaLink, ctaText, newTab: external, nofollow: false, image: null };
}

export const p = (text: string): RichBlock => ({ type: 'paragraph', text });
export const h2 = (text: string): RichBlock => ({ type: 'heading', level: 2, text });
export const ul = (...items: string[]): RichBlock => ({ type: 'list', ordered: false, items });
export const ol = (...items: string[]): RichBlock => ({ type: 'list', ordered: true, items });

export function page(title: string, description: string, sections: Section[]): ContentPage {
  return {
    topBanner: { title, description, backgroundDesktop: null, backgroundMobile: null },
    sections,
  };
}

/** A [heading, text] pair: a benefit, a step, a use case, a question and its answer, a figure and its label. */
export type Pair = readonly [string, string];
export type SolutionKind = 'product' | 'technology' | 'service' | 'campaign';
/**
 * The words the seed's templates add around the briefs (section titles, buttons, forms), per language.
 * `{title}` is replaced with the page's title. A language gives them in content/<lang>/ui.json (words by pointer, content/README.md).
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

export const fill = (template: string, title: string): string => template.replaceAll('{title}', title);

export const salesForm = (title: string, ui: SeedUi): Section => ({
  component: 'section-form',
  title,
  description: ui.salesFormDescription,
  formType: 'contact-sales',
  variant: 'a',
});

export const trialForm = (title: string, ui: SeedUi): Section => ({
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
export function briefFaqs(b: BriefText, kind: SolutionKind, ui: SeedUi): Pair[] {
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
  ui: SeedUi,
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
    // The engine's own result on the sample portrait (issue 39 §3), after the overview: below the
    // first screen, its pictures lazy (decision 0242).
    ...(b.picture ? [{ component: 'before-after' as const, ...b.picture }] : []),
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
