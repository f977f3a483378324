import { describe, expect, it } from 'vitest';
import { RESHAPE_PRESET, reshapeOptions } from '../../../../../client/tryon/features/reshape/options';
import { reshapeRegion } from '../../../../../client/tryon/features/reshape/pass';
import { at, CHIN } from '../../../../../client/tryon/geometry/landmarks';
import { bbox, pointInPolygon } from '../../../../../client/tryon/geometry/polygon';
import { faceFrame, LM, passOf, stateWith } from './support';

describe('face reshaping (features/reshape)', () => {
  it('is on with its strengths', () => {
    expect(reshapeOptions(stateWith({}))).toBeNull();
    expect(reshapeOptions(stateWith({ reshape: { ...RESHAPE_PRESET } }))).toEqual(RESHAPE_PRESET);
  });

  it('changes a box around the jaw, the eyes and the lips, inside the frame', () => {
    const [box] = passOf('reshape').region(stateWith({ reshape: { ...RESHAPE_PRESET } }), faceFrame());
    expect(box).toHaveLength(4);
    expect(pointInPolygon(at(LM, CHIN), box!)).toBe(true);
    expect(pointInPolygon(at(LM, 468), box!)).toBe(true);
    const b = bbox(box!);
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.w).toBeLessThanOrEqual(512);
  });

  it('a stronger jaw reaches no less far; only the lips change a smaller box', () => {
    const lips = bbox(...reshapeRegion(LM, { ...zero(), lips: 0.5 }, 512, 512));
    const all = bbox(...reshapeRegion(LM, { ...RESHAPE_PRESET }, 512, 512));
    expect(lips.w * lips.h).toBeLessThan(all.w * all.h);
    expect(reshapeRegion(LM.slice(0, 10), { ...RESHAPE_PRESET }, 512, 512)).toEqual([]);
  });
});

function zero() {
  return { jaw: 0, cheeks: 0, chin: 0, nose: 0, eyes: 0, brows: 0, lips: 0 };
}
