/**
 * Skin indicators (docs/tryon.md "Analysis"): relative, uncalibrated readings from pixel statistics in
 * landmark zones, returned in the module's raw result names (shared/skin-model.ts reads them through
 * `reshapeSkinResult`). Scores are 0–100, higher = better skin on that aspect. They compare parts of one
 * face under one light — not a diagnosis, not calibrated against dermatologists' gradings. Pure: RGBA
 * bytes and landmarks in, no DOM.
 */
import type { SkinType } from '../../../shared/skin-model';
import { faceUp, faceWidth, hasFace } from '../geometry/face';
import { at, CHIN, LEFT_EYE, points, RIGHT_EYE, SIDES, sideSet } from '../geometry/landmarks';
import { centroid, ellipsePolygon, pointInPolygon } from '../geometry/polygon';
import { addScaled, dist, unit } from '../geometry/vector';
import { blushEllipse, creaseLine, faceOval, iris, underEye } from '../geometry/zones';
import type { Landmarks, Pt } from '../types';
import {
  buildGrid,
  CHEEK,
  FOREHEAD,
  type Grid,
  MIN_CELLS,
  markZones,
  NOSE,
  SKIN,
  T_ZONE,
  U_ZONE,
  UNDER,
} from './skin-grid';
import {
  centre,
  findLines,
  findPores,
  findRedness,
  findSpots,
  type SkinMarks,
  type ZoneMark,
} from './skin-marks';
import {
  cellsOf,
  finiteMean,
  interiorOf,
  localMean,
  meanOf,
  medianOf,
  rmsOf,
  sampleL,
  shareOf,
} from './skin-stats';
import type { Pixels } from './types';

/** The raw, unitless readings behind the scores (NaN where a zone had too few skin cells). */
export type SkinReadings = {
  /** Mean a* of the cheeks minus that of the forehead (the face's median a* without a forehead). */
  rednessDelta: number;
  /** Share of shiny cells in T and U (L* ≥ median + 10 and ≥ its ±8 % mean + 2; C* ≤ 0.7 × median). */
  shineT: number;
  shineU: number;
  /** RMS of L* minus its 3×3-cell mean (fine high-pass) in each zone: roughness for the dry reading. */
  roughT: number;
  roughU: number;
  /** RMS of L* minus its mean over ±2.5 % of the face width, on the cheeks (texture). */
  texture: number;
  /** RMS of the fine high-pass on the cheeks and nose (pores). */
  pore: number;
  /** Dark blobs on cheeks, forehead, nose per 1 % of fw² looked at (skin-marks.ts findSpots: the marks shown). */
  spots: number;
  /** Share of small red blobs (3×3 mean a* ≥ 3 over the ±2.5 % mean and ≥ 5 over the skin median). */
  acne: number;
  /** RMS of the ±2.5 % high-pass under the eyes and on the forehead (lines). */
  wrinkles: number;
  /** Mean L* of the cheeks minus that under the eyes. */
  darkCircles: number;
  /** Mean |ΔL*| between steps of 1.5 % of the face width, 4–13 % below the lower lid. */
  eyebag: number;
  /** RMS of the ±2.5 % mean minus the ±8 % mean of L* over the skin off its borders (blotchiness). */
  uneven: number;
  /** Mean L* of the skin. */
  lightness: number;
  /** Mean |L* inside − L* outside| 4 % of the face width either side of the jaw line. */
  jawContrast: number;
  /** Visible upper lid (lash line → crease) over the eye opening's height, mean of both eyes. */
  lidRatio: number;
  /** How far the lower lid sits below the iris' bottom, in iris radii (scleral show), mean of both. */
  lowerGap: number;
  /** Individual typology angle (°) of the skin's median L*, b*. */
  ita: number;
};

/** Local means of L* and a* at three scales, and the cells away from the skin's borders. */
type Bands = {
  m1: Float32Array;
  mMid: Float32Array;
  mLarge: Float32Array;
  a1: Float32Array;
  aMid: Float32Array;
  inner: Uint8Array;
};

/** Local means at ±1 cell, ±2.5 % and ±8 % of the face width. */
function bandsOf(g: Grid, fw: number): Bands {
  const rMid = Math.max(2, Math.round((0.025 * fw) / g.step));
  const rLarge = Math.max(rMid + 2, Math.round((0.08 * fw) / g.step));
  return {
    m1: localMean(g, g.L, 1),
    mMid: localMean(g, g.L, rMid),
    mLarge: localMean(g, g.L, rLarge),
    a1: localMean(g, g.a, 1),
    aMid: localMean(g, g.a, rMid),
    inner: interiorOf(g, rMid),
  };
}

