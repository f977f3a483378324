import { Hono } from 'hono';
import { NEWSLETTER_CONFIG_PATH } from '../shared/contact/newsletter';
import type { AppEnv } from './app-env';
import { newsletterConfigAnswer } from './contact-config';
import { devRequests } from './origin/dev-requests';

/**
 * Worker routes of the contact family, mounted with one line in worker/index.ts: the local-only list
 * of stored requests and the newsletter configuration the browser may read (decision 0074).
 */
export const contactRoutes = new Hono<AppEnv>();

contactRoutes.get('/dev/requests', devRequests);
contactRoutes.get(NEWSLETTER_CONFIG_PATH, (c) =>
  c.json(newsletterConfigAnswer(c.env), 200, { 'Cache-Control': 'no-store' }),
);
