import type { Context } from 'hono';
import type { z } from 'zod';
import { SMB_PREFIX } from '../../shared/smb/paths';
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
 * the browser's calls, without a network hop. `path` is without the prefix (`/auth/auth.action`).
 * The call is the worker's own, so it counts as same-origin.
 */
export function smbFetch(c: Context<AppEnv>, path: string, init: RequestInit = {}): Promise<Response> {
  noteSmbCall();
  const url = new URL(`${SMB_PREFIX}${path}`, c.req.url);
  const headers = new Headers(init.headers);
  for (const name of CARRIED_HEADERS) {
    const value = c.req.header(name);
    if (value !== undefined && !headers.has(name)) headers.set(name, value);
  }
  headers.set('Sec-Fetch-Site', 'same-origin');
  // A FormData body gets its multipart type (with the boundary) from the Request itself.
  const isForm = init.body instanceof FormData;
  if (init.body !== undefined && init.body !== null && !isForm && !headers.has('content-type')) {
    headers.set('Content-Type', 'application/json');
  }
  return handleSmb(new Request(url, { ...init, headers }), c.env, executionContextOf(c));
}

export type SmbResult<T> = { ok: true; data: T } | { ok: false; status: number };

/** smbFetch + the call's answer schema: typed data, or the status (a malformed answer counts as 502). */
export async function smbJson<S extends z.ZodType>(
  c: Context<AppEnv>,
  path: string,
  schema: S,
  init?: RequestInit,
): Promise<SmbResult<z.infer<S>>> {
  const res = await smbFetch(c, path, init);
  if (!res.ok) {
    await res.body?.cancel();
    return { ok: false, status: res.status };
  }
  const parsed = schema.safeParse(await res.json().catch(() => undefined));
  if (!parsed.success) {
    log('error', 'smb_answer_mismatch', {
      call: path,
      issues: parsed.error.issues
        .slice(0, 3)
        .map((i) => i.path.join('.'))
        .join(','),
    });
    return { ok: false, status: 502 };
  }
  return { ok: true, data: parsed.data };
}
