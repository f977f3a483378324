/**
 * The skin analysis model (spec 001 §3.6): skin types with their per-aspect levels, zones, result
 * fields and the name mapping of the module's raw results. Pure data and functions (unit-tested in
 * tests/unit/showcase-skin-model.test.ts); the results view renders what `reshapeSkinResult` returns.
 */

export const SKIN_TYPES = [
  'unknown',
  'normal',
  'dry',
  'oily',
  'combination',
  'normalSensitive',
  'drySensitive',
  'oilySensitive',
  'combinationSensitive',
] as const;
export type SkinType = (typeof SKIN_TYPES)[number];

export const ZONES = ['full', 't_zone', 'u_zone'] as const;
export type Zone = (typeof ZONES)[number];

export const ASPECTS = ['dryness', 'oiliness', 'redness'] as const;
export type Aspect = (typeof ASPECTS)[number];

export type Level = 'low' | 'high' | 'unknown';

/** Each skin type's levels per aspect (spec 001 §3.6); a combination's dryness depends on the u-zone. */
const LEVELS: Record<SkinType, Record<Aspect, Level>> = {
  unknown: { dryness: 'unknown', oiliness: 'unknown', redness: 'unknown' },
  normal: { dryness: 'low', oiliness: 'low', redness: 'low' },
  dry: { dryness: 'high', oiliness: 'low', redness: 'low' },
  oily: { dryness: 'low', oiliness: 'high', redness: 'low' },
  combination: { dryness: 'high', oiliness: 'high', redness: 'low' },
  normalSensitive: { dryness: 'low', oiliness: 'low', redness: 'high' },
  drySensitive: { dryness: 'high', oiliness: 'low', redness: 'high' },
  oilySensitive: { dryness: 'low', oiliness: 'high', redness: 'high' },
  combinationSensitive: { dryness: 'high', oiliness: 'high', redness: 'high' },
};

export const isSkinType = (v: unknown): v is SkinType =>
  typeof v === 'string' && (SKIN_TYPES as readonly string[]).includes(v);

/**
 * The level of one aspect for a skin type. spec 001 §3.6: a combination skin reads dryness as low when
 * the u-zone result is normal, otherwise high.
 */
export function aspectLevel(type: SkinType, aspect: Aspect, uZone?: string | null): Level {
  if (aspect === 'dryness' && (type === 'combination' || type === 'combinationSensitive')) {
    return uZone === 'normal' ? 'low' : 'high';
  }
  return LEVELS[type][aspect];
}

/** The result fields the view shows, in order (spec 001 §3.6; skinHealth is shown as "overall"). */
export const SCORE_FIELDS = [
  'overall',
  'spots',
  'wrinkles',
  'wrinklesV2',
  'texture',
  'darkCirclesV2',
  'moisture',
  'oiliness',
  'redness',
  'eyeBags',
  'acne',
  'droopyUpperEyelid',
  'droopyLowerEyelid',
  'firmness',
  'radiance',
  'pore',
] as const;
export type ScoreField = (typeof SCORE_FIELDS)[number];

/** spec 001 §3.6 name mapping: eyebag → eyeBags, darkCircles → darkCirclesV2, ageSpots shown as spots. */
const RENAMES: Record<string, ScoreField> = {
  eyebag: 'eyeBags',
  eyeBags: 'eyeBags',
  darkCircles: 'darkCirclesV2',
  darkCirclesV2: 'darkCirclesV2',
  ageSpots: 'spots',
  spots: 'spots',
  skinHealth: 'overall',
};

export type SkinResult = {
  skinAge: number | null;
  skinType: SkinType;
  tZone: string | null;
  uZone: string | null;
  fitzpatrickScale: number | null;
  /** 0–100 scores by field, only the fields present. */
  scores: Partial<Record<ScoreField, number>>;
  levels: Record<Aspect, Level>;
};

const score = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.min(100, Math.round(v))) : null;

/**
 * Turns a raw result (module field names) into the view's result: renamed fields, clamped scores,
 * an unknown skin type for anything unrecognised, and the aspect levels.
 */
export function reshapeSkinResult(raw: Record<string, unknown>): SkinResult {
  const skinType = isSkinType(raw.skinType) ? raw.skinType : 'unknown';
  const tZone = typeof raw.tZone === 'string' ? raw.tZone : null;
  const uZone = typeof raw.uZone === 'string' ? raw.uZone : null;
  const scores: SkinResult['scores'] = {};
  for (const [k, v] of Object.entries(raw)) {
    const field = RENAMES[k] ?? ((SCORE_FIELDS as readonly string[]).includes(k) ? (k as ScoreField) : null);
    const s = score(v);
    // The V2 name wins when both arrive.
    if (field && s !== null && !(field in scores && k !== field)) scores[field] = s;
  }
  const fitz = score(raw.fitzpatrickScale);
  return {
    skinAge: score(raw.skinAge),
    skinType,
    tZone,
    uZone,
    fitzpatrickScale: fitz !== null && fitz >= 1 && fitz <= 6 ? fitz : null,
    scores,
    levels: {
      dryness: aspectLevel(skinType, 'dryness', uZone),
      oiliness: aspectLevel(skinType, 'oiliness', uZone),
      redness: aspectLevel(skinType, 'redness', uZone),
    },
  };
}

// ─── Eight demo models (spec 001 §3.6) — original, invented data ────────────────────────────────

export type DemoModel = {
  id: string;
  /** Skin results in the module's raw field names (exercising the name mapping). */
  skin: Record<string, unknown>;
  /** Face attributes (face analyzer, type=attributes). */
  attributes: { faceShape: string; eyeShape: string; lipShape: string; browShape: string };
  /** Facial ratios (face analyzer, type=facial-ratio): width/height etc. as decimals. */
  ratios: { faceLengthToWidth: number; eyeSpacing: number; lipToNose: number; foreheadThird: number };
};

