import type { BlogListData, BlogListMode } from '../../client/pages/blog-list/data';
import type { BlogPostData } from '../../client/pages/blog-post/data';
import {
  authorHref,
  categoryHref,
  featuredPost,
  filterGroups,
  listHref,
  type PostCard,
  pageOf,
  postHref,
  relatedPosts,
  searchHref,
  searchPosts,
  toCard,
} from '../../shared/blog';
import type { HeadHints } from '../../shared/head';
import { language } from '../../shared/languages';
import { href } from '../../shared/routes';
import { languageTypeFor } from '../../shared/smb/content';
import {
  type BlogAuthorView,
  type BlogPostView,
  reshapeBlogAuthor,
  reshapeBlogPost,
  type SeoView,
} from '../../shared/smb/content-reshape';
import { blogPostingLd, type JsonLdObject, personLd } from '../../shared/structured-data';
import { loadedI18n } from '../i18n';
import { cmsById, cmsByLanguage, cmsList, failure, seoHead } from './cms';
import { headOf } from './content';
import type { Head, Loader, LoaderArgs, LoaderResult } from './types';

/**
 * Loaders of the blog routes of shared/route-table/resources.ts (spec 001 §2.5), keyed by route id,
 * for both audiences. Posts and authors come from the content lists (BLOG_POST, BLOG_AUTHOR) in the
 * visitor's language with English filling gaps; a post of the other audience does not exist here.
 * spec-rulings 11 is the route table's order: numbers are list pages, known categories are categories,
 * anything else a post handle (404 when the content has none) — decision 0111.
 */

type Blog = { posts: BlogPostView[]; authors: Map<string, BlogAuthorView> };
type Got<T> = { ok: true; value: T } | { ok: false; result: LoaderResult };

/** Every post of the page's audience (newest first) and every author, in the page's language. */
async function loadBlog(args: LoaderArgs): Promise<Got<Blog>> {
  const [posts, authors] = await Promise.all([
    cmsList(args.c, args.lang, 'BLOG_POST'),
    cmsList(args.c, args.lang, 'BLOG_AUTHOR'),
  ]);
  if (!posts.ok) return { ok: false, result: failure(posts.status) };
  if (!authors.ok) return { ok: false, result: failure(authors.status) };
  const asked = languageTypeFor(args.lang);
  const all = posts.data.map((e) => reshapeBlogPost(e, asked)).filter((p) => p.audience === args.audience);
  const byHandle = new Map(
    authors.data.map((e) => reshapeBlogAuthor(e, asked)).map((a) => [a.authorHandle, a]),
  );
  return { ok: true, value: { posts: all, authors: byHandle } };
}

const cardsOf = (blog: Blog, posts: readonly BlogPostView[]): PostCard[] =>
  posts.map((p) => toCard(p, (h) => blog.authors.get(h)?.displayName));

function texts(args: LoaderArgs) {
  const i18n = loadedI18n(args.lang, args.c.get('config').BRAND_NAME);
  return (key: string, vars: Record<string, unknown> = {}): string => i18n.t(key, vars);
}

/** The page's title and description with a name (a category, an author, a post) in the seo pattern. */
function namedHead(args: LoaderArgs, seoKey: string, name: string, description?: string): Head {
  const t = texts(args);
  return {
    title: t(`seo:${seoKey}.title`, { name }),
    description: description ?? t(`seo:${seoKey}.description`, { name }),
  };
}

/** The full SEO meta record of a path in the page's language (spec 001 §3.2), or null. */
async function seoMeta(args: LoaderArgs, path: string): Promise<SeoView | null> {
  // spec 001 §8: SEO calls reject with nothing — the page keeps its own title.
  return (await seoHead(args.c, args.lang, path))?.seo ?? null;
}

const abs = (args: LoaderArgs, path: string) => `${args.url.origin}${path}`;

type Crumb = { name: string; path: string };

/** Breadcrumbs below the home: the blog, then the given trail (spec 001 §7 structured data). */
function crumbs(args: LoaderArgs, trail: Crumb[]): Crumb[] {
  const t = texts(args);
  return [{ name: t('seo:blog-list.heading'), path: listHref(args.lang, args.audience, 1) }, ...trail];
}

