import type { HairReading } from '../../../shared/hair';
import { parseColor } from '../effects/color';
import type { Canvas } from '../effects/scratch';
import { faceUp } from '../geometry/face';
import type { Landmarks } from '../types';
import { hairReading } from './indicators';
import { type Along, applyDye, dyeRamp, type Ramp, toneOf } from './recolour';
import { beardRegion, type Grid, type HairRegion, hairRegion, scaled } from './region';

/**
 * Hair colour and beard dye on the stage (docs/tryon-hair.md, decision 0326): the region (region.ts)
 * is found on a working grid at most GRID px on its long side; its matte is scaled up smoothly to the
 * frame and every pixel under it is recoloured by its own luma (recolour.ts), so the strands' light,
 * shine and shadow stay; a second colour dyes the ends (root to tip).
 */

const GRID = 192;

/** `tip`: the ends' colour, blended in from the roots' shade down the hair. */
export type Dye = { target: 'hair' | 'beard'; color: string; tip?: string; intensity?: number };

/** Less than this share is no hair (of the face's area) or no beard (of the lower face): nothing dyed. */
export const FOUND_SHARE: Readonly<Record<Dye['target'], number>> = { hair: 0.05, beard: 0.08 };

/** Whether a region holds enough hair or beard to dye or read. */
export const found = (region: HairRegion | null, target: Dye['target']): boolean =>
  Boolean(region?.reference) && (region?.share ?? 0) >= FOUND_SHARE[target];

type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** The box of the grid's cells with some matte, in frame pixels (one cell of margin). */
function matteBox(alpha: Uint8ClampedArray, w: number, h: number, k: number, W: number, H: number) {
  let x0 = w;
  let y0 = h;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!alpha[y * w + x]) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  if (x1 < 0) return null;
  const X0 = Math.max(0, Math.floor((x0 - 1) / k));
  const Y0 = Math.max(0, Math.floor((y0 - 1) / k));
  return {
    x: X0,
    y: Y0,
    w: Math.min(W, Math.ceil((x1 + 2) / k)) - X0,
    h: Math.min(H, Math.ceil((y1 + 2) / k)) - Y0,
  };
}

export class HairPass {
  private readonly grid: Canvas;
  private readonly person: Canvas;
  private readonly alpha: Canvas;
  private readonly layer: Canvas;
  /** The last region found (the indicators and the messages read it). */
  region: HairRegion | null = null;
  private last: {
    g: Grid;
    person: Grid;
    pts: ReturnType<typeof scaled>;
    k: number;
    tone: number | null;
    along: Along | null;
    box: ReturnType<typeof matteBox>;
  } | null = null;
  private ramps = new Map<string, Ramp>();

  constructor(make: (w: number, h: number) => Canvas) {
    this.grid = make(1, 1);
    this.person = make(1, 1);
    this.alpha = make(1, 1);
    this.layer = make(1, 1);
  }

  /** Finds the region on `frame` (W × H) with the person `mask` (same size); answers it. */
  find(
    frame: CanvasImageSource,
    mask: CanvasImageSource,
    W: number,
    H: number,
    lm: Landmarks,
    target: Dye['target'],
  ) {
    const k = Math.min(1, GRID / Math.max(W, H));
    const w = Math.max(1, Math.round(W * k));
    const h = Math.max(1, Math.round(H * k));
    const read = (c: Canvas, src: CanvasImageSource): Grid => {
      if (c.width !== w) c.width = w;
      if (c.height !== h) c.height = h;
      const ctx = c.getContext('2d', { willReadFrequently: true }) as Ctx;
      ctx.clearRect(0, 0, w, h);
      ctx.drawImage(src, 0, 0, w, h);
      return { data: ctx.getImageData(0, 0, w, h).data, w, h };
    };
    const g = read(this.grid, frame);
    const p = read(this.person, mask);
    const pts = scaled(lm, k);
    const region = target === 'beard' ? beardRegion(g, p, pts) : hairRegion(g, p, pts);
    this.region = region;
    // Root to tip runs down the face's axis, from the hair's highest cell to its lowest.
    const up = faceUp(lm);
    let hi = Number.NEGATIVE_INFINITY;
    let lo = Number.POSITIVE_INFINITY;
    for (let i = 0; i < w * h; i++) {
      if (region.alpha[i]! <= 128) continue;
      const v = (((i % w) + 0.5) * up.x + (Math.floor(i / w) + 0.5) * up.y) / k;
      if (v > hi) hi = v;
      if (v < lo) lo = v;
    }
    const along = hi > lo ? { ux: up.x, uy: up.y, root: hi, span: hi - lo } : null;
    const box = matteBox(region.alpha, w, h, k, W, H);
    this.last = { g, person: p, pts, k, tone: toneOf(g.data, region.alpha), along, box };
    if (this.alpha.width !== w) this.alpha.width = w;
    if (this.alpha.height !== h) this.alpha.height = h;
    const actx = this.alpha.getContext('2d', { willReadFrequently: true }) as Ctx;
    const img = actx.createImageData(w, h);
    for (let i = 0; i < w * h; i++) img.data[i * 4 + 3] = region.alpha[i]!;
    actx.putImageData(img, 0, 0);
    return region;
  }

  /** The hair indicators of the last region found (null: too little hair in view). */
  reading(): HairReading | null {
    const last = this.last;
    return last && this.region ? hairReading(this.region, last.g, last.person, last.pts) : null;
  }

  private ramp(color: string, tone: number): Ramp | null {
    const rgb = parseColor(color);
    if (!rgb) return null;
    const key = `${color}@${Math.round(tone)}`;
    let ramp = this.ramps.get(key);
    if (!ramp) {
      if (this.ramps.size > 16) this.ramps.clear();
      ramp = dyeRamp(rgb, Math.round(tone));
      this.ramps.set(key, ramp);
    }
    return ramp;
  }

  /** Draws the dye over `out` (which holds the frame) through the last region found. */
  draw(out: CanvasRenderingContext2D, dye: Dye): void {
    const region = this.region;
    const last = this.last;
    if (!last?.box || last.tone === null || !region?.reference || !found(region, dye.target)) return;
    const root = this.ramp(dye.color, last.tone);
    if (!root) return;
    const tipRamp = dye.tip ? this.ramp(dye.tip, last.tone) : null;
    const tip = tipRamp && last.along ? { ramp: tipRamp, along: last.along } : undefined;
    const { x, y, w, h } = last.box;
    if (w <= 0 || h <= 0) return;
    // The matte, scaled up smoothly into the box.
    if (this.layer.width !== w) this.layer.width = w;
    if (this.layer.height !== h) this.layer.height = h;
    const l = this.layer.getContext('2d', { willReadFrequently: true }) as Ctx;
    l.clearRect(0, 0, w, h);
    l.imageSmoothingEnabled = true;
    l.drawImage(this.alpha, -x, -y, this.alpha.width / last.k, this.alpha.height / last.k);
    const matte = l.getImageData(0, 0, w, h).data;
    const px = out.getImageData(x, y, w, h);
    applyDye(px.data, matte, { x0: x, y0: y, w }, Math.min(1, Math.max(0, dye.intensity ?? 0.9)), root, tip);
    out.putImageData(px, x, y);
  }
}
