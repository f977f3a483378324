import type { Browser, Page } from '@playwright/test';
import { outerCorner, packedLid, shadowBand } from '../../client/tryon/effects/eyes';
import { brow, eyeOpening, iris, lipsInner, lipsOuter, SIDES } from '../../client/tryon/geometry';
import type { Landmarks, Pt } from '../../client/tryon/types';
import { expect, test, waitForHydration } from './fixtures';
import {
  afterAndBefore,
  diagnostics,
  distance,
  hex,
  landmarks,
  openOnSample,
  panelOf,
} from './tryon-helpers';

/**
 * Eyes and lips a buyer accepts, on every browser (issue 36, docs/tryon.md "Eyes", "Lips", "Browsers"):
 * the real module and engine on the public-domain sample photo and Chromium's fake camera.
 */

/** Pixels of a box of the stage: `at(x, y)` is the RGB at stage coordinates inside the box. */
type Px = { x0: number; y0: number; width: number; height: number; data: number[] };
const rgbAt = (px: Px, x: number, y: number, c: number) =>
  px.data[((y - px.y0) * px.width + (x - px.x0)) * 4 + c]!;

/** The stage's pixels around some points (with a margin), as shown. */
async function stagePixels(page: Page, around: readonly Pt[]): Promise<Px> {
  const xs = around.map((p) => p.x);
  const ys = around.map((p) => p.y);
  const box = {
    x: Math.max(0, Math.floor(Math.min(...xs)) - 4),
    y: Math.max(0, Math.floor(Math.min(...ys)) - 4),
    x1: Math.ceil(Math.max(...xs)) + 4,
    y1: Math.ceil(Math.max(...ys)) + 4,
  };
  return page.evaluate((b) => {
    const c = document.querySelector<HTMLCanvasElement>('.tryon__canvas')!;
    const w = Math.min(c.width, b.x1) - b.x;
    const h = Math.min(c.height, b.y1) - b.y;
    const d = c.getContext('2d')!.getImageData(b.x, b.y, w, h);
    return { x0: b.x, y0: b.y, width: w, height: h, data: Array.from(d.data) };
  }, box);
}

function inside(p: Pt, poly: readonly Pt[]): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) hit = !hit;
  }
  return hit;
}

/**
 * Pixels (centres) inside every one of `polys` whose colour differs between two pictures of the same
 * box by more than `tol` in any channel.
 */
function changedInside(a: Px, b: Px, polys: readonly (readonly Pt[])[], tol = 2): number {
  let n = 0;
  for (let y = a.y0; y < a.y0 + a.height; y++) {
    for (let x = a.x0; x < a.x0 + a.width; x++) {
      if (!polys.every((poly) => inside({ x: x + 0.5, y: y + 0.5 }, poly))) continue;
      if ([0, 1, 2].some((c) => Math.abs(rgbAt(a, x, y, c) - rgbAt(b, x, y, c)) > tol)) n++;
    }
  }
  return n;
}

const circle = (c: { x: number; y: number; r: number }): Pt[] =>
  Array.from({ length: 24 }, (_, i) => ({
    x: c.x + c.r * Math.cos((i / 24) * 2 * Math.PI),
    y: c.y + c.r * Math.sin((i / 24) * 2 * Math.PI),
  }));

async function withBefore<T>(page: Page, read: () => Promise<T>): Promise<T> {
  const panel = panelOf(page);
  await panel.getByRole('button', { name: 'Before and after' }).click();
  await panel.getByLabel('Before / after split').fill('100');
  const value = await read();
  await panel.getByRole('button', { name: 'Before and after' }).click();
  return value;
}

