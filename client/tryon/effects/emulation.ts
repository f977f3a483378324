/**
 * Skin emulation (docs/tryon.md; spec "skin emulation"): what a skincare routine would show — smoother,
 * more even, brighter skin — drawn on skin only: the face oval minus eyes, brows, lips and nostrils,
 * feathered, and off hair (skin-gate.ts). The face's region is read back at the effects' capped
 * resolution (detailFor) and worked on the CPU, mask included (canvas blur filters cost ~5 ms there);
 * the change goes back onto the output as two ratio layers (multiply where darker, screen where
 * lighter), so the frame keeps its full-resolution detail wherever the change is smooth.
 */

import { faceWidth, hasFace } from '../geometry/face';
import { growPolygon, type Polygon, rowCrossings } from '../geometry/polygon';
import { faceOval, nostrils } from '../geometry/zones';
import type { Landmarks } from '../types';
import { beginRegion, blit, detailFor, layerSize, type Region, regionOf } from './compose';
import { regionPolygons, zonesFor } from './plan';
import { type Ctx2D, type Scratch, SKIN_H, SKIN_W } from './scratch';
import { prepareSkin } from './skin-gate';

/** How much of each treatment to show, 0..1. */
export type EmulationStrength = { smooth: number; even: number; bright: number };

/** At full strength: share of the fine texture taken away, of the colour pulled to the median, of lift. */
const SMOOTH_MAX = 0.85;
const EVEN_MAX = 0.6;
const BRIGHT_MAX = 0.22;
/** Detail (luma, 0–255) below EDGE_LO is smoothed fully, above EDGE_HI kept (edges, hairs, lashes). */
const EDGE_LO = 5;
const EDGE_HI = 18;
/** The largest colour change evening may make per channel (0–255). */
const EVEN_CAP = 28;
/** Share of the lightness difference to the median that evening removes (the rest is the face's shape). */
const EVEN_LUMA = 0.25;
/** Feathers (σ, fractions of the face width) of the oval and of the cuts, as foundation's. */
const OVAL_FEATHER = 0.035;
const CUT_FEATHER = 0.015;

/** Work buffers of one Scratch, grown when a region needs more (no allocation per frame otherwise). */
type Work = {
  /** The skin mask (0..1), a second plane (the cuts) and a plane for blur passes. */
  mask: Float32Array;
  plane: Float32Array;
  pass: Float32Array;
  /** The luma's fine detail (luma − its small box mean), and a plane for its passes. */
  detail: Float32Array;
  detailPass: Float32Array;
  /** One row of samples, and running sums across a row (double: no drift). */
  line: Float32Array;
  acc: Float64Array;
  /** Coarse cells: colour sums, a pass between, the evening offsets; one row of offsets. */
  cellSums: Float32Array;
  cellTmp: Float32Array;
  cells: Float32Array;
  cellRow: Float32Array;
  /** Per pixel column: its coarse cell, and the left cell and weight of the cell-centre interpolation. */
  xCell: Int32Array;
  xLeft: Int32Array;
  xFrac: Float32Array;
  /** The two ratio layers' pixels (capacity-sized; put with a dirty rectangle). */
  mul: ImageData | null;
  scr: ImageData | null;
};

const WORK = new WeakMap<Scratch, Work>();

/** The work buffers of a scratch for a w×h region with gw×gh coarse cells. */
function workFor(s: Scratch, w: number, h: number, gw: number, gh: number): Work {
  const none = new Float32Array(0);
  const k: Work = WORK.get(s) ?? {
    mask: none,
    plane: none,
    pass: none,
    detail: none,
    detailPass: none,
    line: none,
    acc: new Float64Array(0),
    cellSums: none,
    cellTmp: none,
    cells: none,
    cellRow: none,
    xCell: new Int32Array(0),
    xLeft: new Int32Array(0),
    xFrac: none,
    mul: null,
    scr: null,
  };
  WORK.set(s, k);
  const n = w * h;
  if (k.mask.length < n) {
    k.mask = new Float32Array(n);
    k.plane = new Float32Array(n);
    k.pass = new Float32Array(n);
    k.detail = new Float32Array(n);
    k.detailPass = new Float32Array(n);
  }
  const row = Math.max(w, gw) * 4;
  if (k.line.length < row) {
    k.line = new Float32Array(row);
    k.acc = new Float64Array(row);
    k.xCell = new Int32Array(row);
    k.xLeft = new Int32Array(row);
    k.xFrac = new Float32Array(row);
  }
  if (k.cells.length < gw * gh * 4) {
    k.cellSums = new Float32Array(gw * gh * 4);
    k.cellTmp = new Float32Array(gw * gh * 4);
    k.cells = new Float32Array(gw * gh * 4);
  }
  if (k.cellRow.length < gw * 3) k.cellRow = new Float32Array(gw * 3);
  if (!k.mul || !k.scr || k.mul.width < w || k.mul.height < h) {
    const cw = Math.ceil(w / 32) * 32;
    const ch = Math.ceil(h / 32) * 32;
    k.mul = s.paint.ctx.createImageData(cw, ch);
    k.scr = s.paint.ctx.createImageData(cw, ch);
  }
  return k;
}

