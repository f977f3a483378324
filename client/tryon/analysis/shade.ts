/**
 * Shade finder (docs/tryon.md "Analysis"): the skin tone in CIELAB from both cheeks and the forehead,
 * white-balanced on the sclera when it can be trusted, matched to the foundation SKUs by CIEDE2000.
 * Pure functions of the frame's pixels and landmarks (frame pixels), unit-tested in Node.
 */
import type { Sku } from '../../../shared/showcase-catalog';
import { faceUp, faceWidth } from '../geometry/face';
import { at, FOREHEAD_TOP, SIDES } from '../geometry/landmarks';
import { bbox, ellipsePolygon, type Polygon, pointInPolygon, scalePolygon } from '../geometry/polygon';
import { dist, lerp } from '../geometry/vector';
import { blushEllipse, eyeOpening, iris } from '../geometry/zones';
import type { Landmarks, Pt } from '../types';
import {
  chroma,
  deltaE2000,
  hexToLab,
  labToRgb,
  linearToLab,
  percentile,
  srgbToLinear,
  trimmedMean,
} from './color';
import type { Lab, Pixels, ShadeMatch } from './types';

/** The foundation line the finder matches against by default. */

// ---- Skin sampling ----------------------------------------------------------------------------------

/** The cheek sample: the blush ellipse (apple of the cheek), shrunk so that it stays off the folds. */
const CHEEK_SCALE = 0.8;
/** Between the brows (9) and the mesh's top (10): how far up the forehead sample's centre sits. */
const FOREHEAD_RISE = 0.25;
/** Forehead sample half-width and half-height, in face widths (kept low: fringes cover the top). */
const FOREHEAD_RX = 0.12;
const FOREHEAD_RY = 0.04;
/** Landmark between the brows, at the root of the nose. */
const GLABELLA = 9;
/** Skin pixels darker than this percentile of L* (per region) are shadows, folds, hair: left out. */
const SHADOW_PERCENTILE = 20;
/** Pixels brighter than this percentile of L* (per region) and ... */
const SPECULAR_L_PERCENTILE = 85;
/** ... less saturated than this percentile of chroma are specular highlights: left out. */
const SPECULAR_C_PERCENTILE = 50;
/** The brightest pixels (clipped highlights) are always left out. */
const CLIPPED_PERCENTILE = 97;
/** After the cuts, each channel's mean over its 10th–90th percentiles. */
const TRIM = [10, 90] as const;

// ---- White balance ----------------------------------------------------------------------------------

/** The iris circle grown by this factor before it is cut out of the eye opening (its soft rim). */
const IRIS_MARGIN = 1.2;
/** Eye pixels at or above this percentile of L* (both openings) are sclera candidates (not lashes, lids). */
const SCLERA_L_PERCENTILE = 70;
/** Of those, the ones at or below this percentile of chroma are kept (not the lids' skin, the caruncle). */
const SCLERA_C_PERCENTILE = 50;
/** Fewer sclera pixels than this (both eyes): no white reference (a small face, closed eyes). */
const SCLERA_MIN_PIXELS = 6;
/** The reference must look like a lit white: L* at least ... */
const REFERENCE_MIN_L = 50;
/** ... and chroma at most (a stronger cast is more likely a wrong reference than a real one). */
const REFERENCE_MAX_CHROMA = 25;
/**
 * The skin must be warmer than the reference by at least this chroma (skin a*, b* minus the reference's,
 * toward yellow). A cast moves both alike, so this holds under casts; it fails when the "sclera" is in
 * fact lid skin (closed or narrowed eyes), which would otherwise be taken as the white.
 */
const SKIN_OVER_WHITE_MIN_CHROMA = 8;
/**
 * Sclera are not pure white: a lit, healthy sclera is slightly warm. The reference is corrected to this
 * a*, b* tint rather than to neutral (on the sample photo, a well-balanced studio portrait, the sclera
 * read L* 85, a* 3.1, b* 3.9) ...
 */
const SCLERA_TINT = { a: 2, b: 4 } as const;
/** ... up to this a*b* distance from it: a reference that close is left as it is (no correction). */
const SCLERA_TOLERANCE = 1.5;
/** Per-channel gains outside this range are not trusted (a wrong reference, not a cast). */
const GAIN_RANGE = [0.6, 1.6] as const;

// ---- Matching ---------------------------------------------------------------------------------------

/** CIEDE2000 lightness weight: kL < 1 weighs depth (ΔL*) more than undertone, as foundation is chosen. */
const DEPTH_KL = 0.8;
/**
 * ΔE (depth-weighted CIEDE2000) at which the score is 50: score = 100 / (1 + (ΔE / HALF_SCORE_DE)²),
 * so ΔE 0 → 100, 2 (barely visible) → 96, 5 → 80, 10 → 50, 20 → 20, 40 → 6.
 */
