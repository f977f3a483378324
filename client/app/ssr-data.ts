import type { Resource } from 'i18next';
import type { FormState } from '../../shared/forms';
import type { HeadView } from '../../shared/head';
import type { Audience, LangKey } from '../../shared/languages';
import type { FrameLinks } from '../../shared/menus';
import type { Frame, Params } from '../../shared/routes';
import type { DeviceClass } from '../../shared/screen';
import type { DomainKind, SiteLinks } from '../../shared/site';

/** Everything the browser needs to hydrate exactly what the worker rendered. */
export type SsrData = {
  lang: LangKey;
  audience: Audience;
  routeId: string;
  page: string;
  params: Params;
  pathname: string;
  status: number;
  data: unknown;
  deferredKeys: string[];
  /**
   * Translations: in a document, the entries its render read (decision 0240); in in-app navigation
   * data, the frame's and page's namespaces whole. Of `seo`, only entries the page reads (decision 0181).
   */
  resources: Resource;
  /**
   * Namespace → static address of its whole file, which the browser fetches after the first paint to
   * complete what `resources` holds of it (decision 0240); empty in in-app navigation data.
   */
  translationFiles: Record<string, string>;
  brand: string;
  indexable: boolean;
  /** The tag-manager container this page may load after consent; '' for none (decision 0173). */
  containerId: string;
  /** The page's head, built once on the worker (shared/head.ts, decision 0170). */
  head: HeadView;
  /** The seo-namespace key the head came from (route seoKey, route id, or page). */
  seoKey: string;
  /** The route's frame kind (standard, none, iframe, title-only). */
  frame: Frame;
  /** Request facts the edge decided (issue 4): domain kind, environment, embedding, preview. */
  edge: EdgeFacts;
  /** External sites the frame links to (investors, careers, document centre, editor), from configuration. */
  frameLinks: FrameLinks;
  /** The page's stylesheets, and the modules the bootstrap script preloads (decisions 0140, 0142). */
  assets: { css: string[]; preload: string[] };
  /** A posted form's answer (values, errors) when the page was rendered after a native submit. */
  form: FormState | null;
};

export const SSR_DATA_ID = '__ssr';
/** Global that deferred (Suspense) data is written to by the scripts streamed with it. */
export const DEFERRED_GLOBAL = '__D';
/**
 * Global that the worker's scripts before each streamed part push its translation entries to (an
 * array until the client entry takes them, then a receiver; decision 0249).
 */
export const TRANSLATIONS_GLOBAL = '__T';

/** Request header of in-app navigation: the worker answers the page's data as JSON. */
export const PAGE_DATA_HEADER = 'X-Page-Data';

export type PageDataPayload = { ssr: SsrData; deferredValues: Record<string, unknown> };

/** What the edge middleware decided about this request (docs/architecture.md "One request", steps 2–5). */
export type EdgeFacts = {
  environment: 'development' | 'staging' | 'production';
  /** spec 001 §2.1 / 000 §9: which host family answered. */
  domain: DomainKind;
  /** Inside the provider's mobile app (no cookie banner). */
  inApp: boolean;
  /** spec 001 §5: a phone or tablet user agent (`deviceClass`, shared/screen.ts); absent → desktop. */
  device?: DeviceClass;
  /** Rendered inside a frame (paths containing /iframe). */
  embedded: boolean;
  /** The preview form id (spec pfFormId) when preview mode is on. */
  previewFormId: string | null;
  /** Host addresses for this domain (console, try-on module host, store links; '' = not configured). */
  links?: SiteLinks;
  /** The site origin that answered (`https://host`), for absolute alternate-language links. */
  origin?: string;
  /** The CMS origin allowed to post preview content (decision 0015); absent: no message preview. */
  previewOrigin?: string;
  /** false: production on a host outside PRODUCTION_HOSTS, never indexed (decision 0162). */
  listedHost?: boolean;
};

export const DEFAULT_EDGE_FACTS: EdgeFacts = {
  environment: 'development',
  domain: 'global',
  inApp: false,
  embedded: false,
  previewFormId: null,
};
