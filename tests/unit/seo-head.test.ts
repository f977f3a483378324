import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_EVENTS,
  containerFor,
  eventForSupport,
  headScript,
  tagManagerAllowed,
} from '../../shared/analytics';
import { brandedTitle, buildHead, canonicalQuery, ogLocale, titleCore } from '../../shared/head';
import { routeById } from '../../shared/routes';
import { reshapeSeoMeta } from '../../shared/smb/content-reshape';
import { metaTypeOf } from '../../shared/smb/seo';
import { breadcrumbLd, faqLd, jsonLdText, softwareApplicationLd } from '../../shared/structured-data';
import { validateJsonLd } from '../worker/structured-data-validator';

describe('titles end "… | brand" (decision 0170)', () => {
  it.each([
    ['Privacy Policy — Lumora for Business', 'Privacy Policy | Lumora'],
    ['Page not found — Lumora', 'Page not found | Lumora'],
    ['Ai Shade Finder — Lumora blog', 'Ai Shade Finder | Lumora'],
    [
      'Lumora for Business — virtual try-on and AI skin analysis',
      'Virtual try-on and AI skin analysis | Lumora',
    ],
    ['Lumora | Beauty tech that sells', 'Beauty tech that sells | Lumora'],
    ['Lumora — beauty and photo apps for every selfie', 'Beauty and photo apps for every selfie | Lumora'],
    ['About Lumora | Lumora', 'About Lumora | Lumora'],
    ['Lumora Photo | Lumora', 'Lumora Photo | Lumora'],
    ['How virtual try-on cuts shade returns', 'How virtual try-on cuts shade returns | Lumora'],
    ['プライバシーポリシー — Lumora 法人向け', 'プライバシーポリシー | Lumora'],
    ['Lumora', 'Lumora'],
  ])('%s → %s', (raw, title) => {
    expect(brandedTitle(raw, 'Lumora')).toBe(title);
    expect(brandedTitle(title, 'Lumora')).toBe(title); // idempotent
  });
  it('the core is the title without the suffix', () => {
    expect(titleCore('About us | Lumora', 'Lumora')).toBe('About us');
  });
});

describe('canonical query and Open Graph locale', () => {
  it('keeps only the parameters a route names as selecting content', () => {
    expect(canonicalQuery(routeById('business-blog-list'), '?utm_source=x&filter=3&page=2')).toBe(
      '?filter=3',
    );
    expect(canonicalQuery(routeById('product'), '?cmsId=5&type=form&gclid=z')).toBe('?type=form');
    expect(canonicalQuery(routeById('business-aboutus'), '?utm_source=x')).toBe('');
    expect(canonicalQuery(routeById('business-gcse'), '?q=lip')).toBe('?q=lip');
  });
  it('og:locale is language_TERRITORY', () => {
    expect(ogLocale('en')).toBe('en_US');
    expect(ogLocale('zh_TW')).toBe('zh_TW');
    expect(ogLocale('ja')).toBe('ja_JP');
  });
});

describe('structured-data validator (it must be able to fail)', () => {
  it('accepts what the builders make', () => {
    const crumbs = breadcrumbLd([
      { name: 'Home', url: 'https://s.test/business' },
      { name: 'FAQ', url: 'https://s.test/business/faq' },
    ]);
    expect(validateJsonLd(crumbs)).toEqual([]);
    const app = softwareApplicationLd({
      name: 'Photo',
      description: 'd',
      url: 'https://s.test/consumer/apps/ycp',
      operatingSystem: 'iOS, Android',
      category: 'MultimediaApplication',
      brand: 'Lumora',
    });
    expect(validateJsonLd(app)).toEqual([]);
  });
  it('rejects empty values, relative addresses, missing fields and unknown types', () => {
    expect(
      validateJsonLd({ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [] }),
    ).toContain('FAQPage.mainEntity: empty list');
    const relative = breadcrumbLd([{ name: 'Home', url: '/business' }]);
    expect(validateJsonLd(relative).join()).toMatch(/not an absolute URL/);
    expect(
      validateJsonLd({
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: 'v',
        description: '',
      }).join(),
    ).toMatch(/needs thumbnailUrl.*|empty string/);
    expect(validateJsonLd({ '@context': 'https://schema.org', '@type': 'Thingamajig' })).toContain(
      'Thingamajig: unknown type Thingamajig',
    );
    expect(validateJsonLd({ '@type': 'Person', name: 'x' })).toContain('@context must be https://schema.org');
  });
  it('FAQPage is absent without entries; JSON-LD text escapes < and line separators', () => {
    expect(faqLd([])).toBeNull();
    const text = jsonLdText({ a: '</script>\u2028\u2029' });
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ a: '</script>\u2028\u2029' });
  });
});

