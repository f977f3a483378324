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

/**
 * A reading: the relative score (0–100), its level, and what was measured (docs/tryon-hair.md
 * "Indicators"; the page says it beside the level): type — how aligned the strands are locally, in %
 * (straight hair runs parallel); length — how far the hair's ends are below the chin, in face heights
 * (negative: above it); frizziness — how ragged the hair's top outline is, in % of the face's width;
 * density — the share of the crown that is hair, in %.
 */
export type HairReading = Record<HairIndicator, { score: number; level: string; measured: number }>;

/** The feature area of each hair page, and the indicator it is about. */
export const HAIR_AREAS: Readonly<Record<string, HairIndicator>> = {
  hairtype: 'type',
  hairlength: 'length',
  hairfrizziness: 'frizziness',
  hairdensity: 'density',
};

export const levelOf = (k: HairIndicator, score: number): string =>
  HAIR_LEVELS[k][score < 34 ? 0 : score < 67 ? 1 : 2];
