import { describe, expect, it } from 'vitest';
import {
  featuredPost,
  filteredListHref,
  filterGroups,
  pageOf,
  postHref,
  relatedPosts,
  SHARE_POPUP,
  searchPosts,
  sharePopupFeatures,
  shareUrl,
} from '../../shared/blog';
import { BlogPostSchema } from '../../shared/smb/content';
import type { BlogPostView } from '../../shared/smb/content-reshape';
import { reshapeSeoMeta } from '../../shared/smb/content-reshape';
import {
  blogPostingLd,
  breadcrumbLd,
  FOUNDING_YEAR,
  faqLd,
  howToLd,
  organizationLd,
} from '../../shared/structured-data';
import { served } from './support/json-ld';

function seoPayload(extra: Record<string, unknown>) {
  return {
    data: {
      sourceId: 'cms-1',
      path: '/business/blog/x',
      languageType: 'enu',
      title: 'T',
      ogTitle: null,
      description: 'D',
      ogDescription: null,
      imageUrl: null,
      metaType: 'ARTICLE',
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
      ...extra,
    },
  };
}

describe('structured data builders (spec 001 §7, §9)', () => {
  it('BlogPosting names the author and a publisher founded in 2015', () => {
    const ld = served(
      blogPostingLd({
        url: 'https://site.test/business/blog/general/a',
        headline: 'A',
        description: 'About A',
        datePublished: '2025-01-08T09:00:00.000Z',
        inLanguage: 'en',
        keywords: ['one', 'two'],
        author: { name: 'Lena Marsh', url: 'https://site.test/business/blog/author/lena-marsh' },
        brand: 'Lumora',
        origin: 'https://site.test',
      }),
    );
    expect(ld['@type']).toBe('BlogPosting');
    expect(ld.author).toMatchObject({ '@type': 'Person', name: 'Lena Marsh' });
    // spec 001 §9: founding year 2015 in structured data.
    expect(ld.publisher).toEqual({
      '@type': 'Organization',
      name: 'Lumora',
      url: 'https://site.test/',
      logo: 'https://site.test/brand/logo.png',
      foundingDate: '2015',
    });
    expect(FOUNDING_YEAR).toBe('2015');
    expect(ld.keywords).toBe('one, two');
    expect(ld.dateModified).toBe(ld.datePublished);
    expect(organizationLd('X', 'https://a.test').foundingDate).toBe('2015');
  });

  it('BreadcrumbList positions start at 1 in the given order', () => {
    const ld = served(
      breadcrumbLd([
        { name: 'Blog', url: 'https://s/b/1' },
        { name: 'Makeup', url: 'https://s/b/category/makeup' },
      ]),
    );
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Blog', item: 'https://s/b/1' },
      { '@type': 'ListItem', position: 2, name: 'Makeup', item: 'https://s/b/category/makeup' },
    ]);
  });

  it('FAQ keeps only entries with question and answer, sorted by order (spec 001 §5)', () => {
    const seo = reshapeSeoMeta(
      seoPayload({
        serpFaqs: [
          { question: 'Second?', answer: 'B', order: 2 },
          { question: 'No answer', answer: null, order: 0 },
          { question: null, answer: 'No question', order: 1 },
          { question: 'First?', answer: 'A', order: 1 },
        ],
      }),
    );
    const ld = served(faqLd(seo.faqs));
    expect(ld?.mainEntity).toEqual([
      { '@type': 'Question', name: 'First?', acceptedAnswer: { '@type': 'Answer', text: 'A' } },
      { '@type': 'Question', name: 'Second?', acceptedAnswer: { '@type': 'Answer', text: 'B' } },
    ]);
    expect(faqLd([])).toBeNull();
  });

  it('HowTo only when enabled, with one minute by default (spec 001 §9)', () => {
    const steps = [{ name: 'Open', text: 'Open it', image: null }];
    expect(howToLd('X', reshapeSeoMeta(seoPayload({ serpSteps: steps })).howTo)).toBeNull();
    const ld = served(
      howToLd('X', reshapeSeoMeta(seoPayload({ enableHowTo: true, serpSteps: steps })).howTo),
    );
    expect(ld?.totalTime).toBe('PT1M');
    expect(ld?.step).toEqual([{ '@type': 'HowToStep', position: 1, name: 'Open', text: 'Open it' }]);
    const timed = served(
      howToLd(
        'X',
        reshapeSeoMeta(seoPayload({ enableHowTo: true, howToTotalTime: 'PT5M', serpSteps: steps })).howTo,
      ),
    );
    expect(timed?.totalTime).toBe('PT5M');
  });
});

function post(handle: string, extra: Partial<BlogPostView> = {}): BlogPostView {
  return {
    id: 1,
    pageKey: handle,
    languageType: 'enu',
    fellBack: false,
    preview: false,
    postHandle: handle,
    title: handle,
    metaDesc: '',
    audience: 'business',
    category: 'general',
    authorHandle: 'a',
    imageUrl: null,
    publishedAt: '2025-01-01T00:00:00.000Z',
    keywords: [],
    filters: [],
    postContent: [{ type: 'paragraph', text: 'body' }],
    ...extra,
  };
}

