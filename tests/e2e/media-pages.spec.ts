import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, hydrated, test, uniqueEmail } from './contact-helpers';

/**
 * The media pages in Chromium (spec 001 §2.4; spec 000 §7 check-color-report): news list → article
 * in-app, the colour report request → report ready, the video page's player, and axe on
 * one page of each family (the Nu checker runs on them in html-validity.spec.ts).
 */
/** The page's JSON-LD item of one type. */
async function jsonLdOfType(page: Page, type: string) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>).find((x) => x['@type'] === type);
}

test.describe('media pages', () => {
  test('news list → article without a reload, with NewsArticle data', async ({ page }) => {
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    await page.goto('/ja/business/news/list');
    await hydrated(page);
    documents.length = 0;
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 7;
    });
    await page.getByRole('link', { name: 'AIネイルカラー試着がすべての指に追従' }).click();
    await expect(page).toHaveURL(/\/ja\/business\/news\/ai-nail-colour-release$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AIネイルカラー試着がすべての指に追従');
    expect(documents).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
    // The head's JSON-LD follows in-app navigation (decision 0171).
    expect(await jsonLdOfType(page, 'NewsArticle')).toMatchObject({
      '@type': 'NewsArticle',
      inLanguage: 'ja',
    });
  });

  test('colour report request → the report is offered when ready', async ({ page }) => {
    await page.goto('/business/color-trends/download');
    await hydrated(page);
    await page.getByLabel('First name *').focus();
    await page.keyboard.type('Mina');
    await page.getByLabel('Last name *').fill('Sato');
    await page.getByLabel('E-mail *').fill(uniqueEmail('report'));
    await page.getByLabel('Company *').fill('Glow Lab');
    await page.getByRole('button', { name: 'Send' }).focus();
    await page.keyboard.press('Enter');
    // The first check answers PENDING (decision 0122), the next READY.
    await expect(page.getByText('Preparing your report…')).toBeVisible();
    await expect(page).toHaveURL(/supportId=/);
    await expect(page.getByRole('heading', { name: 'Your report is ready' })).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('link', { name: /Open the report: Spring\/Summer 2025/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spring/Summer 2025 colour trends');
  });

  test('a video page plays a file of the site, described as a VideoObject', async ({ page }) => {
    const outside: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(new URL(page.url() || 'http://x').origin)) outside.push(r.url());
    });
    await page.goto('/business/video/nail-colour-try-on-demo');
    await hydrated(page);
    outside.length = 0;
    // The native player with the site's files (decision 0284; the player's own tests: media-files.spec.ts).
    await expect(page.locator('video source').last()).toHaveAttribute(
      'src',
      '/media/video/nail-colour-try-on-demo.mp4',
    );
    expect(await jsonLdOfType(page, 'VideoObject')).toMatchObject({
      duration: 'PT31S', // the file's real length (decision 0337)
      contentUrl: expect.stringMatching(/\/media\/video\/nail-colour-try-on-demo\.mp4$/),
    });
    expect(outside).toEqual([]);
  });

  for (const path of [
    '/business/news/retail-mirror-pilot',
    '/ja/business/color-trends',
    '/business/color-trends/applied/spring-summer-2025',
    '/business/color-trends/download',
    '/business/successstory/tresswick-salons-hair-colour',
    '/business/iframe/successstory/list',
    '/business/video/console-quick-start',
  ]) {
    test(`axe: ${path}`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
