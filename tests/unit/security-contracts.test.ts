import { describe, expect, it } from 'vitest';
import { CONTENT_ANSWERS, keepsAnswerContract } from '../../shared/smb/answers';
import { CONTENT_FAMILIES, SMB_CALLS } from '../../shared/smb/paths';

/** Every call the proxy may cache has an answer contract checked before storing (decision 0211). */
describe('answer contracts of cacheable calls', () => {
  it('each content GET has one', () => {
    const cacheable = SMB_CALLS.filter((c) => c.method === 'GET' && CONTENT_FAMILIES.includes(c.family));
    expect(cacheable.length).toBeGreaterThan(10);
    for (const c of cacheable) expect(CONTENT_ANSWERS[c.path], c.path).toBeDefined();
  });

  it('garbage, wrong shapes and empty values fail them', () => {
    for (const path of Object.keys(CONTENT_ANSWERS)) {
      for (const body of [null, '', 0, [], {}, { data: 'x' }, { data: null }]) {
        expect(keepsAnswerContract(path, body), `${path} ${JSON.stringify(body)}`).toBe(false);
      }
    }
  });
});
