import { createMiddleware } from 'hono/factory';
import { FormIdParam } from '../../shared/smb/content';
import type { AppEnv } from '../app-env';
import { PREVIEW_COOKIE } from '../smb/cache-policy';
import { setEdgeCookies } from './response-cookies';

/** The query that starts preview mode from an editor's link (decision 0015). */
export const PREVIEW_QUERY = 'pfFormId';

/**
 * Preview mode (spec 000 §4, §6; spec 001 §2.1, §6): a preview form-id cookie (spec pfFormId) switches
 * content to the editor's draft (worker/loaders/cms.ts passes it as formId; decision 0041) and puts the
 * preview banner on every page. An editor's link `?pfFormId=<id>` sets the cookie (a session cookie,
 * so preview ends with the browser at the latest). Preview responses — and `?cmsId=` previews — are
 * never stored by any cache.
 */
export const preview = createMiddleware<AppEnv>(async (c, next) => {
  const raw = c.req.query(PREVIEW_QUERY);
  // Most requests carry no preview: no parse for them (decision 0291).
  const fromQuery = raw === undefined ? { success: false as const } : FormIdParam.safeParse(raw);
  const edge = c.get('edge');
  if (fromQuery.success && edge) c.set('edge', { ...edge, previewFormId: fromQuery.data });
  await next();
  if (fromQuery.success) {
    setEdgeCookies(c, [{ name: PREVIEW_COOKIE, value: fromQuery.data }]);
  } else if (c.get('edge')?.previewFormId || c.req.query('cmsId') !== undefined) {
    // A `cmsId` preview (spec 001 §2.1, §7: product and menu pages) is never stored either.
    const res = new Response(c.res.body, c.res);
    res.headers.set('Cache-Control', 'private, no-store');
    c.res = undefined;
    c.res = res;
  }
});
