/**
 * Compositing helpers for the effects (docs/tryon.md): feathered masks worked inside a region's
 * bounding box, blend passes onto the output, highlight and sparkle layers and the pigment passes. The
 * scratch canvases are scratch.ts's, the skin gate skin-gate.ts's. DOM only through the canvases handed in.
 */
import { bbox, centroid, type Polygon, polygonArea, scalePolygon } from '../geometry/polygon';
import type { Landmarks } from '../types';
import { luma, type Rgb, rgba } from './color';
import type { Ctx2D, Layer, Scratch } from './scratch';

/** Everything an effect needs for one frame. */
export type FxContext = {
  out: Ctx2D;
  /** The output canvas itself, as an image source (what has been drawn so far). */
  outCanvas: CanvasImageSource;
  frame: CanvasImageSource;
  lm: Landmarks;
  /** Face width in px: every size is a fraction of it. */
  fw: number;
  W: number;
  H: number;
  s: Scratch;
};

/**
 * An integer pixel box on the output, worked on at resolution q (1 = full; soft, wide zones use less:
 * the layers then hold ⌈w·q⌉×⌈h·q⌉ px and are scaled back up when composited).
 */
export type Region = { x: number; y: number; w: number; h: number; q: number };

/** Layer pixel size of a region. */
export function layerSize(r: Region): { w: number; h: number } {
  return { w: Math.max(1, Math.ceil(r.w * r.q)), h: Math.max(1, Math.ceil(r.h * r.q)) };
}

/** Grows every work layer so that a w×h region fits (rare: only when a face gets bigger). */
function fitLayers(s: Scratch, w: number, h: number): void {
  // Fitted to each region (in steps of 32 px), not grown to the largest ever: drawing from a canvas
  // snapshots its whole bitmap, so a layer left at a face-sized foundation region made every later lip
  // and eye composite copy that much (measured: lipstick 1.9 → 1.2 ms a frame after a foundation).
  const fw = Math.ceil(w / 32) * 32;
  const fh = Math.ceil(h / 32) * 32;
  for (const l of [s.mask, s.paint, s.tmp]) {
    if (l.canvas.width !== fw) l.canvas.width = fw;
    if (l.canvas.height !== fh) l.canvas.height = fh;
  }
}

/** The integer box around some polygons plus a margin, clamped to the output; null when empty. */
export function regionOf(
  polys: readonly Polygon[],
  margin: number,
  width: number,
  height: number,
  q = 1,
): Region | null {
  const b = bbox(...polys);
  const x0 = Math.max(0, Math.floor(b.x - margin));
  const y0 = Math.max(0, Math.floor(b.y - margin));
  const x1 = Math.min(width, Math.ceil(b.x + b.w + margin));
  const y1 = Math.min(height, Math.ceil(b.y + b.h + margin));
  if (x1 - x0 < 1 || y1 - y0 < 1) return null;
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0, q: Math.min(1, Math.max(0.125, q)) };
}

/**
 * The layer resolution for a face: effects never work on more than DETAIL_FACE_PX of face width — a
 * larger face (a close camera, a photo framed on the face) is worked smaller and scaled up, which keeps
 * the drawing cost flat with the face's size (docs/tryon.md "Figures").
 */
export const DETAIL_FACE_PX = 220;
export const detailFor = (fw: number): number => Math.min(1, DETAIL_FACE_PX / Math.max(1, fw));

/** Prepares the scratch layers for a region: sized, cleared, drawing in output coordinates. */
export function beginRegion(s: Scratch, r: Region): void {
  const size = layerSize(r);
  fitLayers(s, size.w, size.h);
  for (const l of [s.mask, s.paint, s.tmp]) begin(s, l, r);
}

/** Clears one layer's region and resets its state (output coordinates, source-over, no filter). */
export function begin(s: Scratch, l: Layer, r: Region): void {
  const c = l.ctx;
  s.q = r.q;
  c.setTransform(r.q, 0, 0, r.q, -r.x * r.q, -r.y * r.q);
  c.globalCompositeOperation = 'source-over';
  c.globalAlpha = 1;
  if (s.filter) c.filter = 'none';
  c.clearRect(r.x, r.y, r.w, r.h);
}

