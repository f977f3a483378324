import { beforeAll, describe, expect, it } from 'vitest';
import enSeo from '../../locales/en/seo.json';
import { edgeFetch, ssrOf } from './edge-helpers';
import { seedContent } from './seed-content';

/**
 * decision 0181: a page's hydration data carries the namespaces of the page and its frame, and of the
 * `seo` namespace only the entries the page read while rendering — never the whole namespace. Each
 * text the page shows must still be there for hydration.
 */
type Ssr = {
  lang: string;
  seoKey: string;
  resources: Record<string, Record<string, Record<string, unknown>>>;
};

async function ssr(path: string, headers: Record<string, string> = {}): Promise<Ssr> {
  const res = await edgeFetch(path, { headers });
  expect(res.status, path).toBe(200);
  if (headers['x-page-data'] === '1') return ((await res.json()) as { ssr: Ssr }).ssr;
  return (await ssrOf(res)) as unknown as Ssr;
}

beforeAll(() => seedContent());

describe('translations sent to the browser', () => {
  it('sends the frame and audience namespaces and only the seo entries the page used', async () => {
    const data = await ssr('/business');
    const byNs = data.resources[data.lang]!;
    expect(Object.keys(byNs).sort()).toEqual(['business', 'common', 'seo']);
    expect(Object.keys(byNs.seo!)).toEqual([data.seoKey]);
    expect(Object.keys(enSeo).length).toBeGreaterThan(20);
  });

  it('keeps seo entries a page renders other than its own head (account pages name theirs)', async () => {
    const data = await ssr('/business/user/sign-in');
    const seo = data.resources[data.lang]!.seo!;
    expect(Object.keys(seo)).toContain('sign-in');
    expect(Object.keys(seo).length).toBeLessThan(5);
    expect(data.resources[data.lang]!.account).toBeDefined();
  });

  it('in-app navigation data reuses what the last render of the page read', async () => {
    await ssr('/ja/business/user/sign-in');
    const data = await ssr('/ja/business/user/sign-in', { 'x-page-data': '1' });
    expect(Object.keys(data.resources.ja!.seo!)).toContain('sign-in');
    expect(Object.keys(data.resources.ja!.seo!).length).toBeLessThan(5);
  });
});
