import { describe, expect, it } from 'vitest';
import { makeupOptions } from '../../../../../client/tryon/features/makeup/options';
import { makeupRegion } from '../../../../../client/tryon/features/makeup/pass';
import { transferOptions } from '../../../../../client/tryon/features/transfer/options';
import { centroid, pointInPolygon } from '../../../../../client/tryon/geometry/polygon';
import { faceOval, lipsOuter } from '../../../../../client/tryon/geometry/zones';
import { emptyFrame, FOUNDATION, faceFrame, LIPSTICK, LM, passOf, stateWith } from './support';

describe('makeup and transfer (features/makeup, features/transfer)', () => {
  it('are on only with products to draw', () => {
    expect(makeupOptions(stateWith({ makeup: true, products: [] }))).toBeNull();
    expect(makeupOptions(stateWith({ makeup: false, products: [LIPSTICK] }))).toBeNull();
    expect(makeupOptions(stateWith({ makeup: true, products: [LIPSTICK] }))?.products).toEqual([LIPSTICK]);
    expect(transferOptions(stateWith({ makeup: true, products: [LIPSTICK] }))).toBeNull();
    expect(transferOptions(stateWith({ transfer: true, products: [LIPSTICK] }))?.products).toEqual([
      LIPSTICK,
    ]);
  });

  it('paint the zones of their products, base first whatever the order given', () => {
    const region = makeupRegion(LM, [LIPSTICK, FOUNDATION]);
    expect(region).toEqual([faceOval(LM), lipsOuter(LM)]);
    expect(pointInPolygon(centroid(lipsOuter(LM)), region[1]!)).toBe(true);
  });

  it('leave out products that are not drawn (unreadable colour, zero intensity)', () => {
    expect(
      makeupRegion(LM, [
        { ...LIPSTICK, color: 'nope' },
        { ...FOUNDATION, intensity: 0 },
      ]),
    ).toEqual([]);
    expect(makeupRegion(LM.slice(0, 100), [LIPSTICK])).toEqual([]);
  });

  it('give the pass region of the state, and nothing on a frame without a face', () => {
    const state = stateWith({ transfer: true, makeup: true, products: [LIPSTICK] });
    expect(passOf('transfer').region(state, faceFrame())).toEqual([lipsOuter(LM)]);
    expect(passOf('makeup').region(state, faceFrame())).toEqual([lipsOuter(LM)]);
    expect(passOf('makeup').region(state, emptyFrame())).toEqual([]);
  });
});
