import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  logPrefetchFailure,
  parseProductIds,
  prefetchSkincare,
} from '../../client/components/showcase/skincare-prefetch';

/** spec 001 §7: the skincare setting's productIds is a JSON array as text (decision 0208). */
describe('parseProductIds', () => {
  it('reads a JSON array of ids (numbers become text), dropping repeats', () => {
    expect(parseProductIds('["a-1","b_2",3,"a-1"]')).toEqual(['a-1', 'b_2', '3']);
  });
  it('drops ids outside the id alphabet and keeps at most 24', () => {
    expect(parseProductIds('["ok","../x","<s>",""]')).toEqual(['ok']);
    const many = JSON.stringify(Array.from({ length: 40 }, (_, i) => `p${i}`));
    expect(parseProductIds(many)).toHaveLength(24);
  });
  it('anything else gives no ids', () => {
    for (const raw of ['not json', '{"a":1}', 'null', 42, null, undefined, '"text"']) {
      expect(parseProductIds(raw)).toEqual([]);
    }
  });
});

describe('prefetch failures are only logged (spec 001 §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a failing product is logged and the others still load; an abort is not logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const get = (async (key: string, q: Record<string, string>) => {
      if (key === 'plugin.querySkincareSetting') return { productIds: '["a1","b2"]' };
      if (q.skincareId === 'b2') throw new Error('502 Bad Gateway');
      return { skincareId: q.skincareId };
    }) as never;
    expect(await prefetchSkincare('demo-skincare', undefined, get)).toEqual(['a1', 'b2']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.slice(0, 2)).toEqual(['skincare prefetch failed', 'b2']);
    logPrefetchFailure(new DOMException('left', 'AbortError'));
    expect(warn).toHaveBeenCalledTimes(1);
    logPrefetchFailure(new Error('setting down'));
    expect(warn.mock.calls[1]?.slice(0, 2)).toEqual(['skincare prefetch failed', 'setting']);
  });
});
