/**
 * The try-on makeup renderer (docs/tryon.md): draws a look's products over a frame that is already on
 * the output canvas, from the face landmarks of that frame. Canvas 2D only; no allocation per frame
 * beyond small geometry arrays (the canvases live in a Scratch made once).
 */
import { faceWidth, hasFace } from '../geometry/face';
import type { Landmarks, Product, ProductType } from '../types';
import { drawEyebrow } from './brows';
import type { Rgb } from './color';
import type { FxContext } from './compose';
import { drawEyeliner, drawEyeshadow } from './eyes';
import { drawBlush, drawBronzer, drawConcealer, drawContour, drawFoundation, drawHighlighter } from './face';
import { drawEyecolor } from './iris';
import { drawEyelashes } from './lashes';
import { drawLipLiner, drawLipPlumper, drawLipstick } from './lips';
import { drawnProducts } from './plan';
import { type Canvas, type Ctx2D, createScratch as makeScratch, type Scratch } from './scratch';

export { parseColor } from './color';
export { drawSkinEmulation } from './emulation';
export { DEFAULT_INTENSITY, intensityOf, REGIONS, sortProducts, zonesFor } from './plan';
export type { Scratch } from './scratch';

type Effect = (fx: FxContext, p: Product, color: Rgb, k: number) => void;

/** The drawing function of every product type. */
export const EFFECTS: Readonly<Record<ProductType, Effect>> = {
  foundation: drawFoundation,
  concealer: drawConcealer,
  contour: drawContour,
  bronzer: drawBronzer,
  blush: drawBlush,
  highlighter: drawHighlighter,
  eyeshadow: drawEyeshadow,
  eyeliner: drawEyeliner,
  eyelashes: drawEyelashes,
  eyebrow: drawEyebrow,
  eyecolor: drawEyecolor,
  lipliner: drawLipLiner,
  lipstick: drawLipstick,
  lipplumper: drawLipPlumper,
};

/** Creates the reusable offscreen canvases; `make(w, h)` returns an OffscreenCanvas or a <canvas>. */
export function createScratch(make: (w: number, h: number) => OffscreenCanvas | HTMLCanvasElement): Scratch {
  return makeScratch(make);
}

/** A canvas factory for the current environment (OffscreenCanvas when there is one, else a <canvas>). */
export function defaultCanvasFactory(): ((w: number, h: number) => Canvas) | null {
  if (typeof OffscreenCanvas !== 'undefined') return (w, h) => new OffscreenCanvas(w, h);
  if (typeof document !== 'undefined') {
    return (w, h) => Object.assign(document.createElement('canvas'), { width: w, height: h });
  }
  return null;
}

/**
 * Draws the products onto `out` (which already holds `frame` at full size) in PRODUCT_TYPES order,
 * whatever their order in `products`. Products with an unreadable colour or zero intensity are skipped;
 * nothing is drawn without a full set of finite landmarks.
 */
export function drawMakeup(
  out: CanvasRenderingContext2D,
  frame: CanvasImageSource,
  lm: Landmarks,
  products: readonly Product[],
  scratch: Scratch,
): void {
  if (!hasFace(lm) || products.length === 0) return;
  scratch.frame++;
  const fx: FxContext = {
    out: out as Ctx2D,
    outCanvas: out.canvas,
    frame,
    lm,
    fw: faceWidth(lm),
    W: out.canvas.width,
    H: out.canvas.height,
    s: scratch,
  };
  out.save();
  out.setTransform(1, 0, 0, 1, 0, 0);
  try {
    for (const { product, color, k } of drawnProducts(products)) EFFECTS[product.type](fx, product, color, k);
  } finally {
    out.restore();
  }
}
