/**
 * Where things worn on the face and head sit (docs/tryon-wear.md): head pose, ear lobes, the eyewear
 * frame, the head outline above the forehead and the necklace's path. Pure geometry, no DOM; frame
 * pixels, derived from the face_mesh landmarks only, so every anchor follows the head's roll and scale.
 */
import { faceUp, faceWidth, outward } from '../geometry/face';
import {
  at,
  CHIN,
  FOREHEAD_TOP,
  NOSE_BRIDGE_TOP,
  NOSE_TIP,
  points,
  type Side,
  sideSet,
} from '../geometry/landmarks';
import { catmullRom, centroid, type Polygon } from '../geometry/polygon';
import { addScaled, dist, lerp, mean, unit } from '../geometry/vector';
import { eyeOpening } from '../geometry/zones';
import type { Landmarks, Pt } from '../types';
import { lobeOf } from '../wear3d/earring-fit';
import { measureHead } from '../wear3d/pose';

/** An anchor that can be behind the head. */
export type Anchor = Pt & { visible: boolean };

export type HeadPose = {
  /**
   * Radians, the angle of the line between the eye centres, taken from the image-left eye to the
   * image-right one (so a mirrored frame reads the same), positive clockwise on screen (y down).
   */
  roll: number;
  /**
   * −1..1: where the nose tip sits between the face edges 234 (−1) and 454 (+1); 0 is frontal.
   * Positive: the face turned toward the subject's left, whose ear and temple go out of view.
   * Independent of mirroring (the axis is the landmarks' own, not the image's).
   */
  yaw: number;
  /** Face width (234 ↔ 454). */
  fw: number;
};

/**
 * Beyond this |yaw| the ear on the far side is behind the jaw (about 20° of turn: yaw grows by about
 * 0.025 a degree on the test face).
 */
export const EAR_HIDDEN_YAW = 0.5;
/** Beyond this |yaw| the far temple of a pair of glasses is behind the face (about 8°). */
export const TEMPLE_HIDDEN_YAW = 0.2;

/** Face height: forehead top (10) → chin (152). */
export function faceHeight(lm: Landmarks): number {
  return dist(at(lm, FOREHEAD_TOP), at(lm, CHIN));
}

/** The centre of one eye opening (lids' outline centroid): where a lens is centred. */
export function eyeCentre(lm: Landmarks, side: Side): Pt {
  return centroid(eyeOpening(lm, side));
}

/** Roll, yaw and scale of the head. */
export function headPose(lm: Landmarks): HeadPose {
  const fw = faceWidth(lm);
  const up = faceUp(lm);
  let v = unit(eyeCentre(lm, 'right'), eyeCentre(lm, 'left'));
  // Image-right on the face is up turned a quarter clockwise; orient the eye line that way.
  if (v.x * -up.y + v.y * up.x < 0) v = { x: -v.x, y: -v.y };
  const edge = at(lm, sideSet('right').faceEdge);
  const axis = outward(lm, 'left');
  const nose = at(lm, NOSE_TIP);
  const t = fw > 0 ? ((nose.x - edge.x) * axis.x + (nose.y - edge.y) * axis.y) / fw : 0.5;
  return { roll: Math.atan2(v.y, v.x), yaw: Math.min(1, Math.max(-1, 2 * t - 1)), fw };
}

/** True when `side` is the one turned away from the camera by at least `limit` of yaw. */
export function turnedAway(yaw: number, side: Side, limit: number): boolean {
  return side === 'left' ? yaw > limit : yaw < -limit;
}

/** How far `side` is turned toward the camera: yaw seen from that side (−1..1, > 0 = more in view). */
export function turnToward(yaw: number, side: Side): number {
  return side === 'right' ? yaw : -yaw;
}

/**
 * The ear lobes (the piercing point), per side. MediaPipe's face mesh has no ear points: the lobe is
 * estimated from the face-oval landmarks by the ear and the head's pose (wear3d/earring-fit.ts, the
 * same lobes the 3D earrings hang from). Without a pose (too few points), on the jaw outline between
 * 132 and 58 (361 and 288), pushed outward by 6% of the face width. Hidden when that ear is turned away.
 */
export function earLobes(lm: Landmarks): Record<Side, Anchor> {
  const head = measureHead(lm);
  if (head) {
    const lobe = (side: Side): Anchor => {
      const e = lobeOf(head, side);
      return { x: e.at[0], y: -e.at[1], visible: e.visible };
    };
    return { right: lobe('right'), left: lobe('left') };
  }
  const { yaw, fw } = headPose(lm);
  const lobe = (side: Side): Anchor => {
    const jaw = sideSet(side).jaw; // 93, 132, 58, … ear → chin
    const p = addScaled(lerp(at(lm, jaw[1]!), at(lm, jaw[2]!), 0.5), outward(lm, side), 0.06 * fw);
    return { ...p, visible: !turnedAway(yaw, side, EAR_HIDDEN_YAW) };
  };
  return { right: lobe('right'), left: lobe('left') };
}

export type EyewearFrame = {
  /** The bridge: the frame's centre, on the nose at 168. */
  centre: Pt;
  /** Lens centres: the eye-opening centres. */
  eyes: Record<Side, Pt>;
  /** Hinge to hinge, from the face width. */
  width: number;
  /** One lens's width. */
  lens: number;
  roll: number;
  /** The frame's outer corners, where the temples start. */
  hinges: Record<Side, Pt>;
  /** Where each temple goes (the face edge at eye level, 127/356), hidden behind the face when turned. */
  temples: Record<Side, Anchor>;
};

