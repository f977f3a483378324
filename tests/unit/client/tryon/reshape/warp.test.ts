import { describe, expect, it } from 'vitest';
import { faceUp, faceWidth } from '../../../../../client/tryon/geometry/face';
import { at, LIPS_INNER, LIPS_OUTER, SIDES, sideSet } from '../../../../../client/tryon/geometry/landmarks';
import { centroid } from '../../../../../client/tryon/geometry/polygon';
import { eyeOpening } from '../../../../../client/tryon/geometry/zones';
import {
  clampStrength,
  DEFAULT_RESHAPE,
  displacements,
  drawReshape,
  gridStep,
  type Handle,
  MAX_PULL,
  normalizeReshape,
  RESHAPE_CONTROLS,
  type Reshape,
  reshapeLandmarks,
  warpBox,
  warpField,
  warpPixels,
} from '../../../../../client/tryon/reshape/warp';
import type { Landmarks, Pt } from '../../../../../client/tryon/types';
import fixture from '../../../../fixtures/astronaut-landmarks.json';

const LM: Landmarks = fixture.points.map(([x, y, z]) => ({ x: x!, y: y!, z: z! }));
const FW = faceWidth(LM);
const W = fixture.width;
const H = fixture.height;
const ALL = (v: number): Reshape => normalizeReshape(Object.fromEntries(RESHAPE_CONTROLS.map((c) => [c, v])));
const only = (c: keyof Reshape, v: number): Reshape => ({ ...DEFAULT_RESHAPE, [c]: v });
const dist = (a: Pt, b: Pt): number => Math.hypot(a.x - b.x, a.y - b.y);
const fieldOf = (r: Partial<Reshape>, lm = LM) => warpField(displacements(lm, r));
/** Horizontal distance from the face's vertical axis (through the nose bridge, along up). */
const offAxis = (p: Pt): number => {
  const a = at(LM, 168);
  const up = faceUp(LM);
  return Math.abs((p.x - a.x) * -up.y + (p.y - a.y) * up.x);
};

/** The box the handles reach, clamped to the fixture's picture. */
function boxOf(r: Partial<Reshape>, lm = LM, w = W, h = H) {
  const box = warpBox(displacements(lm, r), w, h);
  if (!box) throw new Error('no box');
  return box;
}

/** Worst Jacobian determinant and worst neighbour jump of the inverse map on a grid over its box. */
function fieldStats(r: Partial<Reshape>): { minDet: number; maxJump: number; maxPull: number } {
  const f = fieldOf(r);
  const box = boxOf(r);
  let minDet = Number.POSITIVE_INFINITY;
  let maxJump = 0;
  let maxPull = 0;
  const e = 0.25;
  for (let y = box.y; y < box.y + box.h; y += 0.5) {
    for (let x = box.x; x < box.x + box.w; x += 0.5) {
      const p = f(x, y);
      const px = f(x + e, y);
      const py = f(x, y + e);
      const det = ((px.x - p.x) * (py.y - p.y) - (px.y - p.y) * (py.x - p.x)) / (e * e);
      minDet = Math.min(minDet, det);
      maxJump = Math.max(maxJump, dist(f(x + 1, y), p), dist(f(x, y + 1), p));
      maxPull = Math.max(maxPull, dist(p, { x, y }));
    }
  }
  return { minDet, maxJump, maxPull };
}

