/**
 * The head's pose for things worn in 3D (docs/tryon-wear.md "Worn in 3D"): a rigid fit (rotation,
 * uniform scale, translation; Horn's closed form with unit quaternions) of the face mesh's stable points
 * — eye corners, nose, forehead, cheekbones, the face's sides, never the lips, brows or jaw — to a
 * symmetric reference head in millimetres (face-reference.ts). And the physical scale: pixels per
 * millimetre from the iris (11.7 mm across), else from the pupils (63 mm apart). Pure arithmetic, no
 * DOM and no three.js; frame pixels in three's axes (x right, y up, z toward the camera).
 */
import type { Landmarks } from '../types';
import { REFERENCE } from './face-reference';

export type V3 = readonly [number, number, number];
/** Row-major 3 × 3. */
export type M3 = readonly [number, number, number, number, number, number, number, number, number];

export type HeadFit = {
  /** Head → frame rotation (columns: the head's x, y, z axes in frame axes). */
  rotation: M3;
  /** Frame pixels per reference millimetre (the face's size in the picture). */
  scale: number;
  /** The reference origin (between the eye corners) in frame coordinates. */
  origin: V3;
  /** The picture is a mirror image (a selfie camera): the head's x is flipped. */
  mirrored: boolean;
  /** Root-mean-square distance of the fitted points, in reference millimetres. */
  rms: number;
};

/** A landmark in three's axes: x right, y up, z toward the camera (face_mesh's z grows away from it). */
export const toWorld = (lm: Landmarks, i: number): V3 => {
  const p = lm[i]!;
  return [p.x, -p.y, -(p.z ?? 0)];
};

/** The iris's diameter (mm) and the inter-pupil distance (mm) the physical scale assumes. */
export const IRIS_MM = 11.7;
export const PUPILS_MM = 63;

const dist3 = (a: V3, b: V3) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/**
 * Pixels per millimetre at the eyes: from the irises (the wider of each iris's two diameters, which a
 * turn or a blink shortens only one of; both eyes averaged), or from the pupils when the mesh has no
 * iris points or they read implausibly (an iris over a fifth of the pupils' distance).
 */
export function pixelsPerMm(lm: Landmarks): number {
  const pupils = lm.length >= 478 ? dist3(toWorld(lm, 468), toWorld(lm, 473)) : 0;
  if (lm.length >= 478) {
    const iris = (c: number) =>
      Math.max(dist3(toWorld(lm, c + 1), toWorld(lm, c + 3)), dist3(toWorld(lm, c + 2), toWorld(lm, c + 4)));
    const d = (iris(468) + iris(473)) / 2;
    if (d > 0 && d < pupils / 4) return d / IRIS_MM;
  }
  if (pupils > 0) return pupils / PUPILS_MM;
  // No iris points: the eye corners' centres are about as far apart as the pupils.
  const mid = (a: number, b: number): V3 => {
    const p = toWorld(lm, a);
    const q = toWorld(lm, b);
    return [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2, (p[2] + q[2]) / 2];
  };
  return dist3(mid(33, 133), mid(362, 263)) / PUPILS_MM;
}

