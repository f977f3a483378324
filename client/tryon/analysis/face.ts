/**
 * Face analyzer (docs/tryon.md "Analysis"; spec 001 §2.3 type=attributes and type=facial-ratio): face,
 * eye, lip and brow shapes and four facial ratios from the landmarks' geometry alone. Pure functions.
 *
 * Everything is measured in a face-aligned frame: origin between the eyes, x along the eye line (toward
 * the subject's left), y perpendicular to it toward the chin, unit = face width (234 ↔ 454). The frame
 * is built from the landmarks themselves, so rolling, scaling, moving or mirroring the landmarks
 * (x → W − x, which puts the subject's right on the image right) gives the same figures. Both sides are
 * averaged, so a left↔right relabelling gives the same figures too.
 *
 * The thresholds are on MediaPipe's mesh, not on the skin's outline: the mesh's top (10) lies below the
 * hairline, so the face reads shorter than a tape measure would say (the canonical face model gives
 * faceLengthToWidth 1.15, foreheadThird 0.21). They were set around MediaPipe's canonical face model
 * (canonical_face_model.obj seen from the front: an average face, which reads oval, almond, full lips,
 * soft-arch) and checked on the sample photo's landmarks (tests/fixtures/astronaut-landmarks.json); the
 * figures in the thresholds' comments are those two ("canonical", "sample").
 */
import {
  at,
  CHIN,
  FOREHEAD_TOP,
  LEFT_EYE,
  LIPS_OUTER,
  RIGHT_EYE,
  SIDES,
  type Side,
  sideSet,
} from '../geometry/landmarks';
import { dist, mean } from '../geometry/vector';
import type { Landmarks, Pt } from '../types';
import type { Evidence, FaceAnalysis, FaceAttributes, FacialRatios } from './types';

// ---- Landmarks the measures read --------------------------------------------------------------------

/** The face's sides at ear level (the cheek width every ratio is taken over). */
const FACE_SIDES = [234, 454] as const;
/**
 * The pupils (iris centres): eye spacing is the interpupillary distance over the face width, the scale
 * the demo models' figures use (the inner eye corners, 133 ↔ 362, give about half of it).
 */
const PUPILS = [468, 473] as const;
/**
 * The nose wings (alae). 129 ↔ 358 sit on the outer edge of the wings, where the nose is widest (on the
 * sample photo 32 px against 28.7 px for 48 ↔ 278, which sit on the nostril rims, inside the wings).
 */
const NOSE_WINGS = [129, 358] as const;
/** Mouth corners (cheilion). */
const MOUTH_CORNERS = [61, 291] as const;
/** Jaw angles (gonion): the jaw's width. */
const JAW_ANGLES = [172, 397] as const;
/** Upper forehead silhouette, above the brow tails: the forehead's width. */
const FOREHEAD_SIDES = [54, 284] as const;
/** Upper lip top and bottom at the centre; lower lip top and bottom at the centre. */
const LIP_CENTRE = { upperTop: 0, upperBottom: 13, lowerTop: 14, lowerBottom: 17 } as const;
/** The peaks of the cupid's bow (the highest points of the upper lip either side of 0). */
const BOW_PEAKS = [37, 267] as const;
/** Middle points of the upper and lower lid (indices into the EyeSet lid arrays, 9 points each). */
const LID_MIDDLE = [3, 4, 5] as const;
/** Middle points of the crease ring (indices into the EyeSet crease arrays, 7 points each). */
const CREASE_MIDDLE = [2, 3, 4] as const;

// ---- Thresholds -------------------------------------------------------------------------------------

/** Face length (10 → 152) over cheek width at and above which a face is long: oblong (canonical 1.15). */
const OBLONG_MIN_LENGTH = 1.3;
/** Face length over width at and below which a face is short: round (sample photo 1.19). */
const ROUND_MAX_LENGTH = 1.08;
/** Jaw width (172 ↔ 397) over cheek width at and above which the jaw is wide: square (canonical 0.78). */
const SQUARE_MIN_JAW = 0.84;
/** Jaw width over cheek width at and below which the jaw is narrow: heart, diamond (sample photo 0.81). */
const NARROW_MAX_JAW = 0.74;
/** Forehead width (54 ↔ 284) over cheek width at and above which it is wide: heart (canonical 0.82). */
const HEART_MIN_FOREHEAD = 0.86;
/** Forehead width over cheek width at and below which the forehead is narrow: diamond (sample 0.87). */
const DIAMOND_MAX_FOREHEAD = 0.78;

