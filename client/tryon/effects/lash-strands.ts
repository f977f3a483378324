/**
 * Lash strand geometry (docs/tryon.md "Eyes"): each lash a tapered, curled strand rooted on the lid
 * margin and following it, with varied length, curl, thickness and opacity. Pure: built from a lid path
 * and a seeded PRNG, so the same face gives the same strands every frame and the strands move with it.
 *
 * Styles differ the way real products do: natural (a mascara coat on the wearer's own lashes: short,
 * fine, separated) < volume (denser, thicker, clumped a little) < dramatic (a strip lash: long, dense,
 * clumped, flaring to a wing at the outer end, with lower lashes).
 */
import { addScaled, type LinerPath, lerp, resample, unit } from '../geometry';
import { LASH_STYLES, type Pt } from '../types';
import { prngPure } from './random';

export type LashStyle = (typeof LASH_STYLES)[number];

/** A product's lash style, 'natural' when absent or unknown. */
export function lashStyle(style: string | undefined): LashStyle {
  return (LASH_STYLES as readonly string[]).includes(style ?? '') ? (style as LashStyle) : 'natural';
}

/** One strand: a quadratic curve from the root, its root width (px) and opacity. */
export type Strand = { from: Pt; ctrl: Pt; to: Pt; width: number; alpha: number };

type StyleSpec = {
  /** Upper strands per eye. */
  count: number;
  /** Longest strand, in eye widths. */
  length: number;
  /** Root width, in eye widths. */
  width: number;
  /** How far tips bend toward the face's up direction (fraction of the length). */
  curl: number;
  /** 0..1: how strongly neighbouring tips gather into clumps. */
  clump: number;
  /** Where along the lid (inner 0 → outer 1) the strands are longest; wing styles peak at the end. */
  peak: number;
  /** Thickness of the darkened lash line at the roots, in eye widths. */
  line: number;
  /** Lower strands per eye (0: none). */
  lower: number;
};

export const LASH_SPECS: Readonly<Record<LashStyle, StyleSpec>> = {
  natural: {
    count: 34,
    length: 0.19,
    width: 0.011,
    curl: 0.32,
    clump: 0.1,
    peak: 0.6,
    line: 0.018,
    lower: 0,
  },
  volume: {
    count: 58,
    length: 0.23,
    width: 0.015,
    curl: 0.38,
    clump: 0.35,
    peak: 0.66,
    line: 0.028,
    lower: 10,
  },
  dramatic: {
    count: 80,
    length: 0.3,
    width: 0.018,
    curl: 0.42,
    clump: 0.5,
    peak: 0.88,
    line: 0.04,
    lower: 16,
  },
};

/** The lid path from its inner to its outer end, at `n` evenly spaced points, and its normals. */
function lidSamples(path: LinerPath, n: number): { pts: Pt[]; nrm: Pt[] } {
  const pts = resample(path.lid, n);
  const nrm = pts.map((_, i) => {
    const t = Math.min(path.normals.length - 1, Math.round((i / (n - 1)) * (path.normals.length - 1)));
    return path.normals[t]!;
  });
  return { pts, nrm };
}

/** Length along the lid (0 inner → 1 outer): short at the inner corner, longest at the style's peak. */
export function lengthProfile(u: number, peak: number): number {
  const spread = peak > 0.8 ? 0.55 : 0.38;
  const bell = Math.exp(-(((u - peak) / spread) ** 2));
  const inner = Math.min(1, u / 0.18);
  return (0.3 + 0.7 * bell) * (0.55 + 0.45 * inner);
}

/**
 * The upper strands of one eye. `up` is the face's up direction (unit), `seed` varies the strands per
 * eye. Roots lie between 4 % and 97 % of the lid, just outside its margin; tips point away from the
 * opening, fanning toward the inner corner at the inner end and outward at the outer end.
 */
