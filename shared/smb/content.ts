import { z } from 'zod';
import { ROTATE_BANNER_MAX } from '../banner-rotation';
import { BLOG_CATEGORIES } from '../blog-categories';
import { CODE3S, code3ForLang, type LangKey } from '../languages';

/**
 * Contracts of the content calls (spec 001 §7 "strapi" rows) and the CMS shapes they carry (spec 001 §3).
 * Raw shapes only: pages never read them directly — shared/smb/content-reshape.ts turns them into
 * domain types (docs/architecture.md "Reshape foreign shapes at the border").
 */

// ─── Language types ──────────────────────────────────────────────────────────────────────────────

/** spec 001 §7 / §9: the three-letter content language codes (shared/languages.ts, the one table). */
export const LANGUAGE_TYPES = CODE3S;
export const LanguageTypeSchema = z.enum(LANGUAGE_TYPES);
export type LanguageType = z.infer<typeof LanguageTypeSchema>;

/** The fallback language of content (spec 001 §7 defaultEnu). */
export const DEFAULT_LANGUAGE_TYPE: LanguageType = 'enu';

export function languageTypeFor(lang: LangKey): LanguageType {
  return code3ForLang(lang);
}

// ─── Shared field rules for queries ──────────────────────────────────────────────────────────────

/** CMS content types are the vendor's (BUSINESS_MENU, PRODUCT_PAGE, …): a shape rule, not a closed list,
 * so a new type on the vendor's side is a 404 from the origin rather than a 400 from the proxy. */
export const CmsTypeParam = z
  .string()
  .regex(/^[A-Z][A-Z0-9_]{1,63}$/, 'an upper-case content type such as PRODUCT_PAGE');

/** Page keys are the path tail that names a page: `ai-skin-diagnostic`, `online-service/makeup/plan`. */
export const PageKeyParam = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_./-]*$/, 'letters, digits, - _ . /');

export const FormIdParam = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _');

export const IdParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'a positive integer')
  .transform(Number)
  .pipe(z.number().int().max(2_147_483_647));

/** Query flags arrive as strings ("true", "false", "1", "0"). */
export const FlagParam = z.stringbool().default(false);

// ─── Requests (spec 001 §7) ──────────────────────────────────────────────────────────────────────

/** GET `strapi.queryContentByLanguage` */
export const ContentByLanguageQuery = z.object({
  type: CmsTypeParam,
  languageType: LanguageTypeSchema,
  /** On: when no entry exists in languageType, answer the English (enu) entry. */
  defaultEnu: FlagParam,
  /** Absent for one-per-language types (menus, home pages). */
  pageKey: PageKeyParam.optional(),
  /** Preview: the draft of this form wins over the published entry (spec 001 §2.1 preview mode). */
  formId: FormIdParam.optional(),
});
export type ContentByLanguageQuery = z.infer<typeof ContentByLanguageQuery>;

/** GET `strapi.queryContentById` (cmsId previews of product and menu pages) */
/**
 * GET `strapi.queryContentById`. With the editor's preview form id (spec 001 §2.1, §2.2 `?cmsId=`
 * previews), that form's draft of the id answers too; without it, published entries only.
 */
export const ContentByIdQuery = z.object({ type: CmsTypeParam, id: IdParam, formId: FormIdParam.optional() });
export type ContentByIdQuery = z.infer<typeof ContentByIdQuery>;

/** GET `strapi.queryContentByVuid` — a vuid is the stable id of one published version. */
export const ContentByVuidQuery = z.object({
  vuid: z
    .string()
    .max(120)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and -'),
});
export type ContentByVuidQuery = z.infer<typeof ContentByVuidQuery>;

/** GET `strapi.queryContentByFormId` — the draft an editor previews. */
export const ContentByFormIdQuery = z.object({ formId: FormIdParam });
export type ContentByFormIdQuery = z.infer<typeof ContentByFormIdQuery>;

