import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { analyzeFace } from '../../client/tryon/analysis/face';
import { iris, lipsInner, lipsOuter } from '../../client/tryon/geometry/zones';
import type { Pt } from '../../client/tryon/types';
import { SAMPLE_PHOTO } from '../../scripts/camera-clip.mjs';
import { CATALOG } from '../../shared/showcase-catalog';
import { RATIO_KEYS } from '../../shared/skin-model';
import { axeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { afterAndBefore, distance, landmarks, panelOf } from './tryon-helpers';

/**
 * Face and skin analysis on the embedded engine (issue 22, docs/tryon.md "Analysis"): the real module
 * and engine on the public-domain sample photo — and on synthetic tints of it made here with ffmpeg,
 * since one public-domain face is all there is.
 */

/** The engine's landmarks of the sample photo, stored (tests/fixtures). */
const fixture = JSON.parse(fs.readFileSync('tests/fixtures/astronaut-landmarks.json', 'utf8')) as {
  points: number[][];
};
const stored = fixture.points.map(([x, y, z]) => ({ x: x!, y: y!, z: z! }));

async function startAnalysis(page: import('@playwright/test').Page, path: string, photo = SAMPLE_PHOTO) {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Start the try-on' }).click();
  const panel = panelOf(page);
  await panel.locator('input[type=file]').setInputFiles(photo);
  await expect(panel).toHaveAttribute('data-state', 'running', { timeout: 45_000 });
  await expect(panel.getByRole('status')).toContainText('a visual demo');
  return panel;
}

const box = (p: Pt, r: number): Pt[] => [
  { x: p.x - r, y: p.y - r },
  { x: p.x + r, y: p.y - r },
  { x: p.x + r, y: p.y + r },
  { x: p.x - r, y: p.y + r },
];

test('face analyzer: ratios from the face, stable for the photo, the landmarks behind one shown', async ({
  page,
}) => {
  await startAnalysis(page, '/business/showcase/face-analyzer?type=facial-ratio');
  const table = page.getByRole('table', { name: /Facial ratios — from your face/ });
  await expect(table).toHaveAttribute('data-source', 'face');
  // the same figures the analysis gives on the stored landmarks of this photo (scale-free), ±0.05
  const expected = analyzeFace(stored).ratios;
  for (const [i, key] of RATIO_KEYS.entries()) {
    const shown = Number(await table.getByRole('row').nth(i).getByRole('cell').first().textContent());
    expect(Math.abs(shown - expected[key]), key).toBeLessThanOrEqual(0.05);
  }
  // "Show on the face": the figure's landmarks are marked on the stage
  const lm = await landmarks(page);
  const where = { top: { poly: box(lm[10]!, 3) } };
  const before = (await afterAndBefore(page, where)).after;
  await table.getByRole('button', { name: 'Show on the face' }).first().click();
  await expect(table.getByRole('button', { name: 'Show on the face' }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect
    .poll(async () => distance((await afterAndBefore(page, where)).after.top!, before.top!))
    .toBeGreaterThan(20);
  await expect(page.getByText('not a professional assessment')).toBeVisible();
});

test('face analyzer: attributes from the face, in the page language', async ({ page }) => {
  await startAnalysis(page, '/business/showcase/face-analyzer');
  const table = page.getByRole('table', { name: /Face attributes — from your face/ });
  await expect(table).toHaveAttribute('data-source', 'face');
  const expected = analyzeFace(stored).attributes;
  const names: Record<string, string> = { oval: 'Oval', heart: 'Heart', round: 'Round', square: 'Square' };
  if (names[expected.faceShape]) await expect(table).toContainText(names[expected.faceShape]!);
  await expect(table.getByRole('row')).toHaveCount(4);
});

test('skincare diagnostics: indicators from the face, in range, labelled as a demo', async ({ page }) => {
  await startAnalysis(page, '/business/showcase/skincare/diagnostics');
  const results = page.locator('.skin-results');
  await expect(results).toHaveAttribute('data-source', 'face');
  await expect(page.getByTestId('skin-note')).toHaveText(/relative indicators — a visual demo/);
  const values = await results
    .locator('meter')
    .evaluateAll((ms) => ms.map((m) => (m as HTMLMeterElement).value));
  expect(values.length).toBeGreaterThanOrEqual(10);
  for (const v of values) expect(v).toBeGreaterThanOrEqual(0);
  for (const v of values) expect(v).toBeLessThanOrEqual(100);
  await expect(page.getByTestId('skin-type')).not.toHaveText('Not determined');
});

test('live diagnostics keep reading the camera; HD reads one full-resolution frame', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['camera']);
  const results = async (path: string) => {
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Start the try-on' }).click();
    const panel = panelOf(page);
    await panel.waitFor();
    await page.evaluate(() => {
      const w = window as unknown as {
        TryOnModule: { addEventListener: (e: string, fn: () => void) => void };
        results: number;
      };
      w.results = 0;
      w.TryOnModule.addEventListener('result', () => {
        w.results += 1;
      });
    });
    await panel.getByRole('button', { name: 'Use my camera' }).click();
    await expect(page.locator('.skin-results')).toHaveAttribute('data-source', 'face', { timeout: 45_000 });
    return panel;
  };
  const count = () => page.evaluate(() => (window as unknown as { results: number }).results);
  await results('/business/showcase/skincare/live-diagnostics');
  await expect.poll(count, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  const hd = await results('/business/showcase/skincare/hd-diagnostics');
  await expect(hd.getByRole('status')).toHaveText(/^HD: analysed once/);
  // the stream keeps drawing, the reading stays the one still's
  const frames = await page.evaluate(
    () =>
      (
        window as unknown as { TryOnModule: { diagnostics: () => { frames: number } } }
      ).TryOnModule.diagnostics().frames,
  );
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (
            window as unknown as { TryOnModule: { diagnostics: () => { frames: number } } }
          ).TryOnModule.diagnostics().frames,
      ),
    )
    .toBeGreaterThan(frames + 5);
  expect(await count()).toBe(1);
});

