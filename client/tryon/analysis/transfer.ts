import type { Product } from '../../../shared/makeup';
import { SIDES } from '../geometry/landmarks';
import { ellipsePolygon, pointInPolygon } from '../geometry/polygon';
import { blushEllipse, brow, lidBand, lipsInner, lipsOuter } from '../geometry/zones';
import type { Landmarks } from '../types';
import { chroma, labToRgb, linearToLab } from './color';
import { eachPixelIn, skinRegions } from './shade';
import type { Lab, Pixels } from './types';

/**
 * Makeup transfer (spec 001 §2.3 gen-ai/ai-makeup-transfer; docs/tryon-hair.md "Makeup transfer"): the
 * colours of a reference face read from its landmark zones — lips, lids, cheeks, brows — against the
 * reference's own skin, and turned into products the effects draw on the visitor's face. Colour
 * transfer, honestly: no texture, shape or technique is copied, and a zone that reads as bare skin adds
 * nothing. Pure: no DOM (transfer.test.ts).
 */

export type ReadLook = {
  products: Product[];
  /** What each zone read (for the panel's swatches): #rrggbb, or null when it read as bare skin. */
  zones: { lips: string | null; eyes: string | null; cheeks: string | null; brows: string | null };
};

/** A zone's pixels as CIELAB, the lips less their inner contour (the mouth). */
function zoneLabs(
  px: Pixels,
  polys: readonly (readonly { x: number; y: number }[])[],
  hole?: readonly { x: number; y: number }[],
): Lab[] {
  const out: Lab[] = [];
  for (const poly of polys) {
    eachPixelIn(px, [...poly], (c, at) => {
      if (hole && pointInPolygon(at, hole)) return;
      out.push(linearToLab(c[0], c[1], c[2]));
    });
  }
  return out;
}

/** Each channel's median: robust to the lips' speculars, lashes over a lid, a stray hair on a cheek. */
function median(labs: readonly Lab[]): Lab | null {
  if (labs.length < 8) return null;
  const mid = (k: keyof Lab) => labs.map((l) => l[k]).sort((a, b) => a - b)[labs.length >> 1]!;
  return { L: mid('L'), a: mid('a'), b: mid('b') };
}

const hex = (lab: Lab) => {
  const { r, g, b } = labToRgb(lab);
  const h = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${h(r)}${h(g)}${h(b)}`;
};
const deltaE = (p: Lab, q: Lab) => Math.hypot(p.L - q.L, p.a - q.a, p.b - q.b);

/**
 * The pigment behind a zone's seen colour: the seen colour pushed away from the skin it lies on (a
 * translucent product shows part skin), by `k`.
 */
function pigment(seen: Lab, skin: Lab, k: number): Lab {
  return {
    L: skin.L + (seen.L - skin.L) * k,
    a: skin.a + (seen.a - skin.a) * k,
    b: skin.b + (seen.b - skin.b) * k,
  };
}

/** How far from the skin (ΔE76) a zone must read to count as made up, and where it counts fully. */
const BARE = 6;
const FULL = 30;
const strength = (d: number) => Math.min(1, Math.max(0, (d - BARE) / (FULL - BARE)));

/** Reads the look of the face on `px` (its landmarks `lm`); null when its skin cannot be read. */
export function readLook(px: Pixels, lm: Landmarks): ReadLook | null {
  // The skin from the forehead alone: the cheeks may wear blush, which is what is being read.
  const skin = median(zoneLabs(px, skinRegions(lm).slice(-1)));
  if (!skin) return null;
  const products: Product[] = [];
  const zones: ReadLook['zones'] = { lips: null, eyes: null, cheeks: null, brows: null };
  // Lips: always a colour of their own; the finish from the share of bright, pale pixels (gloss).
  const lipLabs = zoneLabs(px, [lipsOuter(lm)], lipsInner(lm));
  const lips = median(lipLabs);
  if (lips) {
    const shine =
      lipLabs.filter((l) => l.L > lips.L + 18 && chroma(l) < chroma(lips) * 0.7).length / lipLabs.length;
    zones.lips = hex(lips);
    products.push({
      type: 'lipstick',
      color: zones.lips,
      finish: shine > 0.06 ? 'gloss' : shine > 0.02 ? 'satin' : 'matte',
      intensity: 0.75,
    });
  }
  // Lids: the band between the lash line and the crease, the openings out.
  // Lashes and liner cross the band: pixels far darker than the skin are theirs, not the shadow's.
  const lidLabs = zoneLabs(
    px,
    SIDES.map((s) => lidBand(lm, s)),
  ).filter((l) => l.L > skin.L - 40);
  const lid = median(lidLabs);
  if (lid && deltaE(lid, skin) > BARE) {
    zones.eyes = hex(pigment(lid, skin, 1.4));
    products.push({
      type: 'eyeshadow',
      color: zones.eyes,
      intensity: 0.4 + 0.5 * strength(deltaE(lid, skin)),
    });
  }
  // Cheeks: redder than the skin around them reads as blush.
  const cheek = median(
    zoneLabs(
      px,
      SIDES.map((s) => ellipsePolygon(blushEllipse(lm, s))),
    ),
  );
  if (cheek && cheek.a - skin.a > 2.5) {
    zones.cheeks = hex(pigment(cheek, skin, 2.5));
    products.push({
      type: 'blush',
      color: zones.cheeks,
      intensity: 0.3 + 0.5 * strength(deltaE(cheek, skin) * 2),
    });
  }
  // Brows: their colour, when they stand out from the skin.
  const brows = median(
    zoneLabs(
      px,
      SIDES.map((s) => brow(lm, s)),
    ),
  );
  if (brows && skin.L - brows.L > 15) {
    zones.brows = hex(brows);
    products.push({ type: 'eyebrow', color: zones.brows, intensity: 0.45 });
  }
  return { products, zones };
}
