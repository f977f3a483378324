import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { attributionUrl, readAttribution } from '../../shared/attribution';
import { ROUTES } from '../../shared/routes';
import { FORM_ACTIONS } from '../../worker/forms/registry';
import { nowMs, setClock } from '../../worker/origin/clock';
import { PNG } from '../file-samples';
import { cookieValue, edgeFetch, setCookies, ssrOf } from './edge-helpers';
import {
  BASE,
  call,
  lastMail,
  mailedLinkCode,
  rowCounts,
  signUp,
  uniqueEmail,
  uniqueName,
} from './smb-helpers';

/**
 * Issue 14 §1 (decision 0190): every form posts natively to its own page address and works without
 * JavaScript through the worker's one POST handler; ref_url_* never keep secrets (decision 0192).
 */

let ip = 0;
const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  SELF.fetch(`${BASE}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Sec-Fetch-Site': 'same-origin',
      'CF-Connecting-IP': `10.214.${(ip >> 8) & 255}.${ip++ & 255}`,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });

type Ssr = {
  form: {
    id: string;
    values: Record<string, string>;
    errors: Record<string, { key: string }>;
    alert?: { key: string; vars?: Record<string, number> };
    done?: boolean;
  } | null;
};
const formOf = async (res: Response) => ((await ssrOf(res)) as unknown as Ssr).form;

describe('sign-in without JavaScript', () => {
  it('signs in: 303 to the after-sign-in target with the session and the sign-in flag', async () => {
    const { email, password } = await signUp();
    const res = await form('/business/user/sign-in', { email, password });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toMatch(/\/business\/user\/home|console|\/business\//);
    const cookies = setCookies(res);
    expect(cookies.has('smb_sid')).toBe(true);
    expect(cookieValue(cookies.get('smb_signin'))).toBe('1');
  });

  it('a wrong password renders the page again: e-mail kept, password never echoed, translated alert', async () => {
    const { email } = await signUp();
    const res = await form('/fr/business/user/sign-in', { email, password: 'My-Secret-Pass-1' });
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).not.toContain('My-Secret-Pass-1');
    expect(html).toContain('method="post"');
    const m = html.match(/<script type="application\/json" id="__ssr">([\s\S]*?)<\/script>/);
    const state = (JSON.parse(m![1]!) as Ssr).form!;
    expect(state.values).toEqual({ email });
    expect(state.alert?.key).toBe('account:signIn.invalid');
    // The page is French and says so in French (rendered on the server).
    expect(html).toMatch(/lang="fr"/);
  });

  it('inline errors for missing input (422), nothing called', async () => {
    const res = await form('/business/user/sign-in', { email: 'not-an-email', password: '' });
    expect(res.status).toBe(422);
    const state = await formOf(res);
    expect(Object.keys(state!.errors).sort()).toEqual(['email', 'password']);
  });

  it('continues to the product the sign-in was for (issue 14 §3)', async () => {
    const { email, password } = await signUp();
    const trial = await form('/business/user/sign-in?solutionType=SKIN_ANALYSIS', { email, password });
    expect(trial.headers.get('Location')).toBe('/business/user/free-trial?solutionType=SKIN_ANALYSIS');
    const plan = await form('/business/user/sign-in?subscriptionType=essential&solutionType=MAKEUP', {
      email,
      password,
    });
    expect(plan.headers.get('Location')).toBe('/business/user/sign-up/essential?solutionType=MAKEUP');
  });

  it('the rate-limit message names the real wait from Retry-After (15-minute window)', async () => {
    const email = uniqueEmail('limited');
    const headers = { 'CF-Connecting-IP': '10.99.99.99' };
    let last: Response | undefined;
    for (let i = 0; i < 12; i++) {
      last = await form('/business/user/sign-in', { email, password: 'wrong-password-x' }, headers);
      if (last.status === 429) break;
      await last.body?.cancel();
    }
    expect(last!.status).toBe(429);
    const html = await last!.clone().text();
    // The real wait, rendered in the page's language (plural forms), not "a minute".
    expect(html).toMatch(/Please wait \d+ minutes? and try again/);
    const data = (await ssrOf(last!)) as unknown as Ssr & {
      resources: { en: { account: { errors: Record<string, string> } } };
    };
    const state = data.form;
    expect(state!.alert?.key).toBe('account:errors.rateLimitedWait');
    expect(state!.alert?.vars?.count).toBeGreaterThan(1);
    expect(state!.alert?.vars?.count).toBeLessThanOrEqual(15);
    // decision 0240: the message was read with a count, so each of its plural forms travels with the
    // page (hydration picks the same one; another count picks its own).
    expect(Object.keys(data.resources.en.account.errors)).toEqual(
      expect.arrayContaining(['rateLimitedWait_one', 'rateLimitedWait_other']),
    );
  });
});

describe('the form handler', () => {
  it('has an action for every page whose form posts (the registry is the list)', () => {
    expect(Object.keys(FORM_ACTIONS).sort()).toEqual(
      [
        'color-trends-download',
        'consumer-contact-us',
        'contact-sales',
        'contact-us',
        'education-series-session',
        'forgot-password',
        'free-trial',
        'gbtf-session',
        'investors',
        'master-class-session',
        'reset-password',
        'setup-password',
        'sign-in',
        'sign-up',
        'verify-email',
      ].sort(),
    );
    for (const id of Object.keys(FORM_ACTIONS))
      expect(
        ROUTES.some((r) => r.id === id),
        id,
      ).toBe(true);
  });

  it('refuses cross-site posts like the proxy (Sec-Fetch-Site, else Origin), writing nothing', async () => {
    const before = await rowCounts();
    const cross = await form(
      '/business/user/forgot-password',
      { email: 'a@shop.example' },
      {
        'Sec-Fetch-Site': 'cross-site',
      },
    );
    expect(cross.status).toBe(403);
    const noHeaders = await SELF.fetch(`${BASE}/business/user/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      body: 'email=a%40shop.example',
      redirect: 'manual',
    });
    expect(noHeaders.status).toBe(403);
    expect(await rowCounts()).toEqual(before);
  });

  it('a page without a form answers 405; an unknown address 404; a JSON body 415', async () => {
    expect((await form('/business/faq', { a: 'b' })).status).toBe(405);
    expect((await form('/business/no-such-page', { a: 'b' })).status).toBe(404);
    const json = await SELF.fetch(`${BASE}/business/user/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: '{}',
    });
    expect(json.status).toBe(415);
  });

  it('forgot password: the page again in its done state', async () => {
    const res = await form('/business/user/forgot-password', { email: uniqueEmail('forgot') });
    expect(res.status).toBe(200);
    expect((await formOf(res))?.done).toBe(true);
  });

  it('reset password from the mailed link: done on the page; a used code says expired (410)', async () => {
    const { email } = await signUp();
    await (await form('/business/user/forgot-password', { email })).body?.cancel();
    const code = await mailedLinkCode(email);
    const path = `/business/user/reset-password?code=${code}`;
    const mismatch = await form(path, { password: 'a-new-password-1', confirm: 'other' });
    expect(mismatch.status).toBe(422);
    expect((await formOf(mismatch))!.errors.confirm?.key).toBe('account:errors.confirm');
    const done = await form(path, { password: 'a-new-password-1', confirm: 'a-new-password-1' });
    expect(done.status).toBe(200);
    expect((await formOf(done))!.done).toBe(true);
    const again = await form(path, { password: 'a-new-password-2', confirm: 'a-new-password-2' });
    expect(again.status).toBe(410);
    expect((await formOf(again))!.errors.code?.key).toBe('account:password.expired');
    // Signed in with the new password, natively.
    const signIn = await form('/business/user/sign-in', { email, password: 'a-new-password-1' });
    expect(signIn.status).toBe(303);
  });

  it('an expired reset or verify code says it expired, apart from a used one (spec 000 §7, A7.20)', async () => {
    const { email, cookie } = await signUp();
    const verify = /code is (\d{6})/.exec((await lastMail(email))?.body ?? '')?.[1];
    await (await form('/business/user/forgot-password', { email })).body?.cancel();
    const code = await mailedLinkCode(email);
    const t = nowMs() + 61 * 60_000;
    setClock(() => t);
    try {
      const reset = await form(`/business/user/reset-password?code=${code}`, {
        password: 'a-new-password-1',
        confirm: 'a-new-password-1',
      });
      expect(reset.status).toBe(410);
      expect((await formOf(reset))!.errors.code?.key).toBe('account:password.linkExpired');
      const late = await form('/business/user/verify-email', { code: verify! }, { Cookie: cookie });
      expect(late.status).toBe(422);
      expect((await formOf(late))!.errors.code?.key).toBe('account:verify.expired');
    } finally {
      setClock(null);
    }
  });

  it('verify e-mail with the mailed code (the session cookie travels with the post)', async () => {
    const { email, cookie } = await signUp();
    const code = /code is (\d{6})/.exec((await lastMail(email))?.body ?? '')?.[1];
    expect(code).toBeDefined();
    const wrong = await form('/business/user/verify-email', { code: '000000' }, { Cookie: cookie });
    expect(wrong.status).toBe(422);
    const ok = await form('/business/user/verify-email', { code: code! }, { Cookie: cookie });
    expect(ok.status).toBe(200);
    expect((await formOf(ok))!.done).toBe(true);
  });

  it('free trial signed out: creates the trial and redirects (303), values kept on a taken e-mail', async () => {
    const fields = {
      solutionType: 'MAKEUP',
      firstName: 'Ada',
      lastName: 'Lee',
      email: uniqueEmail('trial'),
      customerName: uniqueName(),
      country: 'US',
      businessType: 'MAKEUP',
      numberOfEmployees: 'C050',
      phone: '',
      websiteUrl: '',
    };
    const ok = await form('/business/user/free-trial', fields);
    expect(ok.status).toBe(303);
    expect(ok.headers.get('Location')).toMatch(/signup-confirmed|free-trial-success|redirect|http/);
    const again = await form('/business/user/free-trial', { ...fields, customerName: uniqueName() });
    expect(again.status).toBe(422);
    const state = await formOf(again);
    expect(state!.errors.email?.key).toBe('account:errors.emailTakenTrial');
    expect(state!.values.firstName).toBe('Ada');
  });

  it('sign-up: creates the account (303) with the session; a short password comes back inline, never echoed', async () => {
    const fields = {
      solutionType: 'MAKEUP',
      recurringType: 'ANNUAL',
      firstName: 'Ada',
      lastName: 'Lee',
      email: uniqueEmail('signup'),
      password: 'short',
      customerName: uniqueName(),
      country: 'US',
      businessType: 'MAKEUP',
      numberOfEmployees: 'C050',
      agreeTerms: 'on',
    };
    const bad = await form('/business/user/sign-up/premium', fields);
    expect(bad.status).toBe(422);
    const state = await formOf(bad);
    expect(state!.errors.password?.key).toBe('account:errors.password');
    expect(state!.values.password).toBeUndefined();
    expect(state!.values.firstName).toBe('Ada');
    const ok = await form('/business/user/sign-up/premium', { ...fields, password: 'correct horse battery' });
    expect(ok.status).toBe(303);
    expect(setCookies(ok).has('smb_sid')).toBe(true);
  });

  it('contact sales: stores the request and continues to the thank-you page', async () => {
    const res = await form('/business/contact-sales', {
      firstName: 'Ada',
      lastName: 'Lee',
      email: uniqueEmail('sales'),
      businessName: 'Shop',
      country: 'FR',
      description: 'Hello',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toMatch(/^\/business\/contact-sales\/thank-you\?supportId=/);
  });

  it('contact-us support with a file: a multipart native post stores the request with its file', async () => {
    const body = new FormData();
    body.set('firstName', 'Ada');
    body.set('lastName', 'Lee');
    body.set('email', uniqueEmail('support'));
    body.set('description', 'The try-on freezes');
    // A well-formed PNG: the origin walks the declared type to its end (decision 0036, issue 29).
    const png = PNG;
    body.append('files', new File([png], 'shelf.png', { type: 'image/png' }));
    const before = await rowCounts();
    const res = await SELF.fetch(`${BASE}/business/contact-us/support`, {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin', 'CF-Connecting-IP': '10.214.250.1' },
      body,
      redirect: 'manual',
    });
    expect(res.status).toBe(200);
    const state = await formOf(res);
    expect(state!.done).toBe(true);
    expect(state!.values.supportId).toMatch(/^[0-9a-f-]{36}$/);
    const after = await rowCounts();
    expect(after.support_requests).toBe(before.support_requests! + 1);
    expect(after.support_files).toBe(before.support_files! + 1);
  });

  it('the newsletter posts to the page it is on and answers there', async () => {
    const res = await form('/business/user/forgot-password', { _form: 'newsletter', email: 'nope' });
    expect(res.status).toBe(422);
    const state = await formOf(res);
    expect(state!.id).toBe('newsletter');
    expect(state!.errors.email?.key).toBe('common:newsletter.invalid');
  });
});

describe('attribution never stores secrets (decision 0192)', () => {
  it('a GET submit with a password in the query keeps only allowlisted parameters', async () => {
    const res = await edgeFetch(
      '/business/user/sign-in?email=a%40shop.example&password=My-Secret-Pass-1&solutionType=MAKEUP&utm_source=x&utm_medium=y',
    );
    const c = setCookies(res);
    for (const name of ['ref_url_first', 'ref_url_last']) {
      const v = cookieValue(c.get(name))!;
      expect(v).not.toMatch(/password|Secret|email|shop\.example/);
      expect(v).toBe('http://localhost/business/user/sign-in?solutionType=MAKEUP&utm_source=x&utm_medium=y');
    }
  });

  it('a reset link never stores its code; stored secrets from older cookies are cleaned on read', async () => {
    const res = await edgeFetch('/business/user/reset-password?code=live-token-123456');
    const c = setCookies(res);
    expect(cookieValue(c.get('ref_url_last'))).toBe('http://localhost/business/user/reset-password');
    const old = encodeURIComponent('https://site.example/x?token=t&code=c&email=e%40x.y&gclid=g#frag');
    expect(readAttribution(`ref_url_last=${old}`).refUrlLast).toBe('https://site.example/x?gclid=g');
    expect(attributionUrl('javascript:alert(1)')).toBe('');
  });
});

describe('robustness (issue 14 §2)', () => {
  it('a rejected /smb-frontend POST still has its body read (drained) before the answer', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(ctrl) {
        if (pulled >= 4) return ctrl.close();
        pulled++;
        ctrl.enqueue(new Uint8Array(10_000));
      },
    });
    const res = await call('/auth/no-such-call.action', {
      method: 'POST',
      raw: body,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(404);
    expect(pulled).toBe(4);
  });
});
