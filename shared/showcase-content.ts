import { z } from 'zod';
import { LAUNCHER_KEYS } from './showcase';
import { LanguageTypeSchema } from './smb/content';
import { FEATURE_KEYS } from './tryon-vocabulary';

/**
 * The CMS's demo-store feature (spec 001 §2.3 /business/showcase/content/{pageKey}): the content
 * service names a feature with its page path and an auto-load flag. Asked for as
 * `strapi.queryContentByLanguage` with `type=DEMO_STORE_FEATURE&pageKey=…` (decision 0151).
 */
export const DEMO_STORE_FEATURE_TYPE = 'DEMO_STORE_FEATURE';

export const DemoStoreFeatureSchema = z.object({
  /**
   * The try-on module's feature key, exposed on window while the page is open: one of FEATURE_KEYS
   * (spec 001 §3.7 function and try-on types, and the site's extras); another value is refused.
   */
  featureKey: z.enum(FEATURE_KEYS),
  /** The launcher key it starts from (spec 001 §2.3), when it is one of them. */
  launcher: z.enum(LAUNCHER_KEYS).nullable(),
  /** The showcase page it belongs to (path after /business/showcase/). */
  pagePath: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/),
  autoLoad: z.boolean(),
  title: z.string().min(1).max(200),
  description: z.string().max(2000),
  /** SKU catalogue key (shared/showcase-catalog.ts) the page offers, if any. */
  catalog: z.string().max(40).nullable(),
});
export type DemoStoreFeature = z.infer<typeof DemoStoreFeatureSchema>;

export const DemoStoreFeatureAnswer = z.object({
  data: z.object({
    id: z.number().int().positive(),
    attributes: z.object({
      type: z.literal(DEMO_STORE_FEATURE_TYPE),
      pageKey: z.string().max(200),
      languageType: LanguageTypeSchema,
      content: DemoStoreFeatureSchema,
    }),
  }),
});
