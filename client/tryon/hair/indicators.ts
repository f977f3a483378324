import { HAIR_INDICATORS, type HairReading, levelOf } from '../../../shared/hair';
import { faceWidth } from '../geometry/face';
import { at, CHIN, FOREHEAD_TOP } from '../geometry/landmarks';
import { dist } from '../geometry/vector';
import type { Pt } from '../types';
import { boxMean } from './matte';
import type { Grid, HairRegion } from './region';

/**
 * Hair type, length, frizziness and density as relative indicators (docs/tryon-hair.md): read from the
 * hair region (region.ts) and its pixels on the working grid, on a 0–100 scale with a level. They are a
 * visual demo — lighting, the background and the hair model the region stands in for all move them —
 * and the page says so. Pure: no DOM (indicators.test.ts).
 */

const SURE = 128;
const clamp = (v: number) => Math.round(Math.min(100, Math.max(0, v)));

/** Luma of a grid cell, 0..255. */
const luma = (g: Grid, i: number) =>
  0.299 * g.data[i * 4]! + 0.587 * g.data[i * 4 + 1]! + 0.114 * g.data[i * 4 + 2]!;

/**
 * The readings, or null when there is too little hair to read (under 2 % of the face's area). `person`
 * is the person mask on the same grid; `lm` the landmarks scaled to the grid.
 */
export function hairReading(
  region: HairRegion,
  g: Grid,
  person: Grid,
  lm: readonly Pt[],
): HairReading | null {
  if (!region.reference || region.share < 0.02) return null;
  const { w, h } = g;
  const { alpha } = region;
  const top = at(lm, FOREHEAD_TOP);
  const chin = at(lm, CHIN);
  const fh = dist(top, chin);
  const fw = faceWidth(lm);
  // Length: how far below the chin the hair reaches (the jaw ≈ 40, 0.8 face heights below the chin = 100).
  let lowest = -1;
  let left = w;
  let right = -1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (alpha[y * w + x]! <= SURE) continue;
      lowest = y;
      if (x < left) left = x;
      if (x > right) right = x;
    }
  }
  const below = (lowest - chin.y) / fh;
  const length = clamp(40 + below * 75);
  // Density: above the forehead, the person's cells that are hair (the rest is scalp or light through it).
  let head = 0;
  let hairy = 0;
  for (let y = 0; y < Math.min(h, Math.floor(top.y)); y++) {
    for (let x = Math.max(0, Math.floor(top.x - fw * 0.45)); x < Math.min(w, top.x + fw * 0.45); x++) {
      const i = y * w + x;
      if (person.data[i * 4]! < 128) continue;
      head++;
      if (alpha[i]! > SURE) hairy++;
    }
  }
  const density = clamp(head ? ((hairy / head - 0.4) / 0.55) * 100 : 0);
  // Frizziness: how ragged the hair's top outline is — second differences of its height, column by column.
  const tops: number[] = [];
  for (let x = Math.max(0, left); x <= Math.min(w - 1, right); x++) {
    let y = 0;
    while (y < h && alpha[y * w + x]! <= SURE) y++;
    if (y < chin.y) tops.push(y);
  }
  let rough = 0;
  for (let i = 2; i < tops.length; i++) rough += Math.abs(tops[i]! - 2 * tops[i - 1]! + tops[i - 2]!);
  const frizziness = clamp(tops.length > 4 ? (rough / (tops.length - 2) / (fw * 0.02)) * 50 : 0);
  // Type: how aligned the strands are where they are, not over the whole head (hair turns round the
  // head however straight it is): the structure tensor of the luma gradients, averaged over a few cells
  // around each one, its coherence weighted by the gradients' energy. Straight strands run one way
  // (coherence near 1); waves and curls turn within the window.
  const n = w * h;
  const jxx = new Float32Array(n);
  const jyy = new Float32Array(n);
  const jxy = new Float32Array(n);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      if (alpha[i]! <= SURE) continue;
      const gx = luma(g, i + 1) - luma(g, i - 1);
      const gy = luma(g, i + w) - luma(g, i - w);
      jxx[i] = gx * gx;
      jyy[i] = gy * gy;
      jxy[i] = gx * gy;
    }
  }
  const r = Math.max(1, Math.round(fw * 0.05));
  const [mxx, myy, mxy] = [jxx, jyy, jxy].map((j) => boxMean(j, w, h, r)) as [
    Float32Array,
    Float32Array,
    Float32Array,
  ];
  let energy = 0;
  let aligned = 0;
  for (let i = 0; i < n; i++) {
    if (alpha[i]! <= SURE) continue;
    const trace = mxx[i]! + myy[i]!;
    if (trace <= 0) continue;
    energy += trace;
    aligned += Math.sqrt((mxx[i]! - myy[i]!) ** 2 + 4 * mxy[i]! ** 2);
  }
  const coherence = energy > 0 ? aligned / energy : 1;
  const type = clamp(((0.8 - coherence) / 0.45) * 100);
  const reading = { type, length, frizziness, density };
  // What each one measured, in its own units (the page says it beside the level).
  const measured = {
    type: Math.round(coherence * 100),
    length: Math.round(below * 100) / 100,
    frizziness: Math.round((rough / Math.max(1, tops.length - 2) / fw) * 1000) / 10,
    density: Math.round(head ? (hairy / head) * 100 : 0),
  };
  return Object.fromEntries(
    HAIR_INDICATORS.map((k) => [
      k,
      { score: reading[k], level: levelOf(k, reading[k]), measured: measured[k] },
    ]),
  ) as HairReading;
}
