/**
 * A bitmap cache for the hairstyle and beard artwork (styles.ts): thousands of fine strands cost tens of
 * milliseconds to compute and rasterize on a CPU canvas, but in the head's frame (styles-frame.ts) they
 * barely change while the head moves, turns or rolls. So the artwork is painted once, in frame units, onto
 * a layer at the face's scale, and each frame only draws that layer through the current transform and
 * clips. It is painted again when the style or colour changes, the face's scale drifts by an eighth, or
 * the shape it was fitted to (the `fit` numbers, in face widths) moves by more than TOLERANCE.
 * Without OffscreenCanvas (a test's recording context) the artwork is painted directly every time.
 */
import type { Ctx } from './styles-frame';

/** Face widths the fitted shape may drift before the layer is painted again (~1–2 px on a camera frame). */
const TOLERANCE = 0.015;
/** The layer's longest side, px. */
const MAX_SIDE = 1600;

type Box = { x: number; y: number; w: number; h: number };
type Entry = { canvas: OffscreenCanvas; key: string; fit: number[]; scale: number; box: Box };

/** One layer per target canvas and kind of artwork (a hairstyle and a beard are cached side by side). */
const layers = new WeakMap<object, Map<string, Entry>>();

const fresh = (e: Entry, key: string, fit: readonly number[], scale: number): boolean =>
  e.key === key &&
  e.fit.length === fit.length &&
  Math.abs(e.scale / scale - 1) < 0.125 &&
  e.fit.every((v, i) => Math.abs(v - fit[i]!) < TOLERANCE);

/**
 * Draws `paint` (which draws in frame units) on `ctx`, already in frame units: from the layer cached for
 * (`slot`, `key`) when still fitting, after painting it again otherwise (`own` tells `paint` it is
 * drawing on a private layer, where it may erase). `box`: what `paint` covers, in
 * frame units; `scale`: pixels per frame unit (the face width).
 */
export function cached(
  ctx: Ctx,
  slot: string,
  key: string,
  fit: readonly number[],
  scale: number,
  box: Box,
  paint: (target: Ctx, own: boolean) => void,
): void {
  if (typeof OffscreenCanvas === 'undefined' || !('canvas' in ctx) || !ctx.canvas) {
    paint(ctx, false);
    return;
  }
  const slots = layers.get(ctx.canvas) ?? new Map<string, Entry>();
  layers.set(ctx.canvas, slots);
  let e = slots.get(slot);
  if (!e || !fresh(e, key, fit, scale)) {
    const k = Math.min(scale, MAX_SIDE / Math.max(box.w, box.h));
    const w = Math.max(1, Math.ceil(box.w * k));
    const h = Math.max(1, Math.ceil(box.h * k));
    const canvas = e && e.canvas.width >= w && e.canvas.height >= h ? e.canvas : new OffscreenCanvas(w, h);
    const l = canvas.getContext('2d');
    if (!l) {
      paint(ctx, false);
      return;
    }
    l.setTransform(1, 0, 0, 1, 0, 0);
    l.clearRect(0, 0, canvas.width, canvas.height);
    l.setTransform(k, 0, 0, k, -box.x * k, -box.y * k);
    l.save();
    paint(l, true);
    l.restore();
    e = { canvas, key, fit: [...fit], scale, box: { ...box, w: canvas.width / k, h: canvas.height / k } };
    slots.set(slot, e);
  }
  ctx.drawImage(e.canvas, e.box.x, e.box.y, e.box.w, e.box.h);
}

/** The bounds of some polylines, grown by `margin`. */
export function boxOf(lines: readonly (readonly { x: number; y: number }[])[], margin: number): Box {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const line of lines)
    for (const p of line) {
      x0 = Math.min(x0, p.x);
      y0 = Math.min(y0, p.y);
      x1 = Math.max(x1, p.x);
      y1 = Math.max(y1, p.y);
    }
  return { x: x0 - margin, y: y0 - margin, w: x1 - x0 + 2 * margin, h: y1 - y0 + 2 * margin };
}

/** A shape's numbers, flattened, for `fit`. */
export const fitOf = (lines: readonly (readonly { x: number; y: number }[])[]): number[] =>
  lines.flatMap((l) => l.flatMap((p) => [p.x, p.y]));
