import { describe, expect, it } from 'vitest';
import {
  deltaE2000,
  hexToLab,
  labToRgb,
  linearToSrgb,
  type Rgb,
  srgbToLinear,
} from '../../../../../client/tryon/analysis/color';
import {
  findShade,
  matchScore,
  rankShades,
  sampleSkin,
  scleraGains,
  skinRegions,
} from '../../../../../client/tryon/analysis/shade';
import type { Lab, Pixels } from '../../../../../client/tryon/analysis/types';
import { prngPure } from '../../../../../client/tryon/effects/random';
import { FACE_OVAL, points, SIDES } from '../../../../../client/tryon/geometry/landmarks';
import { type Polygon, pointInPolygon } from '../../../../../client/tryon/geometry/polygon';
import { brow, eyeOpening, iris, lipsInner, lipsOuter } from '../../../../../client/tryon/geometry/zones';
import type { Landmarks, Pt } from '../../../../../client/tryon/types';
import { CATALOG } from '../../../../../shared/showcase-catalog';
import fixture from '../../../../fixtures/astronaut-landmarks.json';

const LM: Landmarks = fixture.points.map(([x, y, z]) => ({ x: x!, y: y!, z: z! }));
const SKUS = CATALOG.foundation!.skus;
/** The region handed over: the face and some margin, placed off the frame's origin. */
const REGION = { x: 150, y: 45, width: 150, height: 150 };

type Scene = {
  skin: Rgb;
  /** What fills the eye openings outside the iris: white sclera by default, or skin (eyes closed). */
  sclera?: Rgb | 'skin';
  /** A share of the face's pixels turned into specular white / shadow. */
  speculars?: number;
  shadows?: number;
  /** Gains on linear RGB over the whole image, sclera included (a light source's colour). */
  cast?: readonly [number, number, number];
  /** Landmarks and region moved together by this much (frame pixels). */
  shift?: Pt;
};

/** The effects' deterministic PRNG, so that every run draws the same noise. */
const rng = prngPure;

function shifted(lm: Landmarks, d: Pt): Landmarks {
  return lm.map((p) => ({ x: p.x + d.x, y: p.y + d.y }));
}

/** Synthetic face pixels drawn from the landmarks: skin with noise, brows, lips, sclera, irises. */
function render(scene: Scene, lm: Landmarks = LM): Pixels {
  const { skin, sclera = SCLERA, speculars = 0, shadows = 0, cast } = scene;
  const face = points(lm, FACE_OVAL);
  const eyes = SIDES.map((s) => ({ open: eyeOpening(lm, s), iris: iris(lm, s) }));
  const brows = SIDES.map((s) => brow(lm, s));
  const [outer, inner] = [lipsOuter(lm), lipsInner(lm)];
  const data = new Uint8ClampedArray(REGION.width * REGION.height * 4);
  const rand = rng(7);
  const x0 = REGION.x + (scene.shift?.x ?? 0);
  const y0 = REGION.y + (scene.shift?.y ?? 0);
  for (let j = 0; j < REGION.height; j++) {
    for (let i = 0; i < REGION.width; i++) {
      const p = { x: x0 + i + 0.5, y: y0 + j + 0.5 };
      const flat = pixelAt(p, { skin, sclera, face, eyes, brows, outer, inner });
      const n = (rand() - 0.5) * 10;
      let c = {
        r: flat.r + n + (rand() - 0.5) * 4,
        g: flat.g + n + (rand() - 0.5) * 4,
        b: flat.b + n + (rand() - 0.5) * 4,
      };
      // Speculars and shadows on skin only.
      const u = rand();
      if (flat === skin && u < speculars) c = { r: 252, g: 251, b: 250 };
      else if (flat === skin && u < speculars + shadows) c = { r: 62, g: 44, b: 36 };
      if (cast) c = withCast(c, cast);
      const k = (j * REGION.width + i) * 4;
      data.set([c.r, c.g, c.b, 255], k);
    }
  }
  return { data, width: REGION.width, height: REGION.height, x: x0, y: y0 };
}

type Layout = {
  skin: Rgb;
  sclera: Rgb | 'skin';
  face: Polygon;
  eyes: { open: Polygon; iris: { x: number; y: number; r: number } }[];
  brows: Polygon[];
  outer: Polygon;
  inner: Polygon;
};