function model(
  id: string,
  skinType: SkinType,
  age: number,
  uZone: string,
  scores: readonly number[],
  attributes: DemoModel['attributes'],
  ratios: DemoModel['ratios'],
  fitzpatrickScale: number,
): DemoModel {
  const [
    health,
    ageSpots,
    wrinkles,
    texture,
    darkCircles,
    moisture,
    oiliness,
    redness,
    eyebag,
    acne,
    firmness,
    radiance,
    pore,
  ] = scores;
  return {
    id,
    skin: {
      skinAge: age,
      skinHealth: health,
      skinType,
      tZone: skinType.startsWith('oily') || skinType.startsWith('combination') ? 'oily' : 'normal',
      uZone,
      ageSpots,
      wrinkles,
      texture,
      darkCircles,
      moisture,
      oiliness,
      redness,
      eyebag,
      acne,
      firmness,
      radiance,
      pore,
      fitzpatrickScale,
    },
    attributes,
    ratios,
  };
}

export const DEMO_MODELS: readonly DemoModel[] = [
  model(
    'model-1',
    'normal',
    27,
    'normal',
    [86, 90, 88, 84, 79, 82, 80, 91, 85, 93, 87, 83, 81],
    { faceShape: 'oval', eyeShape: 'almond', lipShape: 'full', browShape: 'soft-arch' },
    { faceLengthToWidth: 1.48, eyeSpacing: 0.46, lipToNose: 1.62, foreheadThird: 0.33 },
    2,
  ),
  model(
    'model-2',
    'dry',
    41,
    'dry',
    [72, 70, 66, 71, 68, 54, 88, 80, 70, 90, 69, 65, 84],
    { faceShape: 'heart', eyeShape: 'round', lipShape: 'thin', browShape: 'straight' },
    { faceLengthToWidth: 1.36, eyeSpacing: 0.44, lipToNose: 1.55, foreheadThird: 0.35 },
    3,
  ),
  model(
    'model-3',
    'oily',
    23,
    'normal',
    [78, 88, 92, 70, 81, 77, 52, 83, 88, 64, 90, 79, 58],
    { faceShape: 'round', eyeShape: 'monolid', lipShape: 'bow', browShape: 'straight' },
    { faceLengthToWidth: 1.25, eyeSpacing: 0.48, lipToNose: 1.7, foreheadThird: 0.32 },
    3,
  ),
  model(
    'model-4',
    'combination',
    34,
    'normal',
    [80, 82, 79, 75, 74, 70, 60, 85, 78, 77, 80, 76, 66],
    { faceShape: 'square', eyeShape: 'hooded', lipShape: 'wide', browShape: 'angled' },
    { faceLengthToWidth: 1.3, eyeSpacing: 0.45, lipToNose: 1.58, foreheadThird: 0.34 },
    4,
  ),
  model(
    'model-5',
    'combinationSensitive',
    30,
    'dry',
    [74, 84, 83, 72, 70, 61, 63, 55, 80, 72, 82, 70, 68],
    { faceShape: 'oblong', eyeShape: 'almond', lipShape: 'full', browShape: 'soft-arch' },
    { faceLengthToWidth: 1.62, eyeSpacing: 0.43, lipToNose: 1.6, foreheadThird: 0.36 },
    2,
  ),
  model(
    'model-6',
    'drySensitive',
    52,
    'dry',
    [64, 58, 55, 63, 60, 50, 86, 57, 62, 88, 58, 60, 80],
    { faceShape: 'diamond', eyeShape: 'downturned', lipShape: 'thin', browShape: 'rounded' },
    { faceLengthToWidth: 1.42, eyeSpacing: 0.47, lipToNose: 1.5, foreheadThird: 0.31 },
    1,
  ),
  model(
    'model-7',
    'oilySensitive',
    19,
    'normal',
    [76, 92, 95, 68, 85, 79, 50, 58, 90, 55, 93, 81, 54],
    { faceShape: 'oval', eyeShape: 'upturned', lipShape: 'bow', browShape: 'angled' },
    { faceLengthToWidth: 1.45, eyeSpacing: 0.46, lipToNose: 1.66, foreheadThird: 0.33 },
    5,
  ),
  model(
    'model-8',
    'normalSensitive',
    46,
    'normal',
    [79, 72, 70, 80, 73, 76, 82, 60, 74, 89, 71, 77, 79],
    { faceShape: 'round', eyeShape: 'round', lipShape: 'wide', browShape: 'rounded' },
    { faceLengthToWidth: 1.28, eyeSpacing: 0.49, lipToNose: 1.57, foreheadThird: 0.34 },
    6,
  ),
];

export const ATTRIBUTE_KEYS = ['faceShape', 'eyeShape', 'lipShape', 'browShape'] as const;
export const RATIO_KEYS = ['faceLengthToWidth', 'eyeSpacing', 'lipToNose', 'foreheadThird'] as const;

/** The values each face attribute takes (the face analyzer's tables; `showcase:face.values`). */
export const ATTRIBUTE_VALUES = {
  faceShape: ['oval', 'heart', 'round', 'square', 'oblong', 'diamond'],
  eyeShape: ['almond', 'round', 'monolid', 'hooded', 'downturned', 'upturned'],
  lipShape: ['full', 'thin', 'bow', 'wide'],
  browShape: ['soft-arch', 'straight', 'angled', 'rounded'],
} as const satisfies Record<(typeof ATTRIBUTE_KEYS)[number], readonly string[]>;