test('skin emulation changes the skin, not the eyes or lips', async ({ page }) => {
  await startAnalysis(page, '/business/showcase/skincare/emulation');
  const lm = await landmarks(page);
  const w = Math.hypot(lm[234]!.x - lm[454]!.x, lm[234]!.y - lm[454]!.y);
  const ring = (c: { x: number; y: number; r: number }) => box({ x: c.x, y: c.y }, c.r * 0.5);
  const { after, before } = await afterAndBefore(page, {
    cheek: { poly: box(lm[50]!, w * 0.05) },
    forehead: { poly: box(lm[151]!, w * 0.05) },
    lips: { poly: lipsOuter(lm), hole: lipsInner(lm) },
    eye: { poly: ring(iris(lm, 'right')) },
  });
  expect(distance(after.cheek!, before.cheek!) + distance(after.forehead!, before.forehead!)).toBeGreaterThan(
    3,
  );
  expect(distance(after.lips!, before.lips!)).toBeLessThan(2);
  expect(distance(after.eye!, before.eye!)).toBeLessThan(2);
});

test('shade finder: the pick follows the skin, and tries on at once', async ({ page }, info) => {
  const order = CATALOG.foundation!.skus.map((s) => s.name);
  const tint = (name: string, filter: string) => {
    const out = info.outputPath(`${name}.png`);
    execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', SAMPLE_PHOTO, '-vf', filter, out]);
    return out;
  };
  const pick = async (photo: string) => {
    await startAnalysis(page, '/business/showcase/shadefinder/finder', photo);
    const best = page.getByTestId('shade-result').getByText(/^Closest shade: /);
    await expect(best).toBeVisible();
    return order.indexOf((await best.textContent())!.replace('Closest shade: ', ''));
  };
  const deeper = tint('deeper', 'colorchannelmixer=.62:0:0:0:0:.58:0:0:0:0:.55:0');
  const base = await pick(SAMPLE_PHOTO);
  expect(base).toBeGreaterThanOrEqual(0);
  const result = page.getByTestId('shade-result');
  await expect(result.getByRole('listitem')).toHaveCount(3);
  // try the best one on: the module applies it without reopening
  await result
    .getByRole('button', { name: /^Try on / })
    .first()
    .click();
  await expect(panelOf(page)).toHaveAttribute('data-sku', order[base]!);
  expect(await pick(deeper)).toBeGreaterThan(base);
});

test.describe('results from the face: axe-core', () => {
  test.use({ bypassCSP: true });
  for (const path of ['/business/showcase/face-analyzer', '/business/showcase/shadefinder/finder']) {
    test(`axe: ${path} with its results and the stage`, async ({ page }) => {
      await startAnalysis(page, path);
      await expect(page.locator('[data-source="face"], [data-testid="shade-result"]').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