describe('metaType accepts unknown values (decision 0171)', () => {
  afterEach(() => vi.restoreAllMocks());
  it('an unknown kind reads as PAGE and is logged once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(metaTypeOf('ARTICLE')).toBe('ARTICLE');
    expect(metaTypeOf('LANDING_V2')).toBe('PAGE');
    expect(metaTypeOf('LANDING_V2')).toBe('PAGE');
    expect(warn).toHaveBeenCalledTimes(1);
  });
  it('the record with an unknown kind still parses, keeping its title and description', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const seo = reshapeSeoMeta({
      data: {
        sourceId: 's',
        path: '/business',
        languageType: 'enu',
        title: 'T',
        ogTitle: 'OG',
        description: 'D',
        ogDescription: null,
        imageUrl: '/images/x.png',
        metaType: 'SOMETHING_NEW',
        enableHowTo: false,
        howToTotalTime: null,
        howToSupply: [],
        howToTool: [],
        serpSteps: [],
        serpFaqs: [],
        enableVideo: false,
        videoCover: null,
        videoLink: null,
        videoDuration: null,
        isSoftwareSchema: false,
        socialUrls: {},
      },
    });
    expect(seo).toMatchObject({ title: 'T', description: 'D', ogTitle: 'OG', metaType: 'PAGE' });
  });
});

