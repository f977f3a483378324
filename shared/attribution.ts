import type { SolutionType, SourceUtm } from './smb/common';

/**
 * Marketing attribution kept on the visitor's device (spec 000 §3, §4, §9; spec 001 §4). The worker's
 * attribution middleware writes these cookies from the address query; the browser's forms read them
 * (sign-up, free trial, contact requests), which is why they are not HttpOnly — they hold no secrets.
 * The full table (query parameter → cookie → lifetime → request field) is docs/attribution.md.
 */

const DAY = 24 * 60 * 60;

/** spec 000 §9 / 001 §9: sources and promo type 30 days; gclid 30 days; coupon and affiliation 1 day. */
export const ATTRIBUTION_MAX_AGE = {
  source: 30 * DAY,
  gclid: 30 * DAY,
  coupon: DAY,
  affiliation: DAY,
} as const;

/** Every cookie name of the attribution family: the only names the middleware writes. */
export const ATTR_COOKIES = {
  /** Referral code → sign-up referralCode. */
  refCode: 'ref_code',
  /** The latest UTM data that counted (utm_source and utm_medium both present). */
  source: 'ref_source',
  medium: 'ref_medium',
  campaign: 'ref_campaign',
  content: 'ref_content',
  id: 'ref_id',
  term: 'ref_term',
  /** The first UTM source ever seen (JSON of the utm_* fields), stored once. */
  firstSource: 'ref_first',
  /** The latest targeted-ad source (medium cpc or display), JSON of the utm_* fields. */
  lastAdSource: 'ref_last_ad',
  /** First landing URL, stored once → refUrlFirst. */
  urlFirst: 'ref_url_first',
  /** Last URL before contact-us (never a contact page itself) → refUrlLast. */
  urlLast: 'ref_url_last',
  gclid: 'gclid',
  coupon: 'coupon',
  /** Promo type → sign-up pt. */
  promoType: 'promo_type',
  affiliationCode: 'aff_code',
  /** JSON map of solution type → trial days granted by the affiliation. */
  affiliationDays: 'aff_days',
  /** JSON map of solution type → true when the affiliation bypasses approval. */
  bypassApproval: 'aff_bypass',
} as const;

/** UTM fields and the cookie each is kept in (spec 000 §3 UTM data). */
export const UTM_COOKIES = {
  utm_source: ATTR_COOKIES.source,
  utm_medium: ATTR_COOKIES.medium,
  utm_campaign: ATTR_COOKIES.campaign,
  utm_content: ATTR_COOKIES.content,
  utm_id: ATTR_COOKIES.id,
  utm_term: ATTR_COOKIES.term,
} as const;

/** Longest value kept in any attribution cookie (after decoding). */
export const ATTR_VALUE_MAX = 500;

export type Attribution = {
  refCode?: string;
  /** The latest counted UTM data ({} when none): the trial's and support request's sourceUtm. */
  utm: SourceUtm;
  firstSource?: SourceUtm;
  lastAdSource?: SourceUtm;
  refUrlFirst?: string;
  refUrlLast?: string;
  gclid?: string;
  coupon?: string;
  promoType?: string;
  affiliationCode?: string;
  affiliationDays: Partial<Record<SolutionType, number>>;
  bypassApproval: Partial<Record<SolutionType, boolean>>;
};

/** Parses a Cookie header (or `document.cookie`) into name → decoded value; bad encodings are skipped. */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    try {
      if (!out.has(name)) out.set(name, decodeURIComponent(raw));
    } catch {
      // a malformed %-sequence: treat as absent
    }
  }
  return out;
}

const cap = (v: string | undefined) => (v ? v.slice(0, ATTR_VALUE_MAX) : undefined);

function jsonRecord(v: string | undefined): Record<string, unknown> | undefined {
  if (!v) return undefined;
  try {
    const parsed: unknown = JSON.parse(v);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function utmFrom(record: Record<string, unknown> | undefined): SourceUtm | undefined {
  if (!record) return undefined;
  const utm: Record<string, string> = {};
  for (const key of Object.keys(UTM_COOKIES)) {
    const v = record[key];
    if (typeof v === 'string' && v) utm[key] = v.slice(0, 200);
  }
  // spec 000 §5: UTM data counts as empty unless both utm_source and utm_medium exist.
  return utm.utm_source && utm.utm_medium ? (utm as SourceUtm) : undefined;
}

const SOLUTIONS: readonly SolutionType[] = ['SKIN_ANALYSIS', 'AESTHETIC_SIMULATION', 'MAKEUP', 'EYEWEAR'];

/** Everything the attribution cookies hold, validated; what a form adds to its request. */
export function readAttribution(cookieHeader: string | null | undefined): Attribution {
  const c = parseCookies(cookieHeader);
  const latest: Record<string, string> = {};
  for (const [utmKey, cookie] of Object.entries(UTM_COOKIES)) {
    const v = cap(c.get(cookie));
    if (v) latest[utmKey] = v;
  }
  const days: Partial<Record<SolutionType, number>> = {};
  const daysRecord = jsonRecord(c.get(ATTR_COOKIES.affiliationDays)) ?? {};
  const bypass: Partial<Record<SolutionType, boolean>> = {};
  const bypassRecord = jsonRecord(c.get(ATTR_COOKIES.bypassApproval)) ?? {};
  for (const s of SOLUTIONS) {
    const d = daysRecord[s];
    if (typeof d === 'number' && Number.isInteger(d) && d > 0 && d <= 366) days[s] = d;
    if (bypassRecord[s] === true) bypass[s] = true;
  }
  return {
    refCode: cap(c.get(ATTR_COOKIES.refCode)),
    utm: utmFrom(latest) ?? {},
    firstSource: utmFrom(jsonRecord(c.get(ATTR_COOKIES.firstSource))),
    lastAdSource: utmFrom(jsonRecord(c.get(ATTR_COOKIES.lastAdSource))),
    refUrlFirst: cap(c.get(ATTR_COOKIES.urlFirst)),
    refUrlLast: cap(c.get(ATTR_COOKIES.urlLast)),
    gclid: cap(c.get(ATTR_COOKIES.gclid)),
    coupon: cap(c.get(ATTR_COOKIES.coupon)),
    promoType: cap(c.get(ATTR_COOKIES.promoType)),
    affiliationCode: cap(c.get(ATTR_COOKIES.affiliationCode)),
    affiliationDays: days,
    bypassApproval: bypass,
  };
}
