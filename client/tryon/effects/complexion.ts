/**
 * Complexion products on the skin (docs/tryon.md "Complexion (issue 37)", decision 0315): foundation,
 * concealer, highlighter and bronzer move the skin's colour in OKLab (complexion-color.ts) on a small grid
 * (GRID_FACE_PX across the face), from a blurred read-back of what is drawn so far. The change goes back
 * as two ratio layers scaled up to the effects' resolution — multiply where darker, screen where lighter
 * — so the frame's own texture stays at full resolution; the features are cut hard at that resolution.
 */
import { boxPolygon, type Polygon } from '../geometry/polygon';
import type { Pt } from '../types';
import type { Rgb } from './color';
import { fromOkLab, type OkLab, type Tone, toneOf, toOkLab } from './complexion-color';
import {
  begin,
  beginRegion,
  blit,
  clipToPolygons,
  cutPolygons,
  detailFor,
  type FxContext,
  featherFill,
  fillPolygons,
  layerSize,
  type Region,
  regionOf,
} from './compose';
import { feather } from './emulation-mask';
import { hBox, vBox, type Work, workFor } from './emulation-work';
import { medianBin } from './histogram';
import type { Layer, Scratch } from './scratch';
import { gateBySkin, prepareSkin } from './skin-gate';

/** Grid pixels across the face width the colour is worked at (the change is smooth; texture is kept). */
export const GRID_FACE_PX = 56;

/** Feathered zones a product goes on (all complexion products; contour's mask too). */
export type Zones = {
  paint: Polygon[];
  /** Cut hard after feathering (and again at the effects' resolution). */
  cut: Polygon[];
  clip: Polygon[];
  /** Taken away with a feather, `alpha` of the way (foundation: around the eyes and lips, half on brows). */
  soften?: { polys: Polygon[]; blur: number; alpha: number }[];
  /** Feathers, px. */
  feather: number;
  clipFeather: number;
  gate: boolean;
  /** Where the reference skin is read (the cheeks); null: the median of the whole mask (foundation). */
  refs: Pt[] | null;
};

/** The grid a region's colour is worked at. */
const gridOf = (r: Region, fw: number): Region => ({
  ...r,
  q: Math.min(r.q, GRID_FACE_PX / Math.max(1, fw)),
});

type Buffers = { src: Float32Array; tmp: Float32Array; lab: Float32Array; zone: Float32Array };
const BUFFERS = new WeakMap<Scratch, Buffers>();

function buffersFor(s: Scratch, n: number): Buffers {
  let b = BUFFERS.get(s);
  if (!b || b.zone.length < n) {
    b = {
      src: new Float32Array(n * 4),
      tmp: new Float32Array(n * 4),
      lab: new Float32Array(n * 3),
      zone: new Float32Array(n),
    };
    BUFFERS.set(s, b);
  }
  return b;
}

/**
 * Draws one complexion product: `color` laid on the skin of `area` as `tone` says. Returns the region
 * drawn (with `keepMask`, s.mask then holds the product's mask there), or null when nothing was drawn:
 * no region, no skin, or an output that cannot be read back (a tainted source).
 */
export function drawTone(
  fx: FxContext,
  area: Zones,
  color: Rgb,
  tone: Tone,
  keepMask = false,
): Region | null {
  const { s, fw } = fx;
  const refDisc = 0.04 * fw;
  const polys = [
    ...area.paint,
    ...(area.refs ?? []).map((p) =>
      boxPolygon({ x: p.x - refDisc, y: p.y - refDisc, w: 2 * refDisc, h: 2 * refDisc }),
    ),
  ];
  const r = regionOf(polys, area.feather * 3 + 2, fx.W, fx.H, detailFor(fw));
  if (!r) return null;
  const grid = gridOf(r, fw);
  const { w, h } = layerSize(grid);
  beginRegion(s, r);
  let px: Uint8ClampedArray;
  try {
    begin(s, s.tmp, grid);
    s.tmp.ctx.drawImage(fx.outCanvas, r.x, r.y, r.w, r.h, r.x, r.y, r.w, r.h);
    px = s.tmp.ctx.getImageData(0, 0, w, h).data;
  } catch {
    return null; // a tainted (cross-origin) output cannot be read back: nothing drawn
  }
  const work = workFor(s, w, h, 2, 2);
  const buf = buffersFor(s, w * h);
  const mask = zoneMask(fx, grid, area, work, buf.zone);
  blurred(px, w, h, buf, work.line, work.acc);
  const ref = area.refs
    ? pointsRef(buf.lab, grid, w, h, area.refs, refDisc)
    : medianRef(buf.lab, mask, w * h);
  if (!ref) return null;
  const shade = toOkLab(color.r, color.g, color.b, { L: 0, a: 0, b: 0 });
  const mul = work.mul!;
  const scr = work.scr!;
  const lighter = ratios(buf, mask, w, h, ref, shade, tone, mul, scr);
  // Scale the grid's ratio layers up to the effects' resolution, then cut the features hard there.
  layLayer(fx, mul, s.mask, s.paint, r, area.cut, 'multiply');
  if (lighter) layLayer(fx, scr, s.tmp, s.mask, r, area.cut, 'screen');
  if (keepMask) {
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const o = (y * mul.width + x) * 4;
        mul.data[o] = mul.data[o + 1] = mul.data[o + 2] = 255;
        mul.data[o + 3] = Math.round(255 * mask[y * w + x]!);
      }
    layLayer(fx, mul, s.tmp, s.mask, r, area.cut, null);
  }
  return r;
}

