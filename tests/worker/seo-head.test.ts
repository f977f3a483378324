import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/routes';
import { sitemapPages } from '../../worker/routes/sitemap';
import { edgeFetch, PRODUCTION } from './edge-helpers';
import { seedContent } from './seed-content';
import { jsonLdOf, validateJsonLd } from './structured-data-validator';

/**
 * The one head builder (decisions 0170, 0171) in production configuration: every indexable page
 * family has a `… | Lumora` title, a self-referencing absolute canonical, Open Graph and Twitter tags,
 * and structured data that passes the validator (tests/worker/structured-data-validator.ts).
 */

const PROD: Record<string, string> = { ...PRODUCTION };
const ORIGIN = 'http://localhost';

beforeAll(() => seedContent());

async function head(path: string, env: Record<string, string> = PROD) {
  const res = await edgeFetch(path, { env });
  const html = await res.text();
  const headHtml = html.slice(0, html.indexOf('</head>'));
  const meta = (attr: 'property' | 'name', key: string) =>
    [
      ...headHtml.matchAll(new RegExp(`<meta ${attr}="${key.replace(/:/g, ':')}" content="([^"]*)"`, 'g')),
    ].map((m) => m[1]!);
  return {
    status: res.status,
    res,
    html,
    title: /<title>([^<]*)<\/title>/.exec(headHtml)?.[1] ?? '',
    canonical: [...headHtml.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => m[1]!),
    og: (key: string) => meta('property', `og:${key}`),
    twitter: (key: string) => meta('name', `twitter:${key}`),
    ld: jsonLdOf(headHtml),
  };
}

/** One page per indexable route of the sitemap, plus the content-backed families it cannot list. */
function familyPages(): string[] {
  const seen = new Set<string>();
  const pages: string[] = [];
  for (const p of sitemapPages('global')) {
    const first = p.paths.find((x) => x.lang === 'en') ?? p.paths[0]!;
    const route = ROUTES.find((r) => r.frame !== 'iframe' && matches(r.path, first.path));
    const key = route?.id ?? first.path;
    if (seen.has(key)) continue;
    seen.add(key);
    pages.push(first.path);
  }
  return [
    ...pages,
    '/business/blog/general/virtual-try-on-returns',
    '/consumer/blog/photo-editing/remove-tourists-from-travel-photos',
    '/business/blog/author/amara-osei',
    '/business/news/privacy-certification-2025',
    '/business/video/smart-mirror-in-store',
    '/consumer/apps/ycp',
    '/consumer/features/ai-photo-fixer',
    '/business/global-beauty-tech-forum',
  ];
}

function matches(pattern: string, path: string): boolean {
  const a = pattern.split('/').filter(Boolean);
  const b = path.split('/').filter(Boolean);
  if (a.length !== b.length && !(a.length === b.length + 1 && a.at(-1)?.endsWith('?'))) return false;
  return a.every((s, i) => s.startsWith(':') || s === b[i]);
}