export function upperStrands(path: LinerPath, style: LashStyle, up: Pt, seed: number): Strand[] {
  const spec = LASH_SPECS[style];
  const ew = path.eyeWidth;
  const { pts, nrm } = lidSamples(path, 64);
  const axis = unit(path.lid[0]!, path.lid[path.lid.length - 1]!);
  const rnd = prngPure(seed);
  const strands: Strand[] = [];
  for (let j = 0; j < spec.count; j++) {
    const u = 0.04 + (0.93 * (j + rnd())) / spec.count;
    const i = Math.round(u * (pts.length - 1));
    const n = nrm[i]!;
    const from = addScaled(pts[i]!, n, 0.008 * ew);
    const fan = -0.35 + 1.25 * u ** 1.2 + (rnd() - 0.5) * 0.3;
    const dir = unit({ x: 0, y: 0 }, addScaled(n, axis, fan));
    const len = ew * spec.length * lengthProfile(u, spec.peak) * (0.75 + 0.5 * rnd());
    const curl = spec.curl * (0.8 + 0.4 * rnd());
    const ctrl = addScaled(from, dir, 0.55 * len);
    const to = addScaled(addScaled(from, dir, 0.72 * len), up, curl * len);
    const width = ew * spec.width * (0.7 + 0.6 * rnd()) * (0.75 + 0.25 * Math.min(1, u / 0.3));
    strands.push({ from, ctrl, to, width, alpha: 0.55 + 0.45 * rnd() });
  }
  return clumpTips(strands, spec.clump, Math.max(3, Math.round(spec.count / 14)));
}

/** Gathers each run of `size` neighbouring tips toward their mean by `amount` (mascara clumps). */
function clumpTips(strands: Strand[], amount: number, size: number): Strand[] {
  if (amount <= 0) return strands;
  for (let a = 0; a < strands.length; a += size) {
    const group = strands.slice(a, a + size);
    const mx = group.reduce((s, g) => s + g.to.x, 0) / group.length;
    const my = group.reduce((s, g) => s + g.to.y, 0) / group.length;
    for (const g of group) {
      g.to = lerp(g.to, { x: mx, y: my }, amount);
      g.ctrl = lerp(g.ctrl, lerp(g.from, g.to, 0.5), amount * 0.3);
    }
  }
  return strands;
}

/** The lower strands of one eye (volume and dramatic): short, fine, pointing down and out. */
export function lowerStrands(
  lower: readonly Pt[],
  open: Pt,
  style: LashStyle,
  eyeWidth: number,
  seed: number,
): Strand[] {
  const spec = LASH_SPECS[style];
  if (!spec.lower || lower.length < 2) return [];
  const pts = resample(lower, 40);
  const axis = unit(pts[0]!, pts[pts.length - 1]!);
  const rnd = prngPure(seed + 101);
  const out: Strand[] = [];
  for (let j = 0; j < spec.lower; j++) {
    const u = 0.3 + (0.66 * (j + rnd())) / spec.lower;
    const p = pts[Math.round(u * (pts.length - 1))]!;
    const away = unit(open, p);
    const from = addScaled(p, away, 0.01 * eyeWidth);
    const dir = unit({ x: 0, y: 0 }, addScaled(away, axis, 0.5 + 0.6 * u));
    const len = eyeWidth * spec.length * 0.3 * (0.7 + 0.6 * rnd());
    out.push({
      from,
      ctrl: addScaled(from, dir, 0.5 * len),
      to: addScaled(from, dir, len),
      width: eyeWidth * spec.width * 0.55,
      alpha: 0.35 + 0.35 * rnd(),
    });
  }
  return out;
}

/** The point at t on a strand's curve. */
function onCurve(l: Strand, t: number): Pt {
  return lerp(lerp(l.from, l.ctrl, t), lerp(l.ctrl, l.to, t), t);
}

/**
 * A strand as a closed ribbon: its width tapering from the root to a fine tip (a real lash is thickest
 * at the root). `steps` points per side.
 */
export function strandRibbon(l: Strand, steps = 7): Pt[] {
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const p = onCurve(l, t);
    const q = onCurve(l, Math.min(1, t + 0.02));
    const o = onCurve(l, Math.max(0, t - 0.02));
    const d = unit(o, q);
    const half = 0.5 * l.width * (1 - t) ** 0.85 + 0.04;
    left.push({ x: p.x - d.y * half, y: p.y + d.x * half });
    right.push({ x: p.x + d.y * half, y: p.y - d.x * half });
  }
  return [...left, ...right.reverse()];
}

/**
 * The darkened lash line at the roots: a band along the lid margin, thin at the inner corner and full
 * from a third of the way out, sitting mostly outside the opening.
 */
export function lashLine(path: LinerPath, thickness: number): Pt[] {
  const ew = path.eyeWidth;
  const { pts, nrm } = lidSamples(path, 32);
  const top: Pt[] = [];
  const bottom: Pt[] = [];
  pts.forEach((p, i) => {
    const u = i / (pts.length - 1);
    const t = ew * thickness * (0.25 + 0.75 * Math.min(1, u / 0.35)) * (u > 0.92 ? 1 - (u - 0.92) * 6 : 1);
    bottom.push(addScaled(p, nrm[i]!, -0.15 * t));
    top.push(addScaled(p, nrm[i]!, 0.85 * t));
  });
  return [...bottom, ...top.reverse()];
}
