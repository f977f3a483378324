import { rgbToLab } from '../analysis/color';
import type { Lab } from '../analysis/types';
import { faceUp, faceWidth } from '../geometry/face';
import { at, CHIN, FACE_OVAL, FOREHEAD_TOP, LIPS_OUTER, points } from '../geometry/landmarks';
import { type Polygon, rowCrossings } from '../geometry/polygon';
import { dist } from '../geometry/vector';
import type { Landmarks, Pt } from '../types';
import { guidedFilter, hairLikelihood, labGrid } from './matte';

/**
 * Where the hair and the beard are (docs/tryon-hair.md, decisions 0265 and 0326), on a working grid (the
 * frame scaled down): no npm package ships a hair-segmentation model, so the hair is matted from the
 * person mask (MediaPipe Selfie Segmentation) minus the face — a colour model of the hair against the
 * skin and the background (matte.ts) decides each cell, the forehead's fringe included,
 * and a guided filter softens and fits its edges; the beard is the lower face's pixels clearly darker
 * than the cheeks' skin. Approximate on busy backgrounds and clothes of the hair's colour — the panel
 * says so. Pure: no DOM (region.test.ts).
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

/** The neck: straight down from the jaw's lower contour, a face height (hair hangs beside it, not on it). */
const JAW_LOW = [58, 172, 136, 150, 149, 176, 148, 152, 377, 400, 378, 379, 365, 397, 288] as const;
export function neckArea(lm: readonly Pt[]): Polygon {
  const jaw = points(lm, JAW_LOW);
  const up = faceUp(lm);
  const fh = dist(at(lm, FOREHEAD_TOP), at(lm, CHIN));
  const down = (p: Pt): Pt => ({ x: p.x - up.x * fh, y: p.y - up.y * fh });
  return [...jaw, down(jaw[jaw.length - 1]!), down(jaw[0]!)];
}

/** Above the forehead within this (ΔE76, lightness in full) of the cheeks' colour: skin, not hair. */
const BALD = 10;

/** The brows' upper edges: above them, inside the face oval, is forehead or fringe. */
const BROWS_TOP = [70, 63, 105, 66, 107, 336, 296, 334, 293, 300] as const;

/**
 * The hair (decision 0326): the person mask (red channel of `person`) minus the face is the seed; a
 * colour model of the hair against the face's skin and the background decides each cell — also inside
 * the face oval above the brows, where a fringe falls — and a guided filter on the lightness refines it,
 * so the matte's edges are soft where the picture is and follow the strands where it has edges. Down to
 * a face height below the chin (long hair hangs); only hair joined to the hair above the forehead.
 */
export function hairRegion(g: Grid, person: Grid, lm: readonly Pt[]): HairRegion {
  const { w, h } = g;
  const n = w * h;
  const none: HairRegion = { alpha: new Uint8ClampedArray(n), reference: null, share: 0 };
  const oval = new Uint8Array(n);
  rasterize(points(lm, FACE_OVAL), w, h, oval);
  // The neck counts as face: skin in shadow is the colour of brown hair.
  const neck = new Uint8Array(n);
  rasterize(neckArea(lm), w, h, neck);
  const top = at(lm, FOREHEAD_TOP);
  const chin = at(lm, CHIN);
  const fh = dist(top, chin);
  const fw = faceWidth(lm);
  const up = faceUp(lm);
  const height = (x: number, y: number) => x * up.x + y * up.y;
  const brows = Math.max(...BROWS_TOP.map((i) => height(lm[i]!.x, lm[i]!.y))) + fh * 0.02;
  const eyes = height(lm[33]!.x, lm[33]!.y);
  // Only the head and what hangs from it are read: the box round it (the wall beyond is never looked at).
  const reach = fh * 1.35;
  const mid = { x: (top.x + chin.x) / 2, y: (top.y + chin.y) / 2 };
  const lab = labGrid(g.data, w, h, {
    x0: Math.floor(mid.x - reach),
    x1: Math.ceil(mid.x + reach),
    y0: Math.floor(mid.y - reach),
    y1: Math.ceil(chin.y + fh + 2),
  });
  const labOf = (i: number): Lab => ({ L: lab.L[i]!, a: lab.a[i]!, b: lab.b[i]! });
  // The hair's colour: person cells in a band above the forehead, across the middle of the head.
  const seeds: number[] = [];
  for (let t = 0.06; t <= 0.4; t += 0.02) {
    for (let s = -0.3; s <= 0.3; s += 0.05) {
      const x = Math.round(top.x + up.x * fh * t - up.y * fw * s);
      const y = Math.round(top.y + up.y * fh * t + up.x * fw * s);
      if (x < 0 || y < 0 || x >= w || y >= h) continue;
      const i = y * w + x;
      if (person.data[i * 4]! > 160 && !oval[i] && !neck[i]) seeds.push(i);
    }
  }
  const reference = medianLab(seeds.map(labOf));
  const skin = skinReference(g, lm);
  // Skin above the forehead (a bald or shaven head, or a cap of skin colour): no hair to dye.
  const bald =
    skin && reference && Math.hypot(reference.L - skin.L, reference.a - skin.a, reference.b - skin.b) < BALD;
  if (!reference || bald) return none;
  // The colour model's samples: hair — the sure person outside the face, above the eyes, near the head;
  // not hair — the face below the brows and the background around the head.
  const hairCells: number[] = [];
  const otherCells: number[] = [];
  const lowest = chin.y + fh;
  // Where hair may fall over the face: the forehead above the brows (a fringe); the colour model decides
  // there. Not the temples below the brows: skin in shadow there reads as brown hair.
  const fringe = new Uint8Array(n);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const p = person.data[i * 4]!;
      const above = height(x + 0.5, y + 0.5);
      if (oval[i] && above > brows) fringe[i] = 1;
      const near = Math.hypot(x - mid.x, y - mid.y) < fh * 1.3;
      if ((oval[i] && !fringe[i]) || neck[i]) {
        if (p > 160) otherCells.push(i);
      } else if (!oval[i] && near) {
        if (p < 40) otherCells.push(i);
        else if (p > 200 && above > eyes) hairCells.push(i);
      }
    }
  }
  const like = hairLikelihood(lab, hairCells, otherCells);
  const rough = new Float32Array(n);
  for (let y = 0; y < h && y <= lowest; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (neck[i] || (oval[i] && !fringe[i])) continue;
      const p = Math.min(1, Math.max(0, (person.data[i * 4]! - 40) / 150));
      if (p <= 0) continue;
      const c = Math.min(1, Math.max(0, (like[i]! - 0.3) / 0.4));
      rough[i] = c * p;
    }
  }
  keepConnected(rough, w, h, seeds);
  const guide = new Float32Array(n);
  for (let i = 0; i < n; i++) guide[i] = lab.L[i]! / 100;
  const q = guidedFilter(guide, rough, w, h, Math.max(1, Math.round(Math.max(w, h) / 96)), 0.003);
  const alpha = new Uint8ClampedArray(n);
  let count = 0;
  let faceCells = 0;
  for (let i = 0; i < n; i++) {
    // The face below the brows stays as it is: no dye bleeds past the filter's window onto the skin.
    if (neck[i] || (oval[i] && !fringe[i])) {
      faceCells += oval[i]!;
      continue;
    }
    faceCells += oval[i]!;
    const a = q[i]! < 0.06 ? 0 : Math.round(255 * q[i]!);
    alpha[i] = a;
    if (a > 128) count++;
  }
  return { alpha, reference, share: count / (faceCells || 1) };
}

