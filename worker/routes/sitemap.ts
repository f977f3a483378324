import type { Context } from 'hono';
import { hreflangLinks, indexableVersions } from '../../shared/indexing';
import type { LangKey } from '../../shared/languages';
import { onlineServicesFor } from '../../shared/online-service';
import { type Params, ROUTES, type RouteDef, routeById } from '../../shared/routes';
import type { DomainKind } from '../../shared/site';
import { type CmsEntry, ContentListAnswer } from '../../shared/smb/content';
import type { AppEnv } from '../app-env';
import { type Fetched, fetchParsed, query } from '../loaders/cms';
import { featureFlagsOf, isBlogRoute } from '../loaders/frame';

/**
 * sitemap.xml (spec 001 §6, §9): every indexable page of the route table in each of its languages,
 * with hreflang alternates for each language plus x-default (English). Routes marked `sitemap: false`
 * (personal, transactional, preview pages) and frame pages are left out; a parameter lists the values
 * the route table names (`known`, else its allowed list); an open parameter without known values
 * cannot be listed there. The pages whose values only the CMS knows — blog posts, news, videos, success
 * stories — are listed from the CMS lists (decision 0292). /sitemap.xml is a sitemap index of child files
 * of fixed size: /sitemap-pages-N.xml (the route table, PAGE_URLS_PER_FILE URLs each) and
 * /sitemap-{family}-N.xml (CONTENT_PER_FILE entries of a content family each, one list call), so a growing
 * catalogue adds files, never cost to one file.
 */

/** One page in all its languages. */
export type SitemapPage = { paths: { lang: LangKey; path: string }[] };

function paramNames(path: string): { name: string; optional: boolean }[] {
  return path
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => ({ name: s.replace(/^:|\?$/g, ''), optional: s.endsWith('?') }));
}

/** Every parameter combination of a route the sitemap can name (none when a required one is open). */
export function paramSets(route: RouteDef): Params[] {
  let sets: Params[] = [{}];
  for (const { name, optional } of paramNames(route.path)) {
    const rule = route.params?.[name];
    const values = route.known?.[name] ?? (!route.contentBacked && Array.isArray(rule) ? rule : []);
    if (values.length === 0 && !optional) return [];
    const next: Params[] = [];
    for (const set of sets) {
      // An optional parameter is last (route table rule): its bare form is a page of its own.
      if (optional) next.push(set);
      for (const v of values) next.push({ ...set, [name]: v });
    }
    sets = next;
  }
  return sets;
}

function allowedOnDomain(route: RouteDef, params: Params, domain: DomainKind): boolean {
  // decision 0082: the aesthetic-simulation online service is a 404 on the China domain.
  if (route.id === 'online-service' && params.solution) {
    return (onlineServicesFor(domain) as readonly string[]).includes(params.solution);
  }
  return true;
}

