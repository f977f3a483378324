import type { Page } from '@playwright/test';
import { deltaE2000, rgbToLab } from '../../client/tryon/analysis/color';
import { faceWidth } from '../../client/tryon/geometry/face';
import { bbox, pointInPolygon } from '../../client/tryon/geometry/polygon';
import {
  cheekboneTop,
  cheekCentre,
  jawSide,
  underCheekbone,
  underEye,
} from '../../client/tryon/geometry/zones';
import type { Landmarks, Pt } from '../../client/tryon/types';
import { CATALOG } from '../../shared/showcase-catalog';
import { expect, test } from './fixtures';
import { afterAndBefore, hex, panelOf, startOnSample, type Zone, zoneMeans } from './tryon-helpers';

/**
 * Complexion products on the sample model (issue 37, docs/tryon.md "Complexion"): the real module and
 * engine in Chromium. Colour differences are CIEDE2000 (client/tryon/analysis/color.ts) of zone means.
 */

const lab = (c: readonly number[]) => rgbToLab({ r: c[0]!, g: c[1]!, b: c[2]! });
const de = (a: readonly number[], b: readonly number[]) => deltaE2000(lab(a), lab(b));
const luma = (c: readonly number[]) => 0.299 * c[0]! + 0.587 * c[1]! + 0.114 * c[2]!;
const box = (p: Pt, r: number): Pt[] => [
  { x: p.x - r, y: p.y - r },
  { x: p.x + r, y: p.y - r },
  { x: p.x + r, y: p.y + r },
  { x: p.x - r, y: p.y + r },
];
const cheeks = (lm: Landmarks): Record<string, Zone> => ({
  right: { poly: box(cheekCentre(lm, 'right'), faceWidth(lm) * 0.04) },
  left: { poly: box(cheekCentre(lm, 'left'), faceWidth(lm) * 0.04) },
});
const meanOf = (z: Record<string, number[]>): number[] => {
  const all = Object.values(z);
  return [0, 1, 2].map((c) => all.reduce((s, v) => s + v[c]!, 0) / all.length);
};

/**
 * The figures a run measured, in the report (docs/tryon.md "Complexion"); on the console only with
 * LOG_TESTS=1, so a passing run prints little.
 */
function figure(description: string): void {
  test.info().annotations.push({ type: 'figures', description });
  if (process.env.LOG_TESTS === '1') console.log(description);
}

/** Luma of every pixel of a polygon (tested in Node), with the makeup and with the split at "before". */
async function zoneLumas(page: Page, poly: readonly Pt[]) {
  const b = bbox(poly);
  const rect = { x: Math.floor(b.x), y: Math.floor(b.y), w: Math.ceil(b.w) + 1, h: Math.ceil(b.h) + 1 };
  const read = async () => {
    const data = await page.evaluate((r) => {
      const canvas = document.querySelector<HTMLCanvasElement>('.tryon__canvas')!;
      return [...canvas.getContext('2d')!.getImageData(r.x, r.y, r.w, r.h).data];
    }, rect);
    const out: number[] = [];
    for (let y = 0; y < rect.h; y++)
      for (let x = 0; x < rect.w; x++) {
        if (!pointInPolygon({ x: rect.x + x + 0.5, y: rect.y + y + 0.5 }, poly)) continue;
        const i = (y * rect.w + x) * 4;
        out.push(luma([data[i]!, data[i + 1]!, data[i + 2]!]));
      }
    return out;
  };
  const panel = panelOf(page);
  const after = await read();
  await panel.getByRole('button', { name: 'Before and after' }).click();
  await panel.getByLabel('Before / after split').fill('100');
  const before = await read();
  await panel.getByRole('button', { name: 'Before and after' }).click();
  return { after, before };
}

