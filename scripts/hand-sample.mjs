import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';

/**
 * Draws the hand pages' sample (docs/tryon-wear.md "The sample hand"): an original illustration of a
 * hand — forearm, palm, fingers as shaded capsules, nails — made by this script in Chromium's canvas
 * from a skeleton of MediaPipe Hands' 21 points, and saved as client/tryon/assets/sample-hand.png.
 * No public-domain or CC0 hand photo ships in a Debian or npm package (searched: see the doc), and the
 * hand-landmark engine finds this drawing, so the try-on, its tests and its benchmark run on it.
 * Run: `node scripts/hand-sample.mjs` (then check the journeys: tests/e2e/tryon-wear.spec.ts).
 */

const OUT = path.resolve('client/tryon/assets/sample-hand.png');

/** The skeleton: a hand held up, fingers apart, thumb to the image's left, on a 640×480 frame. */
const SKELETON = [
  [320, 430],
  [262, 395],
  [228, 352],
  [206, 316],
  [190, 284],
  [272, 298],
  [263, 238],
  [258, 203],
  [255, 174],
  [312, 288],
  [309, 222],
  [306, 183],
  [304, 150],
  [350, 294],
  [355, 234],
  [358, 199],
  [360, 170],
  [384, 310],
  [394, 262],
  [400, 234],
  [404, 208],
  // Moved up, so the wrist (where a watch or a bracelet goes) is in the picture too. The engine's palm
  // detector is picky with drawings: moved further up, or on a taller canvas, this hand is not found.
].map(([x, y]) => [x, y - 60]);

function draw({ pts, height }) {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = height;
  const x = canvas.getContext('2d');
  const bg = x.createLinearGradient(0, 0, 0, height);
  bg.addColorStop(0, '#c9d3dc');
  bg.addColorStop(1, '#9aa8b5');
  x.fillStyle = bg;
  x.fillRect(0, 0, 640, height);
  const P = (i) => ({ x: pts[i][0], y: pts[i][1] });
  const skin = [224, 172, 140];
  const col = (k, a = 1) => `rgba(${skin.map((v) => Math.round(v * k)).join(',')},${a})`;
  const span = Math.hypot(P(5).x - P(17).x, P(5).y - P(17).y);
  // The forearm continues the middle finger's line past the wrist.
  const w = P(0);
  const m = P(9);
  const len = Math.hypot(w.x - m.x, w.y - m.y);
  const ax = (w.x - m.x) / len;
  const ay = (w.y - m.y) / len;
  const px = -ay;
  const py = ax;
  const fw = span * 0.55;
  x.fillStyle = col(0.95);
  x.beginPath();
  x.moveTo(w.x + px * fw, w.y + py * fw);
  x.lineTo(w.x + px * fw * 1.1 + ax * 400, w.y + py * fw * 1.1 + ay * 400);
  x.lineTo(w.x - px * fw * 1.1 + ax * 400, w.y - py * fw * 1.1 + ay * 400);
  x.lineTo(w.x - px * fw, w.y - py * fw);
  x.fill();
  // The palm, lit from its middle.
  const cy = (m.y + w.y) / 2;
  const g = x.createRadialGradient(m.x, cy, 5, m.x, cy, span * 1.3);
  g.addColorStop(0, col(1.05));
  g.addColorStop(1, col(0.85));
  x.fillStyle = g;
  x.beginPath();
  x.moveTo(w.x + px * fw, w.y + py * fw);
  for (const i of [1, 2, 5, 9, 13]) x.lineTo(P(i).x, P(i).y);
  x.lineTo(P(17).x + (P(17).x - P(13).x) * 0.3, P(17).y);
  x.lineTo(w.x - px * fw, w.y - py * fw);
  x.closePath();
  x.fill();
  x.lineJoin = 'round';
  x.lineCap = 'round';
  const widths = { 1: 0.42, 5: 0.36, 9: 0.37, 13: 0.34, 17: 0.29 };
  for (const base of [1, 5, 9, 13, 17]) {
    const chain = [base, base + 1, base + 2, base + 3].map(P);
    const wdt = span * widths[base];
    const stroke = (style, width, dx = 0) => {
      x.strokeStyle = style;
      x.lineWidth = width;
      x.beginPath();
      x.moveTo(chain[0].x + dx, chain[0].y);
      for (const q of chain.slice(1)) x.lineTo(q.x + dx, q.y);
      x.stroke();
    };
    // Outline, body and a highlight down the finger: a rounded capsule.
    stroke(col(0.8), wdt * 1.08);
    stroke(col(1.0), wdt * 0.9);
    stroke(col(1.07, 0.7), wdt * 0.35, -1);
    // Knuckle creases.
    for (const j of [1, 2]) {
      const q = chain[j];
      const d = chain[j + 1];
      const l = Math.hypot(d.x - q.x, d.y - q.y);
      const nx = -(d.y - q.y) / l;
      const ny = (d.x - q.x) / l;
      x.strokeStyle = col(0.78, 0.8);
      x.lineWidth = 1.2;
      x.beginPath();
      x.moveTo(q.x + nx * wdt * 0.25, q.y + ny * wdt * 0.25);
      x.lineTo(q.x - nx * wdt * 0.25, q.y - ny * wdt * 0.25);
      x.stroke();
    }
    // The nail, on the last phalanx.
    const t = chain[3];
    const d = chain[2];
    const nl = Math.hypot(t.x - d.x, t.y - d.y) * 0.42;
    const nw = wdt * 0.34;
    x.save();
    x.translate(d.x + (t.x - d.x) * 0.6, d.y + (t.y - d.y) * 0.6);
    x.rotate(Math.atan2(t.y - d.y, t.x - d.x));
    x.fillStyle = 'rgba(236,190,182,0.8)';
    x.beginPath();
    x.roundRect(-nl, -nw, nl * 2, nw * 2, [nw * 0.5, nw, nw, nw * 0.5]);
    x.fill();
    x.restore();
  }
  return canvas.toDataURL('image/png');
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  const url = await page.evaluate(draw, { pts: SKELETON, height: 480 });
  fs.writeFileSync(OUT, Buffer.from(url.split(',')[1], 'base64'));
  console.log(`wrote ${path.relative(process.cwd(), OUT)}`);
} finally {
  await browser.close();
}
