import fs from 'node:fs';
import path from 'node:path';
import { launchTryonBrowser } from './tryon-browser.mjs';

/**
 * Draws the beard pages' sample (docs/tryon-hair.md "The bearded sample"): an original illustrated
 * beard — a few thousand short tapered strands that follow the jaw, over a soft shadow of stubble —
 * painted by this script in Chromium's canvas onto the public-domain sample portrait
 * (client/tryon/assets/sample-astronaut.png), placed from the face mesh's landmarks on that photo
 * (tests/fixtures/astronaut-landmarks.json), and saved as client/tryon/assets/sample-beard.png. No
 * public-domain or CC0 photo of a bearded face ships in a Debian or npm package, and beard dye and
 * beard styles need one to be tried without a camera. The picture is labelled an illustration where it
 * is offered. Run: `node scripts/beard-sample.mjs` (then check tests/e2e/tryon-engine-hair.spec.ts).
 */

const SRC = path.resolve('client/tryon/assets/sample-astronaut.png');
const OUT = path.resolve('client/tryon/assets/sample-beard.png');
const LM = JSON.parse(
  fs.readFileSync(path.resolve('tests/fixtures/astronaut-landmarks.json'), 'utf8'),
).points;

/** The jaw from one side of the face to the other, and the line the beard stops at on the cheeks. */
const JAW = [
  234, 93, 132, 58, 172, 136, 150, 149, 176, 148, 152, 377, 400, 378, 379, 365, 397, 288, 361, 323, 454,
];
const CHEEK_LINE = [454, 352, 411, 427, 436, 410, 2, 186, 216, 207, 187, 123, 234];
const LIPS = [61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291, 409, 270, 269, 267, 0, 37, 39, 40, 185];