/**
 * GET `strapi.listContentByLanguage` — not shown in the spec; defined here for list pages
 * (blog, news, videos, success stories, colour trends). Newest first.
 */
export const ContentListQuery = z.object({
  type: CmsTypeParam,
  languageType: LanguageTypeSchema,
  defaultEnu: FlagParam,
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(100))
    .default(20),
  offset: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .default(0),
});
export type ContentListQuery = z.infer<typeof ContentListQuery>;

// ─── Building blocks of CMS content (spec 001 §3.1) ──────────────────────────────────────────────

const text = z.string().max(4000);
const shortText = z.string().max(300);
const isoDate = z.iso.datetime();
/**
 * A link the site builds: an in-site path (language prefix added by the page) or an http(s) URL.
 * Issue 44 (F22): `//host` and `/\host` are no in-site paths — browsers read both as another host —
 * and browsers drop tabs and line breaks from a URL (`/\t/host` is `//host`): all refused.
 */
const link = z
  .string()
  .regex(/^(\/(?![/\\])|https?:\/\/|mailto:)[^\t\n\r]*$/, 'a path, an http(s) URL or mailto:');
/** Media: the seed ships none (decision 0043); a real CMS sends URLs. */
const media = z
  .string()
  .regex(/^(\/|https?:\/\/)/)
  .nullable();

/**
 * spec 001 §3.1 banner rotateBanner (decision 0308): videos played one after another in the banner's
 * mobile area (`dpi: 'mobile'`) or its desktop area at 100 % (`dpi: 100`), after the banner's own video.
 */
export const RotateBannerSchema = z
  .array(
    z.object({
      dpi: z.union([z.literal('mobile'), z.literal(100)]),
      bannerVideo: z.string().regex(/^(\/|https?:\/\/)/, 'a path or an http(s) URL'),
    }),
  )
  .max(ROTATE_BANNER_MAX);

/** spec 001 §3.1 banner superscript: a short title with an optional icon above the banner's title. */
export const SuperscriptSchema = z.object({ title: shortText, icon: media }).nullable();

export const CtaSchema = z.object({
  buttonType: z.enum(['primary', 'secondary', 'link']),
  ctaLink: link,
  ctaText: shortText,
  newTab: z.boolean(),
  nofollow: z.boolean(),
  image: media.optional(),
});
export type Cta = z.infer<typeof CtaSchema>;

/**
 * Rich text as structured blocks (like Strapi's blocks editor), not HTML: nothing from the CMS is ever
 * injected as markup, so pages need no sanitiser (decision 0042).
 */
export const RichBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), level: z.union([z.literal(2), z.literal(3)]), text: shortText }),
  z.object({ type: z.literal('paragraph'), text }),
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(text).min(1).max(30) }),
  /** A pull quote (decision 0338): the words, and who said them when it is someone's. */
  z.object({ type: z.literal('quote'), text: shortText, cite: shortText.optional() }),
  /**
   * A picture in an article (decision 0338): a site image with its size (no layout shift), its
   * alternative text, and the caption as `text` (so every block's words are in `text` or `items`).
   */
  z.object({
    type: z.literal('figure'),
    src: z.string().regex(/^\/(media|art)\/[\w./-]+\.(png|jpe?g|webp|avif|svg)$/),
    width: z.number().int().min(16).max(4096),
    height: z.number().int().min(16).max(4096),
    alt: shortText,
    text: shortText,
  }),
]);
export type RichBlock = z.infer<typeof RichBlockSchema>;

const planSchema = z.object({
  name: shortText,
  description: text,
  /** USD per month when billed monthly; null = price on request (enterprise). */
  monthlyPriceUsd: z.number().nonnegative().nullable(),
  /** USD per month when billed annually. */
  annualPriceUsd: z.number().nonnegative().nullable(),
  features: z.array(shortText).max(20),
  cta: CtaSchema,
  highlighted: z.boolean(),
});
export type PlanContent = z.infer<typeof planSchema>;

