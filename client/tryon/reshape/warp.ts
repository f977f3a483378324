/**
 * Face reshaping (spec 001 §2.3 `face-reshaping`; docs/tryon.md): an aesthetic simulation drawn as a
 * smooth mesh warp of the face. handles.ts turns the sliders into handles; here they become the warp's
 * inverse map (for each destination pixel, where to sample the clean frame), the pixels are resampled
 * on the CPU, and drawReshape puts them on the output. Pure math first (node-testable), canvas calls last.
 * Measured on a 640×480 frame with a 250 px face, all controls on (warp.test.ts, Node 20, one core of a
 * busy 2-core machine): 3.5–5 ms a frame (best to median) — the handles once per call, the field on a
 * 4 px grid, one packed bilinear sample per moved pixel; drawReshape in Chromium with its read-back and
 * put, about 3.5 ms best. The budget is 12 ms.
 */
import type { Landmarks, Pt } from '../types';
import { displacements, type Handle, type Reshape } from './handles';

export {
  clampStrength,
  DEFAULT_RESHAPE,
  displacements,
  type Handle,
  MAX_PULL,
  normalizeReshape,
  RESHAPE_CONTROLS,
  type Reshape,
  type ReshapeControl,
} from './handles';

/** An integer pixel box in frame coordinates. */
export type PixelBox = { x: number; y: number; w: number; h: number };
/** RGBA pixels whose top-left pixel sits at (x, y) of the frame (0, 0 by default): an ImageData will do. */
export type Pixels = { data: Uint8ClampedArray; width: number; height: number; x?: number; y?: number };

/** The smallest radius of the handles that move, and whether any does. */
function extent(handles: readonly Handle[]): { minR: number; moves: boolean } {
  let minR = Number.POSITIVE_INFINITY;
  let moves = false;
  for (const h of handles) {
    if (h.from.x === h.to.x && h.from.y === h.to.y) continue;
    minR = Math.min(minR, h.radius);
    moves = true;
  }
  return { minR, moves };
}

const TILE = 32;

/** The kernel: (1 − d²/r²)³ — smooth (C²), 1 at the handle, exactly 0 from r on. */
function kernel(ex: number, ey: number, inv: number): number {
  const q = 1 - (ex * ex + ey * ey) * inv;
  return q > 0 ? q * q * q : 0;
}

/** The rectangle the handles reach: each one's target point, out to its radius. */
function reachOf(handles: readonly Handle[]): { x0: number; y0: number; x1: number; y1: number } {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const h of handles) {
    x0 = Math.min(x0, h.to.x - h.radius);
    y0 = Math.min(y0, h.to.y - h.radius);
    x1 = Math.max(x1, h.to.x + h.radius);
    y1 = Math.max(y1, h.to.y + h.radius);
  }
  return { x0, y0, x1, y1 };
}

/**
 * The inverse map of the warp: for a destination point, the source point to sample — a sum of smooth
 * bumps, one per handle, each of its pull divided by how crowded its control's handles are there (so a
 * row of handles pulls by its handles' pull, not by their sum). Anchors then take back what their
 * control's bumps spill onto them. Linear in the bumps, so its slope follows pull/radius (capped at
 * MAX_PULL): well under 1, so no folds, no ripples (warp.test.ts checks its Jacobian). Handles are
 * bucketed per 32 px tile: a point visits only those that reach it.
 */
