import { describe, expect, it } from 'vitest';
import { shadowBand } from '../../../../../client/tryon/effects/eyes';
import {
  LASH_SPECS,
  lashLine,
  lengthProfile,
  lowerStrands,
  strandRibbon,
  upperStrands,
} from '../../../../../client/tryon/effects/lash-strands';
import { lipContours, sheenBand } from '../../../../../client/tryon/effects/lip-sheen';
import { edgeSoftness } from '../../../../../client/tryon/effects/softness';
import {
  centroid,
  eyeOpening,
  faceUp,
  linerPath,
  lipsInner,
  lipsOuter,
  type Polygon,
  pointInPolygon,
  points,
  polygonArea,
  SIDES,
  sideSet,
} from '../../../../../client/tryon/geometry';
import { LASH_STYLES, type Landmarks } from '../../../../../client/tryon/types';
import fixture from '../../../../fixtures/astronaut-landmarks.json';

/** The engine's landmarks of the public-domain sample photo (tests/fixtures). */
const LM: Landmarks = fixture.points.map(([x, y, z]) => ({ x: x!, y: y!, z: z! }));
const UP = faceUp(LM);
const along = (v: { x: number; y: number }) => v.x * UP.x + v.y * UP.y;

describe('lash strands (effects/lash-strands.ts)', () => {
  it.each(SIDES)('%s eye: every root on the lid margin, every strand outside the opening', (side) => {
    const path = linerPath(LM, side);
    const opening = eyeOpening(LM, side);
    for (const style of LASH_STYLES) {
      const strands = upperStrands(path, style, UP, 3);
      expect(strands).toHaveLength(LASH_SPECS[style].count);
      for (const l of strands) {
        // rooted within a few % of an eye width of the lid line
        const gap = Math.min(...path.lid.map((p) => Math.hypot(p.x - l.from.x, p.y - l.from.y)));
        expect(gap).toBeLessThan(0.04 * path.eyeWidth);
        // the whole ribbon (root to tip) stays out of the eye opening: never over the iris
        for (const q of strandRibbon(l).filter((_, i, r) => i % 3 === 0 || i === r.length - 1)) {
          expect(pointInPolygon(q, opening)).toBe(false);
        }
        expect(along({ x: l.to.x - l.from.x, y: l.to.y - l.from.y })).toBeGreaterThan(0);
      }
    }
  });

  it.each(SIDES)('%s eye: roots never run past the ends of the lash line', (side) => {
    const path = linerPath(LM, side);
    const inner = path.lid[0]!;
    const outer = path.lid[path.lid.length - 1]!;
    const axis = { x: outer.x - inner.x, y: outer.y - inner.y };
    const len2 = axis.x ** 2 + axis.y ** 2;
    for (const l of upperStrands(path, 'dramatic', UP, 5)) {
      const t = ((l.from.x - inner.x) * axis.x + (l.from.y - inner.y) * axis.y) / len2;
      expect(t).toBeGreaterThan(-0.02);
      expect(t).toBeLessThan(1.02);
    }
  });

  it('styles differ as products do: natural < volume < dramatic in count, length and ink', () => {
    const path = linerPath(LM, 'right');
    const ink = (style: (typeof LASH_STYLES)[number]) =>
      upperStrands(path, style, UP, 1).reduce((s, l) => s + polygonArea(strandRibbon(l)), 0);
    const meanLength = (style: (typeof LASH_STYLES)[number]) => {
      const ls = upperStrands(path, style, UP, 1);
      return ls.reduce((s, l) => s + Math.hypot(l.to.x - l.from.x, l.to.y - l.from.y), 0) / ls.length;
    };
    expect(ink('natural')).toBeLessThan(ink('volume'));
    expect(ink('volume')).toBeLessThan(ink('dramatic'));
    expect(meanLength('natural')).toBeLessThan(meanLength('volume'));
    expect(meanLength('volume')).toBeLessThan(meanLength('dramatic'));
    // natural has no lower lashes; dramatic does, pointing away from the opening
    const lower = points(LM, sideSet('right').lower);
    const open = centroid(eyeOpening(LM, 'right'));
    expect(lowerStrands(lower, open, 'natural', path.eyeWidth, 1)).toHaveLength(0);
    const drama = lowerStrands(lower, open, 'dramatic', path.eyeWidth, 1);
    expect(drama.length).toBeGreaterThan(0);
    for (const l of drama) expect(along({ x: l.to.x - l.from.x, y: l.to.y - l.from.y })).toBeLessThan(0);
  });

  it('strands vary (length, width, opacity) and are the same every frame', () => {
    const path = linerPath(LM, 'left');
    const a = upperStrands(path, 'volume', UP, 9);
    expect(upperStrands(path, 'volume', UP, 9)).toEqual(a);
    const widths = new Set(a.map((l) => l.width.toFixed(3)));
    const alphas = new Set(a.map((l) => l.alpha.toFixed(2)));
    expect(widths.size).toBeGreaterThan(a.length / 2);
    expect(alphas.size).toBeGreaterThan(a.length / 3);
    // tapered: a ribbon is wider near the root than near the tip
    const r = strandRibbon(a[10]!, 6);
    const width = (i: number) =>
      Math.hypot(r[i]!.x - r[r.length - 1 - i]!.x, r[i]!.y - r[r.length - 1 - i]!.y);
    expect(width(0)).toBeGreaterThan(3 * width(6));
  });

  it('the length profile is short at the inner corner and peaks where the style says', () => {
    expect(lengthProfile(0.02, 0.6)).toBeLessThan(0.5 * lengthProfile(0.6, 0.6));
    expect(lengthProfile(0.88, 0.88)).toBeGreaterThan(lengthProfile(0.5, 0.88));
  });

  it('the lash line sits mostly outside the opening', () => {
    const path = linerPath(LM, 'right');
    const line = lashLine(path, LASH_SPECS.volume.line);
    const opening = eyeOpening(LM, 'right');
    expect(line.filter((p) => pointInPolygon(p, opening)).length).toBeLessThan(line.length / 2);
  });
});

