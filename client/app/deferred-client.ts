import { DEFERRED_GLOBAL } from './ssr-data';

type Store = Record<string, unknown>;

/**
 * Promises for the deferred values the worker streams (see deferred.tsx). A value already streamed
 * is handed over as a fulfilled thenable, so React hydrates its boundary without suspending;
 * one still on its way resolves when its script runs. Neither waits for the page's namespace files
 * (decision 0240): the entries a streamed boundary read came before it (decision 0249).
 */
export function clientDeferred(keys: string[]): Record<string, PromiseLike<unknown>> {
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
  const out: Record<string, PromiseLike<unknown>> = {};
  for (const key of keys) {
    if (key in existing) {
      out[key] = fulfilled(existing[key]);
    } else {
      out[key] = new Promise((resolve) => waiting.set(key, resolve));
    }
  }
  return out;
}

/** A promise already fulfilled in React's eyes (`status`, `value`): `use` reads it without suspending. */
export function fulfilled<T>(value: T): PromiseLike<T> {
  const p = Promise.resolve(value) as Promise<T> & { status?: string; value?: T };
  p.status = 'fulfilled';
  p.value = value;
  return p;
}
