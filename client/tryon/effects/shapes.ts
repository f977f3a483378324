/**
 * Stroke geometry for liner, lashes and brow hairs (docs/tryon.md). Pure: built from the landmarks
 * and a seeded PRNG, so the same face gives the same strokes every frame.
 */
import {
  addScaled,
  centroid,
  eyeOpening,
  faceUp,
  type LinerPath,
  lerp,
  type Polygon,
  points,
  resample,
  type Side,
  sideSet,
  unit,
} from '../geometry';
import { type Landmarks, LINER_STYLES, type Pt } from '../types';
import { prngPure } from './random';

export type LinerStyle = (typeof LINER_STYLES)[number];

/** A product's liner style, 'classic' when absent or unknown. */
export function linerStyle(style: string | undefined): LinerStyle {
  return (LINER_STYLES as readonly string[]).includes(style ?? '') ? (style as LinerStyle) : 'classic';
}

/** Liner thickness at the inner and outer end, wing length and lift off the lid, in eye widths. */
const LINER: Readonly<Record<LinerStyle, { inner: number; outer: number; wing: number; sink: number }>> = {
  classic: { inner: 0.02, outer: 0.075, wing: 0.1, sink: 0.2 },
  winged: { inner: 0.025, outer: 0.1, wing: 0.36, sink: 0.2 },
  smoky: { inner: 0.05, outer: 0.15, wing: 0.12, sink: 0.25 },
  tightline: { inner: 0.03, outer: 0.04, wing: 0, sink: 1 },
};

/** Blur (fraction of face width) that softens each liner style. */
export const LINER_SOFTNESS: Readonly<Record<LinerStyle, number>> = {
  classic: 0.004,
  winged: 0.004,
  smoky: 0.025,
  tightline: 0.003,
};

/** The liner as a filled shape: lash line (inner → outer), the wing tip, the top edge back. */
export function linerPolygon(path: LinerPath, style: LinerStyle): Polygon {
  const spec = LINER[style];
  const ew = path.eyeWidth;
  const n = path.lid.length;
  const bottom: Polygon = [];
  const top: Polygon = [];
  for (let i = 0; i < n; i++) {
    const u = n > 1 ? i / (n - 1) : 0;
    const t = ew * (spec.inner + (spec.outer - spec.inner) * u ** 1.4);
    const nrm = path.normals[i]!;
    const base = addScaled(path.lid[i]!, nrm, -spec.sink * t);
    bottom.push(base);
    top.push(addScaled(base, nrm, t));
  }
  const outer = path.lid[n - 1]!;
  const tip = spec.wing > 0 ? [addScaled(outer, path.wing, spec.wing * ew)] : [];
  return [...bottom, ...tip, ...top.reverse()];
}

/** Smoky liner's smudge along the outer part of the lower lash line. */
export function lowerSmudge(lm: Landmarks, side: Side, eyeWidth: number): Polygon {
  const lower = resample(points(lm, sideSet(side).lower).reverse(), 12).slice(4);
  const c = centroid(eyeOpening(lm, side));
  const t = 0.07 * eyeWidth;
  const away = lower.map((p) => addScaled(p, unit(c, p), t));
  return [...lower, ...away.reverse()];
}

/** One brow hair: a short straight stroke. */
export type Hair = { from: Pt; to: Pt; width: number };

/** Hair strokes filling one brow: upward at the head, along the brow toward the tail elsewhere. */
export function browHairs(lm: Landmarks, side: Side, fw: number, count = 110): Hair[] {
  const s = sideSet(side);
  const upper = resample(points(lm, s.browUpper), 24);
  const lower = resample(points(lm, s.browLower), 24);
  const rnd = prngPure(side === 'right' ? 11 : 23);
  const faceUpDir = faceUp(lm);
  const hairs: Hair[] = [];
  for (let i = 0; i < count; i++) {
    const u = rnd();
    const v = 0.12 + 0.76 * rnd();
    const k = Math.round(u * 23);
    const root = lerp(lower[k]!, upper[k]!, v);
    const tail = unit(upper[Math.min(23, k + 1)]!, upper[Math.max(0, k - 1)]!);
    const along = unit({ x: 0, y: 0 }, addScaled(tail, faceUpDir, 0.25));
    const rising = unit({ x: 0, y: 0 }, addScaled(faceUpDir, tail, 0.25));
    const w = Math.min(1, Math.max(0, (u - 0.72) / 0.22));
    const dir = rotate(unit({ x: 0, y: 0 }, lerp(along, rising, w)), (rnd() - 0.5) * 0.5);
    const len = fw * 0.028 * (0.7 + 0.6 * rnd());
    hairs.push({ from: root, to: addScaled(root, dir, len), width: Math.max(0.4, 0.005 * fw) });
  }
  return hairs;
}

function rotate(v: Pt, a: number): Pt {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return { x: v.x * c - v.y * s, y: v.x * s + v.y * c };
}