const HALF_SCORE_DE = 10;
/** Entries returned: the best match and two alternatives. */
const MATCHES = 3;

/** Gains on linear RGB (von Kries): what the white balance applies to every skin pixel. */
export type Gains = readonly [r: number, g: number, b: number];
const NO_GAINS: Gains = [1, 1, 1];

/** One sampled pixel: linear RGB (0–1). */
type Linear = readonly [number, number, number];

/** The polygons the skin is sampled in: both cheeks and the forehead (frame pixels). */
export function skinRegions(lm: Landmarks): Polygon[] {
  const fw = faceWidth(lm);
  const cheeks = SIDES.map((side) => scalePolygon(ellipsePolygon(blushEllipse(lm, side)), CHEEK_SCALE));
  const up = faceUp(lm);
  const c = lerp(at(lm, GLABELLA), at(lm, FOREHEAD_TOP), FOREHEAD_RISE);
  const angle = Math.atan2(up.x, -up.y);
  const forehead = ellipsePolygon({ cx: c.x, cy: c.y, rx: FOREHEAD_RX * fw, ry: FOREHEAD_RY * fw, angle });
  return [...cheeks, forehead];
}

/** Calls `visit` with the linear RGB of each opaque pixel of `px` whose centre lies inside `poly`. */
export function eachPixelIn(px: Pixels, poly: Polygon, visit: (c: Linear, at: Pt) => void): void {
  const box = bbox(poly);
  const i0 = Math.max(0, Math.floor(box.x - px.x));
  const j0 = Math.max(0, Math.floor(box.y - px.y));
  const i1 = Math.min(px.width - 1, Math.ceil(box.x + box.w - px.x));
  const j1 = Math.min(px.height - 1, Math.ceil(box.y + box.h - px.y));
  for (let j = j0; j <= j1; j++) {
    for (let i = i0; i <= i1; i++) {
      const p = { x: px.x + i + 0.5, y: px.y + j + 0.5 };
      const k = (j * px.width + i) * 4;
      if (px.data[k + 3] === 0 || !pointInPolygon(p, poly)) continue;
      visit([srgbToLinear(px.data[k]!), srgbToLinear(px.data[k + 1]!), srgbToLinear(px.data[k + 2]!)], p);
    }
  }
}

/** CIELAB to linear RGB (0–1, unclamped). */
function labToLinear(lab: Lab): Linear {
  const { r, g, b } = labToRgb(lab);
  return [srgbToLinear(r), srgbToLinear(g), srgbToLinear(b)];
}

/** Linear RGB through the gains, to CIELAB. */
function toLab(c: Linear, g: Gains): Lab {
  return linearToLab(c[0] * g[0], c[1] * g[1], c[2] * g[2]);
}

/** Linear RGB of the eye openings' pixels outside the iris (both eyes). */
function eyeWhitePixels(px: Pixels, lm: Landmarks): Linear[] {
  const out: Linear[] = [];
  for (const side of SIDES) {
    const ring = iris(lm, side);
    const centre = { x: ring.x, y: ring.y };
    eachPixelIn(px, eyeOpening(lm, side), (c, p) => {
      if (dist(p, centre) > ring.r * IRIS_MARGIN) out.push(c);
    });
  }
  return out;
}

/** The white reference found in the sclera: its colour (CIELAB, as seen) and how many pixels made it. */
export type ScleraReference = { lab: Lab; pixels: number };

/**
 * The sclera as a white reference: of both eye openings less the iris, the brightest pixels, and of
 * those the least saturated half (not lashes, lids, the caruncle). Null when there are too few of them
 * or their mean does not look like a lit white.
 */
export function scleraReference(px: Pixels, lm: Landmarks): ScleraReference | null {
  const eye = eyeWhitePixels(px, lm);
  const ls = eye.map((c) => toLab(c, NO_GAINS).L);
  const minL = percentile(ls, SCLERA_L_PERCENTILE);
  const bright = eye.filter((_, k) => ls[k]! >= minL);
  const cs = bright.map((c) => chroma(toLab(c, NO_GAINS)));
  const maxC = percentile(cs, SCLERA_C_PERCENTILE);
  const white = bright.filter((_, k) => cs[k]! <= maxC);
  if (white.length < SCLERA_MIN_PIXELS) return null;
  const channel = (ch: 0 | 1 | 2): number => trimmedMean(white.map((c) => c[ch]));
  const lab = toLab([channel(0), channel(1), channel(2)], NO_GAINS);
  if (lab.L < REFERENCE_MIN_L || chroma(lab) > REFERENCE_MAX_CHROMA) return null;
  return { lab, pixels: white.length };
}

/**
 * The white-balance gains from the sclera, given the skin tone as seen (unbalanced): none needed
 * ([1, 1, 1]) when the reference's a*, b* are within SCLERA_TOLERANCE of SCLERA_TINT, else the gains
 * that bring it to within that distance (same L*). Null when the sclera cannot be used: too few or too
 * coloured pixels, no warmer than the skin, or implausible gains.
 */
