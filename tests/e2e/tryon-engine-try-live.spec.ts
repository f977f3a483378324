import { lipsInner, lipsOuter } from '../../client/tryon/geometry';
import { CATALOG } from '../../shared/showcase-catalog';
import { expect, test, waitForHydration } from './fixtures';
import { afterAndBefore, distance, hex, landmarks, panelOf } from './tryon-helpers';

/**
 * Issue 39 §2: "Try it live" on a product page opens the demo store's try-on inline — nothing of it
 * (the store's try-on chunk, the module, its engine, models or wasm) loads before the press; after it,
 * the real module draws the product's first SKU on the sample model photo.
 */

/** What belongs to the try-on: the store's try-on chunk and everything under the module's /tryon/. */
const HEAVY = /store-tryon|\/tryon\/|\.wasm|\.tflite|\.binarypb|\.task(\?|$)/;

test.describe('Try it live on a product page', () => {
  test('virtual makeup: nothing heavy before the press, then the lips take the first shade', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/business/products/virtual-makeup');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((u) => HEAVY.test(u))).toEqual([]);

    const live = page.getByTestId('try-live');
    await live.getByRole('button', { name: 'Try it live' }).click();
    const panel = panelOf(page);
    // The panel opens inside the product page's section, on the sample (no source to pick first).
    await expect(live.getByTestId('tryon')).toBeVisible();
    await expect(panel).toHaveAttribute('data-source', 'sample', { timeout: 60_000 });
    await expect(panel).toHaveAttribute('data-state', 'running', { timeout: 60_000 });
    expect(requested.some((u) => HEAVY.test(u))).toBe(true);

    // The product's own SKUs (the store's lip colours), the first one worn.
    const first = CATALOG['lip-color']!.skus[0]!;
    await expect(panel).toHaveAttribute('data-sku', first.name);
    for (const sku of CATALOG['lip-color']!.skus)
      await expect(live.getByRole('radio', { name: new RegExp(sku.name) })).toBeVisible();
    const lm = await landmarks(page);
    const lips = { poly: lipsOuter(lm), hole: lipsInner(lm) };
    const { after, before } = await afterAndBefore(page, { lips });
    expect(distance(after.lips!, hex(first.color))).toBeLessThan(
      distance(before.lips!, hex(first.color)) - 8,
    );
    // Another shade of the product changes the face without reopening.
    await live.getByRole('radio', { name: /Cherry Signal/ }).check();
    await expect(panel).toHaveAttribute('data-sku', 'Cherry Signal');
  });

  test('eyewear: the frames of the product page are the ones worn', async ({ page }) => {
    await page.goto('/business/products/eye-wear');
    await waitForHydration(page);
    await page.getByTestId('try-live').getByRole('button', { name: 'Try it live' }).click();
    const panel = panelOf(page);
    await expect(panel).toHaveAttribute('data-state', 'running', { timeout: 60_000 });
    await expect(panel).toHaveAttribute('data-sku', CATALOG['eye-wear']!.skus[0]!.name);
  });
});
