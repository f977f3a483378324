import { describe, expect, it } from 'vitest';
import { faceWearOptions } from '../../../../../client/tryon/features/wear-face/options';
import { faceWearRegion } from '../../../../../client/tryon/features/wear-face/pass';
import { handWearOptions } from '../../../../../client/tryon/features/wear-hand/options';
import { handWearRegion } from '../../../../../client/tryon/features/wear-hand/pass';
import { at, CHIN } from '../../../../../client/tryon/geometry/landmarks';
import { bbox, centroid, pointInPolygon } from '../../../../../client/tryon/geometry/polygon';
import { earLobes } from '../../../../../client/tryon/wear/head';
import type { Wearable } from '../../../../../shared/wear';
import { HAND, LM, stateWith } from './support';

const piece = (kind: Wearable['kind'], extra: Partial<Wearable> = {}): Wearable =>
  ({ kind, color: '#d4af37', ...extra }) as Wearable;

describe('things worn on the face (features/wear-face)', () => {
  it('is on for the pieces on a face page, off on a hand page', () => {
    const wear = [piece('hat')];
    expect(faceWearOptions(stateWith({ wear }))?.pieces).toEqual(wear);
    expect(faceWearOptions(stateWith({ wear, target: 'hands' }))).toBeNull();
    expect(faceWearOptions(stateWith({}))).toBeNull();
  });

  it('anchors earrings at the ear lobes, a necklace below the chin, eyewear across the eyes', () => {
    const lobes = earLobes(LM);
    const earrings = faceWearRegion(LM, [piece('earrings')]);
    expect(earrings).toHaveLength([lobes.right, lobes.left].filter((l) => l.visible).length);
    for (const square of earrings) {
      const near = [lobes.right, lobes.left].some((l) => pointInPolygon(l, square));
      expect(near).toBe(true);
    }
    const [chain] = faceWearRegion(LM, [piece('necklace')]);
    expect(bbox(chain!).y).toBeGreaterThan(at(LM, CHIN).y);
    const [glasses] = faceWearRegion(LM, [piece('eyewear')]);
    expect(pointInPolygon(at(LM, 468), glasses!)).toBe(true);
    expect(pointInPolygon(at(LM, 473), glasses!)).toBe(true);
    expect(pointInPolygon(at(LM, CHIN), glasses!)).toBe(false);
  });

  it('puts a hat and a headband above the forehead, and nothing for a piece it cannot colour', () => {
    const [hat] = faceWearRegion(LM, [piece('hat')]);
    const [band] = faceWearRegion(LM, [piece('headband')]);
    const brows = at(LM, 105).y;
    expect(bbox(hat!).y).toBeLessThan(brows);
    // The band follows the hairline: its middle is over the forehead top, its ends at the temples.
    expect(bbox(band!).y).toBeLessThan(at(LM, 10).y);
    expect(centroid(band!).y).toBeLessThan(brows);
    expect(faceWearRegion(LM, [piece('hat', { color: 'not a colour' })])).toEqual([]);
  });
});

describe('things worn on the hand (features/wear-hand)', () => {
  it('is on for the pieces on a hand page', () => {
    const wear = [piece('nail')];
    expect(handWearOptions(stateWith({ wear, target: 'hands' }))?.pieces).toEqual(wear);
    expect(handWearOptions(stateWith({ wear }))).toBeNull();
  });

  it('paints five nails, one ring on its finger and a watch on the wrist of each hand', () => {
    const hand = { lm: HAND, label: 'Right' };
    expect(handWearRegion([hand], [piece('nail')])).toHaveLength(5);
    const [ring] = handWearRegion([hand], [piece('ring', { finger: 'index' })]);
    const [onRing] = handWearRegion([hand], [piece('ring', { finger: 'ring' })]);
    expect(ring).toHaveLength(4);
    expect(bbox(ring!).x).not.toBeCloseTo(bbox(onRing!).x, 0);
    const [watch] = handWearRegion([hand], [piece('watch')]);
    expect(pointInPolygon(HAND[0]!, watch!) || bbox(watch!).y > HAND[9]!.y).toBe(true);
    expect(handWearRegion([hand, hand], [piece('nail')])).toHaveLength(10);
    expect(handWearRegion([], [piece('nail')])).toEqual([]);
  });
});
