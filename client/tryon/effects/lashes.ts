/**
 * Eyelashes (docs/tryon.md "Eyes"): textured strands (lash-strands.ts) rooted on the lid margin, a
 * darkened lash line at their roots, softened to the picture's own sharpness (softness.ts), and never a
 * pixel inside the eye opening — the iris and the white stay the wearer's.
 */
import { centroid, eyeOpening, faceUp, linerPath, type Polygon, points, SIDES, sideSet } from '../geometry';
import type { Product } from '../types';
import { type Rgb, rgba } from './color';
import {
  begin,
  beginRegion,
  blit,
  blurFilter,
  copyLayer,
  type FxContext,
  featherFill,
  type Region,
  regionOf,
  tracePolygon,
} from './compose';
import {
  LASH_SPECS,
  lashLine,
  lashStyle,
  lowerStrands,
  type Strand,
  strandRibbon,
  upperStrands,
} from './lash-strands';
import type { Scratch } from './scratch';
import { edgeSoftness } from './softness';

/** How often (frames) the picture's softness is measured again live: it changes slowly. */
const SOFTNESS_EVERY = 15;
/** One reading per scratch and asker (liner and lashes measure different regions every frame). */
const softnessCache = new WeakMap<Scratch, Map<string, { frame: number; area: number; value: number }>>();

/**
 * The picture's blur σ (px) inside a region of the clean frame, measured every SOFTNESS_EVERY frames;
 * `key` names the asker, so two effects of one look keep their own readings.
 */
export function frameSoftness(fx: FxContext, r: Region, key: string): number {
  const { s } = fx;
  const area = r.w * r.h;
  let readings = softnessCache.get(s);
  if (!readings) {
    readings = new Map();
    softnessCache.set(s, readings);
  }
  const cached = readings.get(key);
  if (
    cached &&
    s.frame - cached.frame < SOFTNESS_EVERY &&
    s.frame >= cached.frame &&
    Math.abs(area - cached.area) < 0.3 * cached.area
  ) {
    return cached.value;
  }
  begin(s, s.tmp, { ...r, q: 1 });
  s.tmp.ctx.drawImage(fx.frame, r.x, r.y, r.w, r.h, r.x, r.y, r.w, r.h);
  const data = s.tmp.ctx.getImageData(0, 0, r.w, r.h).data;
  const value = edgeSoftness(data, r.w, r.h);
  readings.set(key, { frame: s.frame, area, value });
  return value;
}

type Eye = { line: ReturnType<typeof lashLine>; strands: Strand[]; opening: ReturnType<typeof eyeOpening> };

function eyesOf(fx: FxContext, style: ReturnType<typeof lashStyle>): Eye[] {
  const { lm } = fx;
  const up = faceUp(lm);
  return SIDES.map((side, i) => {
    const path = linerPath(lm, side);
    const opening = eyeOpening(lm, side);
    const lower = points(lm, sideSet(side).lower);
    const strands = [
      ...upperStrands(path, style, up, 31 + i),
      ...lowerStrands(lower, centroid(opening), style, path.eyeWidth, 31 + i),
    ];
    return { line: lashLine(path, LASH_SPECS[style].line), strands, opening };
  });
}

/**
 * Clears the openings and a 0.8 px rim around them (filled and stroked): every pixel whose centre lies
 * inside an opening is wholly cleared — an edge pixel only partly covered by a plain fill would keep
 * part of a lash.
 */
function cutOpenings(c: FxContext['out'], openings: readonly Polygon[]): void {
  c.globalCompositeOperation = 'destination-out';
  c.fillStyle = '#fff';
  c.strokeStyle = '#fff';
  c.lineWidth = 1.6;
  c.lineJoin = 'round';
  for (const o of openings) {
    c.beginPath();
    tracePolygon(c, o);
    c.fill();
    c.stroke();
  }
  c.globalCompositeOperation = 'source-over';
}

export function drawEyelashes(fx: FxContext, p: Product, color: Rgb, k: number): void {
  const { s } = fx;
  const eyes = eyesOf(fx, lashStyle(p.style));
  const reach = eyes.flatMap((e) => [e.line, e.strands.map((l) => l.to)]);
  const r = regionOf(reach, 6, fx.W, fx.H);
  if (!r) return;
  beginRegion(s, r);
  const sigma = frameSoftness(fx, r, 'lashes');
  beginRegion(s, r);
  const c = s.mask.ctx;
  featherFill(
    s,
    c,
    eyes.map((e) => e.line),
    Math.max(0.35, 0.8 * sigma),
    0.85,
  );
  c.fillStyle = '#fff';
  for (const e of eyes) {
    for (const l of e.strands) {
      c.globalAlpha = l.alpha;
      c.beginPath();
      tracePolygon(c, strandRibbon(l));
      c.fill();
    }
  }
  c.globalAlpha = 1;
  // Softened to the picture, then the openings cut with hard edges: nothing reaches the eye itself.
  const paint = s.paint.ctx;
  if (s.filter) paint.filter = blurFilter(s, Math.max(0.25, 0.55 * sigma));
  copyLayer(s.paint, s.mask, r);
  if (s.filter) paint.filter = 'none';
  cutOpenings(
    paint,
    eyes.map((e) => e.opening),
  );
  paint.globalCompositeOperation = 'source-in';
  paint.fillStyle = rgba(color);
  paint.fillRect(r.x, r.y, r.w, r.h);
  paint.globalCompositeOperation = 'source-over';
  blit(fx.out, s.paint, r, [{ mode: 'source-over', alpha: 0.95 * k }]);
}