/**
 * Draws the skin emulation onto `out`, which already holds the frame at full size (call it before any
 * makeup). `frame` is the clean frame (the skin gate reads it). Strengths are clamped to 0..1; nothing is
 * drawn at zero strength, without a full set of landmarks, or when the output cannot be read back.
 */
export function drawSkinEmulation(
  out: CanvasRenderingContext2D,
  frame: CanvasImageSource,
  lm: Landmarks,
  strength: { smooth: number; even: number; bright: number },
  scratch: Scratch,
): void {
  const k = {
    smooth: clamp01(strength.smooth),
    even: clamp01(strength.even),
    bright: clamp01(strength.bright),
  };
  if (!hasFace(lm) || k.smooth + k.even + k.bright < 0.005) return;
  const fw = faceWidth(lm);
  const r = regionOf(
    [faceOval(lm)],
    2 * OVAL_FEATHER * fw + 2,
    out.canvas.width,
    out.canvas.height,
    detailFor(fw),
  );
  if (!r) return;
  scratch.frame++;
  out.save();
  out.setTransform(1, 0, 0, 1, 0, 0);
  try {
    const gate = prepareSkin(scratch, frame, lm, out.canvas.width, out.canvas.height);
    beginRegion(scratch, r);
    const size = layerSize(r);
    scratch.tmp.ctx.drawImage(out.canvas, r.x, r.y, r.w, r.h, r.x, r.y, r.w, r.h);
    const src = scratch.tmp.ctx.getImageData(0, 0, size.w, size.h).data;
    const work = emulate(scratch, src, r, lm, fw, gate, k);
    scratch.paint.ctx.putImageData(work.mul!, 0, 0, 0, 0, size.w, size.h);
    scratch.tmp.ctx.putImageData(work.scr!, 0, 0, 0, 0, size.w, size.h);
    blit(out as Ctx2D, scratch.paint, r, [{ mode: 'multiply', alpha: 1 }]);
    blit(out as Ctx2D, scratch.tmp, r, [{ mode: 'screen', alpha: 1 }]);
  } catch {
    // A tainted (cross-origin) output cannot be read back: the frame stays as it is.
  } finally {
    out.restore();
  }
}

/**
 * The treatment on the region's pixels (layer resolution). Fills and returns the work's ratio layers:
 * mul = target/source where darker, scr = (target − source)/(255 − source) where lighter, so that
 * multiply then screen turn the source into the target.
 */
function emulate(
  s: Scratch,
  src: Uint8ClampedArray,
  r: Region,
  lm: Landmarks,
  fw: number,
  gate: boolean,
  k: EmulationStrength,
): Work {
  const { w, h } = layerSize(r);
  const lfw = fw * r.q;
  const cell = Math.max(2, Math.round(0.025 * lfw));
  const gw = Math.max(2, Math.ceil(w / cell)); // ≥ 2: the row interpolation reads a right-hand cell
  const gh = Math.ceil(h / cell);
  const work = workFor(s, w, h, gw, gh);
  for (let x = 0; x < w; x++) {
    const gx = Math.min(gw - 1, Math.max(0, (x + 0.5) / cell - 0.5));
    work.xCell[x] = Math.floor(x / cell);
    work.xLeft[x] = Math.min(gw - 2, Math.floor(gx));
    work.xFrac[x] = gx - work.xLeft[x]!;
  }
  skinMask(work, s, r, lm, fw, gate);
  const median = medianSkin(src, work.mask, w, h);
  if (k.smooth > 0) fineDetail(work, src, w, h, Math.max(1, Math.round(0.012 * lfw)));
  evenOffsets(work, src, w, h, cell, gw, gh, median, k.even);
  const mul = work.mul!.data;
  const scr = work.scr!.data;
  const stride = work.mul!.width;
  work.cellRow.fill(0, 0, gw * 3);
  for (let y = 0; y < h; y++) {
    if (k.even > 0) rowOffsets(work, gw, gh, (y + 0.5) / cell - 0.5);
    treatRow(work, src, y, w, k, mul, scr, stride);
  }
  return work;
}

/**
 * One row of the region into the ratio layers: each skin pixel smoothed (small detail only), evened,
 * lifted and blended by the mask; multiply by white and screen with black where nothing changes.
 */
