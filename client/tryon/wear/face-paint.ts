/**
 * The paint box of the things worn on the face (face-draw.ts): the pieces' shared colours, gradients,
 * lit tones, a tiny compiled path language and the solid lighting of the 3D mode.
 */
import { WEAR_STYLES, type Wearable, type WearKind } from '../../../shared/wear';
import { type Rgb, rgba } from '../effects/color';
import type { Landmarks, Pt } from '../types';
import type { HeadPose } from './head';
import { type Ctx, darker, lighter } from './materials';

export type Draw = (ctx: Ctx, lm: Landmarks, piece: Wearable, c: Rgb, pose: HeadPose) => void;
export type Paint = string | CanvasGradient;

export const GOLD: Rgb = { r: 212, g: 175, b: 55 };
export const SILVER: Rgb = { r: 200, g: 200, b: 208 };
export const RUBY: Rgb = { r: 176, g: 23, b: 58 };
export const NAVY: Rgb = { r: 31, g: 42, b: 68 };
export const TORTOISE_SPOT: Rgb = { r: 59, g: 35, b: 20 };
export const TAU = Math.PI * 2;
export const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** The piece's style when it is one of its kind's, else the kind's default (the first). */
export function styleOf(kind: WearKind, style: string | undefined): string {
  const list = WEAR_STYLES[kind] as readonly string[];
  return style && list.includes(style) ? style : list[0]!;
}

/** A gradient through evenly spaced colours. */
function grad(g: CanvasGradient, colours: readonly string[]): CanvasGradient {
  for (let i = 0; i < colours.length; i++) g.addColorStop(i / (colours.length - 1), colours[i]!);
  return g;
}
export const linear = (ctx: Ctx, a: Pt, b: Pt, cols: readonly string[]): CanvasGradient =>
  grad(ctx.createLinearGradient(a.x, a.y, b.x, b.y), cols);
/** A radial gradient from circle (a, ra) to circle (b, rb). */
export const radial = (
  ctx: Ctx,
  a: Pt,
  ra: number,
  b: Pt,
  rb: number,
  cols: readonly string[],
): CanvasGradient => grad(ctx.createRadialGradient(a.x, a.y, ra, b.x, b.y, rb), cols);
/** Lit → colour → shaded: the look of every lit surface here. */
export function tones(c: Rgb, light: number, dark: number): string[] {
  return [rgba(lighter(c, light)), rgba(c), rgba(darker(c, dark))];
}
const SHADE = ['rgba(0,0,0,0)', 'rgba(0,0,0,0.4)'];
const SHINE = ['rgba(255,255,255,0.95)', 'rgba(255,255,255,0)'];
export const GLARE = ['rgba(255,255,255,0)', 'rgba(255,255,255,0.22)', 'rgba(255,255,255,0)'];

/**
 * A path in a tiny SVG-like language, compiled once: `M x y`, `L x y`, `Q cx cy x y`, `E cx cy rx ry
 * rotation` (a whole ellipse), `Z`. Numbers are in units given when drawing; one ending in `h` is in
 * the second vertical unit (a hat's crown height).
 */
export type Shape = { op: string; v: number[]; h: boolean[] }[];
export function shapeOf(d: string): Shape {
  const out: Shape = [];
  for (const t of d.trim().split(/\s+/)) {
    if (/^[A-Z]$/.test(t)) out.push({ op: t, v: [], h: [] });
    else {
      out[out.length - 1]!.v.push(Number.parseFloat(t));
      out[out.length - 1]!.h.push(t.endsWith('h'));
    }
  }
  return out;
}

/** Traces a shape as a new path: x in units of `sx`, y in `sy` (h-numbers in `sh`). */
export function shape(ctx: Ctx, s: Shape, sx: number, sy: number, sh = sy): void {
  ctx.beginPath();
  for (const { op, v, h } of s) {
    const X = (i: number): number => v[i]! * sx;
    const Y = (i: number): number => v[i]! * (h[i] ? sh : sy);
    if (op === 'M') ctx.moveTo(X(0), Y(1));
    else if (op === 'L') ctx.lineTo(X(0), Y(1));
    else if (op === 'Q') ctx.quadraticCurveTo(X(0), Y(1), X(2), Y(3));
    else if (op === 'Z') ctx.closePath();
    else {
      ctx.moveTo(X(0) + Math.abs(X(2)) * Math.cos(v[4]!), Y(1) + Math.abs(X(2)) * Math.sin(v[4]!));
      ctx.ellipse(X(0), Y(1), Math.abs(X(2)), Math.abs(Y(3)), v[4]!, 0, TAU);
    }
  }
}

export function fill(ctx: Ctx, paint: Paint): void {
  ctx.fillStyle = paint;
  ctx.fill();
}

export function stroke(ctx: Ctx, paint: Paint, width: number): void {
  ctx.strokeStyle = paint;
  ctx.lineWidth = width;
  ctx.stroke();
}

export const CIRCLE = shapeOf('E 0 0 1 1 0');

/** A solid's stronger lighting (3D mode): a shadowed side and a crisp highlight, moved by `shift`. */
export function solidLight(ctx: Ctx, r: number, shift: number): void {
  const lit = { x: -r * 0.35 + shift, y: -r * 0.4 };
  shape(ctx, CIRCLE, r, r);
  fill(ctx, radial(ctx, lit, r * 0.35, { x: 0, y: 0 }, r * 1.02, SHADE));
  ctx.translate(lit.x, lit.y);
  shape(ctx, CIRCLE, r * 0.4, r * 0.4);
  fill(ctx, radial(ctx, { x: 0, y: 0 }, 0, { x: 0, y: 0 }, r * 0.4, SHINE));
  ctx.translate(-lit.x, -lit.y);
}