/** Canthal tilt (°; outer corner higher: positive) from which eyes are upturned (sample 5°). */
const UPTURNED_MIN_TILT = 8;
/** Canthal tilt at and below which eyes are downturned (most eyes tilt up a few degrees; canonical 2°). */
const DOWNTURNED_MAX_TILT = -1;
/** Lid-to-crease gap over eye width at and below which the crease is hidden: monolid, hooded (0.29). */
const HIDDEN_CREASE_MAX_GAP = 0.15;
/** Opening height over eye width at and below which a hidden-crease eye is a monolid, not hooded. */
const MONOLID_MAX_ASPECT = 0.22;
/** Opening height over eye width at and above which an eye is round (canonical 0.24, sample 0.31). */
const ROUND_EYE_MIN_ASPECT = 0.32;

/** Lip thickness (both vermilions at the centre) over mouth width from which lips are full (0.29). */
const FULL_MIN_THICKNESS = 0.26;
/** Lip thickness over mouth width at and below which lips are thin (the smiling sample photo: 0.19). */
const THIN_MAX_THICKNESS = 0.17;
/** Mouth width over cheek width from which the mouth is wide (canonical 0.32, the smiling sample 0.47). */
const WIDE_MIN_MOUTH = 0.45;
/** Cupid's bow depth (peaks above the centre) over mouth width from which the bow is marked (sample 0.02). */
const BOW_MIN_DEPTH = 0.03;
/** Between thin and full, neither wide nor bowed: the thickness that splits full from thin. */
const MID_THICKNESS = (FULL_MIN_THICKNESS + THIN_MAX_THICKNESS) / 2;

/** Brow arch height over brow length below which a brow is straight (canonical 0.12, sample 0.13). */
const STRAIGHT_MAX_ARCH = 0.07;
/** Interior angle at the peak (°) above which the brow has no real corner to be angled (canonical 162°). */
const ANGLED_MAX_PEAK_ANGLE = 168;
/** The peak's share of the bending from which the brow is angled: two straight limbs (canonical 0.43). */
const ANGLED_MIN_PEAK_SHARE = 0.55;
/** Brow arch at and above which a brow whose bending is spread along it is rounded (a high arc). */
const ROUNDED_MIN_ARCH = 0.16;

// ---- Face-aligned frame -----------------------------------------------------------------------------

/** A landmark in the face-aligned frame (unit: face width). */
export type FaceFrame = (i: number) => Pt;

/** The face-aligned frame of some landmarks (see the module comment). */
export function faceFrame(lm: Landmarks): FaceFrame {
  const right = mean([at(lm, RIGHT_EYE.upper[0]!), at(lm, RIGHT_EYE.upper[8]!)]);
  const left = mean([at(lm, LEFT_EYE.upper[0]!), at(lm, LEFT_EYE.upper[8]!)]);
  const o = mean([right, left]);
  const d = Math.max(1e-9, dist(right, left));
  const u = { x: (left.x - right.x) / d, y: (left.y - right.y) / d };
  const chin = at(lm, CHIN);
  const flip = (chin.x - o.x) * -u.y + (chin.y - o.y) * u.x < 0 ? -1 : 1;
  const v = { x: -u.y * flip, y: u.x * flip };
  const s = Math.max(1e-9, dist(at(lm, FACE_SIDES[0]), at(lm, FACE_SIDES[1])));
  return (i) => {
    const p = at(lm, i);
    const dx = p.x - o.x;
    const dy = p.y - o.y;
    return { x: (dx * u.x + dy * u.y) / s, y: (dx * v.x + dy * v.y) / s };
  };
}

