import { describe, expect, it } from 'vitest';
import { orderSummary } from '../../shared/account/price';

describe('sign-up order summary (decision 0277)', () => {
  const price = { monthlyUsd: 299, annualUsd: 249 };
  it('annual billing: the annual per-month price × 12', () => {
    expect(orderSummary({ price, recurring: 'ANNUAL', skincare: false, licenses: 3, addons: 0 })).toEqual({
      perMonth: 249,
      months: 12,
      units: 1,
      total: 2988,
    });
  });
  it('monthly and quarterly billing use the monthly price', () => {
    expect(orderSummary({ price, recurring: 'MONTH', skincare: false, licenses: 3, addons: 0 }).total).toBe(
      299,
    );
    expect(orderSummary({ price, recurring: 'QUARTER', skincare: false, licenses: 3, addons: 0 }).total).toBe(
      897,
    );
  });
  it('SKINCARE_PRO counts licences and add-ons as seats', () => {
    const s = orderSummary({ price, recurring: 'MONTH', skincare: true, licenses: 3, addons: 2 });
    expect(s.units).toBe(5);
    expect(s.total).toBe(1495);
  });
  it('no price (enterprise, missing content) or unreadable counts → no total', () => {
    expect(
      orderSummary({ price: null, recurring: 'MONTH', skincare: false, licenses: 1, addons: 0 }).total,
    ).toBeNull();
    expect(
      orderSummary({
        price: { monthlyUsd: null, annualUsd: null },
        recurring: 'ANNUAL',
        skincare: false,
        licenses: 1,
        addons: 0,
      }).total,
    ).toBeNull();
    expect(
      orderSummary({ price, recurring: 'MONTH', skincare: true, licenses: Number.NaN, addons: 0 }).total,
    ).toBeNull();
  });
});
