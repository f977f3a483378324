/**
 * The skin gate (docs/tryon.md "Makeup"): once per frame, which parts of the face box look like skin
 * rather than hair, read back small from the clean frame; and the cut of a layer to it.
 */

import { at, LEFT_EYE, NOSE_BRIDGE_BOTTOM, NOSE_BRIDGE_TOP, RIGHT_EYE } from '../geometry/landmarks';
import { bbox } from '../geometry/polygon';
import { lerp } from '../geometry/vector';
import { cheekCentre, faceOval } from '../geometry/zones';
import type { Landmarks } from '../types';
import type { Region } from './compose';
import { type Layer, type Scratch, SKIN_H, SKIN_W } from './scratch';
import { type GateLine, sampleMean, skinGate } from './skin';

/**
 * Computes (once per frame) which parts of the face box look like skin rather than hair, from the
 * source read back at SKIN_W×SKIN_H. Returns false when the read-back is not possible.
 */
export function prepareSkin(
  s: Scratch,
  src: CanvasImageSource,
  lm: Landmarks,
  W: number,
  H: number,
): boolean {
  if (s.skinFrame === s.frame) return s.skinBox !== null;
  s.skinFrame = s.frame;
  s.skinBox = null;
  const b = bbox(faceOval(lm, -0.15, 0));
  const box = {
    x: Math.max(0, Math.floor(b.x)),
    y: Math.max(0, Math.floor(b.y)),
    w: Math.min(W, Math.ceil(b.x + b.w)) - Math.max(0, Math.floor(b.x)),
    h: Math.min(H, Math.ceil(b.y + b.h)) - Math.max(0, Math.floor(b.y)),
  };
  if (box.w < 2 || box.h < 2) return false;
  try {
    const c = s.read.ctx;
    c.setTransform(1, 0, 0, 1, 0, 0);
    c.globalCompositeOperation = 'copy';
    c.drawImage(src, box.x, box.y, box.w, box.h, 0, 0, SKIN_W, SKIN_H);
    c.globalCompositeOperation = 'source-over';
    const px = c.getImageData(0, 0, SKIN_W, SKIN_H).data;
    const toGrid = (p: { x: number; y: number }) => ({
      x: ((p.x - box.x) * SKIN_W) / box.w,
      y: ((p.y - box.y) * SKIN_H) / box.h,
    });
    const samples = skinSamples(lm).map((p) => {
      const g = toGrid(p);
      return sampleMean(px, SKIN_W, SKIN_H, g.x, g.y, 1);
    });
    skinGate(px, SKIN_W, SKIN_H, samples, gateLine(lm, toGrid), s.skinPixels.data);
    s.skin.ctx.putImageData(s.skinPixels, 0, 0);
  } catch {
    return false; // a tainted (cross-origin) source cannot be read: no gate
  }
  s.skinBox = box;
  return true;
}

/** Where skin is sure: both cheeks, the nose bridge, the chin. */
function skinSamples(lm: Landmarks): { x: number; y: number }[] {
  return [
    cheekCentre(lm, 'right'),
    cheekCentre(lm, 'left'),
    lerp(at(lm, NOSE_BRIDGE_TOP), at(lm, NOSE_BRIDGE_BOTTOM), 0.6),
    lerp(at(lm, 17), at(lm, 152), 0.5),
  ];
}

/** The gate acts from the lower lids upward (fading in over the eye height), in grid coordinates. */
function gateLine(
  lm: Landmarks,
  toGrid: (p: { x: number; y: number }) => { x: number; y: number },
): GateLine {
  const lids = lerp(at(lm, RIGHT_EYE.lower[4]!), at(lm, LEFT_EYE.lower[4]!), 0.5);
  const brows = lerp(at(lm, RIGHT_EYE.browUpper[2]!), at(lm, LEFT_EYE.browUpper[2]!), 0.5);
  const a = toGrid(lids);
  const b = toGrid(brows);
  const ramp = Math.max(1, Math.hypot(b.x - a.x, b.y - a.y));
  return { x: a.x, y: a.y, ux: (b.x - a.x) / ramp, uy: (b.y - a.y) / ramp, ramp };
}

/** Keeps a layer only where the skin gate says skin (no-op when the gate is not available). */
export function gateBySkin(s: Scratch, l: Layer, r: Region): void {
  const b = s.skinBox;
  if (!b || s.skinFrame !== s.frame) return;
  const kx = SKIN_W / b.w;
  const ky = SKIN_H / b.h;
  l.ctx.globalCompositeOperation = 'destination-in';
  l.ctx.imageSmoothingEnabled = true;
  l.ctx.drawImage(s.skin.canvas, (r.x - b.x) * kx, (r.y - b.y) * ky, r.w * kx, r.h * ky, r.x, r.y, r.w, r.h);
  l.ctx.globalCompositeOperation = 'source-over';
}
