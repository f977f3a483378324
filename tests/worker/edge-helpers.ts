import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import app from '../../worker/index';

/**
 * A production configuration the worker accepts (decision 0161): the embedded origin allowed for the
 * test (ALLOW_EMBEDDED_ORIGIN, which also permits the local bot check), the default scrypt cost (the
 * tests' lower one is refused in production) and the test hosts listed as production hosts.
 */
export const PRODUCTION = {
  ENVIRONMENT: 'production',
  ALLOW_EMBEDDED_ORIGIN: 'true',
  PASSWORD_SCRYPT_N: '',
  PRODUCTION_HOSTS: 'localhost,lumora.cn,lumora-alt.example,www.lumora.example',
} as const;

/**
 * Calls the worker app with its own configuration (environment, host lists …) and request metadata:
 * the same app as SELF, with `env` overrides instead of wrangler.jsonc's development values, and the
 * platform's `request.cf` given per request (decision 0010: how tests choose the visitor's country).
 */
export async function edgeFetch(
  path: string,
  options: {
    host?: string;
    headers?: Record<string, string>;
    /** Overrides of variables and bindings (e.g. CF_VERSION_METADATA). */
    env?: Partial<Record<string, string | object>>;
    cf?: Record<string, unknown>;
    method?: string;
  } = {},
): Promise<Response> {
  const request = new Request(`http://${options.host ?? 'localhost'}${path}`, {
    method: options.method ?? 'GET',
    headers: options.headers,
    redirect: 'manual',
    ...(options.cf ? { cf: options.cf } : {}),
  } as RequestInit);
  const ctx = createExecutionContext();
  const res = await app.fetch(request, { ...env, ...options.env } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** The Set-Cookie lines of a response by cookie name. */
export function setCookies(res: Response): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of res.headers.getSetCookie()) out.set(line.slice(0, line.indexOf('=')), line);
  return out;
}

/** A Set-Cookie line's decoded value. */
export function cookieValue(line: string | undefined): string | undefined {
  if (line === undefined) return undefined;
  const raw = line.slice(line.indexOf('=') + 1).split(';')[0]!;
  return decodeURIComponent(raw);
}

/** A Set-Cookie line's Max-Age (undefined for a session cookie). */
export function maxAge(line: string | undefined): number | undefined {
  const m = line?.match(/;\s*Max-Age=(\d+)/i);
  return m ? Number(m[1]) : undefined;
}

/** The hydration data of a streamed page. */
export async function ssrOf(res: Response): Promise<{ edge: Record<string, unknown>; indexable: boolean }> {
  const html = await res.text();
  const m = html.match(/<script type="application\/json" id="__ssr">([\s\S]*?)<\/script>/);
  if (!m) throw new Error('no hydration data');
  return JSON.parse(m[1]!);
}
