/**
 * Where the skin indicators found what they count (docs/tryon.md "Analysis", decision 0320): spots
 * (dark blobs), lines (oriented second derivative of L*), pores (fine dark dots), redness (a* over the
 * face's median) and dark circles (the under-eye zones against the cheeks), in frame pixels. The spots
 * score counts the same blobs these marks show. Pure: the skin grid in, no DOM.
 */
import type { Pt } from '../types';
import { CHEEK, FOREHEAD, type Grid, LINES, NOSE, SKIN, UNDER } from './skin-grid';
import { cellsOf, interiorOf, localMean, medianOf } from './skin-stats';

/** The concerns the stage can mark, in the order the page lists their switches. */
export const SKIN_CONCERNS = ['spots', 'wrinkles', 'pores', 'redness', 'darkCircles'] as const;
export type SkinConcern = (typeof SKIN_CONCERNS)[number];

export const isSkinConcern = (v: unknown): v is SkinConcern =>
  (SKIN_CONCERNS as readonly unknown[]).includes(v);

export type SpotMark = { x: number; y: number; r: number };
export type LineMark = { x0: number; y0: number; x1: number; y1: number; w: number };
/** A heat cell: its centre, half its size, and a weight 0–1. */
export type HeatMark = { x: number; y: number; h: number; v: number };
export type ZoneMark = { poly: Pt[]; v: number };

export type SkinMarks = {
  spots: SpotMark[];
  wrinkles: LineMark[];
  pores: Pt[];
  redness: HeatMark[];
  darkCircles: ZoneMark[];
};

/** A spot: L* at least SPOT_DL under its ±3 % surround, a minimum of its 3×3 cells. */
const SPOT_DL = 1.8;
/** A line: the largest second derivative of L* (cells, 3×3 smoothed) at least LINE_K, elongated. */
const LINE_K = 0.9;
/** A pore: a fine dip of L* (cell minus its 3×3 mean) of at least PORE_DL. */
const PORE_DL = 1.2;
/** Redness: a* (3×3) over the skin's median by at least RED_DA; full weight RED_SPAN more. */
const RED_DA = 2.5;
const RED_SPAN = 6;
/** Most marks of one kind (the densest are the weakest: the strongest are kept). */
const MAX_MARKS = 600;

/** The centre of cell k, in frame pixels. */
export const centre = (g: Grid, k: number): Pt => ({
  x: g.x0 + ((k % g.w) + 0.5) * g.step,
  y: g.y0 + (Math.floor(k / g.w) + 0.5) * g.step,
});

/** Whether cell k holds the least v of its 3×3 neighbours (ties to the first). */
function isMinimum(g: Grid, v: Float32Array, k: number): boolean {
  const i = k % g.w;
  const j = Math.floor(k / g.w);
  for (let dj = -1; dj <= 1; dj++) {
    for (let di = -1; di <= 1; di++) {
      if (!di && !dj) continue;
      const ii = i + di;
      const jj = j + dj;
      if (ii < 0 || jj < 0 || ii >= g.w || jj >= g.h) continue;
      const q = jj * g.w + ii;
      if (v[q]! < v[k]! || (v[q]! === v[k]! && q < k)) return false;
    }
  }
  return true;
}

/** The strongest `n` of some scored items. */
const strongest = <T>(items: { s: number; m: T }[], n = MAX_MARKS): T[] =>
  items
    .sort((p, q) => q.s - p.s)
    .slice(0, n)
    .map((x) => x.m);

/**
 * Dark blobs on the cheeks, forehead and nose; `cells` is how many cells they were looked for in, `area`
 * their area over the face width squared (the spots score counts blobs per area: scale-free).
 */
