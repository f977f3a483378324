import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { growPolygon } from '../../client/tryon/geometry/polygon';
import { faceOval } from '../../client/tryon/geometry/zones';
import { SAMPLE_PHOTO } from '../../scripts/camera-clip.mjs';
import { expect, test, waitForHydration } from './fixtures';
import { diagnostics, landmarks, panelOf } from './tryon-helpers';

/**
 * The skin analysis' marks on the face (docs/tryon.md "Analysis", decision 0320), on the real engine:
 * the spots score moves with spots painted onto the sample photo and with a smoothed copy, and each
 * concern's marks draw only inside the face oval and go when switched off.
 */

const fixture = JSON.parse(fs.readFileSync('tests/fixtures/astronaut-landmarks.json', 'utf8')) as {
  points: number[][];
};

type Raw = Record<string, number | string>;

/** Opens the diagnostics on a photo; answers the last skincare result's raw fields. */
async function analyse(page: Page, photo: string): Promise<Raw> {
  await page.goto('/business/showcase/skincare/diagnostics');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Start the try-on' }).click();
  const panel = panelOf(page);
  await panel.waitFor();
  await page.evaluate(() => {
    const w = window as unknown as {
      TryOnModule: { addEventListener: (e: string, fn: (d: { detail?: unknown }) => void) => void };
      skinRaw: unknown;
    };
    w.skinRaw = null;
    w.TryOnModule.addEventListener('result', (e) => {
      const r = ((e as { detail?: unknown }).detail ?? e) as { kind?: string; raw?: unknown };
      if (r.kind === 'skincare') w.skinRaw = r.raw;
    });
  });
  await panel.locator('input[type=file]').setInputFiles(photo);
  await expect(page.locator('.skin-results')).toHaveAttribute('data-source', 'face', { timeout: 45_000 });
  const raw = () => page.evaluate(() => (window as unknown as { skinRaw: Raw | null }).skinRaw);
  await expect.poll(raw, { timeout: 20_000 }).not.toBeNull();
  return (await raw())!;
}

/**
 * Keeps a copy of the stage canvas in the page under `name` (nothing crosses to the test: a stage is
 * megabytes as JSON, and a poll that moves it each time is what made this journey slow and late).
 */
const snapStage = (page: Page, name: string) =>
  page.evaluate((key) => {
    const c = document.querySelector<HTMLCanvasElement>('.tryon__canvas')!;
    const w = window as unknown as { stageCopies?: Record<string, ImageData> };
    w.stageCopies ??= {};
    w.stageCopies[key] = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
  }, name);

/**
 * Pixels of the stage now that differ from the copy `name` (summed RGB difference over 6), and how many
 * of them lie outside `oval` (even-odd test on pixel centres, in the page).
 */
const stageChanges = (page: Page, name: string, oval: readonly { x: number; y: number }[]) =>
  page.evaluate(
    ({ key, poly }) => {
      const c = document.querySelector<HTMLCanvasElement>('.tryon__canvas')!;
      const base = (window as unknown as { stageCopies: Record<string, ImageData> }).stageCopies[key]!;
      const now = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      const inside = (x: number, y: number) => {
        let hit = false;
        for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
          const a = poly[i]!;
          const b = poly[j]!;
          if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) hit = !hit;
        }
        return hit;
      };
      let n = 0;
      let out = 0;
      for (let k = 0; k < now.length; k += 4) {
        const d =
          Math.abs(now[k]! - base.data[k]!) +
          Math.abs(now[k + 1]! - base.data[k + 1]!) +
          Math.abs(now[k + 2]! - base.data[k + 2]!);
        if (d <= 6) continue;
        n++;
        const p = k / 4;
        if (!inside((p % c.width) + 0.5, Math.floor(p / c.width) + 0.5)) out++;
      }
      return { n, out };
    },
    { key: name, poly: oval },
  );

test('spots: painted spots lower the score, a smoothed copy raises it', async ({ page }, info) => {
  test.setTimeout(240_000);
  const at = (i: number) => ({ x: fixture.points[i]![0]!, y: fixture.points[i]![1]! });
  const dots: string[] = [];
  for (const c of [at(50), at(280), at(101), at(330)]) {
    for (const [dx, dy] of [
      [-4, -3],
      [3, -4],
      [0, 2],
      [-3, 5],
      [4, 4],
    ]) {
      dots.push(
        `drawbox=x=${Math.round(c.x + dx! - 1)}:y=${Math.round(c.y + dy! - 1)}:w=3:h=3:color=0x6e4632@1:t=fill`,
      );
    }
  }
  const make = (name: string, filter: string) => {
    const out = info.outputPath(`${name}.png`);
    execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', SAMPLE_PHOTO, '-vf', filter, out]);
    return out;
  };
  const bare = Number((await analyse(page, SAMPLE_PHOTO)).ageSpots);
  const painted = Number((await analyse(page, make('painted', dots.join(',')))).ageSpots);
  const smooth = Number((await analyse(page, make('smooth', 'gblur=sigma=1.5'))).ageSpots);
  info.annotations.push({
    type: 'spots',
    description: `bare ${bare}, painted ${painted}, smoothed ${smooth}`,
  });
  expect(bare).toBeLessThan(95); // the sample's freckles count
  expect(painted).toBeLessThan(bare);
  expect(smooth).toBeGreaterThan(bare);
});

test('each concern marks only inside the face, and its switch takes the marks away', async ({ page }) => {
  test.setTimeout(180_000);
  await analyse(page, SAMPLE_PHOTO);
  const marks = page.getByTestId('skin-marks');
  const marked = async () =>
    ((await diagnostics(page)) as { passes?: string[] }).passes?.includes('skin-marks');
  // spots are on at the start, and a photo is drawn once: its first drawing already shows them
  await expect(marks.getByRole('button', { name: 'Spots', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(marked).toBe(true);
  // switch everything off for the clean stage
  for (const b of await marks.getByRole('button').all()) {
    if ((await b.getAttribute('aria-pressed')) === 'true') await b.click();
  }
  // the stage has drawn without the marks (diagnostics().passes: the passes of the last frame)
  await expect.poll(marked).toBe(false);
  const lm = await landmarks(page);
  // the oval plus 1.5 px: the clip's anti-aliased edge pixels have their centres just outside it
  const oval = growPolygon(faceOval(lm), 1.5);
  for (const name of ['Spots', 'Lines', 'Pores', 'Redness', 'Dark circles']) {
    // The clean stage just before this concern goes on: what its switch must give back.
    await snapStage(page, name);
    const button = marks.getByRole('button', { name, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(marked).toBe(true);
    await expect
      .poll(async () => (await stageChanges(page, name, oval)).n, { message: name })
      .toBeGreaterThan(0);
    expect((await stageChanges(page, name, oval)).out, `${name} outside the face`).toBe(0);
    await button.press('Enter');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(marked).toBe(false);
    await expect
      .poll(async () => (await stageChanges(page, name, oval)).n, { message: `${name} off` })
      .toBe(0);
  }
});