// ---- Measures ---------------------------------------------------------------------------------------

/** The raw measures behind the attributes (all scale-free; angles in degrees). */
export type FaceMeasures = FacialRatios & {
  /** Jaw width over cheek width. */
  jawToCheek: number;
  /** Forehead width over cheek width. */
  foreheadToCheek: number;
  /** Eye opening height over eye width, both eyes' mean. */
  eyeAspect: number;
  /** Canthal tilt: outer corner above the inner corner, degrees, both eyes' mean. */
  canthalTilt: number;
  /** Gap from the upper lid up to the crease ring over eye width, both eyes' mean. */
  creaseGap: number;
  /** Both vermilions' height at the centre over mouth width. */
  lipThickness: number;
  /** Cupid's bow peaks above the upper lip's centre, over mouth width. */
  bowDepth: number;
  /** Mouth width over cheek width. */
  mouthToFace: number;
  /** Brow arch: the upper edge's peak height over the head-to-tail chord, over its length. */
  browArch: number;
  /** Interior angle at the brow's peak between its neighbouring stretches (180° = no bend). */
  browPeakAngle: number;
  /** The peak's share of the brow's total bending: near 1 for two straight limbs, ~⅓ for an arc. */
  browPeakShare: number;
};

/** Distance between two landmarks in the aligned frame. */
function fd(f: FaceFrame, a: number, b: number): number {
  return dist(f(a), f(b));
}

/** Mean of the aligned y of some landmarks. */
function meanY(f: FaceFrame, indices: readonly number[]): number {
  return indices.reduce((s, i) => s + f(i).y, 0) / Math.max(1, indices.length);
}

/** The four facial ratios (FacialRatios), unrounded; the frame's unit is the face width already. */
function ratios(f: FaceFrame): FacialRatios {
  const browLine = meanY(f, browIndices());
  const top = f(FOREHEAD_TOP).y;
  return {
    faceLengthToWidth: fd(f, FOREHEAD_TOP, CHIN),
    eyeSpacing: fd(f, ...PUPILS),
    lipToNose: fd(f, ...MOUTH_CORNERS) / Math.max(1e-9, fd(f, ...NOSE_WINGS)),
    foreheadThird: (browLine - top) / Math.max(1e-9, f(CHIN).y - top),
  };
}

/** All landmarks of both brows (upper and lower edges). */
function browIndices(): number[] {
  return SIDES.flatMap((s) => [...sideSet(s).browUpper, ...sideSet(s).browLower]);
}

/** One eye's opening aspect, canthal tilt and crease gap. */
function eyeMeasures(f: FaceFrame, side: Side): { aspect: number; tilt: number; crease: number } {
  const s = sideSet(side);
  const outer = f(s.upper[0]!);
  const inner = f(s.upper[s.upper.length - 1]!);
  const width = Math.max(1e-9, dist(outer, inner));
  const upper = LID_MIDDLE.map((k) => s.upper[k]!);
  const lower = LID_MIDDLE.map((k) => s.lower[k]!);
  const crease = CREASE_MIDDLE.map((k) => s.crease[k]!);
  const aspect = (meanY(f, lower) - meanY(f, upper)) / width;
  const tilt = (Math.atan2(inner.y - outer.y, Math.abs(outer.x - inner.x)) * 180) / Math.PI;
  return { aspect, tilt, crease: (meanY(f, upper) - meanY(f, crease)) / width };
}

