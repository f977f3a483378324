/**
 * Skin emulation (docs/tryon.md; spec "skin emulation"): what a skincare routine would show — smoother,
 * more even, brighter skin — drawn on skin only: the face oval minus eyes, brows, lips and nostrils,
 * feathered, and off hair (skin-gate.ts). The face's region is read back at the effects' capped
 * resolution (detailFor) and worked on the CPU, mask included (canvas blur filters cost ~5 ms there);
 * the change goes back onto the output as two ratio layers (multiply where darker, screen where
 * lighter), so the frame keeps its full-resolution detail wherever the change is smooth.
 */
import { faceWidth, hasFace } from '../geometry/face';
import { faceOval } from '../geometry/zones';
import type { Landmarks } from '../types';
import { beginRegion, blit, detailFor, layerSize, type Region, regionOf } from './compose';
import { OVAL_FEATHER, skinMask } from './emulation-mask';
import { evenOffsets, fineDetail, medianSkin, rowOffsets } from './emulation-tone';
import { type Work, workFor } from './emulation-work';
import type { Ctx2D, Scratch } from './scratch';
import { prepareSkin } from './skin-gate';

/** How much of each treatment to show, 0..1. */
export type EmulationStrength = { smooth: number; even: number; bright: number };

/** At full strength: share of the fine texture taken away, and of lift (evening's: emulation-tone.ts). */
const SMOOTH_MAX = 0.85;
const BRIGHT_MAX = 0.22;
/** Detail (luma, 0–255) below EDGE_LO is smoothed fully, above EDGE_HI kept (edges, hairs, lashes). */
const EDGE_LO = 5;
const EDGE_HI = 18;

/**
 * Draws the skin emulation onto `out`, which already holds the frame at full size (call it before any
 * makeup). `frame` is the clean frame (the skin gate reads it). Strengths are clamped to 0..1; nothing is
 * drawn at zero strength, without a full set of landmarks, or when the output cannot be read back.
 */
export function drawSkinEmulation(
  out: CanvasRenderingContext2D,
  frame: CanvasImageSource,
  lm: Landmarks,
  strength: EmulationStrength,
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

/** A strength clamped to 0..1 (0 for anything that is not a number). */
function clamp01(v: number): number {
  return Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0;
}
