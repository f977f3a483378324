import { expect, test } from './fixtures';

/**
 * spec 001 §7: a skincare showcase asks the plugin API for its try-on key's skincare setting, then for
 * each product it lists, so they are at hand (decision 0208). The answers come from the embedded origin.
 */
test('the skincare showcase prefetches the setting and every product it lists', async ({ page }) => {
  const products = new Set<string>();
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname === '/smb-frontend/plugin/query-skincare.action' && res.status() === 200) {
      products.add(url.searchParams.get('skincareId') ?? '');
    }
  });
  const setting = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/smb-frontend/plugin/query-skincare-setting.action',
  );
  await page.goto('/business/showcase/skincare/home');
  const answer = await setting;
  expect(answer.status()).toBe(200);
  expect(new URL(answer.url()).searchParams.get('apiKey')).toBe('demo-skincare');
  const ids = JSON.parse(((await answer.json()) as { productIds: string }).productIds) as string[];
  expect(ids.length).toBeGreaterThan(0);
  await expect.poll(() => [...products].sort()).toEqual([...ids].sort());
});

test('pages other than skincare do not ask', async ({ page }) => {
  let asked = false;
  page.on('request', (req) => {
    if (req.url().includes('/smb-frontend/plugin/')) asked = true;
  });
  await page.goto('/business/showcase/face-analyzer');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  expect(asked).toBe(false);
});
