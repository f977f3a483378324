import { type HeadMeasure, headPoint, type V3 } from './pose';
import { EAR, SKULL } from './skull';

/**
 * Where a hat or a headband sits on a head (docs/tryon-wear.md "Hats and headbands"). The face mesh
 * stops at the forehead, so the skull is *estimated* from the face's oval and the pose, in the head's
 * millimetres: its width at the hatband from the oval's widest points by the temples (127/356,
 * 162/389, 21/251, 54/284) plus a layer of hair; its front from the forehead's points (151, 9, 108/337,
 * 109/338, 69/299); its back from the occluder's skull (occluder.ts), which it always encloses. The
 * hat's inner opening is that section — a rounded oval (a superellipse: a forehead is flatter than an
 * ellipse) — seated with its front edge part of the way from the brows (105/334, 66/296) to the
 * forehead's top (10), tipped back a little (the back lower, as a hat is worn; it also shows the brim's
 * underside, which an orthographic camera would otherwise see edge-on). Pure: no DOM, no three.js.
 */

export type HatStyle = 'boater' | 'beret' | 'bucket';

export type HatFit = {
  /** The opening's half-width (x) and half-depth (z), head millimetres, and the superellipse's power. */
  a: number;
  b: number;
  power: number;
  /** The opening's centre (the hat's origin), head millimetres. */
  origin: V3;
  /** The tip back (radians, about the head's x axis) and the sideways tilt (a beret's, about its z). */
  tilt: number;
  roll: number;
  /** Head millimetres a millimetre of the hat (the physical scale: iris or pupils, pose.ts). */
  k: number;
  /** The brows' top and the forehead's top (10), head millimetres up. */
  browY: number;
  foreheadY: number;
};

const BROWS = [105, 334, 66, 296, 107, 336] as const;
const SIDES = [127, 356, 162, 389, 21, 251, 54, 284] as const;
const FOREHEAD = [151, 9, 10, 108, 337, 109, 338, 69, 299] as const;
/** Hair between the skin and a hat (or a headband) at the sides and on top, millimetres. */
export const HAIR_MM = 6;
/** How far up the forehead, brows (0) → its top at 10 (1), a hat's front edge sits. */
const SEAT: Readonly<Record<HatStyle, number>> = { boater: 0.6, beret: 0.95, bucket: 1 };
const TILT = 0.07;
const POWER = 2.4;

/** The hat's local axes in head millimetres: x across, y up the crown, z forward (tipped and rolled). */
export function hatAxes(fit: Pick<HatFit, 'tilt' | 'roll'>): [V3, V3, V3] {
  const [ct, st] = [Math.cos(fit.tilt), Math.sin(fit.tilt)];
  const [cr, sr] = [Math.cos(fit.roll), Math.sin(fit.roll)];
  // tip back about x (forward rises), then roll about the tipped forward axis
  const y0: V3 = [0, ct, -st];
  const z: V3 = [0, st, ct];
  const x: V3 = [cr, sr * y0[1], sr * y0[2]];
  const y: V3 = [-sr, cr * y0[1], cr * y0[2]];
  return [x, y, z];
}

/** A point in the hat's own frame (head millimetres from its opening's centre) → head millimetres. */
export function hatToHead(fit: HatFit, [x, y, z]: V3): V3 {
  const [ax, ay, az] = hatAxes(fit);
  return [0, 1, 2].map((i) => fit.origin[i]! + x * ax[i]! + y * ay[i]! + z * az[i]!) as unknown as V3;
}

