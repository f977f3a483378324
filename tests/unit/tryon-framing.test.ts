import { describe, expect, it } from 'vitest';
import { boundsOf, faceCrop, intoCrop, stageScale } from '../../client/tryon/framing';
import type { Pt } from '../../client/tryon/types';
import fixture from '../fixtures/astronaut-landmarks.json';

/** docs/tryon.md "Inputs": a still photo is framed on the face, from landmarks the engine found. */
const lm: Pt[] = fixture.points.map(([x, y, z]) => ({ x: x!, y: y!, z: z! }));

describe('framing a photo on the face', () => {
  it('crops 4:5 around the face, inside the photo, with the whole face in it', () => {
    const crop = faceCrop(lm, fixture.width, fixture.height);
    const face = boundsOf(lm);
    expect(crop.w / crop.h).toBeCloseTo(0.8, 1);
    expect(crop.x).toBeGreaterThanOrEqual(0);
    expect(crop.y).toBeGreaterThanOrEqual(0);
    expect(crop.x + crop.w).toBeLessThanOrEqual(fixture.width);
    expect(crop.y + crop.h).toBeLessThanOrEqual(fixture.height);
    expect(crop.x).toBeLessThan(face.x);
    expect(crop.y).toBeLessThan(face.y);
    expect(crop.x + crop.w).toBeGreaterThan(face.x + face.w);
    expect(crop.y + crop.h).toBeGreaterThan(face.y + face.h);
    // the sample's face is small: the crop is much smaller than the photo
    expect(crop.w * crop.h).toBeLessThan(fixture.width * fixture.height * 0.5);
  });

  it('keeps the whole picture when the face fills it', () => {
    const big = lm.map((p) => ({ x: (p.x - 150) * 4, y: (p.y - 60) * 4 }));
    expect(faceCrop(big, 400, 500)).toEqual({ x: 0, y: 0, w: 400, h: 500 });
  });

  it('scales small crops up and big ones down, and moves landmarks with the crop', () => {
    expect(stageScale({ x: 0, y: 0, w: 160, h: 200 })).toBeCloseTo(3.2);
    expect(stageScale({ x: 0, y: 0, w: 2000, h: 1000 })).toBeCloseTo(0.512);
    expect(stageScale({ x: 0, y: 0, w: 700, h: 800 })).toBe(1);
    const [p] = intoCrop([{ x: 110, y: 60 }], { x: 100, y: 50, w: 10, h: 10 }, 2);
    expect(p).toEqual({ x: 20, y: 20, z: 0 });
  });
});
