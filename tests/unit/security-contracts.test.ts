import { describe, expect, it } from 'vitest';
import { CONTENT_ANSWERS, keepsAnswerContract } from '../../shared/smb/answers';
import { SMB_CALLS } from '../../shared/smb/paths';

/** Every call the proxy may cache has an answer contract checked before storing (decision 0211). */
describe('answer contracts of cacheable calls', () => {
  it('each content GET has one', () => {
    const cacheable = SMB_CALLS.filter((c) => c.cacheable);
    expect(cacheable.length).toBeGreaterThan(10);
    const checks: Record<string, unknown> = CONTENT_ANSWERS;
    for (const c of cacheable) expect(checks[c.key], c.key).toBeDefined();
  });

  it('content entries are checked by their type: known types strictly, a new type by its envelope', () => {
    const path = 'strapi.queryContentByLanguage';
    const entry = (attributes: Record<string, unknown>) => ({ data: { id: 1, attributes } });
    const demo = {
      type: 'DEMO_STORE_FEATURE',
      pageKey: 'spring-lip-edit',
      languageType: 'enu',
      content: {
        featureKey: 'makeup',
        launcher: null,
        pagePath: 'makeup',
        autoLoad: true,
        title: 'Spring lips',
        description: '',
        catalog: null,
      },
    };
    expect(keepsAnswerContract(path, entry(demo))).toBe(true);
    expect(keepsAnswerContract(path, entry({ ...demo, content: { title: 1 } }))).toBe(false);
    expect(keepsAnswerContract(path, entry({ type: 'FUTURE_KIND', languageType: 'enu', content: {} }))).toBe(
      true,
    );
    expect(keepsAnswerContract(path, entry({ type: 'PRODUCT_PAGE', languageType: 'enu', content: {} }))).toBe(
      false,
    );
  });

  it('garbage, wrong shapes and empty values fail them', () => {
    for (const path of Object.keys(CONTENT_ANSWERS)) {
      for (const body of [null, '', 0, [], {}, { data: 'x' }, { data: null }]) {
        expect(keepsAnswerContract(path, body), `${path} ${JSON.stringify(body)}`).toBe(false);
      }
    }
  });
});
