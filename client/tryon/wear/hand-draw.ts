import type { Wearable } from '../../../shared/wear';
import { rgba } from '../effects/color';
import { addScaled } from '../geometry/vector';
import type { Pt } from '../types';
import {
  FINGER_ORDER,
  type Hand,
  hasHand,
  nailPlacement,
  nailPolygon,
  type Placement,
  ringPlacement,
  wristPlacement,
} from './hand';
import {
  type Ctx,
  colorOf,
  darker,
  gem,
  lighter,
  metal,
  noShadow,
  pearl,
  shadow,
  sparkle,
  trace,
} from './materials';

/**
 * Draws things worn on the hand (docs/tryon-wear.md): nail lacquer on each nail, rings on their
 * fingers, a watch and bracelets on the wrist — on every hand found, original procedural artwork
 * sized from the hand's landmarks. Every piece is drawn on either side of the hand: the engine cannot
 * tell a palm from a back reliably enough to hide one (hand.ts showsBack).
 */
export function drawHandWear(ctx: Ctx, hands: readonly Hand[], pieces: readonly Wearable[]): void {
  ctx.save();
  try {
    for (const hand of hands) {
      if (!hasHand(hand.lm)) continue;
      for (const n of pieces) if (n.kind === 'nail') drawNails(ctx, hand, n);
      // The wrist pieces, stacked away from the hand: a watch just past the wrist, bracelets beyond it.
      let offset = pieces.some((p) => p.kind === 'watch') ? 0.42 : 0.08;
      for (const piece of pieces) {
        if (piece.kind === 'watch') drawWatch(ctx, wristPlacement(hand.lm, 0.14), piece);
        else if (piece.kind === 'bracelet') {
          drawBracelet(ctx, wristPlacement(hand.lm, offset), piece);
          offset += 0.2;
        }
      }
      for (const piece of pieces) {
        if (piece.kind === 'ring') drawRing(ctx, ringPlacement(hand.lm, piece.finger ?? 'ring'), piece);
      }
    }
  } finally {
    ctx.restore();
  }
}

/** A point in a placement's frame: `a` along the axis, `b` across it. */
const local = (pl: Placement, a: number, b: number): Pt =>
  addScaled(addScaled(pl.c, pl.along, a), pl.across, b);

/** A small deterministic sequence (glitter flecks must not flicker between frames). */
function flecks(n: number, seed: number): [number, number][] {
  let s = seed;
  const next = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  return Array.from({ length: n }, () => [next() - 0.5, next() - 0.5]);
}

function drawNails(ctx: Ctx, hand: Hand, piece: Wearable): void {
  const c = colorOf(piece.color);
  FINGER_ORDER.forEach((finger, fi) => {
    const n = nailPlacement(hand.lm, finger);
    if (n.width < 2) return;
    const poly = nailPolygon(n);
    // Lacquer: opaque colour, darker at the side walls, with the finish's light on top.
    const g = ctx.createLinearGradient(
      local(n, 0, -n.width / 2).x,
      local(n, 0, -n.width / 2).y,
      local(n, 0, n.width / 2).x,
      local(n, 0, n.width / 2).y,
    );
    const metallic = piece.finish === 'metallic' || piece.finish === 'shimmer';
    g.addColorStop(0, rgba(darker(c, 0.3), 0.95));
    g.addColorStop(metallic ? 0.35 : 0.45, rgba(metallic ? lighter(c, 0.5) : c, 0.95));
    g.addColorStop(1, rgba(darker(c, 0.25), 0.95));
    trace(ctx, poly, true);
    ctx.fillStyle = g;
    ctx.fill();
    ctx.save();
    trace(ctx, poly, true);
    ctx.clip();
    if (piece.finish === 'glitter') {
      for (const [a, b] of flecks(10, fi + 7)) {
        const q = local(n, a * n.length, b * n.width);
        ctx.fillStyle = rgba(lighter(c, 0.8), 0.9);
        ctx.fillRect(q.x - 0.6, q.y - 0.6, 1.4, 1.4);
      }
    }
    if (piece.finish !== 'matte' && piece.finish !== 'cream') {
      // The gloss: a streak of light along the nail.
      ctx.strokeStyle = `rgba(255,255,255,${piece.finish === 'gloss' ? 0.55 : 0.3})`;
      ctx.lineWidth = Math.max(1, n.width * 0.12);
      ctx.lineCap = 'round';
      const a = local(n, -n.length * 0.25, -n.width * 0.18);
      const b = local(n, n.length * 0.25, -n.width * 0.18);
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
      ctx.stroke();
    }
    ctx.restore();
  });
}