/** Every reading of a marked grid. */
function readingsOf(g: Grid, px: Pixels, lm: Landmarks, fw: number, found: SpotsFound): SkinReadings {
  const { L, a, b } = g;
  const B = bandsOf(g, fw);
  const skin = cellsOf(g, SKIN);
  const cheeks = cellsOf(g, CHEEK);
  const foreheadCells = cellsOf(g, FOREHEAD);
  const tZone = cellsOf(g, T_ZONE);
  const uZone = cellsOf(g, U_ZONE);
  const Lmed = medianOf(skin, L);
  const C = new Float32Array(a.length);
  for (let k = 0; k < a.length; k++) C[k] = Math.sqrt(a[k]! * a[k]! + b[k]! * b[k]!);
  const Cmed = medianOf(skin, C);
  const shiny = (k: number): boolean =>
    L[k]! >= Lmed + 10 && L[k]! >= B.mLarge[k]! + 2 && C[k]! <= 0.7 * Cmed;
  const fine = (k: number): number => L[k]! - B.m1[k]!;
  const mid = (k: number): number => L[k]! - B.mMid[k]!;
  const aRef = foreheadCells.length >= MIN_CELLS ? meanOf(foreheadCells, (k) => a[k]!) : medianOf(skin, a);
  const aMed = medianOf(skin, a);
  const geo = lidReadings(lm);
  return {
    rednessDelta: meanOf(cheeks, (k) => a[k]!) - aRef,
    shineT: shareOf(tZone, shiny),
    shineU: shareOf(uZone, shiny),
    roughT: rmsOf(tZone, fine),
    roughU: rmsOf(uZone, fine),
    texture: rmsOf(cheeks, mid),
    pore: rmsOf(cellsOf(g, CHEEK | NOSE), fine),
    spots: found.cells >= MIN_CELLS ? found.spots.length / (100 * found.area) : Number.NaN,
    acne: shareOf(cellsOf(g, SKIN, B.inner), (k) => B.a1[k]! >= B.aMid[k]! + 3 && B.a1[k]! >= aMed + 5),
    wrinkles: rmsOf(cellsOf(g, UNDER | FOREHEAD), mid),
    darkCircles: meanOf(cheeks, (k) => L[k]!) - meanOf(cellsOf(g, UNDER), (k) => L[k]!),
    eyebag: eyebagReading(px, lm, fw),
    uneven: rmsOf(cellsOf(g, SKIN, B.inner), (k) => B.mMid[k]! - B.mLarge[k]!),
    lightness: meanOf(skin, (k) => L[k]!),
    jawContrast: jawReading(px, lm, fw),
    lidRatio: geo.lidRatio,
    lowerGap: geo.lowerGap,
    ita: (Math.atan2(Lmed - 50, medianOf(skin, b)) * 180) / Math.PI,
  };
}

/** Mean |ΔL*| along profiles going down from the middle of each lower lid. */
function eyebagReading(px: Pixels, lm: Landmarks, fw: number): number {
  const up = faceUp(lm);
  const r = Math.max(1, Math.round(0.01 * fw));
  const steps: number[] = [];
  for (const side of SIDES) {
    for (const p of points(lm, sideSet(side).lower.slice(3, 6))) {
      let prev = Number.NaN;
      for (let t = 0.04; t <= 0.1301; t += 0.015) {
        const v = sampleL(px, addScaled(p, up, -t * fw), r);
        if (Number.isFinite(prev) && Number.isFinite(v)) steps.push(Math.abs(v - prev));
        prev = v;
      }
    }
  }
  return finiteMean(steps);
}

/** Mean |L* in − L* out| across the jaw line (ear-side corner to the chin, both sides). */
function jawReading(px: Pixels, lm: Landmarks, fw: number): number {
  const c = centroid(faceOval(lm, 0, 0));
  const r = Math.max(1, Math.round(0.01 * fw));
  const jaw = [...points(lm, RIGHT_EYE.jaw.slice(2)), ...points(lm, LEFT_EYE.jaw.slice(2)), at(lm, CHIN)];
  return finiteMean(
    jaw.map((p) => {
      const n = unit(c, p);
      return Math.abs(
        sampleL(px, addScaled(p, n, -0.04 * fw), r) - sampleL(px, addScaled(p, n, 0.04 * fw), r),
      );
    }),
  );
}

