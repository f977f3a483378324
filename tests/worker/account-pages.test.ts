import { SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../locales/en/account.json';
import { accountConfig, allowedTargetHosts, consoleAddress } from '../../worker/account-config';
import { nowMs, setClock } from '../../worker/origin/clock';
import { botToken } from './security-helpers';
import { BASE, call, mailedLinkCode, sessionCookie, signUp } from './smb-helpers';

/** Issue 6: what the account loaders decide before the first byte, and the origin's additions. */

afterEach(() => setClock(null));

const page = (path: string, cookie?: string) =>
  SELF.fetch(`${BASE}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });

async function ssrData(res: Response): Promise<{ data: Record<string, unknown>; page: string }> {
  const html = await res.text();
  const m = /<script[^>]*id="__ssr"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no hydration data');
  return JSON.parse(m[1]!);
}

describe('account loaders', () => {
  it('spec 000 §2: the entrance page sends a signed-out visitor to sign-in, in the same language', async () => {
    const res = await page('/ja/business/user/home');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/ja/business/user/sign-in');
  });

  it('the entrance page renders the session summary and console addresses for a signed-in account', async () => {
    const { cookie } = await signUp();
    const res = await page('/business/user/home', cookie);
    expect(res.status).toBe(200);
    const ssr = await ssrData(res);
    expect(ssr.page).toBe('account-user-home');
    expect((ssr.data.consoles as Record<string, string>).MAKEUP).toBe('/business/user/home?console=makeup');
    expect(ssr.data.summary).toBeTruthy();
  });

  it('sign-in drops a next outside the allowlist and keeps a site path (issue 6)', async () => {
    const evil = await ssrData(await page('/business/user/sign-in?next=https%3A%2F%2Felsewhere.example'));
    expect(evil.data.next).toBeNull();
    const ok = await ssrData(
      await page('/business/user/sign-in?next=%2Fbusiness%2Fplan&email=a%40b.example'),
    );
    expect(ok.data).toMatchObject({ next: '/business/plan', email: 'a@b.example' });
  });

  it('spec 000 §5: the password pages check the code expiry first, with the passwordType', async () => {
    const unknown = await ssrData(await page('/business/user/reset-password?code=unknown-code-1234'));
    expect(unknown.data).toMatchObject({ passwordType: 'RESET', codeProblem: 'invalid' });
    const { email } = await signUp();
    const forgot = await call('/account/forgot-password.action', { body: { email } });
    expect(forgot.status).toBe(200);
    const code = await mailedLinkCode(email);
    const fresh = await ssrData(await page(`/business/user/reset-password?code=${code}`));
    expect(fresh.data).toMatchObject({ passwordType: 'RESET', codeProblem: null, code });
    // The same code is not a SETUP code.
    const wrongType = await ssrData(await page(`/business/user/setup-password?code=${code}`));
    expect(wrongType.data).toMatchObject({ passwordType: 'SETUP', codeProblem: 'invalid' });
  });

  it('spec 000 §7 (A7.20): an expired code is told apart from a used one, on the page and after a post', async () => {
    const { email } = await signUp();
    await call('/account/forgot-password.action', { body: { email } });
    const code = await mailedLinkCode(email);
    const t = nowMs() + 61 * 60_000;
    setClock(() => t);
    const res = await page(`/business/user/reset-password?code=${code}`);
    const html = await res.clone().text();
    const ssr = await ssrData(res);
    expect(ssr.data).toMatchObject({ passwordType: 'RESET', codeProblem: 'expired', code });
    expect(html).toContain(en.password.linkExpired);
    expect(html).not.toContain(en.password.expired);
  });

  it('spec 000 §5: the free-trial page applies the solution-type rule to its query', async () => {
    const ssr = await ssrData(await page('/business/user/free-trial?functionType=EYEWEAR&solutionType=NOPE'));
    expect(ssr.data).toMatchObject({ functionType: 'EYEWEAR', solutionType: 'MAKEUP', summary: null });
  });

  it("sign-up: the route parameter picks the plan; the solution pages' query is validated (spec 000 §2)", async () => {
    const ssr = await ssrData(
      await page(
        '/business/user/sign-up/essential?functionType=SKINCARE_PRO&numberOfLicenses=5&platform=STANDARD&recurringType=MONTH',
      ),
    );
    expect(ssr.data).toMatchObject({
      subscriptionType: 'ESSENTIAL',
      solutionType: 'SKIN_ANALYSIS',
      numberOfLicenses: 5,
      platform: 'STANDARD',
      recurringType: 'MONTH',
      signedIn: false,
    });
    const bad = await ssrData(
      await page('/business/user/sign-up?numberOfLicenses=99&platform=X&currencyType=XYZ'),
    );
    expect(bad.data).toMatchObject({
      subscriptionType: 'PREMIUM',
      numberOfLicenses: null,
      platform: null,
      currencyType: null,
    });
  });
});

describe('sign-in bot protection and sign-out (decision 0051, spec 000 §4)', () => {
  it('a token from the local provider passes (issue 29: forged, reused and wrong-action ones: security-bot-tokens)', async () => {
    const { email, password } = await signUp();
    const good = await botToken();
    expect((await call('/auth/sign-in.action', { body: { email, password, recaptcha: good } })).status).toBe(
      200,
    );
    const refused = await call('/auth/sign-in.action', { body: { email, password, recaptcha: 'forged' } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'bot_check_failed' });
  });

  it('sign-out ends the session and clears the sign-in attempt flag', async () => {
    const { email, password } = await signUp();
    const signIn = await call('/auth/sign-in.action', { body: { email, password } });
    const res = await call('/auth/sign-out.action', { cookie: `${sessionCookie(signIn)}; smb_signin=1` });
    expect(res.status).toBe(200);
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith('smb_signin='));
    expect(cleared).toMatch(/Max-Age=0/);
  });
});

describe('local app-token stand-in (decision 0034)', () => {
  it('issues a token for the signed-in account on a loopback host, which signs in once', async () => {
    const { cookie } = await signUp();
    const anon = await SELF.fetch(`${BASE}/dev/app-token`, {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(anon.status).toBe(401);
    const cross = await SELF.fetch(`${BASE}/dev/app-token`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    const res = await SELF.fetch(`${BASE}/dev/app-token`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    // The exchange's bot-protection value is checked like the sign-in's (decision 0051).
    const bot = await call('/auth/sign-in-by-token.action', { body: { token, recaptcha: 'forged' } });
    expect(bot.status).toBe(403);
    const recaptcha = await botToken();
    const first = await call('/auth/sign-in-by-token.action', { body: { token, recaptcha } });
    expect(first.status).toBe(200);
    expect((await call('/auth/sign-in-by-token.action', { body: { token } })).status).toBe(401);
  });

  it('is a 404 on any other host, and so is the host-app stand-in', async () => {
    const res = await SELF.fetch('http://site.example/dev/app-token', { method: 'POST' });
    expect(res.status).toBe(404);
    expect((await SELF.fetch('http://site.example/dev/app-host')).status).toBe(404);
    const local = await SELF.fetch(`${BASE}/dev/app-host`);
    expect(local.status).toBe(200);
    // Its one script carries the response's CSP nonce.
    const nonce = /'nonce-([^']+)'/.exec(local.headers.get('Content-Security-Policy') ?? '')?.[1];
    expect(await local.text()).toContain(`<script nonce="${nonce}">`);
  });
});

describe('account configuration', () => {
  it('local defaults: the entrance page stands in for consoles; no extra hosts', () => {
    const config = accountConfig({ ENVIRONMENT: 'development' });
    expect(consoleAddress(config, 'SKIN_ANALYSIS')).toBe('/business/user/home?console=skin-analysis');
    expect(allowedTargetHosts(config)).toEqual([]);
    expect(config.BOT_PROTECTION).toBe('local');
  });

  it('console addresses per solution and per domain', () => {
    const config = accountConfig({
      ENVIRONMENT: 'development',
      CONSOLE_BASE_URL: 'https://console.vendor.example/',
      CN_CONSOLE_BASE_URL: 'https://console.vendor.example.cn',
      APP_HOSTS: 'app.vendor.example',
    });
    expect(consoleAddress(config, 'MAKEUP', 'global')).toBe('https://console.vendor.example/makeup/home');
    expect(consoleAddress(config, 'MAKEUP', 'china')).toBe('https://console.vendor.example.cn/makeup/home');
    expect(allowedTargetHosts(config).sort()).toEqual([
      'app.vendor.example',
      'console.vendor.example',
      'console.vendor.example.cn',
    ]);
  });

  it('a bad value fails loudly with the field name', () => {
    const dev = { ENVIRONMENT: 'development' };
    expect(() => accountConfig({ ...dev, AFFILIATE_SCRIPT_URL: 'http://insecure.example/x.js' })).toThrow(
      /AFFILIATE_SCRIPT_URL/,
    );
    expect(() => accountConfig({ ...dev, BOT_PROTECTION: 'recaptcha' })).toThrow(/BOT_PROTECTION_SECRET/);
  });
});
