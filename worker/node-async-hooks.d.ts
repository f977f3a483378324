/**
 * The part of `node:async_hooks` the worker uses (workerd provides it with the nodejs_compat flag).
 * Declared here because the worker's tsconfig has no Node types (like worker/origin/node-crypto.d.ts).
 */
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}
