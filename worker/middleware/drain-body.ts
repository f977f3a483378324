import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { drainBody } from '../request-body';

/**
 * One place for every early answer (issue 14 §2, decision 0194): whatever answered a request with a
 * body — the /smb-frontend proxy's 403/404/405/413/415, the form handler's refusals, a 404 — the
 * unread rest of the body is drained before the response leaves, so the HTTP server in front (vite
 * preview under `npm start`) never sees an answer while the client is still sending.
 */
export const drainUnreadBody = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD') return;
  await drainBody(c.req.raw);
});
