import { describe, expect, it } from 'vitest';
import type { LineMark } from '../../../../../client/tryon/analysis/skin-marks';
import { chainLines } from '../../../../../client/tryon/features/analysis/skin-strokes';

/** The line detector's per-cell dashes joined into wrinkles (issue 37 review: "clumpy dashes"). */
const dash = (x: number, y: number, angle: number, half = 3.6, w = 1): LineMark => ({
  x0: x - Math.cos(angle) * half,
  y0: y - Math.sin(angle) * half,
  x1: x + Math.cos(angle) * half,
  y1: y + Math.sin(angle) * half,
  w,
});

describe('chainLines', () => {
  it('joins dashes that touch end to end and run the same way into one ordered line', () => {
    // A forehead line of five dashes 4 px apart, given out of order, slightly curving.
    const line = [2, 0, 4, 1, 3].map((i) => dash(100 + 4 * i, 50 + 0.3 * i * i, 0.1 * i, 3.6, i));
    const chains = chainLines(line);
    expect(chains).toHaveLength(1);
    const xs = chains[0]!.pts.map((p) => p.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(chains[0]!.pts).toHaveLength(7); // two ends and the five centres
    expect(chains[0]!.w).toBe(4);
  });

  it('keeps crossing, parallel-but-apart and far dashes as lines of their own', () => {
    const chains = chainLines([
      dash(0, 0, 0),
      dash(0, 0, Math.PI / 2), // crosses the first
      dash(0, 12, 0), // parallel, 12 px below
      dash(60, 0, 0), // on the same line, far along
    ]);
    expect(chains).toHaveLength(4);
    for (const c of chains) expect(c.pts).toHaveLength(3);
  });

  it('a dash beside another (offset across its direction) is not its continuation', () => {
    expect(chainLines([dash(0, 0, 0), dash(2, 6, 0)])).toHaveLength(2);
    expect(chainLines([dash(0, 0, 0), dash(6, 0.5, 0.05)])).toHaveLength(1);
  });
});