function listPage(
  blog: Blog,
  mode: BlogListMode,
  posts: readonly BlogPostView[],
  page: number,
  extra: { head?: HeadHints; ld?: JsonLdObject[]; crumbs?: Crumb[]; author?: BlogAuthorView } = {},
): LoaderResult {
  const paged = pageOf(posts, page);
  if (!paged) return { kind: 'not-found' };
  const data: BlogListData = {
    mode,
    posts: cardsOf(blog, paged.items),
    page: paged.page,
    pages: paged.pages,
    total: posts.length,
    author: extra.author ?? null,
    authors: [],
    filters: [],
    filter: null,
    featured: null,
  };
  const head: HeadHints = {
    ...extra.head,
    ...(extra.ld ? { ld: extra.ld } : {}),
    ...(extra.crumbs ? { crumbs: extra.crumbs } : {}),
    ...(mode === 'author' ? { ogType: 'profile' as const } : {}),
  };
  return { kind: 'page', page: 'blog-list', data, head };
}

// ─── Lists ───────────────────────────────────────────────────────────────────────────────────────

/**
 * /blog/{page number}: out-of-range pages are 404 (the first page always exists). `?filter={tag id}`
 * narrows the list to one filter tag of this blog (404 for a tag it does not offer); page 1 without
 * a filter features the newest FOCUS post (decision 0114), which the grid then leaves out.
 */
const list: Loader = async (args) => {
  const [blog, head] = await Promise.all([loadBlog(args), headOf(args)]);
  if (!blog.ok) return blog.result;
  const page = Number(args.params.page);
  const groups = filterGroups(blog.value.posts, args.audience);
  const raw = args.url.searchParams.get('filter');
  const filter = raw === null ? null : Number(raw);
  if (filter !== null && !groups.some((g) => g.tags.some((tag) => tag.id === filter)))
    return { kind: 'not-found' };
  // The featured post stands above the grid on page 1; the grid (every page of it) leaves it out, so
  // it is not shown twice and the pages stay the same length.
  const featuredOne = filter === null ? featuredPost(blog.value.posts, args.audience) : undefined;
  const posts =
    filter === null
      ? blog.value.posts.filter((p) => p !== featuredOne)
      : blog.value.posts.filter((p) => p.filters.some((f) => f.id === filter));
  const t = texts(args);
  const pageHead: HeadHints | undefined =
    head ?? (page > 1 ? { title: t(`${args.audience}:blog.pageTitle`, { page }) } : undefined);
  const result = listPage(blog.value, 'list', posts, page, {
    head: pageHead,
    crumbs: crumbs(
      args,
      page > 1 ? [{ name: String(page), path: listHref(args.lang, args.audience, page) }] : [],
    ),
  });
  if (result.kind !== 'page') return result;
  const featured = page === 1 ? featuredOne : undefined;
  result.data = {
    ...(result.data as BlogListData),
    filters: groups,
    filter,
    featured: featured ? (cardsOf(blog.value, [featured])[0] ?? null) : null,
  };
  return result;
};

/** /blog/category/{attr} and /blog/{category}: every post of a known category (decision 0110). */
const category =
  (param: 'attr' | 'category'): Loader =>
  async (args) => {
    const [blog, head] = await Promise.all([loadBlog(args), headOf(args)]);
    if (!blog.ok) return blog.result;
    const cat = args.params[param] ?? '';
    const name = texts(args)(`${args.audience}:blog.categories.${cat}`);
    const posts = blog.value.posts.filter((p) => p.category === cat);
    return listPage(blog.value, 'category', posts, 1, {
      head: {
        ...(head ?? namedHead(args, 'blog-category', name)),
        // `/blog/{category}` shows the list of `/blog/category/{attr}`: one canonical (decision 0174).
        canonicalPath: categoryHref(args.lang, args.audience, cat),
      },
      crumbs: crumbs(args, [{ name, path: categoryHref(args.lang, args.audience, cat) }]),
    });
  };

/** /blog/search/{keywords}: every word must occur in the post (decision 0110). */
const search: Loader = async (args) => {
  const blog = await loadBlog(args);
  if (!blog.ok) return blog.result;
  const keywords = (args.params.keywords ?? '').slice(0, 100);
  // The category names the visitor reads (its language's translation) count as well as the ids.
  const t = texts(args);
  const shown = (p: BlogPostView) => [t(`${args.audience}:blog.categories.${p.category}`)];
  return listPage(blog.value, 'search', searchPosts(blog.value.posts, keywords, shown), 1, {
    head: namedHead(args, 'blog-search', keywords),
  });
};

// ─── Authors ─────────────────────────────────────────────────────────────────────────────────────

