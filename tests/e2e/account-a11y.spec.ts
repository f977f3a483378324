import { DEMO, expect, hydrated, signInByCall, test } from './account-helpers';
import { axeViolations } from './axe';
import { nuErrors } from './vnu';

/** Issue 6 quality: axe-core 0 violations and the Nu HTML checker 0 errors on every account page. */
const PAGES = [
  '/business/user/sign-in',
  '/business/user/sign-up/premium',
  '/ko/business/user/sign-up/essential?functionType=MAKEUP',
  '/business/user/signup-confirmed',
  '/business/user/free-trial',
  '/zh-tw/business/user/free-trial?functionType=SKINCARE_PRO&solutionType=AESTHETIC_SIMULATION',
  '/business/user/free-trial/success',
  '/business/user/verify-email',
  '/business/user/forgot-password',
  '/business/user/reset-password?code=unknown-code-1234',
  '/it/business/user/setup-password',
  '/business/app/sign-in',
];
/** Pages of a signed-in account. */
const SIGNED_IN = ['/business/user/home', '/es/business/user/home'];

test.use({ bypassCSP: true });

test('axe-core: every account page has no violations', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  for (const url of PAGES) {
    await page.goto(url);
    await hydrated(page);
    expect(await axeViolations(page), url).toEqual([]);
  }
  await signInByCall(context, baseURL!, DEMO.email, DEMO.password);
  for (const url of SIGNED_IN) {
    await page.goto(url);
    await hydrated(page);
    expect(await axeViolations(page), url).toEqual([]);
  }
  // The open account menu, the sign-up's 426 text, and a form showing its inline errors.
  await page.locator('.account-menu__button').click();
  expect(await axeViolations(page), 'open account menu').toEqual([]);
  await page.goto('/business/user/sign-up/premium');
  await hydrated(page);
  await page.locator('main input[name="firstName"]').fill('Ann');
  await page.locator('main input[name="lastName"]').fill('Lee');
  await page.locator('main input[name="email"]').fill(`a11y-${Date.now()}@example.com`);
  await page.locator('main input[name="password"]').fill('a11y-pass-2026');
  await page.locator('main input[name="customerName"]').fill(`A11y Shop ${Date.now()}`);
  await page.locator('main input[name="agreeTerms"]').check();
  await page.locator('main form button[type="submit"]').click();
  await expect(page.getByRole('alert')).toContainText("it looks like you're logged in");
  expect(await axeViolations(page), 'sign-up with the 426 text').toEqual([]);
  await context.clearCookies();
  await page.goto('/business/user/free-trial');
  await hydrated(page);
  await page.locator('main form button[type="submit"]').click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  expect(await axeViolations(page), 'free-trial with errors').toEqual([]);
});

test('Nu HTML checker: every account page has no errors', async ({ context, baseURL }) => {
  test.setTimeout(120_000);
  await signInByCall(context, baseURL!, DEMO.email, DEMO.password);
  const pages = new Map<string, string>();
  for (const url of [...PAGES, ...SIGNED_IN]) {
    const res = await context.request.get(url);
    expect(res.status(), url).toBe(200);
    pages.set(url, await res.text());
  }
  expect(nuErrors(pages), 'vnu errors').toBe('');
});
