import type { RingFinger, Wearable } from '../../../shared/wear';
import { type Rgb, rgba } from '../effects/color';
import type { Polygon } from '../geometry/polygon';
import { dist } from '../geometry/vector';
import type { Landmarks, Pt } from '../types';
import { FINGER_ORDER, FINGERS, fingerWidth, type Placement } from './hand';
import { cutOut, drawWrap, litDisc, streak, type Wrap, wrapPoint, wrapRims } from './hand-band';
import { type Ctx, colorOf, darker, gem, lighter, sparkle, trace } from './materials';

/**
 * A ring on its finger (docs/tryon-wear.md "Rings", decision 0329): a band (hand-band.ts) round a finger
 * of the measured width — edge to edge, never wider — seen a little from the tip; the back half is behind
 * the finger and not drawn. Where a neighbouring finger lies over the band (nearer the camera by the
 * engine's depth) that finger's outline is cut out of it, so a set's rings on neighbouring fingers stay
 * separate and a crossed finger hides the ring under it.
 */

/** The band's width along the finger over the finger's half-width: a 4 mm band on an 18 mm finger. */
const BAND: Readonly<Record<string, number>> = { band: 0.42, twisted: 0.5, solitaire: 0.3 };
/** How far the band's front curves toward the tip, over the half-width (a view ~10° from the tip). */
const TILT = 0.16;

/**
 * The ring's band on a (measured) placement: the finger's width less a pixel each side (the edge walk
 * lands on the silhouette's anti-aliased pixel; the band's ends stay just inside it), the style's band
 * width.
 */
export function ringWrap(pl: Placement, style = 'band'): Wrap {
  const width = pl.width - Math.min(2, pl.width * 0.06);
  return { pl: { ...pl, width }, w: (width / 2) * (BAND[style] ?? BAND.band!), tilt: TILT };
}

/** A capsule round the segment a → b of radius r, as a polygon. */
export function capsule(a: Pt, b: Pt, r: number, steps = 8): Polygon {
  const ang = Math.atan2(b.y - a.y, b.x - a.x);
  const out: Pt[] = [];
  for (const [p, from] of [
    [b, ang - Math.PI / 2],
    [a, ang + Math.PI / 2],
  ] as const) {
    for (let i = 0; i <= steps; i++) {
      const t = from + (i / steps) * Math.PI;
      out.push({ x: p.x + Math.cos(t) * r, y: p.y + Math.sin(t) * r });
    }
  }
  return out;
}

function segmentDistance(c: Pt, p: Pt, q: Pt): number {
  const len2 = (q.x - p.x) ** 2 + (q.y - p.y) ** 2;
  const t = len2
    ? Math.min(1, Math.max(0, ((c.x - p.x) * (q.x - p.x) + (c.y - p.y) * (q.y - p.y)) / len2))
    : 0;
  return dist(c, { x: p.x + t * (q.x - p.x), y: p.y + t * (q.y - p.y) });
}

/** How much nearer the camera (engine depth, px) a finger must be to count as lying over another. */
const NEARER = 4;

/**
 * The outlines of the neighbouring fingers' phalanges that lie over the ring's place: segments whose
 * capsule reaches the band and that are nearer the camera than the ring's finger there by the engine's
 * depth (z). Without depth (landmarks without z) a segment over the band's middle counts as over it.
 */
export function occluders(h: Landmarks, finger: RingFinger, pl: Placement): Polygon[] {
  const [a, b] = finger === 'thumb' ? [FINGERS.thumb[1], FINGERS.thumb[2]] : FINGERS[finger];
  const z = ((h[a]!.z ?? 0) + (h[b]!.z ?? 0)) / 2;
  const out: Polygon[] = [];
  for (const other of FINGER_ORDER) {
    if (other === finger) continue;
    const joints = FINGERS[other];
    const r = fingerWidth(h, other) / 2;
    for (let i = 0; i < 3; i++) {
      const p = h[joints[i]!]!;
      const q = h[joints[i + 1]!]!;
      const gap = segmentDistance(pl.c, p, q);
      const over = p.z === undefined || q.z === undefined ? gap < r : (p.z + q.z) / 2 < z - NEARER;
      if (gap < r + pl.width / 2 && over) out.push(capsule(p, q, r));
    }
  }
  return out;
}