test.describe('lashes on the sample model', () => {
  for (const sku of ['Natural', 'Volume', 'Dramatic Wing']) {
    test(`${sku}: strands on the lids, not one pixel on the visible iris or the eye's white`, async ({
      page,
    }) => {
      await openOnSample(page, '/business/showcase/eyelashes', new RegExp(`^${sku}`));
      const lm = await landmarks(page);
      for (const side of SIDES) {
        const opening = eyeOpening(lm, side);
        const lid = opening.slice(0, 9);
        const ew = Math.hypot(lid[0]!.x - lid[8]!.x, lid[0]!.y - lid[8]!.y);
        const band = [...lid, ...lid.map((p) => ({ x: p.x, y: p.y - 0.08 * ew })).reverse()];
        const area = [...opening, ...band];
        const after = await stagePixels(page, area);
        const before = await withBefore(page, () => stagePixels(page, area));
        // The iris as it shows (its circle inside the opening; the lid covers the rest) and the white.
        expect(changedInside(after, before, [circle(iris(lm, side)), opening]), `${side} iris`).toBe(0);
        expect(changedInside(after, before, [opening]), `${side} opening`).toBe(0);
        // and there are lashes: the band just above the lid changed
        expect(changedInside(after, before, [band]), `${side} lash line`).toBeGreaterThan(20);
      }
    });
  }
});

test('eyeshadow: packed on the lid, blended above the crease, deepest at the outer corner, the brow untouched', async ({
  page,
}) => {
  await openOnSample(page, '/business/showcase/eye-shadow', /^Smoked Plum/);
  const lm = await landmarks(page);
  const SHADE = hex('#5c3b4f');
  for (const side of SIDES) {
    const lid = packedLid(lm, side);
    const zones = {
      lid: { poly: lid, hole: outerCorner(lm, side) },
      lashLine: { poly: packedLid(lm, side, 0.5), hole: outerCorner(lm, side) },
      outer: { poly: outerCorner(lm, side), hole: eyeOpening(lm, side) },
      haze: { poly: shadowBand(lm, side), hole: lid },
      brow: { poly: brow(lm, side) },
    };
    const { after, before } = await afterAndBefore(page, zones);
    const moved = (k: keyof typeof zones) => distance(after[k]!, before[k]!);
    // How far each zone went from its bare colour toward the shade (0 = untouched, 1 = the shade itself).
    const toward = (k: keyof typeof zones) => 1 - distance(after[k]!, SHADE) / distance(before[k]!, SHADE);
    expect(moved('lid'), `${side} lid`).toBeGreaterThan(12);
    expect(moved('haze'), `${side} blended above the crease`).toBeGreaterThan(3);
    expect(toward('haze') * 1.15, `${side} deepest at the lash line, fading upward`).toBeLessThan(
      toward('lashLine'),
    );
    expect(toward('outer'), `${side} outer corner deeper than the lid`).toBeGreaterThan(toward('lid'));
    expect(moved('brow'), `${side} brow`).toBeLessThan(2);
  }
});

/** Mean position of the brightest 4 % of the lower lip's pixels, and the lips' centroid. */
function glossSpot(px: Px, lm: Landmarks): { spot: Pt; lips: Pt } {
  const lum = (x: number, y: number) =>
    0.3 * rgbAt(px, x, y, 0) + 0.59 * rgbAt(px, x, y, 1) + 0.11 * rgbAt(px, x, y, 2);
  const outer = lipsOuter(lm);
  const inner = lipsInner(lm);
  const lowY = Math.max(...inner.map((p) => p.y));
  const found: { x: number; y: number; l: number }[] = [];
  const xs = outer.map((p) => p.x);
  const ys = outer.map((p) => p.y);
  for (
    let y = Math.max(px.y0, Math.floor(Math.min(...ys)));
    y <= Math.min(px.y0 + px.height - 1, Math.max(...ys));
    y++
  ) {
    for (
      let x = Math.max(px.x0, Math.floor(Math.min(...xs)));
      x <= Math.min(px.x0 + px.width - 1, Math.max(...xs));
      x++
    ) {
      const p = { x: x + 0.5, y: y + 0.5 };
      if (p.y < lowY - 2 || !inside(p, outer) || inside(p, inner)) continue;
      found.push({ x: p.x, y: p.y, l: lum(x, y) });
    }
  }
  found.sort((a, b) => b.l - a.l);
  const top = found.slice(0, Math.max(4, Math.round(found.length * 0.04)));
  const mean = (f: (q: { x: number; y: number }) => number, list: { x: number; y: number }[]) =>
    list.reduce((s, q) => s + f(q), 0) / list.length;
  return {
    spot: { x: mean((q) => q.x, top), y: mean((q) => q.y, top) },
    lips: { x: mean((q) => q.x, outer), y: mean((q) => q.y, outer) },
  };
}

