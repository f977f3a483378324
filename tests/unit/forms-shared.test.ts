import { describe, expect, it } from 'vitest';
import { signInContinuation, signInTarget } from '../../shared/account/next';
import { isAccountSummary } from '../../shared/account/summary';
import { isSecretField, keptValues, waitMinutes } from '../../shared/forms';

const signUpPath = (plan: string) => `/business/user/sign-up/${plan}`;
const trialPath = '/business/user/free-trial';

describe('sign-in continues to the product it was for (spec 000 §2, §4; issue 14 §3)', () => {
  it('subscriptionType → that plan’s sign-up (its subscription check), with the product types', () => {
    expect(
      signInContinuation(
        { functionType: 'MAKEUP', solutionType: 'MAKEUP', subscriptionType: 'ESSENTIAL' },
        signUpPath,
        trialPath,
      ),
    ).toBe('/business/user/sign-up/essential?functionType=MAKEUP&solutionType=MAKEUP');
  });
  it('solutionType alone → the free-trial page (its trial check)', () => {
    expect(
      signInContinuation(
        { functionType: null, solutionType: 'SKIN_ANALYSIS', subscriptionType: null },
        signUpPath,
        trialPath,
      ),
    ).toBe('/business/user/free-trial?solutionType=SKIN_ANALYSIS');
  });
  it('no product → none; the target order is next, continuation, the origin’s rule', () => {
    expect(
      signInContinuation(
        { functionType: 'MAKEUP', solutionType: null, subscriptionType: null },
        signUpPath,
        trialPath,
      ),
    ).toBeNull();
    expect(signInTarget('https://console.example/x', '/c', '/r')).toBe('https://console.example/x');
    expect(signInTarget('/business/plan', '/c', '/business/plan')).toBe('/business/plan');
    expect(signInTarget(null, '/c', '/r')).toBe('/c');
    expect(signInTarget(null, null, '/r')).toBe('/r');
  });
});

describe('the rate-limit wait (issue 14 §3)', () => {
  it('is the Retry-After in whole minutes, at least one', () => {
    expect(waitMinutes(900)).toBe(15);
    expect(waitMinutes(61)).toBe(2);
    expect(waitMinutes(5)).toBe(1);
    expect(waitMinutes(null)).toBe(1);
  });
});

describe('a posted form never echoes a secret', () => {
  it('drops passwords, codes, tokens', () => {
    for (const name of ['password', 'newPassword', 'confirm', 'code', 'token', 'recaptcha']) {
      expect(isSecretField(name), name).toBe(true);
    }
    expect(keptValues({ email: 'a@b.c', password: 'x', countryCode: 'FR' })).toEqual({
      email: 'a@b.c',
      countryCode: 'FR',
    });
  });
});

describe('an account summary without an account is signed out (issue 14 §2)', () => {
  it.each([[{}], [{ account: null }], [null], [{ account: { email: 'a' } }], ['x']])('%j', (value) => {
    expect(isAccountSummary(value)).toBe(false);
  });
  it('a full summary is one', () => {
    expect(
      isAccountSummary({
        account: { email: 'a@b.c', imageUrl: null, firstName: 'A', lastName: 'B', languageType: 'enu' },
        customer: null,
        subscriptions: [],
        relatedCustomers: [],
      }),
    ).toBe(true);
  });
});
