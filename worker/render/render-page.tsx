import type { Context } from 'hono';
import type { ComponentType } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { Document } from '../../client/app/document';
import { setArtInliner } from '../../client/app/inline-art';
import {
  DEFAULT_EDGE_FACTS,
  PAGE_DATA_HEADER,
  type PageDataPayload,
  type SsrData,
} from '../../client/app/ssr-data';
import { PAGE_MODULES } from '../../client/pages/registry';
import type { PageProps } from '../../client/pages/types';
import { containerFor } from '../../shared/analytics';
import { artDataUrl } from '../../shared/art-svg';
import type { FormState } from '../../shared/forms';
import { buildHead, type HeadHints } from '../../shared/head';
import type { Namespace } from '../../shared/i18n';
import { isIndexable, robotsValue } from '../../shared/indexing';
import { isTree } from '../../shared/key-path';
import { type Audience, type LangKey, language } from '../../shared/languages';
import { DEFAULT_FRAME_LINKS, type FrameLinks } from '../../shared/menus';
import type { Frame, Params } from '../../shared/routes';
import { sectionComponentsIn } from '../../shared/section-css';
import type { AppEnv } from '../app-env';
import {
  clientResources,
  i18nFor,
  localeStore,
  namespaceFileUrls,
  ReadEntries,
  recordingI18n,
  SentEntries,
} from '../i18n';
import { errorFields, log } from '../log';
import { assetsFor } from './assets';
import { lateTranslations } from './late-translations';

export type RenderInput = {
  status: number;
  lang: LangKey;
  audience: Audience;
  routeId: string;
  page: string;
  params?: Params;
  /** Primary data, in hand before the first byte. */
  data?: unknown;
  /** Secondary data: streams in later inside Suspense boundaries. */
  deferred?: Record<string, Promise<unknown>>;
  /**
   * The CMS section types `deferred` can render (decision 0248). Left out while the page has deferred
   * values, its first response inlines every section rule.
   */
  deferredSections?: readonly string[];
  /** Overrides of the translated title and description (the page's SEO meta, spec 001 §7) and more. */
  head?: HeadHints;
  frame?: Frame;
  seoKey?: string;
  /** An extra i18n namespace the page uses (route `ns`). */
  ns?: Namespace;
  /** Renders this component instead of the registry's (tests of the renderer itself). */
  Page?: ComponentType<PageProps<never>>;
  indexable: boolean;
  edge: SsrData['edge'];
  brand: string;
  nonce: string;
  pathname: string;
  /** The request's query (`?…` or ''): the canonical address keeps the content-selecting part. */
  search?: string;
  /** 'data': the same page as JSON, for in-app navigation (see PAGE_DATA_HEADER). */
  mode?: 'html' | 'data';
  /** External sites the frame links to, from configuration (decision 0089). */
  frameLinks?: FrameLinks;
  /** A posted form's answer when the page is rendered again (worker/forms, decision 0190). */
  form?: FormState;
  /** The tag-manager container of this path ('' for none; decision 0173). */
  containerId?: string;
  /** The worker's bindings: a build loads translations through ASSETS (worker/i18n.ts). */
  env?: object;
};

// The first screen's artwork travels inside the page (decision 0242).
setArtInliner(artDataUrl);

/** The seo entries the last render of each page and head entry read (page data reuses them). */
const SEO_SEEN = new Map<string, ReadonlyMap<string, boolean>>();

/**
 * Streams a page: status and headers are final when this resolves (docs/architecture.md: decided before the first
 * byte); the head and frame flush at once; Suspense boundaries follow in the same response.
 */
