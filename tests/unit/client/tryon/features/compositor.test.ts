import { describe, expect, it } from 'vitest';
import { analyzeFace } from '../../../../../client/tryon/analysis/face';
import { Compositor, type FeaturePass } from '../../../../../client/tryon/features';
import { RESHAPE_PRESET } from '../../../../../client/tryon/features/reshape/options';
import { emptyFrame, FOUNDATION, faceFrame, handFrame, LIPSTICK, LM, registered, stateWith } from './support';

/** A pass that records its draws into `log`. */
function fake(id: string, order: number, on: boolean, log: string[], exclusive?: 'look'): FeaturePass {
  return {
    id,
    order,
    ...(exclusive ? { exclusive } : {}),
    active: () => on,
    region: () => [],
    draw: () => on && log.push(id) > 0,
  };
}

const ctx = {} as CanvasRenderingContext2D;
const planOf = (state: Parameters<Compositor['plan']>[0], frame = faceFrame()) =>
  new Compositor(registered()).plan(state, frame).map((p) => p.id);

describe('the compositor (decision 0314)', () => {
  it('draws the active passes in their order, whatever the order they were registered in', () => {
    const log: string[] = [];
    const c = new Compositor([fake('c', 30, true, log), fake('a', 10, true, log), fake('b', 20, false, log)]);
    expect(c.passes.map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(c.draw(ctx, faceFrame(), stateWith({}))).toEqual(['a', 'c']);
    expect(log).toEqual(['a', 'c']);
  });

  it('draws only the first active pass of an exclusive group, and every pass outside it', () => {
    const log: string[] = [];
    const c = new Compositor([
      fake('under', 1, true, log),
      fake('off', 2, false, log, 'look'),
      fake('first', 3, true, log, 'look'),
      fake('second', 4, true, log, 'look'),
      fake('over', 5, true, log),
    ]);
    expect(c.draw(ctx, faceFrame(), stateWith({}))).toEqual(['under', 'first', 'over']);
    expect(log).toEqual(['under', 'first', 'over']);
  });

  it('refuses an id or an order registered twice', () => {
    expect(() => new Compositor([fake('a', 1, true, []), fake('a', 2, true, [])])).toThrow(/id/);
    expect(() => new Compositor([fake('a', 1, true, []), fake('b', 1, true, [])])).toThrow(/order/);
  });

  it('registers every family once, reshape first, the evidence and the skin marks last', () => {
    const ids = new Compositor(registered()).passes.map((p) => p.id);
    expect(ids).toEqual([
      'reshape',
      'skin-emulation',
      'transfer',
      'makeup',
      'hair-style',
      'hair-dye',
      'wear-face',
      'wear-hand',
      'tracking',
      'evidence',
      'skin-marks',
    ]);
  });
});

describe('which passes draw for which state (the former chain of Session.render)', () => {
  const products = [LIPSTICK, FOUNDATION];
  const wear = [{ kind: 'eyewear', color: '#222222' }] as const;

  it('makeup alone; with skin emulation under it; on a reshaped face', () => {
    expect(planOf(stateWith({ makeup: true, products }))).toEqual(['makeup']);
    expect(
      planOf(stateWith({ makeup: true, products, emulation: { smooth: 1, even: 0, bright: 0 } })),
    ).toEqual(['skin-emulation', 'makeup']);
    expect(planOf(stateWith({ makeup: true, products, reshape: { ...RESHAPE_PRESET } }))).toEqual([
      'reshape',
      'makeup',
    ]);
  });

  it('the makeup feature before a shade is picked draws nothing (no tracking dots either)', () => {
    expect(planOf(stateWith({ makeup: true, products: [] }))).toEqual([]);
  });

  it('a transferred look draws as transfer, not also as makeup', () => {
    expect(planOf(stateWith({ makeup: true, transfer: true, products }))).toEqual(['transfer']);
    expect(planOf(stateWith({ makeup: true, transfer: true, products: [] }))).toEqual([]);
  });

  it('a page with no feature to draw shows the tracking dots; an analysis page does not', () => {
    expect(planOf(stateWith({}))).toEqual(['tracking']);
    expect(planOf(stateWith({ analysis: 'skincare' }))).toEqual([]);
    expect(planOf(stateWith({ reshape: { ...RESHAPE_PRESET } }))).toEqual(['reshape']);
  });

  it('the face analyzer shows its figure over the look', () => {
    const result = { kind: 'faceattribute' as const, ...analyzeFace(LM) };
    expect(planOf(stateWith({ analysis: 'faceattribute', result }))).toEqual([]);
    expect(planOf(stateWith({ analysis: 'faceattribute', result, highlight: 'faceShape' }))).toEqual([
      'evidence',
    ]);
  });

  it('a dye waits for the person mask (the tracking dots meanwhile), then dyes', () => {
    const dye = { target: 'hair' as const, color: '#6b3a2a' };
    expect(planOf(stateWith({ dye }))).toEqual(['tracking']);
    expect(planOf(stateWith({ dye }), faceFrame({ mask: true }))).toEqual(['hair-dye']);
    expect(planOf(stateWith({ hairRead: true }), faceFrame({ mask: true }))).toEqual(['hair-dye']);
  });

  it('a style overlay; things worn on the face; on the hand even before a hand is found', () => {
    const styleOverlay = { kind: 'hairstyle' as const, style: 'bob', color: '#3b2a20' };
    expect(planOf(stateWith({ styleOverlay }))).toEqual(['hair-style']);
    expect(planOf(stateWith({ wear }))).toEqual(['wear-face']);
    const nails = [{ kind: 'nail', color: '#c0143c' }] as const;
    expect(planOf(stateWith({ target: 'hands', wear: nails }), handFrame())).toEqual(['wear-hand']);
    expect(planOf(stateWith({ target: 'hands', wear: nails }), emptyFrame())).toEqual(['wear-hand']);
  });

  it('nothing is drawn on a frame without a face, but a hand page still has its pass', () => {
    expect(planOf(stateWith({ makeup: true, products }), emptyFrame())).toEqual([]);
    expect(planOf(stateWith({ wear }), emptyFrame())).toEqual([]);
  });

  it('answers the regions of the passes that draw, by id', () => {
    const regions = new Compositor(registered()).regions(stateWith({ makeup: true, products }), faceFrame());
    expect(Object.keys(regions)).toEqual(['makeup']);
    expect(regions.makeup?.length).toBeGreaterThan(0);
  });
});
