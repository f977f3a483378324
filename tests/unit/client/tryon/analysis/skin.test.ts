import { describe, expect, it } from 'vitest';
import { fitzpatrickOf, skinIndicators, skinReadings } from '../../../../../client/tryon/analysis/skin';
import type { Pixels } from '../../../../../client/tryon/analysis/types';
import { prngPure } from '../../../../../client/tryon/effects/random';
import { faceUp } from '../../../../../client/tryon/geometry/face';
import { SIDES, sideSet } from '../../../../../client/tryon/geometry/landmarks';
import {
  bbox,
  ellipsePolygon,
  type Polygon,
  pointInPolygon,
} from '../../../../../client/tryon/geometry/polygon';
import {
  blushEllipse,
  brow,
  faceOval,
  iris,
  noseBridge,
  underEye,
} from '../../../../../client/tryon/geometry/zones';
import type { Landmarks, Pt } from '../../../../../client/tryon/types';
import { SKIN_TYPES } from '../../../../../shared/skin-model';
import fixture from '../../../../fixtures/astronaut-landmarks.json';

const LM: Landmarks = fixture.points.map(([x, y, z]) => ({ x: x!, y: y!, z: z! }));

type Rgb = [number, number, number];
const LIGHT: Rgb = [228, 188, 165];
const SCORES = [
  'skinHealth',
  'ageSpots',
  'wrinkles',
  'texture',
  'darkCircles',
  'moisture',
  'oiliness',
  'redness',
  'eyebag',
  'acne',
  'firmness',
  'radiance',
  'pore',
  'droopyUpperEyelid',
  'droopyLowerEyelid',
] as const;

/** The face's region (landmark box plus a margin, as run.ts reads it) filled with a skin colour ± noise. */
function face(base: Rgb = LIGHT, noise = 3, seed = 1): Pixels {
  const b = bbox(LM);
  const x = Math.floor(b.x - 12);
  const y = Math.floor(b.y - 12);
  const width = Math.ceil(b.w + 24);
  const height = Math.ceil(b.h + 24);
  const data = new Uint8ClampedArray(width * height * 4);
  const rnd = prngPure(seed);
  for (let i = 0; i < width * height; i++) {
    const n = (rnd() * 2 - 1) * noise;
    data.set([base[0] + n, base[1] + n, base[2] + n, 255], i * 4);
  }
  return { data, width, height, x, y };
}

/** Changes the pixels whose centre is inside any polygon (and passes `keep`). */
function edit(px: Pixels, polys: readonly Polygon[], f: (c: Rgb) => Rgb, keep = (_p: Pt) => true): Pixels {
  for (let y = 0; y < px.height; y++) {
    for (let x = 0; x < px.width; x++) {
      const p = { x: px.x + x + 0.5, y: px.y + y + 0.5 };
      if (!keep(p) || !polys.some((poly) => pointInPolygon(p, poly))) continue;
      const o = (y * px.width + x) * 4;
      const c = f([px.data[o]!, px.data[o + 1]!, px.data[o + 2]!]);
      px.data.set(c, o);
    }
  }
  return px;
}

const cheeks = (): Polygon[] => SIDES.map((s) => ellipsePolygon(blushEllipse(LM, s)));

/** The forehead: the face oval above the brows. */
function foreheadKeep(p: Pt): boolean {
  const top = Math.min(...SIDES.map((s) => bbox(brow(LM, s)).y));
  return p.y < top - 2;
}

function num(raw: Record<string, number | string>, key: string): number {
  const v = raw[key];
  if (typeof v !== 'number') throw new TypeError(`${key} is not a number: ${String(v)}`);
  return v;
}

describe('skin indicators: the shape of the result', () => {
  it('every score is a whole number in 0–100, the type and zones come from their lists', () => {
    const variants = [
      face(),
      face([150, 105, 80], 10, 2),
      edit(face(), cheeks(), ([r, g, b]) => [r + 30, g - 20, b]),
    ];
    for (const px of variants) {
      const raw = skinIndicators(px, LM);
      for (const key of SCORES) {
        const v = num(raw, key);
        expect(Number.isInteger(v)).toBe(true);
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(100);
      }
      expect(SKIN_TYPES).toContain(raw.skinType);
      expect(['oily', 'normal', 'dry']).toContain(raw.tZone);
      expect(['oily', 'normal', 'dry']).toContain(raw.uZone);
      expect([1, 2, 3, 4, 5, 6]).toContain(raw.fitzpatrickScale);
      expect(num(raw, 'skinAge')).toBeGreaterThanOrEqual(18);
      expect(num(raw, 'skinAge')).toBeLessThanOrEqual(80);
    }
  });

  it('the overall score is the mean of the others', () => {
    const raw = skinIndicators(
      edit(face(), cheeks(), ([r, g, b]) => [r + 30, g - 20, b]),
      LM,
    );
    const others = SCORES.filter((k) => k !== 'skinHealth').map((k) => num(raw, k));
    const mean = others.reduce((s, v) => s + v, 0) / others.length;
    expect(Math.abs(num(raw, 'skinHealth') - mean)).toBeLessThanOrEqual(0.5);
  });

  it('without the face in the pixels the type is unknown and nothing is scored', () => {
    const px: Pixels = {
      data: new Uint8ClampedArray(40 * 40 * 4).fill(200),
      width: 40,
      height: 40,
      x: 0,
      y: 0,
    };
    expect(skinIndicators(px, LM)).toEqual({ skinType: 'unknown' });
    expect(skinIndicators(face(), LM.slice(0, 100))).toEqual({ skinType: 'unknown' });
  });

  it('skips what lies outside the region: half a face still gives in-range figures', () => {
    const full = face();
    const half = Math.floor(full.width / 2);
    const data = new Uint8ClampedArray(half * full.height * 4);
    for (let y = 0; y < full.height; y++) {
      data.set(full.data.subarray(y * full.width * 4, (y * full.width + half) * 4), y * half * 4);
    }
    const raw = skinIndicators({ ...full, data, width: half }, LM);
    expect(SKIN_TYPES).toContain(raw.skinType);
    for (const v of Object.values(raw)) if (typeof v === 'number') expect(v >= 0 && v <= 100).toBe(true);
  });
});

