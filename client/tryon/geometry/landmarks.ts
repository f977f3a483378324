/**
 * MediaPipe face_mesh index sets (docs/tryon.md "Where things are"): the landmark numbers of the lips,
 * eyes, brows, cheeks, jaw and silhouette that every region reads, and the lookup of one landmark.
 * Pure data and two accessors; no DOM.
 */
import type { Landmarks, Pt } from '../types';

/** The subject's own side: 'right' is the side MediaPipe calls right (image left on an unmirrored photo). */
export type Side = 'right' | 'left';
export const SIDES: readonly Side[] = ['right', 'left'];

/** Outer lip contour, clockwise from the subject's right mouth corner. */
export const LIPS_OUTER = [
  61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291, 375, 321, 405, 314, 17, 84, 181, 91, 146,
] as const;
/** Inner lip contour (the mouth opening), same direction as LIPS_OUTER. */
export const LIPS_INNER = [
  78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308, 324, 318, 402, 317, 14, 87, 178, 88, 95,
] as const;
/** The upper outer lip between the peaks of the cupid's bow. */
export const CUPIDS_BOW = [40, 39, 37, 0, 267, 269, 270] as const;

export type EyeSet = {
  /** Upper lid, outer corner → inner corner. */
  upper: readonly number[];
  /** Lower lid, outer corner → inner corner. */
  lower: readonly number[];
  /** Crease (the socket above the lid), outer → inner. */
  crease: readonly number[];
  /** Ring just under the lower lash line, outer → inner. */
  under1: readonly number[];
  /** Second and third rings under the eye, outer → inner. */
  under2: readonly number[];
  under3: readonly number[];
  /** Brow upper and lower edges, tail (outer) → head (inner). */
  browUpper: readonly number[];
  browLower: readonly number[];
  /** Iris centre then its four rim points. */
  iris: readonly number[];
  cheek: readonly number[];
  /** Silhouette point at the side of the face (ear level), and the jaw from ear to chin. */
  faceEdge: number;
  jaw: readonly number[];
  /** Side of the forehead above the brow tail; the silhouette there. */
  temple: readonly number[];
  mouthCorner: number;
  /** Points of the side of the face used for contour/highlight anchors. */
  cheekbone: readonly number[];
};

export const RIGHT_EYE: EyeSet = {
  upper: [33, 246, 161, 160, 159, 158, 157, 173, 133],
  lower: [33, 7, 163, 144, 145, 153, 154, 155, 133],
  crease: [113, 225, 224, 223, 222, 221, 189],
  under1: [130, 25, 110, 24, 23, 22, 26, 112, 243],
  under2: [226, 31, 228, 229, 230, 231, 232, 233, 244],
  under3: [143, 111, 117, 118, 119, 120, 121, 128, 245],
  browUpper: [70, 63, 105, 66, 107],
  browLower: [46, 53, 52, 65, 55],
  iris: [468, 469, 470, 471, 472],
  cheek: [50, 117, 118, 123, 187, 205],
  faceEdge: 234,
  jaw: [93, 132, 58, 172, 136, 150, 149],
  temple: [71, 21, 162, 54],
  mouthCorner: 61,
  cheekbone: [143, 116, 117, 118, 101],
};

export const LEFT_EYE: EyeSet = {
  upper: [263, 466, 388, 387, 386, 385, 384, 398, 362],
  lower: [263, 249, 390, 373, 374, 380, 381, 382, 362],
  crease: [342, 445, 444, 443, 442, 441, 413],
  under1: [359, 255, 339, 254, 253, 252, 256, 341, 463],
  under2: [446, 261, 448, 449, 450, 451, 452, 453, 464],
  under3: [372, 340, 346, 347, 348, 349, 350, 357, 465],
  browUpper: [300, 293, 334, 296, 336],
  browLower: [276, 283, 282, 295, 285],
  iris: [473, 474, 475, 476, 477],
  cheek: [280, 346, 347, 352, 411, 425],
  faceEdge: 454,
  jaw: [323, 361, 288, 397, 365, 379, 378],
  temple: [301, 251, 389, 284],
  mouthCorner: 291,
  cheekbone: [372, 345, 346, 347, 330],
};

/** The per-side index sets. */
export function sideSet(side: Side): EyeSet {
  return side === 'right' ? RIGHT_EYE : LEFT_EYE;
}

/** Face silhouette, clockwise from the top of the forehead. */
export const FACE_OVAL = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149,
  150, 136, 172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109,
] as const;
export const FOREHEAD_TOP = 10;
export const CHIN = 152;
export const NOSE_TIP = 1;
export const NOSE_BOTTOM = 2;
/** Between the eyes (top of the nose bridge) and the top of the nose tip. */
export const NOSE_BRIDGE_TOP = 168;
export const NOSE_BRIDGE_BOTTOM = 5;
/** Number of points the engine hands over (468 mesh + 10 iris). */
export const LANDMARK_COUNT = 478;

/** Nostril landmarks of each side (the alar base around the opening), MediaPipe face_mesh. */
export const NOSTRIL: Readonly<Record<Side, readonly number[]>> = {
  right: [79, 166, 59, 75, 60, 20, 238, 239, 241, 242, 99, 97],
  left: [309, 392, 289, 305, 290, 250, 458, 459, 461, 462, 328, 326],
};

/** The landmarks at `indices`, as fresh {x, y} points. */
export function points(lm: Landmarks, indices: readonly number[]): Pt[] {
  return indices.map((i) => at(lm, i));
}

/** One landmark as a fresh {x, y}; throws on a missing index (a truncated landmark array). */
export function at(lm: Landmarks, i: number): Pt {
  const p = lm[i];
  if (!p) throw new RangeError(`landmark ${i} missing`);
  return { x: p.x, y: p.y };
}
