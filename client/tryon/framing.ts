import type { Detection } from './engine';
import type { StageFrame } from './features/core/pass';
import { addScaled, dist, unit } from './geometry/vector';
import type { Model } from './protocol';
import type { Landmarks, Pt } from './types';

/**
 * How a still photo is framed on the stage (docs/tryon.md "Inputs"): the face, with room around it,
 * at a size where makeup can be seen — a portrait whose face is 80 px wide is shown cropped and scaled
 * up, not as a small face in a big picture. Pure functions: tests/unit/tryon-framing.test.ts.
 */

export type Rect = { x: number; y: number; w: number; h: number };

/** The smallest rectangle around the points. */
export function boundsOf(points: readonly Pt[]): Rect {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { x: minX, y: minY, w: maxX - minX, h: maxY - minY };
}

/**
 * A 4:5 crop centred on the face, `room` times the face's height, kept inside the image (smaller
 * when the image is). The whole image when the face already fills most of it.
 */
export function faceCrop(lm: Landmarks, width: number, height: number, room = 2.2): Rect {
  const face = boundsOf(lm);
  let h = Math.min(height, Math.max(face.h, face.w * 1.25) * room);
  let w = h * 0.8;
  if (w > width) {
    w = width;
    h = Math.min(height, w / 0.8);
  }
  if (w >= width * 0.85 && h >= height * 0.85) return { x: 0, y: 0, w: width, h: height };
  const cx = face.x + face.w / 2;
  const cy = face.y + face.h / 2;
  const x = Math.min(Math.max(0, cx - w / 2), width - w);
  const y = Math.min(Math.max(0, cy - h / 2), height - h);
  return { x: Math.round(x), y: Math.round(y), w: Math.round(w), h: Math.round(h) };
}

/** The scale that brings a crop's longer side between `min` and `max` pixels. */
export function stageScale(crop: Rect, min = 640, max = 1024): number {
  const side = Math.max(crop.w, crop.h);
  if (side < min) return min / side;
  if (side > max) return max / side;
  return 1;
}

/** Landmarks moved into a crop and scaled with it. */
export function intoCrop(lm: Landmarks, crop: Rect, scale: number): Pt[] {
  return lm.map((p) => ({ x: (p.x - crop.x) * scale, y: (p.y - crop.y) * scale, z: (p.z ?? 0) * scale }));
}

/** A still's framing on a hand page: the hands found with room around them, or the whole picture. */
export function handCrop(hands: readonly Landmarks[], whole: Rect): Rect {
  if (!hands.length) return whole;
  // Each hand and its wrist, where a watch or a bracelet goes (a palm's length past the wrist point).
  const box = boundsOf(
    hands.flatMap((h) => [...h, addScaled(h[0]!, unit(h[9]!, h[0]!), dist(h[0]!, h[9]!))]),
  );
  const side = Math.max(box.w, box.h) * 1.8;
  if (side >= Math.min(whole.w, whole.h) * 0.85) return whole;
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const x = Math.min(Math.max(0, cx - side / 2), whole.w - side);
  const y = Math.min(Math.max(0, cy - side / 2), whole.h - side);
  return { x: Math.round(x), y: Math.round(y), w: Math.round(side), h: Math.round(side) };
}

/** The frame on the stage from what an engine found on it: the face (the first found) or the hands. */
export function stageFrame(canvas: HTMLCanvasElement, found: Detection, model: Model): StageFrame {
  const mask = found.mask ? { mask: found.mask } : {};
  if (model === 'hands')
    return {
      canvas,
      lm: null,
      hands: found.items.map((lm, i) => ({
        lm,
        label: found.labels[i] ?? '',
        score: found.scores[i] ?? 0,
      })),
      ...mask,
    };
  return { canvas, lm: found.items[0] ?? null, hands: [], ...mask };
}