/** The eigenvector of the largest eigenvalue of a symmetric 4 × 4 matrix (cyclic Jacobi). */
function topEigenvector(n: number[][]): number[] {
  const a = n.map((r) => [...r]);
  const v: number[][] = [0, 1, 2, 3].map((i) => [0, 1, 2, 3].map((j): number => (i === j ? 1 : 0)));
  for (let sweep = 0; sweep < 32; sweep++) {
    let off = 0;
    for (let p = 0; p < 4; p++) for (let q = p + 1; q < 4; q++) off += a[p]![q]! ** 2;
    if (off < 1e-18) break;
    for (let p = 0; p < 4; p++) {
      for (let q = p + 1; q < 4; q++) {
        const apq = a[p]![q]!;
        if (Math.abs(apq) < 1e-30) continue;
        const theta = (a[q]![q]! - a[p]![p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < 4; k++) {
          const akp = a[k]![p]!;
          const akq = a[k]![q]!;
          a[k]![p] = c * akp - s * akq;
          a[k]![q] = s * akp + c * akq;
        }
        for (let k = 0; k < 4; k++) {
          const apk = a[p]![k]!;
          const aqk = a[q]![k]!;
          a[p]![k] = c * apk - s * aqk;
          a[q]![k] = s * apk + c * aqk;
        }
        for (let k = 0; k < 4; k++) {
          const vkp = v[k]![p]!;
          const vkq = v[k]![q]!;
          v[k]![p] = c * vkp - s * vkq;
          v[k]![q] = s * vkp + c * vkq;
        }
      }
    }
  }
  let best = 0;
  for (let i = 1; i < 4; i++) if (a[i]![i]! > a[best]![best]!) best = i;
  return v.map((row) => row[best]!);
}

/** The rotation of a unit quaternion (w, x, y, z), row-major. */
function quaternionMatrix([w, x, y, z]: number[]): M3 {
  return [
    1 - 2 * (y! * y! + z! * z!),
    2 * (x! * y! - w! * z!),
    2 * (x! * z! + w! * y!),
    2 * (x! * y! + w! * z!),
    1 - 2 * (x! * x! + z! * z!),
    2 * (y! * z! - w! * x!),
    2 * (x! * z! - w! * y!),
    2 * (y! * z! + w! * x!),
    1 - 2 * (x! * x! + y! * y!),
  ] as unknown as M3;
}

export const apply = (m: M3, [x, y, z]: V3): V3 => [
  m[0] * x + m[1] * y + m[2] * z,
  m[3] * x + m[4] * y + m[5] * z,
  m[6] * x + m[7] * y + m[8] * z,
];

/** Horn's absolute orientation of the reference points (with x flipped when `mirror`) onto `to`. */
function fitOnce(from: V3[], to: V3[]): Omit<HeadFit, 'mirrored'> & { det: number } {
  const n = from.length;
  const ca = [0, 1, 2].map((k) => from.reduce((s, p) => s + p[k]!, 0) / n);
  const cb = [0, 1, 2].map((k) => to.reduce((s, p) => s + p[k]!, 0) / n);
  const s = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  let na = 0;
  let nb = 0;
  for (let i = 0; i < n; i++) {
    const a = from[i]!.map((v, k) => v - ca[k]!);
    const b = to[i]!.map((v, k) => v - cb[k]!);
    for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) s[r * 3 + c]! += a[r]! * b[c]!;
    na += a[0]! ** 2 + a[1]! ** 2 + a[2]! ** 2;
    nb += b[0]! ** 2 + b[1]! ** 2 + b[2]! ** 2;
  }
  const [xx, xy, xz, yx, yy, yz, zx, zy, zz] = s as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const q = topEigenvector([
    [xx + yy + zz, yz - zy, zx - xz, xy - yx],
    [yz - zy, xx - yy - zz, xy + yx, zx + xz],
    [zx - xz, xy + yx, -xx + yy - zz, yz + zy],
    [xy - yx, zx + xz, yz + zy, -xx - yy + zz],
  ]);
  const rotation = quaternionMatrix(q);
  const scale = Math.sqrt(nb / Math.max(na, 1e-9));
  const rc = apply(rotation, ca as unknown as V3);
  const origin: V3 = [cb[0]! - scale * rc[0], cb[1]! - scale * rc[1], cb[2]! - scale * rc[2]];
  let err = 0;
  for (let i = 0; i < n; i++) {
    const p = apply(rotation, from[i]!);
    err += dist3([origin[0] + scale * p[0], origin[1] + scale * p[1], origin[2] + scale * p[2]], to[i]!) ** 2;
  }
  const det = xx * (yy * zz - yz * zy) - xy * (yx * zz - yz * zx) + xz * (yx * zy - yy * zx);
  return { rotation, scale, origin, rms: Math.sqrt(err / n) / scale, det };
}

