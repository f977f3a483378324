import type { Context } from 'hono';
import { filterRegion } from '../../shared/region';
import type { AppEnv } from '../app-env';

/**
 * GET /smb-frontend/location (spec 001 §7, §5; spec 000 §9), answered at the edge without any
 * upstream call: `CN` on the China domain, otherwise the platform's country for the request
 * (`request.cf.country`) through the region filter. The country is per visitor: never cached.
 * Tests give the request its own `cf` object (decision 0010); nothing else can set the country.
 */
export function location(c: Context<AppEnv>): Response {
  const domain = c.get('edge')?.domain ?? 'global';
  const country = domain === 'china' ? 'CN' : filterRegion(countryOf(c.req.raw), domain);
  return c.json({ data: { country } }, 200, { 'Cache-Control': 'private, no-store', Vary: 'Host' });
}

function countryOf(request: Request): string | undefined {
  const cf = (request as { cf?: { country?: unknown } }).cf;
  return typeof cf?.country === 'string' ? cf.country : undefined;
}
