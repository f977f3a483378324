import type { FrameModel } from '../../../shared/eyewear-model';
import type { HeadFrame } from './head-frame';
import type { V3 } from './pose';

/**
 * Where a frame sits on a head (docs/tryon-wear.md "Worn in 3D"): the lenses centred on the pupils'
 * line at the face's midline, the bridge resting on the nose at 168 (the frame's back just clear of the
 * skin there), sized from the iris — 11.7 mm across — but never wider than 90 % of the face's measured
 * width (234 ↔ 454); the temples from the hinges back past the face's side (127/356) to above the ear,
 * then down behind it. Head millimetres in, the frame's own millimetres out.
 */
export type EyewearFit = {
  /** The frame's origin (its bridge, in the lenses' plane), head millimetres. */
  at: V3;
  /** Frame pixels per millimetre of the frame. */
  scale: number;
  /** The frame is smaller than the iris says: the face is narrower than the frame (or the iris misread). */
  clamped: boolean;
  /** Each temple, hinge first, in the frame's millimetres. */
  temples: Record<'right' | 'left', V3[]>;
};

/** Share of the face's width a frame may span at most. */
export const MAX_FACE_SHARE = 0.9;

const q = (v: number) => Math.round(v * 2) / 2;

export function fitEyewear(frame: HeadFrame, model: FrameModel): EyewearFit {
  const pupils = [frame.head(468), frame.head(473)];
  const eyeY =
    frame.fit && pupils.every((p) => p.every(Number.isFinite)) ? (pupils[0]![1] + pupils[1]![1]) / 2 : 0;
  const nose = frame.head(168);
  // acetate rests its bridge on the nose; a metal frame rests on its pads and floats a little further out
  const z = nose[2] + (model.material === 'metal' ? 5 : model.depth / 2 + 1);
  const at: V3 = [0, eyeY, z];
  const widest = (MAX_FACE_SHARE * frame.faceWidth) / model.width;
  const scale = Math.min(frame.pxPerMm, widest);
  // frame millimetres per head millimetre
  const k = frame.fit.scale / scale;
  const temples = {} as Record<'right' | 'left', V3[]>;
  for (const side of ['right', 'left'] as const) {
    const s = side === 'left' ? 1 : -1;
    const edge = frame.head(side === 'left' ? 356 : 127);
    const ex = Math.abs(edge[0]) * k;
    const hx = model.width / 2 - 1;
    const hy = model.hingeY;
    const out = Math.max(ex + 3, hx + 2);
    // the head's depth, from the lenses' plane to the face's side and to the ear (head mm → frame mm)
    const side0 = (edge[2] - z) * k;
    const ear = (-82 - z) * k;
    temples[side] = [
      [s * hx, hy, -model.depth / 2 - 1],
      [s * q(Math.max(hx + 1, ex + 1.5)), hy - 0.5, q(side0 * 0.55)],
      [s * q(out), hy - 1, q(side0 - 4 * k)],
      [s * q(out + 2), hy - 3, q(ear)],
      [s * q(out + 1), hy - 16, q(ear - 13)],
      [s * q(out - 1), hy - 28, q(ear - 18)],
    ];
  }
  return { at, scale, clamped: widest < frame.pxPerMm, temples };
}
