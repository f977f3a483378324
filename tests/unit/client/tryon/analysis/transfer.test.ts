import { describe, expect, it } from 'vitest';
import { hexToLab } from '../../../../../client/tryon/analysis/color';
import { readLook } from '../../../../../client/tryon/analysis/transfer';
import type { Pixels } from '../../../../../client/tryon/analysis/types';
import { SIDES } from '../../../../../client/tryon/geometry/landmarks';
import { ellipsePolygon, pointInPolygon } from '../../../../../client/tryon/geometry/polygon';
import { blushEllipse, lidBand, lipsInner, lipsOuter } from '../../../../../client/tryon/geometry/zones';
import type { Landmarks, Pt } from '../../../../../client/tryon/types';
import fixture from '../../../../fixtures/astronaut-landmarks.json';

const LM: Landmarks = fixture.points.map(([x, y]) => ({ x: x!, y: y! }));
const SIZE = 512;
const SKIN = [214, 172, 146];

/** A made face: skin everywhere, then each painted zone in its colour. */
function face(paint: { polys: Pt[][]; hole?: Pt[]; rgb: number[] }[]): Pixels {
  const data = new Uint8ClampedArray(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const p = { x: x + 0.5, y: y + 0.5 };
      let rgb = SKIN;
      for (const z of paint) {
        if (z.polys.some((poly) => pointInPolygon(p, poly)) && !(z.hole && pointInPolygon(p, z.hole)))
          rgb = z.rgb;
      }
      data.set([...rgb, 255], (y * SIZE + x) * 4);
    }
  }
  return { data, width: SIZE, height: SIZE, x: 0, y: 0 };
}

const dE = (a: string, rgb: number[]) => {
  const p = hexToLab(a);
  const q = hexToLab(`#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`);
  return Math.hypot(p.L - q.L, p.a - q.a, p.b - q.b);
};

describe('makeup transfer reads a look from a face (issue 24)', () => {
  it('reads the lips, the lids and the cheeks of a made-up face', () => {
    const lips = [168, 30, 60];
    const lids = [120, 80, 130];
    const cheeks = [226, 150, 140];
    const look = readLook(
      face([
        { polys: SIDES.map((s) => ellipsePolygon(blushEllipse(LM, s))), rgb: cheeks },
        { polys: SIDES.map((s) => lidBand(LM, s)), rgb: lids },
        { polys: [lipsOuter(LM)], hole: lipsInner(LM), rgb: lips },
      ]),
      LM,
    )!;
    expect(look.products.map((p) => p.type).sort()).toEqual(['blush', 'eyeshadow', 'lipstick']);
    expect(dE(look.zones.lips!, lips)).toBeLessThan(3);
    // The pigment is pushed past the seen colour, away from the skin: further from the skin than seen.
    expect(dE(look.zones.eyes!, SKIN)).toBeGreaterThan(dE(look.zones.eyes!, lids));
    expect(look.zones.brows).toBeNull();
  });

  it('a bare face gives lip colour only (the lips always have one), nothing for lids or cheeks', () => {
    const look = readLook(face([{ polys: [lipsOuter(LM)], hole: lipsInner(LM), rgb: [190, 120, 115] }]), LM)!;
    expect(look.products.map((p) => p.type)).toEqual(['lipstick']);
    expect(look.zones.eyes).toBeNull();
    expect(look.zones.cheeks).toBeNull();
  });
});
