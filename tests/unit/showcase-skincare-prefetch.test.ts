import { describe, expect, it } from 'vitest';
import { parseProductIds } from '../../client/components/showcase/skincare-prefetch';

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
