import { type HeadMeasure, headPoint, headX, type V3 } from './pose';

/**
 * Where an earring hangs (docs/tryon-wear.md "Worn in 3D"). MediaPipe's face mesh has no ear points, so
 * the lobe is estimated from the face-oval landmarks by the ear — the face's side at 234/454 and the
 * jaw's top at 93/323 and 132/361 — in the head's millimetres: just outside the widest of them, a little
 * below the middle of 93 and 132 (about the nose's base) and 12 mm behind the front-most of them (the ear
 * stands behind the cheek's outline), then turned with the head's pose into the picture. An earring is
 * hidden once its ear faces more than about 25° away from the camera. Pure (no three.js): the Canvas 2D
 * earrings (wear/head.ts) hang from the same lobes.
 */
export type LobeEstimate = {
  /** The piercing point, frame coordinates (three's axes, pixels). */
  at: V3;
  /** The same, head millimetres. */
  head: V3;
  visible: boolean;
};

/** Landmarks on the face's oval next to each ear: the side at eye level, then the jaw below the ear. */
export const EAR_OVAL = { right: [234, 93, 132], left: [454, 323, 361] } as const;
/** The lobe behind the oval (mm) and how far the ear may face away (its outward axis's depth, sine). */
const BEHIND_MM = 12;
const OUT_MM = 2;
const BELOW_MM = 5;
const HIDDEN_SINE = -0.42;

export function lobeOf(frame: HeadMeasure, side: 'right' | 'left'): LobeEstimate {
  const s = side === 'left' ? 1 : -1;
  const [edge, jawTop, jaw] = EAR_OVAL[side].map((i) => frame.head(i)) as [V3, V3, V3];
  const x = s * (Math.max(Math.abs(edge[0]), Math.abs(jawTop[0]), Math.abs(jaw[0])) + OUT_MM);
  const y = (jawTop[1] + jaw[1]) / 2 - BELOW_MM;
  const z = Math.min(edge[2], jawTop[2], jaw[2]) - BEHIND_MM;
  const head: V3 = [x, y, z];
  // the ear's outward axis in the picture: toward the camera (z > 0) when it is in view
  return { at: headPoint(frame.fit, head), head, visible: s * headX(frame.fit)[2] > HIDDEN_SINE };
}

/**
 * A little sway: the earring a pendulum about its piercing (about 15 mm long: a 4 Hz swing), pushed by the
 * lobe's sideways acceleration and damped; a still picture (or a pause) starts it at rest.
 */
export class Sway {
  private angle = 0;
  private spin = 0;
  private last: { x: number; vx: number; t: number } | null = null;

  /** The angle (radians, about the view axis) after moving to x, y (mm in the picture) at `now` (ms). */
  step(x: number, _y: number, now: number): number {
    const prev = this.last;
    const dt = prev ? (now - prev.t) / 1000 : Number.POSITIVE_INFINITY;
    if (!prev || !(dt > 0) || dt > 0.25) {
      this.angle = 0;
      this.spin = 0;
      this.last = { x, vx: 0, t: now };
      return 0;
    }
    const vx = (x - prev.x) / dt;
    // mm/s² → m/s², bounded: the landmarks' jitter is no shake of the head
    const accel = Math.max(-3, Math.min(3, (vx - prev.vx) / dt / 1000));
    const length = 0.015;
    const steps = Math.ceil(dt / 0.004);
    const h = dt / steps;
    for (let i = 0; i < steps; i++) {
      const a = (-9.81 / length) * Math.sin(this.angle) - 7 * this.spin - accel / length;
      this.spin += a * h;
      this.angle = Math.max(-0.35, Math.min(0.35, this.angle + this.spin * h));
    }
    this.last = { x, vx, t: now };
    return this.angle;
  }
}