/** Eyelid geometry: visible upper lid vs opening, and the lower lid's place under the iris. */
function lidReadings(lm: Landmarks): { lidRatio: number; lowerGap: number } {
  const up = faceUp(lm);
  const ratios: number[] = [];
  const gaps: number[] = [];
  for (const side of SIDES) {
    const s = sideSet(side);
    const top = at(lm, s.upper[4]!);
    const bottom = at(lm, s.lower[4]!);
    const crease = creaseLine(lm, side)[4]!;
    ratios.push(dist(top, crease) / Math.max(1e-6, dist(top, bottom)));
    const ir = iris(lm, side);
    const below = -((bottom.x - ir.x) * up.x + (bottom.y - ir.y) * up.y);
    gaps.push((below - ir.r) / Math.max(1e-6, ir.r));
  }
  return { lidRatio: finiteMean(ratios), lowerGap: finiteMean(gaps) };
}

/**
 * The raw readings of a face (exported for tests and tuning); null when the pixels hold too little
 * of the face's skin.
 */
export function skinReadings(px: Pixels, lm: Landmarks): SkinReadings | null {
  return skinRead(px, lm)?.r ?? null;
}

type SpotsFound = ReturnType<typeof findSpots>;

/** The readings and the marks behind them (null as skinReadings). */
function skinRead(px: Pixels, lm: Landmarks): { r: SkinReadings; marks: SkinMarks } | null {
  if (!hasFace(lm)) return null;
  const fw = faceWidth(lm);
  const g = buildGrid(px, lm, fw);
  if (!g) return null;
  markZones(g, lm, fw);
  if (cellsOf(g, SKIN).length < 4 * MIN_CELLS) return null;
  const found = findSpots(g, fw);
  const r = readingsOf(g, px, lm, fw, found);
  const marks: SkinMarks = {
    spots: found.spots,
    wrinkles: findLines(g),
    pores: findPores(g),
    redness: findRedness(g),
    darkCircles: darkCircleZones(g, lm),
  };
  return { r, marks };
}

/** Each under-eye zone, weighted by how much darker it is than the cheek on its side (10 L* = 1). */
function darkCircleZones(g: Grid, lm: Landmarks): ZoneMark[] {
  const out: ZoneMark[] = [];
  for (const side of SIDES) {
    const poly = underEye(lm, side);
    const cheek = ellipsePolygon(blushEllipse(lm, side));
    const inside = (q: Pt[]) => (k: number) => pointInPolygon(centre(g, k), q);
    const under = cellsOf(g, UNDER).filter(inside(poly));
    const cheeks = cellsOf(g, CHEEK).filter(inside(cheek));
    const d = meanOf(cheeks, (k) => g.L[k]!) - meanOf(under, (k) => g.L[k]!);
    if (Number.isFinite(d) && d > 0) out.push({ poly, v: Math.min(1, d / 10) });
  }
  return out;
}

// ---- Scores -------------------------------------------------------------------------------------------

/** Shine share from which a zone reads oily, and roughness (with no shine) from which it reads dry. */
const OILY_SHARE = 0.08;
const DRY_SHINE = 0.005;
const DRY_ROUGH = 3;
/** Redness score under which the type gets its 'Sensitive' variant. */
const SENSITIVE_BELOW = 60;

/** Spots score lost per dark blob per 1 % of the face width squared (the sample photo: about 24 blobs, 68). */
const SPOTS_K = 12;

/** A 0–100 score, rounded (NaN stays NaN and is left out of the result). */
const score = (v: number): number => Math.round(Math.min(100, Math.max(0, v)));

/** 'oily' | 'normal' | 'dry' for one zone from its shine share and roughness. */
function zoneReading(shine: number, rough: number): 'oily' | 'normal' | 'dry' {
  if (shine >= OILY_SHARE) return 'oily';
  return shine < DRY_SHINE && rough >= DRY_ROUGH ? 'dry' : 'normal';
}

/**
 * Skin type from the zones: both oily → oily; one oily → combination; otherwise dry when the U-zone
 * reads dry, else normal; the 'Sensitive' variant when the redness score is under SENSITIVE_BELOW.
 */
function skinTypeOf(t: string, u: string, redness: number): SkinType {
  const oily = (t === 'oily' ? 1 : 0) + (u === 'oily' ? 1 : 0);
  const base = oily === 2 ? 'oily' : oily === 1 ? 'combination' : u === 'dry' ? 'dry' : 'normal';
  return redness < SENSITIVE_BELOW ? `${base}Sensitive` : base;
}

/** Fitzpatrick type 1–6 from the ITA° bands (Chardon et al. 1991: > 55, 41, 28, 10, −30). */
export function fitzpatrickOf(ita: number): number {
  const bands = [55, 41, 28, 10, -30];
  const i = bands.findIndex((t) => ita > t);
  return i < 0 ? 6 : i + 1;
}

