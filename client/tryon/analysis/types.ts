/**
 * What the embedded module's analyses read and answer (docs/tryon.md "Analysis", issue 22). Pure types:
 * the analyses are pure functions of landmarks and pixels, unit-tested in Node on fixtures.
 */
import type { ATTRIBUTE_VALUES } from '../../../shared/skin-model';
import type { Landmarks } from '../types';

/** RGBA pixels of a frame's region (as from getImageData), placed at (x, y) in frame pixels. */
export type Pixels = {
  data: Uint8ClampedArray;
  width: number;
  height: number;
  /** Where the region's top-left pixel sits in the frame (landmarks are in frame pixels). */
  x: number;
  y: number;
};

export type Lab = { L: number; a: number; b: number };

/** Face analyzer (spec 001 §2.3 type=attributes): the values the page's tables already name. */
export type FaceAttributes = {
  [K in keyof typeof ATTRIBUTE_VALUES]: (typeof ATTRIBUTE_VALUES)[K][number];
};

/** Face analyzer (type=facial-ratio): decimals, the same keys as the demo models' ratios. */
export type FacialRatios = {
  faceLengthToWidth: number;
  eyeSpacing: number;
  lipToNose: number;
  foreheadThird: number;
};

/** Which landmarks produced each figure (drawn on the stage on request). */
export type Evidence = Record<string, readonly number[]>;

export type FaceAnalysis = { attributes: FaceAttributes; ratios: FacialRatios; evidence: Evidence };

/** Shade finder: the catalogue's best foundation match and the two nearest alternatives. */
export type ShadeMatch = {
  /** The skin tone found (white-balanced when a reference was usable). */
  skin: Lab;
  /** Whether the sclera served as a white reference. */
  whiteBalanced: boolean;
  /** Best first: SKU id, name, colour, 0–100 match score (100 = identical, CIEDE2000-based). */
  matches: { id: string; name: string; color: string; score: number }[];
};

/** The analyses' signatures (face.ts analyzeFace, shade.ts findShade), for callers that inject them. */
export type AnalyzeFace = (lm: Landmarks) => FaceAnalysis;
export type FindShade = (px: Pixels, lm: Landmarks) => ShadeMatch;
