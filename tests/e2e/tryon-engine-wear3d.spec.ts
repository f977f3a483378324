import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { Landmarks, Pt } from '../../client/tryon/types';
import { lobeOf } from '../../client/tryon/wear3d/earring-fit';
import { measureHead } from '../../client/tryon/wear3d/pose';
import { expect, test } from './fixtures';
import { diagnostics, openOnSample, panelOf } from './tryon-helpers';

/**
 * Things worn in 3D (docs/tryon-wear.md "Worn in 3D", decision 0323): the real module, face engine and
 * three.js bundle in Chromium on SwiftShader. On the sample: the glasses' bridge on the nose bridge and
 * their width inside the face's; an earring's top at the estimated lobe. As units in the page (the fake
 * camera only slides a still photo, it never turns the head): the stored landmarks turned 40° in 3D,
 * the pose fit and the occluder hide the far temple and keep the near one. A hat (decision 0336) is a
 * mesh over the hair: its opening as wide as the head, the brim's front above the brows, the pixels
 * above the forehead changed and none below the brows but its shadow's; a headband over the crown
 * with its ends by the ears.
 */

type Layout = {
  eyewear: {
    bridge: Pt;
    width: number;
    faceWidth: number;
    temples: Record<'right' | 'left', { hinge: Pt; end: Pt; path: Pt[] }>;
  } | null;
  earrings: { side: 'right' | 'left'; top: Pt; visible: boolean }[];
  pose: { yaw: number } | null;
  hat: {
    style: string;
    opening: Record<'left' | 'right' | 'front', Pt>;
    brimFront: Pt;
    browY: number;
  } | null;
  headband: { ends: Record<'right' | 'left', Pt & { fromEar: number }>; top: Pt } | null;
};

const layout = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __tryOnWear3d: { renderer(): { layout(): unknown } } };
    return w.__tryOnWear3d.renderer().layout();
  }) as Promise<Layout>;

const fixture = JSON.parse(fs.readFileSync('tests/fixtures/astronaut-landmarks.json', 'utf8')) as {
  points: [number, number, number][];
};
const LM: Landmarks = fixture.points.map(([x, y, z]) => ({ x, y, z }));

/** The stored face turned about the vertical through the head's centre (positive: the nose to image left). */
function turned(lm: Landmarks, degrees: number): Landmarks {
  const fw = Math.hypot(lm[454]!.x - lm[234]!.x, lm[454]!.y - lm[234]!.y);
  const c = { x: (lm[234]!.x + lm[454]!.x) / 2, z: (lm[234]!.z! + lm[454]!.z!) / 2 + 0.3 * fw };
  const a = (degrees * Math.PI) / 180;
  return lm.map((p) => {
    const x = p.x - c.x;
    const z = (p.z ?? 0) - c.z;
    return { x: c.x + x * Math.cos(a) + z * Math.sin(a), y: p.y, z: c.z - x * Math.sin(a) + z * Math.cos(a) };
  });
}

type Box = { x: number; y: number; w: number; h: number };

/**
 * How much each pixel of the boxes changed with the pieces on: the stage read, then read again with the
 * before/after split pulled to "before". Per box, row-major, the sum of the RGB differences (`signed`:
 * before − after, positive where the pieces darkened the picture).
 */
async function changed(page: Page, boxes: Box[], signed = false): Promise<number[][]> {
  const read = () =>
    page.evaluate((bs) => {
      const ctx = document.querySelector<HTMLCanvasElement>('.tryon__canvas')!.getContext('2d')!;
      return bs.map((b) => Array.from(ctx.getImageData(b.x, b.y, b.w, b.h).data));
    }, boxes);
  const panel = panelOf(page);
  const after = await read();
  await panel.getByRole('button', { name: 'Before and after' }).click();
  await panel.getByLabel('Before / after split').fill('100');
  const before = await read();
  return after.map((a, k) =>
    Array.from({ length: a.length / 4 }, (_, i) =>
      [0, 1, 2].reduce((s, c) => {
        const d = before[k]![4 * i + c]! - a[4 * i + c]!;
        return s + (signed ? d : Math.abs(d));
      }, 0),
    ),
  );
}

const round = (b: Box): Box => ({
  x: Math.round(b.x),
  y: Math.round(b.y),
  w: Math.round(b.w),
  h: Math.round(b.h),
});

