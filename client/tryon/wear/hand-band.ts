import { mix, type Rgb, rgba } from '../effects/color';
import type { Polygon } from '../geometry/polygon';
import { addScaled } from '../geometry/vector';
import type { Pt } from '../types';
import type { Placement } from './hand';
import { type Ctx, darker, lighter, trace } from './materials';

/**
 * A band wrapped round a limb (docs/tryon-wear.md "Hands", decision 0329): a ring round a finger, a strap
 * or a cuff round a wrist. Only its front half shows — the back is behind the limb — and the limb is a
 * cylinder seen a little from one end, so the band's two edges are half-ellipses that meet the limb's
 * outline at its measured sides. Its metal (or leather, or rubber) is lit like a domed band on a
 * cylinder: dark where it turns away at the sides, a highlight where it faces the light (top left),
 * with a contact shadow on the skin that stays inside the limb's outline.
 */

/** `pl.width` is the limb's width edge to edge; `w` the band's width along it (px); `tilt` its curve. */
export type Wrap = { pl: Placement; w: number; tilt: number };

/** A point of the band: `x` across the limb (−1…1 of its half-width), `v` over the band's width (0…1). */
export function wrapPoint(b: Wrap, x: number, v: number): Pt {
  const r = b.pl.width / 2;
  const lift = r * b.tilt * Math.sqrt(Math.max(0, 1 - x * x));
  return addScaled(addScaled(b.pl.c, b.pl.across, x * r), b.pl.along, lift + (v - 0.5) * b.w);
}

/** One line along the band at `v`, from `from` to `to` across. */
export const wrapLine = (b: Wrap, v: number, from = -1, to = 1, steps = 16): Pt[] =>
  Array.from({ length: steps + 1 }, (_, i) => wrapPoint(b, from + (i / steps) * (to - from), v));

/** The band's outline: its two edges joined at the limb's sides. */
export const wrapPolygon = (b: Wrap): Polygon => [...wrapLine(b, 0), ...wrapLine(b, 1).reverse()];

/** The limb round the band: as wide as the limb, a little longer than the band each way. */
export function limbSection(b: Wrap): Polygon {
  const r = b.pl.width / 2;
  const reach = b.w * 0.8 + r * b.tilt;
  const q = (x: number, a: number) => addScaled(addScaled(b.pl.c, b.pl.across, x * r), b.pl.along, a * reach);
  return [q(-1, -1.6), q(1, -1.6), q(1, 1.6), q(-1, 1.6)];
}

/** Cuts each outline out of what is drawn next. */
export function cutOut(ctx: Ctx, holes: readonly Polygon[]): void {
  for (const hole of holes) {
    ctx.beginPath();
    ctx.rect(-1e5, -1e5, 2e5, 2e5);
    ctx.moveTo(hole[0]!.x, hole[0]!.y);
    for (const p of hole) ctx.lineTo(p.x, p.y);
    ctx.closePath();
    ctx.clip('evenodd');
  }
}

/**
 * A tone of the metal: toward white in the light; in shadow toward black, or for a warm metal (gold,
 * rose) toward a deep brown of its own hue — scaling gold's RGB toward black reads olive.
 */
function tone(c: Rgb, k: number): string {
  if (k >= 0) return rgba(lighter(c, k));
  const warm = c.r > c.b + 40;
  const deep = warm ? { r: c.r * 0.42, g: c.g * 0.27, b: c.b * 0.14 } : { r: 0, g: 0, b: 0 };
  return rgba(mix(c, deep, Math.min(1, -k * (warm ? 1.25 : 1))));
}

