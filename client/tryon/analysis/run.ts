import type { Sku } from '../../../shared/showcase-catalog';
import { bbox } from '../geometry/polygon';
import type { Landmarks } from '../types';
import { analyzeFace } from './face';
import { findShade } from './shade';
import { skinAnalysis } from './skin';
import type { SkinMarks } from './skin-marks';
import type { FaceAnalysis, Pixels, ShadeMatch } from './types';

/**
 * Which analysis a feature runs, and running it on the frame on the stage (docs/tryon.md "Analysis"):
 * the face analyzer from landmark geometry, the shade finder and the skin indicators from the pixels of
 * the face's region. The results travel to the page in the module's `result` event
 * (docs/tryon-module-contract.md); the page renders them in its own results views.
 */

export const ANALYSIS_KINDS = ['faceattribute', 'skincare', 'shadefinder'] as const;
export type AnalysisKind = (typeof ANALYSIS_KINDS)[number];

export const analysisKindOf = (featureKey: string | undefined): AnalysisKind | null =>
  (ANALYSIS_KINDS as readonly string[]).includes(featureKey ?? '') ? (featureKey as AnalysisKind) : null;

export type AnalysisResult =
  | ({ kind: 'faceattribute' } & FaceAnalysis)
  | ({ kind: 'shadefinder' } & ShadeMatch)
  | { kind: 'skincare'; raw: Record<string, number | string>; marks?: SkinMarks };

/** What the page gets in the `result` event: the skin marks stay on the stage. */
export function publicResult(r: AnalysisResult): AnalysisResult {
  return r.kind === 'skincare' ? { kind: r.kind, raw: r.raw } : r;
}

/** The face's region of a frame, with a margin (the forehead and jaw are read too). */
export function facePixels(ctx: CanvasRenderingContext2D, lm: Landmarks): Pixels {
  const box = bbox(lm);
  const m = box.w * 0.08;
  const x = Math.max(0, Math.floor(box.x - m));
  const y = Math.max(0, Math.floor(box.y - m));
  const w = Math.max(1, Math.min(ctx.canvas.width - x, Math.ceil(box.w + 2 * m)));
  const h = Math.max(1, Math.min(ctx.canvas.height - y, Math.ceil(box.h + 2 * m)));
  const image = ctx.getImageData(x, y, w, h);
  return { data: image.data, width: w, height: h, x, y };
}

/**
 * Runs one analysis on a frame (its 2D context) and the face's landmarks on it; the shade finder
 * matches against `shades`, the page's foundation catalogue (none: no shade result).
 */
export function analyze(
  kind: AnalysisKind,
  ctx: CanvasRenderingContext2D,
  lm: Landmarks,
  shades: readonly Sku[],
): AnalysisResult | null {
  if (kind === 'faceattribute') return { kind, ...analyzeFace(lm) };
  const px = facePixels(ctx, lm);
  if (kind === 'shadefinder') return shades.length ? { kind, ...findShade(px, lm, shades) } : null;
  return { kind, ...skinAnalysis(px, lm) };
}

/** The landmarks behind one figure of the face analyzer, drawn on the stage on the page's request. */
export function drawEvidence(ctx: CanvasRenderingContext2D, lm: Landmarks, indices: readonly number[]): void {
  const r = Math.max(3, ctx.canvas.width / 120);
  ctx.save();
  ctx.fillStyle = 'rgba(255, 214, 10, 0.95)';
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.6)';
  ctx.lineWidth = Math.max(1, r / 3);
  for (const i of indices) {
    const p = lm[i];
    if (!p) continue;
    ctx.beginPath();
    ctx.arc(p.x, p.y, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  }
  ctx.restore();
}
