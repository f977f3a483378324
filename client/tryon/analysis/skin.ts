/**
 * Skin indicators (docs/tryon.md "Analysis"): relative, uncalibrated readings from pixel statistics in
 * landmark zones, returned in the module's raw result names (shared/skin-model.ts reads them through
 * `reshapeSkinResult`). Scores are 0–100, higher = better skin on that aspect. They compare parts of one
 * face under one light — not a diagnosis, not calibrated against dermatologists' gradings. Pure: RGBA
 * bytes and landmarks in, no DOM.
 */
import type { SkinType } from '../../../shared/skin-model';
import { hairness, yellowness } from '../effects/skin';
import { faceUp, faceWidth, hasFace } from '../geometry/face';
import {
  at,
  CHIN,
  LEFT_EYE,
  NOSE_BRIDGE_TOP,
  NOSE_TIP,
  points,
  RIGHT_EYE,
  SIDES,
  sideSet,
} from '../geometry/landmarks';
import {
  bandBetween,
  bbox,
  centroid,
  ellipsePolygon,
  growPolygon,
  type Polygon,
  rowCrossings,
  taperedBand,
} from '../geometry/polygon';
import { addScaled, dist, lerp, unit } from '../geometry/vector';
import {
  blushEllipse,
  brow,
  cheekCentre,
  creaseLine,
  eyeOpening,
  faceOval,
  iris,
  lipsOuter,
  nostrils,
  underEye,
} from '../geometry/zones';
import type { Landmarks, Pt } from '../types';
import { linearToLab, srgbToLinear } from './color';
import type { Pixels } from './types';

// ---- The grid -----------------------------------------------------------------------------------------

/** Zone bits of a grid cell: skin (the oval minus eyes, brows, lips, nostrils, hair) and the zones. */
const SKIN = 1;
const FOREHEAD = 2;
const NOSE = 4;
const CHEEK = 8;
const CHIN_ZONE = 16;
const UNDER = 32;
const T_ZONE = FOREHEAD | NOSE;
const U_ZONE = CHEEK | CHIN_ZONE;

/** Cells across the face width: larger faces are averaged into bigger cells (cost flat with face size). */
const CELLS_ACROSS = 100;
/** Fewest cells a zone needs for its figures (else they are left out of the result). */
const MIN_CELLS = 12;

/** The face resampled to step×step px cells: CIELAB and sRGB means per cell, and zone bits. */
type Grid = {
  x0: number;
  y0: number;
  step: number;
  w: number;
  h: number;
  L: Float32Array;
  a: Float32Array;
  b: Float32Array;
  /** sRGB means, 3 per cell (the hair test works on them). */
  rgb: Float32Array;
  zone: Uint8Array;
};

/** sRGB byte → linear light. */
const LINEAR = Float32Array.from({ length: 256 }, (_, i) => srgbToLinear(i));

/** Block means over the face oval's box (clipped to the pixels), converted to CIELAB; null when tiny. */
function buildGrid(px: Pixels, lm: Landmarks, fw: number): Grid | null {
  const step = Math.max(1, Math.round(fw / CELLS_ACROSS));
  const box = bbox(faceOval(lm, 0, 0));
  const x0 = Math.max(px.x, Math.floor(box.x));
  const y0 = Math.max(px.y, Math.floor(box.y));
  const w = Math.floor((Math.min(px.x + px.width, Math.ceil(box.x + box.w)) - x0) / step);
  const h = Math.floor((Math.min(px.y + px.height, Math.ceil(box.y + box.h)) - y0) / step);
  if (w < 4 || h < 4) return null;
  const n = w * h;
  const g: Grid = {
    x0,
    y0,
    step,
    w,
    h,
    L: new Float32Array(n),
    a: new Float32Array(n),
    b: new Float32Array(n),
    rgb: new Float32Array(n * 3),
    zone: new Uint8Array(n),
  };
  for (let j = 0; j < h; j++) for (let i = 0; i < w; i++) fillCell(g, px, i, j);
  return g;
}

