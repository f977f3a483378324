import { describe, expect, it } from 'vitest';
import { analyzeFace, faceFrame, faceMeasures } from '../../../../../client/tryon/analysis/face';
import {
  FACE_OVAL,
  LANDMARK_COUNT,
  LEFT_EYE,
  LIPS_INNER,
  LIPS_OUTER,
  RIGHT_EYE,
  sideSet,
} from '../../../../../client/tryon/geometry/landmarks';
import type { Landmarks, Pt } from '../../../../../client/tryon/types';
import fixture from '../../../../fixtures/astronaut-landmarks.json';

const W = fixture.width;
const LM: Landmarks = fixture.points.map(([x, y, z]) => ({ x: x!, y: y!, z: z! }));

/** Rotated about the image centre, scaled, translated and optionally mirrored (x → W − x). */
function moved(lm: Landmarks, o: { deg?: number; k?: number; dx?: number; dy?: number; mirror?: boolean }) {
  const { deg = 0, k = 1, dx = 0, dy = 0, mirror = false } = o;
  const t = (deg * Math.PI) / 180;
  const c = W / 2;
  return lm.map((p) => {
    const x = (mirror ? W - p.x : p.x) - c;
    const y = p.y - c;
    return {
      x: c + k * (x * Math.cos(t) - y * Math.sin(t)) + dx,
      y: c + k * (x * Math.sin(t) + y * Math.cos(t)) + dy,
    };
  });
}

/** The fixture in its own face-aligned frame: upright, unit face width, x toward the subject's left. */
const UPRIGHT: Pt[] = (() => {
  const f = faceFrame(LM);
  return LM.map((_, i) => f(i));
})();

/** A copy of the upright landmarks with `fn` applied to the given indices (all when omitted). */
function edited(fn: (p: Pt, i: number) => Pt, indices?: readonly number[]): Pt[] {
  const pick = indices ? new Set(indices) : null;
  return UPRIGHT.map((p, i) => (!pick || pick.has(i) ? fn({ ...p }, i) : { ...p }));
}

/** The x centre of some upright landmarks. */
function centreX(indices: readonly number[]): number {
  return indices.reduce((s, i) => s + UPRIGHT[i]!.x, 0) / indices.length;
}

/** Lower face silhouette (ear level down to the chin, both sides). */
const JAW: number[] = FACE_OVAL.filter((i) => UPRIGHT[i]!.y > UPRIGHT[152]!.y * 0.45);
const MOUTH = [...new Set([...LIPS_OUTER, ...LIPS_INNER])];

/** Brow upper edges rebuilt on their chord with a height profile h(t): t = 0 at the head, 1 at the tail. */
function browsShaped(h: (t: number) => number): Pt[] {
  const out = UPRIGHT.map((p) => ({ ...p }));
  for (const side of ['right', 'left'] as const) {
    const idx = [...sideSet(side).browUpper].reverse();
    const head = UPRIGHT[idx[0]!]!;
    const tail = UPRIGHT[idx[idx.length - 1]!]!;
    const len = Math.hypot(tail.x - head.x, tail.y - head.y);
    const ax = { x: (tail.x - head.x) / len, y: (tail.y - head.y) / len };
    const up = ax.x >= 0 ? { x: ax.y, y: -ax.x } : { x: -ax.y, y: ax.x };
    idx.forEach((i, k) => {
      const t = k / (idx.length - 1);
      const hk = k === 0 || k === idx.length - 1 ? 0 : h(t) * len;
      out[i] = { x: head.x + ax.x * t * len + up.x * hk, y: head.y + ax.y * t * len + up.y * hk };
    });
  }
  return out;
}

describe('analyzeFace on the sample photo', () => {
  const a = analyzeFace(LM);

  it('gives finite ratios in plausible human ranges, to 2 decimals', () => {
    const r = a.ratios;
    expect(r.faceLengthToWidth).toBeGreaterThan(0.9);
    expect(r.faceLengthToWidth).toBeLessThan(1.6);
    expect(r.eyeSpacing).toBeGreaterThan(0.35);
    expect(r.eyeSpacing).toBeLessThan(0.6);
    expect(r.lipToNose).toBeGreaterThan(1);
    expect(r.lipToNose).toBeLessThan(2.2);
    expect(r.foreheadThird).toBeGreaterThan(0.1);
    expect(r.foreheadThird).toBeLessThan(0.45);
    for (const v of Object.values(r)) expect(Math.round(v * 100) / 100).toBe(v);
  });

  it('answers with the page values only', () => {
    expect(['oval', 'heart', 'round', 'square', 'oblong', 'diamond']).toContain(a.attributes.faceShape);
    expect(['almond', 'round', 'monolid', 'hooded', 'downturned', 'upturned']).toContain(
      a.attributes.eyeShape,
    );
    expect(['full', 'thin', 'bow', 'wide']).toContain(a.attributes.lipShape);
    expect(['soft-arch', 'straight', 'angled', 'rounded']).toContain(a.attributes.browShape);
  });

  it('names the landmarks behind every attribute and ratio', () => {
    for (const key of [...Object.keys(a.attributes), ...Object.keys(a.ratios)]) {
      const ids = a.evidence[key];
      expect(ids?.length, key).toBeGreaterThan(1);
      for (const i of ids ?? []) expect(Number.isInteger(i) && i >= 0 && i < LANDMARK_COUNT).toBe(true);
    }
    expect(a.evidence.lipToNose).toEqual(expect.arrayContaining([61, 291]));
    expect(a.evidence.eyeSpacing).toEqual(expect.arrayContaining([468, 473]));
  });

  it('throws on a truncated landmark array', () => {
    expect(() => analyzeFace(LM.slice(0, 300))).toThrow(RangeError);
  });
});

