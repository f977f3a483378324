import { describe, expect, it } from 'vitest';
import {
  freeTrialHref,
  onlineServicesFor,
  planLinks,
  SIGN_UP_LINK_DEFAULTS,
  signUpHref,
  switchViewHref,
} from '../../shared/online-service';
import { matchPath } from '../../shared/routes';
import { SIGN_UP_DEFAULTS } from '../../shared/smb/subscription';

describe('online-service links (spec 000 §2, spec 001 §2.2 / §6)', () => {
  it('sign-up links carry every parameter of spec 000 §2 and land on a real route', () => {
    const url = new URL(signUpHref('aesthetic-simulation', 'essential', 'monthly'), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      functionType: 'SKINCARE_PRO',
      solutionType: 'AESTHETIC_SIMULATION',
      currencyType: 'USD',
      recurringType: 'MONTH',
      subscriptionType: 'ESSENTIAL',
      numberOfLicenses: '3',
      platform: 'STANDARD',
    });
    const m = matchPath(url.pathname);
    expect(m?.kind === 'page' && m.route.id).toBe('sign-up');
    expect(planLinks('eye-wear').premium.annual).toContain('recurringType=ANNUAL');
    expect(planLinks('eye-wear').premium.annual).toContain('functionType=EYEWEAR');
  });

  it('the link defaults match the sign-up defaults of the contract', () => {
    expect(SIGN_UP_LINK_DEFAULTS.currencyType).toBe(SIGN_UP_DEFAULTS.currencyType);
    expect(SIGN_UP_LINK_DEFAULTS.numberOfLicenses).toBe(SIGN_UP_DEFAULTS.numberOfLicenses);
  });

  it('the free-trial link names the solution', () => {
    const url = new URL(freeTrialHref('makeup'), 'http://x');
    expect(url.pathname).toBe('/business/user/free-trial');
    expect(url.searchParams.get('functionType')).toBe('MAKEUP');
  });

  it('the view switch keeps the visitor query string', () => {
    expect(switchViewHref('makeup', 'plan', '?utm_source=a&coupon=b')).toBe(
      '/business/solutions/online-service/makeup/plan?utm_source=a&coupon=b',
    );
    expect(switchViewHref('makeup', 'features', '')).toBe(
      '/business/solutions/online-service/makeup/features',
    );
  });

  it('spec 001 §6: the China domain has no aesthetic option', () => {
    expect(onlineServicesFor('china')).not.toContain('aesthetic-simulation');
    expect(onlineServicesFor('global')).toContain('aesthetic-simulation');
  });
});
