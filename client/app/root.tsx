import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { pushPageView } from '../../shared/analytics';
import { Document } from './document';
import {
  blankWhileLoading,
  inAppUrl,
  needsFullLoad,
  type PageState,
  prefetch,
  takePrefetched,
} from './navigation';

type HistoryState = { key: string };
type Pending = { scroll: 'top' | { x: number; y: number }; hash: string } | null;

const SCROLL_STORE = 'nav-scroll';

function readScrolls(): Record<string, { x: number; y: number }> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_STORE) ?? '{}');
  } catch {
    return {};
  }
}

function saveScroll(key: string) {
  const all = readScrolls();
  all[key] = { x: scrollX, y: scrollY };
  try {
    sessionStorage.setItem(SCROLL_STORE, JSON.stringify(all));
  } catch {
    // storage full or disabled: back/forward then starts at the top
  }
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * The hydrated document plus in-app navigation (docs/architecture.md "One request", spec 001 §5): links the route
 * table knows load their data and code and render without a reload; back/forward work; any failure
 * falls back to a full page load of the same address.
 */
export function Root({ initial, nonce }: { initial: PageState; nonce: string }) {
  const [state, setState] = useState(initial);
  const pending = useRef<Pending>(null);
  const current = useRef(0);
  /** The path of the page on screen (on back/forward, `location` already shows the next one). */
  const shown = useRef(typeof location === 'undefined' ? initial.ssr.pathname : location.pathname);

  const navigate = useCallback(async (href: string, mode: 'push' | 'pop') => {
    const ticket = ++current.current;
    const key = (history.state as HistoryState | null)?.key;
    if (mode === 'push' && key) saveScroll(key);
    // 'blank': the content area is hidden until the next page renders (client/styles.css).
    document.documentElement.dataset.navigating = blankWhileLoading(href) ? 'blank' : 'true';
    try {
      // Back/forward across a page this device reloads for: the address already changed; load it.
      if (mode === 'pop' && needsFullLoad(href, shown.current)) {
        location.reload();
        return;
      }
      const { state: next, url } = await takePrefetched(href);
      if (ticket !== current.current) return; // a later navigation won
      if (needsFullLoad(url, shown.current)) {
        location.assign(url);
        return;
      }
      const target = new URL(url, location.href);
      target.hash = new URL(href, location.href).hash;
      if (mode === 'push') {
        history.pushState({ key: newKey() } satisfies HistoryState, '', target);
      } else if (target.href !== location.href) {
        history.replaceState(history.state, '', target);
      }
      const saved =
        mode === 'pop' ? readScrolls()[(history.state as HistoryState | null)?.key ?? ''] : undefined;
      pending.current = { scroll: saved ?? 'top', hash: target.hash };
      shown.current = target.pathname;
      startTransition(() => setState(next));
    } catch {
      location.assign(href);
    } finally {
      if (ticket === current.current) delete document.documentElement.dataset.navigating;
    }
  }, []);

  useEffect(() => {
    if (!(history.state as HistoryState | null)?.key)
      history.replaceState({ key: newKey() }, '', location.href);
    history.scrollRestoration = 'manual';
    const onClick = (e: MouseEvent) => {
      const anchor = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor) return;
      const url = inAppUrl(anchor, e);
      if (!url) return;
      e.preventDefault();
      navigate(url.href, 'push');
    };
    const onIntent = (e: Event) => {
      const anchor = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor) return;
      const url = inAppUrl(anchor);
      if (url && url.href !== location.href) prefetch(url.href).catch(() => {});
    };
    const onPop = () => navigate(location.href, 'pop');
    const onHide = () => {
      const key = (history.state as HistoryState | null)?.key;
      if (key) saveScroll(key);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    addEventListener('popstate', onPop);
    addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      removeEventListener('popstate', onPop);
      removeEventListener('pagehide', onHide);
    };
  }, [navigate]);

  // spec 001 §7: a virtual page view on the first load and after every in-app navigation (decision 0173).
  useEffect(() => {
    const { ssr } = state;
    pushPageView({ path: ssr.pathname, title: ssr.head.title, language: ssr.lang, audience: ssr.audience });
  }, [state]);

  // After an in-app render: scroll (top, the saved position, or the hash) and move focus to the content.
  useLayoutEffect(() => {
    const p = pending.current;
    if (!p || state === initial) return;
    pending.current = null;
    const anchor = p.hash ? document.getElementById(decodeURIComponent(p.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else if (p.scroll === 'top') scrollTo(0, 0);
    else scrollTo(p.scroll.x, p.scroll.y);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [state, initial]);

  return (
    <Document ssr={state.ssr} nonce={nonce} i18n={state.i18n} Page={state.Page} deferred={state.deferred} />
  );
}
