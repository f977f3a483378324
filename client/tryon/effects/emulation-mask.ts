/**
 * The skin emulation's mask (emulation.ts): the face oval feathered, off the eyes, brows, lips and
 * nostrils, times the skin gate; worked on the CPU in the work buffers.
 */
import { growPolygon, type Polygon, rowCrossings } from '../geometry/polygon';
import { nostrils } from '../geometry/zones';
import type { Landmarks } from '../types';
import { layerSize, type Region } from './compose';
import { hBox, vBox, type Work } from './emulation-work';
import { regionPolygons, zonesFor } from './plan';
import { type Scratch, SKIN_H, SKIN_W } from './scratch';

/** Feathers (σ, fractions of the face width) of the oval and of the cuts, as foundation's. */
export const OVAL_FEATHER = 0.035;
const CUT_FEATHER = 0.015;

/**
 * work.mask = the face oval feathered, times (1 − the feathered cuts: eyes, brows and lips as foundation
 * cuts them, and the nostrils), times the skin gate (off hair) — all smooth, so worked at half the layer
 * resolution and scaled up — with the features themselves then cut hard at full resolution.
 */
export function skinMask(work: Work, s: Scratch, r: Region, lm: Landmarks, fw: number, gate: boolean): void {
  const { w, h } = layerSize(r);
  const w2 = Math.ceil(w / 2);
  const h2 = Math.ceil(h / 2);
  const { mask, plane: oval, pass: cuts } = work;
  const toLayer = (poly: Polygon, k: number): Polygon =>
    poly.map((p) => ({ x: (p.x - r.x) * k, y: (p.y - r.y) * k }));
  const z = zonesFor('foundation', lm);
  const noses = nostrils(lm);
  oval.fill(0, 0, w2 * h2);
  cuts.fill(0, 0, w2 * h2);
  for (const poly of z.paint) fillPolygon(oval, w2, h2, toLayer(poly, r.q / 2), 1);
  for (const poly of [...z.cut, ...noses]) fillPolygon(cuts, w2, h2, toLayer(poly, r.q / 2), 1);
  feather(work, oval, mask, w2, h2, (OVAL_FEATHER * fw * r.q) / 2);
  feather(work, cuts, mask, w2, h2, (CUT_FEATHER * fw * r.q) / 2);
  for (let i = 0; i < w2 * h2; i++) oval[i] = oval[i]! * (1 - cuts[i]!);
  if (gate) applyGate(oval, s, r, w2, h2, 2);
  for (let y = 0; y < h; y++) {
    const gy = Math.min(h2 - 1, Math.max(0, (y + 0.5) / 2 - 0.5));
    const j0 = Math.floor(gy);
    const j1 = Math.min(h2 - 1, j0 + 1);
    const fy = gy - j0;
    for (let x = 0; x < w; x++) {
      const gx = Math.min(w2 - 1, Math.max(0, (x + 0.5) / 2 - 0.5));
      const i0 = Math.floor(gx);
      const i1 = Math.min(w2 - 1, i0 + 1);
      const fx = gx - i0;
      const top = oval[j0 * w2 + i0]! * (1 - fx) + oval[j0 * w2 + i1]! * fx;
      const bottom = oval[j1 * w2 + i0]! * (1 - fx) + oval[j1 * w2 + i1]! * fx;
      mask[y * w + x] = top * (1 - fy) + bottom * fy;
    }
  }
  const hard = [
    ...(['eyeOpening', 'brow', 'lipsOuter'] as const).flatMap((n) => regionPolygons(n, lm)),
    ...noses,
  ];
  const margin = Math.max(1, 0.006 * fw);
  for (const poly of hard) fillPolygon(mask, w, h, toLayer(growPolygon(poly, margin), r.q), 0);
}

/** Sets the pixels whose centre lies inside a polygon (layer coordinates, even-odd) to `value`. */
function fillPolygon(buf: Float32Array, w: number, h: number, poly: Polygon, value: number): void {
  const xs: number[] = [];
  let y0 = Number.POSITIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const p of poly) {
    y0 = Math.min(y0, p.y);
    y1 = Math.max(y1, p.y);
  }
  for (let j = Math.max(0, Math.floor(y0)); j <= Math.min(h - 1, Math.ceil(y1)); j++) {
    rowCrossings(poly, j + 0.5, xs);
    for (let n = 0; n + 1 < xs.length; n += 2) {
      const i0 = Math.max(0, Math.ceil(xs[n]! - 0.5));
      const i1 = Math.min(w - 1, Math.floor(xs[n + 1]! - 0.5));
      if (i1 >= i0) buf.fill(value, j * w + i0, j * w + i1 + 1);
    }
  }
}

/** Two box blurs whose combined spread matches a Gaussian of σ px (var of a ±R box = R(R+1)/3). */
export function feather(
  work: Work,
  buf: Float32Array,
  tmp: Float32Array,
  w: number,
  h: number,
  sigma: number,
): void {
  const R = Math.max(1, Math.round((Math.sqrt(1 + 6 * sigma * sigma) - 1) / 2));
  for (let pass = 0; pass < 2; pass++) {
    hBox(buf, work.line, w, h, 1, R, true);
    vBox(buf, tmp, work.acc, w, h, R, true);
    buf.set(tmp.subarray(0, w * h));
  }
}

/**
 * Multiplies a mask (w×h, `sc` layer px per sample) by the skin gate (skin-gate.ts's per-frame grid of the
 * face box), bilinearly.
 */
function applyGate(mask: Float32Array, s: Scratch, r: Region, w: number, h: number, sc: number): void {
  const box = s.skinBox;
  if (!box) return;
  const g = s.skinPixels.data;
  const kx = SKIN_W / box.w;
  const ky = SKIN_H / box.h;
  for (let y = 0; y < h; y++) {
    const gy = Math.min(SKIN_H - 1, Math.max(0, (r.y + ((y + 0.5) * sc) / r.q - box.y) * ky - 0.5));
    const j0 = Math.floor(gy);
    const j1 = Math.min(SKIN_H - 1, j0 + 1);
    const fy = gy - j0;
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (mask[i]! <= 0) continue;
      const gx = Math.min(SKIN_W - 1, Math.max(0, (r.x + ((x + 0.5) * sc) / r.q - box.x) * kx - 0.5));
      const i0 = Math.floor(gx);
      const i1 = Math.min(SKIN_W - 1, i0 + 1);
      const fx = gx - i0;
      const top = g[(j0 * SKIN_W + i0) * 4 + 3]! * (1 - fx) + g[(j0 * SKIN_W + i1) * 4 + 3]! * fx;
      const bottom = g[(j1 * SKIN_W + i0) * 4 + 3]! * (1 - fx) + g[(j1 * SKIN_W + i1) * 4 + 3]! * fx;
      mask[i] = (mask[i]! * (top * (1 - fy) + bottom * fy)) / 255;
    }
  }
}
