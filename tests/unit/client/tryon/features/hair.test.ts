import { describe, expect, it } from 'vitest';
import { hairDyeOptions, READ_TINT } from '../../../../../client/tryon/features/hair-dye/options';
import { hairStyleOptions } from '../../../../../client/tryon/features/hair-style/options';
import { hairArea } from '../../../../../client/tryon/features/hair-style/pass';
import { at, CHIN, FOREHEAD_TOP, NOSE_TIP } from '../../../../../client/tryon/geometry/landmarks';
import { pointInPolygon } from '../../../../../client/tryon/geometry/polygon';
import { lerp } from '../../../../../client/tryon/geometry/vector';
import { faceFrame, LM, passOf, stateWith } from './support';

describe('hair colour, beard dye and the indicators (features/hair-dye)', () => {
  const dye = { target: 'beard' as const, color: '#2b1b12' };

  it('paints the dye, or the read tint for the indicators, where the dye or the reading looks', () => {
    expect(hairDyeOptions(stateWith({}))).toBeNull();
    expect(hairDyeOptions(stateWith({ dye }))).toEqual({ target: 'beard', paint: dye, read: false });
    expect(hairDyeOptions(stateWith({ hairRead: true }))).toEqual({
      target: 'hair',
      paint: READ_TINT,
      read: true,
    });
  });

  it('needs the person mask to draw', () => {
    expect(passOf('hair-dye').active(stateWith({ dye }), faceFrame())).toBe(false);
    expect(passOf('hair-dye').active(stateWith({ dye }), faceFrame({ mask: true }))).toBe(true);
    expect(passOf('hair-dye').region(stateWith({ dye }), faceFrame())).toEqual([]);
  });

  it('looks for a beard on the lower face, for hair on the head above the forehead', () => {
    const [beard] = passOf('hair-dye').region(stateWith({ dye }), faceFrame({ mask: true }));
    // Between the lower lip (17) and the chin point, which lies on the area's edge.
    expect(pointInPolygon(lerp(at(LM, 17), at(LM, CHIN), 0.5), beard!)).toBe(true);
    expect(pointInPolygon(at(LM, FOREHEAD_TOP), beard!)).toBe(false);
    const [hair] = hairArea(LM, 'hair');
    expect(pointInPolygon(at(LM, NOSE_TIP), hair!)).toBe(false);
    for (const p of hair!) expect(p.y).toBeLessThan(at(LM, NOSE_TIP).y);
  });
});

describe('hair and beard styles (features/hair-style)', () => {
  it('draws the overlay of its kind where that kind grows', () => {
    const bob = { kind: 'hairstyle' as const, style: 'bob', color: '#3b2a20' };
    const goatee = { kind: 'beardstyle' as const, style: 'goatee', color: '#3b2a20' };
    expect(hairStyleOptions(stateWith({ styleOverlay: bob }))).toEqual(bob);
    expect(passOf('hair-style').region(stateWith({ styleOverlay: bob }), faceFrame())).toEqual(
      hairArea(LM, 'hair'),
    );
    expect(passOf('hair-style').region(stateWith({ styleOverlay: goatee }), faceFrame())).toEqual(
      hairArea(LM, 'beard'),
    );
    expect(hairArea(LM.slice(0, 5), 'hair')).toEqual([]);
  });
});
