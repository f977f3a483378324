import { describe, expect, it } from 'vitest';
import type { Landmarks } from '../../../../../client/tryon/types';
import { lobeOf, Sway } from '../../../../../client/tryon/wear3d/earring-fit';
import { headFrame } from '../../../../../client/tryon/wear3d/head-frame';
import { fitHead, headPoint, IRIS_MM, pixelsPerMm, turnOf } from '../../../../../client/tryon/wear3d/pose';
import fixture from '../../../../fixtures/astronaut-landmarks.json';

const LM: Landmarks = fixture.points.map(([x, y, z]) => ({ x: x!, y: y!, z: z! }));
const DEG = Math.PI / 180;
const FW = Math.hypot(LM[454]!.x - LM[234]!.x, LM[454]!.y - LM[234]!.y);

/** The head's centre, roughly: between the face's sides, a face width behind them. */
const centre = () => ({
  x: (LM[234]!.x + LM[454]!.x) / 2,
  y: (LM[234]!.y + LM[454]!.y) / 2,
  z: (LM[234]!.z! + LM[454]!.z!) / 2 + 0.3 * FW,
});

/** The fixture turned about the vertical through the head's centre: positive takes the nose to image left. */
function turned(lm: Landmarks, degrees: number): Landmarks {
  const c = centre();
  const a = degrees * DEG;
  return lm.map((p) => {
    const x = p.x - c.x;
    const z = (p.z ?? 0) - c.z;
    return { x: c.x + x * Math.cos(a) + z * Math.sin(a), y: p.y, z: c.z - x * Math.sin(a) + z * Math.cos(a) };
  });
}

/** The fixture tilted in the picture's plane (clockwise on screen for positive degrees). */
function rolled(lm: Landmarks, degrees: number): Landmarks {
  const c = centre();
  const a = degrees * DEG;
  return lm.map((p) => {
    const x = p.x - c.x;
    const y = p.y - c.y;
    return { x: c.x + x * Math.cos(a) - y * Math.sin(a), y: c.y + x * Math.sin(a) + y * Math.cos(a), z: p.z };
  });
}

const mirrored = (lm: Landmarks): Landmarks => lm.map((p) => ({ ...p, x: 512 - p.x }));
const scaled = (lm: Landmarks, k: number): Landmarks =>
  lm.map((p) => ({ x: p.x * k, y: p.y * k, z: (p.z ?? 0) * k }));

describe('the head pose: a rigid fit of stable landmarks to the reference head', () => {
  it('fits the near-frontal sample closely, facing the camera', () => {
    const fit = fitHead(LM)!;
    expect(fit.mirrored).toBe(false);
    expect(fit.rms).toBeLessThan(4);
    const t = turnOf(fit);
    expect(Math.abs(t.yaw)).toBeLessThan(6 * DEG);
    expect(Math.abs(t.roll)).toBeLessThan(6 * DEG);
  });

  it('recovers a turn of the head, either way, and a tilt', () => {
    const base = turnOf(fitHead(LM)!);
    for (const deg of [-35, -15, 15, 35]) {
      const t = turnOf(fitHead(turned(LM, deg))!);
      expect(t.yaw - base.yaw).toBeCloseTo(-deg * DEG, 1);
    }
    const r = turnOf(fitHead(rolled(LM, 20))!);
    expect(Math.abs(r.roll - base.roll)).toBeCloseTo(20 * DEG, 1);
  });

  it('knows a mirror image and keeps the subject’s left on the subject’s left', () => {
    const fit = fitHead(mirrored(LM))!;
    expect(fit.mirrored).toBe(true);
    expect(fit.rms).toBeLessThan(4);
    // the reference's left eye corner (263) lands on the mirrored picture's 263
    const p = headPoint(fit, [44.4, 1.3, -2.5]);
    const m = mirrored(LM)[263]!;
    expect(Math.hypot(p[0] - m.x, -p[1] - m.y)).toBeLessThan(4 * fit.scale);
  });

  it('scales from the iris: 11.7 mm across, twice the picture twice the pixels', () => {
    const iris = Math.max(
      Math.hypot(LM[469]!.x - LM[471]!.x, LM[469]!.y - LM[471]!.y, LM[469]!.z! - LM[471]!.z!),
      Math.hypot(LM[470]!.x - LM[472]!.x, LM[470]!.y - LM[472]!.y, LM[470]!.z! - LM[472]!.z!),
    );
    const k = pixelsPerMm(LM);
    expect(k).toBeGreaterThan((0.8 * iris) / IRIS_MM);
    expect(k).toBeLessThan((1.2 * iris) / IRIS_MM);
    expect(pixelsPerMm(scaled(LM, 2))).toBeCloseTo(2 * k, 6);
    // without iris points, the eye corners stand in for the pupils
    expect(pixelsPerMm(LM.slice(0, 468))).toBeGreaterThan(0.5 * k);
  });
});

describe('the ear lobes, estimated from the face oval by the ear', () => {
  it('sit just outside the face’s side, below the eyes and above the jaw, on both sides', () => {
    const frame = headFrame(LM)!;
    for (const [side, edge] of [
      ['right', 234],
      ['left', 454],
    ] as const) {
      const lobe = lobeOf(frame, side);
      const p = { x: lobe.at[0], y: -lobe.at[1] };
      expect(lobe.visible).toBe(true);
      const outside = side === 'right' ? LM[edge]!.x - p.x : p.x - LM[edge]!.x;
      expect(outside).toBeGreaterThan(-0.02 * FW);
      expect(outside).toBeLessThan(0.08 * FW);
      expect(p.y).toBeGreaterThan(LM[edge]!.y);
      expect(p.y).toBeLessThan(LM[152]!.y);
    }
  });

  it('hides the ear turned away and keeps the one turned toward the camera', () => {
    // positive: the nose to image left, the subject's right ear (image left) turned away
    const frame = headFrame(turned(LM, 40))!;
    expect(lobeOf(frame, 'right').visible).toBe(false);
    expect(lobeOf(frame, 'left').visible).toBe(true);
  });

  it('sways after a sideways jerk, then settles; a still picture hangs plumb', () => {
    const sway = new Sway();
    expect(sway.step(0, 0, 0)).toBe(0);
    let t = 0;
    let x = 0;
    let peak = 0;
    for (let i = 0; i < 8; i++) {
      t += 33;
      x += i < 3 ? 6 : 0;
      peak = Math.max(peak, Math.abs(sway.step(x, 0, t)));
    }
    expect(peak).toBeGreaterThan(0.02);
    let last = 0;
    for (let i = 0; i < 60; i++) {
      t += 33;
      last = sway.step(x, 0, t);
    }
    expect(Math.abs(last)).toBeLessThan(0.2 * peak);
    // a pause (or the next still) starts at rest
    expect(sway.step(x + 50, 0, t + 2000)).toBe(0);
  });
});
