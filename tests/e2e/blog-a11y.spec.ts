import { axeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { nuErrors } from './vnu';

/** One page of each blog family (spec 001 §2.5), in several languages: axe-core and the Nu checker. */
const PAGES = [
  '/business/blog/1',
  '/ja/consumer/blog/2',
  '/business/blog/category/makeup',
  '/fr/consumer/blog/nail',
  '/business/blog/author/lena-marsh',
  '/consumer/blog/author',
  '/de/business/blog/search/shade',
  '/business/blog/general/virtual-try-on-returns',
  '/ja/consumer/blog/selfie-editing/better-selfies-in-low-light',
];

test.describe('blog pages: axe-core', () => {
  test.use({ bypassCSP: true });
  for (const url of PAGES) {
    test(`axe: ${url}`, async ({ page }) => {
      await page.goto(url);
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test('blog pages: the Nu HTML checker reports no errors', async ({ request }) => {
  test.setTimeout(120_000);
  const pages = new Map<string, string>();
  for (const url of PAGES) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    pages.set(url, await res.text());
  }
  expect(nuErrors(pages)).toBe('');
});