/** The 0–100 scores of the readings (one formula a line; the constants are a demo's, uncalibrated). */
function scoresOf(r: SkinReadings): Record<string, number> {
  const dull = Math.max(0, 65 - r.lightness);
  return {
    ageSpots: score(100 - SPOTS_K * r.spots), // dark blobs per 1 % of fw² looked at
    wrinkles: score(100 - 12 * Math.max(0, r.wrinkles - 1)), // ΔL* RMS of lines over 1
    texture: score(100 - 12 * Math.max(0, r.texture - 1)), // ΔL* RMS over 1 on the cheeks
    darkCircles: score(100 - 4 * Math.max(0, r.darkCircles)), // each L* unit darker under the eyes → −4
    moisture: score(100 - 5 * r.uneven - 8 * Math.max(0, r.pore - 1) - 0.25 * dull), // even, fine, light
    oiliness: score(100 - 400 * (0.6 * r.shineT + 0.4 * r.shineU)), // 10 % shiny cells → −40
    redness: score(100 - 6 * Math.max(0, r.rednessDelta)), // each a* unit redder cheeks → −6
    eyebag: score(100 - 10 * Math.max(0, r.eyebag - 1)), // ΔL* per 1.5 % step under the lid over 1
    acne: score(100 - 800 * r.acne), // 1 % of red blobs → −8
    firmness: score(30 + 3 * r.jawContrast), // a crisper jaw line, more contrast
    radiance: score(100 - 6 * r.uneven - 0.5 * dull), // even and light
    pore: score(100 - 15 * Math.max(0, r.pore - 1)), // fine ΔL* RMS over 1
    droopyUpperEyelid: score((100 * (r.lidRatio - 0.15)) / 0.55), // lid space ≥ 0.7 × the opening → 100
    droopyLowerEyelid: score(100 - 150 * Math.max(0, r.lowerGap)), // sclera under the iris
  };
}

/**
 * Skin indicators of a face in a frame region: the raw result in the module's field names (scores
 * 0–100, higher = better; skinType one of SKIN_TYPES; tZone/uZone 'oily' | 'normal' | 'dry';
 * fitzpatrickScale 1–6; skinAge a demo value). Figures whose zone was not in the pixels are left out;
 * `{ skinType: 'unknown' }` when the face's skin is not there at all.
 */
export function skinIndicators(px: Pixels, lm: Landmarks): Record<string, number | string> {
  return skinAnalysis(px, lm).raw;
}

/** The indicators (skinIndicators) and the marks of what they found (empty when no skin was read). */
export function skinAnalysis(
  px: Pixels,
  lm: Landmarks,
): { raw: Record<string, number | string>; marks: SkinMarks } {
  const read = skinRead(px, lm);
  if (!read) return { raw: { skinType: 'unknown' }, marks: NO_MARKS };
  return { raw: indicatorsOf(read.r), marks: read.marks };
}

const NO_MARKS: SkinMarks = { spots: [], wrinkles: [], pores: [], redness: [], darkCircles: [] };

function indicatorsOf(r: SkinReadings): Record<string, number | string> {
  const scores = Object.fromEntries(Object.entries(scoresOf(r)).filter(([, v]) => Number.isFinite(v)));
  const tZone = zoneReading(r.shineT, r.roughT);
  const uZone = zoneReading(r.shineU, r.roughU);
  const out: Record<string, number | string> = {};
  // Demo value: 20 years plus what the lines, spots and texture take off their scores (bounded 18–80).
  const age = 20 + 0.4 * (100 - (scores.wrinkles ?? 100)) + 0.25 * (100 - (scores.ageSpots ?? 100));
  out.skinAge = Math.round(Math.min(80, Math.max(18, age + 0.15 * (100 - (scores.texture ?? 100)))));
  const values = Object.values(scores);
  // Overall: the mean of the other scores.
  if (values.length) out.skinHealth = score(values.reduce((s, v) => s + v, 0) / values.length);
  out.skinType = Number.isFinite(r.shineT + r.shineU)
    ? skinTypeOf(tZone, uZone, scores.redness ?? 100)
    : 'unknown';
  if (Number.isFinite(r.shineT)) out.tZone = tZone;
  if (Number.isFinite(r.shineU)) out.uZone = uZone;
  Object.assign(out, scores);
  if (Number.isFinite(r.ita)) out.fitzpatrickScale = fitzpatrickOf(r.ita);
  return out;
}
