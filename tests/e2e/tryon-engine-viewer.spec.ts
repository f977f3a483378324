import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { panelOf } from './tryon-helpers';

/**
 * The 3D viewer (spec 001 §2.3 `3d-viewer/*`, feature key `pbrviewer`; docs/tryon-viewer.md): the real
 * module and three.js on WebGL (SwiftShader), read back from the screen — the canvas as composited,
 * decoded in the page — so every check is on what a visitor sees.
 */

type Diagnostics = {
  frames: number;
  settled: boolean;
  orbit: { theta: number; phi: number; zoom: number } | null;
  products: { kind: string; style: string; metal: string }[];
  lighting: string | null;
};
/**
 * What the canvas shows: the share of product pixels, their luminance spread and mean colour, the share
 * of red ones, the background, a 16×12 grid of mean luminance and a 32×24 mask of product cells (to
 * compare two pictures).
 */
type Shot = {
  fg: number;
  spread: number;
  mean: number[];
  red: number;
  bg: number[];
  grid: number[];
  mask: number[];
};

test.use({ viewport: { width: 1280, height: 1000 } });
test.beforeEach(async ({ page }) => {
  // Every journey here renders WebGL in software (SwiftShader) several times over; on a loaded 2-core
  // machine one takes 20–60 s, which is slow, not wrong (the watch journey timed out at 60 s at load 10).
  test.setTimeout(150_000);
  await page.addInitScript(() => localStorage.setItem('cookieStatementAccepted', 'true'));
});

const diagnostics = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { TryOnModule: { diagnostics: () => Diagnostics } }).TryOnModule.diagnostics(),
  );

async function openViewer(page: Page, view: string, sku: RegExp) {
  await page.goto(`/business/showcase/3d-viewer/${view}`);
  await waitForHydration(page);
  await page.getByRole('radio', { name: sku }).check();
  await page.locator('.showcase__tryon button').click();
  const panel = panelOf(page);
  await expect(panel).toHaveAttribute('data-state', 'running', { timeout: 45_000 });
  return panel;
}

/** The canvas once still (the sharp frame drawn), decoded in the page from a screenshot. */
async function shot(page: Page): Promise<Shot> {
  await expect.poll(async () => (await diagnostics(page)).settled, { timeout: 30_000 }).toBe(true);
  // in the middle of the window: clear of the site's sticky header
  const canvas = page.locator('.viewer__canvas');
  await canvas.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const png = await canvas.screenshot();
  return page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const { width, height } = bitmap;
    const ctx = new OffscreenCanvas(width, height).getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    const data = ctx.getImageData(0, 0, width, height).data;
    const at = (x: number, y: number) => (y * width + x) * 4;
    const bg = [0, 1, 2].map((k) => data[at(16, 16) + k]!);
    const lum = (i: number) => 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
    const grid = new Array(16 * 12).fill(0);
    const mask = new Array(32 * 24).fill(0);
    const sum = [0, 0, 0];
    let fg = 0;
    let red = 0;
    let l1 = 0;
    let l2 = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = at(x, y);
        grid[Math.floor((y * 12) / height) * 16 + Math.floor((x * 16) / width)] += lum(i);
        const d = Math.max(...[0, 1, 2].map((k) => Math.abs(data[i + k]! - bg[k]!)));
        if (d <= 24) continue;
        fg++;
        mask[Math.floor((y * 24) / height) * 32 + Math.floor((x * 32) / width)]++;
        for (const k of [0, 1, 2]) sum[k]! += data[i + k]!;
        if (data[i]! > data[i + 1]! + 60 && data[i]! > data[i + 2]! + 40) red++;
        l1 += lum(i);
        l2 += lum(i) ** 2;
      }
    }
    const cell = (width / 16) * (height / 12);
    const small = (width / 32) * (height / 24);
    return {
      fg: fg / (width * height),
      spread: fg ? Math.sqrt(l2 / fg - (l1 / fg) ** 2) : 0,
      mean: sum.map((s) => (fg ? s / fg : 0)),
      red: red / (width * height),
      bg,
      grid: grid.map((g) => g / cell),
      mask: mask.map((m) => (m / small > 0.4 ? 1 : 0)),
    };
  }, png.toString('base64'));
}

/** Mean absolute difference of two luminance grids. */
const change = (a: Shot, b: Shot) =>
  a.grid.reduce((s, g, i) => s + Math.abs(g - b.grid[i]!), 0) / a.grid.length;
/** Overlap of two product masks (intersection over union). */
const overlap = (a: Shot, b: Shot) => {
  let both = 0;
  let any = 0;
  a.mask.forEach((m, i) => {
    both += m & b.mask[i]!;
    any += m | b.mask[i]!;
  });
  return any ? both / any : 1;
};

