import type { HairReading } from '../../../shared/hair';
import { rgbToLab } from '../analysis/color';
import { parseColor, rgba } from '../effects/color';
import type { Canvas } from '../effects/scratch';
import type { Landmarks } from '../types';
import { hairReading } from './indicators';
import { beardRegion, type Grid, type HairRegion, hairRegion, scaled } from './region';

/**
 * Hair colour and beard dye on the stage (docs/tryon-hair.md): the region (region.ts) is found on a
 * working grid at most GRID px on its long side, then the dye is drawn at the frame's size through that
 * soft mask — the hue and saturation of the shade over the hair's own luminance (the `color` blend),
 * lifted or deepened toward the shade's lightness, so the strands' light and shadow stay.
 */

const GRID = 192;

export type Dye = { target: 'hair' | 'beard'; color: string; intensity?: number };

/** Less than this share is no hair (of the face's area) or no beard (of the lower face): nothing dyed. */
export const FOUND_SHARE: Readonly<Record<Dye['target'], number>> = { hair: 0.05, beard: 0.08 };

/** Whether a region holds enough hair or beard to dye or read. */
export const found = (region: HairRegion | null, target: Dye['target']): boolean =>
  Boolean(region?.reference) && (region?.share ?? 0) >= FOUND_SHARE[target];

type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export class HairPass {
  private readonly grid: Canvas;
  private readonly person: Canvas;
  private readonly alpha: Canvas;
  private readonly layer: Canvas;
  /** The last region found (the indicators and the messages read it). */
  region: HairRegion | null = null;
  private last: { g: Grid; person: Grid; pts: ReturnType<typeof scaled> } | null = null;

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
    this.region = target === 'beard' ? beardRegion(g, p, pts) : hairRegion(g, p, pts);
    this.last = { g, person: p, pts };
    if (this.alpha.width !== w) this.alpha.width = w;
    if (this.alpha.height !== h) this.alpha.height = h;
    const actx = this.alpha.getContext('2d') as Ctx;
    const img = actx.createImageData(w, h);
    for (let i = 0; i < w * h; i++) img.data[i * 4 + 3] = this.region.alpha[i]!;
    actx.putImageData(img, 0, 0);
    return this.region;
  }

  /** The hair indicators of the last region found (null: too little hair in view). */
  reading(): HairReading | null {
    const last = this.last;
    return last && this.region ? hairReading(this.region, last.g, last.person, last.pts) : null;
  }

  /** Draws the dye over `out` (which holds the frame) through the last region found. */
  draw(out: CanvasRenderingContext2D, dye: Dye): void {
    const color = parseColor(dye.color);
    const region = this.region;
    if (!color || !region?.reference || !found(region, dye.target)) return;
    const { width: W, height: H } = out.canvas;
    if (this.layer.width !== W) this.layer.width = W;
    if (this.layer.height !== H) this.layer.height = H;
    const l = this.layer.getContext('2d') as Ctx;
    l.globalCompositeOperation = 'source-over';
    l.clearRect(0, 0, W, H);
    l.imageSmoothingEnabled = true;
    l.drawImage(this.alpha, 0, 0, W, H);
    l.globalCompositeOperation = 'source-in';
    l.fillStyle = rgba(color);
    l.fillRect(0, 0, W, H);
    const k = Math.min(1, Math.max(0, dye.intensity ?? 0.85));
    out.save();
    out.setTransform(1, 0, 0, 1, 0, 0);
    out.globalAlpha = k;
    out.globalCompositeOperation = 'color';
    out.drawImage(this.layer, 0, 0);
    // Toward the shade's lightness: a light shade lifts dark hair (screen), a dark one deepens (multiply).
    const lift = (rgbToLab(color).L - region.reference.L) / 100;
    if (Math.abs(lift) > 0.05) {
      out.globalCompositeOperation = lift > 0 ? 'screen' : 'multiply';
      out.globalAlpha = Math.min(0.7, Math.abs(lift) * 1.2) * k;
      out.drawImage(this.layer, 0, 0);
    }
    out.restore();
  }
}