/** The flat colour of a frame point in the synthetic scene. */
function pixelAt(p: Pt, s: Layout): Rgb {
  for (const e of s.eyes) {
    if (!pointInPolygon(p, e.open)) continue;
    if (Math.hypot(p.x - e.iris.x, p.y - e.iris.y) <= e.iris.r) return { r: 70, g: 48, b: 32 };
    return s.sclera === 'skin' ? s.skin : s.sclera;
  }
  if (s.brows.some((b) => pointInPolygon(p, b))) return { r: 84, g: 62, b: 46 };
  if (pointInPolygon(p, s.inner)) return { r: 225, g: 222, b: 212 };
  if (pointInPolygon(p, s.outer)) return { r: 176, g: 92, b: 92 };
  if (pointInPolygon(p, s.face)) return s.skin;
  return { r: 120, g: 128, b: 140 };
}

/** A light source's colour: gains on linear RGB, then back to 8-bit sRGB. */
function withCast(c: Rgb, g: readonly [number, number, number]): Rgb {
  const ch = (v: number, k: number): number =>
    Math.round(linearToSrgb(Math.min(1, srgbToLinear(Math.max(0, Math.min(255, v))) * k)));
  return { r: ch(c.r, g[0]), g: ch(c.g, g[1]), b: ch(c.b, g[2]) };
}

/** A skin colour as sRGB from CIELAB. */
function rgbOf(lab: Lab): Rgb {
  const c = labToRgb(lab);
  return { r: Math.round(c.r), g: Math.round(c.g), b: Math.round(c.b) };
}

const rank = (id: string): number => SKUS.findIndex((s) => s.id === id);
const best = (px: Pixels, lm: Landmarks = LM): number => rank(findShade(px, lm, SKUS).matches[0]!.id);

const MID = hexToLab('#d2a27c');
/** A lit sclera: bright and slightly warm. */
const SCLERA = rgbOf({ L: 86, a: 2, b: 4 });
const WARM = [1.18, 1, 0.78] as const;
const COOL = [0.84, 1, 1.22] as const;

