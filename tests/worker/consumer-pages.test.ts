import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSUMER_FEATURE_LIST } from '../../shared/consumer-features';
import { seedContent } from './seed-content';

/**
 * The consumer pages (spec 001 §2.7, §3.5, §5; issue 7): every route family renders its seeded
 * content in English and Japanese (UI in the page's language, content in English where no
 * translation is seeded — spec 001 §7 defaultEnu), unknown apps and features are 404 (spec-rulings 4),
 * store links follow the device.
 */
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`http://localhost${path}`, { headers, redirect: 'manual' });
  const html = await res.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return { status: res.status, html, title };
}

/** The href of every store button on a page. */
const storeLinks = (html: string) =>
  [...html.matchAll(/class="store-badge store-badge--(apple|google)" href="([^"]+)"/g)].map((m) => ({
    device: m[1],
    url: m[2]!.replaceAll('&amp;', '&'),
  }));

beforeAll(async () => {
  await seedContent();
});

describe('every consumer route family renders its seeded content, in English and Japanese', () => {
  it.each([
    // [path, text of the seeded (English) content, text of the Japanese page or null]
    ['/consumer', 'A studio in your selfie camera', '自撮りカメラに、プロのスタジオを'],
    ['/consumer/apps', 'Our apps', 'アプリ一覧'],
    ['/consumer/apps/ycp', 'The AI photo editor for portraits and scenes.', 'バージョン 6.2.0'],
    ['/consumer/apps/ycat', 'A friendly AI companion', 'App Store'],
    ['/consumer/about-us', 'Where we started', null],
    ['/consumer/impressum', 'Register and tax', null],
    ['/consumer/accessibility-statement', 'Tell us about a barrier', null],
    ['/consumer/appdownload', 'Three steps to your first edit', 'アプリを選ぶ'],
    ['/consumer/appdownload/ymk', 'Virtual makeup and hairstyles', 'ほかのアプリもダウンロード'],
    ['/consumer/highlight/ymk', 'Soft glam looks', null],
    ['/consumer/gcse?q=collage', 'Photo Collage Maker', '検索'],
    ['/consumer/menus', 'href="', 'メニュー'],
    [
      '/consumer/features/ai-photo-enhancer',
      'Sharpen details and lift colour automatically.',
      '写真編集のほかのツール',
    ],
    ['/consumer/features/blur-images', 'How to use Blur Images', null],
    ['/consumer/features/video-trimmer', 'Cut clips to the perfect length.', '動画編集のほかのツール'],
  ])('%s', async (path, content, jaText) => {
    const en = await page(path);
    expect(en.status, path).toBe(200);
    expect(en.html).toContain(content);
    const jaPath = path.replace('/consumer', '/ja/consumer');
    const ja = await page(jaPath);
    expect(ja.status, jaPath).toBe(200);
    expect(ja.html).toContain('<html lang="ja"');
    if (jaText) expect(ja.html).toContain(jaText);
  });

  it('the home and the apps list are seeded in every consumer language (decision 0043)', async () => {
    const home = {
      'zh-tw': '把專業攝影棚裝進自拍鏡頭',
      de: 'Ein Fotostudio in deiner Selfie-Kamera',
      fr: 'Un vrai studio dans votre caméra selfie',
      es: 'Un estudio de fotos en tu cámara de selfis',
      pt: 'Um estúdio fotográfico na sua câmara de selfies',
      it: 'Uno studio fotografico nella tua fotocamera selfie',
    };
    for (const [prefix, text] of Object.entries(home)) {
      const h = await page(`/${prefix}/consumer`);
      expect(h.status).toBe(200);
      expect(h.html).toContain(text);
      expect(h.html).not.toMatch(/<div lang="en">/);
    }
    const pt = await page('/pt/consumer/apps');
    expect(pt.html).toContain('Transforme fotos e ideias em arte.');
    expect(pt.title).toContain('As nossas apps');
    const ja = await page('/ja/consumer/apps');
    expect(ja.html).toContain('写真やアイデアをアートに。');
  });

  it('content without a translation is English, marked lang="en", inside a translated page (spec 001 §7)', async () => {
    // Whatever is translated, an entry without its Japanese row falls back (decision 0220).
    await env.DB.prepare(
      "DELETE FROM cms_entries WHERE type = 'CONSUMER_FEATURE' AND page_key = 'photo-cropper' AND language_type = 'jpn'",
    ).run();
    const ja = await page('/ja/consumer/features/photo-cropper');
    expect(ja.html).toMatch(/<div lang="en">/);
    expect(ja.html).toContain('How to use Photo Cropper');
  });

  it('every feature of the shared feature list has its seeded page (about 40, spec 001 §2.7)', async () => {
    expect(CONSUMER_FEATURE_LIST.length).toBeGreaterThanOrEqual(40);
    for (const { slug } of CONSUMER_FEATURE_LIST) {
      const { status, html } = await page(`/consumer/features/${slug}`);
      expect(status, slug).toBe(200);
      // Each "How to use" step says what to do, not its heading again (issue 16 §3).
      const steps = [...html.matchAll(/<li><h3>([^<]*)<\/h3><p>([^<]*)<\/p><\/li>/g)];
      expect(steps.length, slug).toBe(3);
      for (const [, name, text] of steps) expect(text, slug).not.toBe(name);
    }
  });
});

