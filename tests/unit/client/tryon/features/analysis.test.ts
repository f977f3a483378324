import { describe, expect, it } from 'vitest';
import { analyzeFace } from '../../../../../client/tryon/analysis/face';
import { evidenceOptions } from '../../../../../client/tryon/features/analysis/options';
import { evidenceRegion } from '../../../../../client/tryon/features/analysis/pass';
import { points } from '../../../../../client/tryon/geometry/landmarks';
import { pointInPolygon } from '../../../../../client/tryon/geometry/polygon';
import { faceFrame, LM, passOf, stateWith } from './support';

describe("the analyses' evidence (features/analysis)", () => {
  const analysis = analyzeFace(LM);
  const result = { kind: 'faceattribute' as const, ...analysis };

  it('shows the landmarks behind the figure the page highlights, from the last result', () => {
    expect(evidenceOptions(stateWith({ result }))).toBeNull();
    expect(evidenceOptions(stateWith({ highlight: 'faceShape' }))).toBeNull();
    const o = evidenceOptions(stateWith({ result, highlight: 'faceShape' }));
    expect(o?.indices).toEqual(analysis.evidence.faceShape);
    expect(evidenceOptions(stateWith({ result, highlight: 'unknown' }))?.indices).toEqual([]);
  });

  it('draws over the hull of those landmarks', () => {
    const indices = analysis.evidence.faceShape ?? [];
    expect(indices.length).toBeGreaterThan(2);
    const [hull] = passOf('evidence').region(stateWith({ result, highlight: 'faceShape' }), faceFrame());
    const inside = points(LM, indices).filter((p) => pointInPolygon(p, hull!)).length;
    expect(inside).toBeGreaterThan(0);
    expect(evidenceRegion(LM, [1, 2])).toHaveLength(2);
  });

  it('draws one dot a landmark', () => {
    const arcs: number[] = [];
    const ctx = {
      canvas: { width: 512 },
      save() {},
      restore() {},
      beginPath() {},
      arc: (x: number) => arcs.push(x),
      fill() {},
      stroke() {},
    };
    const state = stateWith({ result, highlight: 'faceShape' });
    passOf('evidence').draw(ctx as unknown as CanvasRenderingContext2D, faceFrame(), state);
    expect(arcs).toHaveLength(analysis.evidence.faceShape?.length ?? -1);
  });
});
