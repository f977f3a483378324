/**
 * The embedded origin's clock. Trials, codes, sessions and affiliations all ask it for "now", so tests
 * can move time (an expired code, an ended trial) without waiting — the clock is injected, not branched on.
 */
const realNow = () => Date.now();
/** What `setClock(null)` returns to: the real clock, unless a test run set another base. */
let base: () => number = realNow;
let source: () => number = base;

export function now(): Date {
  return new Date(source());
}

export function nowMs(): number {
  return source();
}

/** Replaces the clock (tests); `null` restores the base clock. */
export function setClock(next: (() => number) | null): void {
  source = next ?? base;
}

/** Replaces the base clock that `setClock(null)` restores (`null`: the real one) and switches to it. */
export function setBaseClock(next: (() => number) | null): void {
  base = next ?? realNow;
  source = base;
}

export const iso = (d: Date | number): string => new Date(d).toISOString().replace(/\.\d{3}Z$/, 'Z');
