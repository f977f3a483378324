import type { Page } from '@playwright/test';
import { growPolygon } from '../../client/tryon/geometry/polygon';
import { eyeOpening } from '../../client/tryon/geometry/zones';
import type { Landmarks, Pt } from '../../client/tryon/types';
import {
  FINGERS,
  nailPlacement,
  nailPolygon,
  ringPlacement,
  wristPlacement,
} from '../../client/tryon/wear/hand';
import { earLobes } from '../../client/tryon/wear/head';
import { SAMPLE_PHOTO } from '../../scripts/camera-clip.mjs';
import { axeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import {
  afterAndBefore,
  diagnostics,
  distance,
  hex,
  openOnSample,
  panelOf,
  type Zone,
} from './tryon-helpers';

/**
 * Things worn on the embedded try-on (issue 23, docs/tryon-wear.md): the real module, the real face and
 * hand engines in their workers, on the sample photo and the sample hand (an illustration drawn by
 * scripts/hand-sample.mjs — no public-domain hand photograph ships in a Debian or npm package). Each
 * piece must change its own region of the picture and leave the rest as it was.
 */

type Hand = { lm: Landmarks; label: string };

const square = (p: Pt, r: number): Pt[] => [
  { x: p.x - r, y: p.y - r },
  { x: p.x + r, y: p.y - r },
  { x: p.x + r, y: p.y + r },
  { x: p.x - r, y: p.y + r },
];

/** Starts on the sample (the hand on hand pages); resolves the panel and what the engine found. */
async function start(page: Page, path: string, sku: RegExp) {
  const panel = await openOnSample(page, path, sku);
  const d = (await diagnostics(page)) as unknown as { landmarks: Landmarks | null; hands: Hand[] };
  return { panel, face: d.landmarks, hands: d.hands };
}

/** How far a zone moved from its clean colour, and how close it came to a colour. */
async function change(page: Page, zones: Record<string, Zone>) {
  const { after, before } = await afterAndBefore(page, zones);
  return Object.fromEntries(
    Object.keys(zones).map((k) => [k, { moved: distance(after[k]!, before[k]!), after: after[k]! }]),
  );
}

test.describe('hands (the hand engine on the sample hand)', () => {
  test('nail colour lands on each nail and nowhere else on the fingers', async ({ page }) => {
    const { panel, hands } = await start(page, '/business/showcase/nail-color', /Red Carpet/);
    expect(hands).toHaveLength(1);
    await expect(panel).toHaveAttribute('data-target', 'hands');
    const lm = hands[0]!.lm;
    const zones: Record<string, Zone> = {};
    for (const f of ['index', 'middle', 'ring', 'pinky'] as const) {
      const n = nailPlacement(lm, f);
      zones[`${f} nail`] = { poly: nailPolygon({ ...n, width: n.width * 0.6, length: n.length * 0.6 }) };
      // The middle of the finger, between its middle and last joints: no lacquer there.
      const [, pip, dip] = FINGERS[f];
      const mid = { x: (lm[pip]!.x + lm[dip]!.x) / 2, y: (lm[pip]!.y + lm[dip]!.y) / 2 };
      zones[`${f} finger`] = { poly: square(mid, n.width * 0.2) };
    }
    const c = await change(page, zones);
    const red = hex('#b1102b');
    for (const f of ['index', 'middle', 'ring', 'pinky']) {
      expect(c[`${f} nail`]!.moved, `${f} nail`).toBeGreaterThan(40);
      expect(distance(c[`${f} nail`]!.after, red), `${f} nail is red`).toBeLessThan(90);
      expect(c[`${f} finger`]!.moved, `${f} finger`).toBeLessThan(2);
    }
  });

  test('a ring goes between the chosen finger’s knuckle and middle joint, and moves with the choice', async ({
    page,
  }) => {
    const { panel, hands } = await start(page, '/business/showcase/rings', /Twisted Gold/);
    const lm = hands[0]!.lm;
    const at = (f: 'ring' | 'index') => ({
      poly: square(ringPlacement(lm, f).c, ringPlacement(lm, f).width * 0.2),
    });
    let c = await change(page, { ring: at('ring'), index: at('index') });
    expect(c.ring!.moved).toBeGreaterThan(15);
    expect(c.index!.moved).toBeLessThan(2);
    // spec 001 §3.7 ring fingers: the index finger, at once.
    await page.getByRole('radio', { name: 'Index finger' }).check();
    await expect(panel).toHaveAttribute('data-state', 'running');
    await expect
      .poll(async () => (await change(page, { index: at('index') })).index!.moved, { timeout: 10_000 })
      .toBeGreaterThan(15);
    c = await change(page, { ring: at('ring') });
    expect(c.ring!.moved).toBeLessThan(2);
  });

  test('a watch sits on the wrist, and a set puts several pieces on at once', async ({ page }) => {
    const { hands } = await start(page, '/business/showcase/watches', /Meridian 38 Steel/);
    let lm = hands[0]!.lm;
    const wrist = wristPlacement(lm, 0.14);
    const tip = { poly: square(lm[12]!, 4) };
    let c = await change(page, { wrist: { poly: square(wrist.c, wrist.width * 0.15) }, tip });
    expect(c.wrist!.moved).toBeGreaterThan(25);
    expect(c.tip!.moved).toBeLessThan(2);

    const set = await start(page, '/business/showcase/set', /Gold Stack/);
    lm = set.hands[0]!.lm;
    const ring = (f: 'index' | 'middle' | 'ring') => ({ poly: square(ringPlacement(lm, f).c, 3) });
    c = await change(page, { index: ring('index'), middle: ring('middle'), ring: ring('ring') });
    for (const k of ['index', 'middle', 'ring']) expect(c[k]!.moved, k).toBeGreaterThan(20);
  });

  test('no hand in the picture: a message, and nothing drawn', async ({ page }) => {
    await page.goto('/business/showcase/nail-color');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Start the try-on' }).click();
    const panel = panelOf(page);
    // The public-domain portrait has a face and no hand.
    await panel.locator('input[type=file]').setInputFiles(SAMPLE_PHOTO);
    await expect(panel).toHaveAttribute('data-state', 'no-hand', { timeout: 60_000 });
    await expect(panel.getByRole('status')).toHaveText(/No hand found\. Tips:/);
    const d = (await diagnostics(page)) as unknown as { hands: Hand[] };
    expect(d.hands).toEqual([]);
  });
});

test.describe('face and head (the face engine on the sample portrait)', () => {
  test('glasses cover both eyes and leave the chin', async ({ page }) => {
    const { face } = await start(page, '/business/showcase/eye-wear', /Square Onyx/);
    const lm = face!;
    const zones: Record<string, Zone> = {
      right: { poly: growPolygon(eyeOpening(lm, 'right'), 6) },
      left: { poly: growPolygon(eyeOpening(lm, 'left'), 6) },
      chin: { poly: square(lm[152]!, 6) },
    };
    const c = await change(page, zones);
    expect(c.right!.moved).toBeGreaterThan(4);
    expect(c.left!.moved).toBeGreaterThan(4);
    expect(c.chin!.moved).toBeLessThan(1);
  });

  test('earrings hang below the lobes; the forehead is untouched', async ({ page }) => {
    const { face } = await start(page, '/business/showcase/earrings', /Gold Hoop/);
    const lm = face!;
    const lobes = earLobes(lm);
    const fw = Math.hypot(lm[234]!.x - lm[454]!.x, lm[234]!.y - lm[454]!.y);
    const below = (p: Pt) => ({ poly: square({ x: p.x, y: p.y + fw * 0.08 }, fw * 0.06) });
    const c = await change(page, {
      right: below(lobes.right),
      left: below(lobes.left),
      forehead: { poly: square(lm[151]!, fw * 0.05) },
    });
    expect(c.right!.moved).toBeGreaterThan(3);
    expect(c.left!.moved).toBeGreaterThan(3);
    expect(c.forehead!.moved).toBeLessThan(1);
  });

  test('a necklace below the chin says its limit; a hat sits above the brows', async ({ page }) => {
    const { panel, face } = await start(page, '/business/showcase/necklace', /Pearl Strand/);
    await expect(panel.getByRole('status')).toContainText('not tracked');
    const lm = face!;
    const c = await change(page, { eyes: { poly: growPolygon(eyeOpening(lm, 'right'), 4) } });
    expect(c.eyes!.moved).toBeLessThan(1);
    const hat = await start(page, '/business/showcase/hat', /Wool Beret/);
    const top = hat.face![10]!;
    const h = await change(page, {
      above: { poly: square({ x: top.x, y: top.y - 20 }, 10) },
      chin: { poly: square(hat.face![152]!, 6) },
    });
    expect(h.above!.moved).toBeGreaterThan(10);
    expect(h.chin!.moved).toBeLessThan(1);
  });
});

test('axe: a hand page with the sizer open, and a face page with a piece on', async ({ page }) => {
  const { panel } = await start(page, '/de/business/showcase/rings?mode=sizer', /Emerald Band/);
  await panel.locator('[data-tool="sizer"]').click();
  await expect(panel.locator('.tryon__sizer')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await start(page, '/ja/business/showcase/earrings', /Sapphire Stud/);
  expect(await axeViolations(page)).toEqual([]);
});