/**
 * One ratio layer onto the output: the grid's pixels put into `via` (top left), scaled up into `into`
 * at the region's resolution, the features cut hard there, composited with `mode` (null: kept there).
 */
function layLayer(
  fx: FxContext,
  img: ImageData,
  via: Layer,
  into: Layer,
  r: Region,
  cut: readonly Polygon[],
  mode: GlobalCompositeOperation | null,
): void {
  const { w, h } = layerSize(gridOf(r, fx.fw));
  via.ctx.putImageData(img, 0, 0, 0, 0, w, h);
  begin(fx.s, into, r);
  into.ctx.imageSmoothingEnabled = true;
  into.ctx.drawImage(via.canvas, 0, 0, w, h, r.x, r.y, r.w, r.h);
  cutPolygons(into.ctx, cut);
  if (mode) blit(fx.out, into, r, [{ mode, alpha: 1 }]);
}

/**
 * s.mask = the zones feathered, softened, cut hard after feathering, clipped to the oval and, where asked, off
 * hair (the skin gate), in region r (the layers already fitted to it).
 */
export function zoneMaskInto(fx: FxContext, area: Zones, r: Region): void {
  const { s } = fx;
  const gate = area.gate && prepareSkin(s, fx.frame, fx.lm, fx.W, fx.H);
  begin(s, s.mask, r);
  const m = s.mask.ctx;
  featherFill(s, m, area.paint, area.feather);
  m.globalCompositeOperation = 'destination-out';
  for (const f of area.soften ?? []) featherFill(s, m, f.polys, f.blur, f.alpha);
  m.globalCompositeOperation = 'source-over';
  cutPolygons(m, area.cut);
  clipToPolygons(s, m, area.clip, area.clipFeather);
  if (gate) gateBySkin(s, s.mask, r);
}

/**
 * The zone mask at grid resolution into `out` (0..1): the polygons filled hard on the canvas and read
 * back, feathered on the CPU (a canvas blur filter costs a pass over the whole layer per polygon).
 */
function zoneMask(fx: FxContext, grid: Region, area: Zones, work: Work, out: Float32Array): Float32Array {
  const { s } = fx;
  const { w, h } = layerSize(grid);
  const n = w * h;
  const plane = work.plane;
  const fill = (polys: readonly Polygon[], dst: Float32Array, blur: number): void => {
    begin(s, s.mask, grid);
    s.mask.ctx.fillStyle = '#fff';
    fillPolygons(s.mask.ctx, polys);
    const a = s.mask.ctx.getImageData(0, 0, w, h).data;
    for (let i = 0; i < n; i++) dst[i] = a[i * 4 + 3]! / 255;
    if (blur * grid.q >= 0.3) feather(work, dst, work.pass, w, h, blur * grid.q);
  };
  fill(area.paint, out, area.feather);
  for (const f of area.soften ?? []) {
    fill(f.polys, plane, f.blur);
    for (let i = 0; i < n; i++) out[i] = out[i]! * (1 - f.alpha * plane[i]!);
  }
  if (area.clip.length) {
    fill(area.clip, plane, area.clipFeather);
    for (let i = 0; i < n; i++) out[i] = out[i]! * plane[i]!;
  }
  if (area.cut.length) {
    fill(area.cut, plane, 0);
    for (let i = 0; i < n; i++) out[i] = out[i]! * (1 - plane[i]!);
  }
  if (area.gate && prepareSkin(s, fx.frame, fx.lm, fx.W, fx.H)) {
    begin(s, s.mask, grid);
    s.mask.ctx.fillStyle = '#fff';
    s.mask.ctx.fillRect(grid.x, grid.y, grid.w, grid.h);
    gateBySkin(s, s.mask, grid);
    const a = s.mask.ctx.getImageData(0, 0, w, h).data;
    for (let i = 0; i < n; i++) out[i] = (out[i]! * a[i * 4 + 3]!) / 255;
  }
  return out;
}

