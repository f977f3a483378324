/**
 * The hair indicators' vocabulary (spec 001 §2.3 hair type, length, frizziness, density;
 * docs/tryon-hair.md): what the embedded try-on reads from the hair and the pages show. Pure data.
 */

export const HAIR_INDICATORS = ['type', 'length', 'frizziness', 'density'] as const;
export type HairIndicator = (typeof HAIR_INDICATORS)[number];

/** Each indicator's levels, from a low score to a high one (0–33, 34–66, 67–100). */
export const HAIR_LEVELS = {
  type: ['straight', 'wavy', 'curly'],
  length: ['short', 'medium', 'long'],
  frizziness: ['smooth', 'some', 'frizzy'],
  density: ['fine', 'medium', 'thick'],
} as const satisfies Record<HairIndicator, readonly string[]>;

export type HairReading = Record<HairIndicator, { score: number; level: string }>;

/** The feature area of each hair page, and the indicator it is about. */
export const HAIR_AREAS: Readonly<Record<string, HairIndicator>> = {
  hairtype: 'type',
  hairlength: 'length',
  hairfrizziness: 'frizziness',
  hairdensity: 'density',
};

export const levelOf = (k: HairIndicator, score: number): string =>
  HAIR_LEVELS[k][score < 34 ? 0 : score < 67 ? 1 : 2];
