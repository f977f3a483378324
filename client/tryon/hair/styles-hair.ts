/**
 * The four hairstyles of styles.ts as silhouettes in the head's frame (styles-frame.ts): the inner edge
 * runs along the face — up one side of the face oval, across the hairline (wear/head.ts `headTop`) or a
 * bob's fringe line, down the other side — and the outer edge is the style's volume around the skull.
 * Nothing is ever drawn inside the face below that inner edge, nor on the eyes and brows (clipped out).
 */
import { type Rgb, rgba } from '../effects/color';
import { prngPure } from '../effects/random';
import { FACE_OVAL, points, sideSet } from '../geometry/landmarks';
import { centroid, growPolygon, type Polygon, resample } from '../geometry/polygon';
import { lerp } from '../geometry/vector';
import type { Landmarks, Pt } from '../types';
import { headTop } from '../wear/head';
import { type Ctx, enter, type Frame, frameOf, norm, smoothstep, toLocal } from './styles-frame';
import { paintBun, paintHair, type Silhouette } from './styles-hair-paint';
import { boxOf, cached, fitOf } from './styles-layer';
import { clipOut } from './styles-paint';

/** Samples along each edge of a silhouette. */
const N = 96;
/**
 * The face oval's sides, ear → jaw (above them the hairline arc runs from the temples), and its lower
 * part from the subject's left jaw to the right.
 */
const SIDE = { right: [234, 93, 132, 58, 172, 136], left: [454, 323, 361, 288, 397, 365] };
const LOWER = [323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136, 172, 58, 132, 93];

type Head = {
  r: number;
  H: number;
  vf: number;
  vw: number;
  chin: number;
  hairline: Polygon;
  p: (i: number) => Pt;
  /** A landmark pushed out from the face's centre by d (off the skin). */
  out: (i: number, d?: number) => Pt;
};

function headOf(lm: Landmarks, f: Frame): Head {
  const c = centroid(toLocal(f, points(lm, FACE_OVAL)));
  const vf = f.p(10).y;
  return {
    r: f.right,
    H: f.H,
    vf,
    vw: vf + 0.1 * f.H,
    chin: f.p(152).y,
    // headTop's arc sits on the hair for a band; a hairstyle starts at the forehead's top edge.
    hairline: toLocal(f, headTop(lm).hairline).map((q) => ({ x: q.x, y: q.y + 0.035 * f.H })),
    p: f.p,
    out: (i, d = 0.008) => {
      const q = f.p(i);
      return lerp(c, q, 1 + d / Math.max(1e-6, Math.hypot(q.x - c.x, q.y - c.y)));
    },
  };
}

/** Control points [x, y] of the subject's right side (x > 0 away from the face), on either side. */
const onSide = (pts: readonly (readonly [number, number])[], sign: number): Pt[] =>
  pts.map(([x, y]) => ({ x: sign * x, y }));

const smooth = (pts: readonly Pt[]): Polygon => resample(pts, N);

/** The outline: the right side's controls (bottom → up), the dome over the skull, the left side's. */
function outline(
  h: Head,
  side: readonly (readonly [number, number])[],
  w: number,
  top: number,
  rough = 0,
  mid = h.vw,
): Polygon {
  const dome: Pt[] = [];
  for (let i = 0; i <= 24; i++) {
    const t = Math.PI * (0.5 - i / 24);
    // Piecey styles: the outline in tufts (fixed, so they do not move from frame to frame).
    const k = 1 + rough * (Math.sin(13 * t + 1.3) + 0.6 * Math.sin(29 * t + 0.4));
    dome.push({ x: h.r * w * k * Math.sin(t), y: mid - (mid - top) * k * Math.cos(t) });
  }
  return smooth([...onSide(side, h.r), ...dome, ...onSide(side, -h.r).reverse()]);
}

/** Hair falling from `src`, turning straight down below the widest line of the head. */
const fall =
  (h: Head, src: Pt, turn: number) =>
  (p: Pt): Pt => {
    const r = norm(p.x - src.x, p.y - src.y);
    const w = smoothstep(h.vw - 0.1, h.vw + turn, p.y);
    return norm(r.x * (1 - w), r.y * (1 - w) + w);
  };

const still = (p: Pt): Pt => p;
const flat = (): number => 0;