/** Adds a closed polygon as a sub-path. */
export function tracePolygon(ctx: Ctx2D, poly: readonly { x: number; y: number }[]): void {
  const first = poly[0];
  if (!first) return;
  ctx.moveTo(first.x, first.y);
  for (let i = 1; i < poly.length; i++) ctx.lineTo(poly[i]!.x, poly[i]!.y);
  ctx.closePath();
}

/** Adds an open polyline as a sub-path. */
export function traceLine(ctx: Ctx2D, line: readonly { x: number; y: number }[]): void {
  line.forEach((q, i) => {
    if (i) ctx.lineTo(q.x, q.y);
    else ctx.moveTo(q.x, q.y);
  });
}

/** Fills each polygon on its own (so overlapping zones add up instead of cancelling). */
export function fillPolygons(ctx: Ctx2D, polys: readonly Polygon[]): void {
  for (const p of polys) {
    ctx.beginPath();
    tracePolygon(ctx, p);
    ctx.fill();
  }
}

/** Fills polygons with feathered edges of about `blur` px (ctx.filter blur, or rings without it). */
export function featherFill(
  s: Scratch,
  ctx: Ctx2D,
  polys: readonly Polygon[],
  blur: number,
  alpha = 1,
): void {
  ctx.fillStyle = '#fff';
  if (blur < 0.3) {
    ctx.globalAlpha = alpha;
    fillPolygons(ctx, polys);
  } else if (s.filter) {
    ctx.globalAlpha = alpha;
    ctx.filter = blurFilter(s, blur);
    fillPolygons(ctx, polys);
    ctx.filter = 'none';
  } else {
    ringFill(ctx, polys, blur, alpha);
  }
  ctx.globalAlpha = 1;
}

/** Filter-free feathering: the polygon drawn at several sizes, each adding a quarter of the alpha. */
function ringFill(ctx: Ctx2D, polys: readonly Polygon[], blur: number, alpha: number): void {
  const steps = 4;
  ctx.globalAlpha = alpha / steps;
  for (let i = 0; i < steps; i++) {
    const d = blur * (1 - (2 * (i + 0.5)) / steps);
    fillPolygons(
      ctx,
      polys.map((p) => {
        const c = centroid(p);
        const size = Math.max(1e-6, Math.sqrt(polygonArea(p)));
        return scalePolygon(p, Math.max(0.05, 1 + (2 * d) / size), c);
      }),
    );
  }
}

/** A CSS blur of `px` output pixels at the current region's resolution (filters ignore the transform). */
export function blurFilter(s: Scratch, px: number): string {
  return `blur(${(px * s.q).toFixed(2)}px)`;
}

/** Removes polygons from a layer with hard edges (after feathering: nothing bleeds into them). */
export function cutPolygons(ctx: Ctx2D, polys: readonly Polygon[]): void {
  if (polys.length === 0) return;
  ctx.globalCompositeOperation = 'destination-out';
  ctx.fillStyle = '#fff';
  fillPolygons(ctx, polys);
  ctx.globalCompositeOperation = 'source-over';
}

/** Keeps a layer only inside the union of some polygons (feathered by `blur`). */
export function clipToPolygons(s: Scratch, ctx: Ctx2D, polys: readonly Polygon[], blur: number): void {
  if (polys.length === 0) return;
  ctx.globalCompositeOperation = 'destination-in';
  ctx.fillStyle = '#fff';
  if (s.filter && blur >= 0.3) ctx.filter = blurFilter(s, blur);
  ctx.beginPath();
  for (const p of polys) tracePolygon(ctx, p);
  ctx.fill();
  if (s.filter) ctx.filter = 'none';
  ctx.globalCompositeOperation = 'source-over';
}

/** Draws one layer's region onto another layer (or re-applies it) with a composite mode. */
export function copyLayer(
  dst: Layer,
  src: Layer,
  r: Region,
  mode: GlobalCompositeOperation = 'source-over',
): void {
  const size = layerSize(r);
  dst.ctx.globalCompositeOperation = mode;
  dst.ctx.drawImage(src.canvas, 0, 0, size.w, size.h, r.x, r.y, r.w, r.h);
  dst.ctx.globalCompositeOperation = 'source-over';
}

