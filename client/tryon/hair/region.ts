import { rgbToLab } from '../analysis/color';
import type { Lab } from '../analysis/types';
import { faceUp, faceWidth } from '../geometry/face';
import { at, CHIN, FACE_OVAL, FOREHEAD_TOP, LIPS_OUTER, points } from '../geometry/landmarks';
import { type Polygon, rowCrossings } from '../geometry/polygon';
import { dist } from '../geometry/vector';
import type { Landmarks, Pt } from '../types';

/**
 * Where the hair and the beard are (docs/tryon-hair.md, decision 0265), on a working grid (the frame
 * scaled down): no npm package ships a hair-segmentation model, so the hair is the person mask
 * (MediaPipe Selfie Segmentation) minus the face, kept where its colour is close to the hair seen above
 * the forehead; the beard is the lower face's pixels clearly darker than the cheeks' skin. Approximate,
 * with halos on busy backgrounds and clothes of the hair's colour — the panel says so. Pure: no DOM
 * (region.test.ts).
 */

/** A working grid: RGBA bytes, `w` × `h`. */
export type Grid = { data: Uint8ClampedArray; w: number; h: number };

export type HairRegion = {
  /** Per grid cell, 0..255: how surely it is hair. */
  alpha: Uint8ClampedArray;
  /** The hair's colour seen above the forehead (null: no hair found there). */
  reference: Lab | null;
  /** Cells with alpha over 128, over the face's area (a size cue for the indicators). */
  share: number;
};

/** Landmarks scaled into the grid. */
export const scaled = (lm: Landmarks, k: number): Pt[] => lm.map((p) => ({ x: p.x * k, y: p.y * k }));

/** Fills `inside` (1 per cell) for a polygon, row by row. */
function rasterize(poly: readonly Pt[], w: number, h: number, inside: Uint8Array, value = 1): void {
  const xs: number[] = [];
  for (let y = 0; y < h; y++) {
    rowCrossings(poly, y + 0.5, xs);
    for (let i = 0; i + 1 < xs.length; i += 2) {
      const from = Math.max(0, Math.ceil(xs[i]! - 0.5));
      const to = Math.min(w - 1, Math.floor(xs[i + 1]! - 0.5));
      for (let x = from; x <= to; x++) inside[y * w + x] = value;
    }
  }
}

const labAt = (g: Grid, i: number): Lab =>
  rgbToLab({ r: g.data[i * 4]!, g: g.data[i * 4 + 1]!, b: g.data[i * 4 + 2]! });

/** The median of each Lab channel (robust to a few background or skin cells). */
function medianLab(samples: Lab[]): Lab | null {
  if (samples.length < 12) return null;
  const mid = (k: keyof Lab) => samples.map((s) => s[k]).sort((a, b) => a - b)[samples.length >> 1]!;
  return { L: mid('L'), a: mid('a'), b: mid('b') };
}

/** The cheeks' skin colour: cells inside the face, below the eyes and above the mouth, off the nose. */
/** The cheek points, each side's (subject's right, then left). */
const CHEEKS = { right: [50, 117, 123, 205], left: [280, 346, 352, 425] } as const;

/** The cheeks' skin colour (both sides, or one side's: a face lit from one side is darker on the other). */
export function skinReference(g: Grid, lm: readonly Pt[], side?: keyof typeof CHEEKS): Lab | null {
  const samples: Lab[] = [];
  for (const i of side ? CHEEKS[side] : [...CHEEKS.right, ...CHEEKS.left]) {
    const p = lm[i];
    if (!p) continue;
    const x = Math.round(p.x);
    const y = Math.round(p.y);
    if (x >= 0 && y >= 0 && x < g.w && y < g.h) samples.push(labAt(g, y * g.w + x));
  }
  if (!samples.length) return null;
  const n = samples.length;
  return {
    L: samples.reduce((s, c) => s + c.L, 0) / n,
    a: samples.reduce((s, c) => s + c.a, 0) / n,
    b: samples.reduce((s, c) => s + c.b, 0) / n,
  };
}

/** How far (ΔE76: cheap enough for every cell of every live frame) a cell may be from the hair's colour
 * and still count as hair, fully and at all. */
const HAIR_SURE = 16;
const HAIR_EDGE = 34;

/** Lightness counts half: hair runs from its shadows to its highlights in one colour. */
/** Above the forehead within this (ΔE76, lightness in full) of the cheeks' colour: skin, not hair. */
const BALD = 10;

const deltaE = (p: Lab, q: Lab) => Math.hypot((p.L - q.L) * 0.5, p.a - q.a, p.b - q.b);

/** The neck: straight down from the jaw's lower contour, a face height (hair hangs beside it, not on it). */
const JAW_LOW = [58, 172, 136, 150, 149, 176, 148, 152, 377, 400, 378, 379, 365, 397, 288] as const;
export function neckArea(lm: readonly Pt[]): Polygon {
  const jaw = points(lm, JAW_LOW);
  const up = faceUp(lm);
  const fh = dist(at(lm, FOREHEAD_TOP), at(lm, CHIN));
  const down = (p: Pt): Pt => ({ x: p.x - up.x * fh, y: p.y - up.y * fh });
  return [...jaw, down(jaw[jaw.length - 1]!), down(jaw[0]!)];
}

/**
 * The hair: person-mask cells (red channel of `person`) outside the face oval, above a line a face
 * height below the chin (long hair hangs; clothes start lower in the middle), whose colour is closer to
 * the hair above the forehead than to the skin.
 */
