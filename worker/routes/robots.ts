import type { Context } from 'hono';
import { robotsTxt } from '../../shared/indexing';
import type { AppEnv } from '../app-env';

/** robots.txt per environment and host (spec 001 §6; shared/indexing.ts). */
export function robots(c: Context<AppEnv>): Response {
  const edge = c.get('edge');
  const environment = c.get('config').ENVIRONMENT;
  const body = robotsTxt(
    environment,
    edge?.domain ?? 'global',
    new URL(c.req.url).origin,
    edge?.listedHost !== false,
  );
  return c.text(body, 200, { 'Cache-Control': 'public, max-age=3600' });
}