export function warpField(handles: readonly Handle[]): (x: number, y: number) => Pt {
  const live = handles.filter((h) => h.radius > 0 && Number.isFinite(h.to.x + h.to.y + h.from.x + h.from.y));
  if (!live.length || !extent(live).moves) return (x, y) => ({ x, y });
  const n = live.length;
  const hx = new Float64Array(n);
  const hy = new Float64Array(n);
  const inv = new Float64Array(n);
  const cx = new Float64Array(n);
  const cy = new Float64Array(n);
  const anchor = live.map((h) => h.from.x === h.to.x && h.from.y === h.to.y);
  live.forEach((h, i) => {
    hx[i] = h.to.x;
    hy[i] = h.to.y;
    inv[i] = 1 / (h.radius * h.radius);
  });
  /** Σ of the kernels of the handles of i's control and kind (mover or anchor) at i: at least 1. */
  const crowd = (i: number): number => {
    let s = 0;
    for (let j = 0; j < n; j++) {
      if (live[j]!.control === live[i]!.control && anchor[j] === anchor[i])
        s += kernel(hx[i]! - hx[j]!, hy[i]! - hy[j]!, inv[j]!);
    }
    return s;
  };
  for (let i = 0; i < n; i++) {
    if (anchor[i]) continue;
    const k = crowd(i);
    cx[i] = (live[i]!.from.x - hx[i]!) / k;
    cy[i] = (live[i]!.from.y - hy[i]!) / k;
  }
  for (let i = 0; i < n; i++) {
    if (!anchor[i]) continue;
    let sx = 0;
    let sy = 0;
    for (let j = 0; j < n; j++) {
      if (anchor[j] || live[j]!.control !== live[i]!.control) continue;
      const w = kernel(hx[i]! - hx[j]!, hy[i]! - hy[j]!, inv[j]!);
      sx += w * cx[j]!;
      sy += w * cy[j]!;
    }
    const k = crowd(i);
    cx[i] = -sx / k;
    cy[i] = -sy / k;
  }
  const { x0, y0, x1, y1 } = reachOf(live);
  const tx = Math.max(1, Math.ceil((x1 - x0) / TILE));
  const ty = Math.max(1, Math.ceil((y1 - y0) / TILE));
  const buckets: number[][] = Array.from({ length: tx * ty }, () => []);
  live.forEach((h, i) => {
    const a = Math.max(0, Math.floor((h.to.x - h.radius - x0) / TILE));
    const b = Math.min(tx - 1, Math.floor((h.to.x + h.radius - x0) / TILE));
    const c = Math.max(0, Math.floor((h.to.y - h.radius - y0) / TILE));
    const d = Math.min(ty - 1, Math.floor((h.to.y + h.radius - y0) / TILE));
    for (let v = c; v <= d; v++) for (let u = a; u <= b; u++) buckets[v * tx + u]!.push(i);
  });
  return (x, y) => {
    if (!(x >= x0 && x < x1 && y >= y0 && y < y1)) return { x, y };
    let ox = 0;
    let oy = 0;
    for (const i of buckets[Math.floor((y - y0) / TILE) * tx + Math.floor((x - x0) / TILE)]!) {
      const w = kernel(x - hx[i]!, y - hy[i]!, inv[i]!);
      ox += w * cx[i]!;
      oy += w * cy[i]!;
    }
    return { x: x + ox, y: y + oy };
  };
}

/** The box the handles can change (each one's reach), grown by `margin`, clamped to width × height. */
export function warpBox(
  handles: readonly Handle[],
  width: number,
  height: number,
  margin = 0,
): PixelBox | null {
  if (!handles.length) return null;
  const { x0, y0, x1, y1 } = reachOf(handles);
  const bx = Math.max(0, Math.floor(x0 - margin));
  const by = Math.max(0, Math.floor(y0 - margin));
  const bw = Math.min(width, Math.ceil(x1 + margin)) - bx;
  const bh = Math.min(height, Math.ceil(y1 + margin)) - by;
  return bw > 0 && bh > 0 ? { x: bx, y: by, w: bw, h: bh } : null;
}

/**
 * The grid step (px) the field is evaluated on: fine enough for the smallest radius of a handle that
 * moves (the interpolation's error stays under ~0.2 px; anchors only take back small spills).
 */
export function gridStep(handles: readonly Handle[]): number {
  const { minR } = extent(handles);
  return Number.isFinite(minR) ? Math.min(4, Math.max(1, Math.floor(minR / 5))) : 4;
}

/**
 * The box's destination pixels (box.w × box.h RGBA): each sampled bilinearly from `src` where `field`
 * sends its centre. The field is evaluated every `step` px and interpolated between (it is smooth);
 * where it does not move, pixels are copied. Samples are clamped to `src`, which should cover the box.
 */
