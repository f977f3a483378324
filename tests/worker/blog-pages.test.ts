import { env, SELF } from 'cloudflare:test';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stableId } from '../../build/content/seed';
import { AuthorCard } from '../../client/components/blog/parts';
import type { BlogAuthorView } from '../../shared/smb/content-reshape';
import { englishSite, renderInSite } from './render-in-site';
import { seedContent } from './seed-content';

/**
 * The blog (spec 001 §2.5, §3.3, §7; spec-rulings 11), business and consumer alike: every route family
 * renders seeded content in English and Japanese, unknown handles, authors and pages beyond the last
 * are 404, and the route order holds — numbers are list pages, known categories are categories,
 * anything else a post handle.
 */

async function page(path: string) {
  const res = await SELF.fetch(`http://localhost${path}`, { redirect: 'manual' });
  const html = await res.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return { status: res.status, html, title, location: res.headers.get('Location') };
}

const ldOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json" nonce="[^"]+">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

const entryId = (type: string, key: string, lt = 'enu') => stableId(`cms|${type}|${key}|${lt}|published|`);

beforeAll(async () => {
  await seedContent();
  // Two posts without their Japanese rows, whatever is translated (decision 0220): the English
  // fallback and its marking stay visible (spec 001 §7).
  await env.DB.prepare(
    "DELETE FROM cms_entries WHERE type = 'BLOG_POST' AND language_type = 'jpn' AND page_key IN ('remove-tourists-from-travel-photos', 'shade-matching-for-every-skin-tone')",
  ).run();
});

describe('every blog route family renders seeded content, in English and Japanese', () => {
  it.each([
    // [path, English text, Japanese text]
    [
      '/business/blog/1',
      'How virtual try-on cuts shade returns',
      'バーチャル試着でシェードの返品を減らす方法',
    ],
    ['/business/blog/2', 'Measuring try-on engagement without guesswork', '2 ページ'],
    ['/consumer/blog/1', 'Better selfies in low light', '暗い場所でもきれいな自撮りを'],
    ['/consumer/blog/2', 'Edit photos in your browser, no install needed', '2 ページ'],
    ['/business/blog/category/makeup', 'Shade matching that works for every skin tone', 'メイク'],
    ['/business/blog/makeup', 'Shade matching that works for every skin tone', 'メイク'],
    ['/consumer/blog/category/nail', 'Five nail art ideas to try on virtually first', 'ネイル'],
    ['/consumer/blog/generative-AI', 'AI portraits from everyday photos', '生成 AI'],
    [
      '/business/blog/general/virtual-try-on-returns',
      'Record “wrong shade” as its own return reason',
      'チェックリスト',
    ],
    [
      '/business/blog/general/virtual-try-on-returns',
      'The one return reason try-on can reach',
      '試着が届く、ただ一つの返品理由',
    ],
    [
      '/consumer/blog/selfie-editing/better-selfies-in-low-light',
      'Why night selfies fall apart',
      '夜の自撮りが崩れる理由',
    ],
    ['/consumer/blog/video-editing/first-video-edit', 'Before you open the app', '関連記事'],
    ['/business/blog/author/amara-osei', 'Posts by Amara Osei', 'Amara Osei の記事'],
    ['/consumer/blog/author/theo-nakamura', 'Posts by Theo Nakamura', 'Theo Nakamura の記事'],
    ['/business/blog/search/shade', 'Shade matching that works for every skin tone', '見つかった記事'],
    ['/consumer/blog/search/selfie', 'Better selfies in low light', '暗い場所でもきれいな自撮りを'],
  ])('%s', async (path, enText, jaText) => {
    const en = await page(path);
    expect(en.status).toBe(200);
    expect(en.html).toContain(enText);
    const ja = await page(`/ja${path}`);
    expect(ja.status).toBe(200);
    expect(ja.html).toContain('<html lang="ja"');
    expect(ja.html).toContain(jaText);
  });

  it('search results say how many posts were found, in every language (spec 001 §2.5)', async () => {
    const en = await page('/business/blog/search/shade');
    expect(en.html).toMatch(/Posts found: \d+/);
    for (const lang of ['ja', 'de', 'zh_TW']) {
      const r = await page(`/${lang}/business/blog/search/shade`);
      const visible = r.html.replace(/<script[\s\S]*?<\/script>/g, '');
      expect(visible, lang).not.toContain('{{');
    }
    expect((await page('/ja/business/blog/search/shade')).html).toMatch(/見つかった記事：\d+ 件/);
  });

  it.each([
    ['fr', 'maquillage'],
    ['fr', 'Maquillage'],
    ['ja', 'メイク'],
    ['de', 'make-up'],
    ['en', 'makeup'],
  ])(
    '%s blog search finds the posts of a category by the name the visitor reads (%s)',
    async (lang, word) => {
      const prefix = lang === 'en' ? '' : `/${lang}`;
      const r = await page(`${prefix}/business/blog/search/${encodeURIComponent(word)}`);
      expect(r.status).toBe(200);
      expect(r.html).toContain('class="card blog-card"');
      expect(r.html).toContain(`/business/blog/makeup/`);
    },
  );

  it.each([
    '/business/blog/author/Amara%20Osei',
    '/business/blog/author/amara%20osei',
    '/ja/business/blog/author/Amara%20Osei',
    '/business/blog/author/Lena-Marsh',
    '/consumer/blog/author/Theo%20Nakamura',
  ])('%s: the author by display name lists their posts (spec 001 §2.5)', async (path) => {
    const r = await page(path);
    expect(r.status).toBe(200);
    expect(r.html).toMatch(/Posts by (Amara Osei|Lena Marsh|Theo Nakamura)|の記事/);
    expect(r.html).toContain('class="card blog-card"');
  });

  it('an unknown display name is still a 404', async () => {
    expect((await page('/business/blog/author/Nobody%20Here')).status).toBe(404);
  });

  it('posts and authors by content id, shown in the page language', async () => {
    const enId = entryId('BLOG_POST', 'virtual-try-on-returns');
    // decision 0174: the id address answers 301 to the post's one address, in the page's language.
    const en = await page(`/business/blog/post?postId=${enId}`);
    expect(en.status).toBe(301);
    expect(en.location).toBe('/business/blog/general/virtual-try-on-returns');
    expect((await page(en.location!)).html).toContain(
      '<h1 id="page-title">How virtual try-on cuts shade returns</h1>',
    );
    // The English entry's id on a Japanese page leads to the Japanese translation of the same post.
    const ja = await page(`/ja/business/blog/post?postId=${enId}`);
    expect(ja.location).toBe('/ja/business/blog/general/virtual-try-on-returns');
    expect((await page(ja.location!)).html).toContain(
      '<h1 id="page-title">バーチャル試着でシェードの返品を減らす方法</h1>',
    );
    const author = await page(`/business/blog/author?authorId=${entryId('BLOG_AUTHOR', 'lena-marsh')}`);
    expect(author.status).toBe(200);
    expect(author.html).toContain('Posts by Lena Marsh');
    expect(author.html).toContain('Head of Beauty Research, Lumora');
  });
});

describe('the id addresses without an id (decision 0111)', () => {
  it('/blog/post shows the first list page, /blog/author the authors of the audience', async () => {
    const posts = await page('/business/blog/post');
    expect(posts.status).toBe(200);
    expect(posts.html).toContain('How virtual try-on cuts shade returns');
    const authors = await page('/consumer/blog/author');
    expect(authors.status).toBe(200);
    expect(authors.html).toContain('<h1 id="page-title">Our authors</h1>');
    expect(authors.html).toContain('Theo Nakamura');
    // Amara and the guest authors write only for the business blog.
    expect(authors.html).not.toContain('Amara Osei');
    expect(authors.html).not.toContain('Seo-yeon Park');
    expect((await page('/ja/business/blog/author')).html).toContain('執筆者一覧');
  });
});

describe('404s for what the content does not know', () => {
  it.each([
    '/business/blog/3',
    '/consumer/blog/3',
    '/business/blog/999',
    '/business/blog/no-such-post',
    '/business/blog/general/no-such-post',
    '/business/blog/author/nobody',
    '/business/blog/author?authorId=123',
    '/business/blog/author?authorId=abc',
    '/business/blog/post?postId=42',
    // A post of the other audience is not in this blog.
    '/consumer/blog/virtual-try-on-returns',
    '/business/blog/general/better-selfies-in-low-light',
    // An author's id is not a post id.
    `/business/blog/post?postId=${entryId('BLOG_AUTHOR', 'lena-marsh')}`,
  ])('%s', async (path) => {
    expect((await page(path)).status).toBe(404);
  });
});

describe('spec-rulings 11: numbers are list pages, known categories are categories, else a post handle', () => {
  it('a number is a list page', async () => {
    const r = await page('/business/blog/2');
    expect(r.html).toContain('aria-label="Blog pages"');
    expect(r.html).toContain('aria-current="page" aria-label="Page 2"');
  });
  it('a known category is a category page, not a post', async () => {
    const r = await page('/business/blog/retail');
    expect(r.status).toBe(200);
    expect(r.html).toContain('<h1 id="page-title">Retail</h1>');
    expect(r.html).toContain('One shopper, many doors');
    expect(r.html).not.toContain('Bringing AI skin analysis');
  });
  it("anything else is a post handle (answered by the post's one address, decision 0174)", async () => {
    const r = await page('/business/blog/jewellery-ar-guide');
    expect(r.status).toBe(301);
    expect(r.location).toBe('/business/blog/commerce/jewellery-ar-guide');
    const post = await page(r.location!);
    expect(post.status).toBe(200);
    expect(post.html).toContain('<h1 id="page-title">A practical guide to AR jewellery try-on</h1>');
  });
  it('a bare blog is its first list page (spec 001 §2.5)', async () => {
    const r = await page('/consumer/blog');
    expect(r.status).toBe(302);
    expect(r.location).toBe('/consumer/blog/1');
  });
  it('the search form without scripts redirects to /blog/search/{keywords}', async () => {
    const r = await page('/ja/business/blog/search?q=skin%20scan');
    expect(r.status).toBe(302);
    expect(r.location).toBe('/ja/business/blog/search/skin%20scan');
  });
});

describe('filter tags and the featured post (spec 001 §3.3, decision 0114)', () => {
  it('page 1 features the newest FOCUS post and offers the blog’s filter kinds', async () => {
    const r = await page('/business/blog/1');
    expect(r.html).toContain('id="featured-title">Featured</h2>');
    expect(r.html).toContain('Services</p>');
    expect(r.html).toContain('href="/business/blog/1?filter=12"');
    // Consumer kinds are not offered in the business blog.
    expect(r.html).not.toContain('Photo editor app');
    expect((await page('/consumer/blog/1')).html).toContain('Photo editor app');
  });
  it('the featured post is not repeated in the grid below it', async () => {
    for (const audience of ['business', 'consumer']) {
      const html = (await page(`/${audience}/blog/1`)).html;
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      const from = main.indexOf('id="featured-title"');
      expect(from, audience).toBeGreaterThan(-1);
      const featured = main.slice(from, main.indexOf('</section>', from));
      const href = new RegExp(`href="(/${audience}/blog/(?!category/)[a-zA-Z-]+/[a-z0-9-]+)"`).exec(
        featured,
      )?.[1];
      expect(href, audience).toBeTruthy();
      const count = (text: string) => text.split(`href="${href}"`).length - 1;
      expect(count(main), href).toBe(count(featured));
    }
  });

  it('a filter narrows the list and its pages keep it', async () => {
    const skin = await page('/business/blog/1?filter=12');
    expect(skin.status).toBe(200);
    expect(skin.html).toContain('Bringing AI skin analysis to the beauty counter');
    expect(skin.html).not.toContain('Shade matching that works for every skin tone');
    expect(skin.html).not.toContain('id="featured-title"');
    // Virtual try-on: seven business posts → two pages, the page links carry the filter.
    const vto = await page('/business/blog/1?filter=11');
    expect(vto.html).toContain('href="/business/blog/2?filter=11"');
    expect((await page('/business/blog/3?filter=11')).status).toBe(404);
  });
  it('the Japanese page shows translated tag values where the post is translated, English marked', async () => {
    const ja = (await page('/ja/consumer/blog/1')).html;
    expect(ja).toContain('>自撮り</a>');
    expect(ja).toContain('lang="en" href="/ja/consumer/blog/1?filter=42">Travel</a>');
    expect(ja).toMatch(/<li class="card blog-card" lang="en">/);
  });
  it.each(['/business/blog/1?filter=31', '/business/blog/1?filter=abc', '/consumer/blog/1?filter=1'])(
    '%s → 404',
    async (path) => {
      expect((await page(path)).status).toBe(404);
    },
  );
});

describe('one address per post (decision 0174)', () => {
  it.each([
    // [asked, canonical] — the query survives (UTM), the id parameter does not.
    [
      '/business/blog/jewellery-ar-guide?utm_source=news',
      '/business/blog/commerce/jewellery-ar-guide?utm_source=news',
    ],
    ['/business/blog/general/jewellery-ar-guide', '/business/blog/commerce/jewellery-ar-guide'],
    ['/ja/consumer/blog/first-video-edit', '/ja/consumer/blog/video-editing/first-video-edit'],
    [
      `/business/blog/post?postId=${entryId('BLOG_POST', 'jewellery-ar-guide')}&utm_medium=mail`,
      '/business/blog/commerce/jewellery-ar-guide?utm_medium=mail',
    ],
  ])('%s → 301 %s', async (asked, canonical) => {
    const r = await page(asked);
    expect(r.status).toBe(301);
    expect(r.location).toBe(canonical);
  });

  it('the canonical address names itself; hreflang lists the same address in each language', async () => {
    const r = await page('/business/blog/commerce/jewellery-ar-guide?utm_source=x');
    expect(r.status).toBe(200);
    expect(r.html).toContain(
      '<link rel="canonical" href="http://localhost/business/blog/commerce/jewellery-ar-guide"/>',
    );
    expect(r.html).toContain('<meta property="og:type" content="article"/>');
  });
});

describe('post pages: head, structured data, date and share links (spec 001 §7, §9)', () => {
  it('English post: SEO meta title, BlogPosting, breadcrumbs, FAQ in order without unanswered entries', async () => {
    const r = await page('/business/blog/general/virtual-try-on-returns');
    expect(r.title).toBe('How virtual try-on cuts shade returns | Lumora');
    expect(r.html).toContain('<time dateTime="2026-11-17T09:00:00.000Z">November 17, 2026</time>');
    const ld = ldOf(r.html);
    const posting = ld.find((x) => x['@type'] === 'BlogPosting')!;
    expect(posting.author).toMatchObject({ '@type': 'Person', name: 'Lena Marsh' });
    expect(posting.publisher).toMatchObject({ '@type': 'Organization', foundingDate: '2015' });
    expect(posting.datePublished).toBe('2026-11-17T09:00:00.000Z');
    const crumbs = ld.find((x) => x['@type'] === 'BreadcrumbList')!;
    expect((crumbs.itemListElement as { name: string }[]).map((i) => i.name)).toEqual([
      'Lumora for Business',
      'Blog',
      'General',
      'How virtual try-on cuts shade returns',
    ]);
    const faq = ld.find((x) => x['@type'] === 'FAQPage')!;
    // spec 001 §5: only entries with question and answer, by order ascending.
    expect((faq.mainEntity as { name: string }[]).map((q) => q.name)).toEqual([
      'Does try-on work for foundation?',
      'How soon do returns drop?',
    ]);
    expect(r.html).not.toContain('Draft question without an answer');
    expect(ld.some((x) => x['@type'] === 'HowTo')).toBe(false);
  });

  it('HowTo with the one-minute default when the meta enables it', async () => {
    const r = await page('/consumer/blog/photo-editing/remove-tourists-from-travel-photos');
    const howTo = ldOf(r.html).find((x) => x['@type'] === 'HowTo')!;
    expect(howTo.totalTime).toBe('PT1M');
    expect((howTo.step as unknown[]).length).toBe(3);
  });

  it('Japanese post: Japanese title, date format and UI texts; English FAQ texts stay out', async () => {
    const r = await page('/ja/consumer/blog/selfie-editing/better-selfies-in-low-light');
    expect(r.title).toBe('暗い場所でもきれいな自撮りを | Lumora');
    expect(r.html).toContain('2026年9月22日');
    expect(r.html).toContain('この記事をシェア');
    expect(ldOf(r.html).find((x) => x['@type'] === 'BlogPosting')?.inLanguage).toBe('ja');
  });

  it('an untranslated post on a Japanese page is marked English', async () => {
    const r = await page('/ja/business/blog/makeup/shade-matching-for-every-skin-tone');
    expect(r.status).toBe(200);
    expect(r.html).toContain('<article class="section blog-post" lang="en"');
  });

  it('share links are plain links to the three networks with the post address', async () => {
    const r = await page('/business/blog/general/virtual-try-on-returns');
    const url = encodeURIComponent('http://localhost/business/blog/general/virtual-try-on-returns');
    expect(r.html).toContain(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(r.html).toContain(`https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
    expect(r.html).toContain(`https://twitter.com/intent/tweet?url=${url}`);
  });

  it('related posts stream after the post (secondary data)', async () => {
    const r = await page('/business/blog/makeup/shade-matching-for-every-skin-tone');
    const related = r.html.indexOf('id="related-title"');
    expect(related).toBeGreaterThan(r.html.indexOf('<h1 id="page-title">'));
    expect(r.html.slice(related)).toContain('How virtual try-on cuts shade returns');
  });
});

describe("the author's image (spec 001 §3.3)", () => {
  const SITE = englishSite('business-blog-author', '/business/blog/author/iris-vale');
  const author = (imageUrl: string | null): BlogAuthorView => ({
    authorHandle: 'iris-vale',
    displayName: 'Iris Vale',
    position: 'Colour Scientist',
    emailUrl: null,
    shortDesc: 'Iris measures how shades read on camera.',
    imageUrl,
    socialUrls: {},
    id: 1,
    pageKey: 'iris-vale',
    languageType: 'enu',
    fellBack: false,
    preview: false,
  });
  const draw = (a: BlogAuthorView) =>
    renderInSite(createElement(AuthorCard, { author: a, linked: true }), SITE);

  it('an author with an image shows it beside the name; one without shows none', async () => {
    expect(await draw(author('/media/authors/iris-vale.jpg'))).toMatch(
      /<img class="blog-author__image" src="\/media\/authors\/iris-vale\.jpg" alt=""/,
    );
    expect(await draw(author(null))).not.toContain('blog-author__image');
  });

  it('the seeded author pages render their card', async () => {
    const { html } = await page('/business/blog/author/lena-marsh');
    expect(html).toContain('class="blog-author"');
  });
});