/**
 * Keeps the hair joined to the hair above the forehead (`seeds`): a flood over cells with some hair in
 * them (over 0.25); everything else — a fold of clothes or a patch of background the hair's colour — is
 * let go.
 */
function keepConnected(alpha: Float32Array, w: number, h: number, seeds: readonly number[]): void {
  const reached = new Uint8Array(w * h);
  const queue: number[] = [];
  for (const i of seeds) {
    if (alpha[i]! > 0.25 && !reached[i]) {
      reached[i] = 1;
      queue.push(i);
    }
  }
  const visit = (j: number) => {
    if (reached[j] || alpha[j]! <= 0.25) return;
    reached[j] = 1;
    queue.push(j);
  };
  for (let q = 0; q < queue.length; q++) {
    const i = queue[q]!;
    const x = i % w;
    if (i >= w) visit(i - w);
    if (i + w < w * h) visit(i + w);
    if (x > 0) visit(i - 1);
    if (x < w - 1) visit(i + 1);
  }
  for (let i = 0; i < w * h; i++) if (!reached[i]) alpha[i] = 0;
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
  // A beard grows past the jaw: a band under it (most under the chin) is beard where it joins the beard
  // above — never on its own, so a shaven face's shaded neck or a dark collar is not dyed.
  const fh = dist(at(lm, FOREHEAD_TOP), at(lm, CHIN));
  const up = faceUp(lm);
  const jaw = area.slice(0, 19);
  const under = jaw.map((q, k) => {
    const t = Math.sin((Math.PI * k) / (jaw.length - 1));
    return { x: q.x - up.x * fh * 0.08 * t, y: q.y - up.y * fh * 0.08 * t };
  });
  rasterize([...jaw, ...[...under].reverse()], w, h, inside, 2);
  rasterize(area, w, h, inside);
  rasterize(mouth, w, h, inside, 0);
  let cells = 0;
  let hair = 0;
  const rough = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++) {
    if (!inside[i] || person.data[i * 4]! < 96) continue;
    const x = i % w;
    const own = x < middle === rightOnLeft ? right : left;
    const darker = own.L - labAt(g, i).L;
    const a = darker < BEARD_FROM ? 0 : Math.min(1, (darker - BEARD_FROM) / 12);
    if (inside[i] === 1) {
      cells++;
      if (a > 0.5) hair++;
    }
    rough[i] = a;
  }
  // The band's cells only where joined to the lower face's beard; then soft edges that follow the
  // picture's (the guided filter of the hair's matte).
  const seeds: number[] = [];
  for (let i = 0; i < w * h; i++) if (inside[i] === 1 && rough[i]! > 0.5) seeds.push(i);
  keepConnected(rough, w, h, seeds);
  for (let i = 0; i < w * h; i++) if (!inside[i]) rough[i] = 0;
  const guide = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++) {
    guide[i] = (0.299 * g.data[i * 4]! + 0.587 * g.data[i * 4 + 1]! + 0.114 * g.data[i * 4 + 2]!) / 255;
  }
  const q = guidedFilter(guide, rough, w, h, 1, 0.003);
  const lips = new Uint8Array(w * h);
  rasterize(mouth, w, h, lips);
  for (let i = 0; i < w * h; i++) {
    // The lips stay as they are.
    if (!lips[i]) alpha[i] = q[i]! < 0.06 ? 0 : Math.round(255 * q[i]!);
  }
  return { alpha, reference: skin, share: cells ? hair / cells : 0 };
}

/** How much darker than its side's cheek (L*) a lower-face cell must be to be beard, not shade. */
const BEARD_FROM = 14;