describe('findShade', () => {
  it('answers the best SKU and two alternatives, best first, scores 0–100', () => {
    const res = findShade(render({ skin: rgbOf(MID) }), LM, SKUS);
    expect(res.matches).toHaveLength(3);
    const ids = new Set(SKUS.map((s) => s.id));
    for (const m of res.matches) {
      expect(ids.has(m.id)).toBe(true);
      expect(m.score).toBeGreaterThanOrEqual(0);
      expect(m.score).toBeLessThanOrEqual(100);
      expect(SKUS.find((s) => s.id === m.id)).toMatchObject({ name: m.name, color: m.color });
    }
    for (let i = 1; i < 3; i++) expect(res.matches[i]!.score).toBeLessThanOrEqual(res.matches[i - 1]!.score);
    expect(res.whiteBalanced).toBe(true);
  });

  it('finds a SKU on the skin of that very colour with a high score', () => {
    for (const sku of [SKUS[1]!, SKUS[3]!, SKUS[5]!]) {
      const res = findShade(render({ skin: rgbOf(hexToLab(sku.color)) }), LM, SKUS);
      expect(res.matches[0]!.id).toBe(sku.id);
      expect(res.matches[0]!.score).toBeGreaterThan(90);
    }
  });

  it('moves to a lighter SKU on lighter skin and a deeper one on darker skin', () => {
    const base = best(render({ skin: rgbOf(MID) }));
    const lighter = best(render({ skin: rgbOf({ ...MID, L: MID.L + 12 }) }));
    const darker = best(render({ skin: rgbOf({ ...MID, L: MID.L - 14 }) }));
    expect(lighter).toBeLessThan(base);
    expect(darker).toBeGreaterThan(base);
  });

  it('is not moved by specular highlights and shadows', () => {
    const clean = findShade(render({ skin: rgbOf(MID) }), LM, SKUS);
    const spotted = findShade(render({ skin: rgbOf(MID), speculars: 0.12, shadows: 0.12 }), LM, SKUS);
    expect(spotted.matches.map((m) => m.id)).toEqual(clean.matches.map((m) => m.id));
    expect(deltaE2000(spotted.skin, clean.skin)).toBeLessThan(1);
    const plain = sampleSkin(render({ skin: rgbOf(MID) }), LM)!;
    expect(deltaE2000(plain, MID)).toBeLessThan(1.5);
  });

  for (const [name, cast] of [
    ['warm', WARM],
    ['cool', COOL],
  ] as const) {
    it(`mostly undoes a ${name} cast with the sclera, and not without it`, () => {
      const neutral = findShade(render({ skin: rgbOf(MID) }), LM, SKUS);
      const balanced = findShade(render({ skin: rgbOf(MID), cast }), LM, SKUS);
      const closed = findShade(render({ skin: rgbOf(MID), cast, sclera: 'skin' }), LM, SKUS);
      expect(balanced.whiteBalanced).toBe(true);
      expect(closed.whiteBalanced).toBe(false);
      const off = deltaE2000(closed.skin, neutral.skin);
      expect(off).toBeGreaterThan(3);
      expect(deltaE2000(balanced.skin, neutral.skin)).toBeLessThan(off / 2);
      const moved = Math.abs(rank(balanced.matches[0]!.id) - rank(neutral.matches[0]!.id));
      expect(moved).toBeLessThanOrEqual(1);
    });
  }

  it('leaves a naturally off-white sclera alone (no correction)', () => {
    const px = render({ skin: rgbOf(MID), sclera: rgbOf({ L: 84, a: 2.5, b: 4.8 }) });
    const seen = sampleSkin(px, LM)!;
    expect(scleraGains(px, LM, seen)).toEqual([1, 1, 1]);
    expect(findShade(px, LM, SKUS).skin).toEqual(seen);
  });

  it('does not take lid skin for a white (eyes closed): no white balance', () => {
    const px = render({ skin: rgbOf(MID), sclera: 'skin' });
    expect(scleraGains(px, LM, sampleSkin(px, LM)!)).toBeNull();
    expect(findShade(px, LM, SKUS).whiteBalanced).toBe(false);
  });

  it('reads the region where it sits: moving frame and landmarks together changes nothing', () => {
    const d = { x: 37, y: -21 };
    const a = findShade(render({ skin: rgbOf(MID) }), LM, SKUS);
    const b = findShade(render({ skin: rgbOf(MID), shift: d }, shifted(LM, d)), shifted(LM, d), SKUS);
    expect(b.matches).toEqual(a.matches);
    expect(b.whiteBalanced).toBe(a.whiteBalanced);
    expect(deltaE2000(b.skin, a.skin)).toBeLessThan(0.05);
  });

  it('skips landmarks outside the region and throws when no skin is inside it', () => {
    const px = render({ skin: rgbOf(MID) });
    // Only the left part of the face inside the region: still an answer from what is there.
    const half: Pixels = { ...px, width: 70, data: cropWidth(px, 70) };
    expect(findShade(half, LM, SKUS).matches).toHaveLength(3);
    expect(() => findShade(px, shifted(LM, { x: 600, y: 0 }), SKUS)).toThrow(RangeError);
  });

  it('samples both cheeks and the forehead inside the face', () => {
    const regions = skinRegions(LM);
    expect(regions).toHaveLength(3);
    const face = points(LM, FACE_OVAL);
    for (const r of regions) for (const p of r) expect(pointInPolygon(p, face)).toBe(true);
  });

  it('matches against the SKUs it is given', () => {
    const two = SKUS.slice(0, 2);
    const res = findShade(render({ skin: rgbOf(MID) }), LM, two);
    expect(res.matches.map((m) => m.id).sort()).toEqual(two.map((s) => s.id).sort());
  });
});

describe('scores', () => {
  it('maps ΔE 0 to 100 and falls as ΔE grows', () => {
    expect(matchScore(0)).toBe(100);
    let last = 100;
    for (const de of [1, 3, 6, 10, 20, 40]) {
      const s = matchScore(de);
      expect(s).toBeLessThanOrEqual(last);
      expect(s).toBeGreaterThanOrEqual(0);
      last = s;
    }
    expect(matchScore(40)).toBeLessThan(matchScore(3));
  });

  it('ranks a SKU colour first for itself', () => {
    for (const sku of SKUS) expect(rankShades(hexToLab(sku.color), SKUS)[0]!.id).toBe(sku.id);
  });
});

/** The left `w` columns of a region's pixels. */
function cropWidth(px: Pixels, w: number): Uint8ClampedArray {
  const out = new Uint8ClampedArray(w * px.height * 4);
  for (let j = 0; j < px.height; j++) {
    out.set(px.data.subarray(j * px.width * 4, (j * px.width + w) * 4), j * w * 4);
  }
  return out;
}