function authorPage(args: LoaderArgs, blog: Blog, author: BlogAuthorView): LoaderResult {
  const path = authorHref(args.lang, args.audience, author.authorHandle);
  const posts = blog.posts.filter((p) => p.authorHandle === author.authorHandle);
  return listPage(blog, 'author', posts, 1, {
    author,
    head: namedHead(args, 'blog-author', author.displayName, author.shortDesc),
    ld: [
      personLd({
        name: author.displayName,
        url: abs(args, path),
        jobTitle: author.position,
        description: author.shortDesc,
      }),
    ],
    crumbs: crumbs(args, [{ name: author.displayName, path }]),
  });
}

/** /blog/author without an id: every author who wrote for this audience (decision 0111). */
async function authorIndex(args: LoaderArgs): Promise<LoaderResult> {
  const blog = await loadBlog(args);
  if (!blog.ok) return blog.result;
  const writing = new Set(blog.value.posts.map((p) => p.authorHandle));
  const authors = [...blog.value.authors.values()].filter((a) => writing.has(a.authorHandle));
  const result = listPage(blog.value, 'authors', [], 1);
  if (result.kind === 'page') result.data = { ...(result.data as BlogListData), authors };
  return result;
}

/** A name compared loosely: case, width, spaces, hyphens and underscores do not matter. */
const nameKey = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_+-]+/g, ' ')
    .trim();

/**
 * spec 001 §2.5 /blog/author/{authorHandle} and /blog/author/{name}: the handle, else the author whose
 * display name (in the page's language, or the handle spelled as words) is the segment — "Amara Osei",
 * "amara osei", "Amara-Osei". Decision 0202.
 */
function findAuthor(
  authors: ReadonlyMap<string, BlogAuthorView>,
  segment: string,
): BlogAuthorView | undefined {
  const byHandle = authors.get(segment);
  if (byHandle) return byHandle;
  const wanted = nameKey(segment);
  if (!wanted) return undefined;
  for (const a of authors.values()) {
    if (nameKey(a.displayName) === wanted || nameKey(a.authorHandle) === wanted) return a;
  }
  return undefined;
}

/** /blog/author/{authorHandle} or /blog/author/{name}: unknown authors are 404. */
const author: Loader = async (args) => {
  const blog = await loadBlog(args);
  if (!blog.ok) return blog.result;
  const a = findAuthor(blog.value.authors, args.params.authorHandle ?? '');
  return a ? authorPage(args, blog.value, a) : { kind: 'not-found' };
};

const ID = /^[1-9]\d{0,9}$/;

/** /blog/author?authorId={id}: the author of that content id, in the page's language; else 404. */
const authorById: Loader = async (args) => {
  const id = args.url.searchParams.get('authorId');
  if (id === null) return authorIndex(args);
  if (!ID.test(id)) return { kind: 'not-found' };
  const [byId, blog] = await Promise.all([cmsById(args.c, 'BLOG_AUTHOR', id), loadBlog(args)]);
  if (!byId.ok) return failure(byId.status);
  if (!blog.ok) return blog.result;
  const a = blog.value.authors.get(byId.data.entry.attributes.pageKey);
  return a ? authorPage(args, blog.value, a) : { kind: 'not-found' };
};

// ─── Posts ───────────────────────────────────────────────────────────────────────────────────────

/**
 * The post page for a handle: the post in the page's language (English when not translated). One
 * address per post (decision 0174): `/blog/{its category}/{handle}`; any other address of the post
 * (`/blog/{handle}`, another category, `?postId=`) answers 301 to it, keeping the rest of the query.
 */
