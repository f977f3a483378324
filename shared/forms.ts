/**
 * Forms that work before (and without) scripts (issue 14 §1, decision 0190). Every form renders
 * `<form method="post">` on its own page address; the worker's one POST handler (worker/forms) runs
 * the same /smb-frontend call the hydrated page would, then redirects (303, post/redirect/get) or
 * renders the page again with this state: the submitted values (never a secret) and message keys the
 * page translates in its own language.
 */

/** A translation key (with its namespace: `account:errors.email`) and its interpolation values. */
export type FormMessage = { key: string; vars?: Record<string, string | number> };

export type FormState = {
  /** Which form answered: the route id of a page form, or a site-wide form's id (`newsletter`). */
  id: string;
  /** The submitted values to show again (secrets removed: see isSecretField). */
  values: Record<string, string>;
  /** Inline errors by field name. */
  errors: Record<string, FormMessage>;
  /** A message for the whole form (role=alert). */
  alert?: FormMessage;
  /** A confirmation for the whole form (role=status), e.g. "a new code is on its way". */
  notice?: FormMessage;
  /** The form's work is done (e.g. a reset link sent): the page shows its success state. */
  done?: boolean;
};

/** Hidden field naming a site-wide form (the footer's newsletter posts to whatever page it is on). */
export const FORM_ID_FIELD = '_form';
export const NEWSLETTER_FORM_ID = 'newsletter';

/** Fields never echoed back into a page: passwords, codes, tokens. */
export function isSecretField(name: string): boolean {
  return /password|passwd|secret|token|recaptcha/i.test(name) || /^(code|confirm)$/i.test(name);
}

/** The values worth showing again: strings only, secrets dropped, each capped. */
export function keptValues(values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (!isSecretField(k)) out[k] = v.slice(0, 2000);
  return out;
}

/** The state of a form by id on this page, or null (none posted, or another form answered). */
export function formStateFor(state: FormState | null | undefined, id: string): FormState | null {
  return state && state.id === id ? state : null;
}

/** A 429's Retry-After in whole minutes, at least 1 (the sign-in window is 15 minutes, not "a minute"). */
export function waitMinutes(retryAfterSeconds: number | null | undefined): number {
  return Math.max(1, Math.ceil((retryAfterSeconds || 60) / 60));
}
