/**
 * Painting for the hairstyle and beard overlays (styles.ts), in the head's frame (styles-frame.ts):
 * clip-outs, fills soft along an edge, and fine strands stroked a tone at a time (a few canvas calls a
 * frame, however many strands).
 */
import { type Rgb, rgba } from '../effects/color';
import type { Polygon } from '../geometry/polygon';
import type { Pt } from '../types';
import { type Ctx, darker, lighter } from '../wear/materials';
import { inset } from './styles-frame';

/** A polyline and its tone (an index into the tones it is stroked with). */
export type Strand = { pts: readonly Pt[]; tone: number };

/** Adds a polygon (closed) or polyline to the current path as a new subpath. */
export function addPath(ctx: Ctx, pts: readonly Pt[], closed = true): void {
  pts.forEach((q, i) => {
    if (i) ctx.lineTo(q.x, q.y);
    else ctx.moveTo(q.x, q.y);
  });
  if (closed) ctx.closePath();
}

/** Clips out the given (disjoint) polygons: everything else stays drawable. */
export function clipOut(ctx: Ctx, holes: readonly (readonly Pt[])[]): void {
  ctx.beginPath();
  ctx.rect(-50, -50, 100, 100);
  for (const h of holes) addPath(ctx, h);
  ctx.clip('evenodd');
}

/** Clips to a polygon. */
export function clipTo(ctx: Ctx, poly: readonly Pt[]): void {
  ctx.beginPath();
  addPath(ctx, poly);
  ctx.clip();
}

/**
 * The region between two edges (same sample count, same direction), soft along `a` (and `b` when
 * `softB` > 0): solid from `softA` units inside `a` (one number, or one per point) to `softB` inside
 * `b`, bands fading out to each edge.
 */
export function softFill(
  ctx: Ctx,
  a: readonly Pt[],
  b: readonly Pt[],
  softA: number | readonly number[],
  paint: string | CanvasGradient,
  alpha = 1,
  softB = 0,
  steps = 4,
): void {
  const lineA = (k: number): Polygon =>
    typeof softA === 'number' ? inset(a, b, (softA * k) / steps) : inset(a, b, (k / steps) * 1, 0.45, softA);
  const lineB = (k: number): Polygon => inset(b, a, (softB * k) / steps);
  const band = (p: readonly Pt[], q: readonly Pt[], al: number): void => {
    ctx.globalAlpha = al;
    ctx.beginPath();
    addPath(ctx, [...p, ...[...q].reverse()]);
    ctx.fill();
  };
  ctx.fillStyle = paint;
  band(lineA(steps), softB > 0 ? lineB(steps) : b, alpha);
  for (let k = 0; k < steps; k++) {
    const al = (alpha * (k + 0.5)) / (steps + 0.5);
    band(lineA(k), lineA(k + 1), al);
    if (softB > 0) band(lineB(k + 1), lineB(k), al);
  }
  ctx.globalAlpha = 1;
}

/** Strand tones: [colour, alpha, width factor] from deep shadow to highlight. */
export function strandTones(c: Rgb): [string, number, number][] {
  return [
    [rgba(darker(c, 0.5)), 0.38, 1.3],
    [rgba(darker(c, 0.25)), 0.42, 1],
    [rgba(lighter(c, 0.22)), 0.38, 0.9],
    [rgba(lighter(c, 0.5)), 0.25, 0.75],
  ];
}

/** Strokes polylines grouped by tone (one path per tone: few canvas calls a frame, however many strands). */
export function strokeStrands(
  ctx: Ctx,
  strands: readonly Strand[],
  tones: readonly [string, number, number][],
  width: number,
): void {
  const groups: Strand[][] = tones.map(() => []);
  for (const s of strands) if (s.pts.length > 1) groups[s.tone]?.push(s);
  ctx.lineCap = 'butt';
  ctx.lineJoin = 'bevel';
  tones.forEach(([colour, alpha, k], tone) => {
    const group = groups[tone]!;
    if (!group.length) return;
    ctx.beginPath();
    for (const s of group) addPath(ctx, s.pts, false);
    ctx.strokeStyle = colour;
    ctx.globalAlpha = alpha;
    ctx.lineWidth = width * k;
    ctx.stroke();
  });
  ctx.globalAlpha = 1;
}

/** A tone index from a uniform random number, weighted toward the middle tones. */
export const toneOf = (r: number, light = 0.5): number =>
  r < 0.18 ? 0 : r < 0.18 + 0.82 * (1 - light) ? 1 : r < 0.92 ? 2 : 3;

/**
 * A strand cut into pieces of `k` segments, each toned on its own (`light`: −1..1, the lighter the
 * more highlight, at the piece's middle): hair catches the light unevenly along its length.
 */
export function toned(
  pts: readonly Pt[],
  k: number,
  rand: () => number,
  light: (p: Pt) => number = () => 0,
): Strand[] {
  const out: Strand[] = [];
  for (let i = 0; i < pts.length - 1; i += k) {
    const piece = pts.slice(i, Math.min(pts.length, i + k + 1));
    out.push({ pts: piece, tone: toneOf(rand(), 0.5 + 0.4 * light(piece[piece.length >> 1]!)) });
  }
  return out;
}

/** A soft band of light along a line (a sheen), in `c` lightened. */
export function sheen(ctx: Ctx, line: readonly Pt[], c: Rgb, width: number, alpha: number): void {
  ctx.beginPath();
  addPath(ctx, line, false);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = rgba(lighter(c, 0.5));
  for (const k of [1, 0.7, 0.45, 0.25]) {
    ctx.globalAlpha = alpha;
    ctx.lineWidth = width * k;
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
}

/** A soft shadow along a line (hair in its own shade next to the face). */
export function shade(ctx: Ctx, line: readonly Pt[], c: Rgb, width: number, alpha: number): void {
  ctx.beginPath();
  addPath(ctx, line, false);
  ctx.lineJoin = 'round';
  ctx.strokeStyle = rgba(darker(c, 0.55));
  for (const k of [1, 0.6, 0.3]) {
    ctx.globalAlpha = alpha;
    ctx.lineWidth = width * k;
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
}