export function warpPixels(
  src: Pixels,
  box: PixelBox,
  field: (x: number, y: number) => Pt,
  step = 2,
  out: Uint8ClampedArray = new Uint8ClampedArray(box.w * box.h * 4),
): Uint8ClampedArray {
  const { data, width: sw, height: sh } = src;
  const ox = src.x ?? 0;
  const oy = src.y ?? 0;
  const s = Math.max(1, Math.floor(step));
  const gw = Math.floor((box.w - 1) / s) + 2;
  const gh = Math.floor((box.h - 1) / s) + 2;
  const gx = new Float32Array(gw * gh);
  const gy = new Float32Array(gw * gh);
  for (let j = 0; j < gh; j++) {
    for (let i = 0; i < gw; i++) {
      const cx = box.x + i * s + 0.5;
      const cy = box.y + j * s + 0.5;
      const p = field(cx, cy);
      gx[j * gw + i] = p.x - cx;
      gy[j * gw + i] = p.y - cy;
    }
  }
  const rowX = new Float32Array(gw);
  const rowY = new Float32Array(gw);
  if (out.byteOffset % 4 || out.length < box.w * box.h * 4)
    throw new RangeError('out: box.w × box.h × 4, aligned');
  const px32 = words(data);
  const out32 = new Uint32Array(out.buffer, out.byteOffset, box.w * box.h);
  const maxX = sw - 1;
  const maxY = sh - 1;
  const lastX = Math.max(0, maxX - 1);
  const lastY = Math.max(0, maxY - 1);
  for (let y = 0; y < box.h; y++) {
    const j0 = Math.floor(y / s);
    const fy = y / s - j0;
    for (let i = 0; i < gw; i++) {
      const a = j0 * gw + i;
      rowX[i] = gx[a]! + (gx[a + gw]! - gx[a]!) * fy;
      rowY[i] = gy[a]! + (gy[a + gw]! - gy[a]!) * fy;
    }
    const py = box.y + y - oy;
    for (let x = 0, o = y * box.w; x < box.w; x++, o++) {
      const i0 = Math.floor(x / s);
      const fx = x / s - i0;
      const dx = rowX[i0]! + (rowX[i0 + 1]! - rowX[i0]!) * fx;
      const dy = rowY[i0]! + (rowY[i0 + 1]! - rowY[i0]!) * fx;
      const px = box.x + x - ox;
      if (dx === 0 && dy === 0 && px >= 0 && px <= maxX && py >= 0 && py <= maxY) {
        out32[o] = px32[py * sw + px]!;
        continue;
      }
      // Bilinear, both channel pairs of a pixel at once (8-bit weights, rounded).
      let u = px + dx;
      let v = py + dy;
      u = u < 0 ? 0 : u > maxX ? maxX : u;
      v = v < 0 ? 0 : v > maxY ? maxY : v;
      const u0 = u < lastX ? u | 0 : lastX;
      const v0 = v < lastY ? v | 0 : lastY;
      const fu = ((u - u0) * 256 + 0.5) | 0;
      const fv = ((v - v0) * 256 + 0.5) | 0;
      const q = v0 * sw + u0;
      const right = u0 < maxX ? 1 : 0;
      const down = v0 < maxY ? sw : 0;
      const top = mix(px32[q]!, px32[q + right]!, fu);
      const bottom = mix(px32[q + down]!, px32[q + down + right]!, fu);
      out32[o] = mix(top, bottom, fv);
    }
  }
  return out;
}

/** a + (b − a)·f/256 on each byte of two packed RGBA pixels (f in 0..256), rounded. */
function mix(a: number, b: number, f: number): number {
  const g = 256 - f;
  const rb = ((((a & 0xff00ff) * g + (b & 0xff00ff) * f + 0x800080) >>> 8) & 0xff00ff) >>> 0;
  const ag = (((a >>> 8) & 0xff00ff) * g + ((b >>> 8) & 0xff00ff) * f + 0x800080) & 0xff00ff00;
  return (rb | ag) >>> 0;
}

/** A byte array's pixels as 32-bit words (a copy only if it is not 4-byte aligned). */
function words(bytes: Uint8ClampedArray): Uint32Array {
  const aligned = bytes.byteOffset % 4 === 0 ? bytes : new Uint8ClampedArray(bytes);
  return new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length >> 2);
}

/**
 * Where the warp moves each landmark (the forward map: the inverse of warpField, by fixed-point
 * iteration — the field's slope is well below 1), so effects drawn after the warp (makeup) land on the
 * reshaped face. The same landmarks when nothing changes.
 */
export function reshapeLandmarks(lm: Landmarks, reshape: Partial<Reshape>): Landmarks {
  const handles = displacements(lm, reshape);
  if (!handles.some((h) => h.from.x !== h.to.x || h.from.y !== h.to.y)) return lm;
  const field = warpField(handles);
  return lm.map((q) => {
    let p = { x: q.x, y: q.y };
    for (let n = 0; n < 8; n++) {
      const s = field(p.x, p.y);
      p = { x: q.x - (s.x - p.x), y: q.y - (s.y - p.y) };
    }
    return q.z === undefined ? p : { ...p, z: q.z };
  });
}

