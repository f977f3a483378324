import { CARD_MM } from '../../../shared/wear';
import { hull, polygonArea } from '../geometry/polygon';
import type { Pt } from '../types';
import type { Pixels } from './hand-measure';

/**
 * Finds a bank card in a frame by itself (docs/tryon-wear.md "Sizer", decision 0331): the frame's
 * luminance edges (Sobel, on a copy at most 320 px wide), their connected outlines, and of those the
 * one whose smallest enclosing rectangle has a bank card's aspect (ISO/IEC 7810 ID-1: 85.60 × 53.98 mm,
 * 1.586), is drawn along most of its perimeter, fills that rectangle (a convex outline, not a hand's),
 * and lies wholly inside the frame. Its long side in frame pixels scales the picture. Without one the
 * sizer refuses to measure and says why (`CardMiss`). Pure: no DOM (sizer-card.test.ts).
 */

export type Card = {
  /** The rectangle's corners in frame pixels, its long side and short side (px). */
  corners: Pt[];
  long: number;
  short: number;
  /** How far the long side may be off (px): the edge map's pixel at each end. */
  error: number;
};

/** Why no card: none at all, or one seen but too small to scale a finger, or cut by the frame's edge. */
export type CardMiss = 'none' | 'small' | 'edge';

const ASPECT = CARD_MM.width / CARD_MM.height;
/** How far the aspect may be off (the card a little tilted toward the camera, the edge map's pixels). */
const ASPECT_SLACK = 0.08;
/** A card shorter than this (frame px) cannot scale anything to a millimetre. */
export const MIN_CARD_PX = 80;
/** A grey-level step (0–255) that counts as an edge. */
const EDGE = 22;
/** The share of the rectangle's perimeter that must have the outline beside it. */
const SUPPORT = 0.72;

type Grid = { w: number; h: number; s: number; v: Float32Array };

/** Luminance at most 320 px wide: each cell the mean of an s × s block. */
function grey(img: Pixels): Grid {
  const s = Math.max(1, Math.ceil(Math.max(img.width, img.height) / 320));
  const w = Math.floor(img.width / s);
  const h = Math.floor(img.height / s);
  const v = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dy = 0; dy < s; dy++)
        for (let dx = 0; dx < s; dx++) {
          const i = ((y * s + dy) * img.width + x * s + dx) * 4;
          sum += 0.299 * img.data[i]! + 0.587 * img.data[i + 1]! + 0.114 * img.data[i + 2]!;
        }
      v[y * w + x] = sum / (s * s);
    }
  return { w, h, s, v };
}

/** The edge map: Sobel magnitude (scaled to grey levels) over EDGE. */
function edges(g: Grid): Uint8Array {
  const out = new Uint8Array(g.w * g.h);
  const at = (x: number, y: number) => g.v[y * g.w + x]!;
  for (let y = 1; y < g.h - 1; y++)
    for (let x = 1; x < g.w - 1; x++) {
      const gx =
        at(x + 1, y - 1) +
        2 * at(x + 1, y) +
        at(x + 1, y + 1) -
        at(x - 1, y - 1) -
        2 * at(x - 1, y) -
        at(x - 1, y + 1);
      const gy =
        at(x - 1, y + 1) +
        2 * at(x, y + 1) +
        at(x + 1, y + 1) -
        at(x - 1, y - 1) -
        2 * at(x, y - 1) -
        at(x + 1, y - 1);
      if (Math.hypot(gx, gy) / 4 > EDGE) out[y * g.w + x] = 1;
    }
  return out;
}

/** The smallest rectangle round a convex polygon (one of its sides lies on a hull edge). */
export function minRectangle(poly: readonly Pt[]): { corners: Pt[]; long: number; short: number } | null {
  let best: { area: number; corners: Pt[]; long: number; short: number } | null = null;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (!len) continue;
    const u = { x: (b.x - a.x) / len, y: (b.y - a.y) / len };
    const n = { x: -u.y, y: u.x };
    let [u0, u1, n0, n1] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const p of poly) {
      const pu = p.x * u.x + p.y * u.y;
      const pn = p.x * n.x + p.y * n.y;
      u0 = Math.min(u0, pu);
      u1 = Math.max(u1, pu);
      n0 = Math.min(n0, pn);
      n1 = Math.max(n1, pn);
    }
    const area = (u1 - u0) * (n1 - n0);
    if (best && area >= best.area) continue;
    const q = (su: number, sn: number) => ({ x: u.x * su + n.x * sn, y: u.y * su + n.y * sn });
    best = {
      area,
      corners: [q(u0, n0), q(u1, n0), q(u1, n1), q(u0, n1)],
      long: Math.max(u1 - u0, n1 - n0),
      short: Math.min(u1 - u0, n1 - n0),
    };
  }
  return best;
}