function treatRow(
  work: Work,
  src: Uint8ClampedArray,
  y: number,
  w: number,
  k: EmulationStrength,
  mul: Uint8ClampedArray,
  scr: Uint8ClampedArray,
  stride: number,
): void {
  const { mask, detail, cellRow, xLeft, xFrac } = work;
  const smooth = SMOOTH_MAX * k.smooth;
  const lift = BRIGHT_MAX * k.bright;
  for (let x = 0; x < w; x++) {
    const i = y * w + x;
    const o = (y * stride + x) * 4;
    const wt = mask[i]!;
    mul[o + 3] = 255;
    scr[o + 3] = 255;
    if (wt < 0.004) {
      mul[o] = mul[o + 1] = mul[o + 2] = 255;
      scr[o] = scr[o + 1] = scr[o + 2] = 0;
      continue;
    }
    const d = smooth > 0 ? detail[i]! : 0;
    const e = Math.min(1, Math.max(0, (Math.abs(d) - EDGE_LO) / (EDGE_HI - EDGE_LO)));
    const drop = smooth * (1 - e * e * (3 - 2 * e)) * d; // smoothstep: small detail goes, edges stay
    const left = xLeft[x]! * 3;
    const fx = xFrac[x]!;
    for (let c = 0; c < 3; c++) {
      const a = src[i * 4 + c]!;
      let v = a - drop + cellRow[left + c]! + (cellRow[left + 3 + c]! - cellRow[left + c]!) * fx;
      v += lift * (255 - v);
      const t = a + wt * (Math.min(255, Math.max(0, v)) - a);
      if (t < a) {
        mul[o + c] = (255 * t) / a;
        scr[o + c] = 0;
      } else {
        mul[o + c] = 255;
        scr[o + c] = a < 255 ? (255 * (t - a)) / (255 - a) : 0;
      }
    }
  }
}

// ---- The mask -----------------------------------------------------------------------------------------

/**
 * work.mask = the face oval feathered, times (1 − the feathered cuts: eyes, brows and lips as foundation
 * cuts them, and the nostrils), times the skin gate (off hair) — all smooth, so worked at half the layer
 * resolution and scaled up — with the features themselves then cut hard at full resolution.
 */