export async function streamPage(input: RenderInput): Promise<Response> {
  const Page = input.Page ?? (await loadPage(input.page));
  const namespaces: Namespace[] = ['common', input.audience];
  if (input.ns) namespaces.push(input.ns);
  // decision 0181: one i18next instance per isolate and language; this request sees it through a view
  // that notes the entries the render reads, so only those travel to the browser (decision 0240).
  const [shared, store] = await Promise.all([
    i18nFor(input.env ?? {}, input.lang, input.brand),
    localeStore(input.env ?? {}, input.lang),
  ]);
  const wanted = input.seoKey ?? input.routeId;
  const seoKey = shared.exists(`seo:${wanted}.title`) ? wanted : input.page;
  const read = new ReadEntries();
  // The head's seo entry travels whole: pages show its heading and description, some only after
  // hydration, and the browser never loads the seo namespace (decision 0240).
  read.note('seo', seoKey);
  const i18n = recordingI18n(shared, read);
  // In-app navigation data has no render to watch: it sends the entries the last render of the same
  // page read, or the whole namespace before any.
  const seenKey = `${input.page}\u0000${seoKey}`;
  const seen = SEO_SEEN.get(seenKey);
  if (input.mode !== 'data') SEO_SEEN.set(seenKey, read.paths('seo'));
  const seoVars = { name: paramName(input.params) };
  // The preview banner (client/components/preview-banner.tsx) shows exactly when a form id is set.
  const assets = assetsFor(input.page, {
    preview: Boolean(input.edge.previewFormId),
    // In-app navigation data inlines nothing (its CSS is linked by the document in the browser).
    sections: input.mode === 'data' ? undefined : () => sectionsBeforeStart(input),
  });
  const deferred = input.deferred ?? {};
  // Only a page that exists is indexed: a 404 or 503 is never (spec 001 §6 "everything else").
  const indexable = input.indexable && input.status === 200;
  const params = input.params ?? {};
  const head = buildHead({
    brand: input.brand,
    lang: input.lang,
    audience: input.audience,
    routeId: input.routeId,
    params,
    pathname: input.pathname,
    search: input.search ?? '',
    origin: input.edge.origin,
    status: input.status,
    indexable,
    environment: input.edge.environment,
    domain: input.edge.domain,
    translated: {
      title: i18n.t(`seo:${seoKey}.title`, seoVars),
      description: i18n.t(`seo:${seoKey}.description`, seoVars),
    },
    hints: input.head ?? {},
    crumbName: (route, p) => {
      const key = i18n.exists(`seo:${route.seoKey ?? route.id}.heading`)
        ? (route.seoKey ?? route.id)
        : route.page;
      return i18n.t(`seo:${key}.heading`, { name: paramName(p), defaultValue: '' });
    },
  });
  const ssr: SsrData = {
    lang: input.lang,
    audience: input.audience,
    routeId: input.routeId,
    page: input.page,
    params,
    pathname: input.pathname,
    status: input.status,
    data: input.data ?? null,
    deferredKeys: Object.keys(deferred),
    // In-app navigation data carries the frame's and page's namespaces whole (its page renders at
    // once, before any file could arrive); a document's are settled when its body has rendered.
    resources:
      input.mode === 'data'
        ? clientResources(store, input.lang, namespaces, seen ? seoEntries(seen, seoKey) : null)
        : {},
    translationFiles: {},
    brand: input.brand,
    indexable,
    containerId: input.containerId ?? '',
    head,
    seoKey,
    frame: input.frame ?? 'standard',
    edge: input.edge,
    frameLinks: input.frameLinks ?? DEFAULT_FRAME_LINKS,
    assets: { css: assets.css, preload: assets.preload },
    form: input.form ?? null,
  };
  if (input.mode === 'data') return pageData(ssr, deferred);
  // decision 0240: the hydration data is written as the body's last element, after everything the
  // shell renders has read its entries: those travel, and the browser fetches the rest of the frame's
  // and page's namespaces after hydration. A part that streams later brings what it read itself, in a
  // script before its segment (decision 0249).
  const sentEntries = new SentEntries(read, store);
  let sent: SsrData | undefined;
  const hydrationData = (): SsrData => {
    if (!sent) {
      // The head's values are in the document already: the browser reads them back (decision 0246).
      const { head: _inDocument, ...withoutHead } = ssr;
      sent = {
        ...(withoutHead as SsrData),
        resources: { [input.lang]: sentEntries.shell() } as SsrData['resources'],
        translationFiles: namespaceFileUrls(
          input.lang,
          [...namespaces, ...read.namespaces()].filter((ns) => ns !== 'seo'),
        ),
      };
    }
    return sent;
  };
  const stream = await renderToReadableStream(
    <Document
      ssr={ssr}
      nonce={input.nonce}
      i18n={i18n}
      Page={Page}
      deferred={deferred}
      inlineCss={assets.inline}
      hydrationData={hydrationData}
    />,
    {
      nonce: input.nonce,
      ...assets.boot,
      onError(error) {
        log('error', 'render_error', errorFields(error));
      },
    },
  );
  const body = stream.pipeThrough(
    lateTranslations(
      input.nonce,
      () => sentEntries.late(),
      (left) => {
        // Every render's reads precede its segment, so nothing should be left; a part whose words did
        // not travel would show keys until the namespace files are in.
        if (left) log('warn', 'i18n_read_unsent', { page: input.page, keys: entryPaths(left).join(' ') });
      },
    ),
  );
  return new Response(body, {
    status: input.status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      // The CSP nonce makes every HTML response unique: never store it in a shared cache.
      'Cache-Control': 'private, no-cache',
      'X-Robots-Tag': robotsValue(ssr.indexable),
      'Content-Language': language(ssr.lang).htmlLang,
      Vary: PAGE_DATA_HEADER,
    },
  });
}

