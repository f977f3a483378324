import type { i18n } from 'i18next';
import type { ComponentType } from 'react';
import { createI18n } from '../../shared/i18n';
import { iosReloadBetween } from '../../shared/ios-reload';
import { matchPath } from '../../shared/routes';
import { PAGE_MODULES } from '../pages/registry';
import type { PageProps } from '../pages/types';
import { fulfilled } from './deferred-client';
import { PAGE_DATA_HEADER, type PageDataPayload, type SsrData } from './ssr-data';

export type PageState = {
  ssr: SsrData;
  Page: ComponentType<PageProps<never>>;
  deferred: Record<string, PromiseLike<unknown>>;
  i18n: i18n;
};

type Loaded = { state: PageState; url: string };

const PREFETCH_TTL_MS = 10_000;
const prefetched = new Map<string, { at: number; promise: Promise<Loaded> }>();

/**
 * spec 001 §5: http links open as given; /business/plan and /business/investors are full page loads;
 * other links of the site navigate in-app. A link is in-app when it is same-origin and the route
 * table knows its path (assets, /robots.txt and the like are not routes).
 */
export function inAppUrl(anchor: HTMLAnchorElement, event?: MouseEvent): URL | null {
  if (
    event &&
    (event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey)
  ) {
    return null;
  }
  if (anchor.hasAttribute('download') || anchor.dataset.fullLoad !== undefined) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return null;
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null;
  const match = matchPath(url.pathname);
  if (!match) return null;
  if ((match.kind === 'page' || match.kind === 'other-language') && match.route.fullLoad) return null;
  if (reloadsOnThisDevice(location.pathname, url.pathname)) return null;
  return url;
}

/** spec 001 §4 iOS rule between skincare pages (shared/ios-reload.ts, decision 0310). */
export function reloadsOnThisDevice(fromPath: string, toPath: string): boolean {
  return iosReloadBetween(fromPath, toPath, navigator.userAgent, navigator.maxTouchPoints);
}

/**
 * spec 001 §2.6 "Loading shows blank": an in-app navigation to a forum page blanks the content area
 * while the page's data loads (other pages keep the current page until the next one is in hand).
 */
export function blankWhileLoading(href: string): boolean {
  const match = matchPath(new URL(href, location.href).pathname);
  return match?.kind === 'page' && match.route.page.startsWith('forum-');
}

/** Fetches a page's data (following redirects on the server's word) and its code-split module. */
export async function loadPage(href: string): Promise<Loaded> {
  const res = await fetch(href, {
    headers: { [PAGE_DATA_HEADER]: '1', Accept: 'application/json' },
    credentials: 'same-origin',
  });
  const type = res.headers.get('Content-Type') ?? '';
  if (!type.includes('application/json')) throw new Error(`page data: ${res.status}`);
  const payload = (await res.json()) as PageDataPayload;
  const load = PAGE_MODULES[payload.ssr.page];
  if (!load) throw new Error(`no page module ${payload.ssr.page}`);
  const { default: Page } = await load();
  const deferred: Record<string, PromiseLike<unknown>> = {};
  for (const [key, value] of Object.entries(payload.deferredValues)) deferred[key] = fulfilled(value);
  const state: PageState = {
    ssr: payload.ssr,
    Page,
    deferred,
    i18n: createI18n(payload.ssr.lang, payload.ssr.resources, payload.ssr.brand),
  };
  return { state, url: res.url || href };
}

/** Starts loading on intent (hover, focus); a click within PREFETCH_TTL_MS reuses it. */
export function prefetch(href: string): Promise<Loaded> {
  const hit = prefetched.get(href);
  if (hit && Date.now() - hit.at < PREFETCH_TTL_MS) return hit.promise;
  const promise = loadPage(href);
  promise.catch(() => prefetched.delete(href));
  prefetched.set(href, { at: Date.now(), promise });
  return promise;
}

export function takePrefetched(href: string): Promise<Loaded> {
  const hit = prefetched.get(href);
  prefetched.delete(href);
  return hit && Date.now() - hit.at < PREFETCH_TTL_MS ? hit.promise : loadPage(href);
}

/**
 * A route reached through a redirect may be a full-load one, or one this device reloads for coming from
 * `fromPath` (the page on screen): then the browser loads it.
 */
export function needsFullLoad(url: string, fromPath: string): boolean {
  const { pathname } = new URL(url, location.href);
  const match = matchPath(pathname);
  if (match?.kind === 'page' && match.route.fullLoad) return true;
  return reloadsOnThisDevice(fromPath, pathname);
}