test('ring: a lit 3D ring that turns on a drag, zooms on the wheel and the slider, keys, reset', async ({
  page,
}) => {
  const panel = await openViewer(page, 'ring', /Solitaire Halo/);
  const canvas = panel.getByRole('img', { name: /3D view of Solitaire Halo \(ring\)/ });
  await expect(canvas).toHaveAttribute('tabindex', '0');
  await expect(panel.getByRole('status')).toHaveText('Solitaire Halo, in 3D.');
  // lazily loaded: the viewer's bundle, not the camera stage
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(scripts.some((s) => s.endsWith('/viewer.js'))).toBe(true);
  expect(scripts.some((s) => s.endsWith('/stage.js'))).toBe(false);

  const start = await shot(page);
  expect(start.fg).toBeGreaterThan(0.04);
  expect(start.spread).toBeGreaterThan(15); // shaded metal, not a flat silhouette
  // idle costs nothing: no frame is drawn while nothing changes
  const idle = (await diagnostics(page)).frames;
  await page.waitForTimeout(600);
  expect((await diagnostics(page)).frames).toBe(idle);

  const box = (await canvas.boundingBox())!;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx + 180, cy + 30, { steps: 10 });
  await page.mouse.up();
  const dragged = await shot(page);
  expect(change(start, dragged)).toBeGreaterThan(3);
  expect((await diagnostics(page)).orbit!.theta).not.toBeCloseTo(0.62, 1);

  const zoom = panel.getByRole('slider', { name: 'Zoom' });
  const before = Number(await zoom.inputValue());
  await page.mouse.move(cx, cy);
  await page.mouse.wheel(0, -500);
  const closer = await shot(page);
  expect(closer.fg).toBeGreaterThan(dragged.fg * 1.3);
  expect(Number(await zoom.inputValue())).toBeGreaterThan(before + 20);
  await zoom.fill('5');
  const far = await shot(page);
  expect(far.fg).toBeLessThan(dragged.fg);

  // keyboard on the focused canvas: an arrow turns it, + zooms in
  await canvas.focus();
  const turned = (await diagnostics(page)).orbit!;
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('+');
  const keyed = (await diagnostics(page)).orbit!;
  expect(keyed.theta - turned.theta).toBeCloseTo(Math.PI / 12, 3);
  expect(keyed.zoom).toBeGreaterThan(turned.zoom);

  await panel.getByRole('button', { name: 'Reset view' }).click();
  const reset = await shot(page);
  expect(change(start, reset)).toBeLessThan(1.5);
});

test('watch: a watch, not a ring — another silhouette, the dial, the SKU in its label', async ({ page }) => {
  await openViewer(page, 'ring', /Twisted Gold/);
  const ring = await shot(page);
  const panel = await openViewer(page, 'watch', /Meridian 38 Steel/);
  await expect(panel.getByRole('img', { name: /3D view of Meridian 38 Steel \(watch\)/ })).toBeVisible();
  const watch = await shot(page);
  expect((await diagnostics(page)).products.map((p) => `${p.kind}:${p.style}`)).toEqual(['watch:dress']);
  expect(overlap(ring, watch)).toBeLessThan(0.45);
  expect(watch.fg).toBeGreaterThan(ring.fg * 1.2);
  // a chronograph on its bracelet is another watch again
  await page.getByRole('radio', { name: /Tide Chrono Black/ }).check();
  await expect.poll(async () => (await diagnostics(page)).products[0]?.style).toBe('chrono');
  const chrono = await shot(page);
  expect(change(watch, chrono)).toBeGreaterThan(3);
});

test('playground: metal, gem and lighting radios change the picture', async ({ page }) => {
  const panel = await openViewer(page, 'playground', /Solitaire Halo/);
  const metal = panel.getByRole('group', { name: 'Metal' });
  // the SKU's own metal (#e9e6df) is nearest silver: a grey product
  await expect(metal.getByRole('radio', { name: 'Silver' })).toBeChecked();
  const silver = await shot(page);
  expect(Math.abs(silver.mean[0]! - silver.mean[2]!)).toBeLessThan(20);
  await metal.getByRole('radio', { name: 'Gold', exact: true }).check();
  await expect(panel.getByRole('img', { name: /in Gold$/ })).toBeVisible();
  const gold = await shot(page);
  expect(gold.mean[0]! - gold.mean[2]!).toBeGreaterThan(40);
  expect((await diagnostics(page)).products[0]!.metal).toBe('#d4af37');

  await panel.getByRole('group', { name: 'Gem colour' }).getByRole('radio', { name: 'Ruby' }).check();
  const ruby = await shot(page);
  expect(ruby.red).toBeGreaterThan(gold.red + 0.002);

  await panel.getByRole('group', { name: 'Lighting' }).getByRole('radio', { name: 'Evening' }).check();
  const evening = await shot(page);
  expect(evening.bg[0]! + evening.bg[1]! + evening.bg[2]!).toBeLessThan(
    ruby.bg[0]! + ruby.bg[1]! + ruby.bg[2]!,
  );
  expect((await diagnostics(page)).lighting).toBe('evening');

  // a ring with no stone: the gem colours are off, and the panel says why
  await page.getByRole('radio', { name: /Twisted Gold/ }).check();
  const gems = panel.getByRole('group', { name: 'Gem colour' });
  await expect(gems).toHaveAttribute('disabled', '');
  for (const radio of await gems.getByRole('radio').all()) await expect(radio).toBeDisabled();
  await expect(panel.getByText('This ring has no stone.')).toBeVisible();
});

