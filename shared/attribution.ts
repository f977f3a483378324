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
    // Cleaned again on the way out: a cookie stored before the allowlist may still hold a secret.
    refUrlFirst: cap(attributionUrl(c.get(ATTR_COOKIES.urlFirst) ?? '') || undefined),
    refUrlLast: cap(attributionUrl(c.get(ATTR_COOKIES.urlLast) ?? '') || undefined),
    gclid: cap(c.get(ATTR_COOKIES.gclid)),
    coupon: cap(c.get(ATTR_COOKIES.coupon)),
    promoType: cap(c.get(ATTR_COOKIES.promoType)),
    affiliationCode: cap(c.get(ATTR_COOKIES.affiliationCode)),
    affiliationDays: days,
    bypassApproval: bypass,
  };
}

// ─── The writer's rules (worker/middleware/attribution.ts); docs/attribution.md is the table ───────

/** Query parameters read from a page address (decision 0012). The first name listed wins. */
export const ATTR_QUERY = {
  utm: Object.keys(UTM_COOKIES) as (keyof typeof UTM_COOKIES)[],
  refCode: ['ref', 'referralCode'],
  gclid: ['gclid'],
  coupon: ['coupon', 'cp'],
  promoType: ['pt'],
  affiliationCode: ['affiliate', 'affiliationCode'],
} as const;

export type AttrCookieName = (typeof ATTR_COOKIES)[keyof typeof ATTR_COOKIES];
const ATTR_COOKIE_NAMES = new Set<string>(Object.values(ATTR_COOKIES));

/** The allowlist: only these names are ever written. */
export function isAttrCookieName(name: string): name is AttrCookieName {
  return ATTR_COOKIE_NAMES.has(name);
}

/** One cookie to write; maxAge 0 removes it. */
export type CookieWrite = { name: AttrCookieName; value: string; maxAge: number };

/** A UTM value kept in its own cookie; a JSON source keeps each field shorter so the whole fits. */
const UTM_VALUE_MAX = 200;
const UTM_JSON_FIELD_MAX = 60;

/** Codes (referral, coupon, promo type, gclid): letters, digits and - _ . only; anything else is ignored. */
const CODE = /^[A-Za-z0-9._-]{1,50}$/;
const GCLID = /^[A-Za-z0-9._-]{1,200}$/;