/**
 * A ring: the band across the finger (its near half: the finger hides the rest), then the style's
 * top — a solitaire's stone, a twisted band's second strand, an inlaid band's small stones.
 */
function drawRing(ctx: Ctx, pl: Placement, piece: Wearable): void {
  const c = colorOf(piece.color);
  const hw = (pl.width / 2) * 1.12;
  const thick = Math.max(1.5, pl.width * (piece.mode === '3d' ? 0.26 : 0.22));
  const bend = pl.width * 0.16;
  const a = local(pl, 0, -hw);
  const b = local(pl, 0, hw);
  const mid = local(pl, bend, 0);
  ctx.save();
  shadow(ctx, thick * 0.6);
  ctx.strokeStyle = metal(ctx, c, local(pl, -thick, 0), local(pl, thick, 0));
  ctx.lineWidth = thick;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.quadraticCurveTo(mid.x, mid.y, b.x, b.y);
  ctx.stroke();
  noShadow(ctx);
  const top = local(pl, bend * 0.5, 0);
  if (piece.style === 'twisted') {
    ctx.strokeStyle = rgba(lighter(c, 0.6), 0.9);
    ctx.lineWidth = Math.max(1, thick * 0.35);
    for (let i = -2; i <= 2; i++) {
      const q = local(pl, bend * 0.5 - thick * 0.3, (i / 2.5) * hw * 0.9);
      const r = local(pl, bend * 0.5 + thick * 0.3, ((i + 0.5) / 2.5) * hw * 0.9);
      ctx.beginPath();
      ctx.moveTo(q.x, q.y);
      ctx.lineTo(r.x, r.y);
      ctx.stroke();
    }
  } else if (piece.style === 'solitaire') {
    gem(
      ctx,
      top,
      Math.max(2, pl.width * (piece.mode === '3d' ? 0.26 : 0.22)),
      colorOf(piece.accent, lighter(c, 0.5)),
    );
  } else if (piece.accent) {
    for (const k of [-0.45, 0, 0.45])
      gem(ctx, local(pl, bend * 0.5, k * hw), Math.max(1, thick * 0.45), colorOf(piece.accent));
  }
  if (piece.mode === '3d') sparkle(ctx, local(pl, bend * 0.4, -hw * 0.4), thick * 0.8);
  ctx.restore();
}

/** A strap across the wrist (as wide as `pl.length`) and its stitched edges. */
function strap(ctx: Ctx, pl: Placement, color: string): void {
  const hw = pl.width * 0.56;
  const hl = pl.length * 0.5;
  const poly = [local(pl, -hl, -hw), local(pl, hl, -hw), local(pl, hl, hw), local(pl, -hl, hw)];
  trace(ctx, poly, true);
  ctx.fillStyle = color;
  ctx.fill();
}

