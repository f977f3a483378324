import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANG_KEYS, langPath } from '../../shared/languages';
import { href, type ParamRule, REDIRECTS, ROUTES, type RouteDef, routeLangs } from '../../shared/routes';
import { seedContent } from './seed-content';

/**
 * The whole route table over HTTP (spec 000 §2, 001 §2, spec-rulings 1, 4, 5, 11, 15–17): every fixed
 * route renders in each language of its audience, a parameter outside its list is a real 404, every
 * redirect lands where the spec says with the query kept, other-audience prefixes go to English.
 */
const get = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`http://localhost${path}`, { headers, redirect: 'manual' });

async function status(path: string): Promise<number> {
  const res = await get(path);
  await res.body?.cancel();
  return res.status;
}

beforeAll(async () => {
  await seedContent();
});

/** One value per parameter that the route must render with (a listed or spec-named one). */
function sampleParams(route: RouteDef): Record<string, string> | null {
  const names = [...route.path.matchAll(/:(\w+)(\?)?/g)].filter((m) => !m[2]).map((m) => m[1]!);
  const params: Record<string, string> = {};
  for (const name of names) {
    const rule: ParamRule | undefined = route.params?.[name];
    const value = Array.isArray(rule) ? rule[0] : route.known?.[name]?.[0];
    if (value === undefined) return null; // open parameter: resolved against content only
    params[name] = value;
  }
  return params;
}

const renderable = ROUTES.flatMap((route) => {
  // spec 000 §2: the entrance page sends a signed-out visitor to sign-in (tests/worker/account-pages.test.ts).
  if (route.id === 'user-home') return [];
  const params = sampleParams(route);
  return params ? [{ route, params }] : [];
});

describe('every route renders in each language of its audience, with its title (spec-rulings 1)', () => {
  it.each(renderable.map(({ route, params }) => [route.id, route, params] as const))(
    '%s',
    async (_id, route, params) => {
      for (const lang of routeLangs(route)) {
        const path = href(lang, route.id, params);
        const res = await get(path);
        const title = /<title>([^<]*)<\/title>/.exec(await res.text())?.[1] ?? '';
        expect(`${path} → ${res.status}`).toBe(`${path} → 200`);
        // A title from the seo namespace (or the page's SEO meta), never a bare key.
        expect(title, path).not.toMatch(/\.title$|^$/);
      }
    },
  );
});

describe('a parameter outside its list is a real 404 (spec 000 §2, 001 §2)', () => {
  const restricted = ROUTES.filter((r) => Object.values(r.params ?? {}).some((rule) => Array.isArray(rule)));
  it.each(restricted.map((r) => [r.id, r] as const))('%s', async (_id, route) => {
    for (const [name, rule] of Object.entries(route.params ?? {})) {
      if (!Array.isArray(rule)) continue;
      const params = { ...sampleParams(route), [name]: 'not-a-listed-value' };
      const path = href('en', route.id, params);
      expect(`${path} → ${await status(path)}`).toBe(`${path} → 404`);
    }
  });

  it.each([
    '/business/products/no-such-product',
    '/consumer/apps/zzz',
    '/consumer/features/not-a-feature',
    '/business/technologies/not-a-technology',
    '/business/blog/no-such-post-handle',
    '/business/showcase/3d-viewer/necklace',
    '/business/global-beauty-tech-forum/xyz-unknown-course',
    '/business/faq/other',
    '/business/user/sign-up/gold',
    '/perfectbeauty/youcam/terms-of-service-xyz',
  ])('%s → 404', async (path) => {
    expect(await status(path)).toBe(404);
  });
});

describe('optional parameters render bare (spec-rulings 16)', () => {
  it.each([
    '/business/faq',
    '/business/plan',
    '/business/user/sign-up',
    '/consumer/appdownload',
    '/business/global-beauty-tech-forum',
    '/business/solutions/online-service/makeup',
  ])('%s → 200', async (path) => {
    expect(await status(path)).toBe(200);
  });
});

