import type { Detection } from './engine';
import { faceCrop, handCrop, intoCrop, stageScale } from './framing';
import type { Model } from './protocol';
import type { Landmarks } from './types';

/**
 * The stage's canvas helpers (docs/tryon.md): CPU-backed 2D contexts, the before/after split, the PNG
 * snapshot, a still framed on the stage and its full-resolution copy, and the tracking dots.
 */

/**
 * The stage's and the frames' 2D contexts, CPU-backed like the effects' layers (effects/scratch.ts): the
 * effects read the frame and blend small regions into the stage, which on a GPU-backed canvas costs a
 * read-back per region (measured on SwiftShader for a 6-product look: 43.7 → 6.9 ms of drawing a frame,
 * docs/benchmarks.md).
 */
export function ctx2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  return canvas.getContext('2d', { willReadFrequently: true })!;
}

/** The split in canvas pixels for a share (0..1 from the visitor's left); the stage may be mirrored. */
export function splitX(share: number, mirrored: boolean, width: number): number {
  return Math.round((mirrored ? 1 - share : share) * width);
}

/** Draws the clean frame over the visitor's left of the split (the "before"), and the split line. */
export function drawBefore(
  ctx: CanvasRenderingContext2D,
  clean: HTMLCanvasElement,
  share: number,
  mirrored: boolean,
) {
  const { width, height } = ctx.canvas;
  const x = splitX(share, mirrored, width);
  const [from, to] = mirrored ? [x, width] : [0, x];
  if (to > from) ctx.drawImage(clean, from, 0, to - from, height, from, 0, to - from, height);
  ctx.fillStyle = 'rgba(255,255,255,0.9)';
  ctx.fillRect(x - 1, 0, 2, height);
}

/** The stage as the visitor sees it (mirrored when mirrored), downloaded as a PNG. */
export async function downloadSnapshot(src: HTMLCanvasElement, mirrored: boolean): Promise<void> {
  const out = Object.assign(document.createElement('canvas'), { width: src.width, height: src.height });
  const ctx = out.getContext('2d')!;
  if (mirrored) ctx.setTransform(-1, 0, 0, 1, out.width, 0);
  ctx.drawImage(src, 0, 0);
  const blob = await new Promise<Blob | null>((r) => out.toBlob(r, 'image/png'));
  if (!blob) return;
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = 'try-on.png';
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

/** A still's full-resolution copy (HD diagnostics read it instead of the stage's framing). */
export function fullFrame(bitmap: ImageBitmap): HTMLCanvasElement {
  const canvas = Object.assign(document.createElement('canvas'), {
    width: bitmap.width,
    height: bitmap.height,
  });
  ctx2d(canvas).drawImage(bitmap, 0, 0);
  return canvas;
}

/** Features without a preview yet (hands, hair, 3D: later issues) show the face tracking the engine found. */
export function drawTracking(ctx: CanvasRenderingContext2D, lm: Landmarks, every = 3): void {
  ctx.fillStyle = 'rgba(120, 220, 255, 0.8)';
  const r = Math.max(1, ctx.canvas.width / 400);
  for (let i = 0; i < lm.length; i += every) {
    const p = lm[i]!;
    ctx.fillRect(p.x - r / 2, p.y - r / 2, r, r);
  }
}

/**
 * Draws a still onto the stage's canvas framed (framing.ts): on the face found, on the hands found, or
 * whole; answers what was found moved into that frame.
 */
export function frameStill(
  bitmap: ImageBitmap,
  found: Detection,
  model: Model,
  canvas: HTMLCanvasElement,
): Detection {
  const lm = model === 'face' ? (found.items[0] ?? null) : null;
  const whole = { x: 0, y: 0, w: bitmap.width, h: bitmap.height };
  const crop = lm
    ? faceCrop(lm, bitmap.width, bitmap.height)
    : model === 'hands'
      ? handCrop(found.items, whole)
      : whole;
  const k = stageScale(crop);
  canvas.width = Math.round(crop.w * k);
  canvas.height = Math.round(crop.h * k);
  ctx2d(canvas).drawImage(bitmap, crop.x, crop.y, crop.w, crop.h, 0, 0, canvas.width, canvas.height);
  return { ...found, items: found.items.map((item) => intoCrop(item, crop, k)) };
}
