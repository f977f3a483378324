import { z } from 'zod';
import { BusinessNameSchema, CountrySchema, ResponseTypeSchema, WebsiteSchema } from './common';

/** Contracts of the /partner calls (spec 000 §7: shapes not shown; defined here, decision 0035). */

export const PARTNER_TYPES = ['RESELLER', 'AGENCY', 'TECHNOLOGY', 'AFFILIATE'] as const;
export const PartnerStatusSchema = z.enum(['SUBMITTED', 'APPROVED', 'REJECTED']);

/** GET `partner.checkPartner` — the signed-in account's partner standing. */
export const CheckPartnerAnswer = z.object({
  isPartner: z.boolean(),
  partnerStatus: PartnerStatusSchema.nullable(),
  partnerId: z.string().nullable(),
});
export type CheckPartnerAnswer = z.infer<typeof CheckPartnerAnswer>;

/** POST `partner.createPartner` — a partnership application for the signed-in account. */
export const CreatePartnerRequest = z.strictObject({
  companyName: BusinessNameSchema,
  websiteUrl: WebsiteSchema.optional(),
  country: CountrySchema,
  partnerType: z.enum(PARTNER_TYPES),
  description: z.string().trim().max(2000).optional(),
  responseType: ResponseTypeSchema.default('json'),
});
export type CreatePartnerRequest = z.infer<typeof CreatePartnerRequest>;

export const CreatePartnerAnswer = z.object({
  partnerId: z.string(),
  partnerStatus: PartnerStatusSchema,
});
export type CreatePartnerAnswer = z.infer<typeof CreatePartnerAnswer>;