/** One brow's arch height, the angle at its peak and how much of the brow's bending the peak holds. */
export function browMeasures(
  f: FaceFrame,
  side: Side,
): { arch: number; peakAngle: number; peakShare: number } {
  // The brow's upper edge (its visible outline), head (inner end) first.
  const line = alignedPoints(f, sideSet(side).browUpper).reverse();
  const head = line[0]!;
  const tail = line[line.length - 1]!;
  const len = Math.max(1e-9, dist(head, tail));
  const ax = { x: (tail.x - head.x) / len, y: (tail.y - head.y) / len };
  // Normal to the chord pointing up the face (away from the eye: aligned y decreasing).
  const nrm = ax.x >= 0 ? { x: ax.y, y: -ax.x } : { x: -ax.y, y: ax.x };
  const height = line.map((p) => ((p.x - head.x) * nrm.x + (p.y - head.y) * nrm.y) / len);
  let peak = 1;
  for (let k = 2; k < line.length - 1; k++) if (height[k]! > height[peak]!) peak = k;
  // Bending (°) at each interior point: 0 where the brow runs on straight.
  const bends = line.slice(1, -1).map((p, k) => 180 - angleAt(p, line[k]!, line[k + 2]!));
  const total = bends.reduce((s, b) => s + b, 0);
  const peakBend = bends[peak - 1]!;
  return { arch: height[peak]!, peakAngle: 180 - peakBend, peakShare: total > 1e-9 ? peakBend / total : 0 };
}

/** Some landmarks in the aligned frame. */
function alignedPoints(f: FaceFrame, indices: readonly number[]): Pt[] {
  return indices.map((i) => f(i));
}

/** Interior angle (degrees) at p between the rays toward a and b. */
function angleAt(p: Pt, a: Pt, b: Pt): number {
  const v1 = { x: a.x - p.x, y: a.y - p.y };
  const v2 = { x: b.x - p.x, y: b.y - p.y };
  const c = (v1.x * v2.x + v1.y * v2.y) / Math.max(1e-12, Math.hypot(v1.x, v1.y) * Math.hypot(v2.x, v2.y));
  return (Math.acos(Math.max(-1, Math.min(1, c))) * 180) / Math.PI;
}

/** Every scale-free measure the analysis reads (ratios unrounded). */
export function faceMeasures(lm: Landmarks): FaceMeasures {
  const f = faceFrame(lm);
  const mouth = fd(f, ...MOUTH_CORNERS);
  const eyes = SIDES.map((side) => eyeMeasures(f, side));
  const brows = SIDES.map((side) => browMeasures(f, side));
  const avg = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    ...ratios(f),
    jawToCheek: fd(f, ...JAW_ANGLES),
    foreheadToCheek: fd(f, ...FOREHEAD_SIDES),
    eyeAspect: avg(eyes.map((e) => e.aspect)),
    canthalTilt: avg(eyes.map((e) => e.tilt)),
    creaseGap: avg(eyes.map((e) => e.crease)),
    lipThickness:
      (f(LIP_CENTRE.upperBottom).y -
        f(LIP_CENTRE.upperTop).y +
        f(LIP_CENTRE.lowerBottom).y -
        f(LIP_CENTRE.lowerTop).y) /
      Math.max(1e-9, mouth),
    bowDepth: (f(LIP_CENTRE.upperTop).y - meanY(f, BOW_PEAKS)) / Math.max(1e-9, mouth),
    mouthToFace: mouth,
    browArch: avg(brows.map((b) => b.arch)),
    browPeakAngle: avg(brows.map((b) => b.peakAngle)),
    browPeakShare: avg(brows.map((b) => b.peakShare)),
  };
}

// ---- Attributes -------------------------------------------------------------------------------------

/** Face shape from length/width, jaw/cheek and forehead/cheek (thresholds above). */
export function faceShapeOf(m: FaceMeasures): FaceAttributes['faceShape'] {
  if (m.faceLengthToWidth >= OBLONG_MIN_LENGTH) return 'oblong';
  if (m.jawToCheek >= SQUARE_MIN_JAW) return 'square';
  if (m.faceLengthToWidth <= ROUND_MAX_LENGTH) return 'round';
  if (m.jawToCheek <= NARROW_MAX_JAW && m.foreheadToCheek >= HEART_MIN_FOREHEAD) return 'heart';
  if (m.jawToCheek <= NARROW_MAX_JAW && m.foreheadToCheek <= DIAMOND_MAX_FOREHEAD) return 'diamond';
  return 'oval';
}

