/**
 * The embedded origin's clock. Trials, codes, sessions and affiliations all ask it for "now", so tests
 * can move time (an expired code, an ended trial) without waiting — the clock is injected, not branched on.
 */
let source: () => number = () => Date.now();

export function now(): Date {
  return new Date(source());
}

export function nowMs(): number {
  return source();
}

/** Replaces the clock (tests); `null` restores the real one. */
export function setClock(next: (() => number) | null): void {
  source = next ?? (() => Date.now());
}

export const iso = (d: Date | number): string => new Date(d).toISOString().replace(/\.\d{3}Z$/, 'Z');
