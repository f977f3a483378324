import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { skinAnalysis } from '../../../../../client/tryon/analysis/skin';
import type { Pixels } from '../../../../../client/tryon/analysis/types';
import { pointInPolygon } from '../../../../../client/tryon/geometry/polygon';
import { faceOval } from '../../../../../client/tryon/geometry/zones';
import fixture from '../../../../fixtures/astronaut-landmarks.json';

/** The sample photo's pixels (the stored landmarks were found on it), optionally scaled and blurred. */
async function sample(k = 1, blur = 0): Promise<Pixels> {
  let s = sharp('client/tryon/assets/sample-astronaut.png').resize(Math.round(512 * k));
  if (blur) s = s.blur(blur * k);
  const { data, info } = await s.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height, x: 0, y: 0 };
}
const lmAt = (k: number) => fixture.points.map(([x, y, z]) => ({ x: x! * k, y: y! * k, z: z! * k }));

describe('skin marks on the sample photo (decision 0320)', () => {
  it('finds the freckles, and the spots score counts them', async () => {
    const bare = skinAnalysis(await sample(), lmAt(1));
    expect(bare.marks.spots.length).toBeGreaterThanOrEqual(10);
    expect(Number(bare.raw.ageSpots)).toBeLessThan(90);
    const oval = faceOval(lmAt(1));
    for (const s of bare.marks.spots) expect(pointInPolygon(s, oval)).toBe(true);
  });

  it('a smoothed copy loses its spots and pores, and scores better', async () => {
    const bare = skinAnalysis(await sample(), lmAt(1));
    const smooth = skinAnalysis(await sample(1, 1.5), lmAt(1));
    expect(smooth.marks.spots.length).toBeLessThan(bare.marks.spots.length);
    expect(smooth.marks.pores.length).toBeLessThan(bare.marks.pores.length);
    expect(Number(smooth.raw.ageSpots)).toBeGreaterThan(Number(bare.raw.ageSpots));
  });

  it('marks every concern, and the spots score is of a like size at 1.5× the scale', async () => {
    const a = skinAnalysis(await sample(), lmAt(1));
    const b = skinAnalysis(await sample(1.5), lmAt(1.5));
    for (const k of ['spots', 'wrinkles', 'pores', 'redness', 'darkCircles'] as const) {
      expect(a.marks[k].length, k).toBeGreaterThan(0);
    }
    expect(Math.abs(Number(a.raw.ageSpots) - Number(b.raw.ageSpots))).toBeLessThanOrEqual(15);
  });
});