test.describe('worn in 3D on the sample', () => {
  test('the glasses’ bridge sits on the nose bridge, their width inside the face’s', async ({ page }) => {
    await openOnSample(page, '/business/showcase/eye-wear', /Round Tortoise/);
    const lm = (await diagnostics(page)).landmarks!;
    const l = await layout(page);
    const e = l.eyewear!;
    const fw = Math.hypot(lm[454]!.x - lm[234]!.x, lm[454]!.y - lm[234]!.y);
    // across: on the nose's line; along it: between the top of the bridge (168) and 6, give or take
    const n168 = lm[168]!;
    const n6 = lm[6]!;
    expect(Math.abs(e.bridge.x - (n168.x + n6.x) / 2)).toBeLessThan(0.04 * fw);
    expect(e.bridge.y).toBeGreaterThan(n168.y - 0.06 * fw);
    expect(e.bridge.y).toBeLessThan(n6.y + 0.03 * fw);
    expect(e.width).toBeLessThanOrEqual(fw);
    expect(e.width).toBeGreaterThan(0.7 * fw);
    // and the frame is drawn there: the bridge's pixels changed, the chin's did not
    const [bridge, chin] = await changed(page, [
      round({ x: e.bridge.x - 2, y: e.bridge.y - 2, w: 5, h: 5 }),
      round({ x: lm[152]!.x - 3, y: lm[152]!.y - 3, w: 7, h: 7 }),
    ]);
    expect(Math.max(...bridge!)).toBeGreaterThan(40);
    expect(Math.max(...chin!)).toBeLessThan(3);
  });

  test('an earring’s top is at the estimated lobe, and the earring below it', async ({ page }) => {
    await openOnSample(page, '/business/showcase/earrings', /Gold Hoop/);
    const lm = (await diagnostics(page)).landmarks!;
    const head = measureHead(lm)!;
    const fw = head.faceWidth;
    const l = await layout(page);
    expect(l.earrings.filter((e) => e.visible)).toHaveLength(2);
    // a band about each lobe, from well above it to well below: the highest changed row is the lobe's
    const boxes = l.earrings.map((e) =>
      round({ x: e.top.x - 0.05 * fw, y: e.top.y - 0.15 * fw, w: 0.1 * fw, h: 0.45 * fw }),
    );
    const diffs = await changed(page, boxes);
    l.earrings.forEach((e, k) => {
      const lobe = lobeOf(head, e.side);
      expect(Math.hypot(e.top.x - lobe.at[0], e.top.y + lobe.at[1])).toBeLessThan(1);
      const b = boxes[k]!;
      const first = diffs[k]!.findIndex((d) => d > 45);
      expect(first).toBeGreaterThanOrEqual(0);
      const top = b.y + Math.floor(first / b.w);
      expect(Math.abs(top - e.top.y)).toBeLessThan(0.05 * fw);
    });
  });
});

test.describe('hats and headbands in 3D on the sample', () => {
  test('a boater is a mesh over the hair: the forehead above the brows changes, the face below does not', async ({
    page,
  }) => {
    await openOnSample(page, '/business/showcase/hat', /Straw Boater/);
    const lm = (await diagnostics(page)).landmarks!;
    const fw = Math.hypot(lm[454]!.x - lm[234]!.x, lm[454]!.y - lm[234]!.y);
    const h = (await layout(page)).hat!;
    // drawn by the 3D renderer (the 2D sticker has no layout), fitted to the head
    expect(h.style).toBe('boater');
    const opening = Math.hypot(h.opening.left.x - h.opening.right.x, h.opening.left.y - h.opening.right.y);
    expect(opening / fw).toBeGreaterThan(1.02);
    expect(opening / fw).toBeLessThan(1.25);
    expect(h.brimFront.y).toBeLessThan(h.browY);
    const x = lm[9]!.x;
    const top = lm[10]!.y;
    const [crown, face, shadow] = await changed(
      page,
      [
        // the crown over the hair above the forehead's top
        round({ x: x - 0.1 * fw, y: top - 0.3 * fw, w: 0.2 * fw, h: 0.2 * fw }),
        // below the brows: the eyes, the nose, the cheeks
        round({ x: x - 0.3 * fw, y: h.browY + 0.06 * fw, w: 0.6 * fw, h: 0.35 * fw }),
        // between the brim's front and the brows: only the soft shadow
        round({
          x: x - 0.08 * fw,
          y: h.brimFront.y + 2,
          w: 0.16 * fw,
          h: Math.max(2, h.browY - h.brimFront.y - 4),
        }),
      ],
      true,
    );
    const share = (d: number[], over: number) => d.filter((v) => v > over).length / d.length;
    // (signed sums: straw over blonde hair can cancel across channels, so a lower bar than abs sums)
    expect(share(crown!.map(Math.abs), 30)).toBeGreaterThan(0.88);
    expect(Math.max(...face!.map(Math.abs))).toBeLessThan(3);
    // the soft shadow there: darker, and nowhere lighter (no straw painted below the brim)
    expect(share(shadow!, 4)).toBeGreaterThan(0.2);
    expect(
      share(
        shadow!.map((v) => -v),
        4,
      ),
    ).toBeLessThan(0.02);
  });

  test('a headband runs over the crown from ear to ear', async ({ page }) => {
    await openOnSample(page, '/business/showcase/headband', /Velvet Navy/);
    const lm = (await diagnostics(page)).landmarks!;
    const fw = Math.hypot(lm[454]!.x - lm[234]!.x, lm[454]!.y - lm[234]!.y);
    const b = (await layout(page)).headband!;
    for (const side of ['right', 'left'] as const) expect(b.ends[side].fromEar).toBeLessThan(32);
    expect(b.top.y).toBeLessThan(lm[10]!.y);
    const [top, face] = await changed(page, [
      round({ x: b.top.x - 2, y: b.top.y - 7, w: 5, h: 5 }),
      round({ x: lm[9]!.x - 0.3 * fw, y: lm[9]!.y, w: 0.6 * fw, h: 0.4 * fw }),
    ]);
    expect(Math.max(...top!)).toBeGreaterThan(40);
    expect(Math.max(...face!)).toBeLessThan(3);
  });
});