function pixie(h: Head): Silhouette {
  const top = h.vf - 0.56 * h.H;
  const mid = h.vf + 0.04;
  const tip = lerp(h.out(234), h.out(93), 0.6);
  const tipL = lerp(h.out(454), h.out(323), 0.6);
  const crown = { x: -0.15 * h.r, y: top - 0.25 };
  return {
    inner: smooth([tip, h.out(234), ...h.hairline, h.out(454), tipL]),
    outer: outline(
      h,
      [
        [0.5, tip.y + 0.02],
        [0.6, tip.y - 0.05],
        [0.71, -0.1],
        [0.77, mid + 0.1],
      ],
      0.79,
      top,
      0.012,
      mid,
    ),
    // Short and piecey, from the crown, swept across the forehead toward the subject's left.
    field: (p) => norm(p.x - crown.x - 0.5 * h.r * smoothstep(top + 0.2, h.vf, p.y), p.y - crown.y),
    strands: { count: 340, len: [0.12, 0.3], steps: 5, jitter: 0.35 },
    wave: still,
    light: flat,
    top,
    bottom: tip.y,
    tufts: { inner: 34, outer: 30, where: (p) => p.y < mid - 0.1 },
    soft: 0.1,
    pieces: 140,
    dome: { w: 0.79, top, mid },
  };
}

function bob(h: Head, lm: Landmarks, f: Frame): Silhouette {
  const top = h.vf - 0.5 * h.H;
  const end = Math.max(h.p(136).y, h.p(365).y) + 0.03;
  const right = [...SIDE.right].reverse().map((i) => h.out(i));
  const left = SIDE.left.map((i) => h.out(i));
  const brows = [...points(lm, sideSet('right').browUpper), ...points(lm, sideSet('left').browUpper)];
  const browTop = toLocal(f, brows).sort((a, b) => a.x - b.x);
  const hl = [...h.hairline].sort((a, b) => a.x - b.x);
  const yAt = (line: readonly Pt[], x: number): number => {
    const j = line.findIndex((q) => q.x >= x);
    if (j <= 0) return line[j < 0 ? line.length - 1 : 0]!.y;
    const [a, b] = [line[j - 1]!, line[j]!];
    return a.y + ((b.y - a.y) * (x - a.x)) / Math.max(1e-6, b.x - a.x);
  };
  // Level, 40 % of the way from the brows' highest point up to the hairline and at least 0.08 above
  // it; past the brows' tails until clear of the face's sides, then down to the temples.
  const yb = Math.min(...browTop.map((q) => q.y));
  const [x0, x1] = [browTop[0]!.x - 0.1, browTop[browTop.length - 1]!.x + 0.1];
  const fringe: Pt[] = [];
  for (let i = 0; i <= 14; i++) {
    const x = x0 + ((x1 - x0) * i) / 14;
    fringe.push({ x, y: Math.min(yb - 0.08, yb - 0.4 * (yb - yAt(hl, x))) });
  }
  if (h.r > 0) fringe.reverse();
  const part = { x: 0.25 * h.r, y: top - 0.12 };
  return {
    inner: smooth([...right, h.hairline[0]!, ...fringe, h.hairline[h.hairline.length - 1]!, ...left]),
    outer: outline(
      h,
      [
        [0.42, end + 0.02],
        [0.56, end + 0.05],
        [0.7, end + 0.01],
        [0.77, end - 0.12],
        [0.8, h.vw + 0.3],
      ],
      0.79,
      top,
    ),
    field: fall(h, part, 0.3),
    strands: { count: 320, len: [0.35, 0.8], steps: 10, jitter: 0.04 },
    wave: still,
    light: flat,
    top,
    bottom: end + 0.06,
    dome: { w: 0.79, top, mid: h.vw },
  };
}