export function findSpots(g: Grid, fw: number): { spots: SpotMark[]; cells: number; area: number } {
  const r = Math.max(2, Math.round((0.03 * fw) / g.step));
  // The surround without its dark blobs: cells clamped to 1 L* under a first mean, then averaged again
  // (a strong spot would otherwise darken its surround and hide the fainter ones beside it).
  const first = localMean(g, g.L, r);
  const clamped = new Float32Array(g.L.length);
  for (let k = 0; k < clamped.length; k++) clamped[k] = Math.max(g.L[k]!, first[k]! - 1);
  const around = localMean(g, clamped, r);
  const inner = interiorOf(g, r);
  const cells = cellsOf(g, CHEEK | FOREHEAD | NOSE, inner);
  const d = new Float32Array(g.L.length);
  for (let k = 0; k < d.length; k++) d[k] = g.L[k]! - around[k]!;
  const found: { s: number; m: SpotMark }[] = [];
  for (const k of cells) {
    if (d[k]! > -SPOT_DL || !isMinimum(g, d, k)) continue;
    const p = centre(g, k);
    found.push({ s: -d[k]!, m: { x: p.x, y: p.y, r: g.step * (1 + Math.min(1.5, -d[k]! / 6)) } });
  }
  return { spots: strongest(found), cells: cells.length, area: (cells.length * g.step ** 2) / fw ** 2 };
}

/** Valley lines (darker than either side) on the forehead, under and beside the eyes, the folds. */
export function findLines(g: Grid): LineMark[] {
  const s = localMean(g, g.L, 1);
  const cells = cellsOf(g, FOREHEAD | UNDER | LINES, interiorOf(g, 2));
  const found: { s: number; m: LineMark }[] = [];
  const w = g.w;
  for (const k of cells) {
    const xx = s[k - 1]! + s[k + 1]! - 2 * s[k]!;
    const yy = s[k - w]! + s[k + w]! - 2 * s[k]!;
    const xy = (s[k + w + 1]! + s[k - w - 1]! - s[k + w - 1]! - s[k - w + 1]!) / 4;
    // Eigen-decomposition of the Hessian: l1 the larger curvature (a valley's across-line one).
    const tr = (xx + yy) / 2;
    const dd = Math.sqrt(((xx - yy) / 2) ** 2 + xy * xy);
    const l1 = tr + dd;
    const l2 = tr - dd;
    if (l1 < LINE_K || Math.abs(l2) > 0.5 * l1) continue;
    // Across the line: the eigenvector of l1; the stroke runs along its normal.
    const ax = xy !== 0 ? l1 - yy : xx >= yy ? 1 : 0;
    const ay = xy !== 0 ? xy : xx >= yy ? 0 : 1;
    const n = Math.hypot(ax, ay) || 1;
    const tx = -ay / n;
    const ty = ax / n;
    const p = centre(g, k);
    const half = 0.9 * g.step;
    found.push({
      s: l1,
      m: { x0: p.x - tx * half, y0: p.y - ty * half, x1: p.x + tx * half, y1: p.y + ty * half, w: l1 },
    });
  }
  return strongest(found);
}

/** Fine dark dots on the nose and cheeks. */
export function findPores(g: Grid): Pt[] {
  const m1 = localMean(g, g.L, 1);
  const fine = new Float32Array(g.L.length);
  for (let k = 0; k < fine.length; k++) fine[k] = g.L[k]! - m1[k]!;
  const found: { s: number; m: Pt }[] = [];
  for (const k of cellsOf(g, CHEEK | NOSE, interiorOf(g, 1))) {
    if (fine[k]! <= -PORE_DL && isMinimum(g, fine, k)) found.push({ s: -fine[k]!, m: centre(g, k) });
  }
  return strongest(found);
}

/** Cells whose a* (3×3) stands over the skin's median. */
export function findRedness(g: Grid): HeatMark[] {
  const a1 = localMean(g, g.a, 1);
  const skin = cellsOf(g, SKIN);
  const med = medianOf(skin, g.a);
  const found: { s: number; m: HeatMark }[] = [];
  if (!Number.isFinite(med)) return [];
  for (const k of skin) {
    const over = a1[k]! - med - RED_DA;
    if (over <= 0) continue;
    const p = centre(g, k);
    found.push({ s: over, m: { x: p.x, y: p.y, h: g.step / 2, v: Math.min(1, over / RED_SPAN) } });
  }
  return strongest(found, 4 * MAX_MARKS);
}