describe('skin indicators move the right way', () => {
  const flat = skinIndicators(face(), LM);

  it('redder cheeks lower the redness score, and enough redness makes the type sensitive', () => {
    const mild = skinIndicators(
      edit(face(), cheeks(), ([r, g, b]) => [r + 8, g - 4, b]),
      LM,
    );
    const strong = skinIndicators(
      edit(face(), cheeks(), ([r, g, b]) => [r + 25, g - 25, b - 5]),
      LM,
    );
    expect(num(mild, 'redness')).toBeLessThan(num(flat, 'redness'));
    expect(num(strong, 'redness')).toBeLessThan(num(mild, 'redness'));
    expect(String(flat.skinType)).not.toMatch(/Sensitive$/);
    expect(String(strong.skinType)).toMatch(/Sensitive$/);
  });

  it('bright, colourless specks in the T-zone read as shine there: oily T-zone, combination skin', () => {
    const rnd = prngPure(9);
    const speck = (c: Rgb): Rgb => (rnd() < 0.25 ? [250, 247, 244] : c);
    const px = edit(face(), [faceOval(LM)], speck, foreheadKeep);
    edit(px, [noseBridge(LM)], speck);
    const shiny = skinIndicators(px, LM);
    const before = skinReadings(face(), LM)!;
    const after = skinReadings(px, LM)!;
    expect(after.shineT).toBeGreaterThan(before.shineT);
    expect(num(shiny, 'oiliness')).toBeLessThan(num(flat, 'oiliness'));
    expect(flat.tZone).not.toBe('oily');
    expect(shiny.tZone).toBe('oily');
    expect(shiny.uZone).not.toBe('oily');
    expect(shiny.skinType).toBe('combination');
  });

  it('speckles on both zones make the whole skin oily', () => {
    const rnd = prngPure(4);
    const px = edit(face(), [faceOval(LM)], (c) => (rnd() < 0.25 ? [250, 247, 244] : c));
    const raw = skinIndicators(px, LM);
    expect(raw.tZone).toBe('oily');
    expect(raw.uZone).toBe('oily');
    expect(raw.skinType).toBe('oily');
  });

  it('grainier skin lowers the texture and pore scores', () => {
    const rough = skinIndicators(face(LIGHT, 16), LM);
    expect(num(rough, 'texture')).toBeLessThan(num(flat, 'texture'));
    expect(num(rough, 'pore')).toBeLessThan(num(flat, 'pore'));
  });

  it('darker skin under the eyes lowers the dark-circles score', () => {
    const under = SIDES.map((s) => underEye(LM, s));
    const dark = skinIndicators(
      edit(face(), under, ([r, g, b]) => [r * 0.8, g * 0.78, b * 0.8]),
      LM,
    );
    expect(num(dark, 'darkCircles')).toBeLessThan(num(flat, 'darkCircles'));
  });

  it('small dark blobs on the cheeks lower the spots score', () => {
    const centres = cheeks().flatMap((poly) => {
      const b = bbox(poly);
      return [0.35, 0.65].flatMap((fx) =>
        [0.35, 0.65].map((fy) => ({ x: b.x + b.w * fx, y: b.y + b.h * fy })),
      );
    });
    const dots = centres.map((c) => ellipsePolygon({ cx: c.x, cy: c.y, rx: 1.6, ry: 1.6, angle: 0 }, 12));
    const spotted = skinIndicators(
      edit(face(), dots, ([r, g, b]) => [r * 0.72, g * 0.68, b * 0.66]),
      LM,
    );
    expect(num(spotted, 'ageSpots')).toBeLessThan(num(flat, 'ageSpots'));
  });

  it('a darker skin colour gives a higher Fitzpatrick type', () => {
    const types = [LIGHT, [196, 146, 112] as Rgb, [105, 70, 50] as Rgb].map((c) =>
      num(skinIndicators(face(c), LM), 'fitzpatrickScale'),
    );
    expect(types[0]!).toBeLessThan(types[1]!);
    expect(types[1]!).toBeLessThan(types[2]!);
  });

  it('a lower lid sagging below the iris lowers the droopy-lower-eyelid score', () => {
    const down = faceUp(LM);
    const moved = LM.map((p) => ({ ...p }));
    for (const side of SIDES) {
      const r = iris(LM, side).r;
      for (const i of sideSet(side).lower.slice(2, 7)) {
        moved[i] = { x: LM[i]!.x - down.x * 1.5 * r, y: LM[i]!.y - down.y * 1.5 * r };
      }
    }
    expect(num(skinIndicators(face(), moved), 'droopyLowerEyelid')).toBeLessThan(
      num(skinIndicators(face(), LM), 'droopyLowerEyelid'),
    );
  });
});

describe('Fitzpatrick type from the ITA° bands', () => {
  it('reads the six bands, lighter skin (higher ITA) first', () => {
    expect([70, 56, 50, 42, 40, 29, 27, 11, 9, -29, -31, -60].map(fitzpatrickOf)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
    ]);
  });
});
