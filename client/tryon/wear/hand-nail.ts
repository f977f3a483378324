import type { RingFinger } from '../../../shared/wear';
import { at as p } from '../geometry/landmarks';
import { addScaled, dist, lerp, unit } from '../geometry/vector';
import type { Landmarks } from '../types';
import { FINGERS, fingerWidth, nailPlacement, type Placement } from './hand';
import { measureSection, type Pixels, rgbAt, sidesAcross } from './hand-measure';

/**
 * The nail plate fitted to the picture (docs/tryon-wear.md "Nails", decision 0329): the fingertip's
 * landmark and the finger's direction (DIP → tip) give the last phalanx; across it the finger's edges
 * are measured and the nail centred between them — the plate's own side walls where its colour differs
 * from the skin's, else about three quarters of the finger's width; along it the
 * fingertip's end is found where the skin ends beyond the tip landmark, and the cuticle where the nail's
 * colour gives way to the finger's behind it. Any of these not found falls back to the landmark
 * proportions (hand.ts nailPlacement). Pure: no DOM (hand-measure.test.ts).
 */

/** The nail plate's width over the finger's at the nail. */
const NAIL_OF_FINGER = 0.74;
/** An RGB distance from the finger's colour that counts as the nail's own colour. */
const NAIL_STEP = 16;
/** A section at the nail this much narrower than the finger below it is the nail plate's own width. */
const PLATE_OF_FINGER = 0.88;

export function fittedNail(img: Pixels | null, h: Landmarks, finger: RingFinger): Placement {
  const guess = nailPlacement(h, finger);
  if (!img) return guess;
  const [, pip, dip, tip] = FINGERS[finger];
  const base = p(h, dip);
  const end = p(h, tip);
  const along = unit(base, end);
  const len = dist(base, end);
  const fw = fingerWidth(h, finger);
  // Across: the walk from the nail's middle stops at the nail's side walls where the plate's colour
  // differs from the skin's, else at the finger's edges; the finger below the nail (on the middle
  // phalanx) tells which — a section clearly narrower than it is the plate itself.
  const across = measureSection(
    img,
    { ...guess, width: fw },
    { lines: 3, spread: len * 0.3, bounds: [0.4, 1.45] },
  );
  const below = measureSection(
    img,
    { ...guess, c: lerp(p(h, pip), base, 0.5), width: fw },
    { lines: 3, spread: len * 0.3 },
  );
  const mid = across?.c ?? guess.c;
  const plate = !!across && !!below && across.width < below.width * PLATE_OF_FINGER;
  const width = across ? across.width * (plate ? 1.02 : NAIL_OF_FINGER) : guess.width;
  // Along: the fingertip's end (the skin's edge beyond the tip) bounds the free edge.
  const [, reach] = sidesAcross(img, end, along, fw, fw);
  const tipEnd = len + (reach === null ? len * 0.12 : Math.min(reach, fw * 0.7));
  // The nail's own colour at its middle; walked out both ways to where it gives way to the finger's
  // (the cuticle) or to the skin beyond the free edge. Not found within bounds: the proportions.
  const onAxis = (t: number) => addScaled(mid, along, t - dist(base, guess.c));
  const nail = rgbAt(img, onAxis(len * 0.62));
  const walk = (from: number, to: number, fallback: number): number => {
    if (!nail) return fallback;
    const dir = Math.sign(to - from);
    let out = 0;
    for (let t = from; dir * (to - t) >= 0; t += dir) {
      const q = rgbAt(img, onAxis(t));
      const off = q ? Math.hypot(q[0] - nail[0], q[1] - nail[1], q[2] - nail[2]) : Number.POSITIVE_INFINITY;
      if (off > NAIL_STEP) {
        if (++out === 2) return t - dir * 1.5;
      } else out = 0;
    }
    return fallback;
  };
  const cuticle = walk(len * 0.55, len * 0.15, len * 0.3);
  const free = Math.min(walk(len * 0.7, tipEnd, tipEnd - width * 0.22), tipEnd);
  const length = Math.max(free - cuticle, width * 0.9);
  const start = free - length;
  // The nail's middle: across from the measured middle, along from the joint.
  const offAxis = addScaled(mid, along, -dist(base, guess.c) + (start + free) / 2);
  return { ...guess, c: offAxis, along, width, length };
}