async function draw({ src, lm, jaw, cheeks, lips }) {
  const img = new Image();
  img.src = src;
  await img.decode();
  const W = img.width;
  const H = img.height;
  const canvas = Object.assign(document.createElement('canvas'), { width: W, height: H });
  const x = canvas.getContext('2d');
  x.drawImage(img, 0, 0);
  const P = (i) => ({ x: lm[i][0], y: lm[i][1] });
  const top = P(10);
  const chin = P(152);
  const fh = Math.hypot(chin.x - top.x, chin.y - top.y);
  const up = { x: (top.x - chin.x) / fh, y: (top.y - chin.y) / fh };
  const mid = (P(234).x + P(454).x) / 2;
  const half = Math.abs(P(454).x - P(234).x) / 2;
  // The beard reaches a little past the jaw (it grows under the chin), most at the chin.
  const lower = jaw.map((i, k) => {
    const p = P(i);
    const t = Math.sin((Math.PI * k) / (jaw.length - 1));
    return { x: p.x - up.x * fh * 0.025 * t, y: p.y - up.y * fh * 0.025 * t };
  });
  const polygon = (pts) => {
    const path = new Path2D();
    for (const [k, p] of pts.entries()) {
      if (k) path.lineTo(p.x, p.y);
      else path.moveTo(p.x, p.y);
    }
    path.closePath();
    return path;
  };
  const area = polygon([...lower, ...cheeks.map(P)]);
  const mouth = polygon(lips.map(P));
  // A seeded generator: the same beard every run.
  let seed = 7;
  const rnd = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const layer = Object.assign(document.createElement('canvas'), { width: W, height: H });
  const l = layer.getContext('2d');
  // How far below the cheek line a point is, 0 on it to 1 a tenth of a face height lower: the beard
  // thins out toward the cheeks.
  const line = cheeks.map(P).sort((a, b) => a.x - b.x);
  const cheekY = (px) => {
    for (let k = 1; k < line.length; k++) {
      const a = line[k - 1];
      const b = line[k];
      if (px <= b.x) return a.y + ((b.y - a.y) * (px - a.x)) / Math.max(1e-6, b.x - a.x);
    }
    return line[line.length - 1].y;
  };
  const fade = (px, py) => Math.min(1, Math.max(0, (py - cheekY(px)) / (fh * 0.1)));
  // The shadow of the hair's roots on the skin, soft at the cheeks.
  l.filter = `blur(${fh * 0.03}px)`;
  l.fillStyle = 'rgba(60,42,30,0.5)';
  l.fill(area);
  l.filter = 'none';
  l.globalCompositeOperation = 'destination-in';
  for (let px = 0; px < W; px += 2) {
    const y0 = cheekY(px);
    const g = l.createLinearGradient(0, y0, 0, y0 + fh * 0.14);
    g.addColorStop(0, 'rgba(0,0,0,0)');
    g.addColorStop(1, 'rgba(0,0,0,1)');
    l.fillStyle = g;
    l.fillRect(px, 0, 2, H);
  }
  l.globalCompositeOperation = 'source-over';
  // The strands: each from a root inside the area, down the face and out toward its side, tapering.
  const box = { x0: mid - half * 1.1, x1: mid + half * 1.1, y0: P(2).y - fh * 0.05, y1: chin.y + fh * 0.1 };
  l.lineCap = 'round';
  for (let n = 0; n < 16000; n++) {
    const rx = box.x0 + rnd() * (box.x1 - box.x0);
    const ry = box.y0 + rnd() * (box.y1 - box.y0);
    if (!l.isPointInPath(area, rx, ry) || l.isPointInPath(mouth, rx, ry)) continue;
    const side = (rx - mid) / half;
    // Above the mouth (the moustache) the strands run out from the middle; below, down and out.
    const moustache = ry < P(0).y + fh * 0.01;
    const f = moustache && Math.abs(rx - mid) < half * 0.5 ? Math.max(0.8, fade(rx, ry)) : fade(rx, ry);
    if (rnd() > f * f * 0.9 + 0.1) continue;
    const dx = moustache ? side * 1.4 : side * 0.45 + (rnd() - 0.5) * 0.5;
    const dy = moustache ? 0.6 : 1;
    const len = fh * (moustache ? 0.03 : 0.03 + rnd() * 0.03) * (0.5 + 0.5 * f);
    const d = Math.hypot(dx, dy);
    const ex = rx + (dx / d) * len;
    const ey = ry + (dy / d) * len;
    const bend = (rnd() - 0.5) * len * 0.6;
    const shade = 0.6 + rnd() * 0.8;
    const base = rnd() < 0.15 ? [128, 96, 70] : [70, 50, 36];
    l.strokeStyle = `rgba(${base.map((v) => Math.round(v * shade)).join(',')},${(0.45 + rnd() * 0.45) * (0.4 + 0.6 * f)})`;
    l.lineWidth = 0.45 + rnd() * 0.5;
    l.beginPath();
    l.moveTo(rx, ry);
    l.quadraticCurveTo((rx + ex) / 2 + bend, (ry + ey) / 2, ex, ey);
    l.stroke();
  }
  // Lips clear of hair (the moustache stops at the upper lip), edges soft against the cheeks.
  l.globalCompositeOperation = 'destination-out';
  l.filter = 'blur(0.8px)';
  l.fill(mouth);
  l.filter = 'none';
  l.globalCompositeOperation = 'source-over';
  x.filter = 'blur(0.35px)';
  x.drawImage(layer, 0, 0);
  return canvas.toDataURL('image/png');
}

// The try-on scripts' own Chromium, without a fake camera.
const browser = await launchTryonBrowser(null);
try {
  const page = await browser.newPage();
  const src = `data:image/png;base64,${fs.readFileSync(SRC).toString('base64')}`;
  const url = await page.evaluate(draw, { src, lm: LM, jaw: JAW, cheeks: CHEEK_LINE, lips: LIPS });
  fs.writeFileSync(OUT, Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'));
  console.log(`wrote ${path.relative(process.cwd(), OUT)}`);
} finally {
  await browser.close();
}
