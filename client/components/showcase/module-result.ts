import { HAIR_INDICATORS, HAIR_LEVELS, type HairReading } from '../../../shared/hair';
import { ATTRIBUTE_KEYS, ATTRIBUTE_VALUES, RATIO_KEYS } from '../../../shared/skin-model';

/**
 * An analysis result as a try-on module sends it in its `result` event (docs/tryon-module-contract.md):
 * a trust boundary — a vendor module may send anything — so the page checks the shape before it renders
 * (no zod in the browser bundle: a few plain checks).
 */
export type FaceResult = {
  kind: 'faceattribute';
  attributes: Record<(typeof ATTRIBUTE_KEYS)[number], string>;
  ratios: Record<(typeof RATIO_KEYS)[number], number>;
  evidence: Record<string, readonly number[]>;
};
export type ShadeResult = {
  kind: 'shadefinder';
  whiteBalanced: boolean;
  matches: { id: string; name: string; color: string; score: number }[];
};
export type SkinResultEvent = { kind: 'skincare'; raw: Record<string, unknown> };
export type HairResult = { kind: 'hair' } & HairReading;
export type ModuleResult = FaceResult | ShadeResult | SkinResultEvent | HairResult;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function isFace(v: Record<string, unknown>): boolean {
  const { attributes: a, ratios: r } = v;
  return (
    isObject(a) &&
    isObject(r) &&
    isObject(v.evidence) &&
    ATTRIBUTE_KEYS.every((k) => (ATTRIBUTE_VALUES[k] as readonly unknown[]).includes(a[k])) &&
    RATIO_KEYS.every((k) => finite(r[k]))
  );
}

function isShade(v: Record<string, unknown>): boolean {
  return (
    Array.isArray(v.matches) &&
    v.matches.length > 0 &&
    v.matches.every(
      (m) => isObject(m) && typeof m.id === 'string' && typeof m.name === 'string' && finite(m.score),
    )
  );
}

function isHair(v: Record<string, unknown>): boolean {
  return HAIR_INDICATORS.every((k) => {
    const r = v[k];
    return (
      isObject(r) &&
      finite(r.score) &&
      r.score >= 0 &&
      r.score <= 100 &&
      finite(r.measured) &&
      (HAIR_LEVELS[k] as readonly unknown[]).includes(r.level)
    );
  });
}

export function isModuleResult(v: unknown): v is ModuleResult {
  if (!isObject(v)) return false;
  if (v.kind === 'hair') return isHair(v);
  if (v.kind === 'faceattribute') return isFace(v);
  if (v.kind === 'shadefinder') return isShade(v);
  return v.kind === 'skincare' && isObject(v.raw);
}
