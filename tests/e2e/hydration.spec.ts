import { expect, test, waitForHydration } from './fixtures';

test.describe('streamed pages hydrate (Foundation A)', () => {
  test('English business home: the language menu opens only once hydrated', async ({ page }) => {
    await page.goto('/business');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForHydration(page);
    const button = page.locator('.lang-switcher__button');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.lang-switcher__list')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.lang-switcher__list')).toBeHidden();
  });

  test('Japanese: switching language keeps the page and remembers the choice for the bare root', async ({
    page,
    context,
  }) => {
    await page.goto('/ja/business');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    // The home's title comes from its Japanese SEO meta (spec 001 §7).
    await expect(page).toHaveTitle(/売上につながるビューティーテック/);
    await waitForHydration(page);
    await page.locator('.lang-switcher__button').click();
    await page.locator('.lang-switcher__list').getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/business$/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'site_lang')?.value).toBe('de');
    // The bare root now follows the choice, whatever the browser's language.
    await page.goto('/');
    await expect(page).toHaveURL(/\/de\/business$/);
  });

  test('the bare root follows Accept-Language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ja-JP' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/ja\/business$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await context.close();
  });

  test('Portuguese lands on the consumer side', async ({ page }) => {
    await page.goto('/pt');
    await expect(page).toHaveURL(/\/pt\/consumer$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await waitForHydration(page);
  });

  test('a missing page is a branded 404 in the language of its prefix', async ({ page }) => {
    const res = await page.goto('/ja/business/nowhere');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ページが見つかりませんでした');
    await waitForHydration(page);
  });
});