/** One cell: mean linear RGB of its pixels → CIELAB, plus the mean sRGB bytes. */
function fillCell(g: Grid, px: Pixels, i: number, j: number): void {
  const d = px.data;
  let lr = 0;
  let lg = 0;
  let lb = 0;
  let sr = 0;
  let sg = 0;
  let sb = 0;
  const xs = g.x0 + i * g.step - px.x;
  const ys = g.y0 + j * g.step - px.y;
  for (let y = ys; y < ys + g.step; y++) {
    for (let x = xs; x < xs + g.step; x++) {
      const o = (y * px.width + x) * 4;
      const r = d[o]!;
      const gg = d[o + 1]!;
      const b = d[o + 2]!;
      lr += LINEAR[r]!;
      lg += LINEAR[gg]!;
      lb += LINEAR[b]!;
      sr += r;
      sg += gg;
      sb += b;
    }
  }
  const n = g.step * g.step;
  const k = j * g.w + i;
  const lab = linearToLab(lr / n, lg / n, lb / n);
  g.L[k] = lab.L;
  g.a[k] = lab.a;
  g.b[k] = lab.b;
  g.rgb[k * 3] = sr / n;
  g.rgb[k * 3 + 1] = sg / n;
  g.rgb[k * 3 + 2] = sb / n;
}

/** Sets (or clears) `bit` in every cell whose centre lies inside the polygon (even-odd scanlines). */
function paint(g: Grid, poly: readonly Pt[], bit: number, clear = false): void {
  const b = bbox(poly);
  const j0 = Math.max(0, Math.floor((b.y - g.y0) / g.step - 0.5));
  const j1 = Math.min(g.h - 1, Math.ceil((b.y + b.h - g.y0) / g.step - 0.5));
  const xs: number[] = [];
  for (let j = j0; j <= j1; j++) {
    rowCrossings(poly, g.y0 + (j + 0.5) * g.step, xs);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const i0 = Math.max(0, Math.ceil((xs[k]! - g.x0) / g.step - 0.5));
      const i1 = Math.min(g.w - 1, Math.floor((xs[k + 1]! - g.x0) / g.step - 0.5));
      for (let i = i0; i <= i1; i++) {
        const c = j * g.w + i;
        g.zone[c] = clear ? g.zone[c]! & ~bit : g.zone[c]! | bit;
      }
    }
  }
}

// ---- Zones --------------------------------------------------------------------------------------------

/** The forehead: from just above the brows up half a face width (the oval and the hair test trim it). */
function forehead(lm: Landmarks, fw: number): Polygon {
  const up = faceUp(lm);
  const line = [...points(lm, RIGHT_EYE.browUpper), ...points(lm, LEFT_EYE.browUpper).reverse()];
  return bandBetween(
    line.map((p) => addScaled(p, up, 0.5 * fw)),
    line.map((p) => addScaled(p, up, 0.03 * fw)),
  );
}

/** The nose: a band from mid-bridge to the tip. */
function noseZone(lm: Landmarks, fw: number): Polygon {
  return taperedBand(
    lerp(at(lm, NOSE_BRIDGE_TOP), at(lm, NOSE_TIP), 0.15),
    at(lm, NOSE_TIP),
    0.035 * fw,
    0.05 * fw,
  );
}

/** The chin: an ellipse between the lower lip (17) and the chin point. */
function chinZone(lm: Landmarks, fw: number): Polygon {
  const c = lerp(at(lm, 17), at(lm, CHIN), 0.5);
  const across = unit(at(lm, RIGHT_EYE.faceEdge), at(lm, LEFT_EYE.faceEdge));
  const ry = 0.4 * dist(at(lm, 17), at(lm, CHIN));
  return ellipsePolygon({ cx: c.x, cy: c.y, rx: 0.14 * fw, ry, angle: Math.atan2(across.y, across.x) });
}

