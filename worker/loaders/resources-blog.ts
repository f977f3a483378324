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
import { language } from '../../shared/languages';
import { href } from '../../shared/routes';
import { languageTypeFor } from '../../shared/smb/content';
import {
  type BlogAuthorView,
  type BlogPostView,
  reshapeBlogAuthor,
  reshapeBlogPost,
  reshapeSeoMeta,
  type SeoView,
} from '../../shared/smb/content-reshape';
import {
  blogPostingLd,
  breadcrumbLd,
  faqLd,
  howToLd,
  type JsonLdObject,
  personLd,
} from '../../shared/structured-data';
import { loadedI18n } from '../i18n';
import { smbFetch } from '../smb/client';
import { cmsById, cmsByLanguage, cmsList, failure } from './cms';
import { headOf } from './content';
import type { Head, Loader, LoaderArgs, LoaderResult } from './types';

/**
 * Loaders of the blog routes of shared/route-table/resources.ts (spec 001 §2.5), keyed by route id,
 * for both audiences. Posts and authors come from the content lists (BLOG_POST, BLOG_AUTHOR) in the
 * visitor's language with English filling gaps; a post of the other audience does not exist here.
 * SPEC-NOTES 11 is the route table's order: numbers are list pages, known categories are categories,
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
  const q = new URLSearchParams({ path, languageType: languageTypeFor(args.lang) });
  try {
    const res = await smbFetch(args.c, `/seo/query-meta-by-path.action?${q}`);
    if (!res.ok) {
      await res.body?.cancel();
      return null;
    }
    return reshapeSeoMeta(await res.json());
  } catch {
    // spec 001 §8: SEO calls reject with nothing — the page keeps its own title.
    return null;
  }
}

const abs = (args: LoaderArgs, path: string) => `${args.url.origin}${path}`;

/** Breadcrumbs: the blog, then the given trail (spec 001 §7 structured data). */
function crumbs(args: LoaderArgs, trail: { name: string; path: string }[]): JsonLdObject {
  const t = texts(args);
  const items = [
    { name: t('seo:blog-list.heading'), url: abs(args, listHref(args.lang, args.audience, 1)) },
    ...trail.map((x) => ({ name: x.name, url: abs(args, x.path) })),
  ];
  return breadcrumbLd(items);
}

function listPage(
  blog: Blog,
  mode: BlogListMode,
  posts: readonly BlogPostView[],
  page: number,
  extra: { head?: Partial<Head>; ld?: JsonLdObject[]; author?: BlogAuthorView } = {},
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
    ld: extra.ld ?? [],
  };
  return { kind: 'page', page: 'blog-list', data, head: extra.head };
}

// ─── Lists ───────────────────────────────────────────────────────────────────────────────────────

/**
 * /blog/{page number}: out-of-range pages are 404 (the first page always exists). `?filter={tag id}`
 * narrows the list to one filter tag of this blog (404 for a tag it does not offer); page 1 without
 * a filter features the newest FOCUS post (decision 0114).
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
  const posts =
    filter === null
      ? blog.value.posts
      : blog.value.posts.filter((p) => p.filters.some((f) => f.id === filter));
  const t = texts(args);
  const pageHead: Partial<Head> | undefined =
    head ?? (page > 1 ? { title: t(`${args.audience}:blog.pageTitle`, { page }) } : undefined);
  const result = listPage(blog.value, 'list', posts, page, {
    head: pageHead,
    ld: [
      crumbs(args, page > 1 ? [{ name: String(page), path: listHref(args.lang, args.audience, page) }] : []),
    ],
  });
  if (result.kind !== 'page') return result;
  const featured = page === 1 && filter === null ? featuredPost(blog.value.posts, args.audience) : undefined;
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
      head: head ?? namedHead(args, 'blog-category', name),
      ld: [crumbs(args, [{ name, path: categoryHref(args.lang, args.audience, cat) }])],
    });
  };

/** /blog/search/{keywords}: every word must occur in the post (decision 0110). */
const search: Loader = async (args) => {
  const blog = await loadBlog(args);
  if (!blog.ok) return blog.result;
  const keywords = (args.params.keywords ?? '').slice(0, 100);
  return listPage(blog.value, 'search', searchPosts(blog.value.posts, keywords), 1, {
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
      crumbs(args, [{ name: author.displayName, path }]),
    ],
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

/** /blog/author/{authorHandle}: unknown handles are 404. */
const author: Loader = async (args) => {
  const blog = await loadBlog(args);
  if (!blog.ok) return blog.result;
  const a = blog.value.authors.get(args.params.authorHandle ?? '');
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

/** The post page for a handle: the post in the page's language (English when not translated). */
async function postPage(args: LoaderArgs, handle: string): Promise<LoaderResult> {
  const r = await cmsByLanguage(args.c, args.lang, 'BLOG_POST', handle);
  if (!r.ok) return failure(r.status);
  let post: BlogPostView;
  try {
    post = reshapeBlogPost(r.data.entry, r.data.asked);
  } catch {
    return { kind: 'not-found' };
  }
  if (post.audience !== args.audience) return { kind: 'not-found' };
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
  const path = postHref(args.lang, args.audience, post);
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
    crumbs(args, [
      { name: categoryName, path: categoryHref(args.lang, args.audience, post.category) },
      { name: post.title, path },
    ]),
    faqLd(meta?.faqs ?? []),
    howToLd(post.title, meta?.howTo ?? null),
  ].filter((x): x is JsonLdObject => x !== null);

  const data: BlogPostData = { post, author, faqs: meta?.faqs ?? [], ld, shareUrl: abs(args, path) };
  // Related posts are secondary: they stream in after the post (DESIGN "What streams").
  const related: Promise<PostCard[]> = loadBlog(args)
    .then((blog) => (blog.ok ? cardsOf(blog.value, relatedPosts(post, blog.value.posts)) : []))
    .catch(() => []);
  const head: Head = meta
    ? { title: meta.title, description: meta.description }
    : namedHead(args, 'blog-post-handle', post.title, post.metaDesc);
  return { kind: 'page', page: 'blog-post', data, deferred: { related }, head };
}

/**
 * /blog/{category}/{title}: the post whose handle is `title`, in whichever category the link names
 * (menus link posts under `general`, spec 001 §2.1; decision 0111).
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
  return postPage(args, r.data.entry.attributes.pageKey);
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
