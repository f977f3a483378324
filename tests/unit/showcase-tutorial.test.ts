import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FINISHES, LASH_STYLES, LINER_STYLES, PRODUCT_TYPES, productsOf } from '../../shared/makeup';
import { SHOWCASE_PAGES } from '../../shared/route-table/showcase';
import { areaFor } from '../../shared/showcase';
import {
  productsThrough,
  stepSku,
  TUTORIAL_PAGES,
  TUTORIALS,
  tutorialFor,
} from '../../shared/showcase-tutorials';

/**
 * The demo store's tutorials (spec 001 §2.3 `tutorial`): the data checked against a schema (product
 * types, finishes, styles, #rrggbb colours, keys that exist in locales/en) and the look each step opens
 * the try-on with — every product of the steps so far.
 */
const en = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../locales/en/showcase.json'), 'utf8'),
) as Record<string, unknown>;

/** The English text of a showcase key, or undefined. */
function text(key: string): unknown {
  return key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], en);
}

const Colour = z.string().regex(/^#[0-9a-f]{6}$/, 'a #rrggbb colour');
const Key = z.string().refine((k) => typeof text(k) === 'string' && (text(k) as string).trim() !== '', {
  message: 'a non-empty text in locales/en/showcase.json',
});
const Product = z
  .object({
    type: z.enum(PRODUCT_TYPES),
    color: Colour,
    finish: z.enum(FINISHES).optional(),
    intensity: z.number().gt(0).max(1).optional(),
    style: z.enum([...LINER_STYLES, ...LASH_STYLES]).optional(),
  })
  .strict()
  .refine((p) => p.style === undefined || p.type === 'eyeliner' || p.type === 'eyelashes', {
    message: 'a style only on liner and lashes',
  })
  .refine(
    (p) =>
      p.style === undefined ||
      (p.type === 'eyeliner' ? LINER_STYLES : LASH_STYLES).includes(p.style as never),
    { message: 'a liner style on liner, a lash style on lashes' },
  );
const Step = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/),
    titleKey: Key,
    instructionKey: Key,
    products: z.array(Product).min(1),
  })
  .strict();
const Tutorial = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/),
    name: z.string().min(3),
    introKey: Key,
    color: Colour,
    steps: z.array(Step).min(4).max(7),
  })
  .strict();

describe('tutorial data', () => {
  it.each(Object.entries(TUTORIALS))('%s passes the schema', (id, tutorial) => {
    const parsed = Tutorial.safeParse(tutorial);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(tutorial.id).toBe(id);
    // step ids unique; the keys name the tutorial and the step
    const ids = tutorial.steps.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of tutorial.steps) {
      expect(s.titleKey).toBe(`tutorial.steps.${id}.${s.id}.title`);
      expect(s.instructionKey).toBe(`tutorial.steps.${id}.${s.id}.instruction`);
    }
  });

  it('the schema refuses what it must: an unknown type, a short colour, a missing key, a lash style on a liner', () => {
    const good = TUTORIALS['november-glow']!;
    const bad = (patch: object) =>
      Tutorial.safeParse({ ...good, steps: [{ ...good.steps[0]!, ...patch }, ...good.steps.slice(1)] })
        .success;
    expect(bad({})).toBe(true);
    expect(bad({ products: [{ type: 'mascara', color: '#111111' }] })).toBe(false);
    expect(bad({ products: [{ type: 'blush', color: '#fff' }] })).toBe(false);
    expect(bad({ titleKey: 'tutorial.steps.november-glow.base.nope' })).toBe(false);
    expect(bad({ products: [{ type: 'eyeliner', color: '#111111', style: 'volume' }] })).toBe(false);
  });

  it('the November look has the six steps of a full face, base first and lips last', () => {
    const glow = TUTORIALS['november-glow']!;
    expect(glow.name).toBe('Soft November Glow');
    expect(glow.steps.map((s) => s.id)).toEqual(['base', 'brows', 'eyes', 'lashes', 'cheeks', 'lips']);
    const types = glow.steps.map((s) => s.products.map((p) => p.type));
    expect(types[0]).toEqual(['foundation', 'concealer']);
    expect(types[2]).toEqual(['eyeshadow', 'eyeliner']);
    expect(types.at(-1)).toContain('lipstick');
  });

  it('no product type is added twice in one tutorial (each step adds something new)', () => {
    for (const t of Object.values(TUTORIALS)) {
      const types = t.steps.flatMap((s) => s.products.map((p) => p.type));
      expect(new Set(types).size, t.id).toBe(types.length);
    }
  });

  it('every tutorial key in locales/en is used by a tutorial (no stale steps)', () => {
    const steps = (en.tutorial as { steps: Record<string, Record<string, unknown>> }).steps;
    for (const [id, byStep] of Object.entries(steps)) {
      expect(TUTORIALS[id], id).toBeDefined();
      expect(Object.keys(byStep).sort()).toEqual(TUTORIALS[id]!.steps.map((s) => s.id).sort());
    }
  });
});

describe('tutorial pages', () => {
  it('both tutorial routes are tutorial-area pages, each with a tutorial', () => {
    for (const page of Object.keys(TUTORIAL_PAGES)) {
      expect(SHOWCASE_PAGES as readonly string[]).toContain(page);
      expect(areaFor('showcase-page', { feature: page }).area).toBe('tutorial');
      expect(TUTORIALS[TUTORIAL_PAGES[page]!]).toBe(tutorialFor(page));
    }
    expect(tutorialFor('allure-november-look').id).toBe('november-glow');
    expect(tutorialFor('youcam-tutorial').id).toBe('five-minute-fresh');
  });
});

describe('the look of each step', () => {
  it('builds up: step n holds every product of steps 1..n, in order', () => {
    for (const t of Object.values(TUTORIALS)) {
      for (let i = 0; i < t.steps.length; i++) {
        const expected = t.steps.slice(0, i + 1).flatMap((s) => s.products);
        expect(productsThrough(t, i)).toEqual(expected);
        const sku = stepSku(t, i, `${t.name} ${i + 1}`);
        expect(sku.id).toBe(`${t.id}-step-${i + 1}`);
        expect(sku.name).toBe(`${t.name} ${i + 1}`);
        // the try-on draws a look SKU's products (shared/makeup.ts productsOf)
        expect(productsOf('look', sku)).toEqual(expected);
        if (i > 0)
          expect(productsThrough(t, i).slice(0, -t.steps[i]!.products.length)).toEqual(
            productsThrough(t, i - 1),
          );
      }
    }
  });

  it('clamps a step outside the tutorial', () => {
    const t = TUTORIALS['november-glow']!;
    expect(productsThrough(t, -3)).toEqual(t.steps[0]!.products);
    expect(productsThrough(t, 99)).toHaveLength(t.steps.flatMap((s) => s.products).length);
    expect(stepSku(t, 99, 'x').id).toBe('november-glow-step-6');
  });
});
