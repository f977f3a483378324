import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Issue 39 §4: the consumer home's photo slide shows the photo large on a phone, with the carousel's
 * controls under it (not on it); a feature page with a drawn illustration has it as its hero, beside or
 * under the heading, and says the heading once.
 */

async function open(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem('cookieStatementAccepted', 'true'));
  await page.goto(path);
  await waitForHydration(page);
}

const boxOf = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the consumer hero photo is large and clear of the carousel controls', async ({ page }) => {
    await open(page, '/consumer');
    const photo = await boxOf(page, '.home-banner__bg--picture img');
    const controls = await boxOf(page, '.carousel__controls');
    expect(photo.height).toBeGreaterThanOrEqual(220);
    expect(photo.y + photo.height).toBeLessThanOrEqual(controls.y);
    // Under the text and its button, not behind them.
    const cta = await boxOf(page, '.home-banner .sec-ctas');
    expect(cta.y + cta.height).toBeLessThanOrEqual(photo.y);
  });

  test('the photo enhancer hero is its illustration, under the heading', async ({ page }) => {
    await open(page, '/consumer/features/ai-photo-enhancer');
    const hero = await boxOf(page, '.sec-banner img[src="/media/illustrations/photo-enhancer.svg"]');
    const lead = await boxOf(page, '.sec-banner__lead');
    expect(hero.height).toBeGreaterThanOrEqual(150);
    expect(lead.y + lead.height).toBeLessThanOrEqual(hero.y);
  });
});

test('the photo enhancer page says its heading once, its hero beside it', async ({ page }) => {
  await open(page, '/consumer/features/ai-photo-enhancer');
  const h1 = page.locator('h1');
  const title = (await h1.innerText()).trim();
  await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(1);
  const hero = await boxOf(page, '.sec-banner img[src="/media/illustrations/photo-enhancer.svg"]');
  const heading = await boxOf(page, 'h1');
  expect(hero.width).toBeGreaterThanOrEqual(300);
  expect(heading.x + heading.width).toBeLessThanOrEqual(hero.x);
});
