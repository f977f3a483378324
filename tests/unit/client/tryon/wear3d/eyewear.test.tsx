import { renderToStaticMarkup } from 'react-dom/server';
import { Box3, Mesh } from 'three';
import { describe, expect, it } from 'vitest';
import { Eyewear } from '../../../../../client/components/showcase/sku-art/eyewear';
import type { Landmarks } from '../../../../../client/tryon/types';
import { buildGlasses } from '../../../../../client/tryon/wear3d/eyewear';
import { fitEyewear, MAX_FACE_SHARE } from '../../../../../client/tryon/wear3d/eyewear-fit';
import { headFrame } from '../../../../../client/tryon/wear3d/head-frame';
import { frameModel, frontPaths, lensOutline } from '../../../../../shared/eyewear-model';
import { CATALOG } from '../../../../../shared/showcase-catalog';
import { WEAR_STYLES } from '../../../../../shared/wear';
import fixture from '../../../../fixtures/astronaut-landmarks.json';

/**
 * One frame model per eyewear SKU (shared/eyewear-model.ts, decision 0323): its shape, the 3D frame
 * built from it and the card drawn from it, and where the frame sits on the stored sample face.
 */
const LM: Landmarks = fixture.points.map(([x, y, z]) => ({ x: x!, y: y!, z: z! }));
const SKUS = CATALOG['eye-wear']!.skus;

/** Twice the signed area of a closed outline (> 0: anticlockwise, y up). */
const area = (pts: readonly (readonly [number, number])[]) =>
  pts.reduce((s, [x, y], i) => {
    const [nx, ny] = pts[(i + 1) % pts.length]!;
    return s + x * ny - nx * y;
  }, 0);

describe('the frame model of each style', () => {
  it.each(WEAR_STYLES.eyewear)(
    '%s: anticlockwise lenses either side of the bridge, a real frame’s width',
    (style) => {
      const m = frameModel('#333333', undefined, style);
      expect(area(m.outline)).toBeGreaterThan(0);
      expect(m.width).toBeGreaterThan(120);
      expect(m.width).toBeLessThan(145);
      const left = lensOutline(m, 'left');
      const right = lensOutline(m, 'right');
      // mirror images, the bridge's gap between them, both inside the hinges
      expect(right.map(([x, y]) => [-x, y])).toEqual(left);
      const inner = Math.min(...left.map(([x]) => x));
      expect(inner).toBeGreaterThan(6);
      expect(Math.max(...lensOutline(m, 'left', m.rim).map(([x]) => x))).toBeLessThan(m.width / 2);
    },
  );

  it('the aviator is deepest toward the nose; the cat-eye highest toward the temple', () => {
    const low = (pts: readonly (readonly [number, number])[]) => pts.reduce((a, b) => (b[1] < a[1] ? b : a));
    const high = (pts: readonly (readonly [number, number])[]) => pts.reduce((a, b) => (b[1] > a[1] ? b : a));
    expect(low(frameModel('#c9a44c', '#5a6b4a', 'aviator').outline)[0]).toBeLessThan(0);
    expect(high(frameModel('#d08a94', undefined, 'cateye').outline)[0]).toBeGreaterThan(0);
  });

  it('an accent tints a metal frame’s lenses and patterns acetate (tortoiseshell)', () => {
    const aviator = frameModel('#c9a44c', '#5a6b4a', 'aviator');
    expect(aviator.tint.color).toBe('#5a6b4a');
    expect(aviator.tint.opacity).toBeGreaterThan(0.4);
    const tortoise = frameModel('#6b4226', '#c99a5b', 'round');
    expect(tortoise.pattern).toBe('#c99a5b');
    expect(tortoise.tint.opacity).toBeLessThan(0.2);
  });
});

describe('the card and the face show one frame', () => {
  it.each(SKUS.map((s) => [s.name, s] as const))(
    '%s: the card draws the model’s lenses and rims',
    (_, sku) => {
      const html = renderToStaticMarkup(
        <Eyewear id="c" color={sku.color} accent={sku.accent} style={sku.style} />,
      );
      const m = frameModel(sku.color, sku.accent, sku.style);
      const paths = frontPaths(m, 45 / m.width, 24, 24);
      for (const d of [...paths.lenses, ...paths.rims, paths.bridge]) expect(html).toContain(`d="${d}"`);
    },
  );

  it('the 3D frame is built from the same model: its front spans the model’s width, lenses in the rims', () => {
    const m = frameModel('#1b1b1b', undefined, 'square');
    const g = buildGlasses(m);
    const front = new Box3();
    const lenses = new Box3();
    g.group.traverse((o) => {
      if (!(o instanceof Mesh)) return;
      o.geometry.computeBoundingBox();
      (o.name.startsWith('lens') ? lenses : front).union(o.geometry.boundingBox!);
    });
    // the model's width, and the bevel's half millimetre each side
    expect(Math.abs(front.max.x - front.min.x - m.width)).toBeLessThan(1.5);
    expect(lenses.max.x).toBeLessThan(front.max.x);
    expect(lenses.min.x).toBeGreaterThan(front.min.x);
    g.dispose();
  });
});

describe('where the frame sits on the sample face', () => {
  it.each(WEAR_STYLES.eyewear)(
    '%s: no wider than the face allows, on the nose, temples past the face’s side',
    (style) => {
      const frame = headFrame(LM)!;
      const m = frameModel('#333333', undefined, style);
      const fit = fitEyewear(frame, m);
      expect(fit.scale * m.width).toBeLessThanOrEqual(MAX_FACE_SHARE * frame.faceWidth + 1e-9);
      // in front of the nose's bridge (168), not sunk into it, not far off it
      const nose = frame.head(168);
      expect(fit.at[2] - nose[2]).toBeGreaterThan(1);
      expect(fit.at[2] - nose[2]).toBeLessThan(8);
      // each temple ends beyond the face's side, behind it
      for (const side of ['right', 'left'] as const) {
        const end = fit.temples[side].at(-1)!;
        const edge = Math.abs(frame.head(side === 'left' ? 356 : 127)[0]);
        expect(Math.abs(end[0]) * (fit.scale / frame.fit.scale)).toBeGreaterThan(edge);
        expect(end[2]).toBeLessThan(-60);
      }
    },
  );
});
