import { describe, expect, it } from 'vitest';
import { at, CHIN, FACE_OVAL, FOREHEAD_TOP, points } from '../../../../../client/tryon/geometry/landmarks';
import { pointInPolygon } from '../../../../../client/tryon/geometry/polygon';
import { hairReading } from '../../../../../client/tryon/hair/indicators';
import { type Grid, type HairRegion, scaled } from '../../../../../client/tryon/hair/region';
import type { Pt } from '../../../../../client/tryon/types';
import fixture from '../../../../fixtures/astronaut-landmarks.json';

const LM: Pt[] = fixture.points.map(([x, y]) => ({ x: x!, y: y! }));
const W = 256;
const H = 256;
const pts = scaled(LM, 0.5);
const top = at(pts, FOREHEAD_TOP);
const chin = at(pts, CHIN);
const fh = chin.y - top.y;
const oval = points(pts, FACE_OVAL);

/**
 * A made head of hair: the hair is an ellipse round the head down to `ends` (face heights below the
 * chin), the face cut out; `shade(x, y)` its luma (the strands' texture). The region is given as found
 * (the indicators read a region; region.test.ts tests the finding).
 */
function head(
  ends: number,
  shade: (x: number, y: number) => number,
): { region: HairRegion; g: Grid; person: Grid } {
  const g = new Uint8ClampedArray(W * H * 4).fill(230);
  const person = new Uint8ClampedArray(W * H * 4);
  const alpha = new Uint8ClampedArray(W * H);
  const cx = (top.x + chin.x) / 2;
  const bottom = chin.y + ends * fh;
  const crown = top.y - fh * 0.3;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const inHead =
        Math.hypot((x - cx) / (fh * 0.75), (y - (crown + bottom) / 2) / ((bottom - crown) / 2)) < 1;
      const face = pointInPolygon({ x: x + 0.5, y: y + 0.5 }, oval);
      if (inHead || face) person.set([255, 255, 255, 255], i * 4);
      if (inHead && !face) {
        const v = shade(x, y);
        g.set([v * 0.8, v * 0.6, v * 0.45, 255], i * 4);
        alpha[i] = 255;
      }
    }
  }
  const region = { alpha, reference: { L: 30, a: 8, b: 16 }, share: 0.6 };
  return { region, g: { data: g, w: W, h: H }, person: { data: person, w: W, h: H } };
}

describe('the hair indicators (issue 38)', () => {
  it('read two different heads of hair differently, and say what they measured', () => {
    // Short, straight: ends at the jaw, strands running down in fine parallel stripes.
    const straight = head(-0.1, (x) => 90 + 50 * Math.sin(x * 1.3));
    // Long, curly: ends well below the chin, strands in small rings turning every way.
    const curly = head(0.8, (x, y) => 90 + 50 * Math.sin(Math.hypot((x % 7) - 3.5, (y % 7) - 3.5) * 1.6));
    const a = hairReading(straight.region, straight.g, straight.person, pts);
    const b = hairReading(curly.region, curly.g, curly.person, pts);
    expect(a && b).toBeTruthy();
    if (!a || !b) return;
    expect(a.type.level).toBe('straight');
    expect(b.type.level).not.toBe('straight');
    expect(b.type.score).toBeGreaterThan(a.type.score + 30);
    expect(a.type.measured).toBeGreaterThan(b.type.measured);
    expect(b.length.score).toBeGreaterThan(a.length.score + 30);
    expect(a.length.measured).toBeLessThan(0.1);
    expect(b.length.measured).toBeGreaterThan(0.5);
  });
});
