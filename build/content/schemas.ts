/**
 * The shapes of the content files (content/README.md). The pages the templates build from them are
 * checked against the proxy's own contracts (shared/smb/content.ts CmsContentByType) in seed.ts.
 */
import { z } from 'zod';
import { RichBlockSchema } from '../../shared/smb/content.ts';

const text = z.string().min(1);
const pair = z.tuple([text, text]);
/** An entry's key: its file's path inside the family folder (a page key may have slashes). */
const KEY = /^[A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*$/;

/** A language's words for one English entry: JSON pointer → translated string. */
export const WordsFile = z.record(
  z.string().regex(/^(\/[^/]*)+$/, 'a JSON pointer such as "/title"'),
  z.string(),
);

/** Order of a family's entries (`_order.json`): their file names without `.json`. */
export const OrderFile = z
  .array(z.string().regex(KEY, 'a page key such as "virtual-makeup" or "faq/plans"'))
  .min(1);

/** A business solution brief (products, technologies, services, campaigns). */
export const BriefFile = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  promise: text,
  detail: text,
  benefits: z.array(pair).min(1),
  steps: z.array(pair).optional(),
  useCases: z.array(pair).optional(),
  proof: z.array(pair).max(8).optional(),
  faqs: z.array(pair).min(1).max(3),
  related: z.array(z.string()).optional(),
  functionKey: z.string().optional(),
  /**
   * A before/after pair the site's own try-on made on the public-domain sample portrait
   * (scripts/media/capture.mjs; issue 39 §3): shown after the overview, below the first screen.
   */
  picture: z
    .strictObject({
      before: z.string().regex(/^\/media\/before-after\/[a-z0-9-]+\.jpg$/),
      after: z.string().regex(/^\/media\/before-after\/[a-z0-9-]+\.jpg$/),
    })
    .optional(),
});
export type Brief = z.infer<typeof BriefFile>;
export type BriefText = Omit<Brief, 'slug' | 'related' | 'functionKey'>;

/** An unpublished draft brief (drafts/): the words only. */
export const DraftBriefFile = BriefFile.omit({ slug: true, related: true, functionKey: true });

/** A consumer feature brief (/consumer/features/<slug>). */
export const FeatureFile = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  promise: text,
  steps: z.array(pair).min(1),
  faqs: z.array(pair).min(1),
  /**
   * The page's picture (decision 0284): a before/after pair made by the product's own processing, or
   * a drawn illustration (captioned as one) where the feature's output cannot honestly be shown.
   */
  picture: z
    .union([
      z.strictObject({
        before: z.string().regex(/^\/media\/before-after\/[a-z0-9-]+\.jpg$/),
        after: z.string().regex(/^\/media\/before-after\/[a-z0-9-]+\.jpg$/),
      }),
      z.strictObject({ illustration: z.string().regex(/^\/media\/illustrations\/[a-z0-9-]+\.svg$/) }),
    ])
    .optional(),
});
export type FeatureBrief = z.infer<typeof FeatureFile>;
export type FeatureText = Omit<FeatureBrief, 'slug'>;

/** A consumer app (/consumer/apps/<code>); `tools` are feature slugs, never translated. */
export const AppFile = z.strictObject({
  code: z.string(),
  name: text,
  tagline: text,
  about: text,
  highlights: z.array(pair).min(1),
  tools: z.array(z.string()),
  /** The phone-screen picture of the app's main screen (public/media/apps, an illustration). */
  screen: z
    .string()
    .regex(/^\/media\/apps\/[a-z0-9]+\.svg$/)
    .optional(),
});
export type App = z.infer<typeof AppFile>;

/** A whole page of a page family (info, terms, online-service, consumer-pages, japan-menu). */
export const PageFile = z.looseObject({
  pageKey: z.string().regex(KEY),
  path: z.string().startsWith('/'),
  content: z.looseObject({ topBanner: z.looseObject({ title: text, description: z.string() }) }),
});

/** The templates' words (ui.json): section titles, buttons and forms around the briefs. */
export const UiFile = z.looseObject({
  overview: z.record(z.string(), text),
  contactSales: text,
  featureStepsTitle: text,
});

export const BlogPostFile = z.strictObject({
  tags: z.array(z.number().int()),
  postHandle: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  metaDesc: text,
  audience: z.enum(['business', 'consumer']),
  category: text,
  authorHandle: text,
  publishedAt: z.iso.datetime(),
  /** The list thumbnail (docs/content-world.md: /media/thumbs/blog-<handle>.svg). */
  imageUrl: z
    .string()
    .regex(/^\/media\//)
    .optional(),
  keywords: z.array(text),
  /** The lead: the opening paragraphs, before the body. */
  paragraphs: z.array(text).min(1),
  /** The article after the lead (decision 0338): headings, paragraphs, lists, pull quotes, pictures. */
  body: z.array(RichBlockSchema).max(120).optional(),
  list: z.strictObject({ title: text, items: z.array(text), ordered: z.boolean().optional() }).optional(),
});
export type Post = z.infer<typeof BlogPostFile>;

export const BlogAuthorFile = z.strictObject({
  authorHandle: z.string().regex(/^[a-z0-9-]+$/),
  displayName: text,
  position: text,
  emailUrl: z.string().nullable(),
  shortDesc: text,
  /** The author's portrait (docs/content-world.md: /people/<handle>.svg). */
  imageUrl: z
    .string()
    .regex(/^\/people\//)
    .nullable(),
  socialUrls: z.record(z.string(), z.string()),
});
export type Author = z.infer<typeof BlogAuthorFile>;

export const BlogTagsFile = z.record(z.string().regex(/^\d+$/), z.strictObject({ kind: text, value: text }));

/** The Japanese news list that predates the word files (content/ja/news-ja.json). */
export const NewsJaFile = z.record(
  z.string(),
  z.strictObject({ title: text, summary: text, body: z.array(text).min(1) }),
);

/** Any other entry (articles, forum records, homes): an object; its page is checked after building. */
export const EntryFile = z.record(z.string(), z.unknown());
