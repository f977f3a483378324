import { hreflangLinks, indexableVersions } from './indexing';
import { type Audience, type LangKey, language } from './languages';
import { isoDuration } from './media';
import { homeHref, href, matchPath, type Params, type RouteDef, routeById, routeLangs } from './routes';
import { familyShareImagePath, isRasterImage, type ShareFamily } from './share-images';
import type { DomainKind } from './site';
import type { SeoView } from './smb/content-reshape';
import {
  breadcrumbLd,
  faqLd,
  howToLd,
  type JsonLdObject,
  jsonLdText,
  organizationPageLd,
  softwareApplicationLd,
  videoObject,
  websiteLd,
} from './structured-data';

/**
 * The one head builder (spec 001 §3.2, §7, §9; decision 0170): title, description, robots, canonical,
 * hreflang alternates, Open Graph and Twitter card, and the page's structured data — for every page,
 * from the page's SEO meta record with the translations as fallback. Pure and deterministic per request
 * facts (path, query, host, language, content): nothing about the visitor, so a shared HTML cache may
 * keep the result. The worker builds it; the document prints it; in-app navigation receives it.
 */

/** The default share image of an audience (original artwork, public/og/), a raster 1200×630. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
export const shareImagePath = (audience: Audience) => `/og/${audience}.png`;

export type OgType = 'website' | 'article' | 'video.other' | 'profile';

/** What a page's loader adds to the head (all optional: translations name every page). */
export type HeadHints = {
  title?: string;
  description?: string;
  /** The page's SEO meta record (spec 001 §3.2), when the content has one. */
  seo?: SeoView | null;
  /** The page's own picture (a post's, a video's), absolute or site-relative. */
  image?: string | null;
  ogType?: OgType;
  /** Structured data only the page knows (BlogPosting, NewsArticle, VideoObject, Event, …). */
  ld?: readonly JsonLdObject[];
  /** The page family whose drawn share image stands in for a missing or SVG picture (decision 0279). */
  shareFamily?: ShareFamily;
  /** Breadcrumbs below the home when the path alone does not say them (a post under its category). */
  crumbs?: readonly { name: string; path: string }[];
  /** false: no structured data at all (an editor's draft preview, decision 0121). */
  structuredData?: false;
  /** Another address of the same language names this page canonically (news by id → by handle). */
  canonicalPath?: string;
  /** SoftwareApplication facts of an app page (consumer apps). */
  software?: { name: string; operatingSystem: string };
};

export type HeadMeta = { name?: string; property?: string; content: string };

/** The head as printed (part of the hydration payload: the browser prints the same). */
export type HeadView = {
  title: string;
  description: string;
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  meta: HeadMeta[];
  /** JSON-LD texts, escaped for a script element. */
  ld: string[];
};

export type HeadInput = {
  brand: string;
  lang: LangKey;
  audience: Audience;
  routeId: string;
  params: Params;
  pathname: string;
  /** The request's query (`?…` or ''): only content-selecting parameters reach the canonical. */
  search: string;
  origin: string | undefined;
  status: number;
  indexable: boolean;
  environment: 'development' | 'staging' | 'production';
  domain: DomainKind;
  /** The translated title and description (seo namespace): the fallback of every field. */
  translated: { title: string; description: string };
  hints: HeadHints;
  /** The translated name of a page in the breadcrumbs (its heading). */
  crumbName: (route: RouteDef, params: Params) => string;
};

/** Separators a title may use between its parts (em/en dash, vertical bar, middle dot, colon-free). */
const SEPARATOR = /\s+[—–|·-]\s+/;

/**
 * Every title ends `… | {brand}` (decision 0170). A part that names the brand at either end of the
 * title (`… — Lumora for Business`, `… — Lumora blog`, `Lumora | …`) is the old suffix or prefix and is
 * dropped; the rest is kept as written (`About Lumora` stays) and the brand appended once.
 */
export function brandedTitle(raw: string, brand: string): string {
  const text = raw.trim();
  if (!brand) return text;
  const parts = text
    .split(SEPARATOR)
    .map((p) => p.trim())
    .filter(Boolean);
  const named = (p: string | undefined) => p?.toLowerCase().includes(brand.toLowerCase()) ?? false;
  if (parts.length > 1 && named(parts[parts.length - 1])) parts.pop();
  if (parts.length > 1 && named(parts[0])) parts.shift();
  if (parts.length === 0 || (parts.length === 1 && parts[0]!.toLowerCase() === brand.toLowerCase()))
    return brand;
  const core = parts.join(' — ');
  return `${core.charAt(0).toLocaleUpperCase()}${core.slice(1)} | ${brand}`;
}

