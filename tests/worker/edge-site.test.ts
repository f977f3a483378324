import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_FORM_IDS, stableId } from '../../build/content/seed';
import { edgeFetch, setCookies, ssrOf } from './edge-helpers';
import { seedContent } from './seed-content';

beforeAll(() => seedContent());

const HOSTS = {
  CHINA_HOSTS: 'lumora.cn',
  ALT_REGIONAL_HOSTS: 'lumora-alt.example',
  MAKEUP_AR_HOSTS: 'makeup.lumora.example',
  CONSOLE_BASE_URL: 'https://console.lumora.example',
  CN_CONSOLE_BASE_URL: 'https://console.lumora.cn',
  TRYON_MODULE_HOST: 'https://media.lumora.example',
  CN_TRYON_MODULE_HOST: 'https://media.lumora.cn',
};

describe('site context: host → domain kind (spec 000 §6, spec 001 §6, §7)', () => {
  it.each([
    ['localhost', 'global'],
    ['lumora.cn', 'china'],
    ['LUMORA.CN:8443', 'china'],
    ['lumora-alt.example', 'alt-regional'],
    ['makeup.lumora.example', 'makeup-ar'],
    ['lumora.cn.evil.example', 'global'],
  ])('%s → %s', async (host, domain) => {
    const { edge } = await ssrOf(await edgeFetch('/business', { host, env: HOSTS }));
    expect(edge.domain).toBe(domain);
    expect(edge.environment).toBe('development');
  });

  it('China host addresses come from the China configuration, the rest fall back to global', async () => {
    const { edge } = await ssrOf(await edgeFetch('/business', { host: 'lumora.cn', env: HOSTS }));
    expect(edge.links).toEqual({
      console: 'https://console.lumora.cn',
      tryOnModuleHost: 'https://media.lumora.cn',
    });
    const global = await ssrOf(await edgeFetch('/business', { env: HOSTS }));
    expect((global.edge.links as Record<string, string>).console).toBe('https://console.lumora.example');
  });

  it('the China domain has no aesthetic-simulation service (spec 000 §6, 001 §6; decision 0082)', async () => {
    const path = '/business/solutions/online-service/aesthetic-simulation';
    expect((await edgeFetch(path, { env: HOSTS })).status).toBe(200);
    expect((await edgeFetch(path, { host: 'lumora.cn', env: HOSTS })).status).toBe(404);
    expect(
      (await edgeFetch('/business/solutions/online-service/makeup', { host: 'lumora.cn', env: HOSTS }))
        .status,
    ).toBe(200);
  });

  it('a bad host list fails loudly, naming the field', async () => {
    const res = await edgeFetch('/business', { env: { CHINA_HOSTS: 'not a host!' } });
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('CHINA_HOSTS');
    const health = await edgeFetch('/healthz', { env: { CHINA_HOSTS: 'not a host!' } });
    expect(health.status).toBe(503);
  });
});

describe('in-app and embedded modes (spec 000 §4, spec 001 §2.1; decision 0011)', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 LumoraApp/5.2', true],
    ['Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile Safari/537.36 lumoraapp/1.0', true],
    ['Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile NotLumoraApp/1.0', false],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/126 Safari/537.36', false],
  ])('user agent %s → inApp %s', async (ua, inApp) => {
    const { edge } = await ssrOf(await edgeFetch('/business', { headers: { 'User-Agent': ua } }));
    expect(edge.inApp).toBe(inApp);
  });

  it('an /iframe page is embedded and may be framed by the configured origins only', async () => {
    const res = await edgeFetch('/business/iframe/successstory/list', {
      env: { FRAME_ANCESTORS: 'https://partner.example, https://shop.example' },
    });
    const csp = res.headers.get('Content-Security-Policy')!;
    expect(csp).toContain("frame-ancestors 'self' https://partner.example https://shop.example");
    expect(res.headers.has('X-Frame-Options')).toBe(false);
    expect(res.status).toBe(200);
    expect((await ssrOf(res)).edge.embedded).toBe(true);
  });

  it('every other page refuses any frame', async () => {
    const res = await edgeFetch('/business', { env: { FRAME_ANCESTORS: 'https://partner.example' } });
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect((await ssrOf(res)).edge.embedded).toBe(false);
  });
});

