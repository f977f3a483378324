import { expect, test, waitForHydration } from './fixtures';
import { openAccepted, WIDTHS, waitForMenuData } from './frame-helpers';

/** The site header and its menus (spec 001 §2.1, §4, §6) at the three screen classes. */

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: { width: WIDTHS.desktop, height: 800 } });

  test('business groups open one at a time, show the CMS menu, and close with Escape (focus back)', async ({
    page,
  }) => {
    await openAccepted(page, '/business');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('button')).toHaveText([
      'Solutions',
      'Services',
      'Technology',
      'Company',
      'Resources',
      'Support',
    ]);
    await expect(page.locator('.menu-toggle')).toBeHidden();
    await waitForMenuData(page);

    const solutions = nav.getByRole('button', { name: 'Solutions' });
    await solutions.click();
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await solutions.getAttribute('aria-controls')}`);
    const spec = panel.locator('.menu-group').first();
    for (const name of ['Makeup', 'Face diagnostic', 'Hair', 'Beard dye', 'Nail']) {
      await expect(spec.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // The enterprise menu from the CMS: only Page Entry items, at most 10 per column.
    await expect(panel.getByRole('link', { name: 'Virtual makeup' })).toBeVisible();
    for (const list of await panel.locator('.menu-cms .menu-list').all()) {
      expect(await list.locator('li').count()).toBeLessThanOrEqual(10);
    }

    await nav.getByRole('button', { name: 'Services' }).click();
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    // spec 001 §3.1 solution entries (decision 0309): each online service, then its own plan view,
    // named after its service and next in the tab order.
    const makeup = nav.getByRole('link', { name: 'Makeup online service', exact: true });
    const makeupPlans = nav.getByRole('link', { name: 'Makeup online service: plans & pricing' });
    await expect(makeup).toHaveAttribute('href', '/business/solutions/online-service/makeup');
    await expect(makeupPlans).toHaveAttribute('href', '/business/solutions/online-service/makeup/plan');
    await expect(makeupPlans).toHaveText('Plans & pricing');
    await expect(nav.locator('a.menu-list__plan')).toHaveCount(4);
    await makeup.focus();
    await page.keyboard.press('Tab');
    await expect(makeupPlans).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(nav.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('button', { name: 'Services' })).toBeFocused();
  });

  test('the CMS menu data is asked for once, on the first intent, per language and audience (decision 0247)', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/site/menus') asked.push(url.search);
    });
    await openAccepted(page, '/business');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
    expect(asked, 'nothing asked before any intent').toEqual([]);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Solutions' }).hover();
    await nav.getByRole('button', { name: 'Solutions' }).click();
    await expect(nav.getByRole('link', { name: 'Virtual makeup' })).toBeVisible();
    await nav.getByRole('button', { name: 'Services' }).click();
    await expect(nav.getByRole('link', { name: 'SDK', exact: true })).toBeVisible();
    expect(asked).toEqual(['?audience=business&lang=en']);
    // In-app to the consumer side: its own menu, on its first intent.
    await page.locator('.site-header__nav').getByRole('link', { name: 'For Consumers' }).click();
    await expect(page).toHaveURL(/\/consumer$/);
    await nav.locator('.menu-bar__button').first().hover();
    await expect.poll(() => asked).toEqual(['?audience=business&lang=en', '?audience=consumer&lang=en']);
  });

  test('an open panel lies above the cookie banner: its last link can be clicked (decisions 0203, 0247)', async ({
    page,
  }) => {
    await page.goto('/business');
    await waitForHydration(page);
    await expect(page.locator('.cookie-banner')).toBeVisible();
    const solutions = page.locator('.menu-bar__button').first();
    await solutions.hover();
    await solutions.click();
    const panel = page.locator(`#${await solutions.getAttribute('aria-controls')}`);
    const last = panel.locator('a').last();
    await expect(panel.locator('.menu-cms')).toBeVisible();
    // A trial click checks that nothing covers the link's centre.
    await last.click({ trial: true, timeout: 5_000 });
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).not.toHaveAttribute('data-menu-open', '');
  });

  test('a panel opened before the namespace files arrive shows its words (decision 0247)', async ({
    page,
  }) => {
    // The namespace files never answer: the panel draws from the words the document carries.
    await page.route(/\/assets\/i18n-[a-zA-Z_]+-[a-z]+-[0-9a-f]+\.json$/, () => {});
    await openAccepted(page, '/fr/business');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    const first = nav.locator('.menu-bar__button').first();
    await first.click();
    const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await expect(panel.locator('.menu-group').first().getByRole('link').first()).toBeVisible();
    const texts = await panel.locator('a, p, button').allTextContents();
    expect(texts.length).toBeGreaterThan(3);
    for (const text of texts) expect(text).not.toMatch(/^menu\./);
  });

  test('the language switcher closes with Escape and gives focus back to its button', async ({ page }) => {
    await openAccepted(page, '/business');
    const button = page.locator('.lang-switcher__button').first();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Focus inside the list, as a keyboard user would be.
    await page.locator('.lang-switcher__list a').first().focus();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('resources: featured post and video; the forum sub-menu toggles on hover', async ({ page }) => {
    await openAccepted(page, '/business');
    await waitForMenuData(page);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Resources' }).click();
    await expect(nav.getByRole('link', { name: 'How virtual try-on cuts shade returns' })).toHaveAttribute(
      'href',
      /^\/business\/blog\/general\/[a-z0-9-]+$/,
    );
    await expect(nav.getByRole('link', { name: 'More Videos' })).toHaveAttribute('href', '/business/videos');
    const sub = nav.getByRole('button', { name: 'Forums and events' });
    await expect(sub).toHaveAttribute('aria-expanded', 'false');
    await sub.hover();
    await expect(sub).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Education series' })).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(sub).toHaveAttribute('aria-expanded', 'false');
  });

  test('gating by language (spec 001 §6): Japanese, Simplified Chinese, English', async ({ page }) => {
    // The panels are drawn on intent (decision 0247): before any, the bar holds no panel links.
    const linksOf = async (path: string) => {
      await openAccepted(page, path);
      const nav = page.locator('nav.menu-desktop');
      expect(await nav.locator('.menu-panel a').count()).toBe(0);
      await waitForMenuData(page);
      const buttons = nav.locator('.menu-bar__button');
      for (let i = 0; i < (await buttons.count()); i++) {
        await buttons.nth(i).hover();
        await expect(nav.locator('.menu-panel').nth(i).locator('a').first()).toBeAttached();
      }
      return nav.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    };
    const ja = await linksOf('/ja/business');
    expect(ja).toContain('/ja/business/integration-partner');
    expect(ja).not.toContain('/ja/business/partners');
    expect(ja).toContain('/ja/business/beauty-tech-forum-master-class');
    expect(ja).not.toContain('/ja/business/education-series');

    const zh = await linksOf('/zh-cn/business');
    expect(zh).not.toContain('/zh-cn/business/partners');
    expect(zh).not.toContain('/zh-cn/business/color-trends');
    expect(zh).not.toContain('/zh-cn/business/products/live-streaming');
    expect(zh.some((h) => h?.includes('forum'))).toBe(false);

    const en = await linksOf('/business');
    expect(en).toContain('/business/partners');
    expect(en).toContain('/business/products/live-streaming');
    expect(en).not.toContain('/business/integration-partner');
  });

  test('the header turns dark once the page scrolls, and back at the top (spec 001 §4)', async ({ page }) => {
    await openAccepted(page, '/business');
    const header = page.locator('header.site-header');
    await expect(header).not.toHaveClass(/site-header--dark/);
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveClass(/site-header--dark/);
    await page.evaluate(() => scrollTo(0, 0));
    await expect(header).not.toHaveClass(/site-header--dark/);
  });

  test('the consumer menu: apps, features and the external editor tools', async ({ page }) => {
    await openAccepted(page, '/consumer');
    await waitForMenuData(page);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Online Editor' }).click();
    const tool = nav.getByRole('link', { name: 'Face swap' });
    await expect(tool).toHaveAttribute('href', /^https:\/\/.+\/face-swap$/);
    await nav.getByRole('button', { name: 'App Features' }).click();
    await expect(nav.locator('a[href^="/consumer/features/"]').first()).toBeVisible();
  });
});

