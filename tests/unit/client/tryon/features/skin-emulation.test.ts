import { describe, expect, it } from 'vitest';
import { skinEmulationOptions } from '../../../../../client/tryon/features/skin-emulation/options';
import { at, NOSE_TIP } from '../../../../../client/tryon/geometry/landmarks';
import { pointInPolygon } from '../../../../../client/tryon/geometry/polygon';
import { faceOval } from '../../../../../client/tryon/geometry/zones';
import { faceFrame, LM, passOf, stateWith } from './support';

describe('skin emulation (features/skin-emulation)', () => {
  const emulation = { smooth: 0.6, even: 0.5, bright: 0.3 };

  it("is on with the page's strengths", () => {
    expect(skinEmulationOptions(stateWith({}))).toBeNull();
    expect(skinEmulationOptions(stateWith({ emulation }))).toEqual(emulation);
  });

  it('works on the face oval (the nose in it, the forehead top above it)', () => {
    const [oval] = passOf('skin-emulation').region(stateWith({ emulation }), faceFrame());
    expect(oval).toEqual(faceOval(LM));
    expect(pointInPolygon(at(LM, NOSE_TIP), oval!)).toBe(true);
    expect(pointInPolygon(at(LM, 10), oval!)).toBe(false);
  });
});