/** Eye shape from the crease gap, canthal tilt and opening aspect (thresholds above). */
export function eyeShapeOf(m: FaceMeasures): FaceAttributes['eyeShape'] {
  if (m.creaseGap <= HIDDEN_CREASE_MAX_GAP) return m.eyeAspect <= MONOLID_MAX_ASPECT ? 'monolid' : 'hooded';
  if (m.canthalTilt >= UPTURNED_MIN_TILT) return 'upturned';
  if (m.canthalTilt <= DOWNTURNED_MAX_TILT) return 'downturned';
  if (m.eyeAspect >= ROUND_EYE_MIN_ASPECT) return 'round';
  return 'almond';
}

/** Lip shape from thickness, mouth width and the cupid's bow (thresholds above). */
export function lipShapeOf(m: FaceMeasures): FaceAttributes['lipShape'] {
  if (m.lipThickness >= FULL_MIN_THICKNESS) return 'full';
  if (m.lipThickness <= THIN_MAX_THICKNESS) return 'thin';
  if (m.mouthToFace >= WIDE_MIN_MOUTH) return 'wide';
  if (m.bowDepth >= BOW_MIN_DEPTH) return 'bow';
  return m.lipThickness >= MID_THICKNESS ? 'full' : 'thin';
}

/** Brow shape from the arch height and the angle at the peak (thresholds above). */
export function browShapeOf(m: FaceMeasures): FaceAttributes['browShape'] {
  if (m.browArch < STRAIGHT_MAX_ARCH) return 'straight';
  if (m.browPeakShare >= ANGLED_MIN_PEAK_SHARE && m.browPeakAngle <= ANGLED_MAX_PEAK_ANGLE) return 'angled';
  if (m.browArch >= ROUNDED_MIN_ARCH) return 'rounded';
  return 'soft-arch';
}

// ---- Evidence ---------------------------------------------------------------------------------------

/** Both eyes' lids, crease rings and corners. */
function eyeEvidence(): number[] {
  return SIDES.flatMap((side) => {
    const s = sideSet(side);
    return [...s.upper, ...s.lower.slice(1, -1), ...CREASE_MIDDLE.map((k) => s.crease[k]!)];
  });
}

/** The landmarks behind each attribute and ratio (for drawing them on the stage). */
function evidence(): Evidence {
  const eyeLine = [RIGHT_EYE.upper[0]!, RIGHT_EYE.upper[8]!, LEFT_EYE.upper[0]!, LEFT_EYE.upper[8]!];
  return {
    faceShape: [FOREHEAD_TOP, CHIN, ...FACE_SIDES, ...JAW_ANGLES, ...FOREHEAD_SIDES],
    eyeShape: eyeEvidence(),
    lipShape: [...LIPS_OUTER, LIP_CENTRE.upperBottom, LIP_CENTRE.lowerTop, ...FACE_SIDES],
    browShape: browIndices(),
    faceLengthToWidth: [FOREHEAD_TOP, CHIN, ...FACE_SIDES],
    eyeSpacing: [...PUPILS, ...FACE_SIDES],
    lipToNose: [...MOUTH_CORNERS, ...NOSE_WINGS],
    foreheadThird: [FOREHEAD_TOP, CHIN, ...browIndices(), ...eyeLine],
  };
}

/** Rounds to 2 decimals (the ratios' meaningful precision). */
function round2(v: number): number {
  return Math.round(v * 100) / 100;
}

/**
 * Face attributes, facial ratios (2 decimals) and the landmarks behind each, from 478 landmarks in
 * frame pixels. Throws a RangeError on a truncated landmark array.
 */
export function analyzeFace(lm: Landmarks): FaceAnalysis {
  const m = faceMeasures(lm);
  return {
    attributes: {
      faceShape: faceShapeOf(m),
      eyeShape: eyeShapeOf(m),
      lipShape: lipShapeOf(m),
      browShape: browShapeOf(m),
    },
    ratios: {
      faceLengthToWidth: round2(m.faceLengthToWidth),
      eyeSpacing: round2(m.eyeSpacing),
      lipToNose: round2(m.lipToNose),
      foreheadThird: round2(m.foreheadThird),
    },
    evidence: evidence(),
  };
}
