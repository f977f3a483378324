import type { Context } from 'hono';
import { isLoopbackAddress } from '../../shared/client-address';
import type { AppEnv } from '../app-env';

/** Hosts that only a person on this machine can name. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a `/dev/*` page may answer (issue 15 §7, decision 0218): the development environment, a
 * loopback host name, AND — where the runtime reports the client (workerd sets CF-Connecting-IP; the
 * local server of `npm start`/`npm run dev` sets it from the socket) — a loopback client address. The
 * Host header alone is the client's to choose, so it is never enough on its own.
 */
export function isLocalDevRequest(c: Context<AppEnv>): boolean {
  if (c.env.ENVIRONMENT !== 'development') return false;
  if (!LOCAL_HOSTS.has(new URL(c.req.url).hostname)) return false;
  const client = c.req.header('cf-connecting-ip');
  return client === undefined || isLoopbackAddress(client);
}

/** The answer of a `/dev/*` page where it must not exist. */
export const notFoundHere = (c: Context<AppEnv>) => c.json({ error: 'not_found' }, 404);
