import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const p of process.argv.slice(2)) {
  const page = await browser.newPage();
  page.on('response', (r) => { if (r.status() >= 400) console.log(p, r.status(), r.url()); });
  await page.goto('http://127.0.0.1:8802' + p, { waitUntil: 'networkidle' });
  await page.close();
}
await browser.close();
