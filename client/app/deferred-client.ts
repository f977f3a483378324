import { DEFERRED_GLOBAL } from './ssr-data';

type Thenable = PromiseLike<unknown> & { status?: string; value?: unknown };
type Store = Record<string, unknown>;

/**
 * Promises for the deferred values the worker streams (see deferred.tsx). A value already streamed
 * is handed over as a fulfilled thenable, so React hydrates its boundary without suspending;
 * one still on its way resolves when its script runs. With `translations` (the page's namespaces
 * being completed, decision 0240) every value also waits for them: a boundary rendered on the worker
 * after the shell read entries the document did not carry, and must hydrate with the same words.
 */
export function clientDeferred(
  keys: string[],
  translations?: PromiseLike<void>,
): Record<string, PromiseLike<unknown>> {
  const w = window as unknown as Record<string, Store>;
  const existing: Store = w[DEFERRED_GLOBAL] ?? {};
  const waiting = new Map<string, (v: unknown) => void>();
  w[DEFERRED_GLOBAL] = new Proxy(existing, {
    set(target, key, value) {
      target[key as string] = value;
      waiting.get(key as string)?.(value);
      return true;
    },
  });
  let ready = !translations;
  translations?.then(() => {
    ready = true;
  });
  const out: Record<string, PromiseLike<unknown>> = {};
  for (const key of keys) {
    if (key in existing && ready) {
      const done: Thenable = Promise.resolve(existing[key]);
      done.status = 'fulfilled';
      done.value = existing[key];
      out[key] = done;
    } else {
      const value =
        key in existing
          ? Promise.resolve(existing[key])
          : new Promise((resolve) => waiting.set(key, resolve));
      out[key] = translations ? Promise.all([value, translations]).then(([v]) => v) : value;
    }
  }
  return out;
}
