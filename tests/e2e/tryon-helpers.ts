import type { Page } from '@playwright/test';
import type { Landmarks, Pt } from '../../client/tryon/types';
import { expect, waitForHydration } from './fixtures';

/**
 * Helpers of the embedded try-on journeys (docs/tryon.md "Tests"): open a showcase page, start the
 * module on the sample photo or the camera, and measure the stage's pixels inside landmark zones —
 * with the makeup, and with the before/after split pulled all the way to "before".
 */

export type Zone = { poly: readonly Pt[]; hole?: readonly Pt[] };
type Diagnostics = { landmarks: Landmarks | null; drawMs: number; fps: number; frames: number };

export const panelOf = (page: Page) => page.getByTestId('tryon');

/** Opens the page, picks the SKU (by name), starts the try-on on the module's sample and waits for `state`. */
export async function openOnSample(page: Page, path: string, sku: RegExp, state = 'running') {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole('radio', { name: sku }).check();
  const panel = panelOf(page);
  // The start button and the sample by place and tool name: every page language.
  if (!(await panel.isVisible())) await page.locator('.showcase__tryon button').click();
  await panel.locator('[data-tool="sample"]').click();
  await expect(panel).toHaveAttribute('data-state', state, { timeout: 60_000 });
  return panel;
}

/** openOnSample on a face page: the face's landmarks. */
export async function startOnSample(page: Page, path: string, sku: RegExp): Promise<Landmarks> {
  await openOnSample(page, path, sku);
  return landmarks(page);
}

export async function diagnostics(page: Page): Promise<Diagnostics> {
  return page.evaluate(() => {
    const api = (window as unknown as { TryOnModule: { diagnostics: () => Diagnostics } }).TryOnModule;
    return api.diagnostics();
  });
}

export async function landmarks(page: Page): Promise<Landmarks> {
  const d = await diagnostics(page);
  expect(d.landmarks?.length).toBe(478);
  return d.landmarks!;
}

/** Mean RGB of the stage inside each zone (a polygon, minus its hole). */
export async function zoneMeans(page: Page, zones: Record<string, Zone>): Promise<Record<string, number[]>> {
  return page.evaluate((z) => {
    const canvas = document.querySelector<HTMLCanvasElement>('.tryon__canvas')!;
    const { width, height } = canvas;
    const data = canvas.getContext('2d')!.getImageData(0, 0, width, height).data;
    const inside = (x: number, y: number, poly: readonly { x: number; y: number }[]) => {
      let hit = false;
      for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
        const a = poly[i]!;
        const b = poly[j]!;
        if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) hit = !hit;
      }
      return hit;
    };
    const out: Record<string, number[]> = {};
    for (const [name, zone] of Object.entries(z)) {
      const xs = zone.poly.map((p) => p.x);
      const ys = zone.poly.map((p) => p.y);
      const sum = [0, 0, 0];
      let n = 0;
      for (
        let y = Math.max(0, Math.floor(Math.min(...ys)));
        y <= Math.min(height - 1, Math.max(...ys));
        y++
      ) {
        for (
          let x = Math.max(0, Math.floor(Math.min(...xs)));
          x <= Math.min(width - 1, Math.max(...xs));
          x++
        ) {
          if (!inside(x + 0.5, y + 0.5, zone.poly)) continue;
          if (zone.hole && inside(x + 0.5, y + 0.5, zone.hole)) continue;
          const i = (y * width + x) * 4;
          sum[0]! += data[i]!;
          sum[1]! += data[i + 1]!;
          sum[2]! += data[i + 2]!;
          n++;
        }
      }
      out[name] = n ? sum.map((s) => s / n) : [Number.NaN, Number.NaN, Number.NaN];
    }
    return out;
  }, zones);
}

/** The zones' means with the makeup, then with the split pulled to "before" (the clean frame). */
export async function afterAndBefore(page: Page, zones: Record<string, Zone>) {
  const panel = panelOf(page);
  const after = await zoneMeans(page, zones);
  await panel.getByRole('button', { name: 'Before and after' }).click();
  await panel.getByLabel('Before / after split').fill('100');
  const before = await zoneMeans(page, zones);
  await panel.getByRole('button', { name: 'Before and after' }).click();
  return { after, before };
}

export const distance = (a: readonly number[], b: readonly number[]) =>
  Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

export const hex = (h: string) => [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16));
