/**
 * How a hairstyle's silhouette (styles-hair.ts) is painted, in the head's frame: a body lit at the crown
 * and deeper toward the ends, soft along the face and a little at the outline, shade next to the face,
 * a sheen across the crown, then clumps of fine strands following the style's flow, toned piece by
 * piece, and wisps softening both edges. The generator is seeded: the same strands every frame.
 */
import { type Rgb, rgba } from '../effects/color';
import type { Polygon } from '../geometry/polygon';
import { lerp } from '../geometry/vector';
import type { Pt } from '../types';
import { darker, lighter } from '../wear/materials';
import { along, type Ctx, type Frame, hairWidth, inset, smoothstep, streamline } from './styles-frame';
import {
  addPath,
  clipTo,
  type Strand,
  shade,
  sheen,
  softFill,
  strandTones,
  strokeStrands,
  toned,
  toneOf,
} from './styles-paint';

export type Silhouette = {
  /** Subject's right → left, N points each (before `wave`). */
  inner: Polygon;
  outer: Polygon;
  /** The direction hair runs at a point (either way along it). */
  field: (p: Pt) => Pt;
  /** Clumps of strands: how many, their lengths, steps per strand, angle jitter (radians). */
  strands: { count: number; len: [number, number]; steps: number; jitter: number };
  /** Displacement of every point (long waves: sideways), and −1..1 light along the waves. */
  wave: (p: Pt) => Pt;
  light: (p: Pt) => number;
  /** Top and bottom (y) of the silhouette. */
  top: number;
  bottom: number;
  /** The dome over the skull: half-width, top, and the widest line's y (its centre). */
  dome: { w: number; top: number; mid: number };
  bun?: { c: Pt; rx: number; ry: number };
  /** Pointed pieces: how many at the inner edge, how many out of the outline where `where` holds. */
  tufts?: { inner: number; outer: number; where: (p: Pt) => boolean };
  /** How far (face widths) the hairline fades in over the forehead. */
  soft?: number;
  /** Layered short pieces drawn over the hair (styles-hair-paint.ts `pieces`). */
  pieces?: number;
};

const turn = (d: Pt, a: number): Pt => ({
  x: d.x * Math.cos(a) - d.y * Math.sin(a),
  y: d.x * Math.sin(a) + d.y * Math.cos(a),
});

/**
 * Paints the hair. `own`: `ctx` is a private layer (styles-layer.ts), so the silhouette is cut out once at
 * the end (destination-in) instead of clipping every stroke (much cheaper on a CPU canvas); otherwise
 * everything is clipped to it.
 */