async function postPage(args: LoaderArgs, handle: string, drop: string[] = []): Promise<LoaderResult> {
  const r = await cmsByLanguage(args.c, args.lang, 'BLOG_POST', handle);
  if (!r.ok) return failure(r.status);
  let post: BlogPostView;
  try {
    post = reshapeBlogPost(r.data.entry, r.data.asked);
  } catch {
    return { kind: 'not-found' };
  }
  if (post.audience !== args.audience) return { kind: 'not-found' };
  const path = postHref(args.lang, args.audience, post);
  if (path !== args.url.pathname) {
    const query = new URLSearchParams(args.url.search);
    for (const name of drop) query.delete(name);
    const rest = query.toString();
    return { kind: 'redirect', location: rest ? `${path}?${rest}` : path, status: 301 };
  }
  const [a, meta] = await Promise.all([
    cmsByLanguage(args.c, args.lang, 'BLOG_AUTHOR', post.authorHandle),
    seoMeta(args, `/${args.audience}/blog/${post.postHandle}`),
  ]);
  let author: BlogAuthorView | null = null;
  if (a.ok) {
    try {
      author = reshapeBlogAuthor(a.data.entry, a.data.asked);
    } catch {
      author = null;
    }
  } else if (a.status >= 500) return failure(a.status);

  const t = texts(args);
  const categoryName = t(`${args.audience}:blog.categories.${post.category}`);
  const brand = args.c.get('config').BRAND_NAME;
  const ld = [
    blogPostingLd({
      url: abs(args, path),
      headline: post.title,
      description: post.metaDesc,
      datePublished: post.publishedAt,
      inLanguage: language(post.fellBack ? 'en' : args.lang).htmlLang,
      keywords: post.keywords.map((k) => k.title),
      image: post.imageUrl,
      author: author
        ? {
            name: author.displayName,
            url: abs(args, authorHref(args.lang, args.audience, author.authorHandle)),
            jobTitle: author.position,
          }
        : { name: brand, url: abs(args, href(args.lang, `${args.audience}-home`)) },
      brand,
      origin: args.url.origin,
    }),
  ];

  const data: BlogPostData = { post, author, faqs: meta?.faqs ?? [], shareUrl: abs(args, path) };
  // Related posts are secondary: they stream in after the post (docs/architecture.md "What streams").
  const related: Promise<PostCard[]> = loadBlog(args)
    .then((blog) => (blog.ok ? cardsOf(blog.value, relatedPosts(post, blog.value.posts)) : []))
    .catch(() => []);
  const head: HeadHints = {
    ...(meta
      ? { title: meta.title, description: meta.description }
      : namedHead(args, 'blog-post-handle', post.title, post.metaDesc)),
    seo: meta,
    image: post.imageUrl,
    ogType: 'article',
    ld,
    crumbs: crumbs(args, [
      { name: categoryName, path: categoryHref(args.lang, args.audience, post.category) },
      { name: post.title, path },
    ]),
  };
  // The related posts are cards: no CMS section (decision 0248).
  return { kind: 'page', page: 'blog-post', data, deferred: { related }, deferredSections: [], head };
}

/**
 * /blog/{category}/{title}: the post whose handle is `title`; a link naming another category than the
 * post's (menus link posts under `general`, spec 001 §2.1) redirects to the post's own (decision 0174).
 */
const post: Loader = (args) => postPage(args, args.params.title ?? '');

/**
 * /blog/{postHandle}. `search` with a `q` query is the search form without scripts: it redirects to
 * /blog/search/{keywords} (decision 0112).
 */
const postByHandle: Loader = async (args) => {
  const handle = args.params.postHandle ?? '';
  const q = args.url.searchParams.get('q')?.trim();
  if (handle === 'search' && q)
    return { kind: 'redirect', location: searchHref(args.lang, args.audience, q.slice(0, 100)), status: 302 };
  if (!/^[a-z0-9-]{1,200}$/.test(handle)) return { kind: 'not-found' };
  return postPage(args, handle);
};

/** /blog/post?postId={id}: the post of that content id, shown in the page's language; else 404. */
const postById: Loader = async (args) => {
  const id = args.url.searchParams.get('postId');
  // Without an id the address names no post: it shows the first list page (decision 0111).
  if (id === null) return list({ ...args, params: { page: '1' } });
  if (!ID.test(id)) return { kind: 'not-found' };
  const r = await cmsById(args.c, 'BLOG_POST', id);
  if (!r.ok) return failure(r.status);
  if (r.data.entry.attributes.type !== 'BLOG_POST') return { kind: 'not-found' };
  return postPage(args, r.data.entry.attributes.pageKey, ['postId']);
};

function forAudience(audience: 'business' | 'consumer'): Record<string, Loader> {
  const id = (name: string) => `${audience}-blog-${name}`;
  return {
    [id('list')]: list,
    [id('category')]: category('attr'),
    [id('category-page')]: category('category'),
    [id('search')]: search,
    [id('author')]: author,
    [id('author-by-id')]: authorById,
    [id('post')]: post,
    [id('post-handle')]: postByHandle,
    [id('post-by-id')]: postById,
  };
}

/** Loaders of the blog routes of shared/route-table/resources.ts, keyed by route id. */
export const BLOG_LOADERS: Record<string, Loader> = {
  ...forAudience('business'),
  ...forAudience('consumer'),
};
