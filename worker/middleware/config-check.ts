import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { ConfigError, getConfig } from '../config';
import { log } from '../log';

/**
 * The configuration gate (decisions 0160, 0161): the one schema is parsed on the first request of an
 * isolate and kept. While it is invalid — a bad value, or an unsafe one in production — every request
 * answers a plain 500 naming the fields and what they need (never a value), and logs the same.
 */
export const configCheck = createMiddleware<AppEnv>(async (c, next) => {
  try {
    c.set('config', getConfig(c.env));
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    log('error', 'config_invalid', { fields: err.fields.map((f) => f.field).join(',') });
    const lines = err.fields.map((f) => `- ${f.field}: ${f.message}`);
    return c.text(`This site cannot serve: its configuration is invalid.\\n${lines.join('\\n')}\\n`, 500, {
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    });
  }
  await next();
});