describe('redirects land where the spec says, query kept (spec-rulings 15)', () => {
  it.each(REDIRECTS.map((r) => [r.from, r] as const))('%s', async (from, redirect) => {
    for (const lang of ['en', 'ja'] as const) {
      const res = await get(`${langPath(lang)}${from}?utm_source=mail&utm_medium=cpc`);
      await res.body?.cancel();
      expect(res.status).toBe(redirect.status);
      const extra = redirect.query ? `${new URLSearchParams(redirect.query)}&` : '';
      const glue = extra ? `?${extra}` : '?';
      expect(res.headers.get('Location')).toBe(
        `${langPath(lang)}${redirect.to}${glue}utm_source=mail&utm_medium=cpc`,
      );
    }
  });

  it.each([
    ['/business/contact-us', '/business/contact-us/sales', 302],
    ['/business/solutions/online-service', '/business/solutions/online-service/makeup', 302],
    ['/business/showcase', '/business/showcase/lip-color', 302],
    ['/business/showcase/face-analyzer/attributes', '/business/showcase/face-analyzer?type=attributes', 301],
    [
      '/business/showcase/face-analyzer/facial-ratio',
      '/business/showcase/face-analyzer?type=facial-ratio',
      301,
    ],
    ['/business/showcase/shadefinder', '/business/showcase/shadefinder/home', 302],
    ['/business/showcase/skincare', '/business/showcase/skincare/home', 302],
    ['/business/showcase/3d-viewer', '/business/showcase/3d-viewer/home', 302],
    ['/business/showcase/emulation/home', '/business/showcase/skincare/emulation', 301],
    ['/business/showcase/skincare/emulation/home', '/business/showcase/skincare/emulation', 301],
    ['/business/campaign/3d-vto-format', '/business/products/3d-vto-format', 301],
    ['/business/blog', '/business/blog/1', 302],
    ['/consumer/blog', '/consumer/blog/1', 302],
  ])('%s → %s (%i), the spec’s own list', async (from, to, code) => {
    const res = await get(from);
    await res.body?.cancel();
    expect([res.status, res.headers.get('Location')]).toEqual([code, to]);
  });

  it('a trailing slash redirects to the path without it, query kept', async () => {
    const res = await get('/business/plan/?utm_source=x');
    expect([res.status, res.headers.get('Location')]).toEqual([301, '/business/plan?utm_source=x']);
  });

  it('another case of a spec path redirects to its spelling (decision 0006)', async () => {
    for (const [from, to] of [
      ['/business/sdk/privacy', '/business/SDK/privacy'],
      ['/JA/Business/CES2022', '/ja/business/CES2022'],
      ['/business/blog/category/generative-ai', '/business/blog/category/generative-AI'],
    ] as const) {
      const res = await get(from);
      await res.body?.cancel();
      expect([res.status, res.headers.get('Location')]).toEqual([301, to]);
    }
  });
});

describe('other-audience prefixes (spec-rulings 1, decision 0004)', () => {
  it.each([
    ['/pt/business/plan', '/business/plan'],
    ['/ko/consumer/apps', '/consumer/apps'],
    ['/zh-cn/consumer/about-us?x=1', '/consumer/about-us?x=1'],
    ['/pt/business/user/sign-in', '/business/user/sign-in'],
  ])('%s → %s', async (from, to) => {
    const res = await get(from);
    await res.body?.cancel();
    expect([res.status, res.headers.get('Location')]).toEqual([302, to]);
  });

  it('terms-of-service pages take every language prefix (spec-rulings 18)', async () => {
    for (const lang of LANG_KEYS) {
      expect(await status(`${langPath(lang)}/perfectbeauty/youcam/terms-of-service-ymk`)).toBe(200);
    }
  });
});

describe('pages carry their title and frame', () => {
  it('the SDK privacy page shows the title-only frame', async () => {
    const html = await (await get('/business/SDK/privacy')).text();
    expect(html).toContain('"frame":"title-only"');
  });

  it('terms-of-service pages render without the standard frame', async () => {
    const html = await (await get('/perfectbeauty/youcam/terms-of-service')).text();
    expect(html).toContain('"frame":"none"');
  });
});