export function paintHair(ctx: Ctx, f: Frame, s: Silhouette, c: Rgb, rand: () => number, own: boolean): void {
  const inner = s.inner.map(s.wave);
  const outer = s.outer.map(s.wave);
  const tones = strandTones(c);
  const w = hairWidth(f, 0.005);
  const { mid, top } = s.dome;
  // Light: the sheen ring across the dome, broad soft bands between clumps, the style's own (waves).
  const ring = (p: Pt): number => Math.hypot(p.x / s.dome.w, Math.min(0, p.y - mid) / (mid - top));
  const light = (p: Pt): number =>
    Math.max(
      -1,
      Math.min(
        1,
        0.9 * Math.exp(-(((ring(p) - 0.7) / 0.12) ** 2)) +
          0.35 * Math.sin(11 * p.x + 2 * p.y + 1.7) * Math.sin(5 * p.y - 3 * p.x) +
          s.light(p) -
          0.15,
      ),
    );
  const sil = [...inner, ...[...outer].reverse()];
  ctx.save();
  if (!own) clipTo(ctx, sil);
  const body = ctx.createLinearGradient(0, s.top, 0, s.bottom);
  body.addColorStop(0, rgba(lighter(c, 0.1)));
  body.addColorStop(0.4, rgba(c));
  body.addColorStop(1, rgba(darker(c, 0.3)));
  // Soft at the hairline over the forehead, crisper down the sides of the face.
  const edge = (s.soft ?? 0.045) - 0.018;
  const soft = inner.map((q) => 0.018 + edge * (1 - smoothstep(s.dome.mid + 0.05, s.dome.mid + 0.3, q.y)));
  softFill(ctx, inner, outer, soft, body, 1, 0.015);
  // Rounded: deeper toward the outline and beside the face.
  const vol = ctx.createRadialGradient(0, mid, 0.25, 0, mid, 0.95);
  vol.addColorStop(0, 'rgba(0,0,0,0)');
  vol.addColorStop(1, rgba(darker(c, 0.6), 0.35));
  ctx.fillStyle = vol;
  ctx.fillRect(-2, s.top - 0.2, 4, mid - s.top + 0.5);
  shade(ctx, inner, c, 0.1, 0.12);
  // Clumps seeded between the edges, gently curving: a broad soft stroke each, then fine strands.
  const solid = inset(s.inner, s.outer, 0.03);
  const strands: Strand[] = [];
  const clumps: Strand[] = [];
  const { count, len, steps, jitter } = s.strands;
  for (let k = 0; k < count; k++) {
    const at = rand();
    const seed = lerp(along(solid, at), along(s.outer, at), 0.03 + 0.94 * rand());
    const a = (rand() - 0.5) * 2 * jitter;
    const bend = (rand() - 0.5) * 1.2;
    const d0 = s.field(seed);
    const field = (p: Pt): Pt => turn(s.field(p), a + bend * ((p.x - seed.x) * d0.x + (p.y - seed.y) * d0.y));
    const d = field(seed);
    const L = len[0] + (len[1] - len[0]) * rand();
    const core = streamline(seed, L, steps, field);
    clumps.push({
      pts: core.map(s.wave),
      tone: light(seed) > 0.2 ? 2 : light(seed) < -0.2 ? 1 : rand() < 0.5 ? 1 : 2,
    });
    // Its strands: the clump's line moved aside, fanning out a little, each ending on its own.
    const m = 3 + Math.floor(rand() * 3);
    for (let j = 0; j < m; j++) {
      const o = (rand() - 0.5) * 0.03;
      const fan = (rand() - 0.5) * 0.02;
      const from = Math.floor(rand() * 0.25 * core.length);
      const cut = Math.max(from + 2, Math.round(core.length * (0.75 + 0.25 * rand())));
      const pts = core.slice(from, cut).map((q, i) => {
        const e = o + (fan * i) / core.length;
        return s.wave({ x: q.x - d.y * e, y: q.y + d.x * e });
      });
      strands.push(...toned(pts, 6, rand, light));
    }
  }
  pieces(ctx, s, c, solid, light, rand);
  strokeStrands(
    ctx,
    clumps,
    tones.map(([col, , k]) => [col, 0.1, k]),
    0.035,
  );
  strokeStrands(ctx, strands, tones, w);
  const crown = s.outer.map((q, i) => lerp(q, s.inner[i]!, 0.28)).filter((q) => q.y < mid + 0.05);
  if (crown.length > 1) sheen(ctx, crown.map(s.wave), c, 0.12, 0.07);
  if (s.tufts) {
    // Pieces reaching the hairline, swept with the flow: a jagged edge instead of a soft one.
    const base = inset(s.inner, s.outer, 0.12);
    tufts(ctx, s, [base, s.inner], s.tufts.inner, 0.028, body, tones, w, rand);
  }
  // Wisps across the soft edge along the face (the clip stops them at the edge).
  const deep = inset(s.inner, s.outer, 0.09);
  const wisps: Strand[] = [];
  for (let k = 0; k < 110; k++) {
    const at = rand();
    const from = along(deep, at);
    const to = lerp(from, along(s.inner, at), 0.75 + 0.25 * rand());
    wisps.push({ pts: [from, lerp(from, to, 0.5), to].map(s.wave), tone: toneOf(rand()) });
  }
  strokeStrands(ctx, wisps, tones, w * 0.8);
  if (own) {
    ctx.globalCompositeOperation = 'destination-in';
    ctx.beginPath();
    addPath(ctx, sil);
    ctx.fillStyle = '#000';
    ctx.fill();
  }
  ctx.restore();
  if (s.tufts) {
    // Pieces standing out of the outline.
    const base = s.outer.map((q, i) => lerp(q, s.inner[i]!, 0.08));
    const tips = base.map((q, i) => {
      const d = s.field(q);
      return s.tufts!.where(q) ? { x: s.outer[i]!.x + 0.05 * d.x, y: s.outer[i]!.y + 0.05 * d.y } : q;
    });
    tufts(ctx, s, [base, tips], s.tufts.outer, 0.025, body, tones, w, rand);
  }
  // Flyaways past the outline, along the flow (still clear of the face: the caller's clips).
  const fly: Strand[] = [];
  for (let k = 0; k < 60; k++) {
    const at = rand();
    const from = lerp(along(s.outer, at), along(s.inner, at), 0.02 + 0.05 * rand());
    const d = turn(s.field(from), (rand() - 0.5) * 0.4);
    const l = 0.03 + 0.06 * rand();
    fly.push({ pts: [from, { x: from.x + d.x * l, y: from.y + d.y * l }].map(s.wave), tone: toneOf(rand()) });
  }
  strokeStrands(ctx, fly, tones, w * 0.7);
}

/** Adds a pointed piece of hair from `b` to `t` (half-width `hw`, bowed by `bend`); its centre line. */
function leaf(ctx: Ctx, s: Silhouette, b: Pt, t: Pt, hw: number, bend: number): Pt[] {
  const len = Math.hypot(t.x - b.x, t.y - b.y) || 1e-6;
  const [ux, uy] = [(t.x - b.x) / len, (t.y - b.y) / len];
  const m = { x: (b.x + t.x) / 2 - uy * bend * len, y: (b.y + t.y) / 2 + ux * bend * len };
  const side = (k: number, q: Pt): Pt => ({ x: q.x - uy * hw * k, y: q.y + ux * hw * k });
  addPath(ctx, [side(1, b), side(0.6, m), t, side(-0.6, m), side(-1, b)].map(s.wave));
  return [b, m, t].map(s.wave);
}