describe('generic values and previews', () => {
  it('a feature only the CMS knows renders (spec-rulings 4), without a menu group', async () => {
    const content = {
      topBanner: {
        title: 'Freckle Painter',
        description: 'Add or soften freckles in portraits.',
        backgroundDesktop: null,
        backgroundMobile: null,
      },
      sections: [{ component: 'rich-editor', blocks: [{ type: 'paragraph', text: 'Dot by dot.' }] }],
    };
    await env.DB.prepare(
      `INSERT INTO cms_entries (id, type, page_key, language_type, status, content, updated_at)
       VALUES (1999999101, 'CONSUMER_FEATURE', 'freckle-painter', 'enu', 'published', ?, '2025-01-01T00:00:00.000Z')`,
    )
      .bind(JSON.stringify(content))
      .run();
    const en = await page('/consumer/features/freckle-painter');
    expect(en.status).toBe(200);
    expect(en.html).toContain('Dot by dot.');
    expect(en.html).not.toContain('id="related-title"');
    expect((await page('/ja/consumer/features/freckle-painter')).status).toBe(200);
  });

  it('an app record banner is the app page banner when the page has none (spec 001 §3.5)', async () => {
    await env.DB.prepare(
      `UPDATE cms_entries SET content = json_set(content, '$.app.bannerDesktop', 'https://media.example.com/ycc-wide.jpg')
       WHERE type = 'CONSUMER_APP' AND page_key = 'ycc' AND language_type = 'enu'`,
    ).run();
    const { html } = await page('/consumer/apps/ycc');
    expect(html).toContain('https://media.example.com/ycc-wide.jpg?w=');
  });

  it('/consumer/menus?cmsId= shows that consumer menu entry (spec 001 §2.1)', async () => {
    const api = await SELF.fetch(
      'http://localhost/smb-frontend/strapi/query-content-by-language.action?type=CONSUMER_MENU&languageType=jpn',
    );
    const id = ((await api.json()) as { data: { id: number } }).data.id;
    const { status, html } = await page(`/consumer/menus?cmsId=${id}`);
    expect(status).toBe(200);
    expect(html).toContain('写真編集');
    expect((await page('/consumer/menus?cmsId=999999')).status).toBe(404);
  });
});

describe('titles (spec 001 §7)', () => {
  it('come from the SEO meta of the path in the page language, else name the app or feature', async () => {
    const en = await page('/consumer/apps/ycf');
    expect(en.title).toBe('Lumora Cam | Lumora');
    // No Japanese meta is seeded for app pages: the seo namespace names the app by its name, not its code.
    const ja = await page('/ja/consumer/apps/ycf');
    expect(ja.title).toContain('Lumora Cam');
    expect(ja.title).not.toContain('Ycf');
    // Feature pages without meta in the language take the feature's translated name.
    const jaFeature = await page('/ja/consumer/features/teeth-whitening');
    expect(jaFeature.title).toContain('歯のホワイトニング');
    const jaHome = await page('/ja/consumer');
    // The record's title is used as given (decision 0278, amending 0170).
    expect(jaHome.title).toBe('Lumora — すべての自撮りのためのビューティー＆写真アプリ');
    const deApps = await page('/de/consumer/apps');
    expect(deApps.title).toContain('Unsere Apps');
  });
});