/** Marks the skin (oval minus features and hair) and the analysis zones. */
function markZones(g: Grid, lm: Landmarks, fw: number): void {
  paint(g, faceOval(lm), SKIN);
  for (const side of SIDES) {
    paint(g, growPolygon(eyeOpening(lm, side), 0.015 * fw), SKIN, true);
    paint(g, growPolygon(brow(lm, side), 0.02 * fw), SKIN, true);
  }
  for (const nostril of nostrils(lm)) paint(g, growPolygon(nostril, 0.01 * fw), SKIN, true);
  paint(g, growPolygon(lipsOuter(lm), 0.015 * fw), SKIN, true);
  gateHair(g, lm);
  paint(g, forehead(lm, fw), FOREHEAD);
  paint(g, noseZone(lm, fw), NOSE);
  paint(g, chinZone(lm, fw), CHIN_ZONE);
  for (const side of SIDES) {
    paint(g, ellipsePolygon(blushEllipse(lm, side)), CHEEK);
    paint(g, underEye(lm, side), UNDER);
  }
}

/** Above the lower lids, drops cells that look like hair next to the cheeks (effects/skin.ts's test). */
function gateHair(g: Grid, lm: Landmarks): void {
  const cheeks = SIDES.map((side) => cellMean(g, cheekCentre(lm, side)));
  const luma = (c: { r: number; g: number; b: number }): number => 0.299 * c.r + 0.587 * c.g + 0.114 * c.b;
  const ref = {
    y: Math.max(1, Math.min(...cheeks.map(luma))),
    yellow: cheeks.reduce((s, c) => s + yellowness(c), 0) / cheeks.length,
  };
  const lids = lerp(at(lm, RIGHT_EYE.lower[4]!), at(lm, LEFT_EYE.lower[4]!), 0.5);
  const brows = lerp(at(lm, RIGHT_EYE.browUpper[2]!), at(lm, LEFT_EYE.browUpper[2]!), 0.5);
  const ramp = Math.max(1, dist(lids, brows));
  const u = unit(lids, brows);
  const c = { r: 0, g: 0, b: 0 };
  for (let j = 0; j < g.h; j++) {
    for (let i = 0; i < g.w; i++) {
      const k = j * g.w + i;
      if (!(g.zone[k]! & SKIN)) continue;
      const x = g.x0 + (i + 0.5) * g.step - lids.x;
      const y = g.y0 + (j + 0.5) * g.step - lids.y;
      const above = Math.min(1, (x * u.x + y * u.y) / ramp);
      if (above <= 0) continue;
      c.r = g.rgb[k * 3]!;
      c.g = g.rgb[k * 3 + 1]!;
      c.b = g.rgb[k * 3 + 2]!;
      if (above * hairness(c, ref) > 0.5) g.zone[k] = g.zone[k]! & ~SKIN;
    }
  }
}

/** Mean sRGB of the 5×5 cells around a point. */
function cellMean(g: Grid, c: Pt): { r: number; g: number; b: number } {
  const ci = Math.round((c.x - g.x0) / g.step - 0.5);
  const cj = Math.round((c.y - g.y0) / g.step - 0.5);
  const s = { r: 0, g: 0, b: 0 };
  let n = 0;
  for (let j = Math.max(0, cj - 2); j <= Math.min(g.h - 1, cj + 2); j++) {
    for (let i = Math.max(0, ci - 2); i <= Math.min(g.w - 1, ci + 2); i++) {
      const k = (j * g.w + i) * 3;
      s.r += g.rgb[k]!;
      s.g += g.rgb[k + 1]!;
      s.b += g.rgb[k + 2]!;
      n++;
    }
  }
  return n ? { r: s.r / n, g: s.g / n, b: s.b / n } : { r: 200, g: 160, b: 140 };
}

// ---- Statistics ---------------------------------------------------------------------------------------

