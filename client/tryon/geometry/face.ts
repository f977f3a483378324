/**
 * The face's own frame (docs/tryon.md): its width (the scale every effect sizes itself by), its up and
 * outward directions, its centre, and whether a landmark set is a whole face.
 */
import type { Landmarks, Pt } from '../types';
import { at, CHIN, FOREHEAD_TOP, LANDMARK_COUNT, LEFT_EYE, RIGHT_EYE, type Side, sideSet } from './landmarks';
import { dist, lerp, unit } from './vector';

/** Distance between the two sides of the face (234 ↔ 454): the scale every effect sizes itself by. */
export function faceWidth(lm: Landmarks): number {
  return dist(at(lm, 234), at(lm, 454));
}

/** Unit vector pointing up the face (chin → forehead), robust to roll. */
export function faceUp(lm: Landmarks): Pt {
  return unit(at(lm, CHIN), at(lm, FOREHEAD_TOP));
}

/** Unit vector from the face's centre line toward the given side's silhouette. */
export function outward(lm: Landmarks, side: Side): Pt {
  const other = side === 'right' ? LEFT_EYE.faceEdge : RIGHT_EYE.faceEdge;
  return unit(at(lm, other), at(lm, sideSet(side).faceEdge));
}

/** Face-centre point (mid-way between the face sides). */
export function faceCentre(lm: Landmarks): Pt {
  return lerp(at(lm, 234), at(lm, 454), 0.5);
}

/** True when every landmark the effects read is present and finite. */
export function hasFace(lm: Landmarks | null | undefined): lm is Landmarks {
  if (!lm || lm.length < LANDMARK_COUNT) return false;
  for (let i = 0; i < LANDMARK_COUNT; i++) {
    const p = lm[i];
    if (!p || !Number.isFinite(p.x) || !Number.isFinite(p.y)) return false;
  }
  return faceWidth(lm) > 4;
}
