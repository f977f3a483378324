import { describe, expect, it } from 'vitest';
import { faceCentre, faceWidth } from '../../../../../client/tryon/geometry/face';
import { at } from '../../../../../client/tryon/geometry/landmarks';
import type { Landmarks, Pt } from '../../../../../client/tryon/types';
import { drawFaceWear } from '../../../../../client/tryon/wear/face-draw';
import { earLobes } from '../../../../../client/tryon/wear/head';
import { WEAR_STYLES, type Wearable } from '../../../../../shared/wear';
import fixture from '../../../../fixtures/astronaut-landmarks.json';

const LM: Landmarks = fixture.points.map(([x, y, z]) => ({ x: x!, y: y!, z: z! }));
const FW = faceWidth(LM);

// ---- A recording stand-in for Canvas 2D that tracks the transform and the current path -------------

type Box = { x0: number; y0: number; x1: number; y1: number };
type Paint = { op: 'fill' | 'stroke' | 'fillRect'; box: Box };

function recorder() {
  const paints: Paint[] = [];
  const calls: string[] = [];
  let m = [1, 0, 0, 1, 0, 0];
  const stack: number[][] = [];
  let path: Pt[] = [];
  const apply = (x: number, y: number): Pt => ({
    x: m[0]! * x + m[2]! * y + m[4]!,
    y: m[1]! * x + m[3]! * y + m[5]!,
  });
  const mul = (a: number, b: number, c: number, d: number, e: number, f: number): void => {
    const [p, q, r, s, t, u] = m as [number, number, number, number, number, number];
    m = [p * a + r * b, q * a + s * b, p * c + r * d, q * c + s * d, p * e + r * f + t, q * e + s * f + u];
  };
  const boxOf = (pts: readonly Pt[]): Box => ({
    x0: Math.min(...pts.map((p) => p.x)),
    y0: Math.min(...pts.map((p) => p.y)),
    x1: Math.max(...pts.map((p) => p.x)),
    y1: Math.max(...pts.map((p) => p.y)),
  });
  const paint = (op: Paint['op'], pts: readonly Pt[]): void => {
    expect(pts.length).toBeGreaterThan(0);
    for (const p of pts) expect(Number.isFinite(p.x) && Number.isFinite(p.y)).toBe(true);
    paints.push({ op, box: boxOf(pts) });
  };
  const methods: Record<string, (...a: number[]) => unknown> = {
    save: () => stack.push([...m]),
    restore: () => {
      m = stack.pop() ?? m;
    },
    translate: (x, y) => mul(1, 0, 0, 1, x!, y!),
    rotate: (t) => mul(Math.cos(t!), Math.sin(t!), -Math.sin(t!), Math.cos(t!), 0, 0),
    scale: (sx, sy) => mul(sx!, 0, 0, sy!, 0, 0),
    beginPath: () => {
      path = [];
    },
    moveTo: (x, y) => path.push(apply(x!, y!)),
    lineTo: (x, y) => path.push(apply(x!, y!)),
    quadraticCurveTo: (cx, cy, x, y) => path.push(apply(cx!, cy!), apply(x!, y!)),
    bezierCurveTo: (ax, ay, bx, by, x, y) => path.push(apply(ax!, ay!), apply(bx!, by!), apply(x!, y!)),
    // Conservative: the corners of the ellipse's (rotated) bounding box.
    ellipse: (x, y, rx, ry, rot) => {
      for (const [sx, sy] of [
        [1, 1],
        [1, -1],
        [-1, 1],
        [-1, -1],
      ] as const) {
        const ex = rx! * sx;
        const ey = ry! * sy;
        path.push(
          apply(
            x! + ex * Math.cos(rot!) - ey * Math.sin(rot!),
            y! + ex * Math.sin(rot!) + ey * Math.cos(rot!),
          ),
        );
      }
    },
    arc: (x, y, r) => methods.ellipse!(x!, y!, r!, r!, 0),
    closePath: () => {},
    clip: () => {},
    setLineDash: () => {},
    fill: () => paint('fill', path),
    stroke: () => paint('stroke', path),
    fillRect: (x, y, w, h) =>
      paint('fillRect', [apply(x!, y!), apply(x! + w!, y!), apply(x!, y! + h!), apply(x! + w!, y! + h!)]),
    createLinearGradient: () => ({ addColorStop: () => {} }),
    createRadialGradient: () => ({ addColorStop: () => {} }),
  };
  const props: Record<string, unknown> = {};
  const ctx = new Proxy(props, {
    get(target, key: string) {
      const fn = methods[key];
      if (fn) {
        return (...args: number[]) => {
          calls.push(key);
          return fn(...args);
        };
      }
      return target[key];
    },
    set(target, key: string, value) {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  return { ctx, paints, calls, depth: () => stack.length, matrix: () => m };
}

function draw(lm: Landmarks, pieces: Wearable[]) {
  const r = recorder();
  drawFaceWear(r.ctx, lm, pieces);
  return r;
}

/** Distance from a point to a box (0 inside). */
const gap = (b: Box, p: Pt): number =>
  Math.hypot(Math.max(b.x0 - p.x, 0, p.x - b.x1), Math.max(b.y0 - p.y, 0, p.y - b.y1));
const covers = (b: Box, p: Pt): boolean => gap(b, p) === 0;

/** The fixture turned about the vertical axis through the face centre (see head.test.ts). */
function turned(lm: Landmarks, degrees: number): Landmarks {
  const c = faceCentre(lm);
  const cz = ((lm[234]!.z ?? 0) + (lm[454]!.z ?? 0)) / 2;
  const a = (degrees * Math.PI) / 180;
  return lm.map((p) => {
    const x = p.x - c.x;
    const z = (p.z ?? 0) - cz;
    return { x: c.x + x * Math.cos(a) - z * Math.sin(a), y: p.y, z: cz + x * Math.sin(a) + z * Math.cos(a) };
  });
}

function rolled(lm: Landmarks, degrees: number): Landmarks {
  const c = faceCentre(lm);
  const a = (degrees * Math.PI) / 180;
  return lm.map((p) => {
    const [x, y] = [p.x - c.x, p.y - c.y];
    return { x: c.x + x * Math.cos(a) - y * Math.sin(a), y: c.y + x * Math.sin(a) + y * Math.cos(a) };
  });
}

const FACE_KINDS = ['necklace', 'earrings', 'eyewear', 'hat', 'headband'] as const;

describe('drawFaceWear (recorded canvas calls)', () => {
  it.each(
    FACE_KINDS.flatMap((kind) =>
      (WEAR_STYLES[kind] as readonly string[]).flatMap((style) =>
        (['2d', '3d'] as const).map((mode) => ({ kind, style, mode })),
      ),
    ),
  )('$kind $style $mode: paints, leaves no state behind', ({ kind, style, mode }) => {
    const r = draw(LM, [{ kind, style, mode, color: '#8a6a3a', accent: '#224466' }]);
    expect(r.paints.length).toBeGreaterThan(0);
    expect(r.depth()).toBe(0);
    expect(r.calls.filter((c) => c === 'save').length).toBe(r.calls.filter((c) => c === 'restore').length);
    expect(r.matrix()).toEqual([1, 0, 0, 1, 0, 0]);
  });

  it('eyewear paints over both eyes, not at the chin, on a level, a tilted and a turned face', () => {
    for (const style of WEAR_STYLES.eyewear) {
      for (const lm of [LM, rolled(LM, 25), turned(LM, 15)]) {
        const { paints } = draw(lm, [{ kind: 'eyewear', style, color: '#222222' }]);
        const fills = paints.filter((p) => p.op === 'fill');
        for (const iris of [468, 473]) expect(fills.some((p) => covers(p.box, at(lm, iris)))).toBe(true);
        expect(paints.some((p) => gap(p.box, at(lm, 152)) < 0.1 * FW)).toBe(false);
      }
    }
  });

  it('earrings paint at both lobes frontally, only at the visible one when the head turns', () => {
    for (const style of WEAR_STYLES.earrings) {
      const lobes = earLobes(LM);
      const { paints } = draw(LM, [{ kind: 'earrings', style, color: '#d4af37' }]);
      for (const lobe of [lobes.right, lobes.left])
        expect(paints.some((p) => gap(p.box, lobe) < 0.03 * FW)).toBe(true);
      expect(paints.some((p) => covers(p.box, at(LM, 468)) || covers(p.box, at(LM, 152)))).toBe(false);
      const lm = turned(LM, 30);
      const t = earLobes(lm);
      expect([t.right.visible, t.left.visible]).toEqual([true, false]);
      const turnedPaints = draw(lm, [{ kind: 'earrings', style, color: '#d4af37', mode: '3d' }]).paints;
      expect(turnedPaints.some((p) => gap(p.box, t.right) < 0.03 * FW)).toBe(true);
      expect(turnedPaints.some((p) => gap(p.box, t.left) < 0.15 * FW)).toBe(false);
    }
  });

  it('draws nothing for an unreadable colour, a missing or broken face, or kinds worn elsewhere', () => {
    const bad = FACE_KINDS.map((kind): Wearable => ({ kind, color: 'red' }));
    const broken = LM.map((p, i) => (i === 200 ? { x: Number.NaN, y: p.y } : p));
    for (const r of [
      draw(LM, bad),
      draw(LM, [{ kind: 'eyewear', color: '#12345' }]),
      draw(LM.slice(0, 400), [{ kind: 'eyewear', color: '#222222' }]),
      draw(broken, [{ kind: 'hat', color: '#222222' }]),
      draw(LM, [
        { kind: 'ring', color: '#d4af37' },
        { kind: 'nail', color: '#aa0000' },
      ]),
    ]) {
      expect(r.paints).toHaveLength(0);
      expect(r.calls).toHaveLength(0);
    }
    // An unreadable piece does not stop the others.
    expect(draw(LM, [...bad, { kind: 'eyewear', color: '#222222' }]).paints.length).toBeGreaterThan(0);
  });

  it('layers necklace → earrings → eyewear → headband → hat whatever the input order', () => {
    const pieces = ['hat', 'headband', 'eyewear', 'earrings', 'necklace'].map(
      (kind): Wearable => ({ kind, color: '#884466' }) as Wearable,
    );
    const r = draw(LM, pieces);
    // Split the paints by the top-level save each piece opens.
    const groups: Paint[][] = [];
    let depth = 0;
    let n = 0;
    for (const c of r.calls) {
      if (c === 'save' && depth++ === 0) groups.push([]);
      else if (c === 'restore') depth--;
      else if (c === 'fill' || c === 'stroke' || c === 'fillRect')
        groups[groups.length - 1]!.push(r.paints[n++]!);
    }
    expect(n).toBe(r.paints.length);
    expect(groups.map((g) => g.length > 0)).toEqual([true, true, true, true, true]);
    const [necklace, earrings, eyewear, headband, hat] = groups as [
      Paint[],
      Paint[],
      Paint[],
      Paint[],
      Paint[],
    ];
    const lobes = Object.values(earLobes(LM));
    const top = (ps: Paint[]): number => Math.min(...ps.map((p) => p.box.y0));
    expect(necklace.every((p) => p.box.y0 > at(LM, 152).y - 0.2 * FW)).toBe(true);
    expect(earrings.every((p) => Math.min(...lobes.map((l) => gap(p.box, l))) < 0.2 * FW)).toBe(true);
    expect(eyewear.some((p) => covers(p.box, at(LM, 468)))).toBe(true);
    expect(top(headband)).toBeLessThan(at(LM, 10).y);
    expect(top(hat)).toBeLessThan(top(headband));
  });
});
