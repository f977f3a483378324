import { describe, expect, it } from 'vitest';
import { boundsOf, faceCrop, handCrop, intoCrop, stageScale } from '../../client/tryon/framing';
import type { Pt } from '../../client/tryon/types';
import fixture from '../fixtures/astronaut-landmarks.json';
import handFixture from '../fixtures/hand-landmarks.json';

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

describe('a hand page’s still (issue 23)', () => {
  const hand: Pt[] = handFixture.points.map(([x, y]) => ({ x: x!, y: y! }));
  const whole = { x: 0, y: 0, w: 2000, h: 1500 };

  it('frames the hand and its wrist, square, inside the picture', () => {
    const crop = handCrop([hand], whole);
    const box = boundsOf(hand);
    expect(crop.w).toBe(crop.h);
    expect(crop.x).toBeLessThan(box.x);
    expect(crop.x + crop.w).toBeGreaterThan(box.x + box.w);
    // Room below the wrist point (landmark 0) for a watch or a bracelet.
    expect(crop.y + crop.h).toBeGreaterThan(hand[0]!.y + (hand[0]!.y - hand[9]!.y) * 0.9);
    expect(crop.x).toBeGreaterThanOrEqual(0);
    expect(crop.y + crop.h).toBeLessThanOrEqual(whole.h);
  });

  it('keeps the whole picture when no hand is found, or the hand fills it', () => {
    expect(handCrop([], whole)).toEqual(whole);
    expect(handCrop([hand], { x: 0, y: 0, w: 640, h: 480 })).toEqual({ x: 0, y: 0, w: 640, h: 480 });
  });
});
