import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { DEFAULT_EDGE_FACTS } from '../../client/app/ssr-data';
import { splitLang } from '../../shared/routes';
import type { AppEnv } from '../app-env';
import { errorFields, log } from '../log';
import { createNonce } from '../middleware/secure-headers';
import { streamPage } from '../render/render-page';
import { audienceFor } from './pages';

/**
 * The one error path: HTTP exceptions answer with their own status; anything else is logged and
 * shown as the branded 500 page in the request's language — never a stack trace.
 */
export async function onError(err: Error, c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const status = err instanceof HTTPException ? err.status : 500;
  if (!(err instanceof HTTPException)) log('error', 'unhandled_error', errorFields(err));
  if (url.pathname.startsWith('/smb-frontend/') || !acceptsHtml(c)) {
    return c.json({ error: status === 500 ? 'internal_error' : err.message || 'error' }, status);
  }
  const { lang, parts } = splitLang(url.pathname);
  try {
    const response = await streamPage({
      status,
      lang,
      audience: audienceFor(lang, parts[0]),
      routeId: 'server-error',
      page: 'server-error',
      env: c.env,
      brand: safeBrand(c),
      nonce: safeNonce(c),
      indexable: false,
      edge: DEFAULT_EDGE_FACTS,
      pathname: url.pathname,
    });
    await (response.body as ReadableStream & { allReady?: Promise<void> }).allReady;
    return response;
  } catch (renderErr) {
    log('error', 'error_page_failed', errorFields(renderErr));
    return c.text('Something went wrong. Please try again in a few minutes.', status);
  }
}

function acceptsHtml(c: Context<AppEnv>): boolean {
  const accept = c.req.header('accept') ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

function safeBrand(c: Context<AppEnv>): string {
  const brand = (c.env?.BRAND_NAME ?? '').trim();
  return brand && brand.length <= 40 ? brand : 'Lumora';
}

function safeNonce(c: Context<AppEnv>): string {
  return c.get('nonce') ?? createNonce();
}
