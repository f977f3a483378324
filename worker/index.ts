import { Hono } from 'hono';
import { LOCAL_BOT_TOKEN_PATH } from '../shared/account/bot-protection';
import { FRAME_MENUS_PATH } from '../shared/menus';
import { onContentRepair } from '../shared/smb/answers';
import { errorBody } from '../shared/smb/error-messages';
import { onUnknownSection } from '../shared/unknown-sections';
import type { AppEnv } from './app-env';
import { contactRoutes } from './contact-routes';
import { formPost } from './forms/handler';
import { log } from './log';
import { attribution } from './middleware/attribution';
import { configCheck } from './middleware/config-check';
import { drainUnreadBody } from './middleware/drain-body';
import { indexing } from './middleware/indexing';
import { preview } from './middleware/preview';
import { requestLog } from './middleware/request-log';
import { secureHeaders } from './middleware/secure-headers';
import { siteContext } from './middleware/site-context';
import { localBotTokenEndpoint } from './origin/bot-protection';
import { devAppHost, devAppToken } from './origin/dev-app-token';
import { devOutbox } from './origin/dev-outbox';
import { htmlCache, htmlCacheHit } from './render/html-cache';
import { CSP_REPORT_PATH, cspReport } from './routes/csp-report';
import { onError } from './routes/errors';
import { frameMenus } from './routes/frame-menus';
import { healthz } from './routes/health';
import { location } from './routes/location';
import { media } from './routes/media';
import { pageHandler, renderNotFound } from './routes/pages';
import { robots } from './routes/robots';
import { rootRedirect } from './routes/root';
import { shortLinks } from './routes/short-links';
import { sitemap } from './routes/sitemap';
import { scheduled } from './scheduled';
import { smbApp } from './smb/proxy';

// Unknown CMS section kinds (dropped by the contract check, skipped by the renderer) go to the structured log.
onUnknownSection((kind) => log('warn', 'unknown_section', { section: kind }));
// CMS entries repaired field by field or section by section (decision 0332): one line per removal.
onContentRepair((r) => log('warn', 'content_repaired', r));

export const app = new Hono<AppEnv>();

// docs/architecture.md "One request": 0 the request's log line, 1 secure headers, 2 the configuration
// gate, 3 site context (then a fresh edge-cache hit answers, decision 0342), 4 indexing, 5 attribution, 6 preview. /healthz answers before the gate: it
// reports on it. Before anything can answer early, an unread request body is drained (decision 0194).
app.use('*', requestLog);
app.use('*', drainUnreadBody);
app.use('*', secureHeaders);
app.get('/healthz', healthz);
app.use('*', configCheck);
app.use('*', siteContext);
// Decision 0342: a fresh copy of an anonymous page answers here, before the middleware only a render needs.
app.use('*', htmlCacheHit);
app.use('*', indexing);
app.use('*', attribution);
app.use('*', preview);
// Decision 0180: anonymous pages from the edge HTML cache, after every request fact is known.
app.use(
  '*',
  htmlCache((request, env, ctx) => app.fetch(request, env, ctx)),
);

app.get('/robots.txt', robots);
app.get('/sitemap.xml', sitemap);
app.get('/:file{sitemap-[a-z]+-[0-9]+\\.xml}', sitemap);
app.get('/', rootRedirect);
// The frame's CMS menu data, asked for on the first intent to open a menu (decision 0247).
app.get(FRAME_MENUS_PATH, frameMenus);
// Answered at the edge, before the proxy (spec 001 §7: no upstream call).
app.get('/smb-frontend/location', location);
// The /smb-frontend proxy: after any edge-answered /smb-frontend route above (e.g. /location).
app.route('/smb-frontend', smbApp);
// Where browsers report CSP violations (decision 0285).
app.post(CSP_REPORT_PATH, cspReport);
// The local bot-protection provider's tokens (issue 29; a 404 behind a real provider).
app.post(LOCAL_BOT_TOKEN_PATH, localBotTokenEndpoint);
// Local-only list of the embedded origin's e-mails (404 unless development on a loopback host).
app.get('/dev/outbox', devOutbox);
// Local-only stand-in of the host app issuing an in-app sign-in token (issue 6, decision 0034).
app.post('/dev/app-token', devAppToken);
app.get('/dev/app-host', devAppHost);
app.route('/', contactRoutes); // /dev/requests (local only) and the newsletter config (worker/contact-routes.ts)
// Media files the static assets lack, from the optional MEDIA bucket (decision 0280); else the 404.
app.get('/media/*', media);
// spec 001 §5: old short paths (only paths the route table doesn't know) redirect to their new links.
app.get('*', shortLinks);
app.get('*', pageHandler);
// Native submits of every page form (no script yet, or none): one handler, actions by route id.
app.post('*', formPost);

app.notFound((c) => {
  if (new URL(c.req.url).pathname.startsWith('/smb-frontend/'))
    return c.json(errorBody(404, 'not_found'), 404);
  return renderNotFound(c);
});
app.onError(onError);

/** The Worker: HTTP requests go to the Hono app; the Cron Trigger (wrangler.jsonc) to `scheduled`. */
export default {
  fetch: app.fetch,
  scheduled,
} satisfies ExportedHandler<Env>;