/** A download-strip item (decision 0304): a file (format and size shown), a store button or a link. */
export const DownloadItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('file'),
    label: shortText,
    link,
    format: z.enum(['PDF', 'ZIP', 'PNG', 'JPG', 'SVG', 'CSV', 'XLSX', 'DOCX', 'PPTX', 'MP4']),
    /** The file's size in bytes, shown rounded ("PDF, 240 KB"). */
    sizeBytes: z.number().int().positive().max(2_000_000_000),
  }),
  z.object({
    kind: z.literal('app-store'),
    store: z.enum(['apple', 'google']),
    /** The app's name on the button. */
    label: shortText,
    link: z.string().regex(/^https:\/\//, 'an https store URL'),
  }),
  z.object({ kind: z.literal('link'), label: shortText, link, newTab: z.boolean().optional() }),
]);
export type DownloadItem = z.infer<typeof DownloadItemSchema>;

export const PRICING_VARIANTS = ['cards', 'matrix', 'single'] as const;
export const PRICE_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'TWD', 'CNY', 'KRW'] as const;

const pricingTierSchema = z.object({
  name: shortText,
  description: text.optional(),
  /** Per month when billed monthly, in the section's currency; null = price on request. */
  monthlyPrice: z.number().nonnegative().max(1_000_000).nullable(),
  /** Per month when billed annually; null = price on request. */
  annualPrice: z.number().nonnegative().max(1_000_000).nullable(),
  features: z.array(shortText).max(20),
  cta: CtaSchema.optional(),
  highlighted: z.boolean(),
});
export type PricingTier = z.infer<typeof pricingTierSchema>;

// ─── Page sections: one discriminated union over the component type ──────────────────────────────

const sectionBase = { anchor: z.string().max(60).optional() };