describe('preview mode (spec 000 §4, §6; spec 001 §2.1, §6; decision 0041)', () => {
  const DRAFT = 'Draft: a new season of beauty tech';

  it('the cookie switches content to the draft, shows the banner and is never cached', async () => {
    const plain = await edgeFetch('/business');
    expect(await plain.text()).not.toContain(DRAFT);

    const res = await edgeFetch('/business', { headers: { Cookie: 'pf_form_id=preview-business-home' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await res.clone().text();
    expect(html).toContain(DRAFT);
    expect(html).toContain('data-testid="preview-banner"');
    expect(html).toContain('Finish preview');
    expect((await ssrOf(res)).edge.previewFormId).toBe('preview-business-home');

    // The draft went around the content cache: the next visitor still sees the published page.
    expect(await (await edgeFetch('/business')).text()).not.toContain(DRAFT);
  });

  it('an editor link ?pfFormId= sets the session cookie and previews at once', async () => {
    const res = await edgeFetch('/business?pfFormId=preview-business-home');
    const line = setCookies(res).get('pf_form_id')!;
    expect(line).toMatch(/^pf_form_id=preview-business-home; Path=\/; SameSite=Lax$/);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await res.text()).toContain(DRAFT);
  });

  it('a cmsId preview page is never stored either (spec 001 §2.1)', async () => {
    const res = await edgeFetch('/business/menus?cmsId=1');
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('a draft menu and a draft product page preview by ?cmsId= only with their form cookie (spec 001 §2.1, §2.2)', async () => {
    const draftId = (type: string, key: string, formId: string) =>
      stableId(`cms|${type}|${key}|enu|draft|${formId}`);
    const cases = [
      {
        path: `/business/menus?cmsId=${draftId('BUSINESS_MENU', '', SEED_FORM_IDS.businessMenu)}`,
        formId: SEED_FORM_IDS.businessMenu,
        draft: 'Enterprise Solutions (draft)',
      },
      {
        path: `/business/products/virtual-makeup?cmsId=${draftId('PRODUCT_PAGE', 'virtual-makeup', SEED_FORM_IDS.virtualMakeup)}`,
        formId: SEED_FORM_IDS.virtualMakeup,
        draft: '(draft)',
      },
    ];
    for (const { path, formId, draft } of cases) {
      // A guessed id is no preview: without the cookie, or with another form's, the draft is not found.
      expect((await edgeFetch(path)).status, path).toBe(404);
      const other = await edgeFetch(path, { headers: { Cookie: 'pf_form_id=preview-business-home' } });
      expect(other.status, path).toBe(404);
      await other.body?.cancel();
      const res = await edgeFetch(path, { headers: { Cookie: `pf_form_id=${formId}` } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      expect(await res.text()).toContain(draft);
    }
  });

  it.each(['pf_form_id=%3Cscript%3E', 'pf_form_id='])(
    'a malformed cookie (%s) is no preview',
    async (cookie) => {
      const res = await edgeFetch('/business', { headers: { Cookie: cookie } });
      const html = await res.clone().text();
      expect(html).not.toContain('data-testid="preview-banner"');
      expect((await ssrOf(res)).edge.previewFormId).toBeNull();
    },
  );

  it('the CMS origin for posted previews reaches the page only when configured', async () => {
    const none = await ssrOf(await edgeFetch('/business'));
    expect(none.edge.previewOrigin).toBeUndefined();
    const set = await ssrOf(
      await edgeFetch('/business', { env: { CMS_PREVIEW_ORIGIN: 'https://cms.lumora.example' } }),
    );
    expect(set.edge.previewOrigin).toBe('https://cms.lumora.example');
  });
});

describe('the blog flag is configuration (spec 001 §4, §6)', () => {
  const blogLinks = (html: string) => html.match(/href="\/business\/blog[/"]/g)?.length ?? 0;
  const featured = async (env?: Record<string, string>) => {
    const res = await edgeFetch('/site/menus?audience=business&lang=en', env ? { env } : {});
    return ((await res.json()) as { data: { featured: { post: unknown; video: unknown } } }).data.featured;
  };

  it('on by default: the blog is in the frame and the featured post is there', async () => {
    expect(blogLinks(await (await edgeFetch('/business')).text())).toBeGreaterThan(0);
    expect((await featured()).post).not.toBeNull();
  });

  it('FEATURE_BLOG=off: no blog link in the menus or footer, no featured post; the video stays', async () => {
    const html = await (await edgeFetch('/business', { env: { FEATURE_BLOG: 'off' } })).text();
    expect(blogLinks(html)).toBe(0);
    const off = await featured({ FEATURE_BLOG: 'off' });
    expect(off.post).toBeNull();
    expect(off.video).not.toBeNull();
  });
});
