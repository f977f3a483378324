/**
 * The skin analysis' marks on the stage (docs/tryon.md "Analysis", decision 0320): one colour per
 * concern, thin anti-aliased strokes with a dark halo so they read on light and dark skin, clipped to
 * the face oval minus the eyes, brows and lips.
 */
import type { SkinConcern, SkinMarks } from '../../analysis/skin-marks';
import { tracePolygon } from '../../effects/compose';
import { faceWidth } from '../../geometry/face';
import { SIDES } from '../../geometry/landmarks';
import { growPolygon, type Polygon } from '../../geometry/polygon';
import { brow, eyeOpening, faceOval, lipsOuter } from '../../geometry/zones';
import type { Landmarks } from '../../types';
import { chainLines, drawWash, traceCurve } from './skin-strokes';

/** Where the marks may draw: the oval, and the holes cut out of it. */
export function markArea(lm: Landmarks): { oval: Polygon; holes: Polygon[] } {
  const fw = faceWidth(lm);
  const holes = SIDES.flatMap((s) => [
    growPolygon(eyeOpening(lm, s), 0.015 * fw),
    growPolygon(brow(lm, s), 0.02 * fw),
  ]);
  holes.push(growPolygon(lipsOuter(lm), 0.015 * fw));
  return { oval: faceOval(lm), holes };
}

/** Each concern's colour (r, g, b). */
const COLOUR: Record<SkinConcern, string> = {
  spots: '255, 196, 0',
  wrinkles: '64, 200, 255',
  pores: '186, 140, 255',
  redness: '255, 40, 80',
  darkCircles: '120, 110, 255',
};

/** Draws the chosen concerns' marks; their sizes follow the face width (a 1 px floor). */
export function drawSkinMarks(
  ctx: CanvasRenderingContext2D,
  lm: Landmarks,
  marks: SkinMarks,
  concerns: readonly SkinConcern[],
): void {
  const fw = faceWidth(lm);
  const line = Math.max(1, fw / 260);
  const { oval, holes } = markArea(lm);
  ctx.save();
  ctx.beginPath();
  tracePolygon(ctx, oval);
  for (const h of holes) tracePolygon(ctx, h);
  ctx.clip('evenodd');
  ctx.lineCap = 'round';
  for (const c of SKIN_ORDER) if (concerns.includes(c)) DRAW[c](ctx, marks, line, COLOUR[c]);
  ctx.restore();
}

/** Washes first, then lines and dots over them. */
const SKIN_ORDER: readonly SkinConcern[] = ['redness', 'darkCircles', 'pores', 'wrinkles', 'spots'];

type Draw = (ctx: CanvasRenderingContext2D, m: SkinMarks, line: number, rgb: string) => void;

const DRAW: Record<SkinConcern, Draw> = {
  redness: (ctx, m, _line, rgb) => drawWash(ctx, m.redness, rgb),
  darkCircles: (ctx, m, line, rgb) => {
    for (const z of m.darkCircles) {
      ctx.beginPath();
      tracePolygon(ctx, z.poly);
      ctx.fillStyle = `rgba(${rgb}, ${(0.1 + 0.35 * z.v).toFixed(3)})`;
      ctx.fill();
      ctx.setLineDash([3 * line, 2 * line]);
      ctx.lineWidth = line;
      ctx.strokeStyle = `rgba(${rgb}, 0.9)`;
      ctx.stroke();
      ctx.setLineDash([]);
    }
  },
  pores: (ctx, m, line, rgb) => {
    ctx.fillStyle = `rgba(${rgb}, 0.85)`;
    ctx.beginPath();
    for (const p of m.pores) {
      ctx.moveTo(p.x + 0.8 * line, p.y);
      ctx.arc(p.x, p.y, 0.8 * line, 0, Math.PI * 2);
    }
    ctx.fill();
  },
  wrinkles: (ctx, m, line, rgb) => {
    for (const [style, w] of [
      ['rgba(0, 0, 0, 0.35)', 2 * line],
      [`rgba(${rgb}, 0.95)`, line],
    ] as const) {
      ctx.strokeStyle = style;
      ctx.lineWidth = w;
      ctx.lineJoin = 'round';
      ctx.beginPath();
      for (const l of chainLines(m.wrinkles)) traceCurve(ctx, l.pts);
      ctx.stroke();
    }
  },
  spots: (ctx, m, line, rgb) => {
    for (const [style, w] of [
      ['rgba(0, 0, 0, 0.45)', 2 * line],
      [`rgba(${rgb}, 1)`, line],
    ] as const) {
      ctx.strokeStyle = style;
      ctx.lineWidth = w;
      ctx.beginPath();
      for (const s of m.spots) {
        const r = s.r + 1.5 * line;
        ctx.moveTo(s.x + r, s.y);
        ctx.arc(s.x, s.y, r, 0, Math.PI * 2);
      }
      ctx.stroke();
    }
  },
};
