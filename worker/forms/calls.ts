import type { Context } from 'hono';
import type { z } from 'zod';
import { type FormMessage, waitMinutes } from '../../shared/forms';
import type { SmbPostKey } from '../../shared/smb/paths';
import type { AppEnv } from '../app-env';
import { smbFetch } from '../smb/client';
import type { FormErrors, FormResult } from './types';

/** The outcome of a form's /smb-frontend call: the answer, or the status, error code and wait. */
export type CallOutcome<T> =
  | { ok: true; data: T; cookies: string[] }
  | { ok: false; status: number; error?: string; retryAfter?: number; issues?: { path?: string }[] };

/** POST JSON through the proxy in-process (the same call the hydrated page makes from the browser). */
export async function postCall<S extends z.ZodType>(
  c: Context<AppEnv>,
  key: SmbPostKey,
  body: unknown,
  schema: S,
): Promise<CallOutcome<z.infer<S>>> {
  const res = await smbFetch(c, key, { method: 'POST', body: JSON.stringify(body) });
  const json: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const err = (json ?? {}) as { error?: string; issues?: { path?: string }[] };
    const retry = Number(res.headers.get('Retry-After'));
    return {
      ok: false,
      status: res.status,
      error: err.error,
      issues: err.issues,
      retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined,
    };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, status: 502 };
  return { ok: true, data: parsed.data, cookies: res.headers.getSetCookie() };
}

/** spec 000 §8 "wait": a 429's Retry-After in whole minutes (at least 1). */
export function rateLimitMessage(retryAfter: number | undefined): FormMessage {
  return { key: 'account:errors.rateLimitedWait', vars: { count: waitMinutes(retryAfter) } };
}

/** The page again with the values kept: 422 for the visitor's input, the call's status class otherwise. */
export function again(
  values: Record<string, string>,
  errors: FormErrors,
  alert?: FormMessage,
  status = 422,
): FormResult {
  return { kind: 'page', status, state: { values, errors, ...(alert ? { alert } : {}) } };
}

/** The form's work is done: the page shows its success state (with `values` it still shows, if any). */
export function done(values: Record<string, string> = {}): FormResult {
  return { kind: 'page', status: 200, state: { values, errors: {}, done: true } };
}

/** A failed call as the page shows it: 429 → the real wait; anything else → the generic message. */
export function failure(
  values: Record<string, string>,
  outcome: { status: number; retryAfter?: number },
  messages: Partial<Record<number, FormMessage>> = {},
): FormResult {
  const alert =
    messages[outcome.status] ??
    (outcome.status === 429 ? rateLimitMessage(outcome.retryAfter) : { key: 'account:errors.generic' });
  const status = outcome.status >= 500 || outcome.status === 0 ? 503 : outcome.status;
  return again(values, {}, alert, status === 200 ? 422 : status);
}

/** A form's own checks: field → message key, keyed by the first failing rule. */
export function fieldErrors(rules: [string, boolean, string][]): FormErrors {
  const out: FormErrors = {};
  for (const [field, ok, key] of rules) if (!ok && !out[field]) out[field] = { key };
  return out;
}