// ---- On a canvas ------------------------------------------------------------------------------------

type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
type Buffers = { image: ImageData | null; canvas: OffscreenCanvas | HTMLCanvasElement | null };
const BUFFERS = new WeakMap<object, Buffers>();
const SHARED = {};
/** Box sizes are rounded up to this (within the canvas) so the output buffer is rarely reallocated. */
const ROUND = 32;

/**
 * Draws the reshaped face onto `out` (whose size is the frame's): reads the clean frame's pixels around
 * the face once, warps them, and puts them back over the box the handles reach — so draw it right after
 * the frame, before anything else, and draw the makeup on reshapeLandmarks(lm, reshape). With every
 * strength 0 it draws nothing. `frame` is the clean frame: a canvas (read through a willReadFrequently
 * 2D context), its 2D context, or any image (drawn into a scratch canvas first). `scratch` is any
 * long-lived object (the session's effects scratch) that buffers are kept on between frames.
 * Returns whether it drew.
 */
export function drawReshape(
  out: Ctx,
  frame: CanvasImageSource | Ctx,
  lm: Landmarks,
  reshape: Partial<Reshape>,
  scratch: object = SHARED,
): boolean {
  const handles = displacements(lm, reshape);
  let pull = 0;
  for (const h of handles) pull = Math.max(pull, Math.hypot(h.from.x - h.to.x, h.from.y - h.to.y));
  if (pull === 0) return false;
  const W = out.canvas.width;
  const H = out.canvas.height;
  const reach = warpBox(handles, W, H);
  if (!reach) return false;
  const box = roundBox(reach, W, H);
  const pad = Math.ceil(pull) + 2;
  const srcBox = {
    x: Math.max(0, box.x - pad),
    y: Math.max(0, box.y - pad),
    w: Math.min(W, box.x + box.w + pad) - Math.max(0, box.x - pad),
    h: Math.min(H, box.y + box.h + pad) - Math.max(0, box.y - pad),
  };
  const buf = BUFFERS.get(scratch) ?? { image: null, canvas: null };
  BUFFERS.set(scratch, buf);
  try {
    const src = readPixels(frame, srcBox, buf);
    if (!src) return false;
    if (buf.image?.width !== box.w || buf.image.height !== box.h)
      buf.image = out.createImageData(box.w, box.h);
    const pixels = { data: src.data, width: src.width, height: src.height, x: srcBox.x, y: srcBox.y };
    warpPixels(pixels, box, warpField(handles), gridStep(handles), buf.image.data);
    out.putImageData(buf.image, box.x, box.y);
    return true;
  } catch {
    // A tainted (cross-origin) frame cannot be read back: the frame stays as it is.
    return false;
  }
}

/** The box grown to multiples of ROUND px where the canvas allows (extra pixels are copied unchanged). */
function roundBox(b: PixelBox, W: number, H: number): PixelBox {
  const w = Math.min(W, Math.ceil(b.w / ROUND) * ROUND);
  const h = Math.min(H, Math.ceil(b.h / ROUND) * ROUND);
  return { x: Math.max(0, Math.min(b.x, W - w)), y: Math.max(0, Math.min(b.y, H - h)), w, h };
}

/** The frame's pixels of a box: from its 2D context, or drawn into a scratch canvas first. */
function readPixels(frame: CanvasImageSource | Ctx, b: PixelBox, buf: Buffers): ImageData | null {
  if ('getImageData' in frame) return frame.getImageData(b.x, b.y, b.w, b.h);
  if ('getContext' in frame) {
    const ctx = (frame as HTMLCanvasElement).getContext('2d', { willReadFrequently: true });
    if (ctx) return ctx.getImageData(b.x, b.y, b.w, b.h);
  }
  if (!buf.canvas) {
    buf.canvas =
      typeof OffscreenCanvas === 'function'
        ? new OffscreenCanvas(b.w, b.h)
        : document.createElement('canvas');
  }
  const c = buf.canvas;
  if (c.width < b.w) c.width = b.w;
  if (c.height < b.h) c.height = b.h;
  const ctx = (c as HTMLCanvasElement).getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.clearRect(0, 0, b.w, b.h);
  ctx.drawImage(frame as CanvasImageSource, b.x, b.y, b.w, b.h, 0, 0, b.w, b.h);
  return ctx.getImageData(0, 0, b.w, b.h);
}
