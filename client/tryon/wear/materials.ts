import { mix, parseColor, type Rgb, rgba } from '../effects/color';
import type { Pt } from '../types';

/**
 * The materials of things worn (docs/tryon-wear.md): metal, gems, pearls and lacquer as Canvas 2D
 * paints, lit from the top left of the frame. A 2D overlay has no scene lighting: these read as
 * materials, not as a measurement of the room's light.
 */

export type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const GREY: Rgb = { r: 128, g: 128, b: 128 };

/** A colour from #rrggbb, grey when unreadable (a catalogue typo never breaks the stage). */
export const colorOf = (hex: string | undefined, fallback: Rgb = GREY): Rgb =>
  (hex && parseColor(hex)) || fallback;

export const lighter = (c: Rgb, t: number): Rgb => mix(c, WHITE, t);
export const darker = (c: Rgb, t: number): Rgb => mix(c, BLACK, t);

/**
 * Polished metal along the line a → b (across a band, a chain link, a frame rim): dark edge, body,
 * a bright specular line a third of the way, body, dark edge.
 */
export function metal(ctx: Ctx, c: Rgb, a: Pt, b: Pt): CanvasGradient {
  const g = ctx.createLinearGradient(a.x, a.y, b.x, b.y);
  g.addColorStop(0, rgba(darker(c, 0.45)));
  g.addColorStop(0.3, rgba(lighter(c, 0.55)));
  g.addColorStop(0.38, rgba(lighter(c, 0.85)));
  g.addColorStop(0.55, rgba(c));
  g.addColorStop(1, rgba(darker(c, 0.35)));
  return g;
}

/** A faceted gem at `p` of radius `r`: a radial body with a dark rim and a white sparkle. */
export function gem(ctx: Ctx, p: Pt, r: number, c: Rgb): void {
  const g = ctx.createRadialGradient(p.x - r * 0.3, p.y - r * 0.35, r * 0.1, p.x, p.y, r);
  g.addColorStop(0, rgba(lighter(c, 0.85)));
  g.addColorStop(0.45, rgba(c));
  g.addColorStop(1, rgba(darker(c, 0.55)));
  ctx.fillStyle = g;
  ctx.beginPath();
  // Eight facets: an octagon reads as cut stone at these sizes.
  for (let i = 0; i < 8; i++) {
    const t = (i / 8) * Math.PI * 2 + Math.PI / 8;
    const q = { x: p.x + Math.cos(t) * r, y: p.y + Math.sin(t) * r };
    if (i === 0) ctx.moveTo(q.x, q.y);
    else ctx.lineTo(q.x, q.y);
  }
  ctx.closePath();
  ctx.fill();
  sparkle(ctx, { x: p.x - r * 0.3, y: p.y - r * 0.3 }, r * 0.45);
}

/** A four-pointed glint. */
export function sparkle(ctx: Ctx, p: Pt, r: number): void {
  ctx.fillStyle = 'rgba(255,255,255,0.9)';
  ctx.beginPath();
  ctx.moveTo(p.x, p.y - r);
  ctx.quadraticCurveTo(p.x, p.y, p.x + r, p.y);
  ctx.quadraticCurveTo(p.x, p.y, p.x, p.y + r);
  ctx.quadraticCurveTo(p.x, p.y, p.x - r, p.y);
  ctx.quadraticCurveTo(p.x, p.y, p.x, p.y - r);
  ctx.fill();
}

/** A pearl (or a bead) at `p` of radius `r`: soft body, lustre highlight. */
export function pearl(ctx: Ctx, p: Pt, r: number, c: Rgb): void {
  const g = ctx.createRadialGradient(p.x - r * 0.35, p.y - r * 0.4, r * 0.05, p.x, p.y, r);
  g.addColorStop(0, rgba(lighter(c, 0.9)));
  g.addColorStop(0.5, rgba(c));
  g.addColorStop(1, rgba(darker(c, 0.3)));
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(p.x, p.y, r, 0, Math.PI * 2);
  ctx.fill();
}

/** A new path through the points. */
export function trace(ctx: Ctx, pts: readonly Pt[], closed = false): void {
  ctx.beginPath();
  for (const p of pts) ctx.lineTo(p.x, p.y);
  if (closed) ctx.closePath();
}

/** A soft drop shadow under what is drawn next (call, draw, then `noShadow`). */
export function shadow(ctx: Ctx, size: number): void {
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
  ctx.shadowBlur = Math.max(1, size * 0.6);
  ctx.shadowOffsetX = size * 0.15;
  ctx.shadowOffsetY = size * 0.25;
}

export function noShadow(ctx: Ctx): void {
  ctx.shadowColor = 'transparent';
  ctx.shadowBlur = 0;
  ctx.shadowOffsetX = 0;
  ctx.shadowOffsetY = 0;
}