/** buf.src = the read-back blurred ±1 grid px (the low-frequency colour); buf.lab = its OKLab. */
function blurred(
  px: Uint8ClampedArray,
  w: number,
  h: number,
  buf: Buffers,
  line: Float32Array,
  acc: Float64Array,
): void {
  const n = w * h;
  for (let i = 0; i < n * 4; i++) buf.src[i] = px[i]!;
  hBox(buf.src, line, w, h, 4, 1, true);
  vBox(buf.src, buf.tmp, acc, w * 4, h, 1, true);
  buf.src.set(buf.tmp.subarray(0, n * 4));
  const c: OkLab = { L: 0, a: 0, b: 0 };
  for (let i = 0; i < n; i++) {
    toOkLab(buf.src[i * 4]!, buf.src[i * 4 + 1]!, buf.src[i * 4 + 2]!, c);
    buf.lab[i * 3] = c.L;
    buf.lab[i * 3 + 1] = c.a;
    buf.lab[i * 3 + 2] = c.b;
  }
}

/** The reference skin of the whole mask: the median lightness and the mean a/b where the mask is ≥ ½. */
function medianRef(lab: Float32Array, mask: Float32Array, n: number): OkLab | null {
  const hist = new Uint32Array(256);
  let count = 0;
  let a = 0;
  let b = 0;
  for (let i = 0; i < n; i++) {
    if (mask[i]! < 0.5) continue;
    hist[Math.min(255, Math.max(0, Math.round(lab[i * 3]! * 255)))]!++;
    a += lab[i * 3 + 1]!;
    b += lab[i * 3 + 2]!;
    count++;
  }
  if (!count) return null;
  return { L: medianBin(hist, count, 127.5) / 255, a: a / count, b: b / count };
}

/** The reference skin around some points (a square of ±d output px each), mean OKLab. */
function pointsRef(
  lab: Float32Array,
  grid: Region,
  w: number,
  h: number,
  refs: readonly Pt[],
  d: number,
): OkLab | null {
  const ref = { L: 0, a: 0, b: 0 };
  let n = 0;
  const rd = Math.max(1, Math.round(d * grid.q));
  for (const p of refs) {
    const cx = Math.round((p.x - grid.x) * grid.q);
    const cy = Math.round((p.y - grid.y) * grid.q);
    for (let y = Math.max(0, cy - rd); y <= Math.min(h - 1, cy + rd); y++) {
      for (let x = Math.max(0, cx - rd); x <= Math.min(w - 1, cx + rd); x++) {
        const i = (y * w + x) * 3;
        ref.L += lab[i]!;
        ref.a += lab[i + 1]!;
        ref.b += lab[i + 2]!;
        n++;
      }
    }
  }
  return n ? { L: ref.L / n, a: ref.a / n, b: ref.b / n } : null;
}

/**
 * Fills the ratio layers (mask baked in, opaque): mul = 255·t/s where the made-up colour t is darker than
 * the skin s, scr = 255·(t − s)/(255 − s) where lighter, so that multiply then screen turn s into t.
 * Returns whether anything is lighter (the screen layer is needed).
 */
function ratios(
  buf: Buffers,
  mask: Float32Array,
  w: number,
  h: number,
  ref: OkLab,
  shade: OkLab,
  tone: Tone,
  mul: ImageData,
  scr: ImageData,
): boolean {
  const md = mul.data;
  const sd = scr.data;
  const stride = mul.width;
  const c: OkLab = { L: 0, a: 0, b: 0 };
  const t: OkLab = { L: 0, a: 0, b: 0 };
  const rgb = [0, 0, 0];
  let lighter = false;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const o = (y * stride + x) * 4;
      const m = mask[i]!;
      md[o + 3] = 255;
      sd[o + 3] = 255;
      if (m < 0.004) {
        md[o] = md[o + 1] = md[o + 2] = 255;
        sd[o] = sd[o + 1] = sd[o + 2] = 0;
        continue;
      }
      c.L = buf.lab[i * 3]!;
      c.a = buf.lab[i * 3 + 1]!;
      c.b = buf.lab[i * 3 + 2]!;
      fromOkLab(toneOf(c, ref, shade, tone, t), rgb);
      for (let k = 0; k < 3; k++) {
        const sv = buf.src[i * 4 + k]!;
        const tv = sv + m * (rgb[k]! - sv);
        if (tv < sv) {
          md[o + k] = (255 * tv) / Math.max(1, sv);
          sd[o + k] = 0;
        } else {
          md[o + k] = 255;
          sd[o + k] = sv < 255 ? (255 * (tv - sv)) / (255 - sv) : 0;
          if (sd[o + k]! > 0) lighter = true;
        }
      }
    }
  }
  return lighter;
}