describe('blog rules (spec 001 §2.5)', () => {
  it('pages: the first always exists, beyond the last is null', () => {
    const items = Array.from({ length: 7 }, (_, i) => i);
    expect(pageOf(items, 1, 6)).toEqual({ items: [0, 1, 2, 3, 4, 5], page: 1, pages: 2 });
    expect(pageOf(items, 2, 6)?.items).toEqual([6]);
    expect(pageOf(items, 3, 6)).toBeNull();
    expect(pageOf([], 1, 6)).toEqual({ items: [], page: 1, pages: 1 });
    expect(pageOf([], 2, 6)).toBeNull();
  });

  it('search needs every word, case-insensitively, anywhere in the post', () => {
    const posts = [
      post('a', { title: 'Shade matching', keywords: [{ title: 'Foundation' }] }),
      post('b', { postContent: [{ type: 'list', ordered: false, items: ['shade guide'] }] }),
    ];
    expect(searchPosts(posts, 'SHADE').map((p) => p.postHandle)).toEqual(['a', 'b']);
    expect(searchPosts(posts, 'shade foundation').map((p) => p.postHandle)).toEqual(['a']);
    expect(searchPosts(posts, '   ')).toEqual([]);
  });

  it('search matches what the visitor reads: the shown category name, tag names, accents folded', () => {
    const posts = [
      post('a', { category: 'makeup', title: 'Rouge à lèvres' }),
      post('b', { category: 'hair', title: 'Cheveux' }),
    ];
    const shown = (p: { category: string }) => [p.category === 'makeup' ? 'Maquillage' : 'Cheveux'];
    expect(searchPosts(posts, 'maquillage', shown).map((p) => p.postHandle)).toEqual(['a']);
    expect(searchPosts(posts, 'maquillage').map((p) => p.postHandle)).toEqual([]);
    expect(searchPosts(posts, 'makeup', shown).map((p) => p.postHandle)).toEqual(['a']);
    expect(searchPosts(posts, 'levres').map((p) => p.postHandle)).toEqual(['a']);
    expect(searchPosts(posts, 'LÈVRES').map((p) => p.postHandle)).toEqual(['a']);
  });

  it('related posts: same category first, never the post itself', () => {
    const me = post('me', { category: 'makeup', keywords: [{ title: 'x' }] });
    const all = [
      post('newest'),
      me,
      post('shares-kw', { keywords: [{ title: 'X' }] }),
      post('same', { category: 'makeup' }),
    ];
    expect(relatedPosts(me, all, 2).map((p) => p.postHandle)).toEqual(['same', 'shares-kw']);
  });

  it('post links are /blog/{category}/{handle} with the language prefix', () => {
    expect(postHref('ja', 'consumer', { category: 'nail', postHandle: 'n' })).toBe(
      '/ja/consumer/blog/nail/n',
    );
  });

  it('share targets carry the encoded address; the popup is 600x400 (spec 001 §7)', () => {
    const url = 'https://site.test/business/blog/general/a?x=1';
    expect(shareUrl('facebook', url, 't')).toContain(encodeURIComponent(url));
    expect(shareUrl('linkedin', url, 't')).toContain(encodeURIComponent(url));
    expect(shareUrl('x', url, 'a & b')).toContain('text=a%20%26%20b');
    expect(SHARE_POPUP).toEqual({ width: 600, height: 400 });
    expect(sharePopupFeatures()).toContain('width=600,height=400');
  });

  it('filter tags group by the blog’s kinds, each tag once; FOCUS features a post (spec 001 §3.3)', () => {
    const posts = [
      post('a', { filters: [{ kind: 'BUSINESS_TOPICS', id: 21, value: 'Retail' }] }),
      post('b', {
        filters: [
          { kind: 'FOCUS', id: 1, value: 'BF_BUSINESS_FOCUS' },
          { kind: 'BUSINESS_SERVICES', id: 11, value: 'Virtual try-on' },
          { kind: 'BUSINESS_TOPICS', id: 21, value: 'Retail (again)' },
          { kind: 'CONSUMER_APPS', id: 31, value: 'Photo editor app' },
        ],
      }),
    ];
    expect(filterGroups(posts, 'business')).toEqual([
      { kind: 'BUSINESS_SERVICES', tags: [{ id: 11, value: 'Virtual try-on', fellBack: false }] },
      { kind: 'BUSINESS_TOPICS', tags: [{ id: 21, value: 'Retail', fellBack: false }] },
    ]);
    expect(featuredPost(posts, 'business')?.postHandle).toBe('b');
    // A translated value beats an English fallback met earlier.
    const mixed = [
      post('en', { fellBack: true, filters: [{ kind: 'BUSINESS_TOPICS', id: 21, value: 'Retail' }] }),
      post('ja', { filters: [{ kind: 'BUSINESS_TOPICS', id: 21, value: '小売' }] }),
    ];
    expect(filterGroups(mixed, 'business')[0]?.tags).toEqual([{ id: 21, value: '小売', fellBack: false }]);
    expect(featuredPost(posts, 'consumer')).toBeUndefined();
    expect(filteredListHref('en', 'business', 2, 11)).toBe('/business/blog/2?filter=11');
    expect(filteredListHref('fr', 'business', 1, null)).toBe('/fr/business/blog/1');
  });

  it('a post entry without filter tags still parses (older CMS entries), with none', () => {
    const {
      id: _id,
      pageKey: _k,
      languageType: _l,
      fellBack: _f,
      preview: _p,
      filters: _t,
      ...raw
    } = post('old');
    expect(BlogPostSchema.parse(raw).filters).toEqual([]);
    expect(() =>
      BlogPostSchema.parse({ ...raw, filters: [{ kind: 'OTHER_KIND', id: 1, value: 'x' }] }),
    ).toThrow();
  });
});
