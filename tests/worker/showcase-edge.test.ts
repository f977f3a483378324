import { beforeAll, describe, expect, it } from 'vitest';
import { edgeFetch, PRODUCTION } from './edge-helpers';
import { seedContent } from './seed-content';

/** The demo store and the edge: module hosts, CSP, the China domain, production (decisions 0017, 0152). */

const HOSTS = {
  TRYON_MODULE_HOST: 'https://media.example.com/tryon',
  CN_TRYON_MODULE_HOST: 'https://media.example.cn/tryon',
  CHINA_HOSTS: 'lumora.cn',
};

beforeAll(async () => {
  await seedContent();
});

describe('showcase at the edge', () => {
  it('spec 001 §7: the module comes from the configured host, which the CSP script-src allows', async () => {
    const res = await edgeFetch('/business/showcase/lip-color', { env: HOSTS });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Security-Policy')).toMatch(
      /script-src [^;]*https:\/\/media\.example\.com/,
    );
    const page = await res.text();
    expect(page).toContain('"address":"https://media.example.com/tryon/v3.4/sdk.js?apiKey=demo-category"');
    // spec 001 §5 / decision 0152: an http override on the module host is taken as given
    const own = await edgeFetch(
      `/business/showcase/lip-color?sdk=${encodeURIComponent('https://media.example.com/beta/sdk.js')}`,
      { env: HOSTS },
    );
    expect(await own.text()).toContain('"address":"https://media.example.com/beta/sdk.js"');
  });

  it('decision 0017: the China domain uses the China module host', async () => {
    const res = await edgeFetch('/zh-cn/business/showcase/skincare/emulation', {
      env: HOSTS,
      host: 'lumora.cn',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Security-Policy')).toContain('https://media.example.cn');
    const page = await res.text();
    expect(page).toContain(
      '"address":"https://media.example.cn/tryon/v3.2-emulation/sdk.js?apiKey=demo-skincare"',
    );
    expect(page).toContain('"language":"chs"');
  });

  it('spec 001 §2.3: campaign mode is ignored on the production non-China domain only', async () => {
    const prod = { ...HOSTS, ...PRODUCTION };
    const global = await edgeFetch('/business/showcase/watches?campaign=watch', {
      env: prod,
      host: 'www.lumora.example',
    });
    expect(await global.text()).not.toContain('data-testid="campaign-menu"');
    const china = await edgeFetch('/zh-cn/business/showcase/watches?campaign=watch', {
      env: prod,
      host: 'lumora.cn',
    });
    expect(await china.text()).toContain('data-testid="campaign-menu"');
  });

  it('decision 0260: without a module host the embedded module serves every environment', async () => {
    for (const env of [{ ENVIRONMENT: 'staging' }, PRODUCTION]) {
      const page = await (await edgeFetch('/business/showcase/rings', { env })).text();
      expect(page, env.ENVIRONMENT).toContain('"address":"/tryon/dev/sdk.js","embedded":true');
    }
  });

  it('decision 0260: TRYON_EMBEDDED=off leaves the page without a try-on, and says so', async () => {
    const res = await edgeFetch('/business/showcase/rings', { env: { TRYON_EMBEDDED: 'off' } });
    const page = await res.text();
    expect(page).toContain('"address":null');
    expect(page).toContain('The live try-on is not available on this site.');
  });
});
