import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8802';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--use-angle=swiftshader','--enable-unsafe-swiftshader','--ignore-gpu-blocklist'] });
const shots = process.argv.slice(2);
for (const spec of shots) {
  const [path, w, name, action, sku] = spec.split('|');
  const ctx = await browser.newContext({ viewport: { width: Number(w), height: Number(w) < 600 ? 844 : 900 } });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(base + path, { waitUntil: 'load' });
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30000 }).catch(() => errors.push('no hydration'));
  await page.getByRole('button', { name: /continue/i }).click({ timeout: 3000 }).catch(() => {});
  if (action === 'sample') {
    const radio = sku ? page.getByRole('radio', { name: new RegExp(sku) }) : page.getByRole('radio').first();
    if (await radio.count()) await radio.check().catch(() => {});
    const panel = page.getByTestId('tryon');
    if (!(await panel.isVisible())) await page.locator('.showcase__tryon button').first().click().catch((e) => errors.push('start ' + e));
    await panel.locator('[data-tool="sample"]').click().catch((e) => errors.push('sample ' + e));
    await page.waitForSelector('[data-testid="tryon"][data-state="running"], [data-testid="tryon"][data-state="done"], [data-testid="tryon"][data-state="results"]', { timeout: 90000 }).catch((e) => errors.push('state ' + e));
    await page.waitForTimeout(1500);
  }
  if (action === 'sample') await page.locator('.tryon__canvas').screenshot({ path: `/tmp/shots/${name}-canvas.png` }).catch((e) => errors.push('canvas ' + e));
  if (action && action.startsWith('sel:')) { const el = page.locator(action.slice(4)).first(); await el.scrollIntoViewIfNeeded().catch(() => {}); await page.waitForTimeout(800); await el.screenshot({ path: `/tmp/shots/${name}.png` }).catch((e) => errors.push('sel ' + e)); }
  else if (action === 'full') await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  else await page.screenshot({ path: `/tmp/shots/${name}.png` });
  console.log(name, errors.length ? errors.slice(0, 3).join(' | ') : 'ok');
  await ctx.close();
}
await browser.close();