/** Glasses fitted to the eyes: scaled from the face width, rolled with the eye line. */
export function eyewearFrame(lm: Landmarks): EyewearFrame {
  const { roll, yaw, fw } = headPose(lm);
  const centre = at(lm, NOSE_BRIDGE_TOP);
  const width = 0.94 * fw;
  const hinge = (side: Side): Pt => {
    // Along the eye line, away from the bridge toward this side's face edge.
    const o = outward(lm, side);
    return addScaled(centre, o, width / 2);
  };
  const temple = (side: Side): Anchor => {
    const p = at(lm, side === 'right' ? 127 : 356);
    return { ...p, visible: !turnedAway(yaw, side, TEMPLE_HIDDEN_YAW) };
  };
  return {
    centre,
    eyes: { right: eyeCentre(lm, 'right'), left: eyeCentre(lm, 'left') },
    width,
    lens: 0.4 * fw,
    roll,
    hinges: { right: hinge('right'), left: hinge('left') },
    temples: { right: temple('right'), left: temple('left') },
  };
}

export type HeadTop = {
  /** The top of the skull, estimated: face-height-scaled above the forehead top (10). */
  top: Pt;
  /** The hairline arc, temple (subject's right) → temple (left), smoothed. */
  hairline: Polygon;
  /** Where a hat's brim sits: above the brows, a bit wider than the face. */
  brimLine: { centre: Pt; right: Pt; left: Pt };
  /** Unit vector up the face, and the face's width and height. */
  up: Pt;
  fw: number;
  fh: number;
};

/** Hairline points, right temple → left temple (the top of FACE_OVAL, and the temples). */
const HAIRLINE = [162, 54, 103, 67, 109, 10, 338, 297, 332, 284, 389] as const;

/**
 * The head outline above the forehead. The mesh stops at the forehead: the skull's top and the
 * hairline are extrapolated along the face's up axis (hair volume is unknown).
 */
export function headTop(lm: Landmarks): HeadTop {
  const fw = faceWidth(lm);
  const fh = faceHeight(lm);
  const up = faceUp(lm);
  const top = addScaled(at(lm, FOREHEAD_TOP), up, 0.36 * fh);
  const c = centroid(points(lm, HAIRLINE));
  // Out from the forehead's centre a little and up, so a band sits on the hair, not on the skin.
  const arc = HAIRLINE.map((i) => addScaled(lerp(c, at(lm, i), 1.08), up, 0.05 * fh));
  const brows = mean([...points(lm, sideSet('right').browUpper), ...points(lm, sideSet('left').browUpper)]);
  const centre = addScaled(brows, up, 0.1 * fh);
  return {
    top,
    hairline: catmullRom(arc, 3, false),
    brimLine: {
      centre,
      right: addScaled(centre, outward(lm, 'right'), 0.62 * fw),
      left: addScaled(centre, outward(lm, 'left'), 0.62 * fw),
    },
    up,
    fw,
    fh,
  };
}

/** The head above the forehead as one polygon: the hairline arc closed over the skull's top. */
export function headArea(lm: Landmarks): Polygon {
  const { hairline, top } = headTop(lm);
  return [...hairline, top];
}

export type Neckline = {
  /** Where the chain leaves the sides of the neck. */
  sides: Record<Side, Pt>;
  /** The chain, subject's right → left, dipping below the chin (may leave the frame). */
  curve: Polygon;
  /** The curve's lowest point along the face's down axis: where a pendant hangs. */
  pendant: Pt;
};

/** Sample count of the necklace curve. */
const NECK_SAMPLES = 25;

/**
 * The necklace's path. The body is not tracked: the neck is inferred from the jaw (below the jaw
 * angles 172/397, a bit narrower) and the chest is assumed square to the face, so a necklace follows
 * the head's roll and turn, not the shoulders'.
 */
export function neckline(lm: Landmarks): Neckline {
  const fw = faceWidth(lm);
  const fh = faceHeight(lm);
  const up = faceUp(lm);
  const side = (s: Side): Pt =>
    addScaled(addScaled(at(lm, sideSet(s).jaw[3]!), up, -0.3 * fh), outward(lm, s), -0.04 * fw);
  const sides = { right: side('right'), left: side('left') };
  const mid = lerp(sides.right, sides.left, 0.5);
  const low = addScaled(at(lm, CHIN), up, -0.42 * fh);
  // The dip below the line joining the neck sides, measured along the face's down axis.
  const dip = Math.max(0.05 * fh, (mid.x - low.x) * up.x + (mid.y - low.y) * up.y);
  const k = 2;
  const norm = Math.cosh(k) - 1;
  const curve: Polygon = [];
  for (let i = 0; i < NECK_SAMPLES; i++) {
    const w = (2 * i) / (NECK_SAMPLES - 1) - 1;
    // Catenary-like sag, and a slight widening mid-way (the chain lies on the shoulders' slope).
    const sag = dip * (1 - (Math.cosh(k * w) - 1) / norm);
    const base = lerp(mid, sides.left, w * (1 + 0.25 * (1 - w * w)));
    curve.push(addScaled(base, up, -sag));
  }
  let pendant = curve[0]!;
  for (const p of curve) if (p.x * -up.x + p.y * -up.y > pendant.x * -up.x + pendant.y * -up.y) pendant = p;
  return { sides, curve, pendant: { ...pendant } };
}