/** Draws the ring at its (measured) placement, the outlines `hidden` cut out of it. */
export function drawRing(ctx: Ctx, pl: Placement, piece: Wearable, hidden: readonly Polygon[] = []): void {
  const c = colorOf(piece.color);
  const style = piece.style ?? 'band';
  const b = ringWrap(pl, style);
  ctx.save();
  cutOut(ctx, hidden);
  ctx.save();
  drawWrap(ctx, b, c);
  if (style === 'twisted') {
    // Two strands twisted: grooves running diagonally across the band.
    ctx.strokeStyle = rgba(darker(c, 0.55), 0.7);
    ctx.lineWidth = Math.max(0.8, b.w * 0.09);
    for (let i = -5; i <= 5; i++) {
      const x = i / 5.5;
      trace(ctx, [wrapPoint(b, x - 0.12, -0.05), wrapPoint(b, x + 0.12, 1.05)]);
      ctx.stroke();
    }
  }
  streak(ctx, b, 0.4, -0.52, -0.28);
  ctx.restore();
  wrapRims(ctx, b, c);
  const r = pl.width / 2;
  const top = wrapPoint(b, 0, 0.5);
  if (style === 'solitaire') {
    const gr = Math.max(2, r * 0.42);
    // Four prongs round the stone, then the stone.
    ctx.fillStyle = rgba(lighter(c, 0.3));
    for (const k of [0.25, 0.75, 1.25, 1.75]) {
      const t = k * Math.PI;
      ctx.beginPath();
      ctx.arc(
        top.x + Math.cos(t) * gr * 0.95,
        top.y + Math.sin(t) * gr * 0.95,
        Math.max(0.8, gr * 0.16),
        0,
        Math.PI * 2,
      );
      ctx.fill();
    }
    brilliant(ctx, top, gr, colorOf(piece.accent, lighter(c, 0.5)));
  } else if (piece.accent) {
    for (const k of [-0.4, 0, 0.4])
      gem(ctx, wrapPoint(b, k, 0.5), Math.max(1, b.w * 0.34), colorOf(piece.accent));
  }
  if (piece.mode === '3d') sparkle(ctx, wrapPoint(b, -0.4, 0.35), b.w * 0.5);
  ctx.restore();
}

/**
 * A round brilliant seen from above: the table (an octagon), eight kite facets to the girdle alternately
 * catching and losing the light, a little fire (warm and cool glints), a dark girdle line and a glint.
 */
export function brilliant(ctx: Ctx, p: Pt, r: number, c: Rgb): void {
  const ring = (k: number, turn = 0) =>
    Array.from({ length: 8 }, (_, i) => {
      const t = ((i + turn) / 8) * Math.PI * 2 - Math.PI / 8;
      return { x: p.x + Math.cos(t) * r * k, y: p.y + Math.sin(t) * r * k };
    });
  // Its shadow on the band and skin: an offset disc, no blur.
  ctx.fillStyle = 'rgba(30,25,20,0.3)';
  ctx.beginPath();
  ctx.arc(p.x + r * 0.12, p.y + r * 0.2, r * 1.02, 0, Math.PI * 2);
  ctx.fill();
  litDisc(ctx, p, r, [
    [0, lighter(c, 0.7)],
    [0.7, darker(c, 0.25)],
    [1, darker(c, 0.5)],
  ]);
  const table = ring(0.55);
  const girdle = ring(1, 0.5);
  const fire = ['rgba(255,214,160,0.45)', 'rgba(170,205,255,0.5)'];
  for (let i = 0; i < 8; i++) {
    trace(ctx, [table[i]!, girdle[i]!, table[(i + 1) % 8]!], true);
    ctx.fillStyle = i % 2 ? 'rgba(0,0,0,0.22)' : i % 3 ? 'rgba(255,255,255,0.45)' : fire[(i >> 1) % 2]!;
    ctx.fill();
  }
  const t = ctx.createLinearGradient(p.x - r * 0.5, p.y - r * 0.5, p.x + r * 0.5, p.y + r * 0.5);
  t.addColorStop(0, 'rgba(255,255,255,0.95)');
  t.addColorStop(0.5, rgba(lighter(c, 0.3), 0.85));
  t.addColorStop(1, rgba(darker(c, 0.2), 0.9));
  trace(ctx, table, true);
  ctx.fillStyle = t;
  ctx.fill();
  ctx.strokeStyle = 'rgba(60,70,85,0.35)';
  ctx.lineWidth = Math.max(0.4, r * 0.04);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(p.x, p.y, r, 0, Math.PI * 2);
  ctx.strokeStyle = 'rgba(60,70,85,0.5)';
  ctx.stroke();
  sparkle(ctx, { x: p.x - r * 0.35, y: p.y - r * 0.3 }, r * 0.55);
  sparkle(ctx, { x: p.x + r * 0.4, y: p.y + r * 0.25 }, r * 0.25);
}
