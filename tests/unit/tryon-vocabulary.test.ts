import { describe, expect, it } from 'vitest';
import { areaFor, featureKeyFor, LAUNCHERS } from '../../shared/showcase';
import { DemoStoreFeatureSchema } from '../../shared/showcase-content';
import {
  FEATURE_KEYS,
  HAND_TRYON_TYPES,
  isFeatureKey,
  SHOWCASE_FUNCTION_TYPES,
  TRYON_TYPES,
  tryOnTypeFor,
} from '../../shared/tryon-vocabulary';

/** spec 001 §3.7 (P3.7.01, P3.7.06): the function and try-on types are the spec's, and only those. */

describe('the try-on vocabulary of spec 001 §3.7', () => {
  it('function types: the ten the spec lists, in its order', () => {
    expect([...SHOWCASE_FUNCTION_TYPES]).toEqual([
      'shadefinder',
      'makeup',
      'skincare',
      'faceattribute',
      'productrecommendation',
      'livestream',
      'handar',
      'necklacear',
      'offline',
      'pbrviewer',
    ]);
  });

  it('try-on types: the seven the spec lists, in its order', () => {
    expect([...TRYON_TYPES]).toEqual([
      'emulation',
      'skincare',
      'earrings2d',
      'watch2d',
      'bracelet2d',
      'ring2d',
      'necklace2d',
    ]);
    expect(HAND_TRYON_TYPES.every((t) => (TRYON_TYPES as readonly string[]).includes(t))).toBe(true);
  });

  it('every function and try-on type is a feature key, each once; every launcher and area uses one', () => {
    for (const t of [...SHOWCASE_FUNCTION_TYPES, ...TRYON_TYPES]) expect(isFeatureKey(t), t).toBe(true);
    expect(new Set(FEATURE_KEYS).size).toBe(FEATURE_KEYS.length);
    for (const l of Object.values(LAUNCHERS)) expect(isFeatureKey(l.featureKey), l.featureKey).toBe(true);
    expect(featureKeyFor(areaFor('showcase-page', { feature: 'necklace' }))).toBe('necklacear');
  });

  it('the content contract takes the missing three function types and the two try-on types', () => {
    const feature = {
      launcher: null,
      pagePath: 'skincare/emulation',
      autoLoad: true,
      title: 'Skin emulation',
      description: '',
      catalog: null,
    };
    for (const featureKey of ['productrecommendation', 'livestream', 'offline', 'emulation', 'skincare']) {
      expect(DemoStoreFeatureSchema.safeParse({ ...feature, featureKey }).success, featureKey).toBe(true);
    }
  });

  it('a value outside the lists is refused', () => {
    const feature = {
      launcher: null,
      pagePath: 'rings',
      autoLoad: true,
      title: 'Rings',
      description: '',
      catalog: null,
    };
    for (const featureKey of ['livestreaming', 'earrings3d', 'Makeup', 'hand-ar', '']) {
      expect(isFeatureKey(featureKey), featureKey).toBe(false);
      expect(DemoStoreFeatureSchema.safeParse({ ...feature, featureKey }).success, featureKey).toBe(false);
    }
  });

  it('a showcase view names its try-on type: emulation, skincare, the 2D worn things', () => {
    expect(tryOnTypeFor(areaFor('showcase-skincare', { view: 'emulation' }))).toBe('emulation');
    expect(tryOnTypeFor(areaFor('showcase-skincare', { view: 'diagnostics' }))).toBe('skincare');
    expect(tryOnTypeFor(areaFor('showcase-page', { feature: 'rings' }), '2d')).toBe('ring2d');
    expect(tryOnTypeFor(areaFor('showcase-page', { feature: 'rings' }), '3d')).toBeNull();
    expect(tryOnTypeFor(areaFor('showcase-page', { feature: 'earrings' }), '2d')).toBe('earrings2d');
    expect(tryOnTypeFor(areaFor('showcase-product', { productType: 'lip-color' }))).toBeNull();
  });
});
