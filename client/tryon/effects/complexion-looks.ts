/**
 * How each complexion product moves the skin (docs/tryon.md "Complexion (issue 37)"): the Tone of
 * complexion-color.ts from the product's coverage, finish and intensity. Pure, no DOM.
 */
import type { Coverage, Finish } from '../types';
import type { Tone } from './complexion-color';
import { DEFAULT_INTENSITY } from './plan';

/** Share of the way to the shade each coverage goes at the type's default intensity. */
export const COVER: Readonly<Record<Coverage, number>> = { sheer: 0.4, medium: 0.7, full: 0.9 };

/** Intensity relative to the type's default (1 at the default), capped. */
const rel = (k: number, type: keyof typeof DEFAULT_INTENSITY): number =>
  Math.min(1.6, Math.max(0, k / DEFAULT_INTENSITY[type]));

/** Foundation: lightness and hue toward the shade by coverage; full coverage flattens the shading a little. */
export function foundationTone(coverage: Coverage, k: number): Tone {
  const c = Math.min(0.95, COVER[coverage] * rel(k, 'foundation'));
  return { cover: c, tint: c, even: 0.15 * c, lift: 0, lighten: false };
}

/** Concealer: toward its shade, the under-eye darkness filled (even), and a little lift. */
export function concealerTone(coverage: Coverage, k: number): Tone {
  const s = rel(k, 'concealer');
  const c = Math.min(0.95, 0.75 * COVER[coverage] * s);
  return {
    cover: c,
    tint: 0.7 * c,
    even: Math.min(0.9, 0.8 * s),
    lift: Math.min(0.12, 0.06 * s),
    lighten: false,
  };
}

/** Bronzer: a sheer warm layer — more of its hue than of its depth. */
export function bronzerTone(k: number): Tone {
  const s = rel(k, 'bronzer');
  return { cover: Math.min(0.9, 0.7 * s), tint: Math.min(1, 1.2 * s), even: 0, lift: 0, lighten: false };
}

/** Highlighter: lightness added (never darker), a little of its tint (more for metallic). */
export function highlighterTone(finish: Finish | undefined, k: number): Tone {
  const s = rel(k, 'highlighter');
  const tint = (finish === 'metallic' ? 0.45 : 0.3) * s;
  return { cover: 0, tint: Math.min(0.7, tint), even: 0, lift: Math.min(0.9, 0.7 * s), lighten: true };
}

/** The sparkle's strength (screen alpha) by finish. */
export function sparkleOf(finish: Finish | undefined, k: number): number {
  return (finish === 'shimmer' ? 0.35 : finish === 'metallic' ? 0.25 : 0.1) * k;
}
