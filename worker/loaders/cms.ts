import type { Context } from 'hono';
import { DEFAULT_EDGE_FACTS, type EdgeFacts } from '../../client/app/ssr-data';
import type { HeadHints } from '../../shared/head';
import type { LangKey } from '../../shared/languages';
import { prepareContent } from '../../shared/smb/answers';
import {
  type CmsEntry,
  ContentAnswer,
  ContentListAnswer,
  type LanguageType,
  languageTypeFor,
} from '../../shared/smb/content';
import { reshapeSeoMeta } from '../../shared/smb/content-reshape';
import { type SmbCallKey, smbCall, smbPath } from '../../shared/smb/paths';
import { normaliseSeoPath } from '../../shared/smb/seo';
import type { AppEnv } from '../app-env';
import { errorFields, log, withoutQuery } from '../log';
import { smbFetch } from '../smb/client';
import { rewriteShortLinks, shortLinkTable } from './short-link-rewrite';
import type { LoaderResult } from './types';

/**
 * CMS access for page loaders (spec 001 §7, decisions 0041, 0081): every call goes in-process
 * through the /smb-frontend proxy and its cache. Content is asked for with defaultEnu, so a page in
 * any language shows English content where no translation exists; the UI around it stays translated.
 */

type C = Context<AppEnv>;
export type Fetched<T> = { ok: true; data: T } | { ok: false; status: number };

export const edgeOf = (c: C): EdgeFacts => c.get('edge') ?? DEFAULT_EDGE_FACTS;

export async function fetchParsed<T>(
  c: C,
  key: SmbCallKey,
  q: string,
  parse: (payload: unknown) => T | undefined,
): Promise<Fetched<T>> {
  const path = `${key}?${q}`;
  let res: Response;
  try {
    res = await smbFetch(c, key, { query: q });
  } catch (error) {
    log('error', 'content_call_failed', { call: smbPath(key), ...errorFields(error) });
    return { ok: false, status: 503 };
  }
  if (!res.ok) {
    await res.body?.cancel();
    return { ok: false, status: res.status };
  }
  const text = await res.text().catch(() => undefined);
  // spec 001 §5: old short links inside CMS content point at their new addresses.
  const links = smbCall(key).family === 'strapi' ? await shortLinkTable(c.env.DB) : null;
  const known = text === undefined ? undefined : PARSED.get(path);
  if (known && known.text === text && known.links === links) {
    // Most calls are answered from the proxy's cache: the same text parses to the same value.
    PARSED.delete(path);
    PARSED.set(path, known);
    return { ok: true, data: known.data as T };
  }
  let payload: unknown;
  try {
    payload = text === undefined ? undefined : JSON.parse(text);
  } catch {
    payload = undefined;
  }
  if (payload !== undefined && links) payload = rewriteShortLinks(payload, links);
  const data = parse(prepareContent(payload));
  if (data === undefined) {
    log('error', 'content_answer_mismatch', { call: withoutQuery(path) });
    return { ok: false, status: 502 };
  }
  if (text !== undefined) {
    if (PARSED.size >= MAX_PARSED) PARSED.delete(PARSED.keys().next().value!);
    PARSED.set(path, { text, links, data: deepFreeze(data) });
  }
  return { ok: true, data };
}

/**
 * Per isolate (decision 0243): the last answer of each content call, as text, with the value it
 * parsed to (JSON, short links, zod). Every call still goes through the proxy and its cache; only an
 * identical answer (same text, same short-link table) skips parsing again. Each call path parses one
 * way (the path names the endpoint and every parameter the parse reads). The values are frozen: pages
 * share them, so none may change them. Least recently used first out.
 */
const PARSED = new Map<string, { text: string; links: unknown; data: unknown }>();
const MAX_PARSED = 300;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export function query(params: Record<string, string | number | boolean | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  return q.toString();
}

/**
 * One page's entry in the visitor's language, English when it has none (spec 001 §7 defaultEnu). In
 * preview mode the editor's form id asks for the draft (the proxy never caches it).
 */
export function cmsByLanguage(
  c: C,
  lang: LangKey,
  type: string,
  pageKey?: string,
): Promise<Fetched<{ entry: CmsEntry; asked: LanguageType }>> {
  const asked = languageTypeFor(lang);
  const formId = edgeOf(c).previewFormId ?? undefined;
  const q = query({ type, languageType: asked, defaultEnu: true, pageKey, formId });
  return fetchParsed(c, 'strapi.queryContentByLanguage', q, (p) => {
    const r = ContentAnswer.safeParse(p);
    return r.success ? { entry: r.data.data, asked } : undefined;
  });
}

/**
 * spec 001 §7: content by id when `cmsId` is in the page's query (product and menu previews). The
 * `cmsId` rides along so the proxy treats the call as a preview: never cached (decision 0081).
 */
export function cmsById(c: C, type: string, cmsId: string): Promise<Fetched<{ entry: CmsEntry }>> {
  // An editor's preview form id lets the id name that form's draft (spec 001 §2.1, §2.2).
  const formId = edgeOf(c).previewFormId ?? undefined;
  const q = query({ type, id: cmsId, cmsId, formId });
  return fetchParsed(c, 'strapi.queryContentById', q, (p) => {
    const r = ContentAnswer.safeParse(p);
    return r.success ? { entry: r.data.data } : undefined;
  });
}

/** A content list in the visitor's language with English filling the gaps (newest first). */
export function cmsList(c: C, lang: LangKey, type: string, limit = 100): Promise<Fetched<CmsEntry[]>> {
  const q = query({ type, languageType: languageTypeFor(lang), defaultEnu: true, limit });
  return fetchParsed(c, 'strapi.listContentByLanguage', q, (p) => {
    const r = ContentListAnswer.safeParse(p);
    return r.success ? r.data.data : undefined;
  });
}

/**
 * spec 001 §7: the title and description from the page's SEO meta when it exists in the page's
 * language; otherwise undefined and the seo namespace names the page (decision 0041: a page's own
 * translated title beats English meta). SEO failures only lose the override.
 */
export async function seoHead(c: C, lang: LangKey, pathname: string): Promise<HeadHints | undefined> {
  const q = query({ path: normaliseSeoPath(pathname), languageType: languageTypeFor(lang) });
  const r = await fetchParsed(c, 'seo.queryMetaByPath', q, (p) => {
    try {
      return reshapeSeoMeta(p);
    } catch {
      return undefined;
    }
  });
  return r.ok ? { title: r.data.title, description: r.data.description, seo: r.data } : undefined;
}

/**
 * docs/architecture.md "What is decided before the first byte": no entry → 404; the origin down or timing out with
 * nothing stale to serve (5xx, including a malformed answer) → 503 with the frame (spec-rulings 12).
 */
export function failure(status: number): LoaderResult {
  return status >= 500 ? { kind: 'unavailable' } : { kind: 'not-found' };
}

/** The `?cmsId=` of a preview link, when it is a plausible id. */
export function cmsIdOf(url: URL): string | null {
  const id = url.searchParams.get('cmsId');
  return id && /^[1-9]\d{0,9}$/.test(id) ? id : null;
}
