import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { getConfig } from './config';
import { secureHeaders } from './middleware/secure-headers';
import { onError } from './routes/errors';
import { pageHandler, renderNotFound } from './routes/pages';
import { rootRedirect } from './routes/root';

export const app = new Hono<AppEnv>();

app.use('*', secureHeaders);
app.use('*', async (c, next) => {
  c.set('config', getConfig(c.env as unknown as Record<string, unknown>));
  await next();
});

app.get('/healthz', (c) => c.json({ ok: true, environment: c.get('config').ENVIRONMENT }));
app.get('/', rootRedirect);
app.get('*', pageHandler);

app.notFound((c) => {
  if (new URL(c.req.url).pathname.startsWith('/smb-frontend/')) return c.json({ error: 'not_found' }, 404);
  return renderNotFound(c);
});
app.onError(onError);

export default app;
