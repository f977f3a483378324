/**
 * The shared base of the try-on's feature families (docs/tryon.md "Feature passes", decision 0314): the
 * frame on the stage, the session's state the families read, and the one interface every family's
 * render pass has. A family is a folder under features/ with its options (options.ts: what of the
 * session's state it reads, null when it is off) and its pass (pass.ts: what it draws on, its region
 * from the landmarks, its drawing); features/index.ts registers the passes, core/compositor.ts orders them.
 */

import type { Wearable } from '../../../../shared/wear';
import type { AnalysisKind, AnalysisResult } from '../../analysis/run';
import type { SkinConcern } from '../../analysis/skin-marks';
import type { Polygon } from '../../geometry/polygon';
import type { Dye } from '../../hair/draw';
import type { Emulation, StyleOverlay, Tracker } from '../../look';
import type { Reshape } from '../../reshape/handles';
import type { Landmarks, Product } from '../../types';
import type { Hand } from '../../wear/hand';

/**
 * A frame on the stage: the clean frame, the face's landmarks (face features) or the hands found (hand
 * features), and the person mask where hair or a beard is dyed or read.
 */
export type StageFrame = {
  canvas: HTMLCanvasElement;
  lm: Landmarks | null;
  hands: readonly Hand[];
  mask?: ImageBitmap;
};

/** What the open try-on shows (look.ts reads it from the page's options; session.ts keeps it). */
export type FeatureState = {
  /** What the stage tracks: a face or hands. */
  target: Tracker;
  /** Makeup drawn, and its products (with transfer: the ones read from the reference). */
  makeup: boolean;
  products: readonly Product[];
  /** Makeup transfer is open (the products are the look read from its reference). */
  transfer: boolean;
  /** Things worn (docs/tryon-wear.md). */
  wear: readonly Wearable[];
  /** Hair colour or beard dye, and the hair indicators (docs/tryon-hair.md). */
  dye: Dye | null;
  hairRead: boolean;
  /** A hairstyle or beard style overlay. */
  styleOverlay: StyleOverlay | null;
  /** Face reshaping's strengths. */
  reshape: Reshape | null;
  /** Skincare emulation's strengths. */
  emulation: Emulation | null;
  /** The analysis run on the clean frame, the figure whose landmarks are shown, and its last result. */
  analysis: AnalysisKind | null;
  highlight: string | null;
  /** The skin concerns whose marks the stage draws (docs/tryon-module-contract.md `skinOverlays`). */
  skinOverlays: readonly SkinConcern[];
  result: AnalysisResult | null;
};

/** Passes of one exclusive group: of them only the first active one (by order) draws on a frame. */
export type ExclusiveGroup = 'look';

/** The one interface the compositor knows: every family's render pass. */
export type FeaturePass = {
  /** Unique among the registered passes; what diagnostics and the tests name. */
  readonly id: string;
  /** Paint order: lower draws first (underneath). Unique among the registered passes. */
  readonly order: number;
  /** The group whose first active pass alone draws ('look': the page's one look on the face). */
  readonly exclusive?: ExclusiveGroup;
  /** Whether the family is on in this state and has what it draws on in this frame. */
  active(state: Readonly<FeatureState>, frame: StageFrame): boolean;
  /** Where it draws on this frame, from the landmarks (frame pixels); [] when it is not active. */
  region(state: Readonly<FeatureState>, frame: StageFrame): Polygon[];
  /**
   * Draws onto the stage's context, which holds the frame and the passes drawn before, when the pass is
   * active; answers whether it drew (what `active` would have answered).
   */
  draw(ctx: CanvasRenderingContext2D, frame: StageFrame, state: Readonly<FeatureState>): boolean;
};

/**
 * What a family writes: its options from the state (null: off), what it draws on from the frame (null:
 * nothing to draw on, e.g. no face), its region and its drawing, both typed by those two.
 */
export type FeatureSpec<O, On> = {
  readonly id: string;
  readonly order: number;
  readonly exclusive?: ExclusiveGroup;
  options(state: Readonly<FeatureState>): O | null;
  on(frame: StageFrame): On | null;
  region(on: On, options: O, frame: StageFrame): Polygon[];
  draw(ctx: CanvasRenderingContext2D, on: On, options: O, frame: StageFrame): void;
};

/** A family's spec as the compositor's FeaturePass. */
export function definePass<O, On>(spec: FeatureSpec<O, On>): FeaturePass {
  const inputs = (state: Readonly<FeatureState>, frame: StageFrame): { o: O; on: On } | null => {
    const o = spec.options(state);
    const on = o === null ? null : spec.on(frame);
    return o === null || on === null ? null : { o, on };
  };
  return {
    id: spec.id,
    order: spec.order,
    ...(spec.exclusive ? { exclusive: spec.exclusive } : {}),
    active: (state, frame) => inputs(state, frame) !== null,
    region: (state, frame) => {
      const i = inputs(state, frame);
      return i ? spec.region(i.on, i.o, frame) : [];
    },
    draw: (ctx, frame, state) => {
      const i = inputs(state, frame);
      if (i) spec.draw(ctx, i.on, i.o, frame);
      return i !== null;
    },
  };
}

/** What most families draw on: the face's landmarks. */
export const onFace = (frame: StageFrame): Landmarks | null => frame.lm;

/** A state with every family off, tracking a face (the start of a session, and the tests' base). */
export function emptyState(): FeatureState {
  return {
    target: 'face',
    makeup: false,
    products: [],
    transfer: false,
    wear: [],
    dye: null,
    hairRead: false,
    styleOverlay: null,
    reshape: null,
    emulation: null,
    analysis: null,
    highlight: null,
    skinOverlays: [],
    result: null,
  };
}
