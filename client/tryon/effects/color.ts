/**
 * Colour helpers for the effects (docs/tryon.md): parse a product's #rrggbb, measure it, format it for
 * Canvas 2D. Pure, no DOM.
 */

/** An sRGB colour, 0..255 per channel. */
export type Rgb = { r: number; g: number; b: number };

const HEX6 = /^#([0-9a-f]{6})$/i;
const HEX3 = /^#([0-9a-f]{3})$/i;

/** Parses '#rrggbb' (or '#rgb'); null when it is not a hex colour. */
export function parseColor(hex: string): Rgb | null {
  const s = hex.trim();
  const six = HEX6.exec(s)?.[1];
  if (six) {
    const n = Number.parseInt(six, 16);
    return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
  }
  const three = HEX3.exec(s)?.[1];
  if (three) {
    const [r, g, b] = [...three].map((c) => Number.parseInt(c + c, 16)) as [number, number, number];
    return { r, g, b };
  }
  return null;
}

/** rgba() string for Canvas 2D fills. */
export function rgba(c: Rgb, a = 1): string {
  const k = (v: number): number => Math.round(Math.min(255, Math.max(0, v)));
  return `rgba(${k(c.r)},${k(c.g)},${k(c.b)},${Math.min(1, Math.max(0, a)).toFixed(3)})`;
}

/** Perceptual luma 0..1 (Rec. 601 weights, the ones the 'luminosity' blend modes use). */
export function luma(c: Rgb): number {
  return (0.299 * c.r + 0.587 * c.g + 0.114 * c.b) / 255;
}

/** Linear mix a → b by t. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return { r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t };
}

/** Chroma-based saturation 0..1 (max − min channel). */
export function saturation(c: Rgb): number {
  return (Math.max(c.r, c.g, c.b) - Math.min(c.r, c.g, c.b)) / 255;
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const BLACK: Rgb = { r: 0, g: 0, b: 0 };