/**
 * In-app navigation asks for the same URL with PAGE_DATA_HEADER, so redirects, attribution and
 * preview rules see the real path; the answer is the hydration payload with deferred data resolved.
 */
async function pageData(ssr: SsrData, deferred: Record<string, Promise<unknown>>): Promise<Response> {
  const entries = await Promise.all(
    Object.entries(deferred).map(async ([key, promise]) => [key, await promise] as const),
  );
  const body: PageDataPayload = { ssr, deferredValues: Object.fromEntries(entries) };
  return Response.json(body, {
    status: ssr.status,
    headers: { 'Cache-Control': 'private, no-cache', Vary: PAGE_DATA_HEADER, 'X-Robots-Tag': 'noindex' },
  });
}

/** Every leaf of picked entries (namespace → tree) as `ns:key.path`. */
function entryPaths(byNs: Record<string, unknown>): string[] {
  const out: string[] = [];
  const walk = (ns: string, node: unknown, path: string) => {
    if (!isTree(node)) out.push(`${ns}:${path}`);
    else for (const [key, value] of Object.entries(node)) walk(ns, value, path ? `${path}.${key}` : key);
  };
  for (const [ns, tree] of Object.entries(byNs)) walk(ns, tree, '');
  return out;
}

/**
 * The CMS section types a response renders before the browser starts the client (decision 0248): those
 * in the page's data and those its deferred values can hold. Null (every section rule is inlined) when
 * a deferred value comes without that list.
 */
export function sectionsBeforeStart(input: Pick<RenderInput, 'data' | 'deferred' | 'deferredSections'>) {
  const streamed = Object.keys(input.deferred ?? {}).length > 0;
  if (streamed && !input.deferredSections) return null;
  const found = sectionComponentsIn(input.data);
  for (const type of input.deferredSections ?? []) found.add(type);
  return found;
}

/** The seo entries (first key segments) a render read, and the head's. */
function seoEntries(paths: ReadonlyMap<string, boolean>, seoKey: string): Set<string> {
  const out = new Set([seoKey]);
  for (const path of paths.keys()) out.add(path.split('.', 1)[0]!);
  return out;
}

async function loadPage(page: string): Promise<ComponentType<PageProps<never>>> {
  const load = PAGE_MODULES[page];
  if (!load) throw new Error(`No page module ${page}`);
  return (await load()).default;
}

/**
 * The `{{name}}` of a parameterised route's title: its last parameter in words
 * (`ai-shade-finder` → `Ai Shade Finder`), until the page's SEO meta names it properly.
 */
export function paramName(params: Params | undefined): string {
  const values = Object.values(params ?? {});
  const last = values[values.length - 1];
  if (!last) return '';
  return last
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

/** What every page render takes from the request context. */
export function requestBasics(c: Context<AppEnv>) {
  const config = c.get('config');
  const edge = c.get('edge') ?? { ...DEFAULT_EDGE_FACTS, environment: config.ENVIRONMENT };
  const { pathname, search } = new URL(c.req.url);
  return {
    env: c.env,
    brand: config.BRAND_NAME,
    containerId: containerFor(config.GTM_CONTAINER_ID, pathname),
    nonce: c.get('nonce'),
    // spec 001 §6: the one indexing decision (shared/indexing.ts), also behind the X-Robots-Tag header.
    indexable: isIndexable({ ...edge, pathname }),
    edge,
    pathname,
    search,
    mode: c.req.header(PAGE_DATA_HEADER) === '1' ? ('data' as const) : ('html' as const),
  };
}
