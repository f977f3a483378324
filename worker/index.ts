import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { getConfig } from './config';
import { secureHeaders } from './middleware/secure-headers';
import { devAppHost, devAppToken } from './origin/dev-app-token';
import { devOutbox } from './origin/dev-outbox';
import { onError } from './routes/errors';
import { pageHandler, renderNotFound } from './routes/pages';
import { rootRedirect } from './routes/root';
import { smbApp } from './smb/proxy';

export const app = new Hono<AppEnv>();

app.use('*', secureHeaders);
app.use('*', async (c, next) => {
  c.set('config', getConfig(c.env as unknown as Record<string, unknown>));
  await next();
});

app.get('/healthz', (c) => c.json({ ok: true, environment: c.get('config').ENVIRONMENT }));
app.get('/', rootRedirect);
// The /smb-frontend proxy: after any edge-answered /smb-frontend route above (e.g. /location).
app.route('/smb-frontend', smbApp);
// Local-only list of the embedded origin's e-mails (404 unless development on a loopback host).
app.get('/dev/outbox', devOutbox);
// Local-only stand-in of the host app issuing an in-app sign-in token (issue 6, decision 0034).
app.post('/dev/app-token', devAppToken);
app.get('/dev/app-host', devAppHost);
app.get('*', pageHandler);

app.notFound((c) => {
  if (new URL(c.req.url).pathname.startsWith('/smb-frontend/')) return c.json({ error: 'not_found' }, 404);
  return renderNotFound(c);
});
app.onError(onError);

export default app;
