import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../app-env';
import { currentScope, log, requestIdOf, withRequestScope } from '../log';
import { CACHE_STATUS_HEADER } from '../smb/cache-policy';

/**
 * One structured line per request (decision 0164): request id (cf-ray, else generated), method, route
 * id (the route table's id for pages, else the matched route), status, duration until the response
 * started, cache status and the worst upstream status of the calls it made. No path, query, cookie,
 * address or user agent: nothing personal. Static assets never reach the worker, so they log nothing.
 */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = Date.now();
  const requestId = requestIdOf(c.req.raw);
  await withRequestScope(requestId, async () => {
    try {
      await next();
    } finally {
      const scope = currentScope();
      log(c.res.status >= 500 ? 'error' : 'info', 'request', {
        method: c.req.method,
        route: scope?.route ?? matchedRoutes(c)[c.req.routeIndex]?.path,
        status: c.res.status,
        duration_ms: Date.now() - started,
        cache: c.res.headers.get(CACHE_STATUS_HEADER) ?? undefined,
        upstream_status: scope?.upstreamStatus,
        upstream_calls: scope?.upstreamCalls || undefined,
        smb_calls: scope?.smbCalls || undefined,
      });
    }
  });
});
