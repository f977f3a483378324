import { expect, test, waitForHydration } from './fixtures';

const DAY = 86_400;

test.describe('marketing attribution journey (spec 000 §3, §4, §9; spec 001 §4, §5; docs/attribution.md)', () => {
  test('land with UTM and gclid, browse in-app, open contact sales: the stored values are the spec’s', async ({
    page,
    context,
    baseURL,
  }) => {
    const landing = `${baseURL}/business?utm_source=newsletter&utm_medium=cpc&utm_campaign=spring-launch&gclid=Cj0KCQ-test_1`;
    await page.goto(landing);
    await waitForHydration(page);

    // Browse in-app (no reload): the navigation's data request records the last URL too.
    await page
      .getByRole('navigation', { name: 'Audiences' })
      .getByRole('link', { name: 'For Consumers' })
      .click();
    await expect(page).toHaveURL(/\/consumer$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // A second campaign click without utm_medium does not count (spec 000 §5).
    await page.goto('/business?utm_source=other');
    await waitForHydration(page);

    await page.goto('/business/contact-us/sales');
    await waitForHydration(page);

    const now = Date.now() / 1000;
    const cookies = new Map((await context.cookies()).map((c) => [c.name, c]));
    const value = (name: string) => decodeURIComponent(cookies.get(name)?.value ?? '');
    const lifetime = (name: string) => Math.round((cookies.get(name)!.expires - now) / DAY);

    expect(value('ref_source')).toBe('newsletter');
    expect(value('ref_medium')).toBe('cpc');
    expect(value('ref_campaign')).toBe('spring-launch');
    expect(JSON.parse(value('ref_first'))).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'cpc',
      utm_campaign: 'spring-launch',
    });
    // cpc is a targeted ad medium: the latest ad source is stored (spec 000 §4).
    expect(JSON.parse(value('ref_last_ad')).utm_source).toBe('newsletter');
    expect(value('gclid')).toBe('Cj0KCQ-test_1');
    expect(value('ref_url_first')).toBe(landing);
    // The last URL before contact-us is the page before it, never the contact page (spec 000 §4).
    expect(value('ref_url_last')).toBe(`${baseURL}/business?utm_source=other`);

    // spec 000 §9: gclid and sources 30 days.
    for (const name of ['gclid', 'ref_source', 'ref_first', 'ref_url_first', 'ref_url_last']) {
      expect(lifetime(name), name).toBe(30);
    }
    for (const c of cookies.values()) {
      expect(c.httpOnly, c.name).toBe(false);
      expect(c.sameSite, c.name).toBe('Lax');
      expect(c.path, c.name).toBe('/');
    }

    // The forms read them from the page (not HttpOnly).
    const seen = await page.evaluate(() => document.cookie);
    expect(seen).toContain('gclid=Cj0KCQ-test_1');
  });

  test('an affiliation link stores the code, its days and bypass flag for one day', async ({
    page,
    context,
  }) => {
    await page.goto('/business?affiliate=BWO2025');
    await waitForHydration(page);
    const cookies = new Map((await context.cookies()).map((c) => [c.name, c]));
    expect(cookies.get('aff_code')?.value).toBe('BWO2025');
    expect(JSON.parse(decodeURIComponent(cookies.get('aff_days')!.value))).toEqual({ SKIN_ANALYSIS: 30 });
    expect(JSON.parse(decodeURIComponent(cookies.get('aff_bypass')!.value))).toEqual({ SKIN_ANALYSIS: true });
    expect(Math.round((cookies.get('aff_code')!.expires - Date.now() / 1000) / DAY)).toBe(1);
  });

  for (const width of [1280, 375])
    test(`preview mode at ${width} px: the cookie banner and the preview banner cover neither's button (issue 41)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/business?pfFormId=preview-business-home');
      await waitForHydration(page);
      const takesClicks = (selector: string) =>
        page.locator(selector).evaluate((el) => {
          const box = el.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit === el || el.contains(hit);
        });
      await expect(page.locator('.cookie-banner__continue')).toBeVisible();
      expect(await takesClicks('.cookie-banner__continue')).toBe(true);
      expect(await takesClicks('.preview-banner__finish')).toBe(true);
      await page.locator('.cookie-banner__continue').click();
      await expect(page.locator('.cookie-banner')).toHaveCount(0);
    });

  test('preview mode: banner on every page, Finish clears the cookie and reloads', async ({
    page,
    context,
  }) => {
    await page.goto('/business?pfFormId=preview-business-home');
    await waitForHydration(page);
    const banner = page.getByRole('complementary', { name: 'Preview mode' });
    await expect(banner).toBeVisible();
    await expect(page.getByText('Draft: a new season of beauty tech').first()).toBeVisible();

    await page.goto('/business/faq');
    await waitForHydration(page);
    await expect(banner).toBeVisible();

    await banner.getByRole('button', { name: 'Finish preview' }).click();
    await page.waitForURL(/\/business\/faq$/);
    await waitForHydration(page);
    await expect(page.getByRole('complementary', { name: 'Preview mode' })).toHaveCount(0);
    expect((await context.cookies()).some((c) => c.name === 'pf_form_id')).toBe(false);
  });
});