describe('strengths', () => {
  it('clamps to −1..1 and turns anything not finite into 0', () => {
    expect([2, -3, 0.4, Number.NaN, Number.POSITIVE_INFINITY, '1', undefined].map(clampStrength)).toEqual([
      1, -1, 0.4, 0, 0, 0, 0,
    ]);
    expect(normalizeReshape({ jaw: 7, eyes: Number.NaN })).toEqual({ ...DEFAULT_RESHAPE, jaw: 1 });
    expect(displacements(LM, { jaw: 7 })).toEqual(displacements(LM, { jaw: 1 }));
    expect(displacements(LM, { lips: -40 })).toEqual(displacements(LM, { lips: -1 }));
    expect(displacements(LM, { jaw: Number.NaN, eyes: Number.NEGATIVE_INFINITY })).toEqual([]);
  });

  it('lists the seven controls, all 0 by default', () => {
    expect(RESHAPE_CONTROLS).toEqual(['jaw', 'cheeks', 'chin', 'nose', 'eyes', 'brows', 'lips']);
    expect(Object.values(DEFAULT_RESHAPE)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('zero strengths', () => {
  it('give no handles, an identity field and unchanged pixels', () => {
    expect(displacements(LM, DEFAULT_RESHAPE)).toEqual([]);
    const f = warpField(displacements(LM, DEFAULT_RESHAPE));
    for (const p of [at(LM, 152), at(LM, 468), { x: 0, y: 0 }, { x: 300.3, y: 120.7 }]) {
      expect(f(p.x, p.y)).toEqual(p);
    }
    const src = striped(W, H);
    const box = { x: 150, y: 50, w: 150, h: 150 };
    const out = warpPixels(src, box, f);
    expect(diffCount(out, src, box)).toBe(0);
    expect(reshapeLandmarks(LM, DEFAULT_RESHAPE)).toBe(LM);
  });
});

describe('each control moves what it names, and nothing far from it', () => {
  it('jaw +1: the pixel ending at a jaw point comes from further out; corners and eyes stay', () => {
    const f = fieldOf(only('jaw', 1));
    for (const i of [58, 172, 136, 288, 397, 365]) {
      const p = at(LM, i);
      expect(offAxis(f(p.x, p.y)) - offAxis(p)).toBeGreaterThan(0.015 * FW);
    }
    for (const p of [{ x: 0.5, y: 0.5 }, { x: W - 0.5, y: H - 0.5 }, at(LM, 468), at(LM, 473), at(LM, 1)]) {
      expect(f(p.x, p.y)).toEqual(p);
    }
    // −1: a wider jaw, the sample comes from further in.
    const g = fieldOf(only('jaw', -1));
    const p = at(LM, 172);
    expect(offAxis(g(p.x, p.y))).toBeLessThan(offAxis(p) - 0.015 * FW);
  });

  it('eyes +1: magnified about each eye centre (samples come from closer to it)', () => {
    const f = fieldOf(only('eyes', 1));
    for (const side of SIDES) {
      const eye = eyeOpening(LM, side);
      const c = centroid(eye);
      for (const p of eye) expect(dist(f(p.x, p.y), c)).toBeLessThan(dist(p, c) * 0.97);
      expect(dist(f(c.x, c.y), c)).toBeLessThan(0.01 * FW);
    }
    expect(f(at(LM, 152).x, at(LM, 152).y)).toEqual(at(LM, 152));
  });

  it('brows +1: the pixel ending at a brow point comes from below it (the brow moves up)', () => {
    const f = fieldOf(only('brows', 1));
    const up = faceUp(LM);
    for (const side of SIDES) {
      for (const i of sideSet(side).browUpper.slice(0, 3)) {
        const p = at(LM, i);
        const s = f(p.x, p.y);
        expect((p.x - s.x) * up.x + (p.y - s.y) * up.y).toBeGreaterThan(0.01 * FW);
      }
    }
    const moved = reshapeLandmarks(LM, only('brows', 1));
    expect(moved[105]!.y).toBeLessThan(LM[105]!.y - 0.01 * FW);
    expect(Math.abs(moved[152]!.y - LM[152]!.y)).toBe(0);
  });

  it('lips +1: fuller (the outer edge samples from nearer the lip line); nose +1: slimmer wings', () => {
    const f = fieldOf(only('lips', 1));
    for (const n of [4, 5, 14, 15]) {
      const p = at(LM, LIPS_OUTER[n]!);
      const q = at(LM, LIPS_INNER[n]!);
      expect(dist(f(p.x, p.y), q)).toBeLessThan(dist(p, q) * 0.9);
    }
    const g = fieldOf(only('nose', 1));
    for (const i of [64, 294]) {
      const p = at(LM, i);
      expect(offAxis(g(p.x, p.y)) - offAxis(p)).toBeGreaterThan(0.008 * FW);
    }
  });

  it('chin +1: smaller (the chin samples from below); cheeks +1: the sides sample from further out', () => {
    const chin = at(LM, 152);
    expect(fieldOf(only('chin', 1))(chin.x, chin.y).y).toBeGreaterThan(chin.y + 0.015 * FW);
    const f = fieldOf(only('cheeks', 1));
    for (const i of [93, 132, 323, 361]) {
      const p = at(LM, i);
      expect(offAxis(f(p.x, p.y)) - offAxis(p)).toBeGreaterThan(0.015 * FW);
    }
  });
});

describe('the field', () => {
  it('caps every handle below its radius × MAX_PULL', () => {
    for (const h of displacements(LM, ALL(1))) {
      expect(dist(h.from, h.to)).toBeLessThanOrEqual(h.radius * MAX_PULL + 1e-9);
    }
  });

  for (const v of [1, -1]) {
    it(`is continuous and never folds, all controls at ${v}`, () => {
      const s = fieldStats(ALL(v));
      expect(s.maxJump).toBeLessThan(2);
      expect(s.minDet).toBeGreaterThan(0.2);
      expect(s.maxPull).toBeGreaterThan(0.02 * FW);
    });
  }

  it('never folds for any single control at ±1', () => {
    for (const c of RESHAPE_CONTROLS) {
      for (const v of [1, -1]) expect(fieldStats(only(c, v)).minDet, `${c} ${v}`).toBeGreaterThan(0.2);
    }
  });

  it('scales with the face: the fixture ×2 gives handles and pulls ×2', () => {
    const lm2 = LM.map((p) => ({ x: p.x * 2, y: p.y * 2 }));
    const a = displacements(LM, ALL(0.7));
    const b = displacements(lm2, ALL(0.7));
    expect(b.length).toBe(a.length);
    a.forEach((h, i) => {
      const k = b[i]!;
      expect(k.radius).toBeCloseTo(h.radius * 2, 9);
      expect(k.to.x - k.from.x).toBeCloseTo((h.to.x - h.from.x) * 2, 9);
      expect(k.to.y - k.from.y).toBeCloseTo((h.to.y - h.from.y) * 2, 9);
    });
    const f = warpField(a);
    const g = warpField(b);
    for (const p of [at(LM, 172), at(LM, 105), at(LM, 33), at(LM, 0), { x: 210.3, y: 140.9 }]) {
      const s = f(p.x, p.y);
      const t = g(p.x * 2, p.y * 2);
      expect(t.x - 2 * p.x).toBeCloseTo((s.x - p.x) * 2, 6);
      expect(t.y - 2 * p.y).toBeCloseTo((s.y - p.y) * 2, 6);
    }
  });

  it('reshapeLandmarks is the forward map: the field sends each moved landmark back to its place', () => {
    const r = ALL(1);
    const f = fieldOf(r);
    const moved = reshapeLandmarks(LM, r);
    let most = 0;
    moved.forEach((p, i) => {
      expect(dist(f(p.x, p.y), LM[i]!)).toBeLessThan(0.05);
      most = Math.max(most, dist(p, LM[i]!));
    });
    expect(most).toBeGreaterThan(0.02 * FW);
  });
});

describe('warpPixels', () => {
  it('changes pixels only where the handles reach, never on the box edge', () => {
    const r = { jaw: 1, eyes: 0.6, lips: 0.6 };
    const handles = displacements(LM, r);
    const src = striped(W, H);
    const box = boxOf(r);
    const out = warpPixels(src, box, warpField(handles), gridStep(handles));
    let changed = 0;
    for (let y = 0; y < box.h; y++) {
      for (let x = 0; x < box.w; x++) {
        const fx = box.x + x + 0.5;
        const fy = box.y + y + 0.5;
        const same = samePixel(out, (y * box.w + x) * 4, src.data, ((box.y + y) * W + box.x + x) * 4);
        if (!same) {
          changed++;
          expect(reaches(handles, fx, fy), `${fx},${fy}`).toBe(true);
          expect(x > 0 && y > 0 && x < box.w - 1 && y < box.h - 1).toBe(true);
        }
      }
    }
    expect(changed).toBeGreaterThan(500);
    // On a ramp (red = x / 2), the jaw's destination pixel holds the colour from further out.
    const ramp = striped(W, H, (x) => x / 2);
    const warped = warpPixels(ramp, box, warpField(handles), gridStep(handles));
    for (const i of [172, 397]) {
      const x = Math.floor(at(LM, i).x);
      const y = Math.floor(at(LM, i).y);
      const s = warpField(handles)(x + 0.5, y + 0.5);
      const red = warped[((y - box.y) * box.w + x - box.x) * 4]!;
      expect(Math.abs(red - (s.x - 0.5) / 2)).toBeLessThan(1);
      expect(Math.abs(red - x / 2)).toBeGreaterThan(0.5);
    }
  });

  it('warps a 640×480 frame with a 250 px face inside a box around the face', () => {
    // Its time is a benchmark figure (docs/tryon-hair.md), not a test's.
    const k = 250 / FW;
    const lm = LM.map((p) => ({ x: (p.x - 225) * k + 320, y: (p.y - 125) * k + 240 }));
    const src = striped(640, 480);
    const r = { jaw: 1, cheeks: 0.5, chin: 0.5, nose: 0.5, eyes: 0.6, brows: 0.5, lips: 0.6 };
    const handles = displacements(lm, r);
    const box = warpBox(handles, 640, 480)!;
    const out = warpPixels(src, box, warpField(handles), gridStep(handles));
    expect(out.length).toBe(box.w * box.h * 4);
    // Only the face moves: the box stays well inside the frame, around a 250 px face.
    expect(box.w).toBeLessThan(420);
    expect(box.x).toBeGreaterThan(100);
  });
});

describe('drawReshape', () => {
  it('draws nothing at 0, and puts the warped box once otherwise, reading the frame once', () => {
    const calls: string[] = [];
    const ctx = fakeContext(W, H, calls);
    expect(drawReshape(ctx, ctx, LM, DEFAULT_RESHAPE, {})).toBe(false);
    expect(calls).toEqual([]);
    expect(drawReshape(ctx, ctx, LM, { jaw: 1 }, {})).toBe(true);
    expect(calls.map((c) => c.split(' ')[0])).toEqual(['getImageData', 'createImageData', 'putImageData']);
    const [, x, y, w, h] = calls[2]!.split(' ').map(Number);
    const reach = boxOf({ jaw: 1 });
    expect(
      x! <= reach.x && y! <= reach.y && x! + w! >= reach.x + reach.w && y! + h! >= reach.y + reach.h,
    ).toBe(true);
    expect(x! >= 0 && y! >= 0 && x! + w! <= W && y! + h! <= H).toBe(true);
  });
});

// ---- Helpers ------------------------------------------------------------------------------------------

/** Vertical stripes, 7 px a period, red a ramp across each: a picture where any shift shows. */
function stripe(x: number): number {
  const m = ((x % 7) + 7) % 7;
  return Math.round(m * 36);
}
function striped(w: number, h: number, red = stripe) {
  const data = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) data.set([red(x), (y * 3) % 256, 90, 255], (y * w + x) * 4);
  }
  return { data, width: w, height: h };
}
function samePixel(a: Uint8ClampedArray, i: number, b: Uint8ClampedArray, j: number): boolean {
  return a[i] === b[j] && a[i + 1] === b[j + 1] && a[i + 2] === b[j + 2] && a[i + 3] === b[j + 3];
}
function diffCount(
  out: Uint8ClampedArray,
  src: { data: Uint8ClampedArray; width: number },
  box: Pt & { w: number; h: number },
) {
  let n = 0;
  for (let y = 0; y < box.h; y++) {
    for (let x = 0; x < box.w; x++) {
      if (!samePixel(out, (y * box.w + x) * 4, src.data, ((box.y + y) * src.width + box.x + x) * 4)) n++;
    }
  }
  return n;
}
function reaches(handles: readonly Handle[], x: number, y: number): boolean {
  return handles.some((h) => dist(h.to, { x, y }) < h.radius);
}
/** A 2D context stand-in over a striped picture that records the calls drawReshape makes. */
function fakeContext(w: number, h: number, calls: string[]): CanvasRenderingContext2D {
  const pic = striped(w, h);
  const ctx = {
    canvas: { width: w, height: h },
    getImageData(x: number, y: number, bw: number, bh: number) {
      calls.push(`getImageData ${x} ${y} ${bw} ${bh}`);
      const data = new Uint8ClampedArray(bw * bh * 4);
      for (let j = 0; j < bh; j++)
        data.set(pic.data.subarray(((y + j) * w + x) * 4, ((y + j) * w + x + bw) * 4), j * bw * 4);
      return { data, width: bw, height: bh };
    },
    createImageData(bw: number, bh: number) {
      calls.push(`createImageData ${bw} ${bh}`);
      return { data: new Uint8ClampedArray(bw * bh * 4), width: bw, height: bh };
    },
    putImageData(img: { width: number; height: number }, x: number, y: number) {
      calls.push(`putImageData ${x} ${y} ${img.width} ${img.height}`);
    },
  };
  return ctx as unknown as CanvasRenderingContext2D;
}
