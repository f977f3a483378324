import { beforeAll, describe, expect, it } from 'vitest';
import { routeById } from '../../shared/routes';
import { buildPageFiles, paramSets, sitemapPages } from '../../worker/routes/sitemap';
import { edgeFetch, PRODUCTION, ssrOf } from './edge-helpers';
import { seedContent } from './seed-content';

beforeAll(() => seedContent());

const ALT = { ALT_REGIONAL_HOSTS: 'lumora-alt.example', CHINA_HOSTS: 'lumora.cn' };
const robotsMeta = (html: string) => html.match(/<meta name="robots" content="([^"]+)"/)?.[1];

describe('indexing decision: header and meta agree (spec 001 §6)', () => {
  it.each([
    ['development', 'localhost', '/business', false],
    ['staging', 'localhost', '/business', false],
    ['production', 'localhost', '/business', true],
    ['production', 'localhost', '/ja/business', true],
    ['production', 'localhost', '/consumer', true],
    ['production', 'lumora.cn', '/zh-cn/business', true],
    // spec 001 §6: the alternate regional domain indexes English business pages only.
    ['production', 'lumora-alt.example', '/business', true],
    ['production', 'lumora-alt.example', '/business/faq', true],
    ['production', 'lumora-alt.example', '/ja/business', false],
    ['production', 'lumora-alt.example', '/fr/business/faq', false],
    ['production', 'lumora-alt.example', '/consumer', false],
    ['staging', 'lumora-alt.example', '/business', false],
  ])('%s on %s: %s → indexable %s', async (environment, host, path, indexable) => {
    const res = await edgeFetch(path, {
      host,
      env: { ...(environment === 'production' ? PRODUCTION : { ENVIRONMENT: environment }), ...ALT },
    });
    expect(res.status).toBe(200);
    const expected = indexable ? 'index, follow' : 'noindex, nofollow';
    expect(res.headers.get('X-Robots-Tag')).toBe(expected);
    const html = await res.clone().text();
    expect(robotsMeta(html)).toBe(expected);
    expect((await ssrOf(res)).indexable).toBe(indexable);
  });

  it('an indexable page links its language versions plus x-default (spec 001 §9)', async () => {
    const html = await (await edgeFetch('/ja/business/faq', { env: PRODUCTION })).text();
    const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(links).toContainEqual(['en', 'http://localhost/business/faq']);
    expect(links).toContainEqual(['ja', 'http://localhost/ja/business/faq']);
    expect(links).toContainEqual(['zh-CN', 'http://localhost/zh-cn/business/faq']);
    expect(links).toContainEqual(['x-default', 'http://localhost/business/faq']);
    // spec 000 §1: business pages have no Portuguese version.
    expect(links.some(([l]) => l === 'pt')).toBe(false);
    expect(links).toHaveLength(10);
  });

  it('alternates follow the host: English only on the alternate regional domain, none outside production', async () => {
    const alt = await (
      await edgeFetch('/business/faq', {
        host: 'lumora-alt.example',
        env: { ...PRODUCTION, ...ALT },
      })
    ).text();
    const altLinks = [...alt.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)].map((m) => m[1]);
    expect(altLinks).toEqual(['en', 'x-default']);
    const dev = await (await edgeFetch('/business/faq')).text();
    expect(dev).not.toContain('rel="alternate"');
  });

  it('a 404 is never indexed, even in production', async () => {
    const res = await edgeFetch('/business/no-such-page', { env: PRODUCTION });
    expect(res.status).toBe(404);
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
  });

  it('pages made for a frame are not indexed (decision 0014)', async () => {
    const res = await edgeFetch('/business/iframe/successstory/list', { env: PRODUCTION });
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
  });

  it('non-page answers get the same decision outside production', async () => {
    const res = await edgeFetch('/smb-frontend/location');
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    const redirect = await edgeFetch('/', { env: { ENVIRONMENT: 'staging' } });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
  });
});

describe('production hosts (decision 0162): indexed only on PRODUCTION_HOSTS', () => {
  const UNLISTED = 'beauty-tech-site.team.workers.dev';

  it('a production page on an unlisted host (workers.dev, a preview) is noindex in header and meta', async () => {
    const res = await edgeFetch('/business/user/sign-in', { host: UNLISTED, env: PRODUCTION });
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect(robotsMeta(await res.clone().text())).toBe('noindex, nofollow');
    expect((await ssrOf(res)).indexable).toBe(false);
  });

  it('robots.txt disallows everything there and the sitemap is a 404', async () => {
    const robots = await (await edgeFetch('/robots.txt', { host: UNLISTED, env: PRODUCTION })).text();
    expect(robots).toMatch(/^User-agent: \*\nDisallow: \/\n/);
    expect((await edgeFetch('/sitemap.xml', { host: UNLISTED, env: PRODUCTION })).status).toBe(404);
  });

  it('an empty PRODUCTION_HOSTS indexes nothing', async () => {
    const res = await edgeFetch('/robots.txt', { env: { ...PRODUCTION, PRODUCTION_HOSTS: '' } });
    expect(await res.text()).toMatch(/^User-agent: \*\nDisallow: \/\n/);
  });
});

