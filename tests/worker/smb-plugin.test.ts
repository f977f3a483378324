import { describe, expect, it } from 'vitest';
import { SkincareProductSchema, SkincareSettingSchema } from '../../shared/smb/plugin';
import { CACHE_STATUS_HEADER } from '../../worker/smb/cache-policy';
import { call } from './smb-helpers';

/**
 * spec 001 §7: the provider plugin API's skincare calls, through the /smb-frontend proxy to the
 * embedded origin (decision 0208): the setting answers product ids as a JSON string, each id answers
 * its product; bad input is a 4xx JSON error; answers are shared content (edge-cached).
 */
describe('plugin skincare calls (spec 001 §7)', () => {
  it('the setting lists product ids as a JSON string, and each id answers its product', async () => {
    const res = await call('/plugin/query-skincare-setting.action?apiKey=demo-skincare');
    expect(res.status).toBe(200);
    const setting = SkincareSettingSchema.parse(await res.json());
    const ids = JSON.parse(setting.productIds) as string[];
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const p = await call(`/plugin/query-skincare.action?skincareId=${id}&apiKey=demo-skincare`);
      expect(p.status).toBe(200);
      expect(SkincareProductSchema.parse(await p.json()).skincareId).toBe(id);
    }
  });

  it('is shared content: the second ask is an edge-cache hit', async () => {
    const path = '/plugin/query-skincare-setting.action?apiKey=demo-cache-check';
    expect((await call(path)).headers.get(CACHE_STATUS_HEADER)).toBe('MISS');
    expect((await call(path)).headers.get(CACHE_STATUS_HEADER)).toBe('HIT');
  });

  it.each([
    ['/plugin/query-skincare-setting.action', 400],
    ['/plugin/query-skincare-setting.action?apiKey=%3Cscript%3E', 400],
    ['/plugin/query-skincare.action?apiKey=demo-skincare', 400],
    ['/plugin/query-skincare.action?apiKey=demo-skincare&skincareId=..%2Fetc', 400],
    ['/plugin/query-skincare.action?apiKey=demo-skincare&skincareId=no-such-product', 404],
  ])('%s → %i JSON', async (path, status) => {
    const res = await call(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('Content-Type')).toMatch(/json/);
    expect(((await res.json()) as { error: string }).error).toBeTruthy();
  });

  it('only GET', async () => {
    const res = await call('/plugin/query-skincare-setting.action?apiKey=demo-skincare', { body: {} });
    expect(res.status).toBe(405);
  });
});
