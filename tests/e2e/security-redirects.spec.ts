import { DEMO, expect, signInWithForm, test } from './account-helpers';

/**
 * Issue 15 §5 (decision 0214): the sign-in page checks every target it follows, the answer's
 * `redirectUrl` included. The origin's answer is replaced at the network edge of the browser (as a
 * compromised or misconfigured upstream would answer); the page must not follow it off the site.
 */
test('a sign-in answer naming another site is not followed', async ({ page }) => {
  test.setTimeout(120_000);
  const offsite: string[] = [];
  page.on('request', (r) => {
    if (!/^https?:\/\/127\.0\.0\.1[:/]/.test(r.url()) && !r.url().startsWith('data:')) offsite.push(r.url());
  });
  for (const redirectUrl of [
    'https://evil.example/x',
    '//evil.example/',
    '/.//evil.example',
    '/%2e//evil.example',
  ]) {
    await page.route('**/smb-frontend/auth/sign-in.action', async (route) => {
      const real = await route.fetch();
      const body = await real.json();
      await route.fulfill({ response: real, json: { ...body, redirectUrl } });
    });
    await signInWithForm(page, DEMO.email, DEMO.password, '/business/user/sign-in');
    await page.waitForURL((url) => url.pathname === '/business/user/home');
    expect(new URL(page.url()).hostname, redirectUrl).toBe('127.0.0.1');
    await page.unroute('**/smb-frontend/auth/sign-in.action');
  }
  expect(offsite).toEqual([]);
});
