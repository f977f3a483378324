/**
 * The bridge between the in-app sign-in page and the provider's host app (spec 000 §2 in-app sign-in),
 * whichever way the app embeds the page: iOS WKWebView (`webkit.messageHandlers.<name>`), Android /
 * React Native WebView (`ReactNativeWebView.postMessage`), or a web host (window postMessage to the
 * opener or parent). Every incoming message is checked against its schema, and against the allowed
 * origins where the transport has an origin.
 */

import { WEB_READY_DELAY_MS } from '../../../shared/account/flows';

/**
 * spec 000 §2 / §9: webReady goes 1.5 s after the page's load event. `sinceLoadMs` is the time since
 * that event; a client that starts later than 1.5 s after it (decision 0142 starts it after first paint)
 * sends at once. Decision 0295 (counted from the load event; 0201 counted from the navigation start).
 */
export function webReadyDelay(sinceLoadMs: number): number {
  return Math.max(0, WEB_READY_DELAY_MS - Math.max(0, sinceLoadMs));
}

/**
 * Calls `send` 1.5 s after the window's load event: at once-armed when the page has already loaded
 * (the navigation entry's `loadEventStart`), else when `load` fires. Returns the cancel function.
 */
export function scheduleWebReady(send: () => void, win: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    const perf = win.performance;
    const nav = perf.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const loadedAt = nav && nav.loadEventStart > 0 ? nav.loadEventStart : perf.now();
    timer = setTimeout(send, webReadyDelay(perf.now() - loadedAt));
  };
  if (win.document.readyState === 'complete') arm();
  else win.addEventListener('load', arm, { once: true });
  return () => {
    win.removeEventListener('load', arm);
    clearTimeout(timer);
  };
}

export type OutgoingMessage =
  | { type: 'signIn'; url: string }
  | { type: 'disableBackForwardList'; disable: boolean }
  | { type: 'webReady' };

/** spec 000 §5: the host's message must carry a token; `hasToken: false` → the "no token" display. */
export type IncomingMessage = { type: 'token'; token: string | null };

type Webkit = { messageHandlers?: Record<string, { postMessage(body: unknown): void } | undefined> };
type ReactNativeWebView = { postMessage(body: string): void };

/** The schema of an incoming message (hand-checked: this page's JS stays small). */
export function parseIncoming(raw: unknown): IncomingMessage | null {
  let value = raw;
  if (typeof value === 'string') {
    if (value.length > 2000) return null;
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const m = value as Record<string, unknown>;
  if (m.type !== 'token') return null;
  const token = m.token;
  if (token === undefined || token === null || token === '') return { type: 'token', token: null };
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{16,200}$/.test(token)) return null;
  return { type: 'token', token };
}

export type Bridge = {
  send(message: OutgoingMessage): void;
  close(): void;
};

/**
 * Connects to the host. `onMessage` receives schema-valid messages only; `allowedOrigins` are the
 * origins a window message may come from (the site's own and APP_BRIDGE_ORIGINS).
 */
export function connectHost(
  allowedOrigins: readonly string[],
  onMessage: (m: IncomingMessage) => void,
): Bridge {
  const w = window as unknown as { webkit?: Webkit; ReactNativeWebView?: ReactNativeWebView };
  const peer = (window.opener as Window | null) ?? (window.parent !== window ? window.parent : null);
  let hostOrigin: string | null = null;

  const listener = (event: MessageEvent) => {
    // A native app injects its message into this window (same origin); a web host posts from its own.
    const fromSelf = event.source === window;
    const fromPeer = peer !== null && event.source === peer;
    if (!(fromSelf || fromPeer) || !allowedOrigins.includes(event.origin)) return;
    const message = parseIncoming(event.data);
    if (!message) return;
    if (fromPeer) hostOrigin = event.origin;
    onMessage(message);
  };
  window.addEventListener('message', listener);
  // Android WebViews deliver to document as well.
  document.addEventListener('message', listener as EventListener);

  return {
    send(message) {
      const handler = w.webkit?.messageHandlers?.[message.type];
      if (handler) {
        handler.postMessage(message);
        return;
      }
      if (w.ReactNativeWebView) {
        w.ReactNativeWebView.postMessage(JSON.stringify(message));
        return;
      }
      if (!peer) return;
      // Only to a known origin: the host's once it has spoken, else each allowed one (others drop it).
      for (const origin of hostOrigin ? [hostOrigin] : allowedOrigins) peer.postMessage(message, origin);
    },
    close() {
      window.removeEventListener('message', listener);
      document.removeEventListener('message', listener as EventListener);
    },
  };
}
