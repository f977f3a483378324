import { z } from 'zod';

/**
 * Contract of the provider plugin API's skincare calls (spec 001 §7): query-skincare-setting answers
 * the product ids of a try-on API key as a JSON string; query-skincare answers one product. The spec
 * shows only the names and parameters; the paths under /smb-frontend/plugin and the product shape
 * are this project's (decision 0208).
 */

/** A try-on module API key (shared/showcase.ts `moduleApiKey`; a vendor's keys are the same alphabet). */
export const ApiKeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,80}$/, 'letters, digits, - and _');
export const SkincareIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _');

export const QuerySkincareSettingQuery = z.object({ apiKey: ApiKeySchema });
export const QuerySkincareQuery = z.object({ apiKey: ApiKeySchema, skincareId: SkincareIdSchema });

/** At most this many products are prefetched for one key. */
export const SKINCARE_PREFETCH_MAX = 24;

export const SkincareSettingSchema = z.object({
  /** A JSON array of product ids, as text (spec 001 §7 "productIds as a JSON string"). */
  productIds: z.string().max(4000),
});
export type SkincareSetting = z.infer<typeof SkincareSettingSchema>;

export const SkincareProductSchema = z.object({
  skincareId: SkincareIdSchema,
  productName: z.string().min(1).max(120),
  brandName: z.string().min(1).max(80),
  /** The skin concerns the product addresses (diagnostic keys). */
  concerns: z.array(z.string().max(40)).max(12),
  imageUrl: z
    .string()
    .regex(/^(\/|https:\/\/)/)
    .nullable(),
});
export type SkincareProduct = z.infer<typeof SkincareProductSchema>;