test.describe('tablet (800 px)', () => {
  test.use({ viewport: { width: WIDTHS.tablet, height: 900 } });

  test('the drawer menu and its dropdowns; feature groups expand one at a time', async ({ page }) => {
    await openAccepted(page, '/consumer');
    await waitForMenuData(page);
    await expect(page.locator('.menu-desktop')).toBeHidden();
    const toggle = page.locator('.menu-toggle');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const drawer = page.getByRole('navigation', { name: 'Main menu' });
    await expect(drawer.locator('.menu-mobile__button, .menu-mobile__link')).toHaveText([
      'Our Apps',
      'App Features',
      'Online Editor',
      'Blog',
      'AI API',
      'Investors',
    ]);
    await drawer.getByRole('button', { name: 'App Features' }).click();
    const groups = drawer.locator('.menu-group__toggle');
    expect(await groups.count()).toBe(3);
    await groups.nth(0).click();
    await expect(groups.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await groups.nth(1).click();
    await expect(groups.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(groups.nth(0)).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test.describe('mobile (375 px)', () => {
  test.use({ viewport: { width: WIDTHS.mobile, height: 740 } });

  const drawerItems = async (page: import('@playwright/test').Page, path: string) => {
    await openAccepted(page, path);
    await page.locator('.menu-toggle').click();
    return page.locator('nav.menu-mobile__drawer').locator('.menu-mobile__button, .menu-mobile__link');
  };

  test('the mobile business menu, Sign In when signed out (spec 001 §2.1)', async ({ page }) => {
    const items = await drawerItems(page, '/business');
    await expect(items).toHaveText([
      'Enterprise',
      'Online Service',
      'Technologies',
      'Demo Store',
      'Resources',
      'AI API',
      'Blog',
      'Investors',
      'Sign In',
    ]);
    // The header's own Sign In is for widths above 600 (spec 000 §4).
    await expect(page.locator('.site-header__account .account-menu__sign-in')).toBeHidden();
    const online = page.getByRole('button', { name: 'Online Service' });
    await online.click();
    await expect(online).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Skincare Pro', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Skincare Pro: plans & pricing' })).toHaveAttribute(
      'href',
      '/business/solutions/online-service/skincare-pro/plan',
    );
    await online.click();
    await expect(online).toHaveAttribute('aria-expanded', 'false');
  });

  test('Japanese-only items: the world-expo page and the TV exposure page', async ({ page }) => {
    const business = await drawerItems(page, '/ja/business');
    const expo = business.filter({ hasText: '万博への技術提供' });
    await expect(expo).toHaveAttribute('href', '/ja/business/world-expo-technology');
    await expo.click();
    await expect(page).toHaveURL(/\/ja\/business\/world-expo-technology$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('万博パビリオンへの技術提供');

    const consumer = await drawerItems(page, '/ja/consumer');
    await expect(consumer.filter({ hasText: 'テレビで紹介' })).toHaveAttribute(
      'href',
      '/ja/consumer/tv-exposure',
    );
    const en = await drawerItems(page, '/consumer');
    await expect(en.filter({ hasText: 'As Seen on TV' })).toHaveCount(0);
    await expect(en).toHaveCount(6);
  });

  test('the resources forum sub-menu toggles on tap', async ({ page }) => {
    await drawerItems(page, '/business');
    await page.getByRole('button', { name: 'Resources' }).click();
    const sub = page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Forums and events' });
    await sub.click();
    await expect(sub).toHaveAttribute('aria-expanded', 'true');
    await sub.click();
    await expect(sub).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile (375 × 812), cookie statement not yet accepted', () => {
  test.use({ viewport: { width: WIDTHS.mobile, height: 812 } });

  test('with a panel open the drawer ends on screen, scrolls, and its last item can be tapped above the cookie banner (spec 001 §2.1)', async ({
    page,
  }) => {
    await page.goto('/business');
    await waitForHydration(page);
    await waitForMenuData(page);
    await expect(page.locator('.cookie-banner')).toBeVisible();
    await page.locator('.menu-toggle').click();
    const drawer = page.locator('nav.menu-mobile__drawer');
    await drawer.getByRole('button', { name: 'Resources' }).click();
    await drawer.getByRole('button', { name: 'Enterprise' }).click();
    const box = await drawer.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(812 + 0.5);
    const signIn = drawer.getByRole('link', { name: 'Sign In' });
    await signIn.scrollIntoViewIfNeeded();
    const item = await signIn.boundingBox();
    expect(item!.y + item!.height).toBeLessThanOrEqual(812 + 0.5);
    // Nothing lies on top of it (the cookie banner sits under the open drawer).
    const hit = await signIn.evaluate((a) => {
      const r = a.getBoundingClientRect();
      return a.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
    expect(hit).toBe(true);
    await signIn.click();
    await expect(page).toHaveURL(/\/business\/user\/sign-in/, { timeout: 15_000 });
  });
});

test.describe('an Android browser at 1100 px (spec 001 §5 mobile user-agent rule)', () => {
  test.use({
    viewport: { width: 1100, height: 800 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  });

  test('gets the mobile menu, not the desktop bar', async ({ page }) => {
    await openAccepted(page, '/business');
    await expect(page.locator('.menu-desktop')).toBeHidden();
    const toggle = page.locator('.menu-toggle');
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(page.locator('nav.menu-mobile__drawer')).toBeVisible();
  });
});