export const SectionSchema = z.discriminatedUnion('component', [
  z.object({
    ...sectionBase,
    component: z.literal('top-banner'),
    title: shortText,
    description: text,
    enhancedTitle: shortText.optional(),
    /** spec 001 §3.1 banner superscript (issue 42 §5: no longer dropped). */
    superscript: SuperscriptSchema.optional(),
    backgroundDesktop: media,
    backgroundMobile: media,
    videoDesktop: media.optional(),
    videoMobile: media.optional(),
    /** spec 001 §3.1 banner: the video's poster (else the background image). */
    poster: media.optional(),
    rotateBanner: RotateBannerSchema.optional(),
    ctas: z.array(CtaSchema).max(3),
  }),
  z.object({
    ...sectionBase,
    component: z.literal('rich-editor'),
    title: shortText.optional(),
    blocks: z.array(RichBlockSchema).max(200),
  }),
  z.object({
    ...sectionBase,
    component: z.literal('basic-section'),
    title: shortText,
    description: text,
    image: media.optional(),
    ctas: z.array(CtaSchema).max(3),
  }),
  z.object({
    ...sectionBase,
    component: z.literal('feature-carousel'),
    title: shortText,
    items: z
      .array(z.object({ title: shortText, description: text, image: media.optional() }))
      .min(1)
      .max(12),
  }),
  z.object({
    ...sectionBase,
    component: z.literal('plan-pricing'),
    title: shortText,
    description: text.optional(),
    currency: z.literal('USD'),
    essential: planSchema,
    premium: planSchema,
    enterprise: planSchema,
  }),
  z.object({
    ...sectionBase,
    component: z.literal('section-form'),
    title: shortText,
    description: text,
    formType: z.enum(['contact-sales', 'free-trial', 'newsletter']),
    /** spec 001 §2.2: a product page's form section follows query `type` (a default, b the other). */
    variant: z.enum(['a', 'b']),
  }),
  z.object({
    ...sectionBase,
    component: z.literal('section-faq'),
    title: shortText,
    faqs: z
      .array(z.object({ question: shortText, answer: text }))
      .min(1)
      .max(40),
  }),
  z.object({
    ...sectionBase,
    component: z.literal('compare-table'),
    title: shortText,
    columns: z.array(shortText).min(1).max(6),
    rows: z.array(z.object({ label: shortText, values: z.array(z.union([z.boolean(), shortText])) })).max(40),
  }),
  z.object({
    ...sectionBase,
    component: z.literal('success-story-roi'),
    title: shortText,
    items: z
      .array(
        z.object({
          conversionNumber: z.number().nonnegative(),
          conversionType: z.string().max(10),
          conversionDescription: text,
          buttonText: shortText,
          buttonLink: link,
        }),
      )
      .min(1)
      .max(6),
  }),
  z.object({
    ...sectionBase,
    component: z.literal('media-text'),
    title: shortText,
    body: text,
    image: media,
    imagePosition: z.enum(['left', 'right']),
    cta: CtaSchema.optional(),
  }),
  z.object({
    ...sectionBase,
    component: z.literal('card-grid'),
    title: shortText,
    description: text.optional(),
    cards: z
      .array(
        z.object({ title: shortText, description: text, image: media.optional(), link: link.optional() }),
      )
      .min(1)
      .max(60),
  }),
  z.object({
    ...sectionBase,
    component: z.literal('cta-banner'),
    title: shortText,
    description: text,
    cta: CtaSchema,
  }),
  z.object({
    ...sectionBase,
    component: z.literal('logo-wall'),
    title: shortText,
    logos: z
      .array(z.object({ name: shortText, image: media }))
      .min(1)
      .max(40),
  }),
  z.object({
    ...sectionBase,
    component: z.literal('stats'),
    title: shortText.optional(),
    items: z
      .array(z.object({ value: z.string().max(20), label: shortText }))
      .min(1)
      .max(8),
  }),
  z.object({
    ...sectionBase,
    component: z.literal('video'),
    title: shortText,
    description: text.optional(),
    videoUrl: link,
    poster: media,
  }),
  z.object({
    ...sectionBase,
    /**
     * Two pictures of the same photo before and after a processing step (decision 0284): only real
     * outputs of the product's own processing; the page labels them as such.
     */
    component: z.literal('before-after'),
    title: shortText.optional(),
    before: z.string().regex(/^(\/|https?:\/\/)/),
    after: z.string().regex(/^(\/|https?:\/\/)/),
  }),
  z.object({
    ...sectionBase,
    /** Quotes of customers or partners (decision 0300): the words, the person, their role and company. */
    component: z.literal('testimonial'),
    title: shortText.optional(),
    quotes: z
      .array(
        z.object({
          quote: z.string().min(1).max(1200),
          name: z.string().min(1).max(120),
          role: shortText,
          company: shortText,
          /** The person's picture (decorative beside the name). */
          portrait: media.optional(),
          /** The company's logo; its text alternative is the company's name. */
          logo: media.optional(),
        }),
      )
      .min(1)
      .max(6),
  }),
  z.object({
    ...sectionBase,
    /**
     * Customer or partner logos in a row that scrolls sideways (decision 0300); `autoplay` lets it move
     * on its own (never under prefers-reduced-motion, always with a pause control).
     */
    component: z.literal('logo-carousel'),
    title: shortText,
    description: text.optional(),
    autoplay: z.boolean(),
    logos: z
      .array(
        z.object({
          /** The brand's name: the logo's text alternative. */
          name: z.string().min(1).max(120),
          image: z.string().regex(/^(\/|https?:\/\/)/),
          link: link.optional(),
        }),
      )
      .min(2)
      .max(40),
  }),
  z.object({
    ...sectionBase,
    /** One player and a list of videos that chooses what it plays (decision 0300). */
    component: z.literal('video-gallery'),
    title: shortText,
    description: text.optional(),
    videos: z
      .array(
        z.object({
          title: z.string().min(1).max(300),
          description: text.optional(),
          videoUrl: link,
          poster: media,
        }),
      )
      .min(2)
      .max(12),
  }),
  z.object({
    ...sectionBase,
    /** A tabbed panel (decision 0300): each tab a short label and a panel with its title and text. */
    component: z.literal('tabs'),
    title: shortText.optional(),
    tabs: z
      .array(
        z.object({
          label: z.string().min(1).max(60),
          title: shortText,
          blocks: z.array(RichBlockSchema).min(1).max(30),
          image: media.optional(),
          /** The image's text alternative; left out, the image is decorative. */
          imageAlt: shortText.optional(),
          cta: CtaSchema.optional(),
        }),
      )
      .min(2)
      .max(8),
  }),
  z.object({
    ...sectionBase,
    component: z.literal('steps'),
    title: shortText,
    steps: z
      .array(z.object({ name: shortText, text, image: media.optional() }))
      .min(1)
      .max(10),
  }),
  z.object({
    ...sectionBase,
    /** Dated milestones, oldest first (decision 0304). `datetime` is the label's machine-readable date. */
    component: z.literal('timeline'),
    title: shortText,
    description: text.optional(),
    items: z
      .array(
        z.object({
          label: z.string().min(1).max(40),
          datetime: z
            .string()
            .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, 'YYYY, YYYY-MM or YYYY-MM-DD')
            .optional(),
          title: shortText,
          text,
          image: media.optional(),
        }),
      )
      .min(1)
      .max(30),
  }),
  z.object({
    ...sectionBase,
    /** People cards (decision 0304): the portrait's text alternative is the person's name. */
    component: z.literal('team'),
    title: shortText,
    description: text.optional(),
    people: z
      .array(
        z.object({
          name: z.string().min(1).max(100),
          role: shortText,
          bio: z.string().max(600),
          portrait: media,
          link: link.optional(),
        }),
      )
      .min(1)
      .max(24),
  }),
  z.object({
    ...sectionBase,
    /** A call-to-action strip of 1–4 downloads: files, app-store buttons or plain links (decision 0304). */
    component: z.literal('download-strip'),
    title: shortText,
    description: text.optional(),
    items: z.array(DownloadItemSchema).min(1).max(4),
  }),
  z
    .object({
      ...sectionBase,
      /**
       * Pricing tables beyond plan-pricing (decision 0304): `cards` (tiers side by side, monthly/annual
       * switch), `matrix` (feature × tier table), `single` (one highlighted plan).
       */
      component: z.literal('pricing-table'),
      variant: z.enum(PRICING_VARIANTS),
      title: shortText,
      description: text.optional(),
      currency: z.enum(PRICE_CURRENCIES),
      tiers: z.array(pricingTierSchema).min(1).max(5),
      /** matrix: one row per feature, one value per tier (true / false / a short text). */
      rows: z
        .array(
          z.object({ label: shortText, values: z.array(z.union([z.boolean(), z.string().max(60)])).max(5) }),
        )
        .max(30)
        .optional(),
    })
    .superRefine((s, ctx) => {
      if (s.variant === 'single' && s.tiers.length !== 1)
        ctx.addIssue({ code: 'custom', path: ['tiers'], message: 'a single plan has exactly one tier' });
      if (s.variant !== 'single' && s.tiers.length < 2)
        ctx.addIssue({
          code: 'custom',
          path: ['tiers'],
          message: 'cards and matrix compare two tiers or more',
        });
      if (s.variant === 'matrix' && !s.rows?.length)
        ctx.addIssue({ code: 'custom', path: ['rows'], message: 'a matrix has feature rows' });
      s.rows?.forEach((row, i) => {
        if (row.values.length !== s.tiers.length)
          ctx.addIssue({ code: 'custom', path: ['rows', i, 'values'], message: 'one value per tier' });
      });
    }),
]);
export type Section = z.infer<typeof SectionSchema>;
export type SectionComponent = Section['component'];