/** The pages listed for a host (production rules; spec 001 §6 on the alternate regional domain). */
export function sitemapPages(domain: DomainKind, blog = true): SitemapPage[] {
  const seen = new Set<string>();
  const pages: SitemapPage[] = [];
  for (const route of ROUTES) {
    if (route.sitemap === false || (route.frame ?? 'standard') === 'iframe') continue;
    if (!blog && isBlogRoute(route)) continue;
    for (const params of paramSets(route)) {
      if (!allowedOnDomain(route, params, domain)) continue;
      const paths = indexableVersions(route, params, 'production', domain).filter(
        ({ path }) => !seen.has(path),
      );
      if (paths.length === 0) continue;
      for (const { path } of paths) seen.add(path);
      pages.push({ paths });
    }
  }
  return pages;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function urlEntries(pages: SitemapPage[], origin: string): string[] {
  const out: string[] = [];
  for (const page of pages) {
    const links = hreflangLinks(page.paths, origin)
      .map((l) => `<xhtml:link rel="alternate" hreflang="${l.hreflang}" href="${escapeXml(l.href)}"/>`)
      .join('');
    for (const p of page.paths) out.push(`<url><loc>${escapeXml(origin + p.path)}</loc>${links}</url>`);
  }
  return out;
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '\n</urlset>\n';

/** Route-table URLs per child file (with their alternates, well under the protocol's 50 MB). */
export const PAGE_URLS_PER_FILE = 1000;
/** CMS entries per content child file: one list call (the list's largest page). */
export const CONTENT_PER_FILE = 100;

const contentOf = (e: CmsEntry) => e.attributes.content as Record<string, unknown>;
/** The handle the entry's address uses (its content names it; else its page key). */
const handleOf = (e: CmsEntry, key: string): string => {
  const v = contentOf(e)[key];
  return typeof v === 'string' && v ? v : e.attributes.pageKey;
};

/** The content families listed from the CMS: each entry's page, in every language of its route. */
export const CONTENT_FAMILIES: readonly {
  name: string;
  type: string;
  /** The route and parameters of an entry's page; null leaves it out. */
  page: (e: CmsEntry) => { route: string; params: Params } | null;
}[] = [
  {
    // A post's own address names its category (decision 0174): /{audience}/blog/{category}/{handle}.
    name: 'blog',
    type: 'BLOG_POST',
    page: (e) => {
      const c = contentOf(e);
      if ((c.audience !== 'business' && c.audience !== 'consumer') || typeof c.category !== 'string')
        return null;
      return {
        route: `${c.audience}-blog-post`,
        params: { category: c.category, title: handleOf(e, 'postHandle') },
      };
    },
  },
  {
    name: 'news',
    type: 'NEWS',
    page: (e) => ({ route: 'news-handle', params: { newsHandle: handleOf(e, 'newsHandle') } }),
  },
  {
    name: 'video',
    type: 'VIDEO',
    page: (e) => ({ route: 'video', params: { videoId: handleOf(e, 'videoId') } }),
  },
  {
    name: 'stories',
    type: 'SUCCESS_STORY',
    page: (e) => ({ route: 'successstory-handle', params: { storyHandle: handleOf(e, 'storyHandle') } }),
  },
];

const urlset = (entries: readonly string[]) => URLSET_OPEN + entries.join('\n') + URLSET_CLOSE;

/** The route table's part of the sitemap: /sitemap-pages-N.xml → urlset. */
export function buildPageFiles(
  origin: string,
  domain: DomainKind,
  perFile: number = PAGE_URLS_PER_FILE,
  blog = true,
): Map<string, string> {
  const entries = urlEntries(sitemapPages(domain, blog), origin);
  const files = new Map<string, string>();
  for (let i = 0; i * perFile < Math.max(entries.length, 1); i++) {
    files.set(`/sitemap-pages-${i + 1}.xml`, urlset(entries.slice(i * perFile, (i + 1) * perFile)));
  }
  return files;
}

/** One content child: the family's entries of one list page, each in its route's languages. */
export function contentEntries(
  family: (typeof CONTENT_FAMILIES)[number],
  entries: readonly CmsEntry[],
  origin: string,
  domain: DomainKind,
): string[] {
  const pages: SitemapPage[] = [];
  for (const e of entries) {
    const page = family.page(e);
    const route = page && routeById(page.route);
    if (!page || !route) continue;
    const paths = indexableVersions(route, page.params, 'production', domain);
    if (paths.length) pages.push({ paths });
  }
  return urlEntries(pages, origin);
}

export function sitemapIndex(origin: string, files: readonly string[]): string {
  const items = files.map((f) => `<sitemap><loc>${escapeXml(origin + f)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/**
 * Route-table files per origin and domain kind, kept for the isolate's life: the route table is code, so
 * they only change with a deploy.
 */
const built = new Map<string, Map<string, string>>();
const MAX_BUILT = 8;
/** Content children by the list answer they were built from (the same answer parses to the same object). */
const builtContent = new WeakMap<object, Map<string, string>>();

function pageFilesFor(origin: string, domain: DomainKind, blog: boolean): Map<string, string> {
  const key = `${origin}|${domain}|${blog}`;
  let files = built.get(key);
  if (!files) {
    files = buildPageFiles(origin, domain, PAGE_URLS_PER_FILE, blog);
    if (built.size >= MAX_BUILT) built.delete(built.keys().next().value!);
    built.set(key, files);
  }
  return files;
}

/** One page of a content family's list, English (every CMS entry has its English version), newest first. */
function familyList(
  c: Context<AppEnv>,
  type: string,
  limit: number,
  offset: number,
): Promise<Fetched<ContentListAnswer>> {
  const q = query({ type, languageType: 'enu', defaultEnu: false, limit, offset });
  return fetchParsed(c, 'strapi.listContentByLanguage', q, (p) => {
    const r = ContentListAnswer.safeParse(p);
    return r.success ? r.data : undefined;
  });
}

/** How many children a content family has: its count from the one-entry list call (cached). */
async function familyChildren(
  c: Context<AppEnv>,
  type: string,
): Promise<{ ok: true; children: number } | { ok: false; status: number }> {
  const r = await familyList(c, type, 1, 0);
  return r.ok
    ? { ok: true, children: Math.ceil(r.data.total / CONTENT_PER_FILE) }
    : { ok: false, status: r.status };
}

/** The content could not be listed: 404 when it says there is none, else 503 (retry later). */
const unavailable = (c: Context<AppEnv>, status: number) =>
  c.body('content unavailable', status === 404 ? 404 : 503);

const xml = (c: Context<AppEnv>, body: string) =>
  c.body(body, 200, {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
  });

/** GET /sitemap.xml (the index) and its children /sitemap-{pages|family}-N.xml for the requesting host. */
export async function sitemap(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  // decision 0162: no sitemap for a production host outside PRODUCTION_HOSTS (workers.dev, previews).
  if (c.get('edge')?.listedHost === false) return c.notFound() as Response;
  const domain = c.get('edge')?.domain ?? 'global';
  const blog = featureFlagsOf(c).blog;
  const pages = pageFilesFor(url.origin, domain, blog);
  // spec 001 §4 / §6: with the blog off, neither its pages nor its posts are listed.
  const families = CONTENT_FAMILIES.filter((f) => blog || f.name !== 'blog');
  if (url.pathname === '/sitemap.xml') {
    // One cached list call per family gives its count; the children follow from it.
    const counts = await Promise.all(families.map((f) => familyChildren(c, f.type)));
    const files = [...pages.keys()];
    families.forEach((f, i) => {
      const n = counts[i]!;
      for (let k = 1; k <= (n.ok ? n.children : 0); k++) files.push(`/sitemap-${f.name}-${k}.xml`);
    });
    return xml(c, sitemapIndex(url.origin, files));
  }
  const page = pages.get(url.pathname);
  if (page !== undefined) return xml(c, page);
  const m = /^\/sitemap-([a-z]+)-([1-9][0-9]{0,5})\.xml$/.exec(url.pathname);
  const family = m && families.find((f) => f.name === m[1]);
  if (!m || !family) return c.notFound() as Response;
  // Issue 44 (F26): a child past the family's last is a 404 — the count decides before any list call,
  // so no number (`-10001`, whose offset the list call refuses) can produce a 5xx.
  const count = await familyChildren(c, family.type);
  if (!count.ok) return unavailable(c, count.status);
  if (Number(m[2]) > count.children) return c.notFound() as Response;
  const list = await familyList(c, family.type, CONTENT_PER_FILE, (Number(m[2]) - 1) * CONTENT_PER_FILE);
  if (!list.ok) return unavailable(c, list.status);
  if (list.data.data.length === 0) return c.notFound() as Response;
  let cached = builtContent.get(list.data);
  if (!cached) {
    cached = new Map();
    builtContent.set(list.data, cached);
  }
  const key = `${url.origin}|${domain}|${family.name}`;
  let body = cached.get(key);
  if (body === undefined) {
    body = urlset(contentEntries(family, list.data.data, url.origin, domain));
    cached.set(key, body);
  }
  return xml(c, body);
}
