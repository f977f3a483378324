import fs from 'node:fs';
import path from 'node:path';
import { expect, test, waitForHydration } from './fixtures';

/**
 * The seed's own media (decision 0284, docs/content-world.md): the video player plays the site's files
 * with captions in the page's language and says so when a file fails, and every video, poster, caption
 * and picture the content names answers from the served build with its media type.
 */

const CONTENT = path.resolve(import.meta.dirname, '../../content');

/** Every string of a JSON value. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

function jsonFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? jsonFiles(p) : e.name.endsWith('.json') ? [p] : [];
  });
}

/** The media addresses the seed names, with the files a video brings along (WebM, poster, captions). */
function seededMedia(): string[] {
  const found = new Set<string>();
  for (const file of jsonFiles(path.join(CONTENT, 'en'))) {
    for (const s of strings(JSON.parse(fs.readFileSync(file, 'utf8')))) {
      if (!/^\/(media|people|brand\/customers)\//.test(s)) continue;
      found.add(s);
      const video = /^(\/media\/video\/([a-z0-9-]+))\.mp4$/.exec(s);
      if (!video) continue;
      const [, base, id] = video;
      found.add(`${base}.webm`).add(`${base}.jpg`).add(`${base}.en.vtt`);
      // A video entry's captions in each language it is seeded in (content/<lang>/videos/<id>.json).
      for (const lang of fs.readdirSync(CONTENT)) {
        if (fs.existsSync(path.join(CONTENT, lang, 'videos', `${id}.json`))) found.add(`${base}.${lang}.vtt`);
      }
    }
  }
  return [...found].sort();
}

const TYPES: [RegExp, RegExp][] = [
  [/\.mp4$/, /^video\/mp4\b/],
  [/\.webm$/, /^video\/webm\b/],
  [/\.vtt$/, /^text\/vtt\b/],
  [/\.jpg$/, /^image\/jpeg\b/],
  [/\.png$/, /^image\/png\b/],
  [/\.svg$/, /^image\/svg\+xml\b/],
  [/\.pdf$/, /^application\/pdf\b/],
];

test('every video, poster, caption and picture of the seed answers with its media type', async ({
  request,
}) => {
  const media = seededMedia();
  // Eight videos (each with WebM, poster, nine caption files), app screens, before/after, illustrations.
  expect(media.filter((m) => m.endsWith('.mp4')).length).toBeGreaterThanOrEqual(8);
  expect(media.filter((m) => m.endsWith('.vtt')).length).toBeGreaterThanOrEqual(72);
  expect(media.some((m) => m.startsWith('/media/apps/'))).toBe(true);
  expect(media.some((m) => m.startsWith('/media/before-after/'))).toBe(true);
  expect(media.some((m) => m.startsWith('/media/illustrations/'))).toBe(true);
  const wrong: string[] = [];
  for (const m of media) {
    const res = await request.get(m);
    const type = res.headers()['content-type'] ?? '';
    const want = TYPES.find(([ext]) => ext.test(m))?.[1];
    if (res.status() !== 200 || !want || !want.test(type)) wrong.push(`${m}: ${res.status()} ${type}`);
  }
  expect(wrong).toEqual([]);
});

test('the video page plays the site file with captions in the page language', async ({ page }) => {
  await page.goto('/de/business/video/nail-colour-try-on-demo');
  await waitForHydration(page);
  const video = page.locator('video');
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toHaveAttribute('preload', 'metadata');
  await expect(video).toHaveAttribute('poster', '/media/video/nail-colour-try-on-demo.jpg');
  await expect(video.locator('source')).toHaveCount(2);
  await expect(video.locator('source').first()).toHaveAttribute(
    'src',
    '/media/video/nail-colour-try-on-demo.webm',
  );
  await expect(video.locator('source').last()).toHaveAttribute(
    'src',
    '/media/video/nail-colour-try-on-demo.mp4',
  );
  const track = video.locator('track[kind="captions"]');
  await expect(track).toHaveAttribute('src', '/media/video/nail-colour-try-on-demo.de.vtt');
  await expect(track).toHaveAttribute('srclang', 'de');
  // The captions load (the default track) and the clip plays: its time advances.
  await page.waitForFunction(() => {
    const t = document.querySelector('video')?.textTracks[0];
    return !!t && t.mode === 'showing' && (t.cues?.length ?? 0) > 0;
  });
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.3);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('captions fall back to English when the page language has none', async ({ page, consoleErrors }) => {
  await page.route('**/media/video/console-quick-start.ja.vtt', (route) => route.fulfill({ status: 404 }));
  await page.goto('/ja/business/video/console-quick-start');
  await waitForHydration(page);
  const track = page.locator('video track[kind="captions"]');
  await expect(track).toHaveAttribute('src', '/media/video/console-quick-start.en.vtt');
  await expect(track).toHaveAttribute('srclang', 'en');
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('.ja.vtt')));
});

test('a video file that fails shows a translated message', async ({ page, consoleErrors }) => {
  // The outside edge: the files never arrive.
  await page.route(/\/media\/video\/[a-z0-9-]+\.(webm|mp4)$/, (route) => route.abort());
  await page.goto('/fr/business/video/hair-ai-overview');
  await waitForHydration(page);
  await expect(page.getByRole('alert')).toHaveText(
    'Impossible de lire cette vidéo pour le moment. Veuillez réessayer plus tard.',
  );
  await expect(page.locator('video')).toHaveAttribute('aria-describedby', /error$/);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('/media/video/')));
});

