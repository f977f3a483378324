/**
 * Hairstyles and beard styles (spec 001 §2.3 `virtual-hairstyles`, `beard-style`): original procedural
 * Canvas 2D artwork fitted to the head from the face_mesh landmarks — a hairstyle is a filled silhouette
 * around the skull (wear/head.ts `headTop`: the top of the skull and the hairline arc; the face oval's
 * sides), shaded, soft along the hairline and drawn over with many fine strands; a beard is a band
 * between the jaw and the cheeks, the chin or the upper lip. Both scale with the face's width and turn
 * with the head's roll (wear/head.ts `headPose`); the strands come from a seeded generator
 * (effects/random.ts), so they are the same every frame and do not flicker.
 *
 * These are overlays: the visitor's own hair and beard are not removed and stay under the artwork
 * (showing where they reach beyond a style's silhouette). A hairstyle never covers the eyes, the brows
 * or the face below its inner edge (only a bob's fringe comes down onto the upper forehead, stopping
 * above the brows); a beard never covers the lips or the nose.
 *
 * Silhouettes: styles-hair.ts; beards: styles-beard.ts; the head's frame and shared drawing:
 * styles-frame.ts.
 */
import { parseColor } from '../effects/color';
import { hasFace } from '../geometry/face';
import type { Landmarks } from '../types';
import type { Ctx } from '../wear/materials';
import { drawBeard } from './styles-beard';
import { drawHair } from './styles-hair';

/** The catalogue's hairstyle `style`s (shared/showcase-catalog.ts `virtual-hairstyles`). */
export const HAIRSTYLES = ['pixie', 'bob', 'long-waves', 'high-bun'] as const;
export type Hairstyle = (typeof HAIRSTYLES)[number];

/** The catalogue's beard `style`s (shared/showcase-catalog.ts `beard-style`). */
export const BEARD_STYLES = ['stubble', 'goatee', 'full', 'moustache'] as const;
export type BeardStyle = (typeof BEARD_STYLES)[number];

/** `style` when it is one of `list`, else the list's first. */
const pick = <T extends string>(list: readonly T[], style: string): T =>
  (list as readonly string[]).includes(style) ? (style as T) : list[0]!;

/**
 * Draws a hairstyle over the frame on `ctx` (frame pixels, no transform): pixie (close to the skull),
 * bob (to the jaw, with a fringe), long-waves (past the shoulders' line, ~0.8 face heights below the
 * chin) or high-bun (sleek, a bun on the crown); an unknown style draws the first. `color` is the SKU's
 * #rrggbb; unreadable, or without a complete face, nothing is drawn. Leaves the context as it was.
 */
export function drawHairstyle(ctx: Ctx, lm: Landmarks, style: string, color: string): void {
  const c = parseColor(color);
  if (!c || !hasFace(lm)) return;
  ctx.save();
  try {
    drawHair(ctx, lm, pick(HAIRSTYLES, style), c);
  } finally {
    ctx.restore();
  }
}

/**
 * Draws a beard style over the frame on `ctx`: stubble (a fine stipple at low alpha over the jaw and
 * cheeks, the skin's shading kept), goatee (chin and moustache joined past the mouth corners), full
 * (jaw line up to the cheeks) or moustache (the upper lip only); an unknown style draws the first.
 * Same colour and face rules as `drawHairstyle`.
 */
export function drawBeardStyle(ctx: Ctx, lm: Landmarks, style: string, color: string): void {
  const c = parseColor(color);
  if (!c || !hasFace(lm)) return;
  ctx.save();
  try {
    drawBeard(ctx, lm, pick(BEARD_STYLES, style), c);
  } finally {
    ctx.restore();
  }
}
