/**
 * The demo store's makeup tutorials (spec 001 §2.3 `tutorial`: youcam-tutorial and allure-november-look,
 * the same page): a look applied step by step on the visitor's face. Original data for the fictional
 * brand (decision 0151). Each step names its title and instruction by showcase translation key and
 * lists the products it adds; the try-on shows every product of the steps so far, so the face builds up.
 * Tutorial names are the brand's own and stay in English in every language, like the catalogue's looks.
 */

import type { Product } from './makeup';
import type { Sku } from './showcase-catalog';

export type TutorialStep = {
  /** Stable id inside its tutorial (also the translation key's segment). */
  id: string;
  /** showcase namespace keys. */
  titleKey: string;
  instructionKey: string;
  /** What this step adds to the face (shared/makeup.ts products, base first). */
  products: readonly Product[];
};

export type Tutorial = {
  id: string;
  /** The look's name: the brand's own, not translated. */
  name: string;
  /** showcase namespace key of the one-paragraph introduction. */
  introKey: string;
  /** Swatch colour of the finished look, #rrggbb. */
  color: string;
  steps: readonly TutorialStep[];
};

function step(tutorial: string, id: string, products: readonly Product[]): TutorialStep {
  const base = `tutorial.steps.${tutorial}.${id}`;
  return { id, titleKey: `${base}.title`, instructionKey: `${base}.instruction`, products };
}

/** Soft November Glow: a warm, softly polished autumn look in six steps. */
const NOVEMBER_GLOW: Tutorial = {
  id: 'november-glow',
  name: 'Soft November Glow',
  introKey: 'tutorial.looks.november-glow.intro',
  color: '#a0483d',
  steps: [
    step('november-glow', 'base', [
      { type: 'foundation', color: '#d6a680', intensity: 0.45 },
      { type: 'concealer', color: '#efcdae', intensity: 0.55 },
    ]),
    step('november-glow', 'brows', [{ type: 'eyebrow', color: '#5a4130', intensity: 0.6 }]),
    step('november-glow', 'eyes', [
      { type: 'eyeshadow', color: '#9a5b4c', finish: 'shimmer', intensity: 0.6 },
      { type: 'eyeliner', color: '#3b2a22', style: 'classic' },
    ]),
    step('november-glow', 'lashes', [{ type: 'eyelashes', color: '#141414', style: 'volume' }]),
    step('november-glow', 'cheeks', [
      { type: 'blush', color: '#cf7f6e', finish: 'matte', intensity: 0.5 },
      { type: 'highlighter', color: '#f0d6bd', finish: 'shimmer', intensity: 0.5 },
    ]),
    step('november-glow', 'lips', [
      { type: 'lipliner', color: '#84392f' },
      { type: 'lipstick', color: '#a0483d', finish: 'satin', intensity: 0.75 },
    ]),
  ],
};

/** Five-Minute Fresh: a quick everyday look in four steps. */
const FIVE_MINUTE_FRESH: Tutorial = {
  id: 'five-minute-fresh',
  name: 'Five-Minute Fresh',
  introKey: 'tutorial.looks.five-minute-fresh.intro',
  color: '#e08f86',
  steps: [
    step('five-minute-fresh', 'skin', [
      { type: 'foundation', color: '#d9ad88', intensity: 0.4 },
      { type: 'concealer', color: '#f0d0b3', intensity: 0.5 },
    ]),
    step('five-minute-fresh', 'brows', [{ type: 'eyebrow', color: '#6b4c36', intensity: 0.55 }]),
    step('five-minute-fresh', 'cheeks', [
      { type: 'blush', color: '#ec9584', finish: 'satin', intensity: 0.5 },
    ]),
    step('five-minute-fresh', 'lips', [
      { type: 'eyelashes', color: '#1c1a1a', style: 'natural' },
      { type: 'lipstick', color: '#e08f86', finish: 'gloss', intensity: 0.6 },
    ]),
  ],
};

export const TUTORIALS: Readonly<Record<string, Tutorial>> = {
  [NOVEMBER_GLOW.id]: NOVEMBER_GLOW,
  [FIVE_MINUTE_FRESH.id]: FIVE_MINUTE_FRESH,
};

/** The tutorial each tutorial page shows (path after /business/showcase/). */
export const TUTORIAL_PAGES: Readonly<Record<string, string>> = {
  'youcam-tutorial': FIVE_MINUTE_FRESH.id,
  'allure-november-look': NOVEMBER_GLOW.id,
};

/** The tutorial of a showcase page; the quick one for any other slug. */
export const tutorialFor = (page: string): Tutorial =>
  TUTORIALS[TUTORIAL_PAGES[page] ?? ''] ?? FIVE_MINUTE_FRESH;

/** Every product of the steps up to and including `index` (0-based), in step order. */
export function productsThrough(tutorial: Tutorial, index: number): Product[] {
  const last = Math.max(0, Math.min(index, tutorial.steps.length - 1));
  return tutorial.steps.slice(0, last + 1).flatMap((s) => s.products);
}

/**
 * The `look` SKU the try-on is opened with on a step (docs/tryon-module-contract.md): the products of
 * the steps so far. `name` is what the module announces ("… applied"); the page passes it translated.
 */
export function stepSku(tutorial: Tutorial, index: number, name: string): Sku {
  const n = Math.max(0, Math.min(index, tutorial.steps.length - 1)) + 1;
  return {
    id: `${tutorial.id}-step-${n}`,
    name,
    color: tutorial.color,
    products: productsThrough(tutorial, index),
  };
}
