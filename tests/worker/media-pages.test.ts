import { env, SELF } from 'cloudflare:test';
import contentFiles from 'virtual:content-files';
import { beforeAll, describe, expect, it } from 'vitest';
import { stableId } from '../../build/content/seed';
import { insertCmsEntry, seedContent } from './seed-content';

/** The news draft of the seed (content/en/drafts/news.json). */
const NEWS_DRAFT = contentFiles['en/drafts/news.json'] as { formId: string; news: { newsHandle: string } };

/**
 * The media pages (spec 001 §2.4, §3.3; issue: news, colour trends, success stories, videos): each
 * family renders its seeded content in English and Japanese, unknown entries are 404 (spec-rulings 4),
 * bare optional parameters do what the route table says (spec-rulings 16), iframe variants come without
 * the frame and may be framed, and the news preview is never stored nor indexed (decision 0121).
 */
async function page(path: string, headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`http://localhost${path}`, { headers, redirect: 'manual' });
  const html = await res.text();
  return { res, status: res.status, html };
}

const cmsId = (type: string, key: string, lt = 'enu') => stableId(`cms|${type}|${key}|${lt}|published|`);
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json" nonce="[^"]+">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

beforeAll(async () => {
  await seedContent();
});

describe('each media family renders seeded content in English and Japanese', () => {
  it.each([
    // [path, English text, Japanese text (UI or translated content)]
    [
      '/business/news/list',
      'smart mirror pilot opens in twelve stores',
      'スマートミラー、12店舗で試験導入を開始',
    ],
    ['/business/news/retail-mirror-pilot', 'Shoppers scan a barcode', '1秒以内に自分の顔で色を確認'],
    ['/business/color-list', 'Sheer coral', 'レポート全文を請求する'],
    [
      '/business/color-trends/spring-summer-2025',
      'The most tried lip colour of the season.',
      'カラーの適用イメージを見る',
    ],
    ['/business/color-trends/applied/autumn-winter-2024', 'Plum velvet', 'リップ'],
    [
      '/business/color-trends/download',
      'Spring/Summer 2025 colour trends',
      'カラートレンドレポートを請求する',
    ],
    ['/business/successstory/list', 'Tresswick Salons', '導入事例一覧'],
    ['/business/successstory/tresswick-salons-hair-colour', 'more online colour bookings', '導入事例一覧'],
    ['/business/videos', 'Nail colour try-on in 31 seconds', '動画一覧'],
    ['/business/video/console-quick-start', 'add a product, pick its shades', 'この動画をシェア'],
  ])('%s', async (path, enText, jaText) => {
    const en = await page(path);
    expect(en.status, path).toBe(200);
    expect(en.html).toContain(enText);
    const ja = await page(path.replace('/business', '/ja/business'));
    expect(ja.status).toBe(200);
    expect(ja.html).toContain('<html lang="ja"');
    expect(ja.html).toContain(jaText);
  });

  it('a story whose figures share one button shows it once, under the figures (issue 16 §3)', async () => {
    const { html } = await page('/business/successstory/tresswick-salons-hair-colour');
    const roi = /<section class="sec sec-roi">[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(roi).toContain('more online colour bookings');
    expect(roi.match(/Contact sales/g)).toHaveLength(1);
    // Figures with buttons of their own keep them (the online-service campaign page).
    const campaign = await page('/business/solutions/online-service/campaign');
    for (const text of ['Read the stories', 'See pricing', 'Start a trial'])
      expect(campaign.html).toContain(text);
  });

  it('English content inside a Japanese page is marked lang="en" (decision 0081)', async () => {
    // Whatever is translated, a story without its Japanese row falls back (decision 0220).
    await env.DB.prepare(
      "DELETE FROM cms_entries WHERE type = 'SUCCESS_STORY' AND page_key = 'ornell-eyeworks-frames' AND language_type = 'jpn'",
    ).run();
    const { html } = await page('/ja/business/successstory/ornell-eyeworks-frames');
    expect(html).toMatch(/<div lang="en">[\s\S]*Ornell Eyeworks brings 600 frames online/);
  });

  it('the news list is newest first and links to each article in the page language', async () => {
    const { html } = await page('/ja/business/news/list');
    const main = html.slice(html.indexOf('id="news-list-title"'));
    const links = [...main.matchAll(/href="(\/ja\/business\/news\/[a-z0-9-]+)"/g)]
      .map((m) => m[1])
      .filter((l) => !l?.endsWith('/list'));
    expect(links.slice(0, 3)).toEqual([
      '/ja/business/news/global-forum-announced',
      '/ja/business/news/retail-mirror-pilot',
      '/ja/business/news/ai-nail-colour-release',
    ]);
  });

  it('news/detail/{id} and the consumer detail find an article by its CMS id', async () => {
    const id = cmsId('NEWS', 'ai-nail-colour-release');
    const business = await page(`/business/news/detail/${id}`);
    expect(business.status).toBe(200);
    expect(business.html).toContain('AI nail colour try-on now follows every finger');
    // The Japanese page shows the Japanese entry of the same page key.
    const ja = await page(`/ja/business/news/detail/${id}`);
    expect(ja.html).toContain('AIネイルカラー試着がすべての指に追従');
    const consumer = await page(`/ja/consumer/news/detail/${id}`);
    expect(consumer.status).toBe(200);
    expect(consumer.html).toContain('公開日');
  });

  it('success stories by id; the ROI section carries its figures (spec 001 §3.1)', async () => {
    const res = await page(`/business/successstory/detail/${cmsId('SUCCESS_STORY', 'petalgate-mirror')}`);
    expect(res.status).toBe(200);
    expect(res.html).toContain('data-counter="64"');
    expect(res.html).toContain('less tester waste per store');
  });
});

describe('structured data', () => {
  it('a news article carries NewsArticle JSON-LD with the CSP nonce', async () => {
    const { res, html } = await page('/business/news/privacy-certification-2025');
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy')!)![1];
    expect(html).toContain(`<script type="application/ld+json" nonce="${nonce}">`);
    const ld = jsonLd(html).find((x) => x['@type'] === 'NewsArticle');
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      datePublished: '2025-12-09T08:00:00.000Z',
      mainEntityOfPage: 'http://localhost/business/news/privacy-certification-2025',
    });
  });

  it('a video without a duration counts as 4 minutes in its VideoObject (spec 001 §9)', async () => {
    const video = (html: string) => jsonLd(html).find((x) => x['@type'] === 'VideoObject')!;
    const timed = video((await page('/business/video/smart-mirror-in-store')).html);
    expect(timed.duration).toBe('PT8S');
    // A CMS video of its own without a duration (every seeded clip has one).
    await insertCmsEntry(990_001, 'VIDEO', 'untimed-video', {
      videoId: 'untimed-video',
      title: 'An untimed video',
      description: 'No duration given.',
      videoUrl: '/media/video/console-quick-start.mp4',
      videoImageUrl: null,
      createdTime: '2025-01-01T00:00:00.000Z',
      videoDuration: null,
    });
    const ld = video((await page('/business/video/untimed-video')).html);
    expect(ld.duration).toBe('PT4M');
  });

  it("the video page plays the site's own files: WebM, MP4, poster and captions (decision 0284)", async () => {
    const { html } = await page('/ja/business/video/nail-colour-try-on-demo');
    const video = /<video[\s\S]*?<\/video>/.exec(html)?.[0] ?? '';
    expect(video).toMatch(/<video[^>]* controls=""[^>]* preload="metadata"/);
    expect(video).toContain('poster="/media/video/nail-colour-try-on-demo.jpg"');
    expect(
      video.indexOf('src="/media/video/nail-colour-try-on-demo.webm" type="video/webm"'),
    ).toBeGreaterThan(0);
    expect(video.indexOf('src="/media/video/nail-colour-try-on-demo.mp4" type="video/mp4"')).toBeGreaterThan(
      video.indexOf('.webm'),
    );
    expect(video).toMatch(
      /<track kind="captions" src="\/media\/video\/nail-colour-try-on-demo\.ja\.vtt" srcLang="ja"/i,
    );
    expect(html).not.toContain('video.example.com');
  });
});