function drawWatch(ctx: Ctx, pl: Placement, piece: Wearable): void {
  const c = colorOf(piece.color);
  const dial = colorOf(piece.accent, { r: 245, g: 242, b: 235 });
  ctx.save();
  shadow(ctx, pl.width * 0.04);
  // Steel and rose watches wear a metal bracelet, a black chronograph a rubber strap.
  const rubber = piece.style === 'chrono';
  strap(ctx, pl, rubber ? rgba(darker(c, 0.2)) : rgba(darker(c, 0.1)));
  noShadow(ctx);
  if (!rubber) {
    ctx.strokeStyle = rgba(darker(c, 0.4), 0.6);
    ctx.lineWidth = Math.max(1, pl.width * 0.01);
    for (let i = -5; i <= 5; i++) {
      const a = local(pl, -pl.length * 0.5, i * pl.width * 0.1);
      const b = local(pl, pl.length * 0.5, i * pl.width * 0.1);
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
      ctx.stroke();
    }
  }
  const r = pl.width * (rubber ? 0.36 : 0.32);
  shadow(ctx, r * 0.15);
  ctx.fillStyle = metal(ctx, c, local(pl, -r, -r), local(pl, r, r));
  ctx.beginPath();
  ctx.arc(pl.c.x, pl.c.y, r, 0, Math.PI * 2);
  ctx.fill();
  noShadow(ctx);
  ctx.fillStyle = rgba(dial);
  ctx.beginPath();
  ctx.arc(pl.c.x, pl.c.y, r * 0.8, 0, Math.PI * 2);
  ctx.fill();
  // Hour marks and hands at 10:10, turned with the wrist (12 o'clock toward the hand).
  const up = { x: -pl.along.x, y: -pl.along.y };
  const ink = rgba(dial.r + dial.g + dial.b > 380 ? { r: 30, g: 30, b: 36 } : { r: 235, g: 235, b: 235 });
  const turn = (deg: number, k: number): Pt => {
    const t = (deg * Math.PI) / 180;
    const v = { x: up.x * Math.cos(t) - up.y * Math.sin(t), y: up.x * Math.sin(t) + up.y * Math.cos(t) };
    return addScaled(pl.c, v, r * k);
  };
  ctx.strokeStyle = ink;
  ctx.lineCap = 'round';
  for (let h = 0; h < 12; h++) {
    ctx.lineWidth = Math.max(1, r * (h % 3 ? 0.03 : 0.06));
    const a = turn(h * 30, 0.62);
    const b = turn(h * 30, 0.74);
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.stroke();
  }
  if (rubber) {
    ctx.lineWidth = Math.max(1, r * 0.03);
    for (const [deg, k] of [
      [90, 0.35],
      [270, 0.35],
    ] as const) {
      const q = turn(deg, k);
      ctx.beginPath();
      ctx.arc(q.x, q.y, r * 0.16, 0, Math.PI * 2);
      ctx.stroke();
    }
  }
  for (const [deg, k, w] of [
    [-60, 0.42, 0.07],
    [60, 0.6, 0.05],
  ] as const) {
    const b = turn(deg, k);
    ctx.lineWidth = Math.max(1, r * w);
    ctx.beginPath();
    ctx.moveTo(pl.c.x, pl.c.y);
    ctx.lineTo(b.x, b.y);
    ctx.stroke();
  }
  sparkle(ctx, turn(-45, 0.55), r * 0.18);
  ctx.restore();
}

function drawBracelet(ctx: Ctx, pl: Placement, piece: Wearable): void {
  const c = colorOf(piece.color);
  const hw = pl.width * 0.55;
  const bend = pl.width * 0.08;
  ctx.save();
  const along = (t: number, lift = 0): Pt => local(pl, bend * (1 - t * t) + lift, t * hw);
  if (piece.style === 'cuff') {
    const th = pl.length * 0.32;
    shadow(ctx, th * 0.3);
    ctx.fillStyle = metal(ctx, c, local(pl, -th, 0), local(pl, th, 0));
    const top: Pt[] = [];
    const bottom: Pt[] = [];
    for (let i = 0; i <= 12; i++) {
      const t = i / 6 - 1;
      top.push(along(t, -th / 2));
      bottom.unshift(along(t, th / 2));
    }
    trace(ctx, [...top, ...bottom], true);
    ctx.fill();
  } else if (piece.style === 'beads') {
    const r = Math.max(1.5, pl.width * 0.07);
    shadow(ctx, r * 0.4);
    const n = Math.max(5, Math.round((2 * hw) / (2 * r)));
    for (let i = 0; i <= n; i++) pearl(ctx, along((i / n) * 2 - 1), r, c);
  } else {
    // A chain: alternating oval links along the arc.
    const r = Math.max(1.5, pl.width * 0.05);
    const n = Math.max(6, Math.round(hw / r));
    ctx.lineWidth = Math.max(1, r * 0.45);
    for (let i = 0; i <= n; i++) {
      const q = along((i / n) * 2 - 1);
      ctx.strokeStyle = metal(ctx, c, { x: q.x - r, y: q.y - r }, { x: q.x + r, y: q.y + r });
      ctx.beginPath();
      const angle = Math.atan2(pl.across.y, pl.across.x);
      ctx.ellipse(q.x, q.y, r * 1.2, r * (i % 2 ? 0.45 : 0.8), angle, 0, Math.PI * 2);
      ctx.stroke();
    }
  }
  ctx.restore();
}
