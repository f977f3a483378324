import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { AffiliationSchema } from '../../shared/smb/aff';
import { CreateTrialAnswer, trialEnd } from '../../shared/smb/subscription';
import { setClock } from '../../worker/origin/clock';
import {
  call,
  lastMail,
  read,
  rowCounts,
  sessionCookie,
  signUp,
  signUpPayload,
  uniqueEmail,
  uniqueName,
} from './smb-helpers';

afterEach(() => setClock(null));

const DAY = 86_400_000;

function trialForm(
  over: { email?: string; functionType?: string; solutionType?: string; affiliationCode?: string } = {},
) {
  return {
    account: {
      email: over.email ?? uniqueEmail('trial'),
      firstName: 'Mia',
      lastName: 'Chen',
      languageType: 'enu',
    },
    customer: {
      functionType: over.functionType ?? 'SKINCARE_PRO',
      customerName: uniqueName('Salon'),
      country: 'US',
      numberOfEmployees: 'C100',
    },
    ...(over.solutionType ? { solutionType: over.solutionType } : {}),
    ...(over.affiliationCode ? { affiliationCode: over.affiliationCode } : {}),
    sourceUtm: { utm_source: 'news', utm_medium: 'email' },
    responseType: 'json',
  };
}

async function trialRow(email: string) {
  return env.DB.prepare(
    `SELECT s.* FROM subscriptions s JOIN customers c ON c.id = s.customer_id WHERE c.owner_email = ? AND s.is_trial = 1`,
  )
    .bind(email)
    .first<{
      solution_type: string;
      subscription_type: string;
      approval_status: string;
      start_time: string;
      end_time: string;
      affiliation_code: string | null;
    }>();
}

const days = (row: { start_time: string; end_time: string }) =>
  Math.round((Date.parse(row.end_time) - Date.parse(row.start_time)) / DAY);

describe('paid sign-up: create-subscription', () => {
  it('creates account, customer and subscription, completes the local payment, signs in, mails a verify code', async () => {
    const payload = signUpPayload();
    const res = await call('/subscription/create-subscription.action', { body: payload });
    expect(res.status).toBe(200);
    expect(await read(res)).toEqual({
      paymentType: 'LOCAL',
      redirectUrl: '/business/user/verify-email',
      paymentCompleted: true,
    });
    const summary = await read(await call('/auth/auth.action', { cookie: sessionCookie(res) }));
    expect(summary.customer.businessType).toBe('MAKEUP'); // spec 000 §3 default
    expect(summary.subscriptions).toEqual([
      expect.objectContaining({
        solutionType: 'MAKEUP',
        subscriptionType: 'PREMIUM',
        recurringType: 'ANNUAL',
        trialPlan: false,
        isOverdue: false,
      }),
    ]);
    const mail = await lastMail(payload.account.email);
    expect(mail?.kind).toBe('VERIFY_EMAIL');
    expect(mail?.body).toMatch(/\b\d{6}\b/);
    const customer = await env.DB.prepare('SELECT number_of_employees FROM customers WHERE owner_email = ?')
      .bind(payload.account.email)
      .first<{ number_of_employees: string }>();
    expect(customer?.number_of_employees).toBe('R_1_50'); // C050 → R_1_50
  });

  it('a signed-in visitor gets 426 (spec 000 §2) and nothing is created', async () => {
    const { cookie } = await signUp();
    const before = await rowCounts();
    const res = await call('/subscription/create-subscription.action', { body: signUpPayload(), cookie });
    expect(res.status).toBe(426);
    const { rate_limits: _a, ...after } = await rowCounts();
    const { rate_limits: _b, ...was } = before;
    expect(after).toEqual(was);
  });

  it('a taken e-mail or business name → 409', async () => {
    const { email, payload } = await signUp();
    expect(
      (await call('/subscription/create-subscription.action', { body: signUpPayload(email) })).status,
    ).toBe(409);
    const sameBiz = signUpPayload(uniqueEmail(), { customer: { ...payload.customer } });
    const res = await call('/subscription/create-subscription.action', { body: sameBiz });
    expect(res.status).toBe(409);
    expect((await read(res)).error).toBe('business_name_exists');
  });

  it('refuses trial types, missing terms and too many add-ons', async () => {
    for (const over of [
      { subscriptionType: 'PREMIUM_TRIAL' },
      { subscriptionType: 'ENTERPRISE' },
      { agreeTerms: false },
      {
        numberOfLicenses: 15,
        addonsQuantity: 6,
        customer: { customerName: uniqueName(), country: 'US', functionType: 'SKINCARE_PRO' },
      },
      { addonsQuantity: 7 },
    ]) {
      expect(
        (await call('/subscription/create-subscription.action', { body: signUpPayload(uniqueEmail(), over) }))
          .status,
      ).toBe(400);
    }
  });
});

