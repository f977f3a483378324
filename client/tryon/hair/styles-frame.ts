/**
 * The head's own frame for the hairstyle and beard overlays (styles.ts): origin between the face edges
 * (234 ↔ 454), x along the eye line (wear/head.ts `headPose` roll), y down the face, one unit = the face
 * width. Everything is built and drawn in these units, so it scales with the face and turns with its
 * roll. And the geometry the styles share: curves, edges moved toward each other, streamlines. Pure.
 */
import { faceCentre } from '../geometry/face';
import { at } from '../geometry/landmarks';
import { catmullRom, type Polygon, resample } from '../geometry/polygon';
import { dist, lerp } from '../geometry/vector';
import type { Landmarks, Pt } from '../types';
import { faceHeight, headPose } from '../wear/head';
import type { Ctx } from '../wear/materials';

export type { Ctx };

export type Frame = {
  o: Pt;
  /** Unit vectors: along the eye line (image right when upright) and down the face. */
  ax: Pt;
  dn: Pt;
  roll: number;
  fw: number;
  /** Face height (10 → 152) in face widths. */
  H: number;
  /** The sign of x on the subject's right side (−1 on an unmirrored frame). */
  right: 1 | -1;
  /** A landmark in the frame's units. */
  p: (i: number) => Pt;
};

export function frameOf(lm: Landmarks): Frame {
  const { roll, fw } = headPose(lm);
  const o = faceCentre(lm);
  const ax = { x: Math.cos(roll), y: Math.sin(roll) };
  const dn = { x: -ax.y, y: ax.x };
  const local = (q: Pt): Pt => {
    const dx = q.x - o.x;
    const dy = q.y - o.y;
    return { x: (dx * ax.x + dy * ax.y) / fw, y: (dx * dn.x + dy * dn.y) / fw };
  };
  return {
    o,
    ax,
    dn,
    roll,
    fw,
    H: faceHeight(lm) / fw,
    right: local(at(lm, 234)).x < 0 ? -1 : 1,
    p: (i) => local(at(lm, i)),
  };
}

/** Landmarks → frame units (a head-top hairline, any polygon). */
export function toLocal(f: Frame, pts: readonly Pt[]): Polygon {
  return pts.map((q) => {
    const dx = q.x - f.o.x;
    const dy = q.y - f.o.y;
    return { x: (dx * f.ax.x + dy * f.ax.y) / f.fw, y: (dx * f.dn.x + dy * f.dn.y) / f.fw };
  });
}

/** Sets the canvas to draw in frame units (call inside save/restore). */
export function enter(ctx: Ctx, f: Frame): void {
  ctx.translate(f.o.x, f.o.y);
  ctx.rotate(f.roll);
  ctx.scale(f.fw, f.fw);
}

/** A hairline width in frame units: `k` face widths, at least half a pixel. */
export const hairWidth = (f: Frame, k: number): number => Math.max(k, 0.5 / f.fw);

export const smoothstep = (a: number, b: number, x: number): number => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

/** A smooth open curve through control points, resampled to n points evenly spaced. */
export const curve = (pts: readonly Pt[], n: number): Polygon => resample(catmullRom(pts, 6, false), n);

/**
 * The polyline moved from edge `a` toward edge `b` (same sample count) by `d` units (times `per[i]` when
 * given), at most `max` of the way.
 */
export const inset = (
  a: readonly Pt[],
  b: readonly Pt[],
  d: number,
  max = 0.45,
  per?: readonly number[],
): Polygon =>
  a.map((p, i) => {
    const q = b[i]!;
    const len = dist(p, q);
    const di = per ? d * per[i]! : d;
    return len > 0 ? lerp(p, q, Math.min(max, di / len)) : { ...p };
  });

/** A streamline of a direction field from `seed`, `len` units long, both ways, in `n` steps. */
export function streamline(seed: Pt, len: number, n: number, field: (p: Pt) => Pt): Polygon {
  const h = len / n;
  const walk = (sign: number): Pt[] => {
    const out: Pt[] = [];
    let p = seed;
    for (let i = 0; i < n / 2; i++) {
      const d = field(p);
      p = { x: p.x + sign * h * d.x, y: p.y + sign * h * d.y };
      out.push(p);
    }
    return out;
  };
  return [...walk(-1).reverse(), seed, ...walk(1)];
}

/** A unit vector (x, y), or straight down when zero. */
export const norm = (x: number, y: number): Pt => {
  const l = Math.hypot(x, y);
  return l > 1e-9 ? { x: x / l, y: y / l } : { x: 0, y: 1 };
};

/** The point a share `s` (0..1) of the way along a polyline's samples (interpolated between them). */
export function along(line: readonly Pt[], s: number): Pt {
  const x = Math.min(1, Math.max(0, s)) * (line.length - 1);
  const i = Math.min(line.length - 2, Math.floor(x));
  return lerp(line[i]!, line[i + 1]!, x - i);
}
