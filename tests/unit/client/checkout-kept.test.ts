import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_KEY,
  finishCheckout,
  keepCheckout,
  keepSubscribe,
  keptCheckout,
  keptSubscribe,
} from '../../../client/app/checkout-kept';
import { ANALYTICS_EVENTS, type CheckoutPayload } from '../../../shared/analytics';

/** spec 000 §3: the sign-up subscribe choice and the checkout's secret and customer id kept on the device. */

function memoryStore() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    m,
  };
}

const payload: CheckoutPayload = {
  stripeCustomerId: '',
  priceId: '',
  solutionType: 'MAKEUP',
  subscriptionType: 'PREMIUM',
  currencyType: 'USD',
  recurringType: 'ANNUAL',
  numberOfLicenses: 1,
};

describe('kept on the device', () => {
  it('the sign-up subscribe choice: none, then on, then off', () => {
    const s = memoryStore();
    expect(keptSubscribe(s)).toBeNull();
    keepSubscribe(true, s);
    expect(keptSubscribe(s)).toBe(true);
    keepSubscribe(false, s);
    expect(keptSubscribe(s)).toBe(false);
  });

  it('the checkout step reads the secret and customer id back, reports a later purchase, forgets them', () => {
    const s = memoryStore();
    const pushed: [string, Record<string, unknown>][] = [];
    const push = (e: string, p: Record<string, unknown> = {}) => void pushed.push([e, p]);
    keepCheckout({ clientSecret: 'cs_1', customerId: 'cus_9', completed: false, payload }, s);
    expect(keptCheckout(s)?.clientSecret).toBe('cs_1');
    const read = finishCheckout(s, push as never);
    expect(read).toMatchObject({ clientSecret: 'cs_1', customerId: 'cus_9' });
    expect(pushed).toEqual([[ANALYTICS_EVENTS.purchaseSuccess, { ...payload, stripeCustomerId: 'cus_9' }]]);
    expect(s.m.has(CHECKOUT_KEY)).toBe(false);
    expect(finishCheckout(s, push as never)).toBeNull();
    expect(pushed).toHaveLength(1);
  });

  it('a purchase the sign-up already reported is not reported twice; damaged values read as none', () => {
    const s = memoryStore();
    const pushed: unknown[] = [];
    keepCheckout({ clientSecret: '', customerId: 'cus_1', completed: true, payload }, s);
    expect(finishCheckout(s, ((...a: unknown[]) => void pushed.push(a)) as never)?.customerId).toBe('cus_1');
    expect(pushed).toEqual([]);
    s.setItem(CHECKOUT_KEY, '{not json');
    expect(keptCheckout(s)).toBeNull();
    expect(keptCheckout(null)).toBeNull();
  });
});
