// Before/after photos made by the site's own embedded try-on (docs/tryon.md) on its public-domain sample
// photo (client/tryon/assets/sample-astronaut.png): each showcase page is opened in Chromium (WebGL on
// SwiftShader), the SKU picked, the sample started, and the stage canvas saved with the makeup ("after");
// once, with the before/after split pulled to "before" (the untouched sample, alike on every page). Used by scripts/make-media.mjs `capture`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchTryonBrowser, openShowcaseTryon } from '../tryon-browser.mjs';

/**
 * [file stem, showcase page, SKU name (null: the page has no SKUs)] — the SKUs the try-on journeys
 * (tests/e2e) also use. The product pages show them as before/after pairs (issue 39 §3).
 */
export const CAPTURES = [
  ['lip-color', 'lip-color', /Cherry Signal/],
  ['full-look', 'look', /Berry Night Out/],
  ['foundation', 'foundation', /510 Espresso/],
  ['hair-color', 'hair-color', /Copper Blaze/],
  ['eye-wear', 'eye-wear', /Aviator Gold/],
  ['earrings', 'earrings', /Gold Hoop/],
];

async function stage(page) {
  // The sample is a still: the stage is drawn once it runs and again at once when the split moves.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const url = await page.evaluate(() =>
    document.querySelector('.tryon__canvas').toDataURL('image/jpeg', 0.86),
  );
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
}

export async function capture(base, dir) {
  const b = await launchTryonBrowser(null);
  for (const [stem, path, sku] of CAPTURES) {
    const page = await b.newPage({ viewport: { width: 1280, height: 900 } });
    const panel = await openShowcaseTryon(page, `${base}/business/showcase/${path}`, sku);
    writeFileSync(join(dir, `${stem}-after.jpg`), await stage(page));
    // "Before" is the same untouched sample on every page: kept once.
    if (stem === CAPTURES[0][0]) {
      await panel.getByRole('button', { name: 'Before and after' }).click();
      await panel.getByLabel('Before / after split').fill('100');
      writeFileSync(join(dir, 'sample-before.jpg'), await stage(page));
    }
    await page.close();
    console.log(`captured ${stem}`);
  }
  await b.close();
}
