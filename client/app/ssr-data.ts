import type { Resource } from 'i18next';
import type { Audience, LangKey } from '../../shared/languages';
import type { Params } from '../../shared/routes';

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
  resources: Resource;
  brand: string;
  indexable: boolean;
  head: { title: string; description: string };
  assets: { css: string[]; preload: string[] };
};

export const SSR_DATA_ID = '__ssr';
/** Global that deferred (Suspense) data is written to by the scripts streamed with it. */
export const DEFERRED_GLOBAL = '__D';

/** Request header of in-app navigation: the worker answers the page's data as JSON. */
export const PAGE_DATA_HEADER = 'X-Page-Data';

export type PageDataPayload = { ssr: SsrData; deferredValues: Record<string, unknown> };
