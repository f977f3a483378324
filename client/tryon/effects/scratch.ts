/**
 * The effects' reusable offscreen canvases (docs/tryon.md "Figures"): the canvas and context types the
 * effects draw with, and the scratch layers made once per session (mask, paint, tmp, sparkle tile, the
 * skin gate's grid). DOM only through the canvas factory handed in.
 */
import { rgba } from './color';
import { prngPure } from './random';

/** A canvas the effects can draw into. */
export type Canvas = OffscreenCanvas | HTMLCanvasElement;

/** The part of the 2D context API the effects use (both canvas kinds provide it). */
export type Ctx2D = Pick<
  CanvasRenderingContext2D,
  | 'save'
  | 'restore'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'closePath'
  | 'quadraticCurveTo'
  | 'fill'
  | 'stroke'
  | 'fillRect'
  | 'clearRect'
  | 'drawImage'
  | 'setTransform'
  | 'translate'
  | 'scale'
  | 'rotate'
  | 'createRadialGradient'
  | 'createLinearGradient'
  | 'createPattern'
  | 'getImageData'
  | 'putImageData'
  | 'createImageData'
  | 'globalAlpha'
  | 'globalCompositeOperation'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineCap'
  | 'lineJoin'
  | 'filter'
  | 'imageSmoothingEnabled'
>;

/** A scratch canvas and its context. */
export type Layer = { canvas: Canvas; ctx: Ctx2D };

/** Size of the skin-gate grid (the face box is resampled to it). */
export const SKIN_W = 96;
export const SKIN_H = 112;

/** Reusable offscreen canvases; created once, grown when a region needs more room. */
export type Scratch = {
  readonly make: (w: number, h: number) => Canvas;
  /** Feathered alpha mask of the current product. */
  readonly mask: Layer;
  /** Colour / highlight layer composited onto the output. */
  readonly paint: Layer;
  /** Third layer (frame copies, blurred source). */
  readonly tmp: Layer;
  /** Fine sparkle tile for shimmer finishes. */
  readonly sparkle: Layer;
  /** Skin-gate grid: the face box read back small, and its alpha mask. */
  readonly read: Layer;
  readonly skin: Layer;
  readonly skinPixels: ImageData;
  /** Whether ctx.filter works (blur masks); without it masks are feathered with rings. */
  readonly filter: boolean;
  /** Frame counter and the box the skin gate was computed for in this frame. */
  frame: number;
  skinFrame: number;
  /** Resolution of the region being worked on (layer px per output px). */
  q: number;
  skinBox: { x: number; y: number; w: number; h: number } | null;
};

function context(canvas: Canvas, willRead = false): Ctx2D {
  const ctx = (canvas as HTMLCanvasElement).getContext('2d', { willReadFrequently: willRead });
  if (!ctx) throw new Error('2D canvas context unavailable');
  return ctx;
}

/**
 * A scratch layer. CPU-backed (willReadFrequently) on purpose: the layers hold small regions, so CPU
 * raster plus one upload per composite beats GPU round trips (measured ~1.2 ms vs ~22 ms per frame for
 * lips + eyeshadow + blush on a software-GL browser).
 */
function layer(make: Scratch['make'], w: number, h: number, willRead = true): Layer {
  const canvas = make(w, h);
  canvas.width = w;
  canvas.height = h;
  return { canvas, ctx: context(canvas, willRead) };
}

/** Creates the scratch canvases once; `make` builds a canvas (OffscreenCanvas or a detached <canvas>). */
export function createScratch(make: (w: number, h: number) => Canvas): Scratch {
  const mask = layer(make, 64, 64);
  const skin = layer(make, SKIN_W, SKIN_H);
  const s: Scratch = {
    make,
    mask,
    paint: layer(make, 64, 64),
    tmp: layer(make, 64, 64),
    sparkle: layer(make, 64, 64),
    read: layer(make, SKIN_W, SKIN_H),
    skin,
    skinPixels: skin.ctx.createImageData(SKIN_W, SKIN_H),
    filter: typeof mask.ctx.filter === 'string',
    frame: 0,
    skinFrame: -1,
    q: 1,
    skinBox: null,
  };
  drawSparkleTile(s.sparkle.ctx, 64);
  return s;
}

function drawSparkleTile(ctx: Ctx2D, size: number): void {
  const rnd = prngPure(7);
  ctx.clearRect(0, 0, size, size);
  for (let i = 0; i < 230; i++) {
    const x = Math.floor(rnd() * size);
    const y = Math.floor(rnd() * size);
    const a = 0.2 + 0.8 * rnd() ** 3;
    ctx.fillStyle = rgba({ r: 255, g: 250, b: 240 }, a);
    ctx.fillRect(x, y, 1, 1);
    if (rnd() < 0.06) {
      ctx.fillStyle = rgba({ r: 255, g: 250, b: 240 }, a * 0.4);
      ctx.fillRect(x - 1, y, 3, 1);
      ctx.fillRect(x, y - 1, 1, 3);
    }
  }
}
