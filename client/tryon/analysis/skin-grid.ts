/**
 * The skin analysis' grid (docs/tryon.md "Analysis"): the face resampled to cells in CIELAB, each cell
 * marked with the zones it lies in (skin, forehead, nose, cheeks, chin, under the eyes) and off hair.
 * Pure: RGBA bytes and landmarks in.
 */
import { hairness, yellowness } from '../effects/skin';
import { faceUp } from '../geometry/face';
import {
  at,
  CHIN,
  LEFT_EYE,
  NOSE_BRIDGE_TOP,
  NOSE_TIP,
  points,
  RIGHT_EYE,
  SIDES,
  type Side,
  sideSet,
} from '../geometry/landmarks';
import {
  bandBetween,
  bbox,
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
  eyeOpening,
  faceOval,
  lipsOuter,
  nostrils,
  underEye,
} from '../geometry/zones';
import type { Landmarks, Pt } from '../types';
import { linearToLab, srgbToLinear } from './color';
import type { Pixels } from './types';

/** Zone bits of a grid cell: skin (the oval minus eyes, brows, lips, nostrils, hair) and the zones. */
export const SKIN = 1;
export const FOREHEAD = 2;
export const NOSE = 4;
export const CHEEK = 8;
const CHIN_ZONE = 16;
export const UNDER = 32;
/** Where the other lines show: crow's feet beside the eyes, the nasolabial folds (skin-marks.ts). */
export const LINES = 64;
export const T_ZONE = FOREHEAD | NOSE;
export const U_ZONE = CHEEK | CHIN_ZONE;

/** Cells across the face width: larger faces are averaged into bigger cells (cost flat with face size). */
const CELLS_ACROSS = 100;
/** Fewest cells a zone needs for its figures (else they are left out of the result). */
export const MIN_CELLS = 12;

/** The face resampled to step×step px cells: CIELAB and sRGB means per cell, and zone bits. */
export type Grid = {
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
export const LINEAR = Float32Array.from({ length: 256 }, (_, i) => srgbToLinear(i));

/** Block means over the face oval's box (clipped to the pixels), converted to CIELAB; null when tiny. */
export function buildGrid(px: Pixels, lm: Landmarks, fw: number): Grid | null {
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

/** Beside the eye's outer corner, out toward the temple. */
function crowsFeet(lm: Landmarks, side: Side, fw: number): Polygon {
  const s = sideSet(side);
  const corner = at(lm, s.upper[0]!);
  const out = unit(at(lm, s.upper[8]!), corner);
  const c = addScaled(corner, out, 0.09 * fw);
  return ellipsePolygon({ cx: c.x, cy: c.y, rx: 0.07 * fw, ry: 0.09 * fw, angle: Math.atan2(out.y, out.x) });
}

/** From beside the nose wing down to beside the mouth corner (the fold between cheek and lip). */
function nasolabial(lm: Landmarks, side: Side, fw: number): Polygon {
  const wing = at(lm, side === 'right' ? 129 : 358);
  const corner = at(lm, sideSet(side).mouthCorner);
  const out = unit(at(lm, NOSE_TIP), wing);
  return taperedBand(
    addScaled(wing, out, 0.03 * fw),
    addScaled(corner, out, 0.03 * fw),
    0.045 * fw,
    0.04 * fw,
  );
}

/** Marks the skin (oval minus features and hair) and the analysis zones. */
export function markZones(g: Grid, lm: Landmarks, fw: number): void {
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
    paint(g, crowsFeet(lm, side, fw), LINES);
    paint(g, nasolabial(lm, side, fw), LINES);
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
  const hair = new Uint8Array(g.zone.length);
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
      if (above * hairness(c, ref) > 0.5) hair[k] = 1;
    }
  }
  // Hair comes in strands and locks: a hair-coloured cell with under half its ±2 cells like it is a spot
  // on the skin (a freckle, a mole) and stays skin.
  for (let k = 0; k < hair.length; k++) {
    if (hair[k] && hairAround(g, hair, k) >= 13) g.zone[k] = g.zone[k]! & ~SKIN;
  }
}

/** Hair-coloured cells within ±2 cells of cell k. */
function hairAround(g: Grid, hair: Uint8Array, k: number): number {
  const i = k % g.w;
  const j = Math.floor(k / g.w);
  let n = 0;
  for (let y = Math.max(0, j - 2); y <= Math.min(g.h - 1, j + 2); y++) {
    for (let x = Math.max(0, i - 2); x <= Math.min(g.w - 1, i + 2); x++) n += hair[y * g.w + x]!;
  }
  return n;
}

/** Median sRGB of the 5×5 cells around a point (a freckle there does not move it). */
function cellMean(g: Grid, c: Pt): { r: number; g: number; b: number } {
  const ci = Math.round((c.x - g.x0) / g.step - 0.5);
  const cj = Math.round((c.y - g.y0) / g.step - 0.5);
  const ch: number[][] = [[], [], []];
  for (let j = Math.max(0, cj - 2); j <= Math.min(g.h - 1, cj + 2); j++) {
    for (let i = Math.max(0, ci - 2); i <= Math.min(g.w - 1, ci + 2); i++) {
      const k = (j * g.w + i) * 3;
      for (let q = 0; q < 3; q++) ch[q]!.push(g.rgb[k + q]!);
    }
  }
  if (!ch[0]!.length) return { r: 200, g: 160, b: 140 };
  const [r, gg, b] = ch.map((v) => v.sort((x, y) => x - y)[v.length >> 1]!);
  return { r: r!, g: gg!, b: b! };
}

// ---- Statistics ---------------------------------------------------------------------------------------
