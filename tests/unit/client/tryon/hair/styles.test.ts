import { describe, expect, it } from 'vitest';
import { faceCentre, faceWidth } from '../../../../../client/tryon/geometry/face';
import { at, FACE_OVAL, points, sideSet } from '../../../../../client/tryon/geometry/landmarks';
import { pointInPolygon } from '../../../../../client/tryon/geometry/polygon';
import { lipsOuter } from '../../../../../client/tryon/geometry/zones';
import {
  BEARD_STYLES,
  drawBeardStyle,
  drawHairstyle,
  HAIRSTYLES,
} from '../../../../../client/tryon/hair/styles';
import type { Landmarks, Pt } from '../../../../../client/tryon/types';
import { faceHeight } from '../../../../../client/tryon/wear/head';
import fixture from '../../../../fixtures/astronaut-landmarks.json';
import { fakeCanvas } from './fake-canvas';

const LM: Landmarks = fixture.points.map(([x, y, z]) => ({ x: x!, y: y!, z: z! }));
const FW = faceWidth(LM);
const FH = faceHeight(LM);
const SIZE = 512;

type Kind = 'hair' | 'beard';
function draw(kind: Kind, style: string, lm: Landmarks = LM, color = '#6b4a2e', size = SIZE) {
  const r = fakeCanvas(size, size);
  (kind === 'hair' ? drawHairstyle : drawBeardStyle)(r.ctx, lm, style, color);
  return r;
}

const scaled = (lm: Landmarks, k: number): Landmarks => lm.map((p) => ({ x: p.x * k, y: p.y * k, z: p.z }));
function rolled(lm: Landmarks, degrees: number): Landmarks {
  const c = faceCentre(lm);
  const a = (degrees * Math.PI) / 180;
  return lm.map((p) => {
    const [x, y] = [p.x - c.x, p.y - c.y];
    return { x: c.x + x * Math.cos(a) - y * Math.sin(a), y: c.y + x * Math.sin(a) + y * Math.cos(a) };
  });
}

const box = (cells: readonly Pt[]) => ({
  x0: Math.min(...cells.map((p) => p.x)),
  y0: Math.min(...cells.map((p) => p.y)),
  x1: Math.max(...cells.map((p) => p.x)),
  y1: Math.max(...cells.map((p) => p.y)),
});
/** Covered cells inside a polygon. */
const within = (cells: readonly Pt[], poly: readonly Pt[]) => cells.filter((p) => pointInPolygon(p, poly));

/** An eye and its brow, per side: the brow band, the eye opening. */
function eyesAndBrows(lm: Landmarks): Pt[][] {
  return (['right', 'left'] as const).flatMap((side) => {
    const s = sideSet(side);
    return [
      [...points(lm, s.browUpper), ...points(lm, s.browLower).reverse()],
      [...points(lm, s.upper), ...points(lm, s.lower).reverse()],
    ];
  });
}
const browTop = (lm: Landmarks) =>
  Math.min(...[...sideSet('right').browUpper, ...sideSet('left').browUpper].map((i) => at(lm, i).y));
const NOSE = [4, 5, 45, 275, 48, 278, 64, 294, 98, 327, 97, 326, 2, 129, 358];

describe('drawHairstyle', () => {
  it.each([...HAIRSTYLES])('%s: paints, leaves the context as it was', (style) => {
    const r = draw('hair', style);
    expect(r.cells().length).toBeGreaterThan(2000);
    expect(r.depth()).toBe(0);
    expect(r.matrix()).toEqual([1, 0, 0, 1, 0, 0]);
    expect(r.calls.filter((c) => c === 'save').length).toBe(r.calls.filter((c) => c === 'restore').length);
  });

  it.each([...HAIRSTYLES])(
    '%s: above the forehead, never over the eyes, brows or the face below the hairline',
    (style) => {
      const cells = draw('hair', style).cells();
      // Hair over the top of the head, well above the forehead's top (10).
      expect(box(cells).y0).toBeLessThan(at(LM, 10).y - 0.3 * FH);
      for (const region of eyesAndBrows(LM)) expect(within(cells, region)).toEqual([]);
      // The face below the brows' top (and a margin above it) stays bare: a bob's fringe stops above.
      const below = points(LM, FACE_OVAL).map((p) => ({ x: p.x, y: Math.max(p.y, browTop(LM) - 0.04 * FW) }));
      expect(within(cells, below)).toEqual([]);
      // Every style but the bob keeps off the forehead too: inside the face oval, nothing at all.
      if (style !== 'bob') expect(within(cells, points(LM, FACE_OVAL))).toEqual([]);
      else expect(within(cells, points(LM, FACE_OVAL)).length).toBeGreaterThan(100);
    },
  );

  it('long waves reach ~0.8 face heights below the chin; a bob ends near the jaw; a pixie above the chin', () => {
    const chin = at(LM, 152).y;
    const end = (style: string) => box(draw('hair', style).cells()).y1;
    expect(end('long-waves')).toBeGreaterThan(chin + 0.7 * FH);
    expect(end('bob')).toBeLessThan(chin + 0.05 * FH);
    expect(end('bob')).toBeGreaterThan(at(LM, 172).y);
    expect(end('pixie')).toBeLessThan(chin);
    expect(end('high-bun')).toBeLessThan(chin);
  });

  it('the high bun sits on the crown, above every other style', () => {
    const top = (style: string) => box(draw('hair', style).cells()).y0;
    for (const other of ['pixie', 'bob', 'long-waves']) expect(top('high-bun')).toBeLessThan(top(other));
  });
});

