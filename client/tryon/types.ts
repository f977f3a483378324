/**
 * The embedded try-on module's shared vocabulary (docs/tryon.md): landmarks as the engine hands them
 * to the page, and the makeup products the effects draw. Pure types — no DOM, no engine.
 */

/** One landmark in pixels of the frame it was found on (z in the same scale, toward the camera < 0). */
export type Pt = { x: number; y: number; z?: number };

/** MediaPipe's 478-point face topology (468 mesh points + 10 iris points), in frame pixels. */
export type Landmarks = readonly Pt[];

export {
  COVERAGES,
  type Coverage,
  FINISHES,
  type Finish,
  LASH_STYLES,
  LINER_STYLES,
  PRODUCT_TYPES,
  type Product,
  type ProductType,
} from '../../shared/makeup';