/** `n` pointed pieces of hair from the line `from` to the line `to`, filled, with a strand down each. */
function tufts(
  ctx: Ctx,
  s: Silhouette,
  [from, to]: readonly [readonly Pt[], readonly Pt[]],
  n: number,
  width: number,
  paint: CanvasGradient,
  tones: readonly [string, number, number][],
  w: number,
  rand: () => number,
): void {
  const lines: Strand[] = [];
  ctx.beginPath();
  for (let k = 0; k < n; k++) {
    const at = (k + rand()) / n;
    const b = along(from, at);
    const t = along(to, at + (rand() - 0.5) * 0.015);
    if (Math.hypot(t.x - b.x, t.y - b.y) < 0.01) continue;
    const pts = leaf(ctx, s, b, t, width * (0.6 + 0.7 * rand()), (rand() - 0.5) * 0.4);
    lines.push({ pts, tone: rand() < 0.5 ? 1 : 2 });
  }
  ctx.fillStyle = paint;
  ctx.fill();
  strokeStrands(ctx, lines, tones, w);
}

/**
 * Layered short pieces over the hair (a pixie): each a leaf along the flow, toned by the light where it
 * lies, the higher ones first so those below overlap them, as layers do.
 */
function pieces(
  ctx: Ctx,
  s: Silhouette,
  c: Rgb,
  solid: readonly Pt[],
  light: (p: Pt) => number,
  rand: () => number,
) {
  if (!s.pieces) return;
  const list: { b: Pt; t: Pt; hw: number; bend: number; tone: number }[] = [];
  for (let k = 0; k < s.pieces; k++) {
    const at = rand();
    const b = lerp(along(solid, at), along(s.outer, at), 0.05 + 0.9 * rand());
    const d = turn(s.field(b), (rand() - 0.5) * 0.5);
    const L = 0.1 + 0.14 * rand();
    const t = { x: b.x + d.x * L, y: b.y + d.y * L };
    list.push({
      b,
      t,
      hw: 0.025 + 0.03 * rand(),
      bend: (rand() - 0.5) * 0.5,
      tone: light(b) + (rand() - 0.5),
    });
  }
  // Five tones, each one path (few canvas calls), the higher pieces first within each.
  list.sort((p, q) => p.b.y - q.b.y);
  for (let k = -2; k <= 2; k++) {
    ctx.beginPath();
    for (const p of list)
      if (Math.round(Math.max(-1, Math.min(1, p.tone)) * 2) === k) leaf(ctx, s, p.b, p.t, p.hw, p.bend);
    ctx.fillStyle = rgba(k > 0 ? lighter(c, 0.15 * k) : darker(c, -0.2 * k), 0.8);
    ctx.fill();
    ctx.strokeStyle = rgba(darker(c, 0.5), 0.3);
    ctx.lineWidth = 0.006;
    ctx.stroke();
  }
}

/** A round bun on the crown: a shaded ball wound with strands, a band where it meets the head. */
export function paintBun(
  ctx: Ctx,
  f: Frame,
  b: NonNullable<Silhouette['bun']>,
  c: Rgb,
  rand: () => number,
): void {
  const ball = ctx.createRadialGradient(b.c.x - 0.1, b.c.y - 0.08, 0.02, b.c.x, b.c.y, b.rx * 1.05);
  ball.addColorStop(0, rgba(lighter(c, 0.3)));
  ball.addColorStop(0.55, rgba(c));
  ball.addColorStop(1, rgba(darker(c, 0.4)));
  ctx.beginPath();
  ctx.ellipse(b.c.x, b.c.y, b.rx, b.ry, 0, 0, Math.PI * 2);
  ctx.fillStyle = ball;
  ctx.fill();
  ctx.save();
  ctx.clip();
  const swirl: Strand[] = [];
  for (let k = 0; k < 150; k++) {
    const r = 0.15 + 0.9 * rand();
    const a0 = rand() * Math.PI * 2;
    const span = 0.8 + 1.6 * rand();
    const pts: Pt[] = [];
    for (let j = 0; j <= 10; j++) {
      const a = a0 + (span * j) / 10;
      pts.push({ x: b.c.x + b.rx * r * Math.cos(a), y: b.c.y + b.ry * r * Math.sin(a) });
    }
    swirl.push(...toned(pts, 3, rand, (p) => (b.c.y - p.y) / b.ry));
  }
  strokeStrands(ctx, swirl, strandTones(c), hairWidth(f, 0.005));
  ctx.restore();
  const y = b.c.y + b.ry * 0.8;
  ctx.beginPath();
  addPath(
    ctx,
    [
      { x: b.c.x - 0.17, y: y - 0.03 },
      { x: b.c.x, y: y + 0.02 },
      { x: b.c.x + 0.17, y: y - 0.03 },
    ],
    false,
  );
  ctx.strokeStyle = rgba(darker(c, 0.6), 0.85);
  ctx.lineWidth = 0.035;
  ctx.stroke();
}