describe('analyzeFace is unchanged by roll, scale, position and mirroring', () => {
  const base = analyzeFace(LM);
  const measures = faceMeasures(LM);
  const cases = {
    'rolled +15°': { deg: 15 },
    'rolled −15°': { deg: -15 },
    'scaled ×2': { k: 2 },
    translated: { dx: 83, dy: -41 },
    mirrored: { mirror: true },
    'mirrored, rolled −15°, ×2, moved': { mirror: true, deg: -15, k: 2, dx: -30, dy: 25 },
  };
  for (const [name, o] of Object.entries(cases)) {
    it(name, () => {
      const lm = moved(LM, o);
      const a = analyzeFace(lm);
      expect(a.attributes).toEqual(base.attributes);
      for (const [k, v] of Object.entries(a.ratios)) {
        expect(Math.abs(v - base.ratios[k as keyof typeof base.ratios])).toBeLessThan(1e-6);
      }
      for (const [k, v] of Object.entries(faceMeasures(lm))) {
        expect(Math.abs(v - measures[k as keyof typeof measures]), k).toBeLessThan(1e-6);
      }
    });
  }

  it('and by moving to the face-aligned frame itself', () => {
    expect(analyzeFace(UPRIGHT).attributes).toEqual(base.attributes);
  });
});