test('home: the collection; open again updates in place; close frees it and says closed', async ({
  page,
}) => {
  // the module's events, from the moment it defines itself
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown> & { __events: unknown[][] };
    w.__events = [];
    Object.defineProperty(window, 'TryOnModule', {
      configurable: true,
      get: () => undefined,
      set(api: { addEventListener: (e: string, fn: (d?: unknown) => void) => void }) {
        Object.defineProperty(window, 'TryOnModule', { value: api, writable: true, configurable: true });
        for (const e of ['opened', 'ready', 'closed', 'error'])
          api.addEventListener(e, (d) => w.__events.push([e, d ?? null]));
      },
    });
  });
  const panel = await openViewer(page, 'home', /Emerald Band/);
  await expect(
    panel.getByRole('img', {
      name: '3D view of the Orbit Rings: Emerald Band, Solitaire Halo, Twisted Gold',
    }),
  ).toBeVisible();
  const home = await shot(page);
  expect(home.fg).toBeGreaterThan(0.04);
  const root = await panel.elementHandle();
  await page.getByRole('radio', { name: /Twisted Gold/ }).check();
  await expect(panel.getByRole('img', { name: /Twisted Gold, Solitaire Halo, Emerald Band/ })).toBeVisible();
  expect(await root!.evaluate((el) => el.isConnected)).toBe(true);
  await panel.getByRole('button', { name: 'Close the try-on' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.locator('.viewer__canvas')).toHaveCount(0);
  const events = await page.evaluate(() => (window as unknown as { __events: unknown[][] }).__events);
  expect(events).toEqual([
    ['opened', { featureKey: 'pbrviewer' }],
    ['ready', { source: '3d' }],
    ['closed', null],
  ]);
});

test('reduced motion: no turntable, no inertia; otherwise the turntable runs until switched off', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const panel = await openViewer(page, 'ring', /Emerald Band/);
  await expect(panel.getByRole('button', { name: 'Turn by itself' })).toBeHidden();
  const box = (await panel.locator('.viewer__canvas').boundingBox())!;
  await page.mouse.move(box.x + 200, box.y + 200);
  await page.mouse.down();
  await page.mouse.move(box.x + 400, box.y + 200, { steps: 4 });
  await page.mouse.up();
  const released = (await diagnostics(page)).orbit!.theta;
  await page.waitForTimeout(400);
  expect((await diagnostics(page)).orbit!.theta).toBe(released);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const turntable = panel.getByRole('button', { name: 'Turn by itself' });
  await turntable.click();
  await expect(turntable).toHaveAttribute('aria-pressed', 'true');
  const a = (await diagnostics(page)).frames;
  await expect.poll(async () => (await diagnostics(page)).frames).toBeGreaterThan(a + 3);
  await turntable.click();
  await expect.poll(async () => (await diagnostics(page)).settled, { timeout: 30_000 }).toBe(true);
});

test('no WebGL: the panel says so in words, no blank box', async ({ page }) => {
  await page.addInitScript(() => {
    const get = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      type: string,
      ...rest: unknown[]
    ) {
      return type.startsWith('webgl')
        ? null
        : (get as (...a: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof get;
  });
  await page.goto('/business/showcase/3d-viewer/ring');
  await waitForHydration(page);
  await page.locator('.showcase__tryon button').click();
  const panel = panelOf(page);
  await expect(panel).toHaveAttribute('data-state', 'error');
  await expect(panel.getByRole('status')).toContainText('cannot show the 3D view');
  await expect(panel.locator('.viewer__canvas')).toBeHidden();
  await expect(panel.getByRole('button', { name: 'Close the try-on' })).toBeVisible();
});

test.describe('the 3D viewer: axe-core', () => {
  test.use({ bypassCSP: true });
  test('axe: the playground with the viewer open', async ({ page }) => {
    await openViewer(page, 'playground', /Emerald Band/);
    await shot(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