describe('404s and bare optional parameters (spec-rulings 4, 16)', () => {
  it.each([
    '/business/news/no-such-news',
    '/business/news/detail/123',
    '/business/news/detail/not-a-number',
    '/business/color-trends/no-such-report',
    '/business/color-trends/applied/no-such-report',
    '/business/successstory/no-such-story',
    '/business/successstory/detail/99',
    '/business/iframe/successstory/no-such-story',
    '/business/video/no-such-video',
    '/consumer/news/detail/42',
    '/business/news/preview/no-such-form',
  ])('%s is a 404', async (path) => {
    expect((await page(path)).status).toBe(404);
  });

  it('a news id of another content type is a 404', async () => {
    expect((await page(`/business/news/detail/${cmsId('VIDEO', 'console-quick-start')}`)).status).toBe(404);
  });

  it('bare color-trends shows the latest report (route table `bare`)', async () => {
    const { status, html } = await page('/business/color-trends');
    expect(status).toBe(200);
    expect(html).toContain('<h1 id="page-title">Spring/Summer 2025 colour trends</h1>');
  });

  it.each([
    ['/business/news', '/business/news/list'],
    ['/business/news/detail', '/business/news/list'],
    ['/business/news/preview', '/business/news/list'],
    ['/business/successstory', '/business/successstory/list'],
    ['/business/successstory/detail', '/business/successstory/list'],
  ])('bare %s → %s (302)', async (from, to) => {
    const { res } = await page(from);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(to);
  });
});

describe('iframe variants (spec 001 §2.4; decision 0016)', () => {
  it.each([
    '/business/iframe/successstory/list',
    '/business/iframe/successstory/halcyra-shade-matching',
    `/business/iframe/successstory/detail/${cmsId('SUCCESS_STORY', 'ornell-eyeworks-frames')}`,
  ])('%s has no header or footer, may be framed and links stay in the frame', async (path) => {
    const { res, status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).not.toContain('<header');
    expect(html).not.toContain('<footer');
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.has('X-Frame-Options')).toBe(false);
    expect(html).toMatch(/href="\/business\/iframe\/successstory\//);
  });

  it('the full story page has the frame and refuses frames', async () => {
    const { res, html } = await page('/business/successstory/list');
    expect(html).toContain('<header');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
  });
});

describe('news preview (decisions 0041, 0121)', () => {
  it('shows the draft by its form id, is never stored and never indexed', async () => {
    const { res, status, html } = await page(`/business/news/preview/${NEWS_DRAFT.formId}`);
    expect(status).toBe(200);
    expect(html).toContain('Draft: summer launch of the');
    expect(html).toContain('Draft preview: this announcement is not published yet.');
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    // No structured data for an unpublished draft.
    expect(jsonLd(html)).toHaveLength(0);
  });

  it('the draft is not reachable as a published article', async () => {
    expect((await page(`/business/news/${NEWS_DRAFT.news.newsHandle}`)).status).toBe(404);
    const list = await page('/business/news/list');
    expect(list.html).not.toContain('summer launch');
  });
});
