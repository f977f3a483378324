import { createMiddleware } from 'hono/factory';
import { canonicalCasePath, matchPath, splitLang } from '../../shared/routes';
import { SHORT_PATH } from '../../shared/short-links';
import type { AppEnv } from '../app-env';
import { errorFields, log } from '../log';
import { withQuery } from './with-query';

/**
 * spec 001 §5: a request to an old short path redirects (301, query kept — spec-rulings 15) to its new
 * link. Only paths the route table does not know are looked up, so pages never pay for the lookup.
 */
export const shortLinks = createMiddleware<AppEnv>(async (c, next) => {
  const { pathname, search } = new URL(c.req.url);
  if (!SHORT_PATH.test(pathname) || matchPath(pathname) || canonicalCasePath(pathname)) return next();
  const { prefixed, parts } = splitLang(pathname);
  if (prefixed && parts.length === 0) return next();
  const row = await c.env.DB.prepare('SELECT new_path FROM short_links WHERE old_path = ?')
    .bind(pathname)
    .first<{ new_path: string }>()
    .catch((error: unknown) => {
      log('error', 'short_link_lookup_failed', errorFields(error));
      return null;
    });
  if (!row || row.new_path === pathname || !isSafeTarget(row.new_path)) return next();
  return c.redirect(withQuery(row.new_path, search), 301);
});

/** A site path (not protocol-relative) or an https address. */
function isSafeTarget(target: string): boolean {
  return (target.startsWith('/') && !target.startsWith('//')) || target.startsWith('https://');
}
