import { axeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { openAccepted, WIDTHS, waitForMenuData } from './frame-helpers';
import { nuErrors } from './vnu';

/** axe-core on pages with the frame's menus, search and banner open (spec 001 §2.1; WCAG 2.1 AA). */
test.use({ bypassCSP: true });

test('desktop: every business menu open in turn, the search box and the resources sub-menu', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await openAccepted(page, '/business');
  await waitForMenuData(page);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  for (const name of ['Solutions', 'Services', 'Resources']) {
    await nav.getByRole('button', { name }).click();
    if (name === 'Resources') await nav.getByRole('button', { name: 'Forums and events' }).click();
    expect(await axeViolations(page), name).toEqual([]);
  }
  await page.keyboard.press('Escape');
  await page.locator('.search--desktop .search__icon').click();
  expect(await axeViolations(page), 'search').toEqual([]);
});

test('desktop, scrolled: the dark header, floating buttons and the cookie banner', async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS.desktop, height: 800 });
  await page.goto('/ja/business');
  await waitForHydration(page);
  await expect(page.locator('.cookie-banner')).toBeVisible();
  await page.evaluate(() => scrollTo(0, 1000));
  await expect(page.locator('header.site-header')).toHaveClass(/site-header--dark/);
  await expect(page.locator('.floating')).toHaveAttribute('data-visible', 'true');
  // Wait out the fade so colours are measured at rest.
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.floating')!).opacity === '1');
  expect(await axeViolations(page)).toEqual([]);
});

for (const path of ['/ja/business', '/consumer']) {
  test(`mobile: the drawer with its dropdowns open (${path})`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 740 });
    await openAccepted(page, path);
    await waitForMenuData(page);
    await page.locator('.menu-toggle').click();
    const drawer = page.getByRole('navigation', { name: 'Main menu' });
    const buttons = drawer.locator('.menu-mobile__button');
    for (let i = 0; i < (await buttons.count()); i++) await buttons.nth(i).click();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('tablet: the Japanese-only CMS pages', async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS.tablet, height: 900 });
  for (const path of ['/ja/business/world-expo-technology', '/ja/consumer/tv-exposure']) {
    await openAccepted(page, path);
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test('Nu HTML checker: the live document with menus, search, sub-menu and cookie banner open', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const pages = new Map<string, string>();
  const snapshot = async (name: string) => {
    pages.set(name, await page.evaluate(() => `<!DOCTYPE html>${document.documentElement.outerHTML}`));
  };
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await page.goto('/business');
  await waitForHydration(page);
  await waitForMenuData(page);
  await expect(page.locator('.cookie-banner')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('button', { name: 'Resources' }).click();
  await nav.getByRole('button', { name: 'Forums and events' }).click();
  await page.locator('.search--desktop .search__icon').click();
  await snapshot('desktop /business');
  await page.setViewportSize({ width: WIDTHS.mobile, height: 740 });
  await page.goto('/ja/consumer');
  await waitForHydration(page);
  await waitForMenuData(page);
  await page.locator('.menu-toggle').click();
  await page.locator('.menu-mobile__button').first().click();
  await snapshot('mobile /ja/consumer');
  expect(nuErrors(pages), 'vnu errors').toBe('');
});
