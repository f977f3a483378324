import { describe, expect, it } from 'vitest';
import {
  cardBody,
  entranceCards,
  planName,
  solutionOrder,
  visibleSolution,
} from '../../shared/account/entrance';

const NOW = new Date('2026-06-15T12:00:00Z');
const FUTURE = '2026-09-01T00:00:00Z';
const PAST = '2026-05-01T00:00:00Z';
const base = {
  customerId: 1,
  solutionType: 'MAKEUP',
  subscriptionType: 'PREMIUM',
  recurringType: 'ANNUAL' as const,
  trialPlan: false,
  isOverdue: false,
  endTime: FUTURE,
};

describe('entrance page cards (spec 000 §2)', () => {
  it('expired: the end time has passed', () => {
    expect(cardBody({ ...base, endTime: PAST }, true, 'Shop', NOW)).toEqual({ kind: 'expired' });
  });
  it('expired: overdue and not a trial', () => {
    expect(cardBody({ ...base, isOverdue: true }, true, 'Shop', NOW)).toEqual({ kind: 'expired' });
  });
  it('an overdue trial still in time is not shown as Expired', () => {
    const trial = { ...base, subscriptionType: 'PREMIUM_TRIAL', trialPlan: true, isOverdue: true };
    expect(cardBody(trial, true, 'Shop', NOW)).toEqual({ kind: 'trial', endTime: FUTURE });
  });
  it('owner on a trial: Free Trial and the end', () => {
    const trial = { ...base, subscriptionType: 'ESSENTIAL_TRIAL', trialPlan: true };
    expect(cardBody(trial, true, 'Shop', NOW)).toEqual({ kind: 'trial', endTime: FUTURE });
  });
  it('owner on a paid plan: the plan name before the underscore and the recurring type', () => {
    expect(cardBody(base, true, 'Shop', NOW)).toEqual({
      kind: 'paid',
      plan: 'PREMIUM',
      recurringType: 'ANNUAL',
      endTime: FUTURE,
    });
    expect(planName('ESSENTIAL_TRIAL')).toBe('ESSENTIAL');
  });
  it('ENTERPRISE shows no recurring type', () => {
    expect(cardBody({ ...base, subscriptionType: 'ENTERPRISE' }, true, 'Shop', NOW)).toMatchObject({
      kind: 'paid',
      plan: 'ENTERPRISE',
      recurringType: null,
    });
  });
  it('non-owner: Team member and the customer name', () => {
    expect(cardBody(base, false, 'Riverside', NOW)).toEqual({ kind: 'member', customerName: 'Riverside' });
  });

  it('order: SKIN_ANALYSIS, AESTHETIC_SIMULATION, MAKEUP, EYEWEAR, unknown last', () => {
    const order = ['EYEWEAR', 'FUTURE_THING', 'MAKEUP', 'SKIN_ANALYSIS', 'AESTHETIC_SIMULATION'].sort(
      (a, b) => solutionOrder(a) - solutionOrder(b),
    );
    expect(order).toEqual(['SKIN_ANALYSIS', 'AESTHETIC_SIMULATION', 'MAKEUP', 'EYEWEAR', 'FUTURE_THING']);
  });

  it('AESTHETIC_SIMULATION is hidden on the China domain only', () => {
    expect(visibleSolution('AESTHETIC_SIMULATION', 'china')).toBe(false);
    expect(visibleSolution('AESTHETIC_SIMULATION', 'global')).toBe(true);
    expect(visibleSolution('MAKEUP', 'china')).toBe(true);
  });

  const summary = {
    account: {
      email: 'Owner@Shop.example',
      imageUrl: null,
      firstName: 'O',
      lastName: 'W',
      languageType: 'enu' as const,
    },
    relatedCustomers: [
      { customerId: 1, customerName: 'Shop', email: 'owner@shop.example' },
      { customerId: 2, customerName: 'Clinic', email: 'boss@clinic.example' },
    ],
    subscriptions: [
      { ...base, solutionType: 'EYEWEAR', endTime: PAST },
      { ...base, customerId: 2, solutionType: 'AESTHETIC_SIMULATION', subscriptionType: 'ENTERPRISE' },
      { ...base, solutionType: 'SKIN_ANALYSIS', subscriptionType: 'PREMIUM_TRIAL', trialPlan: true },
    ],
  };

  it('active and not-active lists: active = not overdue and ending in the future; actions follow', () => {
    const { active, inactive } = entranceCards(summary, NOW, 'global');
    expect(active.map((c) => [c.solutionType, c.body.kind, c.action, c.isOwner])).toEqual([
      ['SKIN_ANALYSIS', 'trial', 'console', true],
      ['AESTHETIC_SIMULATION', 'member', 'console', false],
    ]);
    // Not subscribed yet (MAKEUP) and expired (EYEWEAR): Start free trial.
    expect(inactive.map((c) => [c.solutionType, c.body.kind, c.action])).toEqual([
      ['MAKEUP', 'none', 'trial'],
      ['EYEWEAR', 'expired', 'trial'],
    ]);
  });

  it('the China domain leaves AESTHETIC_SIMULATION out of both lists', () => {
    const { active, inactive } = entranceCards(summary, NOW, 'china');
    expect([...active, ...inactive].map((c) => c.solutionType)).not.toContain('AESTHETIC_SIMULATION');
  });
});
