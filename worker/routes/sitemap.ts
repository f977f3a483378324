import type { Context } from 'hono';
import { hreflangLinks, indexableVersions } from '../../shared/indexing';
import type { LangKey } from '../../shared/languages';
import { onlineServicesFor } from '../../shared/online-service';
import { type Params, ROUTES, type RouteDef } from '../../shared/routes';
import type { DomainKind } from '../../shared/site';
import type { AppEnv } from '../app-env';

/**
 * sitemap.xml (spec 001 §6, §9): every indexable page of the route table in each of its languages,
 * with hreflang alternates for each language plus x-default (English). Routes marked `sitemap: false`
 * (personal, transactional, preview pages) and frame pages are left out; a parameter lists the values
 * the route table names (`known`, else its allowed list); an open parameter without known values
 * cannot be listed. Past the protocol's limits (50,000 URLs or 50 MB a file) /sitemap.xml becomes a
 * sitemap index of /sitemap-1.xml, /sitemap-2.xml, …
 */

export const SITEMAP_LIMITS = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 } as const;

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
export function sitemapPages(domain: DomainKind): SitemapPage[] {
  const seen = new Set<string>();
  const pages: SitemapPage[] = [];
  for (const route of ROUTES) {
    if (route.sitemap === false || (route.frame ?? 'standard') === 'iframe') continue;
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

/** The files of the sitemap: one urlset, or an index (`/sitemap.xml`) and its numbered parts. */
export function buildSitemap(
  origin: string,
  domain: DomainKind,
  limits: { maxUrls: number; maxBytes: number } = SITEMAP_LIMITS,
): Map<string, string> {
  const entries = urlEntries(sitemapPages(domain), origin);
  const encoder = new TextEncoder();
  const overhead = URLSET_OPEN.length + URLSET_CLOSE.length;
  const chunks: string[][] = [];
  let current: string[] = [];
  let bytes = overhead;
  for (const e of entries) {
    const size = encoder.encode(e).length + 1;
    if (current.length > 0 && (current.length >= limits.maxUrls || bytes + size > limits.maxBytes)) {
      chunks.push(current);
      current = [];
      bytes = overhead;
    }
    current.push(e);
    bytes += size;
  }
  chunks.push(current);
  const files = new Map<string, string>();
  if (chunks.length === 1) {
    files.set('/sitemap.xml', URLSET_OPEN + chunks[0]!.join('\n') + URLSET_CLOSE);
    return files;
  }
  const index = chunks.map(
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  );
  files.set(
    '/sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index.join('\n')}\n</sitemapindex>\n`,
  );
  chunks.forEach((chunk, i) => {
    files.set(`/sitemap-${i + 1}.xml`, URLSET_OPEN + chunk.join('\n') + URLSET_CLOSE);
  });
  return files;
}

/**
 * Built files per origin and domain kind, kept for the isolate's life: the route table is code, so a
 * sitemap only changes with a deploy (a few MB of XML is worth building once, not per request).
 */
const built = new Map<string, Map<string, string>>();
const MAX_BUILT = 8;

/** GET /sitemap.xml and /sitemap-N.xml for the requesting host. */
export function sitemap(c: Context<AppEnv>): Response {
  const url = new URL(c.req.url);
  // decision 0162: no sitemap for a production host outside PRODUCTION_HOSTS (workers.dev, previews).
  if (c.get('edge')?.listedHost === false) return c.notFound() as Response;
  const domain = c.get('edge')?.domain ?? 'global';
  const key = `${url.origin}|${domain}`;
  let files = built.get(key);
  if (!files) {
    files = buildSitemap(url.origin, domain);
    if (built.size >= MAX_BUILT) built.delete(built.keys().next().value!);
    built.set(key, files);
  }
  const body = files.get(url.pathname);
  if (body === undefined) return c.notFound() as Response;
  return c.body(body, 200, {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
  });
}
