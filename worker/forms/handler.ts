import type { Context } from 'hono';
import { safeTarget } from '../../shared/account/next';
import { FORM_ID_FIELD, keptValues, NEWSLETTER_FORM_ID } from '../../shared/forms';
import { type Audience, homeAudience } from '../../shared/languages';
import { href, matchPath } from '../../shared/routes';
import { accountConfig, allowedTargetHosts } from '../account-config';
import type { AppEnv } from '../app-env';
import { LOADERS } from '../loaders';
import { readBounded } from '../request-body';
import { renderNotFound, renderRoute } from '../routes/pages';
import { isSameOrigin, MAX_JSON_BODY_BYTES, MAX_MULTIPART_BODY_BYTES } from '../smb/proxy';
import { newsletterAction } from './newsletter';
import { FORM_ACTIONS } from './registry';
import type { FormAction } from './types';

/**
 * The one POST handler of every page form (issue 14 §1, decision 0190): a native submit — JavaScript
 * off, or before the client has started — lands here on the form's own page address. Same-origin
 * rules as the /smb-frontend proxy (Sec-Fetch-Site, else Origin); a bounded urlencoded or multipart
 * body; then the route's action from FORM_ACTIONS (or the site-wide newsletter form), which makes the
 * same /smb-frontend call in-process and answers a 303 or the page again with its form state.
 */
export async function formPost(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const match = matchPath(url.pathname);
  if (match?.kind !== 'page') return renderNotFound(c);
  if (!isSameOrigin(c.req.raw, url)) return c.text('Cross-site form posts are refused.', 403);

  const form = await readForm(c.req.raw);
  if (form instanceof Response) return form;
  const formId = form.get(FORM_ID_FIELD);
  const action: FormAction | undefined =
    formId === NEWSLETTER_FORM_ID ? newsletterAction : FORM_ACTIONS[match.route.id];
  if (!action) return c.text('This page has no form to post.', 405, { Allow: 'GET, HEAD' });

  const { lang, route, params } = match;
  const audience: Audience = route.audience === 'all' ? homeAudience(lang) : route.audience;
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === 'string' && k !== FORM_ID_FIELD) values[k] = v;
  const args = { c, lang, audience, route, params, url };
  const pageData = async () => {
    const result = await LOADERS[route.id]?.(args);
    return result?.kind === 'page' ? result.data : undefined;
  };
  const result = await action({ ...args, values, form, pageData });
  if (result.kind === 'redirect') {
    // Every target the browser follows is normalised and checked (decision 0214): a site path or an
    // allowed console/app host; anything else (an upstream answer naming another site) goes home.
    const hosts = allowedTargetHosts(accountConfig(c.env));
    const location = safeTarget(
      result.location,
      hosts,
      href(lang, audience === 'consumer' ? 'consumer-home' : 'business-home'),
    );
    const res = new Response(null, {
      status: 303,
      headers: { Location: location, 'Cache-Control': 'no-store' },
    });
    for (const cookie of result.cookies ?? []) res.headers.append('Set-Cookie', cookie);
    return res;
  }
  const id = typeof formId === 'string' && formId === NEWSLETTER_FORM_ID ? formId : route.id;
  const state = { ...result.state, id, values: keptValues(result.state.values) };
  const res = await renderRoute(c, url, match, { form: state, status: result.status });
  res.headers.set('Cache-Control', 'no-store');
  return res;
}

/** urlencoded (no files) or multipart (contact forms with files), each within the proxy's bound. */
async function readForm(request: Request): Promise<FormData | Response> {
  const header = request.headers.get('Content-Type') ?? '';
  const type = header.toLowerCase();
  const urlencoded = /^application\/x-www-form-urlencoded\s*(;|$)/.test(type);
  const multipart = /^multipart\/form-data\s*;\s*boundary=/.test(type);
  if (!urlencoded && !multipart) return new Response('Unsupported form encoding.', { status: 415 });
  const body = await readBounded(request, multipart ? MAX_MULTIPART_BODY_BYTES : MAX_JSON_BODY_BYTES);
  if (body === 'too_large') return new Response('The form is too large.', { status: 413 });
  try {
    return await new Response(body, { headers: { 'Content-Type': header } }).formData();
  } catch {
    return new Response('The form could not be read.', { status: 400 });
  }
}
