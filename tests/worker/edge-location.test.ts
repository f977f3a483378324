import { describe, expect, it } from 'vitest';
import { edgeFetch } from './edge-helpers';

const CHINA = { CHINA_HOSTS: 'lumora.cn, www.lumora.cn' };
// An upstream that would fail if called: /location must never reach it (spec 001 §7 "without a call").
const UPSTREAM = { SMB_ORIGIN: 'https://upstream.invalid' };

describe('GET /smb-frontend/location at the edge (spec 001 §5, §7; spec 000 §9)', () => {
  it.each([
    ['JP', 'localhost', 'JP'],
    ['us', 'localhost', 'US'],
    ['', 'localhost', ''],
    ['not found', 'localhost', ''],
    ['Not Found', 'localhost', ''],
    ['IR', 'localhost', ''],
    ['RU', 'localhost', ''],
    // spec 000 §9: CN outside the China domain yields empty …
    ['CN', 'localhost', ''],
    // … and the China domain answers CN whatever the request's country.
    ['CN', 'lumora.cn', 'CN'],
    ['US', 'www.lumora.cn', 'CN'],
    ['XX', 'localhost', ''],
    ['T1', 'localhost', ''],
  ])('country %j on %s → %j', async (country, host, expected) => {
    const res = await edgeFetch('/smb-frontend/location', {
      host,
      cf: { country },
      env: { ...CHINA, ...UPSTREAM },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { country: expected } });
    // Per visitor: never stored by a cache.
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('answers an empty country when the platform gives none', async () => {
    const res = await edgeFetch('/smb-frontend/location', { env: UPSTREAM });
    expect(await res.json()).toEqual({ data: { country: '' } });
  });

  it('is GET only; other /smb-frontend paths still go through the proxy', async () => {
    const post = await edgeFetch('/smb-frontend/location', { method: 'POST' });
    expect(post.status).toBe(404);
  });
});