function skinMask(work: Work, s: Scratch, r: Region, lm: Landmarks, fw: number, gate: boolean): void {
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
function feather(
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
 * In place along each row: ±R box sums (or means, `mean`) of interleaved samples with ch channels;
 * at the ends, means of what is inside.
 */
function hBox(
  buf: Float32Array,
  line: Float32Array,
  w: number,
  h: number,
  ch: number,
  R: number,
  mean: boolean,
): void {
  const len = w * ch;
  for (let y = 0; y < h; y++) {
    const base = y * len;
    for (let i = 0; i < len; i++) line[i] = buf[base + i]!;
    for (let c = 0; c < ch; c++) {
      let acc = 0;
      for (let x = 0; x < Math.min(w, R); x++) acc += line[x * ch + c]!;
      for (let x = 0; x < w; x++) {
        if (x + R < w) acc += line[(x + R) * ch + c]!;
        if (x > R) acc -= line[(x - R - 1) * ch + c]!;
        buf[base + x * ch + c] = mean ? acc / (Math.min(w - 1, x + R) - Math.max(0, x - R) + 1) : acc;
      }
    }
  }
}

/** ±R box sums (or means) down the columns of rows `len` values long, from buf into out (row by row). */
function vBox(
  buf: Float32Array,
  out: Float32Array,
  acc: Float64Array,
  len: number,
  h: number,
  R: number,
  mean: boolean,
): void {
  acc.fill(0, 0, len);
  for (let y = 0; y < Math.min(h, R); y++) for (let i = 0; i < len; i++) acc[i]! += buf[y * len + i]!;
  for (let y = 0; y < h; y++) {
    if (y + R < h) for (let i = 0, b = (y + R) * len; i < len; i++) acc[i]! += buf[b + i]!;
    if (y > R) for (let i = 0, b = (y - R - 1) * len; i < len; i++) acc[i]! -= buf[b + i]!;
    const k = mean ? 1 / (Math.min(h - 1, y + R) - Math.max(0, y - R) + 1) : 1;
    for (let i = 0, o = y * len; i < len; i++) out[o + i] = acc[i]! * k;
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

// ---- Smoothing and evening ----------------------------------------------------------------------------

/** Per-channel median of the skin (mask ≥ ½, every 2nd pixel each way), from 256-bin histograms. */
function medianSkin(
  src: Uint8ClampedArray,
  mask: Float32Array,
  w: number,
  h: number,
): [number, number, number] {
  const hist = new Uint32Array(768);
  let count = 0;
  for (let y = 0; y < h; y += 2) {
    for (let i = y * w; i < (y + 1) * w; i += 2) {
      if (mask[i]! < 0.5) continue;
      hist[src[i * 4]!]!++;
      hist[256 + src[i * 4 + 1]!]!++;
      hist[512 + src[i * 4 + 2]!]!++;
      count++;
    }
  }
  const med = (c: number): number => {
    let acc = 0;
    for (let v = 0; v < 256; v++) {
      acc += hist[c * 256 + v]!;
      if (acc * 2 >= count) return v;
    }
    return 128;
  };
  return count ? [med(0), med(1), med(2)] : [128, 128, 128];
}

/**
 * work.detail = the luma's fine detail: luma minus its ±r box mean (the high-pass that smoothing takes
 * away where it is small). Luma only: skin texture is light and shade; evening handles the colour.
 */
function fineDetail(work: Work, src: Uint8ClampedArray, w: number, h: number, r: number): void {
  const y = work.detail;
  const n = w * h;
  for (let i = 0; i < n; i++) y[i] = luma(src[i * 4]!, src[i * 4 + 1]!, src[i * 4 + 2]!);
  work.detailPass.set(y.subarray(0, n));
  hBox(work.detailPass, work.line, w, h, 1, r, true);
  vBox(work.detailPass, work.pass, work.acc, w, h, r, true);
  for (let i = 0; i < n; i++) y[i] = y[i]! - work.pass[i]!;
}

/**
 * work.cells = the evening offset of each coarse cell (0.025 face widths): the skin's low-frequency
 * colour (mask-weighted over ±3 cells) moved toward the median skin colour at about the same lightness.
 */
function evenOffsets(
  work: Work,
  src: Uint8ClampedArray,
  w: number,
  h: number,
  cell: number,
  gw: number,
  gh: number,
  median: readonly [number, number, number],
  even: number,
): void {
  const sums = work.cellSums;
  const out = work.cells;
  sums.fill(0, 0, gw * gh * 4);
  out.fill(0, 0, gw * gh * 4);
  if (even <= 0) return;
  for (let y = 0; y < h; y++) {
    const rowCell = Math.floor(y / cell) * gw;
    for (let x = 0; x < w; x++) {
      const wt = work.mask[y * w + x]!;
      if (wt <= 0) continue;
      const p = (y * w + x) * 4;
      const c = (rowCell + work.xCell[x]!) * 4;
      sums[c] = sums[c]! + src[p]! * wt;
      sums[c + 1] = sums[c + 1]! + src[p + 1]! * wt;
      sums[c + 2] = sums[c + 2]! + src[p + 2]! * wt;
      sums[c + 3] = sums[c + 3]! + wt;
    }
  }
  hBox(sums, work.line, gw, gh, 4, 3, false);
  vBox(sums, work.cellTmp, work.acc, gw * 4, gh, 3, false);
  sums.set(work.cellTmp.subarray(0, gw * gh * 4));
  const lm = luma(median[0], median[1], median[2]);
  for (let q = 0; q < gw * gh * 4; q += 4) {
    const wt = sums[q + 3]!;
    if (wt < 1) continue;
    const low = [sums[q]! / wt, sums[q + 1]! / wt, sums[q + 2]! / wt] as const;
    const ll = luma(low[0], low[1], low[2]);
    const target = (ll + (lm - ll) * EVEN_LUMA) / Math.max(1, lm);
    for (let c = 0; c < 3; c++) {
      const d = EVEN_MAX * even * (median[c]! * target - low[c]!);
      out[q + c] = Math.max(-EVEN_CAP, Math.min(EVEN_CAP, d));
    }
  }
}

/** work.cellRow = the evening offsets of the cells at a fractional cell row gy (between two rows). */
function rowOffsets(work: Work, gw: number, gh: number, gy: number): void {
  const y = Math.min(gh - 1, Math.max(0, gy));
  const j0 = Math.floor(y);
  const j1 = Math.min(gh - 1, j0 + 1);
  const fy = y - j0;
  const g = work.cells;
  for (let i = 0; i < gw; i++) {
    for (let c = 0; c < 3; c++) {
      work.cellRow[i * 3 + c] = g[(j0 * gw + i) * 4 + c]! * (1 - fy) + g[(j1 * gw + i) * 4 + c]! * fy;
    }
  }
}

/** Rec. 601 luma of 0–255 channels. */
function luma(r: number, g: number, b: number): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/** A strength clamped to 0..1 (0 for anything that is not a number). */
function clamp01(v: number): number {
  return Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0;
}