export function hairRegion(g: Grid, person: Grid, lm: readonly Pt[]): HairRegion {
  const { w, h } = g;
  const alpha = new Uint8ClampedArray(w * h);
  const face = new Uint8Array(w * h);
  rasterize(points(lm, FACE_OVAL), w, h, face);
  // The neck counts as face here: skin in shadow is the colour of brown hair.
  rasterize(neckArea(lm), w, h, face);
  const top = at(lm, FOREHEAD_TOP);
  const chin = at(lm, CHIN);
  const fh = dist(top, chin);
  const fw = faceWidth(lm);
  const up = faceUp(lm);
  // The hair's colour: person cells in a band above the forehead, across the middle of the head.
  const samples: Lab[] = [];
  const seeds: number[] = [];
  for (let t = 0.06; t <= 0.4; t += 0.02) {
    for (let s = -0.3; s <= 0.3; s += 0.05) {
      const x = Math.round(top.x + up.x * fh * t - up.y * fw * s);
      const y = Math.round(top.y + up.y * fh * t + up.x * fw * s);
      if (x < 0 || y < 0 || x >= w || y >= h) continue;
      const i = y * w + x;
      if (person.data[i * 4]! > 160 && !face[i]) {
        samples.push(labAt(g, i));
        seeds.push(i);
      }
    }
  }
  const reference = medianLab(samples);
  const skin = skinReference(g, lm);
  // Skin above the forehead (a bald or shaven head, or a cap of skin colour): no hair to dye.
  const bald =
    skin && reference && Math.hypot(reference.L - skin.L, reference.a - skin.a, reference.b - skin.b) < BALD;
  if (!reference || bald) return { alpha, reference: null, share: 0 };
  const lowest = chin.y + fh * 1.0;
  let count = 0;
  for (let y = 0; y < h; y++) {
    if (y > lowest) break;
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const p = person.data[i * 4]!;
      if (p < 96 || face[i]) continue;
      const c = labAt(g, i);
      const dh = deltaE(c, reference);
      if (dh >= HAIR_EDGE) continue;
      if (skin && deltaE(c, skin) < dh) continue;
      const sure = dh <= HAIR_SURE ? 1 : (HAIR_EDGE - dh) / (HAIR_EDGE - HAIR_SURE);
      const a = Math.round(255 * sure * (p / 255));
      alpha[i] = a;
      if (a > 128) count++;
    }
  }
  count = keepConnected(alpha, w, h, seeds);
  const faceCells = face.reduce((s, v) => s + v, 0) || 1;
  return { alpha, reference, share: count / faceCells };
}

/**
 * Keeps the hair joined to the hair above the forehead (`seeds`): a flood over cells with some hair in
 * them; everything else — a fold of clothes or a patch of background the hair's colour — is let go.
 * Answers how many cells are surely hair.
 */
function keepConnected(alpha: Uint8ClampedArray, w: number, h: number, seeds: readonly number[]): number {
  const reached = new Uint8Array(w * h);
  const queue: number[] = [];
  for (const i of seeds) {
    if (alpha[i]! > 64 && !reached[i]) {
      reached[i] = 1;
      queue.push(i);
    }
  }
  for (let q = 0; q < queue.length; q++) {
    const i = queue[q]!;
    const x = i % w;
    for (const j of [i - w, i + w, x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1]) {
      if (j < 0 || j >= w * h || reached[j] || alpha[j]! <= 64) continue;
      reached[j] = 1;
      queue.push(j);
    }
  }
  let sure = 0;
  for (let i = 0; i < w * h; i++) {
    if (!reached[i]) alpha[i] = 0;
    else if (alpha[i]! > 128) sure++;
  }
  return sure;
}

/** The lower face where a beard grows: from under the nose down the jaw, the mouth cut out. */
export function beardArea(lm: readonly Pt[]): { area: Polygon; mouth: Polygon } {
  const jaw = points(
    lm,
    [93, 132, 58, 172, 136, 150, 149, 176, 148, 152, 377, 400, 378, 379, 365, 397, 288, 361, 323],
  );
  // Up to the nose's base and the cheeks' lower line.
  const upper = points(lm, [454, 352, 411, 427, 436, 410, 2, 186, 216, 207, 187, 123, 234]);
  return { area: [...jaw, ...upper], mouth: points(lm, LIPS_OUTER) };
}

/**
 * The beard: lower-face cells of the person clearly darker than the cheeks (hair over skin), the lips
 * out. `share` is the part of the area that is beard: under ~8 % the face is shaven.
 */
export function beardRegion(g: Grid, person: Grid, lm: readonly Pt[]): HairRegion {
  const { w, h } = g;
  const alpha = new Uint8ClampedArray(w * h);
  const skin = skinReference(g, lm);
  // Each half of the face against its own cheek: light from one side darkens the other half's skin,
  // which is not a beard.
  const right = skinReference(g, lm, 'right');
  const left = skinReference(g, lm, 'left');
  if (!skin || !right || !left) return { alpha, reference: null, share: 0 };
  const middle = at(lm, 2).x;
  const rightOnLeft = at(lm, 50).x < middle;
  const inside = new Uint8Array(w * h);
  const { area, mouth } = beardArea(lm);
  rasterize(area, w, h, inside);
  rasterize(mouth, w, h, inside, 0);
  let cells = 0;
  let hair = 0;
  for (let i = 0; i < w * h; i++) {
    if (!inside[i] || person.data[i * 4]! < 96) continue;
    cells++;
    const x = i % w;
    const own = x < middle === rightOnLeft ? right : left;
    const darker = own.L - labAt(g, i).L;
    if (darker < BEARD_FROM) continue;
    const a = Math.round(255 * Math.min(1, (darker - BEARD_FROM) / 12));
    alpha[i] = a;
    if (a > 128) hair++;
  }
  return { alpha, reference: skin, share: cells ? hair / cells : 0 };
}

/** How much darker than its side's cheek (L*) a lower-face cell must be to be beard, not shade. */
const BEARD_FROM = 14;