/** Light across the band as on a cylinder facing the camera, lit from the left; `gloss` scales the highlight. */
function acrossPaint(ctx: Ctx, b: Wrap, c: Rgb, dome: number, gloss: number): CanvasGradient {
  const r = b.pl.width / 2;
  const a = addScaled(b.pl.c, b.pl.across, -r);
  const e = addScaled(b.pl.c, b.pl.across, r);
  const g = ctx.createLinearGradient(a.x, a.y, e.x, e.y);
  // Polished metal mirrors its surroundings: a bright window of light, then a dark band (the room
  // below the light), a second softer light toward the far side, dark where it turns away.
  g.addColorStop(0, tone(c, dome - 0.7));
  g.addColorStop(0.1, tone(c, dome - 0.35));
  g.addColorStop(0.26, tone(c, dome + 0.25 * gloss));
  g.addColorStop(0.34, tone(c, dome + 0.75 * gloss));
  g.addColorStop(0.42, tone(c, dome + 0.1));
  g.addColorStop(0.56, tone(c, dome - 0.28 * gloss));
  g.addColorStop(0.72, tone(c, dome - 0.04));
  g.addColorStop(0.86, tone(c, dome + 0.3 * gloss));
  g.addColorStop(1, tone(c, dome - 0.7));
  return g;
}

/**
 * Draws the band: its contact shadow on the limb, then its body in `strips` strips from one edge to the
 * other, brightest a little before the middle (a dome; `flat` for a strap's flatter profile). Leaves the
 * context clipped to the band (inside a save the caller restores) for the style's details.
 */
export function drawWrap(
  ctx: Ctx,
  b: Wrap,
  c: Rgb,
  { strips = 7, gloss = 1, flat = false }: { strips?: number; gloss?: number; flat?: boolean } = {},
): void {
  trace(ctx, limbSection(b), true);
  ctx.clip();
  // The contact shadow: the band's shape offset toward the bottom right in three soft steps (a blur
  // would cost a software canvas far more a frame).
  const band = wrapPolygon(b);
  for (const [k, alpha] of [
    [1.4, 0.1],
    [1, 0.14],
    [0.6, 0.2],
  ] as const) {
    trace(
      ctx,
      band.map((p) => ({ x: p.x + b.w * 0.1 * k, y: p.y + b.w * 0.18 * k })),
      true,
    );
    ctx.fillStyle = `rgba(40,22,12,${alpha})`;
    ctx.fill();
  }
  trace(ctx, band, true);
  ctx.clip();
  ctx.lineCap = 'butt';
  ctx.lineWidth = b.w / strips + 0.8;
  for (let j = 0; j < strips; j++) {
    const v = (j + 0.5) / strips;
    const profile = flat ? Math.min(1, Math.sin(Math.PI * v) * 2.2) : Math.sin(Math.PI * v) ** 0.7;
    ctx.strokeStyle = acrossPaint(ctx, b, c, -0.32 + 0.5 * profile - 0.1 * v, gloss);
    trace(ctx, wrapLine(b, v));
    ctx.stroke();
  }
}

/** The band's two rims: thin dark lines that keep it crisp against the skin. */
export function wrapRims(ctx: Ctx, b: Wrap, c: Rgb): void {
  ctx.strokeStyle = rgba(darker(c, 0.6), 0.55);
  ctx.lineWidth = Math.max(0.6, b.w * 0.05);
  for (const v of [0, 1]) {
    trace(ctx, wrapLine(b, v, -0.95, 0.95));
    ctx.stroke();
  }
  // The light catching the polished edge on the tip side.
  ctx.strokeStyle = 'rgba(255,255,255,0.35)';
  ctx.lineWidth = Math.max(0.5, b.w * 0.06);
  trace(ctx, wrapLine(b, 0.9, -0.8, 0.45, 10));
  ctx.stroke();
}

/** A specular streak along the band at `v`, across `from`…`to`. */
export function streak(ctx: Ctx, b: Wrap, v: number, from: number, to: number, alpha = 0.85): void {
  ctx.strokeStyle = `rgba(255,255,255,${alpha})`;
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(0.8, b.w * 0.14);
  trace(ctx, wrapLine(b, v, from, to, 4));
  ctx.stroke();
}

/** A disc at `p` of radius `r` lit from the top left: a radial gradient through `stops` (offset, colour). */
export function litDisc(ctx: Ctx, p: Pt, r: number, stops: readonly (readonly [number, Rgb])[]): void {
  const g = ctx.createRadialGradient(p.x - r * 0.3, p.y - r * 0.3, r * 0.1, p.x, p.y, r);
  for (const [at, c] of stops) g.addColorStop(at, rgba(c));
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(p.x, p.y, r, 0, Math.PI * 2);
  ctx.fill();
}
