import { z } from 'zod';
import {
  BusinessNameSchema,
  CountrySchema,
  EmailSchema,
  NumberOfEmployeesSchema,
  PersonNameSchema,
  SourceUtmSchema,
} from './common';

/** Contracts of the /support calls (spec 000 §7) and the support request (spec 000 §3). */

export const SUPPORT_TYPES = [
  'SALES',
  'MEDIA',
  'SUPPORT',
  'PARTNER',
  'INVESTOR',
  'WEBINAR',
  'TREND_REPORT',
  'VIDEO_ARCHIVE',
  'COLOR_REPORT',
] as const;
export const SupportTypeSchema = z.enum(SUPPORT_TYPES);
export type SupportType = z.infer<typeof SupportTypeSchema>;

/** spec 000 §3: product codes P01 to P27 group the offerings (P12 is the colour report). */
export const ProductTypeSchema = z
  .string()
  .regex(/^P(0[1-9]|1\d|2[0-7])(_[A-Z0-9_]{1,40})?$/, 'a product code P01…P27, e.g. P12_COLOR_REPORT');
// Zod-free home (browser code imports it from there, decision 0056); re-exported for the origin.
export { COLOR_REPORT_PRODUCT } from '../contact/products';

/** spec 000 §3 / §5: the state defaults to Alabama when empty. */
export const DEFAULT_STATE = 'Alabama';

/** Support ids are random UUIDs: they are the only key of the unauthenticated support calls. */
export const SupportIdSchema = z.uuid();

const refUrl = z
  .string()
  .max(2000)
  .regex(/^https?:\/\//, 'an http(s) address');

/** Free-form marketing attributes (e.g. gclid): a flat map of short strings. */
export const SupportAttrsSchema = z
  .record(
    z
      .string()
      .max(40)
      .regex(/^[A-Za-z0-9_]+$/),
    z.string().max(500),
  )
  .refine((r) => Object.keys(r).length <= 20, 'at most 20 attributes');

export const SupportFieldsSchema = z.strictObject({
  supportType: SupportTypeSchema,
  firstName: PersonNameSchema.min(1),
  lastName: PersonNameSchema.min(1),
  businessName: BusinessNameSchema.optional(),
  productType: ProductTypeSchema.optional(),
  email: EmailSchema,
  numberOfEmployees: NumberOfEmployeesSchema.optional(),
  country: CountrySchema.optional(),
  state: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((s) => s || DEFAULT_STATE),
  description: z.string().trim().max(5000).optional(),
  attrs: SupportAttrsSchema.optional(),
  sourceUtm: SourceUtmSchema.optional(),
  refUrlFirst: refUrl.optional(),
  refUrlLast: refUrl.optional(),
  isSubscribed: z.boolean().default(false),
});
export type SupportFields = z.infer<typeof SupportFieldsSchema>;

/** POST `support.createRequest` as JSON: {support: {fields, sourceUtm, refUrlFirst, refUrlLast}}. */
export const CreateSupportRequest = z.strictObject({ support: SupportFieldsSchema });
export type CreateSupportRequest = z.infer<typeof CreateSupportRequest>;

/**
 * The form's key of one submission attempt (query `requestKey`, decision 0075): a repeat of the same
 * key answers the stored request instead of storing it again.
 */
export const CreateRequestQuery = z.object({
  requestKey: z
    .string()
    .regex(/^[A-Za-z0-9-]{16,64}$/, '16–64 letters, digits or -')
    .optional(),
});

export const CreateSupportAnswer = z.object({
  status: z.literal('success'),
  supportId: SupportIdSchema,
  files: z.number().int(),
});
export type CreateSupportAnswer = z.infer<typeof CreateSupportAnswer>;

/** Multipart limits of create-request, checked before anything is stored (decision 0036). */
export const SUPPORT_UPLOAD_LIMITS = {
  maxFiles: 5,
  maxFileBytes: 5 * 1024 * 1024,
  /** Whole multipart body: the files plus room for the text fields. */
  maxBodyBytes: 5 * 5 * 1024 * 1024 + 64 * 1024,
  types: {
    'image/png': 'png',
    'image/jpeg': 'jpg',
    'image/webp': 'webp',
    'application/pdf': 'pdf',
  },
} as const;
export type SupportUploadType = keyof typeof SUPPORT_UPLOAD_LIMITS.types;

const JSON_FIELDS = new Set(['attrs', 'sourceUtm']);
const BOOLEAN_FIELDS = new Set(['isSubscribed']);

/**
 * Multipart text parts (`support.firstName`, …) → the object SupportFieldsSchema validates.
 * Parts without the `support.` prefix (other than files[n]) are an error, like unknown JSON fields.
 */
export function supportFieldsFromParts(parts: Iterable<[string, string]>): {
  fields: Record<string, unknown>;
  unknown: string[];
} {
  const fields: Record<string, unknown> = {};
  const unknown: string[] = [];
  for (const [name, value] of parts) {
    if (!name.startsWith('support.')) {
      unknown.push(name);
      continue;
    }
    const key = name.slice('support.'.length);
    if (JSON_FIELDS.has(key)) {
      try {
        fields[key] = JSON.parse(value);
      } catch {
        fields[key] = value; // the schema reports it
      }
    } else if (BOOLEAN_FIELDS.has(key)) {
      fields[key] = value === 'true' ? true : value === 'false' ? false : value;
    } else fields[key] = value;
  }
  return { fields, unknown };
}

/** POST `support.checkEmail` — is there an account with this e-mail (spec 000 §5)? */
export const SupportCheckEmailRequest = z.strictObject({ email: EmailSchema });
export const SupportCheckEmailAnswer = z.object({ email: z.string(), isExisting: z.boolean() });

/** POST `support.checkSupportEmail` — has this e-mail already sent a request of this type? */
export const CheckSupportEmailRequest = z.strictObject({
  email: EmailSchema,
  supportType: SupportTypeSchema,
});
export const CheckSupportEmailAnswer = z.object({
  email: z.string(),
  supportType: SupportTypeSchema,
  isExisting: z.boolean(),
});

/** GET `support.querySupport`?supportId — shape not shown; defined: the request's public summary. */
export const SupportIdQuery = z.object({ supportId: SupportIdSchema });
export const QuerySupportAnswer = z.object({
  supportId: SupportIdSchema,
  supportType: SupportTypeSchema,
  productType: z.string().nullable(),
  status: z.enum(['RECEIVED', 'IN_PROGRESS', 'CLOSED']),
  isSubscribed: z.boolean(),
  createdTime: z.string(),
});
export type QuerySupportAnswer = z.infer<typeof QuerySupportAnswer>;

/** GET `support.checkColorReport`?supportId — is the colour report of this request ready? */
export const CheckColorReportAnswer = z.object({
  supportId: SupportIdSchema,
  isColorReport: z.boolean(),
  reportStatus: z.enum(['NONE', 'PENDING', 'READY']),
});

/** GET `support.updateSupport`?supportId&isSubscribed — a state change by GET (docs/architecture.md "The /smb-frontend layer"). */
export const UpdateSupportQuery = z.object({ supportId: SupportIdSchema, isSubscribed: z.stringbool() });
export const UpdateSupportAnswer = z.object({ supportId: SupportIdSchema, isSubscribed: z.boolean() });