test('feature pages show honest pictures: before/after of the try-on, illustrations captioned', async ({
  page,
}) => {
  await page.goto('/consumer/features/makeup-editor');
  const pair = page.locator('.sec-before-after');
  await expect(pair.getByRole('img', { name: 'Before' })).toHaveAttribute(
    'src',
    '/media/before-after/sample-before.jpg',
  );
  await expect(pair.getByRole('img', { name: 'After' })).toHaveAttribute(
    'src',
    '/media/before-after/full-look-after.jpg',
  );
  await expect(pair.locator('figcaption')).toHaveText(
    'Before / after: made by the Lumora try-on engine on a public-domain sample portrait',
  );
  // A drawn illustration is the feature page's hero, labelled as one; the heading is said once.
  await page.goto('/de/consumer/features/ai-photo-enhancer');
  const hero = page.locator('.sec-banner img[src="/media/illustrations/photo-enhancer.svg"]');
  await expect(hero).toHaveAttribute(
    'alt',
    'Illustration – für diese Seite gezeichnet, kein Ergebnis der Funktion',
  );
  await expect(hero).toBeVisible();
  const title = await page.locator('h1').innerText();
  await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(1);
  await page.goto('/consumer/apps/ycn');
  await expect(page.locator('img[src="/media/apps/ycn.svg"]')).toHaveAttribute(
    'alt',
    /Illustration of the .+ app's main screen/,
  );
});

test('list cards show their thumbnails, lazily below the first row', async ({ page }) => {
  await page.goto('/business/videos');
  const thumbs = page.locator('.video-card__thumb img');
  expect(await thumbs.count()).toBeGreaterThan(4);
  const srcs = await thumbs.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
  expect(new Set(srcs).size).toBe(srcs.length);
  await expect(thumbs.first()).not.toHaveAttribute('loading', 'lazy');
  await expect(thumbs.nth(3)).not.toHaveAttribute('loading', 'lazy');
  await expect(thumbs.nth(4)).toHaveAttribute('loading', 'lazy');
  for (const list of ['/business/news/list', '/business/successstory/list', '/consumer/blog/1']) {
    await page.goto(list);
    const imgs = page.locator('.card img.list-thumb');
    expect(await imgs.count(), list).toBeGreaterThan(1);
    await expect(imgs.first()).toHaveAttribute('width', /\d+/);
    await expect(imgs.first()).toHaveAttribute('alt', '');
  }
});

test('decision 0304: pricing cards switch billing without script; the new sections fit 320–1440 px', async ({
  browser,
  baseURL,
}) => {
  // No JavaScript at all: the switch is native radios and CSS.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(`${baseURL}/business/faq/subscription`);
  const cards = page.locator('.sec-pricing--cards');
  const annual = cards.locator('.sec-pricing__price--annual').first();
  const monthly = cards.locator('.sec-pricing__price--monthly').first();
  await expect(annual).toContainText('$79');
  await expect(monthly).toBeHidden();
  await cards.locator('label', { hasText: 'Monthly' }).click();
  await expect(monthly).toContainText('$99');
  await expect(annual).toBeHidden();
  // No sideways scrolling of the page at any width, with every lazy section laid out.
  const wide: string[] = [];
  for (const path of [
    '/business/info/aboutus',
    '/fr/business/investors',
    '/de/business/plan',
    '/ja/business/faq/integration-of-youcam',
    '/pt/consumer/appdownload',
  ]) {
    await page.goto(`${baseURL}${path}`);
    await page.evaluate(() => {
      for (const box of document.querySelectorAll<HTMLElement>('.sec-lazy'))
        box.style.contentVisibility = 'visible';
    });
    for (const width of [320, 375, 768, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (over > 0) wide.push(`${path} @${width}: ${over}px`);
    }
  }
  expect(wide).toEqual([]);
  await context.close();
});

test('before/after: two pictures without script, one comparison with a split after hydration, in the same box', async ({
  page,
  browser,
}) => {
  const path = '/business/products/virtual-makeup';
  // Without script: the pair side by side, no control.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(path);
  const plainPair = plain.locator('.sec-before-after__pair').first();
  await plainPair.scrollIntoViewIfNeeded();
  await expect(plainPair.getByRole('slider')).toHaveCount(0);
  const [b, a] = await plainPair
    .locator('img')
    .evaluateAll((imgs) => imgs.map((i) => i.getBoundingClientRect()));
  expect(a!.left).toBeGreaterThanOrEqual(b!.right); // side by side
  const plainBox = await plainPair.boundingBox();
  await noScript.close();

  await page.goto(path);
  await waitForHydration(page);
  const pair = page.locator('.sec-before-after__pair').first();
  await pair.scrollIntoViewIfNeeded();
  const split = pair.getByRole('slider', { name: 'Before / after split' });
  await expect(split).toHaveValue('50');
  const box = await pair.boundingBox();
  // The comparison keeps the pair's box: nothing below it moves when the page starts.
  expect(Math.abs(box!.height - plainBox!.height)).toBeLessThan(1);
  expect(Math.abs(box!.width - plainBox!.width)).toBeLessThan(1);
  const after = pair.getByRole('img', { name: 'After' });
  const clipOf = () => after.evaluate((img) => getComputedStyle(img.parentElement!).clipPath);
  expect(await clipOf()).toContain('50%');
  await split.focus();
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowLeft');
  await expect(split).toHaveValue('40');
  expect(await clipOf()).toContain('40%');
  // both pictures fill the same box now
  const rects = await pair.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getBoundingClientRect()));
  expect(Math.abs(rects[0]!.left - rects[1]!.left)).toBeLessThan(1);
  expect(Math.abs(rects[0]!.width - box!.width)).toBeLessThan(1);
});