/** Indices of the skin cells carrying any of `bits` (all skin when bits = SKIN), optionally `inner` only. */
function cellsOf(g: Grid, bits: number, inner?: Uint8Array): Int32Array {
  const out = new Int32Array(g.zone.length);
  let n = 0;
  for (let k = 0; k < g.zone.length; k++) {
    if (g.zone[k]! & SKIN && g.zone[k]! & bits && (!inner || inner[k])) out[n++] = k;
  }
  return out.subarray(0, n);
}

/** Mean of f over some cells (NaN when there are too few). */
function meanOf(cells: Int32Array, f: (k: number) => number): number {
  if (cells.length < MIN_CELLS) return Number.NaN;
  let s = 0;
  for (const k of cells) s += f(k);
  return s / cells.length;
}

/** Root mean square of f over some cells. */
function rmsOf(cells: Int32Array, f: (k: number) => number): number {
  return Math.sqrt(meanOf(cells, (k) => f(k) ** 2));
}

/** Share (0–1) of the cells where the test holds. */
function shareOf(cells: Int32Array, test: (k: number) => boolean): number {
  return meanOf(cells, (k) => (test(k) ? 1 : 0));
}

/** Median of v over some cells (NaN when there are too few). */
function medianOf(cells: Int32Array, v: Float32Array): number {
  if (cells.length < MIN_CELLS) return Number.NaN;
  const s = new Float32Array(cells.length);
  for (let i = 0; i < cells.length; i++) s[i] = v[cells[i]!]!;
  return select(s, s.length >> 1);
}

