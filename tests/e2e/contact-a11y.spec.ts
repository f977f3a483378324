import { axeViolations } from './axe';
import { expect, hydrated, test } from './contact-helpers';
import { nuErrors } from './vnu';

/** Every contact page (issue 8), in several languages; the form pages with a visible error state too. */
const PAGES = [
  '/business/contact-us/sales',
  '/business/contact-us/media',
  '/business/contact-us/support',
  '/ja/business/contact-us/sales?event=CES2024',
  '/business/contact-sales',
  '/de/business/contact-sales?event=SXSW2022',
  '/business/contact-sales/thank-you?supportId=8b6f2a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  '/consumer/contact-us/media',
  '/pt/consumer/contact-us/support',
  '/business/email-preferences?supportId=8b6f2a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  '/fr/consumer/email-preferences',
  '/business/partners',
  '/ko/business/partners',
  '/business/investors',
  '/zh-tw/business/investors',
];

test.describe('contact pages: axe-core', () => {
  test.use({ bypassCSP: true });
  for (const url of PAGES) {
    test(`axe: ${url}`, async ({ page }) => {
      await page.goto(url);
      await hydrated(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('axe: a form showing its inline errors', async ({ page }) => {
    await page.goto('/business/contact-us/support');
    await hydrated(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Please correct the marked fields and send again.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('contact pages: the Nu HTML checker reports no errors', async ({ request }) => {
  test.setTimeout(120_000);
  const pages = new Map<string, string>();
  for (const url of PAGES) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    pages.set(url, await res.text());
  }
  expect(nuErrors(pages)).toBe('');
});
