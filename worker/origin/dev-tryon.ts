import type { Context } from 'hono';
import { MODULE_GLOBAL } from '../../shared/showcase';
import type { AppEnv } from '../app-env';
import { isLocalDevRequest, notFoundHere } from './local-only';

/**
 * GET /dev/tryon/{version}/sdk.js — a small local stand-in of the vendor's try-on module (decision
 * 0153): the real module comes from the provider's media host and cannot be reached here. It defines
 * the module's global, opens an accessible panel that says it is the stand-in and names the chosen
 * feature and SKU, and emits the closed event — so a person can follow the flow on one machine. Only in
 * development on a loopback host, like /dev/outbox; elsewhere a 404.
 */
const SCRIPT = `(() => {
  const listeners = new Set();
  let panel = null;
  const line = (label, value) => {
    const p = document.createElement('p');
    const b = document.createElement('strong');
    b.textContent = label + ': ';
    p.append(b, String(value ?? '—'));
    return p;
  };
  const api = {
    open(options) {
      api.close(true);
      panel = document.createElement('div');
      panel.className = 'tryon-standin';
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-labelledby', 'tryon-standin-title');
      panel.dataset.testid = 'tryon-standin';
      const h = document.createElement('h2');
      h.id = 'tryon-standin-title';
      h.tabIndex = -1;
      h.textContent = 'Try-on module — local stand-in';
      const note = document.createElement('p');
      note.textContent = 'This is the local stand-in, not the vendor\\u2019s module: no camera is used.';
      const o = options || {};
      const close = document.createElement('button');
      close.type = 'button';
      close.className = 'button';
      close.textContent = 'Close';
      close.addEventListener('click', () => api.close());
      panel.append(h, note, line('Feature', o.featureKey), line('SKU', o.sku ? o.sku.name : null),
        line('Mode', o.mode || o.captureMode), line('Language', o.language), close);
      document.body.append(panel);
      h.focus();
    },
    close(silent) {
      if (!panel) return;
      panel.remove();
      panel = null;
      if (silent !== true) for (const fn of listeners) fn();
    },
    addEventListener(event, fn) { if (event === 'closed') listeners.add(fn); },
    removeEventListener(event, fn) { if (event === 'closed') listeners.delete(fn); },
  };
  window[${JSON.stringify(MODULE_GLOBAL)}] = api;
})();
`;

export function devTryOn(c: Context<AppEnv>): Response {
  if (!isLocalDevRequest(c)) return notFoundHere(c);
  return c.body(SCRIPT, 200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'no-store',
  });
}