function clean(value: string | null, max: number): string | undefined {
  if (value === null) return undefined;
  // Control characters never reach a cookie.
  const v = [...value]
    .filter((ch) => ch.charCodeAt(0) > 0x1f && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return v ? v.slice(0, max) : undefined;
}

function firstParam(q: URLSearchParams, names: readonly string[]): string | null {
  for (const n of names) {
    const v = q.get(n);
    if (v !== null && v.trim() !== '') return v;
  }
  return null;
}

function codeParam(q: URLSearchParams, names: readonly string[], shape = CODE): string | undefined {
  const v = firstParam(q, names)?.trim();
  return v && shape.test(v) ? v : undefined;
}

/**
 * Query parameters an address keeps in `ref_url_first` / `ref_url_last` (issue 14 §1, decision 0192):
 * the attribution parameters themselves and the ones that choose what a page shows. Everything else
 * — passwords, reset and setup codes, tokens, e-mail addresses, free-text searches and any name not
 * listed — is dropped before the address is stored; docs/attribution.md lists them.
 */
export const REF_URL_PARAMS: ReadonlySet<string> = new Set([
  ...ATTR_QUERY.utm,
  ...ATTR_QUERY.refCode,
  ...ATTR_QUERY.gclid,
  ...ATTR_QUERY.coupon,
  ...ATTR_QUERY.promoType,
  ...ATTR_QUERY.affiliationCode,
  // content-selecting (spec 000 §2, §9; 001 §2): product and plan choices, the sales event, list pages
  'functionType',
  'solutionType',
  'subscriptionType',
  'currencyType',
  'recurringType',
  'numberOfLicenses',
  'platform',
  'event',
  'type',
  'category',
  'tag',
  'page',
]);

/**
 * An address as the attribution cookies keep it: no user info, no fragment, only REF_URL_PARAMS in
 * the query, capped. Unparseable input gives ''.
 */
export function attributionUrl(input: URL | string): string {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    return '';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
  const kept = new URLSearchParams();
  for (const [k, v] of url.searchParams) if (REF_URL_PARAMS.has(k)) kept.append(k, v);
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`.slice(0, ATTR_VALUE_MAX);
}

/** spec 000 §5 / 001 §5: the UTM data of a query, or undefined unless utm_source and utm_medium exist. */
export function utmOfQuery(q: URLSearchParams): SourceUtm | undefined {
  const utm: Record<string, string> = {};
  for (const key of ATTR_QUERY.utm) {
    const v = clean(q.get(key), UTM_VALUE_MAX);
    if (v) utm[key] = v;
  }
  return utm.utm_source && utm.utm_medium ? (utm as SourceUtm) : undefined;
}

function utmJson(utm: SourceUtm): string {
  const short: Record<string, string> = {};
  for (const [k, v] of Object.entries(utm))
    if (typeof v === 'string') short[k] = v.slice(0, UTM_JSON_FIELD_MAX);
  return JSON.stringify(short);
}

/** spec 000 §4, 001 §5: contact pages never count as the last URL before contact-us. */
export function isContactPath(pathname: string): boolean {
  return /\/(contact-us|contact-sales)(\/|$)/.test(pathname);
}

/** spec 000 §4: the latest targeted ad source counts only for these media. */
const AD_MEDIA = new Set(['cpc', 'display']);

/**
 * The cookie writes a page request causes (spec 000 §3, §4, §9; 001 §4, §5), given its address and
 * the cookies it arrived with. Affiliation codes are handled by `affiliationWrites` (they may need a
 * lookup). Values only ever reach a cookie capped and cleaned.
 */
export function attributionWrites(url: URL, cookies: ReadonlyMap<string, string>): CookieWrite[] {
  const out: CookieWrite[] = [];
  const q = url.searchParams;
  const here = attributionUrl(url);

  const utm = utmOfQuery(q);
  if (utm) {
    // The latest counted UTM data replaces the whole set (a field the new link lacks is removed).
    for (const [key, cookie] of Object.entries(UTM_COOKIES)) {
      const v = utm[key as keyof SourceUtm];
      if (v) out.push({ name: cookie, value: v, maxAge: ATTRIBUTION_MAX_AGE.source });
      else if (cookies.has(cookie)) out.push({ name: cookie, value: '', maxAge: 0 });
    }
    // spec 000 §4: the first source is stored once.
    if (!cookies.has(ATTR_COOKIES.firstSource)) {
      out.push({ name: ATTR_COOKIES.firstSource, value: utmJson(utm), maxAge: ATTRIBUTION_MAX_AGE.source });
    }
    // spec 000 §4: the latest targeted ad source only when the medium is cpc or display.
    if (AD_MEDIA.has(utm.utm_medium!.toLowerCase())) {
      out.push({ name: ATTR_COOKIES.lastAdSource, value: utmJson(utm), maxAge: ATTRIBUTION_MAX_AGE.source });
    }
  }

  const refCode = codeParam(q, ATTR_QUERY.refCode);
  if (refCode) out.push({ name: ATTR_COOKIES.refCode, value: refCode, maxAge: ATTRIBUTION_MAX_AGE.source });
  // spec 000 §9: gclid 30 days, coupon 1 day, promo type 30 days.
  const gclid = codeParam(q, ATTR_QUERY.gclid, GCLID);
  if (gclid) out.push({ name: ATTR_COOKIES.gclid, value: gclid, maxAge: ATTRIBUTION_MAX_AGE.gclid });
  const coupon = codeParam(q, ATTR_QUERY.coupon);
  if (coupon) out.push({ name: ATTR_COOKIES.coupon, value: coupon, maxAge: ATTRIBUTION_MAX_AGE.coupon });
  const pt = codeParam(q, ATTR_QUERY.promoType);
  if (pt) out.push({ name: ATTR_COOKIES.promoType, value: pt, maxAge: ATTRIBUTION_MAX_AGE.source });

  // spec 000 §4: the first landing URL is stored once.
  if (!cookies.has(ATTR_COOKIES.urlFirst)) {
    out.push({ name: ATTR_COOKIES.urlFirst, value: here, maxAge: ATTRIBUTION_MAX_AGE.source });
  }
  // spec 000 §4, 001 §5: the last URL before contact-us, never a contact page itself.
  if (!isContactPath(url.pathname) && cookies.get(ATTR_COOKIES.urlLast) !== here) {
    out.push({ name: ATTR_COOKIES.urlLast, value: here, maxAge: ATTRIBUTION_MAX_AGE.source });
  }
  return out;
}

/** What an affiliation grants: trial days and the bypass-approval flag for its solution type. */
export type AffiliationGrant = {
  code: string;
  solutionType: SolutionType;
  days: number;
  bypassApproval: boolean;
};

/** The affiliation code of a query, upper-cased, when it has the code shape (shared/smb/aff.ts). */
export function affiliationCodeOfQuery(q: URLSearchParams): string | undefined {
  const v = firstParam(q, ATTR_QUERY.affiliationCode)?.trim();
  return v && /^[A-Za-z0-9_-]{2,40}$/.test(v) ? v.toUpperCase() : undefined;
}

/**
 * spec 000 §9: the trial length of an affiliation is extensionDays, otherwise the days until
 * fixedEndDate (rounded up); undefined when neither gives a positive length.
 */
export function affiliationDaysOf(
  aff: { extensionDays: number | null; fixedEndDate: string | null },
  now: number,
): number | undefined {
  if (aff.extensionDays && aff.extensionDays > 0) return aff.extensionDays;
  if (!aff.fixedEndDate) return undefined;
  const days = Math.ceil((Date.parse(aff.fixedEndDate) - now) / (DAY * 1000));
  return Number.isFinite(days) && days > 0 ? Math.min(days, 366) : undefined;
}

/** spec 000 §9: the affiliation cookies (1 day): the code, days per solution type, bypass per solution type. */
export function affiliationWrites(grant: AffiliationGrant): CookieWrite[] {
  const maxAge = ATTRIBUTION_MAX_AGE.affiliation;
  return [
    { name: ATTR_COOKIES.affiliationCode, value: grant.code, maxAge },
    {
      name: ATTR_COOKIES.affiliationDays,
      value: JSON.stringify({ [grant.solutionType]: grant.days }),
      maxAge,
    },
    {
      name: ATTR_COOKIES.bypassApproval,
      value: JSON.stringify({ [grant.solutionType]: grant.bypassApproval }),
      maxAge,
    },
  ];
}
