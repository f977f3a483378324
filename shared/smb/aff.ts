import { z } from 'zod';
import { FunctionTypeSchema, InstantSchema, SolutionTypeSchema } from './common';

/** Contract of GET `aff.queryActiveAff` and the Affiliation entity (spec 000 §3). */

export const AffiliationCodeSchema = z
  .string()
  .trim()
  .min(2)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _')
  .transform((c) => c.toUpperCase());

export const QueryActiveAffQuery = z.object({
  affiliate: AffiliationCodeSchema,
  functionType: FunctionTypeSchema.optional(),
  solutionType: SolutionTypeSchema.optional(),
});
export type QueryActiveAffQuery = z.infer<typeof QueryActiveAffQuery>;

export const AffiliationSchema = z.object({
  id: z.number().int(),
  createdTime: InstantSchema,
  lastModified: InstantSchema,
  affiliationName: z.string(),
  functionType: FunctionTypeSchema,
  solutionType: SolutionTypeSchema,
  affiliationCode: z.string(),
  affiliationEndTime: InstantSchema.nullable(),
  affiliationType: z.enum(['TRIAL_EXTENSION']),
  extensionDays: z.number().int().nullable(),
  fixedEndDate: InstantSchema.nullable(),
  isBypassApproval: z.boolean(),
  isPublished: z.boolean(),
  overdue: z.boolean(),
  onlyNewUser: z.boolean(),
});
export type Affiliation = z.infer<typeof AffiliationSchema>;

export { KNOWN_AFFILIATIONS } from './rules';
