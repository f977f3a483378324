import { describe, expect, it } from 'vitest';
import {
  autoTrial,
  optoutOf,
  subscriptionCheckStep,
  trialCheckStep,
  trialOutcome,
} from '../../shared/account/flows';
import { nextTarget, safeNext } from '../../shared/account/next';
import { type AccountSummary, afterSignIn } from '../../shared/smb/auth';

const NOW = new Date('2026-06-15T12:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString().replace(/\.\d+Z$/, 'Z');

type Sub = AccountSummary['subscriptions'][number];
const sub = (over: Partial<Sub>): Sub => ({
  customerId: 1,
  solutionType: 'MAKEUP',
  subscriptionType: 'PREMIUM',
  recurringType: 'ANNUAL',
  trialPlan: false,
  isOverdue: false,
  endTime: at(100),
  ...over,
});
const summary = (subscriptions: Sub[], email = 'a@shop.example') => ({
  account: { email, imageUrl: null, firstName: 'A', lastName: 'B', languageType: 'enu' as const },
  subscriptions,
});

describe('after sign-in (spec 000 §4)', () => {
  it('§4.1: no active subscription → the user home', () => {
    expect(afterSignIn(summary([]), NOW, 'staff.example.com')).toEqual({ kind: 'home' });
    expect(afterSignIn(summary([sub({ isOverdue: true })]), NOW, 'staff.example.com')).toEqual({
      kind: 'home',
    });
    expect(afterSignIn(summary([sub({ endTime: at(-100) })]), NOW, 'staff.example.com')).toEqual({
      kind: 'home',
    });
  });

  it('§4.2: exactly one active and no overdue one that ended under 30 days ago → that app', () => {
    expect(afterSignIn(summary([sub({ solutionType: 'EYEWEAR' })]), NOW, 'staff.example.com')).toEqual({
      kind: 'console',
      solutionType: 'EYEWEAR',
    });
    // One that lapsed 31 days ago is outside the 30-day grace period (§9).
    const old = sub({ solutionType: 'MAKEUP', isOverdue: true, endTime: at(-31) });
    expect(afterSignIn(summary([sub({ solutionType: 'EYEWEAR' }), old]), NOW, '')).toEqual({
      kind: 'console',
      solutionType: 'EYEWEAR',
    });
  });

  it('§4.2/§9: one that ended less than 30 days ago → the user home', () => {
    const recent = sub({ solutionType: 'MAKEUP', isOverdue: true, endTime: at(-29) });
    expect(afterSignIn(summary([sub({ solutionType: 'EYEWEAR' }), recent]), NOW, '')).toEqual({
      kind: 'home',
    });
  });

  it('§4.3: more than one active → the user home', () => {
    expect(afterSignIn(summary([sub({}), sub({ solutionType: 'EYEWEAR' })]), NOW, '')).toEqual({
      kind: 'home',
    });
  });

  it('§4: the internal support domain → the management app, whatever the subscriptions', () => {
    expect(afterSignIn(summary([sub({})], 'x@Staff.Example.com'), NOW, 'staff.example.com')).toEqual({
      kind: 'management',
    });
    // Only the domain itself, not a look-alike.
    expect(afterSignIn(summary([], 'x@notstaff.example.com'), NOW, 'staff.example.com')).toEqual({
      kind: 'home',
    });
  });
});

describe('next targets (issue 6: no open redirect)', () => {
  const hosts = ['console.vendor.example'];
  it.each([
    ['/business/plan', '/business/plan'],
    ['/ja/business/user/home?x=1#top', '/ja/business/user/home?x=1#top'],
    ['https://console.vendor.example/makeup/home', 'https://console.vendor.example/makeup/home'],
  ])('allows %s', (raw, want) => {
    const n = safeNext(raw, hosts);
    expect(n && nextTarget(n)).toBe(want);
  });

  it.each([
    'https://elsewhere.example',
    '//elsewhere.example',
    '/\\elsewhere.example',
    '\\\\elsewhere.example',
    '/\t/elsewhere.example',
    'javascript:alert(1)',
    'http://console.vendor.example/',
    'https://user:pw@console.vendor.example/',
    'https://console.vendor.example.elsewhere.example/',
    'data:text/html,x',
    '',
    null,
    `/${'a'.repeat(600)}`,
  ])('refuses %s', (raw) => {
    expect(safeNext(raw, hosts)).toBeNull();
  });
});

describe('check results (spec 000 §4)', () => {
  it('free-trial check: existed/expired → app, form → form unless there, ok → proceed, failure → stay', () => {
    expect(trialCheckStep('existed', false)).toEqual({ kind: 'app' });
    expect(trialCheckStep('expired', true)).toEqual({ kind: 'app' });
    expect(trialCheckStep('form', false)).toEqual({ kind: 'form' });
    expect(trialCheckStep('form', true)).toEqual({ kind: 'stay' });
    expect(trialCheckStep('ok', true)).toEqual({ kind: 'proceed' });
    expect(trialCheckStep(null, true)).toEqual({ kind: 'stay' });
  });

  it('subscription check: existed → app, form → sign-up unless there, otherwise stay silently', () => {
    expect(subscriptionCheckStep('existed', true)).toEqual({ kind: 'app' });
    expect(subscriptionCheckStep('form', false)).toEqual({ kind: 'form' });
    expect(subscriptionCheckStep('form', true)).toEqual({ kind: 'stay' });
    expect(subscriptionCheckStep(null, false)).toEqual({ kind: 'stay' });
  });

  it('trial creation by approvalStatus: SUBMITTED → confirmed; bypass flag → redirectUrl; else the result', () => {
    const answer = { approvalStatus: 'SUBMITTED' as const, redirectUrl: '/x' };
    expect(trialOutcome(answer, 'SKIN_ANALYSIS', { SKIN_ANALYSIS: true })).toEqual({ kind: 'confirmed' });
    const ok = { approvalStatus: 'APPROVED' as const, redirectUrl: '/console' };
    expect(trialOutcome(ok, 'SKIN_ANALYSIS', { SKIN_ANALYSIS: true })).toEqual({
      kind: 'redirect',
      url: '/console',
    });
    // The flag is per solution type.
    expect(trialOutcome(ok, 'MAKEUP', { SKIN_ANALYSIS: true })).toEqual({
      kind: 'result',
      trackAffiliate: true,
    });
  });

  it('auto free trial: starts with customers and ok; the flag is set unless the result is form', () => {
    expect(autoTrial(true, 'ok')).toEqual({ start: true, setFlag: true });
    expect(autoTrial(false, 'ok')).toEqual({ start: false, setFlag: true });
    expect(autoTrial(true, 'form')).toEqual({ start: false, setFlag: false });
    expect(autoTrial(true, 'existed')).toEqual({ start: false, setFlag: true });
    expect(autoTrial(true, null)).toEqual({ start: false, setFlag: false });
  });

  it('§3: optout is 0 with notifications, 1 without', () => {
    expect(optoutOf(true)).toBe(0);
    expect(optoutOf(false)).toBe(1);
  });
});