export function scleraGains(px: Pixels, lm: Landmarks, seenSkin: Lab): Gains | null {
  const ref = scleraReference(px, lm);
  if (!ref) return null;
  const warmer = { a: seenSkin.a - ref.lab.a, b: seenSkin.b - ref.lab.b };
  if (warmer.b <= 0 || Math.hypot(warmer.a, warmer.b) < SKIN_OVER_WHITE_MIN_CHROMA) return null;
  const off = { a: ref.lab.a - SCLERA_TINT.a, b: ref.lab.b - SCLERA_TINT.b };
  const d = Math.hypot(off.a, off.b);
  if (d <= SCLERA_TOLERANCE) return NO_GAINS;
  const k = SCLERA_TOLERANCE / d;
  const target = { L: ref.lab.L, a: SCLERA_TINT.a + off.a * k, b: SCLERA_TINT.b + off.b * k };
  return gainsFor(labToLinear(ref.lab), labToLinear(target));
}

/** Gains taking `ref` to `target`, normalised so that a grey keeps its luminance; null if out of range. */
function gainsFor(ref: Linear, target: Linear): Gains | null {
  const raw = (ch: 0 | 1 | 2): number => target[ch] / Math.max(1e-6, ref[ch]);
  const norm = 0.2126729 * raw(0) + 0.7151522 * raw(1) + 0.072175 * raw(2);
  const gains: Gains = [raw(0) / norm, raw(1) / norm, raw(2) / norm];
  return gains.every((g) => g >= GAIN_RANGE[0] && g <= GAIN_RANGE[1]) ? gains : null;
}

/** One region's skin pixels, less shadows, speculars and clipped highlights (see the constants). */
function cleanRegion(labs: readonly Lab[]): Lab[] {
  if (labs.length === 0) return [];
  const ls = labs.map((l) => l.L);
  const cs = labs.map(chroma);
  const shadow = percentile(ls, SHADOW_PERCENTILE);
  const bright = percentile(ls, SPECULAR_L_PERCENTILE);
  const grey = percentile(cs, SPECULAR_C_PERCENTILE);
  const clipped = percentile(ls, CLIPPED_PERCENTILE);
  return labs.filter((l, k) => {
    if (l.L < shadow || l.L > clipped) return false;
    return !(l.L > bright && cs[k]! < grey);
  });
}

/** The skin tone: cleaned pixels of every region pooled, each channel's trimmed mean; null if none. */
export function sampleSkin(px: Pixels, lm: Landmarks, gains: Gains = NO_GAINS): Lab | null {
  const kept: Lab[] = [];
  for (const poly of skinRegions(lm)) {
    const labs: Lab[] = [];
    eachPixelIn(px, poly, (c) => labs.push(toLab(c, gains)));
    kept.push(...cleanRegion(labs));
  }
  if (kept.length === 0) return null;
  const channel = (pick: (l: Lab) => number): number => trimmedMean(kept.map(pick), ...TRIM);
  return { L: channel((l) => l.L), a: channel((l) => l.a), b: channel((l) => l.b) };
}

/** Match score 0–100 from a (depth-weighted) CIEDE2000 difference; see HALF_SCORE_DE. */
export function matchScore(de: number): number {
  return Math.round(100 / (1 + (de / HALF_SCORE_DE) ** 2));
}

/** The SKUs nearest to a skin tone, best first (at most MATCHES), with their scores. */
export function rankShades(skin: Lab, skus: readonly Sku[]): ShadeMatch['matches'] {
  return skus
    .map((sku) => ({ sku, de: deltaE2000(skin, hexToLab(sku.color), { kL: DEPTH_KL }) }))
    .sort((x, y) => x.de - y.de)
    .slice(0, MATCHES)
    .map(({ sku, de }) => ({ id: sku.id, name: sku.name, color: sku.color, score: matchScore(de) }));
}

/**
 * The foundation shade for the face in `px` (a frame region at px.x, px.y; landmarks in frame pixels):
 * the skin tone (white-balanced on the sclera when usable) and the best SKU with two alternatives.
 * Throws a RangeError when no skin pixel of the face lies inside the region.
 */
/** `skus`: the foundation shades to match — the page's catalogue, passed in `open({ shades })`. */
export function findShade(px: Pixels, lm: Landmarks, skus: readonly Sku[]): ShadeMatch {
  const seen = sampleSkin(px, lm);
  if (!seen) throw new RangeError('no skin pixels of the face inside the region');
  const gains = scleraGains(px, lm, seen);
  const skin = gains && gains !== NO_GAINS ? (sampleSkin(px, lm, gains) ?? seen) : seen;
  return { skin, whiteBalanced: gains !== null, matches: rankShades(skin, skus) };
}
