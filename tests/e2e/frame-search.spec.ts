import { expect, test } from './fixtures';
import { openAccepted, WIDTHS } from './frame-helpers';

/**
 * Site search (spec 001 §2.1, §4, §5): `{lang}/{business|consumer}/gcse?q=`. Enter searches with
 * whatever was typed; the icon only with text; on desktop the icon first opens the box, focuses the
 * input after 400 ms, and a second click without text collapses it.
 */

test.describe('mobile: the permanent box (375 px)', () => {
  test.use({ viewport: { width: WIDTHS.mobile, height: 740 } });

  test('Enter searches with what was typed, in the page language', async ({ page }) => {
    await openAccepted(page, '/ja/business');
    const box = page.locator('.search--mobile .search__input');
    await expect(box).toBeVisible();
    await box.fill('メイク');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/ja\/business\/gcse\?q=%E3%83%A1%E3%82%A4%E3%82%AF$/);
  });

  test('Enter with an empty box still goes to the search page', async ({ page }) => {
    await openAccepted(page, '/consumer');
    await page.locator('.search--mobile .search__input').press('Enter');
    await expect(page).toHaveURL(/\/consumer\/gcse\?q=$/);
  });

  test('the icon searches only with text', async ({ page }) => {
    await openAccepted(page, '/business');
    const icon = page.locator('.search--mobile .search__icon');
    await icon.click();
    await expect(page).toHaveURL(/\/business$/);
    await page.locator('.search--mobile .search__input').fill('skin');
    await icon.click();
    await expect(page).toHaveURL(/\/business\/gcse\?q=skin$/);
  });
});

for (const width of [WIDTHS.tablet, WIDTHS.desktop]) {
  test.describe(`desktop search, expandable (${width} px)`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('opens on the icon, focuses after 400 ms, collapses on a second click without text', async ({
      page,
    }) => {
      // The page's clock stands still: timers move only when the test says so.
      await page.clock.install({ time: new Date('2026-03-02T10:00:00Z') });
      await page.clock.pauseAt(new Date('2026-03-02T10:00:01Z'));
      await openAccepted(page, '/business');
      await expect(page.locator('.search--mobile')).toBeHidden();
      const icon = page.locator('.search--desktop .search__icon');
      const input = page.locator('.search--desktop .search__input');
      await expect(input).toBeHidden();
      await icon.click();
      await expect(icon).toHaveAttribute('aria-expanded', 'true');
      await expect(input).toBeVisible();
      await page.clock.runFor(390);
      await expect(input).not.toBeFocused();
      await page.clock.runFor(20);
      await expect(input).toBeFocused();
      await icon.click();
      await expect(icon).toHaveAttribute('aria-expanded', 'false');
      await expect(input).toBeHidden();
      await expect(page).toHaveURL(/\/business$/);
    });

    test('a second click with text searches; Enter searches', async ({ page }) => {
      await openAccepted(page, '/business');
      const icon = page.locator('.search--desktop .search__icon');
      const input = page.locator('.search--desktop .search__input');
      await icon.click();
      await input.fill('virtual makeup');
      await icon.click();
      await expect(page).toHaveURL(/\/business\/gcse\?q=virtual%20makeup$/);

      await openAccepted(page, '/fr/business');
      await page.locator('.search--desktop .search__icon').click();
      await page.locator('.search--desktop .search__input').fill('peau');
      await page.locator('.search--desktop .search__input').press('Enter');
      await expect(page).toHaveURL(/\/fr\/business\/gcse\?q=peau$/);
    });
  });
}

test.describe('the open desktop search fits its row in every language (issue 41)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const lang of ['/fr', '/ja', '/de'])
    test(`${lang}/consumer at 1280 px: no sideways scroll, the icon on screen, the box usable`, async ({
      page,
    }) => {
      await openAccepted(page, `${lang}/consumer`);
      const icon = page.locator('.search--desktop .search__icon');
      await icon.click();
      const input = page.locator('.search--desktop .search__input');
      await expect(input).toBeFocused();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
      const box = (await icon.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      // The box takes clicks at its centre (nothing of the menu bar lies over it).
      expect(
        await input.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === el;
        }),
      ).toBe(true);
    });
});
