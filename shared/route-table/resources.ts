import { BLOG_CATEGORIES } from '../blog-categories';
import { FORUM_LANGS } from '../forum-langs';
import type { Audience } from '../languages';
import type { QueryParam, RedirectDef, RouteDef } from './types';

/** A CMS content id (worker/loaders/resources-blog.ts `ID`): another value is a 404, never stored. */
const CONTENT_ID = /^[1-9]\d{0,9}$/;
/**
 * `?filter={tag id}` narrows a blog list (decision 0114): another list, so the canonical keeps it. Only
 * the tags the blog offers are pages (the loader answers 404 for any other id, never stored): the copies
 * are bounded by the tags that exist.
 */
const BLOG_FILTER: Record<string, QueryParam> = { filter: { values: CONTENT_ID, canonical: true } };

/** Spec 001 §2.4 (news, colour trends, success stories, videos), §2.5 (blog), §2.6 (forums, events). */

/** spec-rulings 5: these select the forum page's language variant; anything else is a course key. */
export const GBTF_LANGS = ['fra', 'enu', 'jpn'] as const;

const PAGE_NUMBER = /^[1-9]\d{0,3}$/;
const NOT_A_NUMBER_OR_CATEGORY = new RegExp(`^(?!\\d+$)(?!(?:${BLOG_CATEGORIES.join('|')})$).+$`);

const route = (
  id: string,
  path: string,
  extra: Partial<RouteDef> = {},
  audience: Audience = 'business',
): RouteDef => ({ id, path, audience, page: 'basic', ...extra });

/**
 * spec-rulings 11, in this order: `blog/{number}` is a list page, `blog/{known category}` a category,
 * anything else a post handle (404 when the content has none).
 */
const r = route;

function blogRoutes(audience: Audience): RouteDef[] {
  const base = `/${audience}/blog`;
  const id = (name: string) => `${audience}-blog-${name}`;
  // Both audiences share the blog's titles: seoKey `blog-<name>`.
  // Lists, categories, search and authors share one page module; posts another (decision 0110).
  const r = (idv: string, path: string, extra: Partial<RouteDef>, aud: Audience): RouteDef =>
    route(
      idv,
      path,
      {
        seoKey: idv.replace(`${audience}-`, ''),
        page: /-post/.test(idv) ? 'blog-post' : 'blog-list',
        ...extra,
      },
      aud,
    );
  return [
    r(
      id('post-by-id'),
      `${base}/post`,
      { sitemap: false, query: { postId: { values: CONTENT_ID } } },
      audience,
    ),
    r(
      id('author-by-id'),
      `${base}/author`,
      { sitemap: false, query: { authorId: { values: CONTENT_ID, canonical: true } } },
      audience,
    ),
    r(id('author'), `${base}/author/:authorHandle`, { contentBacked: true, sitemap: false }, audience),
    r(id('search'), `${base}/search/:keywords`, { sitemap: false }, audience),
    // Category pages take no `?filter=` (decision 0114): their loader never reads it, so the route
    // doesn't list it and a filtered address renders uncached (issue 44, F19: one copy per value).
    r(id('category'), `${base}/category/:attr`, { params: { attr: BLOG_CATEGORIES } }, audience),
    r(
      id('list'),
      `${base}/:page`,
      { params: { page: PAGE_NUMBER }, known: { page: ['1'] }, query: BLOG_FILTER },
      audience,
    ),
    // The same list as /category/{attr}, which the site links: that one is canonical (decision 0174).
    r(
      id('category-page'),
      `${base}/:category`,
      { params: { category: BLOG_CATEGORIES }, sitemap: false },
      audience,
    ),
    r(
      id('post'),
      `${base}/:category/:title`,
      { params: { category: BLOG_CATEGORIES }, contentBacked: true, sitemap: false },
      audience,
    ),
    r(
      id('post-handle'),
      `${base}/:postHandle`,
      { params: { postHandle: NOT_A_NUMBER_OR_CATEGORY }, contentBacked: true, sitemap: false },
      audience,
    ),
  ];
}