test.describe('complexion on the sample model', () => {
  test('foundation: the darkest shade reads as the wrong shade, the closest one is nearly invisible', async ({
    page,
  }) => {
    const lm = await startOnSample(page, '/business/showcase/foundation', /510 Espresso/);
    const zones = cheeks(lm);
    const dark = await afterAndBefore(page, zones);
    const bare = meanOf(dark.before);
    const espresso = de(meanOf(dark.after), bare);
    // the shade a finder would pick: the catalogue's closest to the bare cheek
    const skus = CATALOG.foundation!.skus;
    const best = [...skus].sort((a, b) => de(hex(a.color), bare) - de(hex(b.color), bare))[0]!;
    expect(best.name).not.toBe('510 Espresso');
    await page.getByRole('radio', { name: best.name }).check();
    await expect(panelOf(page).getByRole('status')).toHaveText(`${best.name} applied.`);
    // the stage redraws with the new shade: wait until the cheek is no longer Espresso's
    await expect
      .poll(async () => de(meanOf(await zoneMeans(page, zones)), bare), { timeout: 15_000 })
      .toBeLessThan(espresso / 2);
    const match = await afterAndBefore(page, zones);
    const matched = de(meanOf(match.after), meanOf(match.before));
    figure(`ΔE2000 cheek: 510 Espresso ${espresso.toFixed(1)}, ${best.name} ${matched.toFixed(1)}`);
    expect(espresso, 'Espresso vs bare').toBeGreaterThanOrEqual(20);
    expect(matched, `${best.name} vs bare`).toBeLessThanOrEqual(6);
    // darker shades darken the cheek more (the shade, not only a tint)
    expect(luma(meanOf(dark.after))).toBeLessThan(luma(bare) - 40);
  });

  test('concealer brightens under the eyes', async ({ page }) => {
    const lm = await startOnSample(page, '/business/showcase/concealer', /Light Neutral/);
    const { after, before } = await afterAndBefore(page, {
      right: { poly: underEye(lm, 'right') },
      left: { poly: underEye(lm, 'left') },
    });
    const lift = luma(meanOf(after)) - luma(meanOf(before));
    figure(`under-eye luma +${lift.toFixed(1)}`);
    expect(lift).toBeGreaterThanOrEqual(6);
  });

  test('highlighter lifts the cheekbones and never darkens them', async ({ page }) => {
    const lm = await startOnSample(page, '/business/showcase/highlighter', /Champagne Ray/);
    for (const side of ['right', 'left'] as const) {
      const { after, before } = await zoneLumas(page, cheekboneTop(lm, side));
      expect(after.length).toBeGreaterThan(20);
      const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
      const lift = mean(after) - mean(before);
      const darker = after.filter((v, i) => v < before[i]! - 2).length;
      figure(`${side} cheekbone luma +${lift.toFixed(1)}, ${darker} of ${after.length} px darker`);
      expect(lift, side).toBeGreaterThanOrEqual(6);
      expect(darker, `${side}: pixels darkened`).toBe(0);
    }
  });

  test('bronzer warms the cheeks and the jaw', async ({ page }) => {
    const lm = await startOnSample(page, '/business/showcase/bronzer', /Golden Hour/);
    const { after, before } = await afterAndBefore(page, {
      cheek: { poly: underCheekbone(lm, 'right') },
      leftCheek: { poly: underCheekbone(lm, 'left') },
      jaw: { poly: jawSide(lm, 'right') },
    });
    // (the sample's temples are under her hair: the skin gate keeps the bronzer off them)
    for (const zone of ['cheek', 'leftCheek', 'jaw']) {
      const a = lab(after[zone]!);
      const b = lab(before[zone]!);
      const hueShift = Math.atan2(a.b, a.a) - Math.atan2(b.b, b.a);
      figure(
        `${zone}: ΔE2000 ${deltaE2000(a, b).toFixed(1)}, b* ${b.b.toFixed(1)} → ${a.b.toFixed(1)}, hue ${((hueShift * 180) / Math.PI).toFixed(1)}°`,
      );
      // warmer: more yellow-orange (b*) and a visible change
      expect(a.b - b.b, `${zone} b*`).toBeGreaterThanOrEqual(3);
      expect(deltaE2000(a, b), `${zone} ΔE`).toBeGreaterThanOrEqual(4);
    }
  });
});
