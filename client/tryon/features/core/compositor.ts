/**
 * The compositor (docs/tryon.md "Feature passes"): the registered passes in paint order; on each frame
 * it draws those active, and of an exclusive group only the first active one. The session asks it to
 * draw; it never picks a family itself.
 */
import type { Polygon } from '../../geometry/polygon';
import type { FeaturePass, FeatureState, StageFrame } from './pass';

export class Compositor {
  /** The passes in paint order. */
  readonly passes: readonly FeaturePass[];

  constructor(passes: readonly FeaturePass[]) {
    const ids = new Set(passes.map((p) => p.id));
    const orders = new Set(passes.map((p) => p.order));
    if (ids.size !== passes.length) throw new Error('feature passes: an id is registered twice');
    if (orders.size !== passes.length) throw new Error('feature passes: two passes share an order');
    this.passes = [...passes].sort((a, b) => a.order - b.order);
  }

  /**
   * The passes in paint order that `take` accepts, skipping the rest of an exclusive group once one of it
   * is taken: the one rule of what draws, shared by planning and drawing.
   */
  private walk(take: (p: FeaturePass) => boolean): FeaturePass[] {
    const taken = new Set<string>();
    return this.passes.filter((p) => {
      if (p.exclusive && taken.has(p.exclusive)) return false;
      if (!take(p)) return false;
      if (p.exclusive) taken.add(p.exclusive);
      return true;
    });
  }

  /** The passes that draw on this frame in this state, in paint order. */
  plan(state: Readonly<FeatureState>, frame: StageFrame): FeaturePass[] {
    return this.walk((p) => p.active(state, frame));
  }

  /**
   * Draws onto the stage's context (which holds the frame); answers the ids drawn. Each pass reads its
   * options once a frame: drawing is also what tells whether it was active.
   */
  draw(ctx: CanvasRenderingContext2D, frame: StageFrame, state: Readonly<FeatureState>): string[] {
    return this.walk((p) => p.draw(ctx, frame, state)).map((p) => p.id);
  }

  /** The regions of the passes that draw on this frame, by id (diagnostics, tests). */
  regions(state: Readonly<FeatureState>, frame: StageFrame): Record<string, Polygon[]> {
    return Object.fromEntries(this.plan(state, frame).map((p) => [p.id, p.region(state, frame)]));
  }
}
