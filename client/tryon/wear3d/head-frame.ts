import { Matrix4 } from 'three';
import type { Landmarks } from '../types';
import { type HeadMeasure, headPoint, measureHead, type V3 } from './pose';

/**
 * The head a worn piece sits on, in one frame (docs/tryon-wear.md "Worn in 3D"): pose.ts's measure —
 * the rigid fit, the physical scale, landmarks in the head's millimetres (x toward the subject's left,
 * y up, z out of the face) — with the rotation as a three.js matrix.
 */
export type HeadFrame = HeadMeasure & {
  /** The rotation (with the mirror) as a three.js matrix, no translation or scale. */
  basis: Matrix4;
};

export function headFrame(lm: Landmarks): HeadFrame | null {
  const m = measureHead(lm);
  if (!m) return null;
  const r = m.fit.rotation;
  const basis = new Matrix4().set(r[0], r[1], r[2], 0, r[3], r[4], r[5], 0, r[6], r[7], r[8], 0, 0, 0, 0, 1);
  if (m.fit.mirrored) basis.multiply(new Matrix4().makeScale(-1, 1, 1));
  return { ...m, basis };
}

/**
 * A piece's placement: its origin at `at` (head millimetres), its own millimetres scaled by `scale`
 * (frame pixels a millimetre), turned with the head.
 */
export function placement(frame: HeadFrame, at: V3, scale: number): Matrix4 {
  const [x, y, z] = headPoint(frame.fit, at);
  return new Matrix4()
    .makeTranslation(x, y, z)
    .multiply(frame.basis)
    .multiply(new Matrix4().makeScale(scale, scale, scale));
}

/** Frame coordinates → image pixels (y down). */
export const toImage = ([x, y]: V3) => ({ x, y: -y });
