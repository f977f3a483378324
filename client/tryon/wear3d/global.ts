/**
 * The global the worn-in-3D bundle (wear3d.js) defines, as the viewer's defines VIEWER_GLOBAL: the stage's
 * face-wear pass reads it without importing three.js (decision 0323).
 */
import type { Wearable } from '../../../shared/wear';
import type { Landmarks } from '../types';

export const WEAR3D_GLOBAL = '__tryOnWear3d';

/** What is always drawn in 3D when the bundle is there (decisions 0323, 0336). */
const ALWAYS_3D: ReadonlySet<string> = new Set(['eyewear', 'hat', 'headband']);

/**
 * Whether a piece is drawn in 3D when the bundle is there: eyewear, hats and headbands, and earrings
 * unless the page asked for their 2D mode (then the Canvas 2D artwork, at the same estimated lobes).
 */
export const wornIn3d = (p: Wearable): boolean =>
  ALWAYS_3D.has(p.kind) || (p.kind === 'earrings' && p.mode !== '2d');

/** The same, asked of the page's SKU type and mode (the shell's test, without the wear vocabulary). */
export const skuWornIn3d = (skuType: string | null | undefined, mode: string | null | undefined): boolean =>
  ALWAYS_3D.has(skuType ?? '') || (skuType === 'earrings' && mode !== '2d');

/** What the stage needs of it: a renderer (null without WebGL). */
export type Wear3dBundle = {
  /** The page's one renderer, made on first use; null when WebGL is unavailable or was lost. */
  renderer(): Wear3dRenderer | null;
};

export type Wear3dRenderer = {
  draw(
    ctx: CanvasRenderingContext2D,
    lm: Landmarks,
    pieces: readonly Wearable[],
    options?: { occlude?: boolean; templesOnly?: boolean; now?: number },
  ): boolean;
  layout(): unknown;
};

/** The bundle when wear3d.js has loaded on this page. */
export const wear3d = (): Wear3dBundle | null =>
  typeof window === 'undefined'
    ? null
    : ((window as unknown as Record<string, Wear3dBundle | undefined>)[WEAR3D_GLOBAL] ?? null);