/** The title without the brand suffix (breadcrumb names, share texts). */
export function titleCore(title: string, brand: string): string {
  const suffix = ` | ${brand}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

/** Open Graph locale of a language: `en_US`, `zh_TW`, `ja_JP`… */
export function ogLocale(lang: LangKey): string {
  const l = language(lang);
  return `${l.htmlLang.split('-')[0]}_${l.country}`;
}

/** The query of a canonical address: only the parameters the route names as selecting content. */
export function canonicalQuery(route: RouteDef | undefined, search: string): string {
  const keep = Object.entries(route?.query ?? {})
    .filter(([, p]) => p.canonical)
    .map(([name]) => name);
  if (keep.length === 0 || !search) return '';
  const from = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const name of keep) {
    const value = from.get(name);
    if (value) out.set(name, value);
  }
  const q = out.toString();
  return q ? `?${q}` : '';
}

function absolute(url: string, origin: string | undefined): string | null {
  if (/^https?:\/\//.test(url)) return url;
  if (!origin || !url.startsWith('/')) return null;
  return origin + url;
}

const HOME_IDS: Record<Audience, string> = { business: 'business-home', consumer: 'consumer-home' };
const SEARCH_IDS: Record<Audience, string> = { business: 'business-gcse', consumer: 'consumer-gcse' };

/**
 * The pages between the home and this one: each leading part of the path that is a page of the route
 * table (not a redirect), named by its heading; the page itself last.
 */
function pathCrumbs(input: HeadInput, current: string): { name: string; path: string }[] {
  const prefix = language(input.lang).prefix;
  const home = audienceHome(input);
  const segs = input.pathname.split('/').filter(Boolean);
  const start = prefix ? 2 : 1; // after the language and the audience segment
  const out: { name: string; path: string }[] = [];
  for (let i = start + 1; i < segs.length; i++) {
    const path = `/${segs.slice(0, i).join('/')}`;
    if (path === home) continue;
    const m = matchPath(path);
    if (m?.kind !== 'page') continue;
    const name = input.crumbName(m.route, m.params);
    if (name) out.push({ name, path });
  }
  out.push({ name: current, path: input.pathname });
  return out;
}

/** The home of the page's audience in its language (the first breadcrumb). */
function audienceHome(input: HeadInput): string {
  const id = `${input.audience}-home`;
  const route = routeById(id);
  return route && routeLangs(route).includes(input.lang) ? href(input.lang, id) : homeHref(input.lang);
}

export function buildHead(input: HeadInput): HeadView {
  const { brand, hints, origin } = input;
  const seo = hints.seo ?? null;
  const route = routeById(input.routeId);
  const rawTitle = hints.title ?? seo?.title ?? input.translated.title;
  // spec 001 §3.2 (decision 0278): the SEO record's title is used as given; only titles built from
  // translations get the brand suffix of decision 0170.
  const recordTitle = seo?.title?.trim() && rawTitle === seo.title ? seo.title.trim() : null;
  const title = recordTitle ?? brandedTitle(rawTitle, brand);
  const description = (hints.description ?? seo?.description ?? input.translated.description).trim();
  const ok = input.status === 200 && !!route && !!origin;
  const canonical = ok
    ? `${origin}${hints.canonicalPath ?? input.pathname}${canonicalQuery(route, input.search)}`
    : null;
  // hreflang only on the canonical address itself (a duplicate names its canonical instead).
  const isCanonical = !hints.canonicalPath || hints.canonicalPath === input.pathname;
  const alternates =
    input.indexable && ok && route && isCanonical
      ? hreflangLinks(indexableVersions(route, input.params, input.environment, input.domain), origin!)
      : [];

  // Share card: the record's own texts first, then the page's.
  const ogTitle = seo?.ogTitle?.trim() || title;
  const ogDescription = (seo?.ogDescription || description).trim();
  // Networks do not render SVG (decision 0279): an SVG picture gives way to the family's drawn image.
  const recordImage = seo?.imageUrl && isRasterImage(seo.imageUrl) ? absolute(seo.imageUrl, origin) : null;
  const pageImage = hints.image && isRasterImage(hints.image) ? absolute(hints.image, origin) : null;
  const image = recordImage ?? pageImage;
  const familyPath = hints.shareFamily ? familyShareImagePath(hints.shareFamily, input.lang) : null;
  const fallbackImage = origin ? origin + (familyPath ?? shareImagePath(input.audience)) : null;
  const ogType: OgType =
    hints.ogType ??
    (seo?.metaType === 'ARTICLE' ? 'article' : seo?.metaType === 'VIDEO' ? 'video.other' : 'website');
  const otherLangs = route ? routeLangs(route).filter((l) => l !== input.lang) : [];
  const meta: HeadMeta[] = [
    { property: 'og:type', content: ogType },
    { property: 'og:site_name', content: brand },
    { property: 'og:title', content: ogTitle },
    { property: 'og:description', content: ogDescription },
    ...(canonical ? [{ property: 'og:url', content: canonical }] : []),
    { property: 'og:locale', content: ogLocale(input.lang) },
    ...otherLangs.map((l) => ({ property: 'og:locale:alternate', content: ogLocale(l) })),
    ...(image
      ? [{ property: 'og:image', content: image }]
      : fallbackImage
        ? [
            { property: 'og:image', content: fallbackImage },
            { property: 'og:image:type', content: 'image/png' },
            { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
            { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
          ]
        : []),
    ...(image || fallbackImage ? [{ property: 'og:image:alt', content: titleCore(ogTitle, brand) }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: ogTitle },
    { name: 'twitter:description', content: ogDescription },
    ...(image || fallbackImage ? [{ name: 'twitter:image', content: (image ?? fallbackImage)! }] : []),
  ];

  const ld =
    input.status === 200 && origin && hints.structuredData !== false
      ? structuredData(input, title, description, image)
      : [];
  return { title, description, canonical, alternates, meta, ld: ld.map(jsonLdText) };
}

/** spec 001 §7: the structured data of a page (decision 0171). */
function structuredData(
  input: HeadInput,
  title: string,
  description: string,
  image: string | null,
): JsonLdObject[] {
  const { brand, hints } = input;
  const origin = input.origin!;
  const seo = hints.seo ?? null;
  const core = titleCore(title, input.brand);
  const pageUrl = origin + input.pathname;
  const out: JsonLdObject[] = [];
  const isHome = input.routeId === HOME_IDS.business || input.routeId === HOME_IDS.consumer;
  if (isHome) {
    const sameAs = Object.values(seo?.socialUrls ?? {}).filter((u): u is string => !!u);
    out.push(organizationPageLd(brand, origin, sameAs));
    out.push(
      websiteLd({
        brand,
        origin,
        inLanguage: language(input.lang).htmlLang,
        homeUrl: pageUrl,
        searchUrl: origin + href(input.lang, SEARCH_IDS[input.audience]),
      }),
    );
  } else if (routeById(input.routeId)) {
    // The trail starts at the page's own audience home (a consumer page at /consumer).
    const home = audienceHome(input);
    const homeName = input.crumbName(routeById(`${input.audience}-home`)!, {});
    const below = hints.crumbs ? [...hints.crumbs] : pathCrumbs(input, core);
    out.push(
      breadcrumbLd([
        { name: homeName || brand, url: origin + home },
        ...below.map((c) => ({ name: c.name, url: origin + c.path })),
      ]),
    );
  }
  out.push(...(hints.ld ?? []));
  const has = (type: string) => out.some((x) => (x as { '@type'?: unknown })['@type'] === type);
  if (seo) {
    const faq = has('FAQPage') ? null : faqLd(seo.faqs);
    if (faq) out.push(faq);
    const howTo = has('HowTo') ? null : howToLd(core, seo.howTo);
    if (howTo) out.push(howTo);
    if (seo.video) {
      const link = absolute(seo.video.link, origin);
      const cover = seo.video.cover ? absolute(seo.video.cover, origin) : null;
      const i = out.findIndex((x) => (x as { '@type'?: unknown })['@type'] === 'VideoObject');
      if (link && i >= 0) {
        // The page's own VideoObject (a video page) takes the record's cover, link and duration.
        out[i] = {
          ...(out[i] as Record<string, unknown>),
          contentUrl: link,
          duration: isoDuration(seo.video.durationSeconds),
          ...(cover ? { thumbnailUrl: cover } : {}),
        } as JsonLdObject;
      } else if (link) {
        out.push(
          videoObject({
            title: core,
            description,
            url: pageUrl,
            contentUrl: link,
            thumbnailUrl: cover ?? image ?? origin + shareImagePath(input.audience),
            videoDuration: seo.video.durationSeconds,
            brand,
          }),
        );
      }
    }
  }
  if ((hints.software || seo?.isSoftwareSchema) && !has('SoftwareApplication')) {
    out.push(
      softwareApplicationLd({
        name: hints.software?.name ?? core,
        description,
        url: pageUrl,
        operatingSystem: hints.software?.operatingSystem ?? 'Web',
        category: input.audience === 'consumer' ? 'MultimediaApplication' : 'BusinessApplication',
        image: image ?? origin + shareImagePath(input.audience),
        brand,
      }),
    );
  }
  return out;
}