/** spec 001 §3.1 content page: topBanner and sections. */
export const TopBannerSchema = z.object({
  title: shortText,
  description: text,
  backgroundMobile: media,
  backgroundDesktop: media,
});

export const ContentPageSchema = z.object({
  topBanner: TopBannerSchema,
  sections: z.array(SectionSchema).max(60),
});
export type ContentPage = z.infer<typeof ContentPageSchema>;

// ─── Menus (spec 001 §3.1) ───────────────────────────────────────────────────────────────────────

export const MenuItemSchema = z.object({
  id: z.number().int().nonnegative(),
  /** Only 'Page Entry' items are shown (spec 001 §5). */
  itemType: z.enum(['Page Entry', 'Divider', 'Heading', 'External Entry']),
  itemUrl: link,
  itemTitle: shortText,
  showIcon: z.boolean(),
  showFooter: z.boolean(),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const MenuEntrySchema = z.object({
  category: z.enum(['B2B Enterprise', 'B2C Feature']),
  menuTitle: shortText,
  menuDescription: text,
  columns: z
    .array(
      z.object({
        columnTitle: shortText,
        items: z.array(MenuItemSchema).max(40),
        columnCTA: CtaSchema.nullable(),
      }),
    )
    .max(8),
  menuCTA: CtaSchema.nullable(),
  CTA: CtaSchema.nullable(),
});
export type MenuEntry = z.infer<typeof MenuEntrySchema>;

export const MenuContentSchema = z.object({ menus: z.array(MenuEntrySchema).min(1).max(12) });

// ─── Home pages (spec 001 §3.1 banner, home banner, event card) ──────────────────────────────────

export const HomeBannerSchema = z.object({
  title: shortText,
  description: text,
  superscript: SuperscriptSchema,
  /** spec 001 §3.1 banner enhancedTitle and CTA list (issue 42 §5: no longer dropped silently). */
  enhancedTitle: shortText.optional(),
  ctas: z.array(CtaSchema).max(3).optional(),
  imageDesktop: media,
  imageMobile: media,
  /** spec 001 §3.1 banner: desktop and mobile video and its poster (decision 0207). */
  videoDesktop: media.optional(),
  videoMobile: media.optional(),
  poster: media.optional(),
  rotateBanner: RotateBannerSchema.optional(),
  ctaText: shortText,
  ctaLink: link,
  newTab: z.boolean(),
  /** A campaign banner's last moment: the origin stops answering it after (decision 0282). */
  endDate: isoDate.optional(),
});
export type HomeBanner = z.infer<typeof HomeBannerSchema>;

export const EventCardSchema = z.object({
  label: shortText,
  title: shortText,
  speakers: shortText,
  sessionSpeakers: z.array(z.object({ speakerName: shortText, brandName: shortText })).max(12),
  actionLink: link,
  actionType: z.enum(['register', 'gotowebinar', 'video']),
  image: media,
  labelColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  showWatchReplay: z.boolean(),
  /** When the event ends: past it the origin answers the card as a replay or drops it (decision 0282). */
  endDate: isoDate.optional(),
  /** Where "watch replay" leads once the event has ended. */
  replayLink: link.optional(),
});
export type EventCard = z.infer<typeof EventCardSchema>;

export const BusinessHomeSchema = z.object({
  banners: z.array(HomeBannerSchema).min(1).max(8),
  eventCards: z.array(EventCardSchema).max(8),
  sections: z.array(SectionSchema).max(40),
});

export const ConsumerHomeSchema = z.object({
  banners: z.array(HomeBannerSchema).min(1).max(8),
  sections: z.array(SectionSchema).max(40),
});

// ─── Later families (spec 001 §3.3, §3.5, §2.4) ─────────────────────────────────────────────────

/** spec 001 §3.3: blog filter kinds; FOCUS tags carry BF_BUSINESS_FOCUS or CF_CONSUMER_FOCUS. */
export const BLOG_FILTER_KINDS = [
  'FOCUS',
  'BUSINESS_SERVICES',
  'BUSINESS_TOPICS',
  'CONSUMER_APPS',
  'CONSUMER_TOPICS',
] as const;
export const BlogFilterTagSchema = z.object({
  kind: z.enum(BLOG_FILTER_KINDS),
  id: z.number().int().positive(),
  value: shortText,
});

export const BlogPostSchema = z.object({
  postHandle: z.string().regex(/^[a-z0-9-]+$/),
  title: shortText,
  metaDesc: text,
  audience: z.enum(['business', 'consumer']),
  category: z.enum(BLOG_CATEGORIES),
  authorHandle: z.string().regex(/^[a-z0-9-]+$/),
  imageUrl: media,
  publishedAt: isoDate,
  keywords: z.array(z.object({ title: shortText })).max(12),
  /** spec 001 §3.3 blog filter tags (absent in older entries). */
  filters: z.array(BlogFilterTagSchema).max(20).default([]),
  postContent: z.array(RichBlockSchema).min(1).max(300),
});

export const BlogAuthorSchema = z.object({
  authorHandle: z.string().regex(/^[a-z0-9-]+$/),
  displayName: shortText,
  position: shortText,
  emailUrl: z
    .string()
    .regex(/^mailto:/)
    .nullable(),
  shortDesc: text,
  imageUrl: media,
  socialUrls: z.partialRecord(z.enum(['linkedin', 'x', 'instagram']), z.url()),
});

export const NewsSchema = z.object({
  newsHandle: z.string().regex(/^[a-z0-9-]+$/),
  title: shortText,
  summary: text,
  publishedAt: isoDate,
  imageUrl: media,
  body: z.array(RichBlockSchema).min(1).max(200),
});

export const VideoSchema = z.object({
  videoId: z.string().regex(/^[a-z0-9-]+$/),
  title: shortText,
  description: text,
  videoUrl: link,
  videoImageUrl: media,
  createdTime: isoDate,
  /** Seconds; pages default to 4 minutes when absent (spec 001 §9). */
  videoDuration: z.number().int().positive().nullable(),
});

export const SuccessStorySchema = z.object({
  storyHandle: z.string().regex(/^[a-z0-9-]+$/),
  brandName: shortText,
  title: shortText,
  summary: text,
  imageUrl: media,
  publishedAt: isoDate,
  sections: z.array(SectionSchema).min(1).max(20),
});

export const ColorTrendSchema = z.object({
  trendHandle: z.string().regex(/^[a-z0-9-]+$/),
  title: shortText,
  season: shortText,
  summary: text,
  publishedAt: isoDate,
  imageUrl: media,
  colors: z
    .array(z.object({ name: shortText, hex: z.string().regex(/^#[0-9A-F]{6}$/), description: text }))
    .min(1)
    .max(12),
});

export const APP_CODES = ['ycf', 'ycn', 'ycp', 'ycv', 'ycc', 'ymk', 'yca', 'ycat'] as const;

/** spec 001 §3.5 consumer app record, plus the app page it belongs to. */
export const ConsumerAppRecordSchema = z.object({
  id: z.enum(APP_CODES),
  appName: shortText,
  iosUrl: z.url(),
  androidUrl: z.url(),
  iosUrlCn: z.url().nullable(),
  androidUrlCn: z.url().nullable(),
  bannerDesktop: media,
  bannerMobile: media,
  version: z.string().regex(/^\d+\.\d+(\.\d+)?$/),
});

export const ConsumerAppSchema = ContentPageSchema.extend({ app: ConsumerAppRecordSchema });

// ─── Entries: the content of each CMS type ───────────────────────────────────────────────────────

/** Types whose content is a content page (top banner + sections). */
export const CONTENT_PAGE_TYPES = [
  'PRODUCT_PAGE',
  'TECHNOLOGY_PAGE',
  'SERVICE_PAGE',
  'CAMPAIGN_PAGE',
  'ONLINE_SERVICE_PAGE',
  'INFO_PAGE',
  'TERMS_PAGE',
  'CONSUMER_PAGE',
  'CONSUMER_FEATURE',
] as const;

export const CMS_TYPES = [
  ...CONTENT_PAGE_TYPES,
  'BUSINESS_HOME',
  'CONSUMER_HOME',
  'BUSINESS_MENU',
  'CONSUMER_MENU',
  'CONSUMER_APP',
  'BLOG_POST',
  'BLOG_AUTHOR',
  'NEWS',
  'VIDEO',
  'SUCCESS_STORY',
  'COLOR_TREND',
] as const;
export type CmsType = (typeof CMS_TYPES)[number];

/** The per-type part of an entry: its `type` and the `content` that type carries. */
export const CmsContentByType = z.discriminatedUnion('type', [
  z.object({ type: z.enum(CONTENT_PAGE_TYPES), content: ContentPageSchema }),
  z.object({ type: z.literal('BUSINESS_HOME'), content: BusinessHomeSchema }),
  z.object({ type: z.literal('CONSUMER_HOME'), content: ConsumerHomeSchema }),
  z.object({ type: z.enum(['BUSINESS_MENU', 'CONSUMER_MENU']), content: MenuContentSchema }),
  z.object({ type: z.literal('CONSUMER_APP'), content: ConsumerAppSchema }),
  z.object({ type: z.literal('BLOG_POST'), content: BlogPostSchema }),
  z.object({ type: z.literal('BLOG_AUTHOR'), content: BlogAuthorSchema }),
  z.object({ type: z.literal('NEWS'), content: NewsSchema }),
  z.object({ type: z.literal('VIDEO'), content: VideoSchema }),
  z.object({ type: z.literal('SUCCESS_STORY'), content: SuccessStorySchema }),
  z.object({ type: z.literal('COLOR_TREND'), content: ColorTrendSchema }),
]);
export type CmsContentByType = z.infer<typeof CmsContentByType>;

/** A short SEO block carried by product pages (spec 001 §3.1 "seo"); the full record is seo.ts. */
export const EntrySeoSchema = z.object({ metaTitle: shortText, metaDescription: text }).nullable();

/** spec 001 §3.1 CMS product page attributes: content, type, languageType, pageKey, seo, functionKey. */
export const CmsAttributesSchema = z.intersection(
  z.object({
    languageType: LanguageTypeSchema,
    pageKey: z.string().max(200),
    functionKey: z.string().max(60).nullable(),
    seo: EntrySeoSchema,
    status: z.enum(['published', 'draft']),
    vuid: z.string().max(120).nullable(),
    formId: z.string().max(100).nullable(),
    updatedAt: isoDate,
  }),
  CmsContentByType,
);
export type CmsAttributes = z.infer<typeof CmsAttributesSchema>;

export const CmsEntrySchema = z.object({ id: z.number().int().positive(), attributes: CmsAttributesSchema });
export type CmsEntry = z.infer<typeof CmsEntrySchema>;

/** Answer of the four single-entry strapi calls. */
export const ContentAnswer = z.object({ data: CmsEntrySchema });
export type ContentAnswer = z.infer<typeof ContentAnswer>;

/** Answer of list-content-by-language. */
export const ContentListAnswer = z.object({
  data: z.array(CmsEntrySchema),
  total: z.number().int().nonnegative(),
});
export type ContentListAnswer = z.infer<typeof ContentListAnswer>;

/** Error body of every /smb-frontend call the origin refuses (4xx). */
export const SmbErrorBody = z.object({
  /** The rejection's status and reason phrase (docs/architecture.md "Account codes"). */
  status: z.number().int().optional(),
  statusText: z.string().optional(),
  error: z.string(),
  message: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type SmbErrorBody = z.infer<typeof SmbErrorBody>;
