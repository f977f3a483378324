import { describe, expect, it } from 'vitest';
import type { Landmarks } from '../../../../../client/tryon/types';
import { lobeOf } from '../../../../../client/tryon/wear3d/earring-fit';
import {
  brimFront,
  earTop,
  fitHat,
  HAIR_MM,
  HAT_SHAPES,
  type HatStyle,
  headbandPath,
  imageOf,
  openingInImage,
} from '../../../../../client/tryon/wear3d/hat-fit';
import { headFrame } from '../../../../../client/tryon/wear3d/head-frame';
import { SKULL } from '../../../../../client/tryon/wear3d/skull';
import fixture from '../../../../fixtures/astronaut-landmarks.json';

const LM: Landmarks = fixture.points.map(([x, y, z]) => ({ x: x!, y: y!, z: z! }));
const STYLES = Object.keys(HAT_SHAPES) as HatStyle[];
const frame = headFrame(LM)!;
/** The brows' top in the picture (y down): the highest of the upper brow points. */
const BROW_Y = Math.min(...[105, 334, 66, 296, 107, 336].map((i) => LM[i]!.y));
const FACE_H = LM[152]!.y - LM[10]!.y;

/** The fixture scaled about its centre in the picture (a face nearer the camera). */
const scaled = (f: number): Landmarks =>
  LM.map((p) => ({ x: 300 + (p.x - 300) * f, y: 300 + (p.y - 300) * f, z: (p.z ?? 0) * f }));

describe('a hat on the sample face', () => {
  it.each(STYLES)(
    '%s: the opening is as wide as the head (the face’s sides and a layer of hair)',
    (style) => {
      const fit = fitHat(frame, style);
      const o = openingInImage(frame, fit);
      const width = Math.hypot(o.left.x - o.right.x, o.left.y - o.right.y);
      // wider than the face measured at 234 ↔ 454, never a size larger
      expect(width / frame.faceWidth).toBeGreaterThan(1.02);
      expect(width / frame.faceWidth).toBeLessThan(1.25);
      // centred on the face
      expect(Math.abs((o.left.x + o.right.x) / 2 - (LM[234]!.x + LM[454]!.x) / 2)).toBeLessThan(
        0.03 * frame.faceWidth,
      );
      // it encloses the occluder's skull at its height (the invisible head never cuts through the crown)
      expect(fit.a).toBeGreaterThanOrEqual(SKULL.radii[0] * 0.9 + HAIR_MM);
      expect(fit.origin[2] - fit.b).toBeLessThan(SKULL.centre[2] - SKULL.radii[2]);
    },
  );

  it.each(STYLES)(
    '%s: the front edge lies above the brows and no higher than the forehead’s top',
    (style) => {
      const fit = fitHat(frame, style);
      const front = imageOf(frame, brimFront(fit, style));
      expect(front.y).toBeLessThan(BROW_Y - 0.02 * FACE_H);
      // on the head, not floating over the hair: at most a tenth of the face's height above landmark 10
      expect(front.y).toBeGreaterThan(LM[10]!.y - 0.1 * FACE_H);
      expect(Math.abs(front.x - LM[9]!.x)).toBeLessThan(0.05 * frame.faceWidth);
    },
  );

  it('the opening follows the head’s size: a face twice as large gets a hat twice as wide', () => {
    const big = headFrame(scaled(2))!;
    const w = (f: typeof frame) => {
      const o = openingInImage(f, fitHat(f, 'boater'));
      return o.left.x - o.right.x;
    };
    expect(Math.abs(w(big) / w(frame)) - 2).toBeLessThan(0.02);
  });
});

describe('a headband on the sample face', () => {
  const path = headbandPath(frame);

  it('runs from near one ear over the crown to near the other', () => {
    for (const [side, p] of [
      ['right', path.points[1]!],
      ['left', path.points.at(-2)!],
    ] as const) {
      const ear = earTop(lobeOf(frame, side).head, side);
      expect(Math.hypot(p[0] - ear[0], p[1] - ear[1], p[2] - ear[2])).toBeLessThan(32);
      // outside the face's side (over the hair by the ear), on that side
      expect(Math.sign(p[0])).toBe(side === 'left' ? 1 : -1);
      expect(Math.abs(p[0])).toBeGreaterThan(Math.abs(frame.head(side === 'left' ? 356 : 127)[0]));
    }
    // over the crown: its top above the forehead's top, behind the hairline
    const top = path.points.reduce((hi, p) => (p[1] > hi[1] ? p : hi));
    expect(top[1]).toBeGreaterThan(frame.head(10)[1] + 25);
    expect(top[2]).toBeLessThan(frame.head(10)[2]);
    expect(Math.abs(top[0])).toBeLessThan(3);
  });

  it('follows the head’s curve: every point on the hair over the skull, normals outward', () => {
    const [cx, cy, cz] = SKULL.centre;
    for (let i = 0; i < path.points.length; i++) {
      const p = path.points[i]!;
      const n = path.normals[i]!;
      const out = [p[0] - cx, p[1] - cy, p[2] - cz];
      expect(out[0]! * n[0] + out[1]! * n[1] + out[2]! * n[2]).toBeGreaterThan(0);
      // outside the skull (hair between), within a few centimetres of it
      const r = Math.hypot(out[0]! / SKULL.radii[0], out[1]! / SKULL.radii[1], out[2]! / SKULL.radii[2]);
      expect(r).toBeGreaterThan(1);
      expect(r).toBeLessThan(1.25);
    }
    // in the picture, the band's top is above the forehead
    const top = imageOf(frame, path.points[Math.floor(path.points.length / 2)]!);
    expect(top.y).toBeLessThan(LM[10]!.y);
  });
});