/** The share of the rectangle's perimeter (sampled every cell) with an edge cell of `mine` within 2 cells. */
function support(corners: readonly Pt[], mine: Uint8Array, w: number, h: number): number {
  let hit = 0;
  let all = 0;
  for (let i = 0; i < 4; i++) {
    const a = corners[i]!;
    const b = corners[(i + 1) % 4]!;
    const n = Math.max(1, Math.round(Math.hypot(b.x - a.x, b.y - a.y)));
    for (let k = 0; k < n; k++) {
      const x = Math.round(a.x + ((b.x - a.x) * k) / n);
      const y = Math.round(a.y + ((b.y - a.y) * k) / n);
      all++;
      search: for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx >= 0 && yy >= 0 && xx < w && yy < h && mine[yy * w + xx]) {
            hit++;
            break search;
          }
        }
    }
  }
  return all ? hit / all : 0;
}

/** The card in the frame, or why there is none. */
export function findCard(img: Pixels): Card | CardMiss {
  const g = grey(img);
  const e = edges(g);
  const seen = new Int32Array(g.w * g.h);
  const mine = new Uint8Array(g.w * g.h);
  let best: (Card & { score: number }) | null = null;
  let miss: CardMiss = 'none';
  const stack: number[] = [];
  let label = 0;
  for (let start = 0; start < e.length; start++) {
    if (!e[start] || seen[start]) continue;
    // One outline: the 8-connected edge cells from here.
    label++;
    const cells: number[] = [];
    stack.push(start);
    seen[start] = label;
    let touches = false;
    while (stack.length) {
      const i = stack.pop()!;
      cells.push(i);
      const x = i % g.w;
      const y = (i - x) / g.w;
      if (x <= 1 || y <= 1 || x >= g.w - 2 || y >= g.h - 2) touches = true;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= g.w || yy >= g.h) continue;
          const j = yy * g.w + xx;
          if (e[j] && !seen[j]) {
            seen[j] = label;
            stack.push(j);
          }
        }
    }
    // Too few cells to outline a rectangle worth a look.
    if (cells.length < 40) continue;
    const pts = cells.map((i) => ({ x: i % g.w, y: Math.floor(i / g.w) }));
    const shape = hull(pts);
    const rect = shape.length >= 3 ? minRectangle(shape) : null;
    if (!rect?.short) continue;
    const aspect = rect.long / rect.short;
    if (polygonArea(shape) < 0.9 * rect.long * rect.short) continue;
    // A rectangle the frame's edge cuts: a card partly out of view (no longer than a card's aspect).
    if (touches) {
      if (aspect < ASPECT * (1 + ASPECT_SLACK) && rect.long * g.s >= MIN_CARD_PX / 2) miss = 'edge';
      continue;
    }
    if (Math.abs(aspect / ASPECT - 1) > ASPECT_SLACK) continue;
    for (const i of cells) mine[i] = 1;
    const score = support(rect.corners, mine, g.w, g.h);
    for (const i of cells) mine[i] = 0;
    if (score < SUPPORT) continue;
    // The outline is a band a few cells thick: its middle is the card's edge.
    const thick = Math.min(3, cells.length / (2 * (rect.long + rect.short)));
    const long = (rect.long - thick + 1) * g.s;
    const short = (rect.short - thick + 1) * g.s;
    if (long < MIN_CARD_PX) {
      if (miss === 'none') miss = 'small';
      continue;
    }
    if (best && best.score >= score) continue;
    const corners = rect.corners.map((p) => ({ x: (p.x + 0.5) * g.s, y: (p.y + 0.5) * g.s }));
    best = { corners, long, short, error: g.s, score };
  }
  if (!best) return miss;
  const { score: _, ...card } = best;
  return card;
}