/** paint = mask × colour (the mask's alpha, the product's colour). */
export function colorize(s: Scratch, r: Region, color: Rgb): void {
  begin(s, s.paint, r);
  copyLayer(s.paint, s.mask, r);
  const c = s.paint.ctx;
  c.globalCompositeOperation = 'source-in';
  c.fillStyle = rgba(color);
  c.fillRect(r.x, r.y, r.w, r.h);
  c.globalCompositeOperation = 'source-over';
}

/** One blend pass of a layer onto the output. */
export type Pass = { mode: GlobalCompositeOperation; alpha: number };

/** Composites a layer's region onto the output, once per pass (passes with alpha ≤ 0 are skipped). */
export function blit(out: Ctx2D, l: Layer, r: Region, passes: readonly Pass[]): void {
  const size = layerSize(r);
  for (const p of passes) {
    if (!(p.alpha > 0.002)) continue;
    out.globalCompositeOperation = p.mode;
    out.globalAlpha = Math.min(1, p.alpha);
    out.drawImage(l.canvas, 0, 0, size.w, size.h, r.x, r.y, r.w, r.h);
  }
  out.globalCompositeOperation = 'source-over';
  out.globalAlpha = 1;
}

/** Copies the source image's region into a layer, optionally through a CSS filter. */
export function sourceInto(s: Scratch, l: Layer, r: Region, src: CanvasImageSource, filter = 'none'): void {
  if (s.filter) l.ctx.filter = filter;
  l.ctx.drawImage(src, r.x, r.y, r.w, r.h, r.x, r.y, r.w, r.h);
  if (s.filter) l.ctx.filter = 'none';
}

/**
 * paint = the source's bright details (source − blur(source), grey, × gain) inside the mask: the
 * specular highlights a gloss or a shine builds on. `invert` gives 1 − that, to multiply shine away.
 * Needs ctx.filter; returns false (and leaves paint empty) without it.
 */
export function highlightLayer(
  s: Scratch,
  r: Region,
  src: CanvasImageSource,
  blur: number,
  gain: number,
  invert = false,
): boolean {
  begin(s, s.paint, r);
  if (!s.filter) return false;
  begin(s, s.tmp, r);
  sourceInto(s, s.tmp, r, src);
  s.tmp.ctx.globalAlpha = 0.5;
  sourceInto(s, s.tmp, r, src, `${blurFilter(s, Math.max(0.5, blur))} invert(1)`);
  s.tmp.ctx.globalAlpha = 1;
  // 0.5 + (f − g)/2 → brightness(0.5) contrast(2) → max(0, f − g)/2 … × gain
  const tail = invert ? ' invert(1)' : '';
  s.paint.ctx.filter = `grayscale(1) brightness(0.5) contrast(2) brightness(${(2 * gain).toFixed(2)})${tail}`;
  copyLayer(s.paint, s.tmp, r);
  s.paint.ctx.filter = 'none';
  copyLayer(s.paint, s.mask, r, 'destination-in');
  return true;
}

/** paint = the sparkle tile repeated (anchored at `anchor`, scaled by `scale`) inside the mask. */
export function sparkleLayer(s: Scratch, r: Region, anchor: { x: number; y: number }, scale: number): void {
  begin(s, s.paint, r);
  const c = s.paint.ctx;
  const pattern = c.createPattern(s.sparkle.canvas, 'repeat');
  if (!pattern) return;
  c.save();
  c.translate(anchor.x, anchor.y);
  c.scale(scale, scale);
  c.fillStyle = pattern;
  c.fillRect((r.x - anchor.x) / scale, (r.y - anchor.y) / scale, r.w / scale + 1, r.h / scale + 1);
  c.restore();
  copyLayer(s.paint, s.mask, r, 'destination-in');
}

/** How a pigment shows: hue ('color'), depth for dark shades ('multiply'), lift for light ones, cover. */
export type Pigment = { hue: number; depth: number; lift: number; cover: number };

/** Blend passes that lay a colour on skin while keeping its light and texture. */
export function pigmentPasses(color: Rgb, k: number, p: Pigment): Pass[] {
  const l = luma(color);
  const clamp = (v: number): number => Math.min(1, Math.max(0, v));
  return [
    { mode: 'color', alpha: p.hue * k },
    { mode: 'multiply', alpha: p.depth * k * clamp((0.85 - l) * 1.2) },
    { mode: 'screen', alpha: p.lift * k * clamp((l - 0.55) * 2) },
    { mode: 'source-over', alpha: p.cover * k },
  ];
}
