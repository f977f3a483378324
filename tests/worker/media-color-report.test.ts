import { describe, expect, it } from 'vitest';
import { call, uniqueEmail } from './smb-helpers';

/**
 * spec 000 §7 check-color-report in the embedded origin (decision 0122): the report of a
 * P12_COLOR_REPORT request is prepared by the first check, which still answers PENDING; every later
 * check answers READY. Other requests are never colour reports.
 */
const request = (productType?: string) => ({
  support: {
    supportType: 'COLOR_REPORT',
    firstName: 'Mina',
    lastName: 'Sato',
    businessName: 'Glow Lab',
    ...(productType ? { productType } : {}),
    email: uniqueEmail('report'),
    country: 'JP',
    isSubscribed: false,
  },
});

async function create(productType?: string): Promise<string> {
  const res = await call('/support/create-request.action', { body: request(productType) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { supportId: string }).supportId;
}

const check = async (supportId: string) =>
  (await call(`/support/check-color-report.action?supportId=${supportId}`)).json();

describe('check-color-report readiness (decision 0122)', () => {
  it('PENDING on the first check, READY afterwards', async () => {
    const id = await create('P12_COLOR_REPORT');
    expect(await check(id)).toEqual({ supportId: id, isColorReport: true, reportStatus: 'PENDING' });
    expect(await check(id)).toEqual({ supportId: id, isColorReport: true, reportStatus: 'READY' });
    expect(await check(id)).toEqual({ supportId: id, isColorReport: true, reportStatus: 'READY' });
  });

  it('a request for another product is no colour report and never becomes one', async () => {
    const id = await create('P01_VIRTUAL_MAKEUP');
    expect(await check(id)).toEqual({ supportId: id, isColorReport: false, reportStatus: 'NONE' });
    expect(await check(id)).toEqual({ supportId: id, isColorReport: false, reportStatus: 'NONE' });
  });

  it('a malformed id is a 400, an unknown one a 404', async () => {
    expect((await call('/support/check-color-report.action?supportId=nope')).status).toBe(400);
    const unknown = '0b5d6f52-8f43-4a7a-9d43-6d8f4a2e5c11';
    expect((await call(`/support/check-color-report.action?supportId=${unknown}`)).status).toBe(404);
  });
});
