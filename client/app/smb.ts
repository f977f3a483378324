/**
 * The browser's one way to call /smb-frontend (spec 000 §7, 001 §7). Same-origin credentials, JSON in
 * and out; a non-OK answer rejects with an SmbCallError carrying status, statusText and the JSON body's
 * message (spec 000 §8: most calls reject with {status, statusText}; password, code-expiry and
 * switch-account calls also carry the message). Callers that the spec says fail silently catch it.
 */

import { type SmbGetKey, type SmbPostKey, smbUrl } from '../../shared/smb/paths';

export class SmbCallError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** The error body (`{status, statusText, error, message, issues?}`) when the answer was JSON. */
  readonly body: { error?: string; message?: string; issues?: unknown } | null;
  /** Seconds from a 429's Retry-After (null when absent). */
  readonly retryAfter: number | null;
  constructor(
    status: number,
    statusText: string,
    body: SmbCallError['body'],
    retryAfter: number | null = null,
  ) {
    super(body?.message ?? body?.error ?? `${status} ${statusText}`);
    this.name = 'SmbCallError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
    this.retryAfter = retryAfter;
  }
}

/** The longest plain-text error body kept as a rejection's message. */
const TEXT_MESSAGE_MAX = 500;

async function answer<T>(res: Response): Promise<T> {
  const isJson = (res.headers.get('Content-Type') ?? '').includes('application/json');
  let body = isJson ? await res.json().catch(() => null) : null;
  if (!res.ok && !isJson) {
    // spec 000 §8: the rejection carries the body as its message, also when an
    // upstream or a gateway answers in plain text.
    const text = (await res.text().catch(() => '')).trim().slice(0, TEXT_MESSAGE_MAX);
    body = text ? { message: text } : null;
  }
  if (!res.ok) {
    const retry = Number(res.headers.get('Retry-After'));
    const retryAfter = Number.isFinite(retry) && retry > 0 ? retry : null;
    // HTTP/2 has no reason phrase: the error body carries it (docs/architecture.md "Account codes").
    const carried = (body as { statusText?: unknown } | null)?.statusText;
    const statusText = res.statusText || (typeof carried === 'string' ? carried : '');
    throw new SmbCallError(res.status, statusText, body as SmbCallError['body'], retryAfter);
  }
  return body as T;
}

type Query = Record<string, string | number | boolean | undefined | null>;

/** The call's address on this site with the query's set values (shared/smb/paths.ts names the path). */
export function callUrl(key: SmbGetKey | SmbPostKey, query?: Query): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) qs.set(k, String(v));
  return smbUrl(key, qs);
}

/** GET a call, named by its key (e.g. `auth.auth`). */
export async function smbGet<T>(key: SmbGetKey, query?: Query, init?: { signal?: AbortSignal }): Promise<T> {
  const res = await fetch(callUrl(key, query), {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal: init?.signal,
  });
  return answer<T>(res);
}

/** POST JSON (or a FormData for multipart calls such as support requests with files). */
export async function smbPost<T>(
  key: SmbPostKey,
  body: unknown,
  init?: { signal?: AbortSignal; query?: Query },
): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const res = await fetch(callUrl(key, init?.query), {
    method: 'POST',
    credentials: 'same-origin',
    headers: isForm
      ? { Accept: 'application/json' }
      : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: isForm ? body : JSON.stringify(body),
    signal: init?.signal,
  });
  return answer<T>(res);
}
