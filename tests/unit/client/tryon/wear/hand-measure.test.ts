import { describe, expect, it } from 'vitest';
import { pointInPolygon } from '../../../../../client/tryon/geometry/polygon';
import type { Pt } from '../../../../../client/tryon/types';
import { type Placement, ringPlacement } from '../../../../../client/tryon/wear/hand';
import { wrapPolygon } from '../../../../../client/tryon/wear/hand-band';
import { measured, type Pixels } from '../../../../../client/tryon/wear/hand-measure';
import { occluders, ringWrap } from '../../../../../client/tryon/wear/hand-ring';
import { wristLayout } from '../../../../../client/tryon/wear/hand-wrist';
import type { Wearable } from '../../../../../shared/wear';
import fixture from '../../../../fixtures/hand-landmarks.json';

const lm: Pt[] = fixture.points.map(([x, y]) => ({ x: x!, y: y!, z: 0 }));

/**
 * A made picture: a blue-grey background and a vertical finger from x0 to x1 shaded like a cylinder
 * (darker toward its sides) with a darker 2-px outline, as the sample hand and photos show one.
 */
function finger(x0: number, x1: number, w = 200, h = 100): Pixels {
  const data = new Uint8ClampedArray(w * h * 4);
  const mid = (x0 + x1) / 2;
  const half = (x1 - x0) / 2;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const d = Math.abs(x + 0.5 - mid) / half;
      if (d > 1 + 2 / half) data.set([176, 190, 204, 255], i);
      else if (d > 1) data.set([150, 110, 90, 255], i);
      else {
        const k = 1 - 0.18 * d * d;
        data.set([Math.round(224 * k), Math.round(172 * k), Math.round(140 * k), 255], i);
      }
    }
  return { data, width: w, height: h };
}

const vertical = (c: Pt, width: number): Placement => ({
  c,
  along: { x: 0, y: -1 },
  across: { x: 1, y: 0 },
  width,
  length: 10,
});

/** How far the outline reaches across, either side of x = mid. */
const reach = (poly: readonly Pt[], mid: number) => ({
  left: mid - Math.min(...poly.map((p) => p.x)),
  right: Math.max(...poly.map((p) => p.x)) - mid,
});

describe('a finger measured in the picture (issue 38)', () => {
  it('reads the finger edge to edge, centres on it, and the ring is no wider than the finger', () => {
    // The finger is 34 px wide round x = 100; the landmarks guess 40 px, 4 px off its middle.
    const img = finger(83, 117);
    const pl = measured(img, vertical({ x: 104, y: 50 }, 40));
    expect(pl.measured).toBe(true);
    expect(Math.abs(pl.width - 34)).toBeLessThanOrEqual(1.5);
    expect(Math.abs(pl.c.x - 100)).toBeLessThanOrEqual(1);
    for (const style of ['band', 'twisted', 'solitaire']) {
      const band = wrapPolygon(ringWrap(pl, style));
      const { left, right } = reach(band, 100);
      expect(left, style).toBeLessThanOrEqual(17.5);
      expect(right, style).toBeLessThanOrEqual(17.5);
      // And it spans the finger: no band floating in its middle.
      expect(left + right, style).toBeGreaterThan(31);
    }
  });

  it('keeps the landmark estimate when no edge is in reach (a plain or busy picture)', () => {
    const img = finger(0, 200);
    const pl = measured(img, vertical({ x: 100, y: 50 }, 40));
    expect(pl.measured).toBe(false);
    expect(pl.width).toBe(40);
  });

  it('cuts a neighbouring finger out of the ring where it lies over it, by the engine’s depth', () => {
    // The middle finger's last joints crossed over the ring finger's proximal phalanx.
    const crossed = lm.map((p) => ({ ...p }));
    const pl = ringPlacement(crossed, 'ring');
    crossed[11] = { x: pl.c.x - 10, y: pl.c.y + 4, z: -30 };
    crossed[12] = { x: pl.c.x + 25, y: pl.c.y - 6, z: -35 };
    const over = occluders(crossed, 'ring', pl);
    expect(over.length).toBeGreaterThan(0);
    expect(over.some((poly) => pointInPolygon(pl.c, poly))).toBe(true);
    // The same finger behind the ring finger (farther from the camera) hides nothing.
    const behind = crossed.map((p, i) => (i === 11 || i === 12 ? { ...p, z: 30 } : p));
    expect(occluders(behind, 'ring', pl)).toEqual([]);
  });

  it('keeps a set’s rings on neighbouring fingers apart', () => {
    const bands = (['index', 'middle', 'ring', 'pinky'] as const).map((f) =>
      wrapPolygon(ringWrap(ringPlacement(lm, f))),
    );
    for (let i = 0; i + 1 < bands.length; i++) {
      for (const q of bands[i]!) expect(pointInPolygon(q, bands[i + 1]!)).toBe(false);
      for (const q of bands[i + 1]!) expect(pointInPolygon(q, bands[i]!)).toBe(false);
    }
  });
});

describe('the wrist’s pieces stay inside the frame (issue 38)', () => {
  const watch: Wearable = { kind: 'watch', color: '#b8bcc2', style: 'dress' };
  const cuff: Wearable = { kind: 'bracelet', color: '#c0c0c0', style: 'cuff' };
  const inside = (poly: readonly Pt[], h: number) => poly.every((q) => q.y <= h && q.y >= 0);

  it('puts the watch just past the wrist when it fits', () => {
    const w = wristLayout(lm, [watch], { width: 640, height: 480 });
    expect(w.inView).toBe(true);
    expect(w.pieces).toHaveLength(1);
    expect(w.pieces[0]!.at.c.y).toBeGreaterThan(lm[0]!.y);
  });

  it('slides the watch toward the hand when the frame ends close below the wrist', () => {
    const far = wristLayout(lm, [watch], { width: 640, height: 480 }).pieces[0]!.at;
    const w = wristLayout(lm, [watch], { width: 640, height: 462 });
    expect(w.inView).toBe(true);
    const at = w.pieces[0]!.at;
    expect(at.c.y).toBeLessThan(far.c.y);
    const r = at.length / 2;
    expect(at.c.y + r).toBeLessThanOrEqual(462);
  });

  it('leaves out what cannot fit and says the hand is out of view', () => {
    const w = wristLayout(lm, [watch, cuff], { width: 640, height: 430 });
    expect(w.inView).toBe(false);
    for (const p of w.pieces) expect(inside([p.at.c], 430)).toBe(true);
    expect(w.pieces.some((p) => p.piece.kind === 'watch')).toBe(false);
  });
});