/** The opening's radius toward angle t (radians in the hat's x–z plane: 0 the subject's left, π/2 front). */
export function openingRadius(fit: Pick<HatFit, 'a' | 'b' | 'power'>, t: number): number {
  const c = Math.abs(Math.cos(t)) / fit.a;
  const s = Math.abs(Math.sin(t)) / fit.b;
  return (c ** fit.power + s ** fit.power) ** (-1 / fit.power);
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

export function fitHat(frame: HeadMeasure, style: HatStyle): HatFit {
  const k = clamp(frame.pxPerMm / frame.fit.scale, 0.8, 1.25);
  const browY = Math.max(...BROWS.map((i) => frame.head(i)[1]));
  const foreheadY = frame.head(10)[1];
  const frontY = browY + SEAT[style] * (foreheadY - browY);
  const side = Math.max(...SIDES.map((i) => Math.abs(frame.head(i)[0])));
  const [, sy, sz] = SKULL.centre;
  const [sx, syr, szr] = SKULL.radii;
  // the skull's section at the band, so the estimate never cuts the occluder's head
  const h = clamp((frontY - sy) / syr, -0.95, 0.95);
  const a = Math.max(side + HAIR_MM, sx * Math.sqrt(1 - h * h) + HAIR_MM);
  const front = Math.max(...FOREHEAD.map((i) => frame.head(i)[2])) + 3;
  const back = sz - szr - 4;
  const b = Math.max((front - back) / 2, 1.2 * a);
  const tilt = TILT;
  const roll = style === 'beret' ? -0.2 : 0;
  // the front edge at (0, frontY, front); the centre b behind it along the tipped forward axis
  const [, , az] = hatAxes({ tilt, roll: 0 });
  const origin: V3 = [0, frontY - b * az[1], front - b * az[2]];
  return { a, b, power: POWER, origin, tilt, roll, k, browY, foreheadY };
}

/**
 * The hair under a hat, as the occluder's skull widened to the hat's opening at its height: depth only
 * (hat.ts), it hides the back of a brim where the head and its hair stand in front of it.
 */
export function hairUnderHat(fit: HatFit): { centre: V3; radii: V3 } {
  const [, cy] = SKULL.centre;
  const ry = SKULL.radii[1] + HAIR_MM;
  const h = clamp((fit.origin[1] - cy) / ry, -0.9, 0.9);
  return { centre: SKULL.centre, radii: [(fit.a - 2) / Math.sqrt(1 - h * h), ry, SKULL.radii[2] + HAIR_MM] };
}

/** Image pixels (y down) of a point in head millimetres. */
export const imageOf = (frame: HeadMeasure, p: V3) => {
  const [x, y] = headPoint(frame.fit, p);
  return { x, y: -y };
};

/** The opening's widest points and front, image pixels: what the tests compare to the head. */
export function openingInImage(frame: HeadMeasure, fit: HatFit) {
  const at = (t: number) => {
    const r = openingRadius(fit, t);
    return imageOf(frame, hatToHead(fit, [r * Math.cos(t), 0, r * Math.sin(t)]));
  };
  return { left: at(0), right: at(Math.PI), front: at(Math.PI / 2) };
}

// ---- Headbands -------------------------------------------------------------------------------------

export type BandPath = {
  /** Points along the band, subject's right ear → over the crown → left ear, head millimetres. */
  points: V3[];
  /** The hair's outward normal at each. */
  normals: V3[];
};

/** How far the band's plane leans forward from upright (radians), and how far past level its ends go. */
const LEAN = 0.47;
const END = 1.78;

/**
 * A headband's line: where a plane through the head, upright across it and leaning forward at the
 * top, meets the hair over the estimated skull (the occluder's skull widened to the face's sides plus
 * hair) — over the crown behind the hairline, down to just behind the top of each ear.
 */
export function headbandPath(frame: HeadMeasure, n = 48): BandPath {
  const side = Math.max(...SIDES.map((i) => Math.abs(frame.head(i)[0])));
  const [cx, cy, cz] = SKULL.centre;
  // hair is fuller round a headband than pressed under a hat
  const hair = 2 * HAIR_MM;
  const R: V3 = [Math.max(SKULL.radii[0], side) + hair, SKULL.radii[1] + hair, SKULL.radii[2] + hair];
  // the plane's pivot: a little forward of the skull's centre, at the ears' top
  const q: V3 = [cx, cy - 6, cz + 4];
  const up: V3 = [0, Math.cos(LEAN), Math.sin(LEAN)];
  const points: V3[] = [];
  const normals: V3[] = [];
  for (let i = 0; i <= n; i++) {
    const phi = -END + (2 * END * i) / n;
    const d: V3 = [Math.sin(phi), Math.cos(phi) * up[1], Math.cos(phi) * up[2]];
    // ray from q along d onto the ellipsoid (x-cx)²/Rx² + … = 1
    const o = [q[0] - cx, q[1] - cy, q[2] - cz];
    let A = 0;
    let B = 0;
    let C = -1;
    for (let j = 0; j < 3; j++) {
      A += (d[j]! / R[j]!) ** 2;
      B += (2 * o[j]! * d[j]!) / R[j]! ** 2;
      C += (o[j]! / R[j]!) ** 2;
    }
    const t = (-B + Math.sqrt(Math.max(0, B * B - 4 * A * C))) / (2 * A);
    const p: V3 = [q[0] + t * d[0], q[1] + t * d[1], q[2] + t * d[2]];
    const g = [0, 1, 2].map((j) => (p[j]! - SKULL.centre[j]!) / R[j]! ** 2);
    const len = Math.hypot(g[0]!, g[1]!, g[2]!);
    points.push(p);
    normals.push([g[0]! / len, g[1]! / len, g[2]! / len]);
  }
  return { points, normals };
}

/** The top of each ear (the occluder's ear above the estimated lobe), head millimetres. */
export function earTop(lobe: V3, side: 'right' | 'left'): V3 {
  const s = side === 'left' ? 1 : -1;
  return [lobe[0] + s * EAR.from[0], lobe[1] + EAR.from[1] + EAR.radii[1] * 0.5, lobe[2] + EAR.from[2]];
}

// ---- Hat shapes ------------------------------------------------------------------------------------

/**
 * A surface of revolution round the opening, as [s, d, y]: at each angle the radius is s × the
 * opening's radius + d, at height y (millimetres of the hat; the hat's opening is y = 0). s = 0, d = 0
 * is the axis (a crown's top).
 */
export type Profile = readonly (readonly [number, number, number])[];

export type HatShape = { crown: Profile; band: Profile; brim: Profile | null; stalk: Profile | null };

export const HAT_SHAPES: Readonly<Record<HatStyle, HatShape>> = {
  // a flat crown with a rounded edge, a ribbon band, a wide flat brim with a rolled edge
  boater: {
    crown: [
      [1, 1.5, -1],
      [1, 0.8, 62],
      [0.99, 0, 68],
      [0.96, -1.5, 70.5],
      [0.7, 0, 71.5],
      [0, 0, 72],
    ],
    band: [
      [1, 2.4, 0.5],
      [1, 2.8, 2],
      [1, 2.2, 26],
      [1, 1.4, 28],
    ],
    brim: [
      [1, 1, 0.4],
      [1, 30, 0.3],
      [1, 62, -1.5],
      [1, 65, -3.2],
      [1, 62.5, -5],
      [1, 30, -2.2],
      [1, 1, -1.8],
    ],
    stalk: null,
  },
  // a soft dome fuller than the head, flattened on top, over a narrow leather-trimmed band; a stalk
  beret: {
    crown: [
      [1, 1.4, 6],
      [1.03, 8, 12],
      [1.06, 16, 20],
      [1.07, 21, 30],
      [1.03, 20, 40],
      [0.9, 14, 50],
      [0.62, 6, 57],
      [0.3, 1.5, 60.5],
      [0, 0, 61],
    ],
    band: [
      [1, 1.2, -1],
      [1, 1.7, 0.5],
      [1, 1.7, 6],
      [1, 1.4, 7],
    ],
    brim: null,
    stalk: [
      [0, 2.6, 56],
      [0, 2.4, 61],
      [0, 1.6, 64.5],
      [0, 0, 65],
    ],
  },
  // a sloped, rounded crown and a brim turned down all round
  bucket: {
    crown: [
      [1, 1.5, -1],
      [0.97, 1, 30],
      [0.92, 0, 55],
      [0.85, -2.5, 63],
      [0.6, 0, 67],
      [0, 0, 68],
    ],
    band: [
      [1, 1.2, 1.5],
      [1, 2, 2.5],
      [1, 2, 9],
      [1, 1.3, 10],
    ],
    brim: [
      [1, 0.8, 0],
      [1, 16, -7],
      [1, 38, -16],
      [1, 45, -20],
      [1, 43.5, -22],
      [1, 15.5, -9],
      [1, 0.5, -2],
    ],
    stalk: null,
  },
};

/** The brim's lowest front point (or the band's, without a brim), head millimetres. */
export function brimFront(fit: HatFit, style: HatStyle): V3 {
  const shape = HAT_SHAPES[style];
  const edge = shape.brim ?? shape.band;
  const r = openingRadius(fit, Math.PI / 2);
  const points = edge.map(([s, d, y]) => hatToHead(fit, [0, y * fit.k, s * r + d * fit.k]));
  return points.reduce((low, p) => (p[1] < low[1] ? p : low));
}