describe('drawBeardStyle', () => {
  it.each([...BEARD_STYLES])(
    '%s: paints below the nose, never on the lips, the nose or the eyes',
    (style) => {
      const r = draw('beard', style);
      const cells = r.cells();
      expect(cells.length).toBeGreaterThan(50);
      expect(r.depth()).toBe(0);
      expect(r.matrix()).toEqual([1, 0, 0, 1, 0, 0]);
      expect(within(cells, lipsOuter(LM))).toEqual([]);
      expect(within(cells, points(LM, NOSE))).toEqual([]);
      for (const region of eyesAndBrows(LM)) expect(within(cells, region)).toEqual([]);
      // Across the nose's width, all of it is below the nose; some between the nose and the upper lip.
      const middle = cells.filter((p) => p.x > at(LM, 98).x && p.x < at(LM, 327).x);
      expect(Math.min(...middle.map((p) => p.y))).toBeGreaterThan(at(LM, 2).y);
      expect(middle.some((p) => p.y < at(LM, 0).y)).toBe(true);
    },
  );

  it('a moustache stays above the upper lip; a full beard and a goatee cover the chin, stubble too', () => {
    const corners = Math.max(at(LM, 61).y, at(LM, 291).y);
    const moustache = box(draw('beard', 'moustache').cells());
    expect(moustache.y1).toBeLessThanOrEqual(corners + 1);
    expect(moustache.x0).toBeLessThan(at(LM, 61).x);
    expect(moustache.x1).toBeGreaterThan(at(LM, 291).x);
    for (const style of ['full', 'goatee', 'stubble']) {
      const r = draw('beard', style);
      expect(r.covered(at(LM, 152)), style).toBe(true);
      expect(r.covered({ x: at(LM, 199).x, y: at(LM, 199).y }), style).toBe(true);
    }
    // Only the full beard (and stubble) reaches the jaw angles and the cheeks.
    const jaw = at(LM, 172);
    expect(draw('beard', 'full').covered(jaw)).toBe(true);
    expect(draw('beard', 'goatee').covered(jaw)).toBe(false);
  });
});

describe('fitted to the head', () => {
  const cases: [Kind, string][] = [
    ...HAIRSTYLES.map((s): [Kind, string] => ['hair', s]),
    ...BEARD_STYLES.map((s): [Kind, string] => ['beard', s]),
  ];

  it.each(cases)('%s %s: landmarks ×2 → twice the painted extent', (kind, style) => {
    const a = box(draw(kind, style).cells());
    const b = box(draw(kind, style, scaled(LM, 2), '#6b4a2e', 2 * SIZE).cells());
    for (const k of ['x0', 'y0', 'x1', 'y1'] as const) expect(Math.abs(b[k] - 2 * a[k])).toBeLessThan(4);
  });

  it.each([
    ['hair', 'bob'],
    ['beard', 'full'],
  ] as [Kind, string][])('%s %s: turns with the head’s roll', (kind, style) => {
    const c = faceCentre(LM);
    const centre = (cells: readonly Pt[]) => ({
      x: cells.reduce((s, p) => s + p.x, 0) / cells.length - c.x,
      y: cells.reduce((s, p) => s + p.y, 0) / cells.length - c.y,
    });
    const a = centre(draw(kind, style).cells());
    const b = centre(draw(kind, style, rolled(LM, 20)).cells());
    const turn = ((Math.atan2(b.y, b.x) - Math.atan2(a.y, a.x)) * 180) / Math.PI;
    expect(turn).toBeGreaterThan(16);
    expect(turn).toBeLessThan(24);
  });

  it.each(cases)('%s %s: a mirrored frame draws the mirror image', (kind, style) => {
    const a = box(draw(kind, style).cells());
    const b = box(
      draw(
        kind,
        style,
        LM.map((p) => ({ x: SIZE - p.x, y: p.y, z: p.z })),
      ).cells(),
    );
    for (const [p, q] of [
      [b.x0, SIZE - a.x1],
      [b.x1, SIZE - a.x0],
      [b.y0, a.y0],
      [b.y1, a.y1],
    ])
      expect(Math.abs(p! - q!)).toBeLessThan(3);
  });

  it('the same strands every frame (no flicker); an unknown style draws the first', () => {
    expect(draw('hair', 'bob').calls).toEqual(draw('hair', 'bob').calls);
    expect(draw('hair', 'mohawk').cells()).toEqual(draw('hair', 'pixie').cells());
    expect(draw('beard', 'chops').cells()).toEqual(draw('beard', 'stubble').cells());
  });

  it('draws nothing for an unreadable colour or a missing face', () => {
    for (const r of [
      draw('hair', 'bob', LM, 'brown'),
      draw('beard', 'full', LM, '#12345'),
      draw('hair', 'pixie', LM.slice(0, 400)),
      draw(
        'beard',
        'goatee',
        LM.map((p, i) => (i === 13 ? { x: Number.NaN, y: p.y } : p)),
      ),
    ]) {
      expect(r.calls).toHaveLength(0);
      expect(r.cells()).toHaveLength(0);
    }
  });
});
