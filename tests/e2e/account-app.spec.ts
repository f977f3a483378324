import { DEMO, expect, signInByCall, test } from './account-helpers';

/**
 * Issue 6: in-app sign-in through a small host page that posts the token. The host page is served by
 * the test at this site's origin (a web host of the bridge's window-postMessage transport); it opens
 * /business/app/sign-in, waits for webReady, posts the token and records what the page tells it.
 * The token comes from /dev/app-token, the local stand-in of the vendor's app issuing one.
 */
const hostPage = (
  message: string,
) => `<!DOCTYPE html><html lang="en"><head><title>Host app</title></head><body>
<script>
  window.received = [];
  window.receivedAt = [];
  const child = window.open('/business/app/sign-in', 'app');
  window.addEventListener('message', (event) => {
    if (event.origin !== location.origin || event.source !== child) return;
    window.received.push(event.data);
    window.receivedAt.push(performance.timeOrigin + performance.now());
    if (event.data && event.data.type === 'webReady') child.postMessage(${message}, location.origin);
  });
</script></body></html>`;

async function serveHost(page: import('@playwright/test').Page, message: string) {
  await page.route('**/__host-app', (route) =>
    route.fulfill({
      contentType: 'text/html',
      // Same opener policy as the site, so the opened page keeps its opener (its host).
      headers: { 'Cross-Origin-Opener-Policy': 'same-origin' },
      body: hostPage(message),
    }),
  );
}

test('in-app sign-in: the host posts a token, the page signs in and opens the address with signInWithApp=true', async ({
  page,
  context,
  baseURL,
}) => {
  await signInByCall(context, baseURL!, DEMO.email, DEMO.password);
  const issued = await context.request.post('/dev/app-token', { headers: { Origin: baseURL! } });
  expect(issued.status()).toBe(200);
  const { token } = (await issued.json()) as { token: string };
  // The app's token is what signs in here, not an earlier session.
  await context.clearCookies();

  await serveHost(page, JSON.stringify({ type: 'token', token }));
  // Each page of this origin notes when its load event fired (the sign-in page navigates on afterwards).
  await context.addInitScript(() =>
    addEventListener('load', () =>
      localStorage.setItem(`loadAt:${location.pathname}`, String(performance.timeOrigin + performance.now())),
    ),
  );
  const popupPromise = context.waitForEvent('page');
  await page.goto('/__host-app');
  const popup = await popupPromise;
  // spec 000 §4 after sign-in: the demo account has several active subscriptions → the user's home.
  await popup.waitForURL(
    (url) => url.pathname === '/business/user/home' && url.searchParams.get('signInWithApp') === 'true',
  );
  const received = (await page.evaluate(() => (window as unknown as { received: unknown[] }).received)) as {
    type: string;
    disable?: boolean;
    url?: string;
  }[];
  expect(received.map((m) => m.type)).toEqual(['webReady', 'signIn', 'disableBackForwardList']);
  // spec 000 §2: webReady 1.5 s after the page's load event (decision 0295), not after navigation start.
  const readyAt = await page.evaluate(() => (window as unknown as { receivedAt: number[] }).receivedAt[0]!);
  const loadedAt = await page.evaluate(() => Number(localStorage.getItem('loadAt:/business/app/sign-in')));
  expect(readyAt - loadedAt).toBeGreaterThanOrEqual(1450);
  expect(received[1]?.url).toContain('signInWithApp=true');
  expect(received[2]?.disable).toBe(true);
});

test('in-app sign-in: a message without a token shows "no token" (spec 000 §5)', async ({
  page,
  context,
}) => {
  await serveHost(page, JSON.stringify({ type: 'token' }));
  const popupPromise = context.waitForEvent('page');
  await page.goto('/__host-app');
  const popup = await popupPromise;
  await expect(popup.getByText('no token', { exact: true })).toBeVisible();
});

test('in-app sign-in: a refused token shows the error under "Error Msg:" (spec 000 §8)', async ({
  page,
  context,
}) => {
  await serveHost(page, JSON.stringify({ type: 'token', token: 'x'.repeat(43) }));
  const popupPromise = context.waitForEvent('page');
  await page.goto('/__host-app');
  const popup = await popupPromise;
  await expect(popup.getByText('Error Msg:')).toBeVisible();
  await expect(popup.locator('[data-error]')).toContainText('401');
});

test('the local host-app stand-in at /dev/app-host completes the in-app sign-in (README)', async ({
  page,
  context,
  baseURL,
}) => {
  await signInByCall(context, baseURL!, DEMO.email, DEMO.password);
  await page.goto('/dev/app-host');
  const popupPromise = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Open the in-app sign-in' }).click();
  const popup = await popupPromise;
  await popup.waitForURL((url) => url.searchParams.get('signInWithApp') === 'true');
  await expect(page.locator('#log li')).toHaveCount(3);
});
