/** Point arithmetic for the try-on's geometry (docs/tryon.md): frame pixels in, fresh points out. */
import type { Pt } from '../types';

/** a + (b − a)·t */
export function lerp(a: Pt, b: Pt, t: number): Pt {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/** Euclidean distance. */
export function dist(a: Pt, b: Pt): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** The unit vector from a toward b ({0,0} when they coincide). */
export function unit(a: Pt, b: Pt): Pt {
  const d = dist(a, b);
  return d > 0 ? { x: (b.x - a.x) / d, y: (b.y - a.y) / d } : { x: 0, y: 0 };
}

/** p + v·k */
export function addScaled(p: Pt, v: Pt, k: number): Pt {
  return { x: p.x + v.x * k, y: p.y + v.y * k };
}

/** The mean of some points. */
export function mean(pts: readonly Pt[]): Pt {
  let x = 0;
  let y = 0;
  for (const p of pts) {
    x += p.x;
    y += p.y;
  }
  const n = Math.max(1, pts.length);
  return { x: x / n, y: y / n };
}
