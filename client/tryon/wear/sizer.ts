import { CARD_MM } from '../../../shared/wear';
import type { Pt } from '../types';
import { type Pixels, sidesAcross } from './hand-measure';
import type { Card } from './sizer-card';

export type { Pixels };

/**
 * The sizer (spec 001 §4; docs/tryon-wear.md "Sizer"): a ring size or a wrist's circumference estimated
 * from one frame, against a bank card the visitor holds beside the hand, which the sizer finds itself
 * (sizer-card.ts). The card's long side on the frame gives millimetres per pixel; the finger's or wrist's
 * width is read from the picture itself — where the skin's colour ends on lines across it
 * (hand-measure.ts). Every figure carries its uncertainty (the edges' pixels, and the card and hand not
 * being at exactly the same distance), and the result is shown as a range: an estimate, never a
 * measurement. Pure: no DOM (sizer.test.ts).
 */

/** How far an edge may be from the true skin edge (px). */
const EDGE_PX = 1.5;
/** The card and the hand are held at about the same distance: ±4 % of scale either way. */
const DEPTH_SHARE = 0.04;
/** A finger's cross-section is an ellipse about 0.8 as deep as it is wide: its circle-equivalent diameter. */
const FINGER_ROUND = 0.9;
/** A wrist is about 0.7 as deep as it is wide. */
const WRIST_DEPTH = 0.7;

export type Scale = { mmPerPx: number; share: number };

/** Millimetres per pixel from the card found (its long side), and the scale's relative error. */
export function cardScale(card: Pick<Card, 'long' | 'error'>): Scale {
  return {
    mmPerPx: CARD_MM.width / card.long,
    share: Math.hypot((Math.SQRT2 * card.error) / card.long, DEPTH_SHARE),
  };
}

/**
 * The width across a finger or wrist at `c` along the unit vector `across` (hand-measure.ts
 * sidesAcross): null when an edge is not found within `limit` px of the middle — then no size is given.
 */
export function widthAcross(
  img: Pixels,
  c: Pt,
  across: Pt,
  guess: number,
  limit = guess * 1.2,
): number | null {
  const [left, right] = sidesAcross(img, c, across, guess, limit);
  return left === null || right === null ? null : left + right;
}

export type Estimate = { value: number; error: number };

/** A pixel width in millimetres, with its error: the edges' pixels and the scale's share. */
export function toMillimetres(px: number, scale: Scale): Estimate {
  const mm = px * scale.mmPerPx;
  const edge = Math.SQRT2 * EDGE_PX * scale.mmPerPx;
  return { value: mm, error: Math.hypot(edge, mm * scale.share) };
}

/** US ring size of an inner diameter (mm): size 0 is 11.63 mm, each size adds 0.8128 mm. */
export const usRingSize = (diameterMm: number): number => (diameterMm - 11.63) / 0.8128;

/** Rounds to the half sizes rings are sold in, within US 3–15. */
const half = (v: number) => Math.min(15, Math.max(3, Math.round(v * 2) / 2));

/** A finger's width (mm) → the inner diameter and the range of US sizes it may be. */
export function ringSize(width: Estimate) {
  const d = width.value * FINGER_ROUND;
  const err = width.error * FINGER_ROUND;
  return {
    diameter: d,
    error: err,
    low: half(usRingSize(d - err)),
    high: half(usRingSize(d + err)),
  };
}

/** An ellipse's perimeter (Ramanujan's approximation), semi-axes a and b. */
export function ellipsePerimeter(a: number, b: number): number {
  const h = ((a - b) / (a + b)) ** 2;
  return Math.PI * (a + b) * (1 + (3 * h) / (10 + Math.sqrt(4 - 3 * h)));
}

/** Strap sizes by wrist circumference (cm): the brand's size chart. */
const STRAPS = [
  { size: 'S', upTo: 15 },
  { size: 'M', upTo: 17 },
  { size: 'L', upTo: 19 },
  { size: 'XL', upTo: Number.POSITIVE_INFINITY },
] as const;

/** A wrist's width (mm) → its circumference in cm, the error, and the strap size. */
export function wristSize(width: Estimate) {
  const around = (w: number) => ellipsePerimeter(w / 2, (w * WRIST_DEPTH) / 2) / 10;
  const cm = around(width.value);
  const error = around(width.value + width.error) - cm;
  return { cm, error, size: STRAPS.find((s) => cm <= s.upTo)!.size };
}