describe('synthetic edits move the figures the right way', () => {
  const base = faceMeasures(UPRIGHT);

  it('a longer face: larger length to width, oblong', () => {
    const lm = edited((p) => ({ x: p.x, y: p.y * 1.3 }));
    expect(faceMeasures(lm).faceLengthToWidth).toBeGreaterThan(base.faceLengthToWidth * 1.2);
    expect(analyzeFace(lm).attributes.faceShape).toBe('oblong');
  });

  it('a shorter face: smaller length to width, round', () => {
    const lm = edited((p) => ({ x: p.x, y: p.y * 0.85 }));
    expect(faceMeasures(lm).faceLengthToWidth).toBeLessThan(base.faceLengthToWidth);
    expect(analyzeFace(lm).attributes.faceShape).toBe('round');
  });

  it('a wide jaw: square', () => {
    const cx = centreX(JAW);
    const lm = edited((p) => ({ x: cx + (p.x - cx) * 1.12, y: p.y }), JAW);
    expect(faceMeasures(lm).jawToCheek).toBeGreaterThan(base.jawToCheek);
    expect(analyzeFace(lm).attributes.faceShape).toBe('square');
  });

  it('a narrow jaw under a wide forehead: heart; under a narrow forehead: diamond', () => {
    const narrowJaw = (p: Pt): Pt => ({ x: p.x * 0.85, y: p.y });
    const heart = edited(
      (p, i) => (JAW.includes(i) ? narrowJaw(p) : { x: p.x * 1.05, y: p.y }),
      [...JAW, 54, 284],
    );
    expect(analyzeFace(heart).attributes.faceShape).toBe('heart');
    const diamond = edited(
      (p, i) => (JAW.includes(i) ? narrowJaw(p) : { x: p.x * 0.85, y: p.y }),
      [...JAW, 54, 284],
    );
    expect(analyzeFace(diamond).attributes.faceShape).toBe('diamond');
  });

  it('a bigger mouth: larger lip to nose, wide lips', () => {
    const cx = centreX([61, 291]);
    const cy = UPRIGHT[13]!.y;
    const lm = edited((p) => ({ x: cx + (p.x - cx) * 1.2, y: cy + (p.y - cy) * 1.2 }), MOUTH);
    expect(faceMeasures(lm).lipToNose).toBeGreaterThan(base.lipToNose * 1.15);
    expect(analyzeFace(lm).ratios.lipToNose).toBeGreaterThan(analyzeFace(UPRIGHT).ratios.lipToNose);
    expect(analyzeFace(lm).attributes.lipShape).toBe('wide');
  });

  it('a wider nose: smaller lip to nose', () => {
    const cx = centreX([129, 358]);
    const lm = edited((p) => ({ x: cx + (p.x - cx) * 1.2, y: p.y }), [129, 358]);
    expect(faceMeasures(lm).lipToNose).toBeLessThan(base.lipToNose);
  });

  const IRISES = Array.from({ length: 10 }, (_, i) => 468 + i);
  it('eyes further apart: larger eye spacing', () => {
    const lm = edited(
      (p) => ({ x: p.x + Math.sign(p.x) * 0.03, y: p.y }),
      [...RIGHT_EYE.upper, ...RIGHT_EYE.lower, ...LEFT_EYE.upper, ...LEFT_EYE.lower, ...IRISES],
    );
    expect(faceMeasures(lm).eyeSpacing).toBeGreaterThan(base.eyeSpacing);
  });

  it('raised brows: smaller forehead third', () => {
    const brows = [RIGHT_EYE, LEFT_EYE].flatMap((s) => [...s.browUpper, ...s.browLower]);
    const lm = edited((p) => ({ x: p.x, y: p.y - 0.05 }), brows);
    expect(faceMeasures(lm).foreheadThird).toBeLessThan(base.foreheadThird);
  });

  it('outer eye corners raised: upturned; lowered: downturned', () => {
    const outer = [33, 246, 7, 263, 466, 249];
    const up = edited((p) => ({ x: p.x, y: p.y - 0.03 }), outer);
    const down = edited((p) => ({ x: p.x, y: p.y + 0.03 }), outer);
    expect(faceMeasures(up).canthalTilt).toBeGreaterThan(base.canthalTilt);
    expect(faceMeasures(down).canthalTilt).toBeLessThan(base.canthalTilt);
    expect(analyzeFace(up).attributes.eyeShape).toBe('upturned');
    expect(analyzeFace(down).attributes.eyeShape).toBe('downturned');
  });

  it('a taller opening: round eyes', () => {
    const lower = [RIGHT_EYE, LEFT_EYE].flatMap((s) => s.lower.slice(2, -2));
    const lm = edited((p) => ({ x: p.x, y: p.y + 0.03 }), lower);
    expect(faceMeasures(lm).eyeAspect).toBeGreaterThan(base.eyeAspect);
    expect(analyzeFace(lm).attributes.eyeShape).toBe('round');
  });

  it('the crease down on the lid: hooded; with a narrow opening too: monolid', () => {
    const crease = [RIGHT_EYE, LEFT_EYE].flatMap((s) => s.crease);
    const lowered = (p: Pt): Pt => ({ x: p.x, y: p.y + 0.035 });
    const hooded = edited(lowered, crease);
    expect(faceMeasures(hooded).creaseGap).toBeLessThan(base.creaseGap);
    expect(analyzeFace(hooded).attributes.eyeShape).toBe('hooded');
    const lower = [RIGHT_EYE, LEFT_EYE].flatMap((s) => s.lower.slice(2, -2));
    const narrow = edited(
      (p, i) => (lower.includes(i) ? { x: p.x, y: p.y - 0.025 } : lowered(p)),
      [...crease, ...lower],
    );
    expect(analyzeFace(narrow).attributes.eyeShape).toBe('monolid');
  });

  it('thicker lips: full; thinner lips: thin', () => {
    const full = edited((p, i) => ({ x: p.x, y: p.y + (i === 0 ? -0.035 : 0.035) }), [0, 17]);
    expect(faceMeasures(full).lipThickness).toBeGreaterThan(base.lipThickness);
    expect(analyzeFace(full).attributes.lipShape).toBe('full');
    const thin = edited((p, i) => ({ x: p.x, y: p.y + (i === 0 ? 0.02 : -0.02) }), [0, 17]);
    expect(faceMeasures(thin).lipThickness).toBeLessThan(base.lipThickness);
    expect(analyzeFace(thin).attributes.lipShape).toBe('thin');
  });

  it("a narrower mouth with raised cupid's bow peaks: bow", () => {
    const cx = centreX([61, 291]);
    const lm = edited(
      (p, i) => ({ x: cx + (p.x - cx) * 0.9, y: p.y - (i === 37 || i === 267 ? 0.02 : 0) }),
      MOUTH,
    );
    expect(faceMeasures(lm).bowDepth).toBeGreaterThan(base.bowDepth);
    expect(analyzeFace(lm).attributes.lipShape).toBe('bow');
  });

  it('brows on their chord: straight; two straight limbs: angled; a high arc: rounded', () => {
    expect(analyzeFace(browsShaped(() => 0)).attributes.browShape).toBe('straight');
    const peak = 0.5;
    const angled = browsShaped((t) => 0.12 * (t < peak ? t / peak : (1 - t) / (1 - peak)));
    expect(analyzeFace(angled).attributes.browShape).toBe('angled');
    const rounded = browsShaped((t) => 0.22 * 4 * t * (1 - t));
    expect(faceMeasures(rounded).browArch).toBeGreaterThan(base.browArch);
    expect(analyzeFace(rounded).attributes.browShape).toBe('rounded');
  });
});
