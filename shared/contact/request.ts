import type { Attribution } from '../attribution';
import type { SupportType } from '../smb/support';
import {
  LARGER_COMPANY_RANGES,
  SIZE_CODES,
  type SizeCode,
  type SizeRange,
  STATE_DEFAULT,
  UPLOADS,
} from './constants';
import type { SalesEvent } from './events';

/**
 * The support request of spec 000 §3, built in the browser from a contact form: the fields, the
 * marketing attribution kept in cookies, and the JSON or multipart body of spec 000 §7. Pure
 * functions, shared by the forms, the unit tests and the worker tests.
 */

export type ContactFormValues = {
  supportType: SupportType;
  firstName: string;
  lastName: string;
  email: string;
  businessName?: string;
  productType?: string;
  /** A size code of spec 000 §3 (C050 … C999) or empty. */
  employees?: string;
  country?: string;
  state?: string;
  description?: string;
  isSubscribed?: boolean;
  /** Chosen tag ids (shared/contact/tags.ts), sent in attrs. */
  tags?: Partial<Record<'focus' | 'service' | 'topic' | 'app', string>>;
};

/** The JSON shape of the request's fields (what SupportFieldsSchema takes). */
export type SupportPayload = {
  supportType: SupportType;
  firstName: string;
  lastName: string;
  email: string;
  businessName?: string;
  productType?: string;
  numberOfEmployees?: SizeCode;
  country?: string;
  state: string;
  description?: string;
  attrs?: Record<string, string>;
  sourceUtm?: Record<string, string>;
  refUrlFirst?: string;
  refUrlLast?: string;
  isSubscribed: boolean;
};

/** spec 000 §3: C050 → R_1_50 … C999 → R_501_999. */
export function employeeRange(code: string): SizeRange | undefined {
  return Object.hasOwn(SIZE_CODES, code) ? SIZE_CODES[code as SizeCode] : undefined;
}

/** spec 000 §3: sizes above 200 count as the larger-company group. */
export function isLargerCompanyCode(code: string | undefined): boolean {
  const range = code ? employeeRange(code) : undefined;
  return range ? LARGER_COMPANY_RANGES.includes(range) : false;
}

export { regionCountry } from './region';

const http = (u: string | undefined) => (u && /^https?:\/\//.test(u) ? u.slice(0, 2000) : undefined);
const text = (s: string | undefined) => {
  const t = s?.trim();
  return t ? t : undefined;
};

/**
 * The request's fields (spec 000 §3): the form's values, attrs with the gclid, the chosen tags, the
 * event and the larger-company flag, sourceUtm and the first / last referring URLs from the stored
 * attribution, the state defaulting to Alabama (spec 000 §5).
 */
export function buildSupportPayload(
  v: ContactFormValues,
  attribution: Pick<Attribution, 'utm' | 'gclid' | 'refUrlFirst' | 'refUrlLast'>,
  event?: SalesEvent,
): SupportPayload {
  const attrs: Record<string, string> = {};
  if (attribution.gclid) attrs.gclid = attribution.gclid;
  for (const [k, id] of Object.entries(v.tags ?? {})) if (id) attrs[k] = id;
  if (event) attrs.event = event.code;
  const employees = v.employees && employeeRange(v.employees) ? (v.employees as SizeCode) : undefined;
  if (isLargerCompanyCode(employees)) attrs.largerCompany = 'true';
  const utm = attribution.utm && Object.keys(attribution.utm).length ? attribution.utm : undefined;
  return {
    supportType: v.supportType,
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    businessName: text(v.businessName),
    productType: text(v.productType),
    numberOfEmployees: employees,
    country: text(v.country),
    state: text(v.state) ?? STATE_DEFAULT,
    description: text(v.description),
    attrs: Object.keys(attrs).length ? attrs : undefined,
    sourceUtm: utm as Record<string, string> | undefined,
    refUrlFirst: http(attribution.refUrlFirst),
    refUrlLast: http(attribution.refUrlLast),
    isSubscribed: v.isSubscribed === true,
  };
}

/** spec 000 §7: JSON {support: {fields, sourceUtm, refUrlFirst, refUrlLast}} without files. */
export function supportJsonBody(p: SupportPayload): { support: SupportPayload } {
  return { support: dropUndefined(p) };
}

/** spec 000 §7 / §3: multipart with `support.`-prefixed fields and files[n]. */
export function supportMultipartBody(p: SupportPayload, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(dropUndefined(p))) {
    form.append(`support.${k}`, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  files.forEach((f, i) => {
    form.append(`files[${i}]`, f, f.name);
  });
  return form;
}

function dropUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

export type FileProblem = { name: string; reason: 'too-many' | 'too-large' | 'type' };

/**
 * The upload limits of decision 0036, checked in the browser before anything is sent (the origin
 * checks them again: 413 / 415). Type by the declared MIME type; the origin also checks the bytes.
 */
export function fileProblems(files: readonly { name: string; size: number; type: string }[]): FileProblem[] {
  const L = UPLOADS;
  const out: FileProblem[] = [];
  if (files.length > L.maxFiles) out.push({ name: '', reason: 'too-many' });
  for (const f of files) {
    if (!(L.types as readonly string[]).includes(f.type)) out.push({ name: f.name, reason: 'type' });
    else if (f.size > L.maxFileBytes) out.push({ name: f.name, reason: 'too-large' });
  }
  return out;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ContactField = 'firstName' | 'lastName' | 'email' | 'businessName' | 'description' | 'country';
export type FieldErrors = Partial<Record<ContactField, 'required' | 'email' | 'tooLong'>>;

/** The browser's checks (the origin's zod schema is the authority): required names, an e-mail, lengths. */
export function contactFieldErrors(
  v: ContactFormValues,
  required: { businessName?: boolean; description?: boolean; country?: boolean } = {},
): FieldErrors {
  const e: FieldErrors = {};
  if (!v.firstName.trim()) e.firstName = 'required';
  else if (v.firstName.trim().length > 100) e.firstName = 'tooLong';
  if (!v.lastName.trim()) e.lastName = 'required';
  else if (v.lastName.trim().length > 100) e.lastName = 'tooLong';
  const email = v.email.trim();
  if (!email) e.email = 'required';
  else if (!EMAIL.test(email) || email.length > 254) e.email = 'email';
  if (required.businessName && !v.businessName?.trim()) e.businessName = 'required';
  else if ((v.businessName?.trim().length ?? 0) > 150) e.businessName = 'tooLong';
  if (required.description && !v.description?.trim()) e.description = 'required';
  else if ((v.description?.trim().length ?? 0) > 5000) e.description = 'tooLong';
  if (required.country && !v.country?.trim()) e.country = 'required';
  return e;
}