describe('every indexable page family: title, canonical, Open Graph, Twitter, valid JSON-LD', () => {
  const pages = familyPages();
  it('covers the families', () => {
    expect(pages.length).toBeGreaterThan(40);
  });
  it.each(pages)('%s', async (path) => {
    const h = await head(path);
    expect(h.status).toBe(200);
    // Translated titles end " | Lumora"; a record's title is used as given (decision 0278).
    expect(h.title).toContain('Lumora');
    expect(h.title).not.toContain('— Lumora');
    expect(h.canonical).toEqual([`${ORIGIN}${path}`]);
    expect(h.og('url')).toEqual([`${ORIGIN}${path}`]);
    expect(h.og('title')[0]).toBeTruthy();
    expect(h.og('description')[0]).toBeTruthy();
    expect(h.og('type')).toHaveLength(1);
    expect(h.og('site_name')).toEqual(['Lumora']);
    expect(h.og('locale')).toEqual(['en_US']);
    expect(h.og('image')[0]).toMatch(/^https?:\/\//);
    // Networks do not render SVG (decision 0279).
    expect(h.og('image')[0]).not.toMatch(/\.svg/i);
    expect(h.twitter('image')[0]).not.toMatch(/\.svg/i);
    expect(h.twitter('card')).toEqual(['summary_large_image']);
    expect(h.twitter('image')[0]).toMatch(/^https?:\/\//);
    expect(h.ld.length).toBeGreaterThan(0);
    for (const item of h.ld) expect(validateJsonLd(item), JSON.stringify(item)).toEqual([]);
    const home = path === '/business' || path === '/consumer';
    expect(h.ld.some((x) => x['@type'] === 'BreadcrumbList')).toBe(!home);
  });
});

describe('what each family says', () => {
  const types = (ld: Record<string, unknown>[]) => ld.map((x) => x['@type']);

  it('the homes: Organization (founded 2015, social profiles) and WebSite searching the site', async () => {
    const h = await head('/business');
    const org = h.ld.find((x) => x['@type'] === 'Organization')!;
    expect(org).toMatchObject({ name: 'Lumora', foundingDate: '2015', url: `${ORIGIN}/` });
    expect(org.sameAs).toEqual(['https://microblog.example/lumora', 'https://video.example/@lumora']);
    const site = h.ld.find((x) => x['@type'] === 'WebSite')!;
    expect(site.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: `${ORIGIN}/business/gcse?q={search_term_string}` },
    });
    const ja = await head('/ja/consumer');
    const jaSite = ja.ld.find((x) => x['@type'] === 'WebSite')!;
    expect((jaSite.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate).toBe(
      `${ORIGIN}/ja/consumer/gcse?q={search_term_string}`,
    );
    expect(ja.og('locale')).toEqual(['ja_JP']);
    expect(ja.og('locale:alternate')).toContain('en_US');
    expect(ja.og('locale:alternate')).not.toContain('ja_JP');
  });

  it('a product whose record asks: FAQPage in order, HowTo (1 minute), SoftwareApplication', async () => {
    const h = await head('/business/products/ai-skin-diagnostic');
    expect(types(h.ld)).toEqual(
      expect.arrayContaining(['BreadcrumbList', 'FAQPage', 'HowTo', 'SoftwareApplication']),
    );
    const howTo = h.ld.find((x) => x['@type'] === 'HowTo')!;
    expect(howTo.totalTime).toMatch(/^PT/);
    const crumbs = h.ld.find((x) => x['@type'] === 'BreadcrumbList')!.itemListElement as { item: string }[];
    expect(crumbs[0]!.item).toBe(`${ORIGIN}/business`);
    expect(crumbs.at(-1)!.item).toBe(`${ORIGIN}/business/products/ai-skin-diagnostic`);
  });

  it('a consumer trail starts at the consumer home, in the page language too (issue 27 item 14)', async () => {
    for (const [path, home] of [
      ['/consumer/apps/ycp', '/consumer'],
      ['/consumer/blog/photo-editing/remove-tourists-from-travel-photos', '/consumer'],
      ['/fr/consumer/apps/ycp', '/fr/consumer'],
    ] as const) {
      const h = await head(path);
      const crumbs = h.ld.find((x) => x['@type'] === 'BreadcrumbList')!.itemListElement as { item: string }[];
      expect(crumbs[0]!.item, path).toBe(`${ORIGIN}${home}`);
    }
    const b = await head('/business/faq');
    const bc = b.ld.find((x) => x['@type'] === 'BreadcrumbList')!.itemListElement as { item: string }[];
    expect(bc[0]!.item).toBe(`${ORIGIN}/business`);
  });

  it('the record title is used as given (decision 0278): no rewrite, no suffix on og:title', async () => {
    const h = await head('/business');
    expect(h.title).toBe('Lumora | Beauty tech that sells');
    expect(h.og('title')).toEqual(['Lumora | Beauty tech that sells']);
  });

  it('a consumer app page is a SoftwareApplication for iOS and Android', async () => {
    const h = await head('/consumer/apps/ycp');
    const app = h.ld.find((x) => x['@type'] === 'SoftwareApplication')!;
    expect(app.operatingSystem).toBe('iOS, Android');
    expect(app.offers).toMatchObject({ '@type': 'Offer', price: 0 });
  });

  it('a video page: VideoObject from the content, og:type video.other', async () => {
    const h = await head('/business/video/smart-mirror-in-store');
    expect(h.og('type')).toEqual(['video.other']);
    expect(h.ld.filter((x) => x['@type'] === 'VideoObject')).toHaveLength(1);
  });

  it('a video with its own raster poster shares that picture (decision 0279: only SVG gives way)', async () => {
    const h = await head('/business/video/smart-mirror-in-store');
    expect(h.og('image')).toEqual([`${ORIGIN}/media/video/smart-mirror-in-store.jpg`]);
    expect(h.twitter('image')).toEqual([`${ORIGIN}/media/video/smart-mirror-in-store.jpg`]);
  });

  it('app and video list pages share the family PNG drawn in the page language, not their SVG art', async () => {
    for (const [path, image] of [
      ['/consumer/apps/ycp', '/og/apps/en.png'],
      ['/fr/consumer/apps/ycp', '/og/apps/fr.png'],
      ['/ja/consumer/apps', '/og/apps/ja.png'],
      ['/de/business/videos', '/og/videos/de.png'],
    ] as const) {
      const h = await head(path);
      expect(h.og('image'), path).toEqual([`${ORIGIN}${image}`]);
      expect(h.twitter('image'), path).toEqual([`${ORIGIN}${image}`]);
      expect(h.og('image:type'), path).toEqual(['image/png']);
      expect(h.og('image:width'), path).toEqual(['1200']);
    }
  });

  it('the default share image of the audience, raster 1200×630, when the record has none', async () => {
    const h = await head('/business/info/aboutus');
    expect(h.og('image')).toEqual([`${ORIGIN}/og/business.png`]);
    expect(h.og('image:width')).toEqual(['1200']);
    expect(h.og('image:height')).toEqual(['630']);
    expect((await head('/consumer/about-us')).og('image')).toEqual([`${ORIGIN}/og/consumer.png`]);
  });

  it('the canonical drops tracking parameters and keeps the ones that select content', async () => {
    const h = await head('/business/info/aboutus?utm_source=mail&gclid=1');
    expect(h.canonical).toEqual([`${ORIGIN}/business/info/aboutus`]);
    const filtered = await head('/business/blog/1?filter=2&utm_medium=x');
    if (filtered.status === 200) expect(filtered.canonical).toEqual([`${ORIGIN}/business/blog/1?filter=2`]);
    const ja = await head('/ja/business/faq');
    expect(ja.canonical).toEqual([`${ORIGIN}/ja/business/faq`]);
  });

  it('a 404 has neither canonical nor structured data', async () => {
    const h = await head('/business/products/no-such-product');
    expect(h.status).toBe(404);
    expect(h.canonical).toEqual([]);
    expect(h.ld).toEqual([]);
  });

  it('JSON-LD cannot close its script: < and line separators are escaped', async () => {
    const h = await head('/business/blog/general/virtual-try-on-returns');
    const raw = [...h.html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
    for (const m of raw) {
      expect(m[1]).not.toMatch(/[<\u2028\u2029]/);
    }
  });
});

describe('share links on app and video pages (spec 001 §7, decision 0176)', () => {
  it.each([
    ['/consumer/apps/ycp', 'Share this app'],
    ['/business/video/smart-mirror-in-store', 'Share this video'],
  ])('%s', async (path, heading) => {
    const h = await head(path);
    expect(h.html).toContain(heading);
    const url = encodeURIComponent(`${ORIGIN}${path}`);
    // Plain links that work without scripts, to each network's share page.
    expect(h.html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${url}"`);
    expect(h.html).toContain(`href="https://www.linkedin.com/sharing/share-offsite/?url=${url}"`);
    expect(h.html).toContain(`href="https://twitter.com/intent/tweet?url=${url}&amp;text=`);
  });
});

describe('tag manager: the head script and the CSP (decision 0173)', () => {
  const csp = (res: Response) => res.headers.get('Content-Security-Policy') ?? '';
  const container = { ...PROD, GTM_CONTAINER_ID: 'GTM-AB12CD3' };

  it('dataLayer and consent defaults come in the first script of every page', async () => {
    const h = await head('/business/faq');
    const firstScript = /<script[^>]*>([\s\S]*?)<\/script>/.exec(h.html)![1]!;
    expect(firstScript).toContain('w.dataLayer=w.dataLayer||[]');
    expect(firstScript).toContain("'consent','default'");
    expect(firstScript).toContain('var id=""'); // no container configured
    expect(csp(h.res)).not.toContain('googletagmanager');
  });

  it('a configured container is named in the head script and the CSP allows exactly its hosts', async () => {
    const h = await head('/business/faq', container);
    expect(h.html).toContain('var id="GTM-AB12CD3"');
    expect(csp(h.res)).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp(h.res)).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
  });

  it('never under /perfectbeauty/youcam…, in any language', async () => {
    for (const path of [
      '/perfectbeauty/youcam/terms-of-service',
      '/ja/perfectbeauty/youcam/terms-of-service',
    ]) {
      const h = await head(path, container);
      expect(h.status).toBe(200);
      expect(h.html).not.toContain('GTM-AB12CD3');
      expect(csp(h.res)).not.toContain('googletagmanager');
    }
  });

  it('the HTML is the same for every visitor: consent is applied in the browser', async () => {
    const a = await edgeFetch('/business/faq', { env: container });
    const b = await edgeFetch('/business/faq', {
      env: container,
      headers: { Cookie: 'cookieStatementAccepted=true' },
    });
    const strip = (html: string) => html.replace(/nonce="[^"]+"/g, '').replace(/"nonce-[^"]+"/g, '');
    const headOf = (html: string) => strip(html.slice(0, html.indexOf('</head>')));
    expect(headOf(await a.text())).toBe(headOf(await b.text()));
  });

  it('a bad container id is refused by the configuration check', async () => {
    const res = await edgeFetch('/business', { env: { GTM_CONTAINER_ID: 'not-a-container' } });
    expect(res.status).toBe(500);
  });
});