describe('content-backed values: 404 when the CMS has no entry (spec-rulings 4)', () => {
  it.each([
    '/consumer/apps/yxx',
    '/consumer/apps/not-an-app',
    '/ja/consumer/apps/yxx',
    '/consumer/features/no-such-feature',
    '/ja/consumer/features/no-such-feature',
    '/consumer/appdownload/yca',
  ])('%s → 404', async (path) => {
    expect((await page(path)).status).toBe(404);
  });
});

describe('store buttons by device (spec 001 §5) and QR codes (spec 001 §4, §9)', () => {
  it('an iPhone gets the Apple button, an Android phone the Google button, a desktop the Apple button', async () => {
    const iphone = storeLinks((await page('/consumer/apps/ycp', { 'User-Agent': IPHONE })).html);
    expect(iphone).toEqual([{ device: 'apple', url: 'https://apps.example/lumora/ycp' }]);
    const android = storeLinks((await page('/consumer/apps/ycp', { 'User-Agent': ANDROID })).html);
    expect(android).toEqual([{ device: 'google', url: 'https://play.example/lumora/ycp' }]);
    const desktop = storeLinks((await page('/consumer/apps/ycp', { 'User-Agent': DESKTOP })).html);
    expect(desktop).toEqual([{ device: 'apple', url: 'https://apps.example/lumora/ycp' }]);
  });

  it('the Android client hint counts even with a reduced User-Agent', async () => {
    const links = storeLinks(
      (await page('/consumer/apps/ycv', { 'User-Agent': DESKTOP, 'Sec-CH-UA-Platform': '"Android"' })).html,
    );
    expect(links[0]?.device).toBe('google');
  });

  it('the apps list shows one store button per app, for the device', async () => {
    const android = storeLinks((await page('/consumer/apps', { 'User-Agent': ANDROID })).html);
    expect(android).toHaveLength(8);
    expect(android.every((l) => l.device === 'google')).toBe(true);
    const iphone = storeLinks((await page('/ja/consumer/apps', { 'User-Agent': IPHONE })).html);
    expect(iphone).toHaveLength(8);
    expect(
      iphone.every((l) => l.device === 'apple' && l.url.startsWith('https://apps.example/lumora/')),
    ).toBe(true);
  });

  it('the download page preselects its app; bare, it is a chooser with none preselected', async () => {
    const ymk = await page('/consumer/appdownload/ymk', { 'User-Agent': ANDROID });
    expect(ymk.html).toContain('data-app="ymk"');
    expect(storeLinks(ymk.html)[0]).toEqual({
      device: 'google',
      url: 'https://play.example/lumora/ymk',
    });
    // six download apps (spec 001 §2.7): the chosen one first, the five others below
    expect(storeLinks(ymk.html)).toHaveLength(6);
    const bare = await page('/consumer/appdownload');
    expect(bare.html).not.toContain('class="app-chosen"');
    expect(storeLinks(bare.html)).toHaveLength(6);
  });

  it('each store button carries its QR popover; the code itself is drawn on first hover (decision 0144)', async () => {
    const { html } = await page('/ja/consumer/apps/ycn');
    expect(html).toContain('<div class="app-get__qr"><p>');
    // No path data in the HTML: the browser draws it above 1024 px only (tests/e2e/consumer-pages.spec.ts).
    expect(html).not.toContain('class="app-qr__code"');
  });
});

describe('the footer is common to both audiences (spec 001 §2.1, issue 27 item 14)', () => {
  const footer = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
  it.each(['', '/ja', '/fr'])(
    '%s: the same blurb and newsletter line on both homes, naming apps and brands',
    async (prefix) => {
      const business = footer((await page(`${prefix}/business`)).html);
      const consumer = footer((await page(`${prefix}/consumer`)).html);
      const tagline = (f: string) => /class="site-footer__tagline">([^<]*)</.exec(f)?.[1];
      expect(tagline(consumer)).toBeTruthy();
      expect(tagline(consumer)).toBe(tagline(business));
    },
  );
  it('English: the blurb speaks to people and brands, the newsletter promises no business events', async () => {
    const f = footer((await page('/consumer')).html);
    expect(f).toMatch(/apps for everyday selfies/);
    expect(f).toMatch(/for brands/);
    expect(f).not.toMatch(/event invitations|shoppers/);
  });
});