/**
 * The head's pose from the landmarks. A mirror image (its cross-covariance with the reference has a
 * negative determinant) is fitted to the mirrored reference, and says so: what is worn is then mirrored
 * too, so a frame's left temple stays on the subject's left.
 */
export function fitHead(lm: Landmarks): HeadFit | null {
  if (lm.length < 468) return null;
  const to = REFERENCE.map(([i]) => toWorld(lm, i));
  if (to.some((p) => !p.every(Number.isFinite))) return null;
  const plain = REFERENCE.map(([, x, y, z]) => [x, y, z] as V3);
  const first = fitOnce(plain, to);
  if (first.det >= 0) return { ...strip(first), mirrored: false };
  const flipped = fitOnce(
    plain.map(([x, y, z]) => [-x, y, z] as V3),
    to,
  );
  return { ...strip(flipped), mirrored: true };
}

const strip = ({ det: _det, ...fit }: ReturnType<typeof fitOnce>): Omit<HeadFit, 'mirrored'> => fit;

/** A point given in reference millimetres of the head (x toward the subject's left), in frame coordinates. */
export function headPoint(fit: HeadFit, [x, y, z]: V3): V3 {
  const p = apply(fit.rotation, [fit.mirrored ? -x : x, y, z]);
  return [
    fit.origin[0] + fit.scale * p[0],
    fit.origin[1] + fit.scale * p[1],
    fit.origin[2] + fit.scale * p[2],
  ];
}

/** Yaw and pitch (radians) of the head's forward axis: for diagnostics and the tests. */
export function turnOf(fit: HeadFit): { yaw: number; pitch: number; roll: number } {
  const r = fit.rotation;
  // forward (head z) and right (head x) in frame axes
  const fz: V3 = [r[2], r[5], r[8]];
  const fx: V3 = [r[0], r[3], r[6]];
  return {
    yaw: Math.atan2(fz[0], fz[2]) * (fit.mirrored ? -1 : 1),
    pitch: Math.asin(Math.max(-1, Math.min(1, fz[1]))),
    roll: Math.atan2(fx[1], fx[0]),
  };
}

/** Frame coordinates → head millimetres (the inverse of headPoint). */
export function toHead(fit: HeadFit, [x, y, z]: V3): V3 {
  const d = [
    (x - fit.origin[0]) / fit.scale,
    (y - fit.origin[1]) / fit.scale,
    (z - fit.origin[2]) / fit.scale,
  ];
  const r = fit.rotation;
  const h: V3 = [
    r[0] * d[0]! + r[3] * d[1]! + r[6] * d[2]!,
    r[1] * d[0]! + r[4] * d[1]! + r[7] * d[2]!,
    r[2] * d[0]! + r[5] * d[1]! + r[8] * d[2]!,
  ];
  return fit.mirrored ? [-h[0], h[1], h[2]] : h;
}

/** The head in one frame: its fit, the physical scale and the face's width, and landmarks in head mm. */
export type HeadMeasure = {
  fit: HeadFit;
  /** Frame pixels per millimetre from the iris (or pupils): what sizes a product. */
  pxPerMm: number;
  /** The face's width (234 ↔ 454, in 3D), frame pixels. */
  faceWidth: number;
  /** A landmark in head millimetres. */
  head(i: number): V3;
};

export function measureHead(lm: Landmarks): HeadMeasure | null {
  const fit = fitHead(lm);
  if (!fit) return null;
  return {
    fit,
    pxPerMm: pixelsPerMm(lm),
    faceWidth: dist3(toWorld(lm, 234), toWorld(lm, 454)),
    head: (i) => toHead(fit, toWorld(lm, i)),
  };
}

/** The head's x axis (toward the subject's left) in frame axes, the mirror included. */
export function headX(fit: HeadFit): V3 {
  const r = fit.rotation;
  const s = fit.mirrored ? -1 : 1;
  return [s * r[0], s * r[3], s * r[6]];
}