/** The k-th smallest value (quickselect; reorders the array). */
function select(s: Float32Array, k: number): number {
  let lo = 0;
  let hi = s.length - 1;
  while (lo < hi) {
    const pivot = s[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (s[i]! < pivot) i++;
      while (s[j]! > pivot) j--;
      if (i <= j) {
        const t = s[i]!;
        s[i++] = s[j]!;
        s[j--] = t;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return s[k]!;
}

/** 1 for the cells whose ±r neighbourhood is at least 90 % skin (blob tests stay off the borders). */
function interiorOf(g: Grid, r: number): Uint8Array {
  const cover = localMean(g, new Float32Array(g.zone.length).fill(1), r, true);
  const out = new Uint8Array(cover.length);
  for (let k = 0; k < cover.length; k++) out[k] = cover[k]! >= 0.9 ? 1 : 0;
  return out;
}

/**
 * Mean of v over the skin cells within r cells of each cell (its own value where no skin is near);
 * with `all`, over every cell of the neighbourhood, non-skin counting as 0 (a coverage for v = 1).
 */
function localMean(g: Grid, v: Float32Array, r: number, all = false): Float32Array {
  const W = g.w + 1;
  const sv = new Float64Array(W * (g.h + 1));
  const sn = new Float64Array(W * (g.h + 1));
  for (let j = 0; j < g.h; j++) {
    for (let i = 0; i < g.w; i++) {
      const k = j * g.w + i;
      const m = g.zone[k]! & SKIN ? 1 : 0;
      const o = (j + 1) * W + i + 1;
      sv[o] = v[k]! * m + sv[o - 1]! + sv[o - W]! - sv[o - W - 1]!;
      sn[o] = (all ? 1 : m) + sn[o - 1]! + sn[o - W]! - sn[o - W - 1]!;
    }
  }
  const out = new Float32Array(v.length);
  for (let j = 0; j < g.h; j++) {
    const t = Math.max(0, j - r) * W;
    const b = Math.min(g.h, j + r + 1) * W;
    for (let i = 0; i < g.w; i++) {
      const l = Math.max(0, i - r);
      const rr = Math.min(g.w, i + r + 1);
      const n = sn[b + rr]! - sn[t + rr]! - sn[b + l]! + sn[t + l]!;
      const s = sv[b + rr]! - sv[t + rr]! - sv[b + l]! + sv[t + l]!;
      out[j * g.w + i] = n > 0 ? s / n : v[j * g.w + i]!;
    }
  }
  return out;
}

/** L* of the frame around a point: mean linear RGB of a (2r+1)² patch → CIELAB; NaN outside the pixels. */
function sampleL(px: Pixels, p: Pt, r: number): number {
  const cx = Math.round(p.x) - px.x;
  const cy = Math.round(p.y) - px.y;
  if (cx - r < 0 || cy - r < 0 || cx + r >= px.width || cy + r >= px.height) return Number.NaN;
  let lr = 0;
  let lg = 0;
  let lb = 0;
  for (let y = cy - r; y <= cy + r; y++) {
    for (let x = cx - r; x <= cx + r; x++) {
      const o = (y * px.width + x) * 4;
      lr += LINEAR[px.data[o]!]!;
      lg += LINEAR[px.data[o + 1]!]!;
      lb += LINEAR[px.data[o + 2]!]!;
    }
  }
  const n = (2 * r + 1) ** 2;
  return linearToLab(lr / n, lg / n, lb / n).L;
}

/** Mean of the finite values (NaN when there are none). */
function finiteMean(values: readonly number[]): number {
  const ok = values.filter(Number.isFinite);
  return ok.length ? ok.reduce((s, v) => s + v, 0) / ok.length : Number.NaN;
}

// ---- Readings -----------------------------------------------------------------------------------------

/** The raw, unitless readings behind the scores (NaN where a zone had too few skin cells). */
export type SkinReadings = {
  /** Mean a* of the cheeks minus that of the forehead (the face's median a* without a forehead). */
  rednessDelta: number;
  /** Share of shiny cells in T and U (L* ≥ median + 10 and ≥ its ±8 % mean + 2; C* ≤ 0.7 × median). */
  shineT: number;
  shineU: number;
  /** RMS of L* minus its 3×3-cell mean (fine high-pass) in each zone: roughness for the dry reading. */
  roughT: number;
  roughU: number;
  /** RMS of L* minus its mean over ±2.5 % of the face width, on the cheeks (texture). */
  texture: number;
  /** RMS of the fine high-pass on the cheeks and nose (pores). */
  pore: number;
  /** Share of small dark blobs on cheeks, forehead (3×3 L* ≥ 2.5 under the ±2.5 % mean, 4 under median). */
  spots: number;
  /** Share of small red blobs (3×3 mean a* ≥ 3 over the ±2.5 % mean and ≥ 5 over the skin median). */
  acne: number;
  /** RMS of the ±2.5 % high-pass under the eyes and on the forehead (lines). */
  wrinkles: number;
  /** Mean L* of the cheeks minus that under the eyes. */
  darkCircles: number;
  /** Mean |ΔL*| between steps of 1.5 % of the face width, 4–13 % below the lower lid. */
  eyebag: number;
  /** RMS of the ±2.5 % mean minus the ±8 % mean of L* over the skin off its borders (blotchiness). */
  uneven: number;
  /** Mean L* of the skin. */
  lightness: number;
  /** Mean |L* inside − L* outside| 4 % of the face width either side of the jaw line. */
  jawContrast: number;
  /** Visible upper lid (lash line → crease) over the eye opening's height, mean of both eyes. */
  lidRatio: number;
  /** How far the lower lid sits below the iris' bottom, in iris radii (scleral show), mean of both. */
  lowerGap: number;
  /** Individual typology angle (°) of the skin's median L*, b*. */
  ita: number;
};

/** Local means of L* and a* at three scales, and the cells away from the skin's borders. */
type Bands = {
  m1: Float32Array;
  mMid: Float32Array;
  mLarge: Float32Array;
  a1: Float32Array;
  aMid: Float32Array;
  inner: Uint8Array;
};

/** Local means at ±1 cell, ±2.5 % and ±8 % of the face width. */
function bandsOf(g: Grid, fw: number): Bands {
  const rMid = Math.max(2, Math.round((0.025 * fw) / g.step));
  const rLarge = Math.max(rMid + 2, Math.round((0.08 * fw) / g.step));
  return {
    m1: localMean(g, g.L, 1),
    mMid: localMean(g, g.L, rMid),
    mLarge: localMean(g, g.L, rLarge),
    a1: localMean(g, g.a, 1),
    aMid: localMean(g, g.a, rMid),
    inner: interiorOf(g, rMid),
  };
}

/** Every reading of a marked grid. */
function readingsOf(g: Grid, px: Pixels, lm: Landmarks, fw: number): SkinReadings {
  const { L, a, b } = g;
  const B = bandsOf(g, fw);
  const skin = cellsOf(g, SKIN);
  const cheeks = cellsOf(g, CHEEK);
  const foreheadCells = cellsOf(g, FOREHEAD);
  const tZone = cellsOf(g, T_ZONE);
  const uZone = cellsOf(g, U_ZONE);
  const Lmed = medianOf(skin, L);
  const C = new Float32Array(a.length);
  for (let k = 0; k < a.length; k++) C[k] = Math.sqrt(a[k]! * a[k]! + b[k]! * b[k]!);
  const Cmed = medianOf(skin, C);
  const shiny = (k: number): boolean =>
    L[k]! >= Lmed + 10 && L[k]! >= B.mLarge[k]! + 2 && C[k]! <= 0.7 * Cmed;
  const fine = (k: number): number => L[k]! - B.m1[k]!;
  const mid = (k: number): number => L[k]! - B.mMid[k]!;
  const aRef = foreheadCells.length >= MIN_CELLS ? meanOf(foreheadCells, (k) => a[k]!) : medianOf(skin, a);
  const spotCells = cellsOf(g, CHEEK | FOREHEAD, B.inner);
  const spotMed = medianOf(spotCells, L);
  const aMed = medianOf(skin, a);
  const geo = lidReadings(lm);
  return {
    rednessDelta: meanOf(cheeks, (k) => a[k]!) - aRef,
    shineT: shareOf(tZone, shiny),
    shineU: shareOf(uZone, shiny),
    roughT: rmsOf(tZone, fine),
    roughU: rmsOf(uZone, fine),
    texture: rmsOf(cheeks, mid),
    pore: rmsOf(cellsOf(g, CHEEK | NOSE), fine),
    spots: shareOf(spotCells, (k) => B.m1[k]! <= B.mMid[k]! - 2.5 && B.m1[k]! <= spotMed - 4),
    acne: shareOf(cellsOf(g, SKIN, B.inner), (k) => B.a1[k]! >= B.aMid[k]! + 3 && B.a1[k]! >= aMed + 5),
    wrinkles: rmsOf(cellsOf(g, UNDER | FOREHEAD), mid),
    darkCircles: meanOf(cheeks, (k) => L[k]!) - meanOf(cellsOf(g, UNDER), (k) => L[k]!),
    eyebag: eyebagReading(px, lm, fw),
    uneven: rmsOf(cellsOf(g, SKIN, B.inner), (k) => B.mMid[k]! - B.mLarge[k]!),
    lightness: meanOf(skin, (k) => L[k]!),
    jawContrast: jawReading(px, lm, fw),
    lidRatio: geo.lidRatio,
    lowerGap: geo.lowerGap,
    ita: (Math.atan2(Lmed - 50, medianOf(skin, b)) * 180) / Math.PI,
  };
}

/** Mean |ΔL*| along profiles going down from the middle of each lower lid. */
function eyebagReading(px: Pixels, lm: Landmarks, fw: number): number {
  const up = faceUp(lm);
  const r = Math.max(1, Math.round(0.01 * fw));
  const steps: number[] = [];
  for (const side of SIDES) {
    for (const p of points(lm, sideSet(side).lower.slice(3, 6))) {
      let prev = Number.NaN;
      for (let t = 0.04; t <= 0.1301; t += 0.015) {
        const v = sampleL(px, addScaled(p, up, -t * fw), r);
        if (Number.isFinite(prev) && Number.isFinite(v)) steps.push(Math.abs(v - prev));
        prev = v;
      }
    }
  }
  return finiteMean(steps);
}

/** Mean |L* in − L* out| across the jaw line (ear-side corner to the chin, both sides). */
function jawReading(px: Pixels, lm: Landmarks, fw: number): number {
  const c = centroid(faceOval(lm, 0, 0));
  const r = Math.max(1, Math.round(0.01 * fw));
  const jaw = [...points(lm, RIGHT_EYE.jaw.slice(2)), ...points(lm, LEFT_EYE.jaw.slice(2)), at(lm, CHIN)];
  return finiteMean(
    jaw.map((p) => {
      const n = unit(c, p);
      return Math.abs(
        sampleL(px, addScaled(p, n, -0.04 * fw), r) - sampleL(px, addScaled(p, n, 0.04 * fw), r),
      );
    }),
  );
}

/** Eyelid geometry: visible upper lid vs opening, and the lower lid's place under the iris. */
function lidReadings(lm: Landmarks): { lidRatio: number; lowerGap: number } {
  const up = faceUp(lm);
  const ratios: number[] = [];
  const gaps: number[] = [];
  for (const side of SIDES) {
    const s = sideSet(side);
    const top = at(lm, s.upper[4]!);
    const bottom = at(lm, s.lower[4]!);
    const crease = creaseLine(lm, side)[4]!;
    ratios.push(dist(top, crease) / Math.max(1e-6, dist(top, bottom)));
    const ir = iris(lm, side);
    const below = -((bottom.x - ir.x) * up.x + (bottom.y - ir.y) * up.y);
    gaps.push((below - ir.r) / Math.max(1e-6, ir.r));
  }
  return { lidRatio: finiteMean(ratios), lowerGap: finiteMean(gaps) };
}

/**
 * The raw readings of a face (exported for tests and tuning); null when the pixels hold too little
 * of the face's skin.
 */
export function skinReadings(px: Pixels, lm: Landmarks): SkinReadings | null {
  if (!hasFace(lm)) return null;
  const fw = faceWidth(lm);
  const g = buildGrid(px, lm, fw);
  if (!g) return null;
  markZones(g, lm, fw);
  if (cellsOf(g, SKIN).length < 4 * MIN_CELLS) return null;
  return readingsOf(g, px, lm, fw);
}

// ---- Scores -------------------------------------------------------------------------------------------

/** Shine share from which a zone reads oily, and roughness (with no shine) from which it reads dry. */
const OILY_SHARE = 0.08;
const DRY_SHINE = 0.005;
const DRY_ROUGH = 3;
/** Redness score under which the type gets its 'Sensitive' variant. */
const SENSITIVE_BELOW = 60;

/** A 0–100 score, rounded (NaN stays NaN and is left out of the result). */
const score = (v: number): number => Math.round(Math.min(100, Math.max(0, v)));

/** 'oily' | 'normal' | 'dry' for one zone from its shine share and roughness. */
function zoneReading(shine: number, rough: number): 'oily' | 'normal' | 'dry' {
  if (shine >= OILY_SHARE) return 'oily';
  return shine < DRY_SHINE && rough >= DRY_ROUGH ? 'dry' : 'normal';
}

/**
 * Skin type from the zones: both oily → oily; one oily → combination; otherwise dry when the U-zone
 * reads dry, else normal; the 'Sensitive' variant when the redness score is under SENSITIVE_BELOW.
 */
function skinTypeOf(t: string, u: string, redness: number): SkinType {
  const oily = (t === 'oily' ? 1 : 0) + (u === 'oily' ? 1 : 0);
  const base = oily === 2 ? 'oily' : oily === 1 ? 'combination' : u === 'dry' ? 'dry' : 'normal';
  return redness < SENSITIVE_BELOW ? `${base}Sensitive` : base;
}

/** Fitzpatrick type 1–6 from the ITA° bands (Chardon et al. 1991: > 55, 41, 28, 10, −30). */
export function fitzpatrickOf(ita: number): number {
  const bands = [55, 41, 28, 10, -30];
  const i = bands.findIndex((t) => ita > t);
  return i < 0 ? 6 : i + 1;
}

/** The 0–100 scores of the readings (one formula a line; the constants are a demo's, uncalibrated). */
function scoresOf(r: SkinReadings): Record<string, number> {
  const dull = Math.max(0, 65 - r.lightness);
  return {
    ageSpots: score(100 - 600 * r.spots), // 1 % of dark blobs → −6
    wrinkles: score(100 - 12 * Math.max(0, r.wrinkles - 1)), // ΔL* RMS of lines over 1
    texture: score(100 - 12 * Math.max(0, r.texture - 1)), // ΔL* RMS over 1 on the cheeks
    darkCircles: score(100 - 4 * Math.max(0, r.darkCircles)), // each L* unit darker under the eyes → −4
    moisture: score(100 - 5 * r.uneven - 8 * Math.max(0, r.pore - 1) - 0.25 * dull), // even, fine, light
    oiliness: score(100 - 400 * (0.6 * r.shineT + 0.4 * r.shineU)), // 10 % shiny cells → −40
    redness: score(100 - 6 * Math.max(0, r.rednessDelta)), // each a* unit redder cheeks → −6
    eyebag: score(100 - 10 * Math.max(0, r.eyebag - 1)), // ΔL* per 1.5 % step under the lid over 1
    acne: score(100 - 800 * r.acne), // 1 % of red blobs → −8
    firmness: score(30 + 3 * r.jawContrast), // a crisper jaw line, more contrast
    radiance: score(100 - 6 * r.uneven - 0.5 * dull), // even and light
    pore: score(100 - 15 * Math.max(0, r.pore - 1)), // fine ΔL* RMS over 1
    droopyUpperEyelid: score((100 * (r.lidRatio - 0.15)) / 0.55), // lid space ≥ 0.7 × the opening → 100
    droopyLowerEyelid: score(100 - 150 * Math.max(0, r.lowerGap)), // sclera under the iris
  };
}

/**
 * Skin indicators of a face in a frame region: the raw result in the module's field names (scores
 * 0–100, higher = better; skinType one of SKIN_TYPES; tZone/uZone 'oily' | 'normal' | 'dry';
 * fitzpatrickScale 1–6; skinAge a demo value). Figures whose zone was not in the pixels are left out;
 * `{ skinType: 'unknown' }` when the face's skin is not there at all.
 */
export function skinIndicators(px: Pixels, lm: Landmarks): Record<string, number | string> {
  const r = skinReadings(px, lm);
  if (!r) return { skinType: 'unknown' };
  const scores = Object.fromEntries(Object.entries(scoresOf(r)).filter(([, v]) => Number.isFinite(v)));
  const tZone = zoneReading(r.shineT, r.roughT);
  const uZone = zoneReading(r.shineU, r.roughU);
  const out: Record<string, number | string> = {};
  // Demo value: 20 years plus what the lines, spots and texture take off their scores (bounded 18–80).
  const age = 20 + 0.4 * (100 - (scores.wrinkles ?? 100)) + 0.25 * (100 - (scores.ageSpots ?? 100));
  out.skinAge = Math.round(Math.min(80, Math.max(18, age + 0.15 * (100 - (scores.texture ?? 100)))));
  const values = Object.values(scores);
  // Overall: the mean of the other scores.
  if (values.length) out.skinHealth = score(values.reduce((s, v) => s + v, 0) / values.length);
  out.skinType = Number.isFinite(r.shineT + r.shineU)
    ? skinTypeOf(tZone, uZone, scores.redness ?? 100)
    : 'unknown';
  if (Number.isFinite(r.shineT)) out.tZone = tZone;
  if (Number.isFinite(r.shineU)) out.uZone = uZone;
  Object.assign(out, scores);
  if (Number.isFinite(r.ita)) out.fitzpatrickScale = fitzpatrickOf(r.ita);
  return out;
}
