/**
 * The values the contact forms need in the browser, without the zod schemas of shared/smb (which would
 * add ~30 kB gzip to every contact page). tests/unit/contact-rules.test.ts checks they equal the
 * contracts' own values, so they cannot drift.
 */

/** spec 000 §3 employee size codes: C050 → R_1_50 … C999 → R_501_999. */
export const SIZE_CODES = {
  C050: 'R_1_50',
  C100: 'R_51_100',
  C200: 'R_101_200',
  C300: 'R_201_300',
  C301500: 'R_301_500',
  C999: 'R_501_999',
} as const;
export type SizeCode = keyof typeof SIZE_CODES;
export type SizeRange = (typeof SIZE_CODES)[SizeCode];

/** spec 000 §3: sizes above 200 count as the larger-company group. */
export const LARGER_COMPANY_RANGES: readonly SizeRange[] = ['R_201_300', 'R_301_500', 'R_501_999'];

/** spec 000 §3 / §5: the state defaults to Alabama when empty. */
export const STATE_DEFAULT = 'Alabama';

/** Decision 0036: at most 5 files of 5 MiB, PNG, JPEG, WebP or PDF. */
export const UPLOADS = {
  maxFiles: 5,
  maxFileBytes: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'],
} as const;

export const PARTNER_TYPE_CHOICES = ['RESELLER', 'AGENCY', 'TECHNOLOGY', 'AFFILIATE'] as const;
