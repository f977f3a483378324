import { describe, expect, it } from 'vitest';
import { SMB_CONTRACTS } from '../../shared/smb/contracts';
import { SMB_CALLS, type SmbCallKey } from '../../shared/smb/paths';
import { call } from './smb-helpers';

/**
 * The table's `access` column is true (decision 0269): every `signed-in` call answers 401 without a
 * session, even to a request its contract accepts. A new signed-in call needs its valid example here.
 */

const VALID: Partial<Record<SmbCallKey, unknown>> = {
  'auth.switchAccountCustomer': { customerId: 1 },
  'subscription.switchSolution': { customerId: 1, solutionType: 'MAKEUP' },
  'subscription.completeTrial': { functionType: 'MAKEUP' },
  'subscription.checkBusinessTrial': { functionType: 'MAKEUP' },
  'subscription.checkBusinessSubscription': { functionType: 'MAKEUP' },
  'partner.createPartner': { companyName: 'Glow Works', country: 'US', partnerType: 'RESELLER' },
  'account.verifyEmail': { code: '123456' },
  'account.resendVerifyEmail': {},
};

const signedIn = SMB_CALLS.filter((c) => c.access === 'signed-in');

describe('signed-in calls', () => {
  it('each POST has a valid example (checked against its contract)', () => {
    for (const c of signedIn.filter((c) => c.method === 'POST')) {
      expect(VALID[c.key], c.key).toBeDefined();
      expect(SMB_CONTRACTS[c.key].body?.safeParse(VALID[c.key]).success, c.key).toBe(true);
    }
  });

  it.each(signedIn.map((c) => [c.key, c] as const))('%s without a session → 401', async (_key, c) => {
    const res =
      c.method === 'POST'
        ? await call(c.path, { body: VALID[c.key] })
        : await call(c.path, { method: 'GET' });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: string }).error).toBe('unauthenticated');
  });
});