test('gloss: the highlights sit on the lower lip and move with the face on the live camera', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['camera']);
  await page.goto('/business/showcase/lip-color');
  await waitForHydration(page);
  await page.getByRole('radio', { name: /Pink Lacquer/ }).check();
  const panel = panelOf(page);
  await panel.getByRole('button', { name: 'Use my camera' }).click();
  await expect(panel).toHaveAttribute('data-state', 'running', { timeout: 45_000 });
  await expect.poll(async () => (await diagnostics(page)).frames, { timeout: 30_000 }).toBeGreaterThan(5);
  const pause = panel.getByRole('button', { name: 'Pause' });
  const resume = panel.getByRole('button', { name: 'Resume' });
  const still = async () => {
    await pause.click();
    await expect(resume).toBeVisible();
    const lm = await landmarks(page);
    return { ...glossSpot(await stagePixels(page, lipsOuter(lm)), lm), lm };
  };
  const first = await still();
  // The clip drifts sideways (scripts/camera-clip.mjs): frames until the lips have moved 4 px.
  let second = first;
  for (let i = 0; i < 20 && Math.abs(second.lips.x - first.lips.x) < 4; i++) {
    await resume.click();
    const frames = (await diagnostics(page)).frames;
    await expect
      .poll(async () => (await diagnostics(page)).frames, { timeout: 15_000 })
      .toBeGreaterThan(frames + 2);
    second = await still();
  }
  const moved = second.lips.x - first.lips.x;
  expect(Math.abs(moved), 'the face moved').toBeGreaterThanOrEqual(4);
  // the made-up highlight follows the lips (a fixed streak would stay where it was)
  expect(Math.abs(second.spot.x - first.spot.x - moved)).toBeLessThan(0.35 * Math.abs(moved) + 2);
  // and it lies on the lower lip, below the mouth opening's centre
  const opening = lipsInner(first.lm);
  expect(first.spot.y).toBeGreaterThan(opening.reduce((s, p) => s + p.y, 0) / opening.length);
});

/** User agents of the browsers that read "Mac" in the pinned engine's own code (decision 0313). */
const APPLE = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1',
  Mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
} as const;

/** One page of each engine model: face (makeup, analysis), hands, and the person mask (hair). */
const PAGES: [string, RegExp | null][] = [
  ['lip-color', /Cherry Signal/],
  ['eyelashes', /Volume/],
  ['face-analyzer', null],
  ['nail-color', /Red Carpet/],
  ['hair-color', /Copper Blaze/],
];

async function startsWith(
  browser: Browser,
  baseURL: string,
  userAgent: string,
  mobile: boolean,
  pages: typeof PAGES,
) {
  const context = await browser.newContext({
    baseURL,
    userAgent,
    ...(mobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  try {
    for (const [path, sku] of pages) {
      await page.goto(`/business/showcase/${path}`);
      await waitForHydration(page);
      if (sku) await page.getByRole('radio', { name: sku }).check();
      const panel = panelOf(page);
      if (!(await panel.isVisible())) await page.locator('.showcase__tryon button').click();
      await panel.locator('[data-tool="sample"]').click();
      await expect(panel, `${path}`).toHaveAttribute('data-state', 'running', { timeout: 60_000 });
      await expect(panel.getByText('could not start')).toHaveCount(0);
    }
    expect(errors.filter((e) => /document is not defined|could not start/.test(e))).toEqual([]);
  } finally {
    await context.close();
  }
}

test.describe('every engine starts with Apple user agents', () => {
  test.describe.configure({ timeout: 240_000 });
  for (const [name, ua] of Object.entries(APPLE)) {
    test(name, async ({ browser, baseURL }) => {
      // The iPhone starts every model; iPad and Mac one (the stand-in is the same for all of them).
      await startsWith(browser, baseURL!, ua, name !== 'Mac', name === 'iPhone' ? PAGES : PAGES.slice(0, 1));
    });
  }
});