export const RESOURCE_ROUTES: readonly RouteDef[] = [
  // §2.4 news
  r('news-list', '/business/news/list', { page: 'news-list' }),
  r('news-detail', '/business/news/detail/:id', {
    page: 'news-article',
    contentBacked: true,
    sitemap: false,
  }),
  r('news-preview', '/business/news/preview/:id', {
    page: 'news-article',
    contentBacked: true,
    sitemap: false,
  }),
  r('news-handle', '/business/news/:newsHandle', {
    page: 'news-article',
    contentBacked: true,
    sitemap: false,
  }),
  r(
    'consumer-news-detail',
    '/consumer/news/detail/:id',
    { page: 'news-article', contentBacked: true, sitemap: false },
    'consumer',
  ),
  // §2.4 colour trends
  r('color-list', '/business/color-list', { page: 'trends-list' }),
  r('color-trends-download', '/business/color-trends/download', { page: 'trends-download', ns: 'contact' }),
  r('color-trends-applied', '/business/color-trends/applied/:id', {
    page: 'trends-report',
    contentBacked: true,
    sitemap: false,
  }),
  r('color-trends', '/business/color-trends/:id?', {
    page: 'trends-report',
    contentBacked: true,
    bare: 'the latest colour trend report',
  }),
  // §2.4 success stories (and their iframe variants)
  r('successstory-list', '/business/successstory/list', { page: 'story-list' }),
  r('successstory-detail', '/business/successstory/detail/:id', {
    page: 'story-detail',
    contentBacked: true,
    sitemap: false,
  }),
  r('successstory-handle', '/business/successstory/:storyHandle', {
    page: 'story-detail',
    contentBacked: true,
    sitemap: false,
  }),
  r('iframe-successstory-list', '/business/iframe/successstory/list', {
    page: 'story-list',
    frame: 'iframe',
    sitemap: false,
  }),
  r('iframe-successstory-detail', '/business/iframe/successstory/detail/:id', {
    page: 'story-detail',
    frame: 'iframe',
    contentBacked: true,
    sitemap: false,
  }),
  r('iframe-successstory-handle', '/business/iframe/successstory/:storyHandle', {
    page: 'story-detail',
    frame: 'iframe',
    contentBacked: true,
    sitemap: false,
  }),
  // §2.4 videos
  r('videos', '/business/videos', { page: 'video-list' }),
  r('video', '/business/video/:videoId', { page: 'video-detail', contentBacked: true, sitemap: false }),
  // §2.5 blog, business and consumer alike
  ...blogRoutes('business'),
  ...blogRoutes('consumer'),
  // §2.6 forums and events
  // Decision 0130: each forum family shows in the languages of decision 0088; others redirect to English.
  r('master-class', '/business/beauty-tech-forum-master-class/:courseKey?', {
    langs: FORUM_LANGS['master-class'],
    page: 'forum-event',
    contentBacked: true,
    bare: 'the latest master-class course',
  }),
  r('master-class-session', '/business/beauty-tech-forum-master-class/detail/:sessionId/:thankyou?', {
    langs: FORUM_LANGS['master-class'],
    page: 'forum-session',
    ns: 'contact',
    params: { thankyou: ['thankyou'] },
    contentBacked: true,
    sitemap: false,
  }),
  // Decision 0131: every forum session page has the webinar form, so every one has its thank-you step.
  r('gbtf-session', '/business/global-beauty-tech-forum/detail/:sessionId/:thankyou?', {
    langs: FORUM_LANGS['global-forum'],
    page: 'forum-session',
    ns: 'contact',
    params: { thankyou: ['thankyou'] },
    contentBacked: true,
    sitemap: false,
  }),
  r('gbtf', '/business/global-beauty-tech-forum/:gbtfLang?', {
    langs: FORUM_LANGS['global-forum'],
    page: 'forum-event',
    params: { gbtfLang: GBTF_LANGS },
    bare: 'the current forum in the visitor’s language variant',
  }),
  r('gbtf-course', '/business/global-beauty-tech-forum/:courseKey', {
    langs: FORUM_LANGS['global-forum'],
    page: 'forum-event',
    contentBacked: true,
    sitemap: false,
  }),
  r('education-series', '/business/education-series', {
    langs: FORUM_LANGS['education-series'],
    page: 'forum-education',
  }),
  r('education-series-session', '/business/education-series/detail/:sessionId/:thankyou?', {
    langs: FORUM_LANGS['education-series'],
    page: 'forum-session',
    ns: 'contact',
    params: { thankyou: ['thankyou'] },
    contentBacked: true,
    sitemap: false,
  }),
  r('beauty-fashion-metaverse', '/business/beauty-fashion-metaverse', { page: 'cms-page' }),
  r('ces2022', '/business/CES2022', { page: 'cms-page' }),
];

const blogRedirects = (audience: Audience): RedirectDef[] => [
  // spec 001 §2.5: a bare blog is its first list page (a default: 302).
  { from: `/${audience}/blog`, to: `/${audience}/blog/1`, status: 302 },
];

export const RESOURCE_REDIRECTS: readonly RedirectDef[] = [
  ...blogRedirects('business'),
  ...blogRedirects('consumer'),
  // spec-rulings 16: a bare detail, preview or handle address shows its family's list.
  { from: '/business/news', to: '/business/news/list', status: 302 },
  { from: '/business/news/detail', to: '/business/news/list', status: 302 },
  { from: '/business/news/preview', to: '/business/news/list', status: 302 },
  { from: '/business/successstory', to: '/business/successstory/list', status: 302 },
  { from: '/business/successstory/detail', to: '/business/successstory/list', status: 302 },
  {
    from: '/business/global-beauty-tech-forum/detail',
    to: '/business/global-beauty-tech-forum',
    status: 302,
  },
  {
    from: '/business/beauty-tech-forum-master-class/detail',
    to: '/business/beauty-tech-forum-master-class',
    status: 302,
  },
  { from: '/business/education-series/detail', to: '/business/education-series', status: 302 },
];
