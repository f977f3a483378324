import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../shared/smb/error-messages';
import { contentRoutes } from '../../worker/origin/content/routes';
import { seedContent } from './seed-content';

/**
 * The embedded origin's content calls try once more when D1 fails transiently (decision 0245). The
 * database here is the real local D1 behind a stand-in that fails the first N statements the way a
 * busy SQLite file does (the outside edge: D1's own failure), then passes every call through.
 */
function flakyDb(failures: number, message: string): { db: D1Database; calls: () => number } {
  let left = failures;
  let calls = 0;
  const real = env.DB;
  const db = new Proxy(real, {
    get(target, prop, receiver) {
      if (prop !== 'prepare') return Reflect.get(target, prop, receiver);
      return (sql: string) => {
        calls++;
        if (left > 0) {
          left--;
          throw new Error(`D1_ERROR: ${message}`);
        }
        return target.prepare(sql);
      };
    },
  });
  return { db, calls: () => calls };
}

const PATH = '/strapi/query-content-by-language.action?type=BUSINESS_HOME&languageType=enu';

beforeAll(async () => {
  await seedContent();
});

describe('content calls and a busy database', () => {
  it('a busy database once: the call is answered on its second try', async () => {
    const flaky = flakyDb(1, 'database is locked: SQLITE_BUSY');
    const res = await contentRoutes.fetch(new Request(`http://x${PATH}`), { ...env, DB: flaky.db });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { attributes: { type: string } } }).data.attributes.type).toBe(
      'BUSINESS_HOME',
    );
    expect(flaky.calls()).toBeGreaterThanOrEqual(2);
  });

  it('busy twice: a clear 503, never a crash', async () => {
    const flaky = flakyDb(2, 'Failed to get session commit token: internal error');
    const res = await contentRoutes.fetch(new Request(`http://x${PATH}`), { ...env, DB: flaky.db });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual(errorBody(503, 'unavailable'));
  });

  it('a failure that is not transient is not tried again', async () => {
    const flaky = flakyDb(1, 'no such table: content');
    const res = await contentRoutes.fetch(new Request(`http://x${PATH}`), { ...env, DB: flaky.db });
    expect(res.status).toBe(503);
    expect(flaky.calls()).toBe(1);
  });
});