function longWaves(h: Head): Silhouette {
  const top = h.vf - 0.5 * h.H;
  const end = h.chin + 0.8 * h.H;
  const jaw = Math.max(h.p(172).y, h.p(397).y);
  const neck = (s: number): Pt[] =>
    onSide(
      [
        [0.46, end - 0.05],
        [0.4, h.chin + 0.45],
        [0.36, h.chin + 0.12],
      ],
      s,
    );
  const right = [...neck(h.r), ...[...SIDE.right].reverse().map((i) => h.out(i))];
  const left = [...SIDE.left.map((i) => h.out(i)), ...neck(-h.r).reverse()];
  const part = { x: 0.25 * h.r, y: top - 0.12 };
  // Loose S-waves from the jaw down, growing toward the ends; light on each wave's crest.
  const amp = (y: number): number => 0.07 * smoothstep(jaw - 0.1, jaw + 0.5, y);
  const phase = (y: number): number => (2 * Math.PI * (y - jaw)) / 0.62;
  return {
    inner: smooth([...right, ...h.hairline, ...left]),
    outer: outline(
      h,
      [
        [0.58, end + 0.02],
        [0.8, end - 0.04],
        [1.02, end + 0.01],
        [1.06, end - 0.4],
        [0.98, h.chin],
        [0.9, 0.25],
        [0.86, h.vw + 0.2],
      ],
      0.82,
      top,
    ),
    field: fall(h, part, 0.5),
    strands: { count: 300, len: [0.6, 1.3], steps: 12, jitter: 0.03 },
    wave: (p) => ({ x: p.x + amp(p.y) * Math.sin(phase(p.y)), y: p.y }),
    light: (p) => (amp(p.y) > 0.01 ? Math.cos(phase(p.y)) : 0),
    top,
    bottom: end + 0.06,
    dome: { w: 0.82, top, mid: h.vw },
  };
}

function highBun(h: Head): Silhouette {
  const top = h.vf - 0.44 * h.H;
  const mid = h.vf + 0.04;
  const tip = lerp(h.out(127), h.out(234), 0.4);
  const tipL = lerp(h.out(356), h.out(454), 0.4);
  const bun = { c: { x: 0.02 * h.r, y: top - 0.09 }, rx: 0.28, ry: 0.22 };
  const base = bun.c;
  return {
    inner: smooth([tip, ...h.hairline, tipL]),
    outer: outline(
      h,
      [
        [0.54, tip.y + 0.01],
        [0.62, tip.y - 0.06],
        [0.68, mid + 0.14],
      ],
      0.71,
      top,
      0,
      mid,
    ),
    // Combed back and up from the hairline toward the bun.
    field: (p) => norm(base.x - p.x, base.y - p.y),
    strands: { count: 280, len: [0.35, 0.7], steps: 8, jitter: 0.03 },
    wave: still,
    light: flat,
    top,
    bottom: tip.y,
    dome: { w: 0.71, top, mid },
    bun,
  };
}

/** The eyes and brows of a side, as one region grown a little. */
function eyeAndBrow(lm: Landmarks, f: Frame, side: 'right' | 'left'): Polygon {
  const s = sideSet(side);
  const ring = [...s.browUpper, s.upper[s.upper.length - 1]!, ...[...s.lower].reverse(), s.browLower[0]!];
  return growPolygon(toLocal(f, points(lm, ring)), 0.03);
}

/** The face the hair leaves bare: inside the inner edge (ending on the left), down around the chin. */
function faceKeepOut(h: Head, inner: Polygon): Polygon {
  const low = Math.max(inner[0]!.y, inner[inner.length - 1]!.y);
  const chin = LOWER.map(h.p).filter((q) => q.y > low);
  return [...inner, ...chin];
}

export function drawHair(ctx: Ctx, lm: Landmarks, style: string, c: Rgb): void {
  const f = frameOf(lm);
  const h = headOf(lm, f);
  const s =
    style === 'bob'
      ? bob(h, lm, f)
      : style === 'long-waves'
        ? longWaves(h)
        : style === 'high-bun'
          ? highBun(h)
          : pixie(h);
  enter(ctx, f);
  const inner = s.inner.map(s.wave);
  clipOut(ctx, [faceKeepOut(h, inner)]);
  clipOut(ctx, [eyeAndBrow(lm, f, 'right'), eyeAndBrow(lm, f, 'left')]);
  const b = s.bun;
  const box = boxOf([inner, s.outer.map(s.wave), b ? [b.c, { x: b.c.x, y: b.c.y - b.ry }] : []], 0.16);
  cached(ctx, 'hair', `${style} ${rgba(c)}`, fitOf([s.inner, s.outer]), f.fw, box, (target, own) => {
    const rand = prngPure(0x4a1b + style.length * 977);
    paintHair(target, f, s, c, rand, own);
    if (b) paintBun(target, f, b, c, rand);
  });
}