describe('picture softness (effects/softness.ts)', () => {
  /** A vertical step from 40 to 200, blurred with a box of `b` px. */
  const step = (b: number, w = 40, h = 12) => {
    const data = new Uint8ClampedArray(w * h * 4);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const t = b === 0 ? (x >= w / 2 ? 1 : 0) : Math.min(1, Math.max(0, (x - w / 2 + b / 2) / b));
        const v = 40 + 160 * t;
        data.set([v, v, v, 255], (y * w + x) * 4);
      }
    }
    return edgeSoftness(data, w, h);
  };
  it('a sharp edge reads sharp, a wider blur reads softer', () => {
    // a one-pixel step: about a pixel (central differences halve its gradient)
    expect(step(0)).toBeLessThanOrEqual(0.85);
    expect(step(4)).toBeGreaterThan(step(0));
    expect(step(8)).toBeGreaterThan(step(4));
  });
  it('a flat block is neither: the minimum', () => {
    expect(edgeSoftness(new Uint8ClampedArray(20 * 20 * 4).fill(128), 20, 20)).toBe(0.3);
  });
});

describe('eyeshadow band (effects/eyes.ts)', () => {
  it.each(SIDES)('%s lid: from the lash line up past the crease, below the brow', (side) => {
    const band = shadowBand(LM, side);
    const s = sideSet(side);
    const lidTop = Math.max(...points(LM, s.upper).map(along));
    const crease = Math.max(...points(LM, s.crease).map(along));
    const browLow = Math.min(...points(LM, s.browLower).map(along));
    const top = Math.max(...band.map(along));
    expect(top).toBeGreaterThanOrEqual(crease - 0.01);
    expect(top).toBeLessThan(browLow + 0.5 * (Math.max(...points(LM, s.browUpper).map(along)) - browLow));
    expect(Math.min(...band.map(along))).toBeLessThanOrEqual(lidTop);
  });
});

describe('lip sheen (effects/lip-sheen.ts)', () => {
  it('the sheen bands lie on the lips, the lower one on the fullest part of the lower lip', () => {
    const outer = lipsOuter(LM);
    const inner = lipsInner(LM);
    const lower = sheenBand(lipContours(LM, 'lower'), 0.45, 0.24, [0.5], 0.24, { x: 0, y: 0 });
    const upper = sheenBand(lipContours(LM, 'upper'), 0.55, 0.2, [0.3, 0.7], 0.13, { x: 0, y: 0 });
    const onLips = (p: { x: number; y: number }) => pointInPolygon(p, outer) && !pointInPolygon(p, inner);
    const share = (band: Polygon) => band.filter(onLips).length / band.length;
    expect(share(lower)).toBeGreaterThan(0.9);
    expect(share(upper)).toBeGreaterThan(0.8);
    // below the mouth opening: the lower lip's, not the upper's
    expect(along(centroid(lower))).toBeLessThan(along(centroid(inner)));
    expect(along(centroid(upper))).toBeGreaterThan(along(centroid(inner)));
  });
  it('moves with the face and with the light', () => {
    const c = lipContours(LM, 'lower');
    const shifted = c.outer.map((p) => ({ x: p.x + 7, y: p.y - 3 }));
    const moved = sheenBand(
      { outer: shifted, inner: c.inner.map((p) => ({ x: p.x + 7, y: p.y - 3 })) },
      0.45,
      0.24,
      [0.5],
      0.24,
      { x: 0, y: 0 },
    );
    const base = sheenBand(c, 0.45, 0.24, [0.5], 0.24, { x: 0, y: 0 });
    expect(centroid(moved).x - centroid(base).x).toBeCloseTo(7, 5);
    const lit = sheenBand(c, 0.45, 0.24, [0.5], 0.24, { x: 2, y: 0 });
    expect(centroid(lit).x - centroid(base).x).toBeCloseTo(2, 5);
  });
});
