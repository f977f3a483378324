import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isIndexable, robotsValue } from '../../shared/indexing';
import type { AppEnv } from '../app-env';

/**
 * spec 001 §6: pages carry their own X-Robots-Tag from the one indexing decision (requestBasics →
 * streamPage). Every other response — calls, redirects, robots.txt, sitemaps, errors — gets the
 * same decision for its path when it set none, so nothing outside production is ever indexed.
 */
/** The X-Robots-Tag value of this request's answer (the edge HTML cache writes it into a hit directly). */
export function robotsHeaderOf(c: Context<AppEnv>): string {
  const edge = c.get('edge');
  const pathname = new URL(c.req.url).pathname;
  return robotsValue(!!edge && !pathname.startsWith('/smb-frontend/') && isIndexable({ ...edge, pathname }));
}

export const indexing = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.headers.has('X-Robots-Tag')) return;
  const res = new Response(c.res.body, c.res);
  res.headers.set('X-Robots-Tag', robotsHeaderOf(c));
  c.res = undefined;
  c.res = res;
});
