import { describe, expect, it } from 'vitest';
import { RESHAPE_PRESET } from '../../../../../client/tryon/features/reshape/options';
import { trackingOptions } from '../../../../../client/tryon/features/tracking/options';
import { pointInPolygon, polygonArea } from '../../../../../client/tryon/geometry/polygon';
import { faceOval } from '../../../../../client/tryon/geometry/zones';
import { faceFrame, LM, passOf, stateWith } from './support';

describe('the tracking dots (features/tracking)', () => {
  it('are off while anything else is drawn on the face or analysed', () => {
    expect(trackingOptions(stateWith({}))).toEqual({ every: 3 });
    expect(trackingOptions(stateWith({ makeup: true }))).toBeNull();
    expect(trackingOptions(stateWith({ analysis: 'shadefinder' }))).toBeNull();
    expect(trackingOptions(stateWith({ emulation: { smooth: 0, even: 0, bright: 0 } }))).toBeNull();
    expect(trackingOptions(stateWith({ reshape: { ...RESHAPE_PRESET } }))).toBeNull();
  });

  it('cover every landmark: their region is the hull of all of them', () => {
    const [hull] = passOf('tracking').region(stateWith({}), faceFrame());
    expect(polygonArea(hull!)).toBeGreaterThan(polygonArea(faceOval(LM)));
    const inside = LM.filter((p) => pointInPolygon(p, hull!)).length;
    expect(inside).toBeGreaterThan(LM.length * 0.9);
  });

  it('draw a dot every third landmark', () => {
    const dots: number[] = [];
    const ctx = { canvas: { width: 512 }, fillStyle: '', fillRect: (x: number) => dots.push(x) };
    passOf('tracking').draw(ctx as unknown as CanvasRenderingContext2D, faceFrame(), stateWith({}));
    expect(dots).toHaveLength(Math.ceil(LM.length / 3));
  });
});