describe('analytics (decision 0173)', () => {
  it('support requests report their own events', () => {
    expect(eventForSupport('COLOR_REPORT')).toBe(ANALYTICS_EVENTS.trendReport);
    expect(eventForSupport('TREND_REPORT')).toBe(ANALYTICS_EVENTS.trendReport);
    expect(eventForSupport('VIDEO_ARCHIVE')).toBe(ANALYTICS_EVENTS.videoArchive);
    expect(eventForSupport('PARTNER')).toBe(ANALYTICS_EVENTS.partnerRegistration);
  });

  it('no container under /perfectbeauty/youcam…, in any language', () => {
    expect(tagManagerAllowed('/business')).toBe(true);
    expect(tagManagerAllowed('/perfectbeauty/youcam/terms-of-service')).toBe(false);
    expect(tagManagerAllowed('/ja/perfectbeauty/youcam/privacy')).toBe(false);
    expect(tagManagerAllowed('/zh-tw/perfectbeauty/youcam')).toBe(false);
    expect(containerFor('GTM-ABC123', '/perfectbeauty/youcam/x')).toBe('');
    expect(containerFor('', '/business')).toBe('');
  });

  /** Runs the head script against minimal stand-ins of the browser globals it touches. */
  function run(containerId: string, accepted: boolean, globals: Record<string, unknown> = {}) {
    const appended: { src: string; nonce?: string }[] = [];
    const attrs: string[] = [];
    const stored: string[] = [];
    const clicks: ((e: { target: unknown }) => void)[] = [];
    const window: Record<string, unknown> = { history: { scrollRestoration: 'auto' }, ...globals };
    let hydrated = false;
    const document = {
      currentScript: { nonce: 'n0nce' },
      createElement: () => ({}) as { src: string },
      head: { appendChild: (e: { src: string }) => appended.push(e) },
      documentElement: {
        setAttribute: (name: string) => attrs.push(name),
        getAttribute: (name: string) => (name === 'data-hydrated' && hydrated ? 'true' : null),
      },
      addEventListener: (type: string, f: (e: { target: unknown }) => void) => {
        if (type === 'click') clicks.push(f);
      },
    };
    const localStorage = {
      getItem: () => (accepted ? 'true' : null),
      setItem: (k: string, v: string) => stored.push(`${k}=${v}`),
    };
    new Function('window', 'document', 'localStorage', headScript(containerId))(
      window,
      document,
      localStorage,
    );
    /** A click on an element matching `selector` (or on none). */
    const click = (selector: string | null) => {
      const target = { closest: (s: string) => (s === selector ? {} : null) };
      for (const f of clicks) f({ target });
    };
    const hydrate = () => {
      hydrated = true;
    };
    return { window, appended, attrs, stored, click, hydrate, dataLayer: window.dataLayer as unknown[] };
  }

  it('CONTINUE pressed before hydration: remembered, consent granted, the container loads (issue 41)', () => {
    const r = run('GTM-ABC123', false);
    r.click('.some-other-button');
    expect(r.stored).toEqual([]);
    r.click('.cookie-banner__continue');
    expect(r.stored).toEqual(['cookieStatementAccepted=true']);
    expect(r.attrs).toEqual(['data-cookie-accepted']);
    expect(r.appended).toHaveLength(1);
    r.click('.cookie-banner__continue');
    expect(r.appended).toHaveLength(1);
  });

  it('turns off scroll restoration before the body exists, and survives a browser without it (decision 0335)', () => {
    const r = run('GTM-ABC123', false);
    expect((r.window.history as { scrollRestoration: string }).scrollRestoration).toBe('manual');
    // No history object at all: the rest of the script still runs.
    const bare = run('GTM-ABC123', false, { history: undefined });
    expect(bare.dataLayer.length).toBeGreaterThan(0);
  });

  it('after hydration the banner handles CONTINUE itself', () => {
    const r = run('GTM-ABC123', false);
    r.hydrate();
    r.click('.cookie-banner__continue');
    expect(r.stored).toEqual([]);
    expect(r.appended).toEqual([]);
  });

  it('dataLayer first, consent denied by default, no container before consent', () => {
    const r = run('GTM-ABC123', false);
    const first = r.dataLayer[0] as ArrayLike<unknown>;
    expect([first[0], first[1]]).toEqual(['consent', 'default']);
    expect(first[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
    expect(r.appended).toEqual([]);
    (r.window.__tm as () => void)();
    expect(r.appended).toEqual([
      { async: true, nonce: 'n0nce', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123' },
    ]);
  });

  it('a visitor who accepted before: consent granted and the container at once, once', () => {
    const r = run('GTM-ABC123', true);
    expect(r.attrs).toEqual(['data-cookie-accepted']);
    const update = r.dataLayer[1] as ArrayLike<unknown>;
    expect([update[0], update[1]]).toEqual(['consent', 'update']);
    expect(update[2]).toMatchObject({ analytics_storage: 'granted' });
    (r.window.__tm as () => void)();
    expect(r.appended).toHaveLength(1);
  });

  it('without a container id nothing loads, even after consent', () => {
    const r = run('', true);
    (r.window.__tm as () => void)();
    expect(r.appended).toEqual([]);
  });
});

describe('buildHead from an SEO record (spec 001 §3.2)', () => {
  const base = {
    brand: 'Lumora',
    lang: 'en' as const,
    audience: 'business' as const,
    routeId: 'product',
    params: { productType: 'ai-shade-finder' },
    pathname: '/business/products/ai-shade-finder',
    search: '?utm_source=x&type=form',
    origin: 'https://lumora.example',
    status: 200,
    indexable: true,
    environment: 'production' as const,
    domain: 'global' as const,
    translated: { title: 'Ai Shade Finder — Lumora for Business', description: 'Translated.' },
    crumbName: () => 'Products',
  };
  const seo = {
    title: 'AI Shade Finder — Lumora',
    description: 'Find the shade.',
    ogTitle: 'Find your shade in seconds',
    ogDescription: 'Shared text.',
    imageUrl: '/images/og/shade.png',
    metaType: 'PRODUCT' as const,
    faqs: [{ question: 'Q?', answer: 'A.' }],
    howTo: null,
    video: { cover: null, link: 'https://video.example.com/v.mp4', durationSeconds: 240 },
    isSoftwareSchema: false,
    socialUrls: {},
  };
  const meta = (h: ReturnType<typeof buildHead>, key: string) =>
    h.meta.filter((m) => (m.property ?? m.name) === key).map((m) => m.content);

  it('the record names the title, description, share texts and image; the canonical keeps only type', () => {
    const h = buildHead({ ...base, hints: { seo } });
    // decision 0278: the record's title and ogTitle are used as given.
    expect(h.title).toBe('AI Shade Finder — Lumora');
    expect(h.description).toBe('Find the shade.');
    expect(h.canonical).toBe('https://lumora.example/business/products/ai-shade-finder?type=form');
    expect(meta(h, 'og:title')).toEqual(['Find your shade in seconds']);
    expect(meta(h, 'twitter:title')).toEqual(['Find your shade in seconds']);
    expect(meta(h, 'og:description')).toEqual(['Shared text.']);
    expect(meta(h, 'og:image')).toEqual(['https://lumora.example/images/og/shade.png']);
    expect(meta(h, 'twitter:image')).toEqual(['https://lumora.example/images/og/shade.png']);
    expect(meta(h, 'og:locale:alternate')).toHaveLength(8);
    expect(h.alternates.map((a) => a.hreflang)).toContain('x-default');
    const types = h.ld.map((t) => JSON.parse(t)['@type']);
    expect(types).toEqual(['BreadcrumbList', 'FAQPage', 'VideoObject']);
    for (const t of h.ld) expect(validateJsonLd(JSON.parse(t))).toEqual([]);
    const video = JSON.parse(h.ld[2]!);
    expect(video).toMatchObject({
      duration: 'PT4M',
      thumbnailUrl: 'https://lumora.example/images/og/shade.png',
    });
  });

  it('a record title with the brand first stays as written (decision 0278); seoHead passes it as hints.title', () => {
    const record = {
      ...seo,
      title: 'Lumora | Beauty tech that sells',
      ogTitle: 'Lumora | Beauty tech that sells',
    };
    const h = buildHead({
      ...base,
      hints: { title: record.title, description: record.description, seo: record },
    });
    expect(h.title).toBe('Lumora | Beauty tech that sells');
    expect(meta(h, 'og:title')).toEqual(['Lumora | Beauty tech that sells']);
    // A loader's own title built from translations still gets the brand suffix.
    const named = buildHead({ ...base, hints: { title: 'Shade finder — Lumora blog', seo: record } });
    expect(named.title).toBe('Shade finder | Lumora');
  });

  it('without a record: the translations and the default share image; a duplicate gets no hreflang', () => {
    const h = buildHead({ ...base, hints: { canonicalPath: '/business/products/other' } });
    expect(h.title).toBe('Ai Shade Finder | Lumora');
    expect(h.description).toBe('Translated.');
    expect(h.canonical).toBe('https://lumora.example/business/products/other?type=form');
    expect(meta(h, 'og:image')).toEqual(['https://lumora.example/og/business.png']);
    expect(meta(h, 'og:image:width')).toEqual(['1200']);
    expect(h.alternates).toEqual([]);
  });
});