test('units in the page: a turned head’s far temple goes behind the head, the near one stays', async ({
  page,
}) => {
  await openOnSample(page, '/business/showcase/eye-wear', /Square Onyx/);
  const head = turned(LM, 40);
  const counts = await page.evaluate(
    ({ lm }) => {
      const w = window as unknown as {
        __tryOnWear3d: {
          renderer(): {
            draw(
              c: CanvasRenderingContext2D,
              lm: unknown,
              p: unknown[],
              o: { occlude: boolean; templesOnly: boolean },
            ): boolean;
            layout(): Layout;
          };
        };
      };
      const r = w.__tryOnWear3d.renderer();
      const piece = { kind: 'eyewear', color: '#1b1b1b', style: 'square' };
      // the frame's alpha at points along each temple's middle (hinge → behind the ear), 3 × 3 max
      const drawn = (occlude: boolean) => {
        const canvas = Object.assign(document.createElement('canvas'), { width: 512, height: 512 });
        const ctx = canvas.getContext('2d')!;
        r.draw(ctx, lm, [piece], { occlude, templesOnly: true });
        const t = r.layout().eyewear!.temples;
        const data = ctx.getImageData(0, 0, 512, 512).data;
        const along = (s: { path: Pt[] }) => {
          const out: number[] = [];
          const [, p1, p2, p3] = s.path as [Pt, Pt, Pt, Pt];
          for (let k = 0; k <= 1; k += 0.05) {
            const [p, q, u] = k < 0.5 ? [p1, p2, k * 2] : [p2, p3, k * 2 - 1];
            const x = Math.round(p.x + (q.x - p.x) * u);
            const y = Math.round(p.y + (q.y - p.y) * u);
            let a = 0;
            for (let dy = -1; dy <= 1; dy++)
              for (let dx = -1; dx <= 1; dx++) a = Math.max(a, data[((y + dy) * 512 + x + dx) * 4 + 3]!);
            out.push(a);
          }
          return out;
        };
        return { right: along(t.right), left: along(t.left), yaw: r.layout().pose!.yaw };
      };
      return { occluded: drawn(true), bare: drawn(false) };
    },
    { lm: head },
  );
  // the pose: turned, the nose toward image left (the subject's right temple goes away)
  expect(counts.occluded.yaw).toBeLessThan(-0.5);
  // points of a temple the occluder hid (drawn without it, not with it), and points of it in view
  const hidden = (side: 'right' | 'left') =>
    counts.bare[side].filter((a, i) => a > 160 && counts.occluded[side][i]! < 60).length /
    counts.bare[side].length;
  const seen = (side: 'right' | 'left') =>
    counts.occluded[side].filter((a) => a > 160).length / counts.occluded[side].length;
  // the far temple, drawn over the face without the occluder, goes behind the head with it
  expect(hidden('right')).toBeGreaterThan(0.8);
  // the near one runs along the side of the head in view, until it goes behind the ear
  expect(seen('left')).toBeGreaterThan(0.5);
  expect(hidden('left')).toBeLessThan(0.4);
});
