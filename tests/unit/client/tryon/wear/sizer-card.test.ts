import { describe, expect, it } from 'vitest';
import { pointInPolygon } from '../../../../../client/tryon/geometry/polygon';
import type { Pt } from '../../../../../client/tryon/types';
import type { Pixels } from '../../../../../client/tryon/wear/hand-measure';
import { findCard, minRectangle } from '../../../../../client/tryon/wear/sizer-card';
import { CARD_MM } from '../../../../../shared/wear';

const W = 640;
const H = 480;

/** A frame: a soft vertical gradient with a little deterministic noise, and a skin-coloured forearm. */
function frame(): Pixels {
  const data = new Uint8ClampedArray(W * H * 4);
  let s = 7;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      s = (s * 1103515245 + 12345) % 2147483648;
      const n = (s / 2147483648 - 0.5) * 8;
      const i = (y * W + x) * 4;
      const arm = Math.abs(x - 330) < 60 && y > 200;
      const base = arm ? [214, 166, 138] : [200 - y * 0.08, 208 - y * 0.08, 218 - y * 0.08];
      data.set([base[0]! + n, base[1]! + n, base[2]! + n, 255], i);
    }
  return { data, width: W, height: H };
}

/** A rectangle `long` × `long / aspect` round `c`, turned by `deg`. */
function rect(c: Pt, long: number, deg: number, aspect = CARD_MM.width / CARD_MM.height): Pt[] {
  const t = (deg * Math.PI) / 180;
  const u = { x: Math.cos(t), y: Math.sin(t) };
  const v = { x: -u.y, y: u.x };
  const a = long / 2;
  const b = long / aspect / 2;
  return [
    [-a, -b],
    [a, -b],
    [a, b],
    [-a, b],
  ].map(([p, q]) => ({ x: c.x + u.x * p! + v.x * q!, y: c.y + u.y * p! + v.y * q! }));
}

/** Paints a card: a dark blue body with a lighter stripe and a chip (a printed design inside). */
function paint(img: Pixels, corners: Pt[]): void {
  const [p0, p1, , p3] = corners as [Pt, Pt, Pt, Pt];
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++) {
      const q = { x: x + 0.5, y: y + 0.5 };
      if (!pointInPolygon(q, corners)) continue;
      // Where in the card: s along its long side, t across (0..1).
      const ux = p1.x - p0.x;
      const uy = p1.y - p0.y;
      const vx = p3.x - p0.x;
      const vy = p3.y - p0.y;
      const s = ((q.x - p0.x) * ux + (q.y - p0.y) * uy) / (ux * ux + uy * uy);
      const t = ((q.x - p0.x) * vx + (q.y - p0.y) * vy) / (vx * vx + vy * vy);
      const stripe = t > 0.55 && t < 0.68;
      const chip = s > 0.12 && s < 0.24 && t > 0.3 && t < 0.48;
      const rgb = chip ? [200, 170, 90] : stripe ? [70, 90, 150] : [28, 46, 104];
      img.data.set([...rgb, 255], (y * img.width + x) * 4);
    }
}

describe('the sizer finds a bank card by itself (issue 38)', () => {
  it('finds a drawn card, turned, and measures its long side to within 2 %', () => {
    const img = frame();
    const card = rect({ x: 150, y: 330 }, 170, 14);
    paint(img, card);
    const found = findCard(img);
    expect(typeof found).toBe('object');
    if (typeof found === 'string') return;
    expect(Math.abs(found.long / 170 - 1)).toBeLessThan(0.02);
    expect(Math.abs(found.long / found.short - CARD_MM.width / CARD_MM.height)).toBeLessThan(0.08);
    // Its corners are the card's.
    for (const q of found.corners)
      expect(Math.min(...card.map((p) => Math.hypot(p.x - q.x, p.y - q.y)))).toBeLessThan(5);
  });

  it('refuses without a card, and says why', () => {
    expect(findCard(frame())).toBe('none');
    // A square is not a card.
    const square = frame();
    paint(square, rect({ x: 150, y: 330 }, 120, 5, 1));
    expect(findCard(square)).toBe('none');
    // A card far from the camera (60 px long) is too small to scale a finger.
    const small = frame();
    paint(small, rect({ x: 150, y: 330 }, 60, 0));
    expect(findCard(small)).toBe('small');
    // A card cut by the frame's edge.
    const cut = frame();
    paint(cut, rect({ x: 30, y: 330 }, 170, 0));
    expect(findCard(cut)).toBe('edge');
  });

  it('fits the smallest rectangle round a turned one', () => {
    const r = minRectangle(rect({ x: 50, y: 50 }, 80, 30));
    expect(r?.long).toBeCloseTo(80, 5);
    expect(r?.short).toBeCloseTo(80 / (CARD_MM.width / CARD_MM.height), 5);
  });
});
