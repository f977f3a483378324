import { createMiddleware } from 'hono/factory';
import { isIndexable, robotsValue } from '../../shared/indexing';
import type { AppEnv } from '../app-env';

/**
 * spec 001 §6: pages carry their own X-Robots-Tag from the one indexing decision (requestBasics →
 * streamPage). Every other response — calls, redirects, robots.txt, sitemaps, errors — gets the
 * same decision for its path when it set none, so nothing outside production is ever indexed.
 */
export const indexing = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.headers.has('X-Robots-Tag')) return;
  const edge = c.get('edge');
  const pathname = new URL(c.req.url).pathname;
  const indexable = !!edge && !pathname.startsWith('/smb-frontend/') && isIndexable({ ...edge, pathname });
  const res = new Response(c.res.body, c.res);
  res.headers.set('X-Robots-Tag', robotsValue(indexable));
  c.res = undefined;
  c.res = res;
});
