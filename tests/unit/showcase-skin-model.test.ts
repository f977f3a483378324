import { describe, expect, it } from 'vitest';
import { aspectLevel, DEMO_MODELS, reshapeSkinResult, SKIN_TYPES } from '../../shared/skin-model';

describe('skin analysis model (spec 001 §3.6)', () => {
  it('has the nine skin types with per-aspect levels', () => {
    expect(SKIN_TYPES).toHaveLength(9);
    expect(aspectLevel('dry', 'dryness')).toBe('high');
    expect(aspectLevel('oily', 'oiliness')).toBe('high');
    expect(aspectLevel('oilySensitive', 'redness')).toBe('high');
    expect(aspectLevel('normal', 'redness')).toBe('low');
    expect(aspectLevel('unknown', 'oiliness')).toBe('unknown');
  });

  it('a combination skin reads dryness as low when the u-zone is normal, otherwise high', () => {
    expect(aspectLevel('combination', 'dryness', 'normal')).toBe('low');
    expect(aspectLevel('combination', 'dryness', 'dry')).toBe('high');
    expect(aspectLevel('combination', 'dryness', null)).toBe('high');
    expect(aspectLevel('combinationSensitive', 'dryness', 'normal')).toBe('low');
    // only combination skins depend on the u-zone
    expect(aspectLevel('dry', 'dryness', 'normal')).toBe('high');
  });

  it('maps eyebag → eyeBags, darkCircles → darkCirclesV2, ageSpots → spots, skinHealth → overall', () => {
    const r = reshapeSkinResult({
      eyebag: 70,
      darkCircles: 61,
      ageSpots: 80,
      skinHealth: 77,
      skinType: 'dry',
    });
    expect(r.scores).toEqual({ eyeBags: 70, darkCirclesV2: 61, spots: 80, overall: 77 });
    expect(r.scores).not.toHaveProperty('eyebag');
  });

  it('the V2 field wins over its old name whatever the order; scores are clamped; unknown types stay unknown', () => {
    expect(reshapeSkinResult({ darkCirclesV2: 50, darkCircles: 90 }).scores.darkCirclesV2).toBe(50);
    expect(reshapeSkinResult({ darkCircles: 90, darkCirclesV2: 50 }).scores.darkCirclesV2).toBe(50);
    expect(reshapeSkinResult({ acne: 140, pore: -3 }).scores).toEqual({ acne: 100, pore: 0 });
    const odd = reshapeSkinResult({ skinType: 'scaly', fitzpatrickScale: 9 });
    expect(odd.skinType).toBe('unknown');
    expect(odd.fitzpatrickScale).toBeNull();
    expect(odd.levels).toEqual({ dryness: 'unknown', oiliness: 'unknown', redness: 'unknown' });
  });

  it('eight demo models, each a valid result set', () => {
    expect(DEMO_MODELS).toHaveLength(8);
    expect(new Set(DEMO_MODELS.map((m) => m.id)).size).toBe(8);
    for (const m of DEMO_MODELS) {
      const r = reshapeSkinResult(m.skin);
      expect(r.skinType).not.toBe('unknown');
      expect(Object.keys(r.scores).length).toBeGreaterThanOrEqual(12);
      expect(r.fitzpatrickScale).toBeGreaterThanOrEqual(1);
    }
    // model 4 is a combination skin with a normal u-zone: dryness low
    expect(reshapeSkinResult(DEMO_MODELS[3]!.skin).levels.dryness).toBe('low');
  });
});
