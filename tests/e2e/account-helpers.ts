import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';

/**
 * Helpers of the account journeys (issue 6). Each test gets its own client address (the edge's
 * CF-Connecting-IP, which the origin's rate limits key on — decision 0036), so the journeys don't
 * share one sign-in budget across runs; nothing in the product knows about tests.
 */
export const test = base.extend<{ clientIp: string; consoleErrors: string[] }>({
  // Like tests/e2e/fixtures.ts, every journey fails on a console error or an uncaught page error —
  // except the browser's own log line for a 4xx answer of an /smb-frontend call: those answers are the
  // spec's (401 of the auth check when signed out, 426 of a signed-in sign-up, …) and each journey
  // asserts what the page shows for them.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const url = msg.location().url;
        const expected4xx =
          /status of 4\d\d/.test(msg.text()) &&
          new URL(url || 'http://x/').pathname.startsWith('/smb-frontend/');
        if (!expected4xx) errors.push(`${msg.text()} @ ${url}`);
      });
      page.on('pageerror', (err) => errors.push(String(err)));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  clientIp: [
    async ({ context }, use) => {
      const ip = `10.${rand(255)}.${rand(255)}.${1 + rand(250)}`;
      await context.setExtraHTTPHeaders({ 'CF-Connecting-IP': ip });
      await use(ip);
    },
    { auto: true },
  ],
});
export { expect };

function rand(n: number) {
  return Math.floor(Math.random() * n);
}

export const DEMO = { email: 'demo@example.com', password: 'lumora-demo-2026' };

/** A fresh whitelisted address (spec: @example.com trials are approved at once, README). */
export const freshEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** The newest outbox message to `email` (the local stand-in of the mailer, README). */
export async function outboxBody(
  request: APIRequestContext,
  email: string,
  wanted: (article: string) => boolean = () => true,
): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const html = await (await request.get('/dev/outbox')).text();
    const article = html.split('<article>').find((a) => a.includes(`to ${email}`));
    // Some mails are written just after the answer (the reset link: issue 29): wait for the kind wanted.
    if (article && wanted(article)) return article;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${email}`);
}

export async function outboxLink(request: APIRequestContext, email: string): Promise<string> {
  const body = await outboxBody(request, email, (a) => /href="https?:\/\/[^"]+code=/.test(a));
  const m = /href="(https?:\/\/[^"]+code=[^"]+)"/.exec(body);
  if (!m) throw new Error('no link in the mail');
  return new URL(m[1]!.replaceAll('&amp;', '&')).pathname + new URL(m[1]!.replaceAll('&amp;', '&')).search;
}

export async function outboxCode(request: APIRequestContext, email: string): Promise<string> {
  const m = /code is (\d{6})/.exec(await outboxBody(request, email));
  if (!m) throw new Error('no code in the mail');
  return m[1]!;
}

/** Signs in through the page, as a visitor would. */
export async function signInWithForm(
  page: Page,
  email: string,
  password: string,
  path = '/business/user/sign-in',
) {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.locator('main input[name="email"]').fill(email);
  await page.locator('main input[name="password"]').fill(password);
  await page.locator('main form button[type="submit"]').click();
}

/**
 * Signs in through the call (for journeys whose subject is not the sign-in form): the session cookie
 * and the sign-in flag land in the browser context.
 */
export async function signInByCall(
  context: BrowserContext,
  baseURL: string,
  email: string,
  password: string,
) {
  const res = await context.request.post('/smb-frontend/auth/sign-in.action', {
    headers: { Origin: baseURL },
    data: { email, password },
  });
  expect(res.status()).toBe(200);
  const url = new URL(baseURL);
  await context.addCookies([{ name: 'smb_signin', value: '1', domain: url.hostname, path: '/' }]);
}

/** The page's code has hydrated (the one helper in fixtures.ts). */
export { waitForHydration as hydrated } from './fixtures';
