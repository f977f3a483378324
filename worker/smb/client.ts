import type { Context } from 'hono';
import { z } from 'zod';
import { prepareContent } from '../../shared/smb/answers';
import { type SmbCallKey, smbCall, smbPath, smbUrl } from '../../shared/smb/paths';
import type { AppEnv } from '../app-env';
import { log, noteSmbCall } from '../log';
import { handleSmb } from './proxy';

/** Headers of the page request an SSR call carries on (the session and preview cookies, language). */
const CARRIED_HEADERS = ['cookie', 'accept-language', 'user-agent', 'cf-connecting-ip'];

function executionContextOf(c: Context<AppEnv>): ExecutionContext | undefined {
  try {
    return c.executionCtx as unknown as ExecutionContext;
  } catch {
    return undefined;
  }
}

/**
 * An /smb-frontend call from an SSR loader: in-process through the same proxy, cache and origin as
 * the browser's calls, without a network hop. The call is named by its key (shared/smb/paths.ts),
 * `init.query` its query. The call is the worker's own, so it counts as same-origin.
 */
export function smbFetch(c: Context<AppEnv>, key: SmbCallKey, init: SmbInit = {}): Promise<Response> {
  noteSmbCall();
  const { query, ...rest } = init;
  const url = new URL(smbUrl(key, query), c.req.url);
  const headers = new Headers(rest.headers);
  for (const name of CARRIED_HEADERS) {
    const value = c.req.header(name);
    if (value !== undefined && !headers.has(name)) headers.set(name, value);
  }
  headers.set('Sec-Fetch-Site', 'same-origin');
  // A FormData body gets its multipart type (with the boundary) from the Request itself.
  const isForm = rest.body instanceof FormData;
  if (rest.body !== undefined && rest.body !== null && !isForm && !headers.has('content-type')) {
    headers.set('Content-Type', 'application/json');
  }
  return handleSmb(new Request(url, { ...rest, headers }), c.env, executionContextOf(c));
}

/** A call's request: fetch's init plus the query (URLSearchParams or its text, without `?`). */
export type SmbInit = RequestInit & { query?: URLSearchParams | string };

/** The code of an error body (shared/smb/error-messages.ts); anything else in it is not needed here. */
const ErrorCodeOf = z.object({ error: z.string().max(64) });

/** A failure keeps the status and, when the answer was a JSON error body, its code (`error`). */
export type SmbResult<T> = { ok: true; data: T } | { ok: false; status: number; error?: string };

/** smbFetch + the call's answer schema: typed data, or the status (a malformed answer counts as 502). */
export async function smbJson<S extends z.ZodType>(
  c: Context<AppEnv>,
  key: SmbCallKey,
  schema: S,
  init?: SmbInit,
): Promise<SmbResult<z.infer<S>>> {
  const res = await smbFetch(c, key, init);
  if (!res.ok) {
    const isJson = (res.headers.get('Content-Type') ?? '').includes('application/json');
    const body: unknown = isJson ? await res.json().catch(() => undefined) : await res.body?.cancel();
    const error = ErrorCodeOf.safeParse(body);
    return { ok: false, status: res.status, ...(error.success ? { error: error.data.error } : {}) };
  }
  const body: unknown = await res.json().catch(() => undefined);
  // CMS answers are repaired section by section before their check (decision 0332).
  const parsed = schema.safeParse(smbCall(key).family === 'strapi' ? prepareContent(body) : body);
  if (!parsed.success) {
    log('error', 'smb_answer_mismatch', {
      call: smbPath(key),
      issues: parsed.error.issues
        .slice(0, 3)
        .map((i) => i.path.join('.'))
        .join(','),
    });
    return { ok: false, status: 502 };
  }
  return { ok: true, data: parsed.data };
}