describe('robots.txt per environment and host (spec 001 §6)', () => {
  it.each(['development', 'staging'])('%s disallows everything', async (environment) => {
    const res = await edgeFetch('/robots.txt', { env: { ENVIRONMENT: environment } });
    const body = await res.text();
    expect(body).toMatch(/^User-agent: \*\nDisallow: \/\n/);
    expect(body).not.toMatch(/Allow: \/business/);
    expect(body).toContain('Sitemap: http://localhost/sitemap.xml');
  });

  it('production allows the site and points to the sitemap of its host', async () => {
    const body = await (
      await edgeFetch('/robots.txt', { host: 'lumora.cn', env: { ...PRODUCTION, ...ALT } })
    ).text();
    expect(body).toContain('Allow: /\n');
    expect(body).toContain('Disallow: /smb-frontend/');
    expect(body).toContain('Sitemap: http://lumora.cn/sitemap.xml');
  });

  it('the alternate regional domain allows only English business pages', async () => {
    const body = await (
      await edgeFetch('/robots.txt', {
        host: 'lumora-alt.example',
        env: { ...PRODUCTION, ...ALT },
      })
    ).text();
    expect(body).toContain('Allow: /business\nDisallow: /\n');
  });
});

describe('sitemap.xml (spec 001 §6, §9)', () => {
  it('lists indexable pages in each language with hreflang alternates and x-default', async () => {
    const index = await (await edgeFetch('/sitemap.xml', { env: PRODUCTION })).text();
    const children = [...index.matchAll(/<loc>http:\/\/localhost(\/sitemap-pages-\d+\.xml)<\/loc>/g)].map(
      (m) => m[1]!,
    );
    expect(children.length).toBeGreaterThan(1);
    let xml = '';
    for (const child of children) {
      const res = await edgeFetch(child, { env: PRODUCTION });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/application\/xml/);
      const part = await res.text();
      expect(part).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
      xml += part;
    }
    const home = xml.match(/<url><loc>http:\/\/localhost\/business<\/loc>(.*?)<\/url>/)?.[1];
    expect(home).toBeDefined();
    for (const [hreflang, path] of [
      ['en', '/business'],
      ['ja', '/ja/business'],
      ['zh-TW', '/zh-tw/business'],
      ['x-default', '/business'],
    ]) {
      expect(home).toContain(`hreflang="${hreflang}" href="http://localhost${path}"`);
    }
    // spec 000 §1: no Portuguese business pages.
    expect(home).not.toContain('hreflang="pt"');
    expect(xml).toContain('<loc>http://localhost/ja/business/faq/subscription</loc>');
    expect(xml).toContain('<loc>http://localhost/pt/consumer</loc>');
    expect(xml).toContain('<loc>http://localhost/business/products/ai-shade-finder</loc>');
    // Personal and frame pages are left out.
    expect(xml).not.toContain('/business/user/');
    expect(xml).not.toContain('/iframe/');
  });

  it('the alternate regional domain lists English business pages only', () => {
    const paths = sitemapPages('alt-regional').flatMap((p) => p.paths.map((x) => x.path));
    expect(paths).toContain('/business');
    expect(paths.every((p) => p.startsWith('/business'))).toBe(true);
  });

  it('the China domain leaves out the aesthetic-simulation service (decision 0082)', () => {
    const china = sitemapPages('china').flatMap((p) => p.paths.map((x) => x.path));
    const global = sitemapPages('global').flatMap((p) => p.paths.map((x) => x.path));
    expect(global.some((p) => p.includes('online-service/aesthetic-simulation'))).toBe(true);
    expect(china.some((p) => p.includes('online-service/aesthetic-simulation'))).toBe(false);
  });

  it('is an index of child files of fixed size: the route table, then each content family (decision 0292)', async () => {
    const files = buildPageFiles('https://lumora.example', 'global', 100);
    expect(files.size).toBeGreaterThan(1);
    for (const body of files.values()) expect(body.match(/<url>/g)!.length).toBeLessThanOrEqual(100);
    const index = await (await edgeFetch('/sitemap.xml', { env: PRODUCTION })).text();
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    for (const family of ['pages', 'blog', 'news', 'video', 'stories']) {
      expect(index).toContain(`<loc>http://localhost/sitemap-${family}-1.xml</loc>`);
    }
  });

  it('FEATURE_BLOG=off takes the blog away: no pages, no sitemap entries, no search hits (issue 41)', async () => {
    const off = { ...PRODUCTION, FEATURE_BLOG: 'off' };
    const blog = await (await edgeFetch('/sitemap-blog-1.xml', { env: PRODUCTION })).text();
    const post = /<loc>http:\/\/localhost(\/business\/blog\/[a-z-]+\/[^<]+)<\/loc>/.exec(blog)![1]!;
    for (const path of [post, '/business/blog', '/ja/consumer/blog/1']) {
      expect((await edgeFetch(path, { env: off })).status, path).toBe(404);
    }
    expect((await edgeFetch(post, { env: PRODUCTION })).status).toBe(200);
    const index = await (await edgeFetch('/sitemap.xml', { env: off })).text();
    expect(index).not.toContain('sitemap-blog-');
    expect(index).toContain('sitemap-news-1.xml');
    expect((await edgeFetch('/sitemap-blog-1.xml', { env: off })).status).toBe(404);
    let pages = '';
    for (const m of index.matchAll(/<loc>http:\/\/localhost(\/sitemap-pages-\d+\.xml)<\/loc>/g)) {
      pages += await (await edgeFetch(m[1]!, { env: off })).text();
    }
    expect(pages).toContain('/business/faq');
    expect(pages).not.toMatch(/\/(business|consumer)\/blog/);
    // The site search: the post's own title finds it with the blog on, and not with it off.
    const title = (html: string) => /<h1[^>]*>([^<]+)<\/h1>/.exec(html)![1]!;
    const words = title(await (await edgeFetch(post, { env: PRODUCTION })).text())
      .split(/\s+/)
      .slice(0, 3);
    const search = async (env: Record<string, string>) =>
      (
        await (await edgeFetch(`/business/gcse?q=${encodeURIComponent(words.join(' '))}`, { env })).text()
      ).match(/href="\/business\/blog\//g)?.length ?? 0;
    expect(await search(PRODUCTION)).toBeGreaterThan(0);
    expect(await search(off)).toBe(0);
  });

  it('lists blog posts, news, videos and stories from the CMS with their alternates', async () => {
    const blog = await (await edgeFetch('/sitemap-blog-1.xml', { env: PRODUCTION })).text();
    const post = blog.match(
      /<url><loc>http:\/\/localhost\/business\/blog\/([a-z-]+\/[^<]+)<\/loc>(.*?)<\/url>/,
    );
    expect(post).not.toBeNull();
    expect(post![2]).toContain(`hreflang="ja" href="http://localhost/ja/business/blog/${post![1]}"`);
    expect(post![2]).toContain(`hreflang="x-default" href="http://localhost/business/blog/${post![1]}"`);
    expect(blog).toContain('<loc>http://localhost/consumer/blog/');
    // Each listed address is a page that answers.
    expect((await edgeFetch(`/business/blog/${post![1]}`)).status).toBe(200);
    for (const [family, path] of [
      ['news', '/business/news/'],
      ['video', '/business/video/'],
      ['stories', '/business/successstory/'],
    ] as const) {
      const xml = await (await edgeFetch(`/sitemap-${family}-1.xml`, { env: PRODUCTION })).text();
      const loc = xml.match(new RegExp(`<loc>http://localhost(${path}[^<]+)</loc>`))?.[1];
      expect(loc, family).toBeDefined();
      expect((await edgeFetch(loc!)).status, loc).toBe(200);
    }
  });

  it('404s children that do not exist', async () => {
    for (const path of [
      '/sitemap-1.xml',
      '/sitemap-pages-99.xml',
      '/sitemap-blog-99.xml',
      '/sitemap-nope-1.xml',
    ]) {
      expect((await edgeFetch(path, { env: PRODUCTION })).status, path).toBe(404);
    }
  });

  it('expands parameters from the route table: optional bare form, listed values, open ones skipped', () => {
    expect(paramSets(routeById('business-faq')!)).toContainEqual({});
    expect(paramSets(routeById('business-faq')!)).toContainEqual({ defaultType: 'subscription' });
    expect(paramSets(routeById('news-detail')!)).toEqual([]);
  });
});