describe('free trial while signed out', () => {
  it('creates account (no password), customer and a SUBMITTED trial, and mails a setup-password link', async () => {
    const form = trialForm();
    const res = await call('/subscription/create-trial.action', { body: form });
    expect(res.status).toBe(200);
    const body = CreateTrialAnswer.parse(await read(res));
    expect(body.approvalStatus).toBe('SUBMITTED');
    expect(body.redirectUrl).toBe('/business/user/signup-confirmed');
    const account = await env.DB.prepare('SELECT password_hash FROM accounts WHERE email = ?')
      .bind(form.account.email)
      .first<{ password_hash: string | null }>();
    expect(account).not.toBeNull();
    expect(account?.password_hash).toBeNull();
    const trial = await trialRow(form.account.email);
    expect(trial?.subscription_type).toBe('PREMIUM_TRIAL');
    expect(trial?.solution_type).toBe('SKIN_ANALYSIS'); // SKINCARE_PRO → SKIN_ANALYSIS (spec 000 §5)
    expect(days(trial!)).toBe(14);
    const mails = await env.DB.prepare('SELECT kind, body FROM outbox WHERE to_email = ? ORDER BY id')
      .bind(form.account.email)
      .all<{ kind: string; body: string }>();
    expect(mails.results.map((m) => m.kind)).toEqual(['SETUP_PASSWORD', 'TRIAL_SUBMITTED']);
    expect(mails.results[0]!.body).toMatch(
      /http:\/\/localhost:8787\/business\/user\/setup-password\?code=[A-Za-z0-9_-]{40,}/,
    );
  });

  it('whitelisted e-mails are approved at once; MAKEUP/EYEWEAR trials are MAKEUP for 30 days', async () => {
    await env.DB.prepare("INSERT OR IGNORE INTO whitelist (pattern) VALUES ('@trusted.test')").run();
    const email = `x-${Date.now()}@trusted.test`;
    expect(await read(await call('/subscription/check-whitelist.action', { body: { email } }))).toEqual({
      email,
      isWhitelisted: true,
    });
    const res = await call('/subscription/create-trial.action', {
      body: trialForm({ email, functionType: 'EYEWEAR' }),
    });
    const body = await read(res);
    expect(body.approvalStatus).toBe('APPROVED');
    expect(body.redirectUrl).toBe('/business/user/free-trial/success');
    const trial = await trialRow(email);
    expect(trial?.solution_type).toBe('MAKEUP');
    expect(days(trial!)).toBe(30);
  });

  it('BWO2025: bypasses approval, 30 days, never past its fixed end', async () => {
    const email = uniqueEmail();
    const res = await call('/subscription/create-trial.action', {
      body: trialForm({ email, affiliationCode: 'bwo2025' }),
    });
    expect((await read(res)).approvalStatus).toBe('APPROVED');
    const trial = await trialRow(email);
    expect(trial?.affiliation_code).toBe('BWO2025');
    expect(days(trial!)).toBe(30);
  });

  it('BWOS2025: 60 days, cut at its earlier fixed end; needs approval', async () => {
    const aff = AffiliationSchema.parse(
      await read(await call('/aff/query-active-aff.action?affiliate=BWOS2025')),
    );
    const email = uniqueEmail();
    const res = await call('/subscription/create-trial.action', {
      body: trialForm({ email, affiliationCode: 'BWOS2025' }),
    });
    expect((await read(res)).approvalStatus).toBe('SUBMITTED');
    const trial = await trialRow(email);
    expect(Date.parse(trial!.end_time)).toBeLessThanOrEqual(Date.parse(aff.fixedEndDate!));
    expect(days(trial!)).toBeLessThan(60);
  });

  it('a taken e-mail → 409 (sign in first); nothing is created', async () => {
    const { email } = await signUp();
    const before = await rowCounts();
    const res = await call('/subscription/create-trial.action', { body: trialForm({ email }) });
    expect(res.status).toBe(409);
    expect((await rowCounts()).accounts).toBe(before.accounts);
  });

  it('account and business name are required when signed out', async () => {
    const form = trialForm();
    const { account: _a, ...noAccount } = form;
    expect((await call('/subscription/create-trial.action', { body: noAccount })).status).toBe(400);
    const noName = { ...form, customer: { functionType: 'MAKEUP' } };
    expect((await call('/subscription/create-trial.action', { body: noName })).status).toBe(400);
  });

  it('two concurrent trial forms for the same e-mail → one account, one trial', async () => {
    const email = uniqueEmail('race');
    const a = trialForm({ email });
    const b = { ...trialForm({ email }), customer: { ...a.customer, customerName: uniqueName('Other') } };
    const results = await Promise.all([
      call('/subscription/create-trial.action', { body: a }),
      call('/subscription/create-trial.action', { body: b }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const n = await env.DB.prepare('SELECT COUNT(*) AS n FROM accounts WHERE email = ?')
      .bind(email)
      .first<{ n: number }>();
    expect(n?.n).toBe(1);
    const trials = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM subscriptions s JOIN customers c ON c.id = s.customer_id WHERE c.owner_email = ?',
    )
      .bind(email)
      .first<{ n: number }>();
    expect(trials?.n).toBe(1);
  });
});

describe('free trial while signed in', () => {
  it('check-trial: form when signed out; ok → create-trial → existed; expired after it ends', async () => {
    expect(
      await read(await call('/subscription/check-trial.action', { body: { functionType: 'SKINCARE_PRO' } })),
    ).toEqual({
      result: 'form',
      solutionType: 'SKIN_ANALYSIS',
    });
    const { cookie } = await signUp(); // MAKEUP paid
    const check = (body: object) => call('/subscription/check-trial.action', { body, cookie }).then(read);
    expect((await check({ functionType: 'MAKEUP' })).result).toBe('existed'); // paid MAKEUP active
    expect((await check({ solutionType: 'AESTHETIC_SIMULATION' })).result).toBe('ok');
    const res = await call('/subscription/create-trial.action', {
      body: {
        customer: { functionType: 'SKINCARE_PRO' },
        solutionType: 'AESTHETIC_SIMULATION',
        responseType: 'json',
      },
      cookie,
    });
    expect(res.status).toBe(200);
    expect((await check({ solutionType: 'AESTHETIC_SIMULATION' })).result).toBe('existed');
    // The same trial again → 409
    const again = await call('/subscription/create-trial.action', {
      body: { customer: { functionType: 'SKINCARE_PRO' }, solutionType: 'AESTHETIC_SIMULATION' },
      cookie,
    });
    expect(again.status).toBe(409);
    // The trial is approved, then ends.
    await env.DB.prepare(
      "UPDATE subscriptions SET approval_status = 'APPROVED', end_time = '2020-01-01T00:00:00Z' WHERE solution_type = 'AESTHETIC_SIMULATION'",
    ).run();
    expect((await check({ solutionType: 'AESTHETIC_SIMULATION' })).result).toBe('expired');
  });

  it('two concurrent trial creations for one customer → one trial', async () => {
    const { cookie } = await signUp();
    const body = { customer: { functionType: 'EYEWEAR' }, solutionType: 'EYEWEAR' };
    const results = await Promise.all(
      [1, 2, 3].map(() => call('/subscription/create-trial.action', { body, cookie })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    const { customer } = await read(await call('/auth/auth.action', { cookie }));
    const n = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM subscriptions WHERE customer_id = ? AND solution_type = 'EYEWEAR'",
    )
      .bind(customer.customerId)
      .first<{ n: number }>();
    expect(n?.n).toBe(1);
  });

  it('BWO2025 is for new users only: an existing customer gets the default length', async () => {
    const { cookie } = await signUp();
    await env.DB.prepare("INSERT OR IGNORE INTO whitelist (pattern) VALUES ('@shop.test')").run();
    const res = await call('/subscription/complete-trial.action', {
      body: { functionType: 'SKINCARE_PRO', affiliationCode: 'BWO2025' },
      cookie,
    });
    expect(res.status).toBe(200);
    const body = await read(res);
    expect(body.approvalStatus).toBe('APPROVED');
    expect(body.redirectUrl).toBe('/business/user/home?console=skin-analysis');
    const summary = await read(await call('/auth/auth.action', { cookie }));
    const trial = summary.subscriptions.find((s: { trialPlan: boolean }) => s.trialPlan);
    expect(trial.subscriptionType).toBe('PREMIUM_TRIAL');
    const lengthDays = Math.round((Date.parse(trial.endTime) - Date.now()) / DAY);
    expect(lengthDays).toBe(14);
    await env.DB.prepare("DELETE FROM whitelist WHERE pattern = '@shop.test'").run();
  });

  it('complete-trial and the business-user checks need a session', async () => {
    expect(
      (await call('/subscription/complete-trial.action', { body: { functionType: 'MAKEUP' } })).status,
    ).toBe(401);
    expect(
      (await call('/subscription/check-business-trial.action', { body: { functionType: 'MAKEUP' } })).status,
    ).toBe(401);
    expect(
      (await call('/subscription/check-business-subscription.action', { body: { functionType: 'MAKEUP' } }))
        .status,
    ).toBe(401);
    const { cookie } = await signUp();
    const t = await read(
      await call('/subscription/check-business-trial.action', { body: { solutionType: 'EYEWEAR' }, cookie }),
    );
    expect(t).toEqual({ result: 'ok', solutionType: 'EYEWEAR' });
    const s = await read(
      await call('/subscription/check-business-subscription.action', {
        body: { solutionType: 'MAKEUP' },
        cookie,
      }),
    );
    expect(s.result).toBe('existed');
  });
});

describe('check-subscription and switch-solution', () => {
  it('check-subscription: existed for an active paid plan, else form', async () => {
    expect(
      (
        await read(
          await call('/subscription/check-subscription.action', { body: { solutionType: 'MAKEUP' } }),
        )
      ).result,
    ).toBe('form');
    const { cookie } = await signUp();
    const check = (solutionType: string) =>
      call('/subscription/check-subscription.action', { body: { solutionType }, cookie }).then(read);
    expect((await check('MAKEUP')).result).toBe('existed');
    expect((await check('EYEWEAR')).result).toBe('form');
  });

  it('switch-solution: success and the console address for an active solution of a member customer', async () => {
    const { cookie } = await signUp();
    const summary = await read(await call('/auth/auth.action', { cookie }));
    const customerId = summary.customer.customerId;
    const ok = await call('/subscription/switch-solution.action', {
      body: { customerId, solutionType: 'MAKEUP' },
      cookie,
    });
    expect(await read(ok)).toEqual({ status: 'success', redirectUrl: '/business/user/home?console=makeup' });
    expect(
      (
        await call('/subscription/switch-solution.action', {
          body: { customerId, solutionType: 'EYEWEAR' },
          cookie,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call('/subscription/switch-solution.action', {
          body: { customerId: customerId + 1000, solutionType: 'MAKEUP' },
          cookie,
        })
      ).status,
    ).toBe(403);
    expect(
      (await call('/subscription/switch-solution.action', { body: { customerId, solutionType: 'MAKEUP' } }))
        .status,
    ).toBe(401);
  });
});

describe('affiliations: query-active-aff', () => {
  it('BWO2025 as spec 000 §3 describes', async () => {
    const res = await call(
      '/aff/query-active-aff.action?affiliate=BWO2025&functionType=SKINCARE_PRO&solutionType=SKIN_ANALYSIS',
    );
    expect(res.status).toBe(200);
    const aff = AffiliationSchema.parse(await read(res));
    expect(aff).toMatchObject({
      affiliationCode: 'BWO2025',
      affiliationType: 'TRIAL_EXTENSION',
      extensionDays: 30,
      isBypassApproval: true,
      onlyNewUser: true,
      overdue: false,
      isPublished: true,
    });
    expect(Date.parse(aff.fixedEndDate!)).toBeGreaterThan(Date.now());
  });

  it('unknown, ended and other-solution codes → 404', async () => {
    expect((await call('/aff/query-active-aff.action?affiliate=NOPE123')).status).toBe(404);
    expect((await call('/aff/query-active-aff.action?affiliate=SPRING2024')).status).toBe(404);
    expect((await call('/aff/query-active-aff.action?affiliate=BWO2025&solutionType=MAKEUP')).status).toBe(
      404,
    );
  });
});

describe('trialEnd (spec 000 §9)', () => {
  const start = new Date('2026-01-01T00:00:00Z');
  const d = (end: Date) => (end.getTime() - start.getTime()) / DAY;
  it('defaults: 30 days; 14 for SKIN_ANALYSIS and AESTHETIC_SIMULATION', () => {
    expect(d(trialEnd('MAKEUP', start))).toBe(30);
    expect(d(trialEnd('EYEWEAR', start))).toBe(30);
    expect(d(trialEnd('SKIN_ANALYSIS', start))).toBe(14);
    expect(d(trialEnd('AESTHETIC_SIMULATION', start))).toBe(14);
  });
  it('affiliation: extensionDays, else until fixedEndDate, never past fixedEndDate', () => {
    expect(d(trialEnd('SKIN_ANALYSIS', start, { extensionDays: 30, fixedEndDate: null }))).toBe(30);
    expect(
      d(trialEnd('SKIN_ANALYSIS', start, { extensionDays: null, fixedEndDate: '2026-01-21T00:00:00Z' })),
    ).toBe(20);
    expect(
      d(trialEnd('SKIN_ANALYSIS', start, { extensionDays: 60, fixedEndDate: '2026-02-15T00:00:00Z' })),
    ).toBe(45);
  });
});
