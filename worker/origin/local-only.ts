import type { Context } from 'hono';
import { isLoopbackAddress, LOCAL_SOCKET_HEADER } from '../../shared/client-address';
import { errorBody } from '../../shared/smb/error-messages';
import type { AppEnv } from '../app-env';

/** Hosts that only a person on this machine can name. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a `/dev/*` page may answer (issue 15 §7, decision 0218): the development environment, a
 * loopback host name, AND — where the runtime reports the client — a loopback client address: the
 * socket's, which the local servers of `npm start`/`npm run dev` put in LOCAL_SOCKET_HEADER, else the
 * runtime's CF-Connecting-IP. The Host header alone is the client's to choose, so it is never enough.
 */
export function isLocalDevRequest(c: Context<AppEnv>): boolean {
  if (c.env.ENVIRONMENT !== 'development') return false;
  if (!LOCAL_HOSTS.has(new URL(c.req.url).hostname)) return false;
  const client = c.req.header(LOCAL_SOCKET_HEADER) ?? c.req.header('cf-connecting-ip');
  return client === undefined || isLoopbackAddress(client);
}

/** The answer of a `/dev/*` page where it must not exist. */
export const notFoundHere = (c: Context<AppEnv>) => c.json(errorBody(404, 'not_found'), 404);
