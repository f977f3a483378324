import type { Wearable } from '../../../shared/wear';
import { type Rgb, rgba } from '../effects/color';
import type { Polygon } from '../geometry/polygon';
import { addScaled } from '../geometry/vector';
import type { Pt } from '../types';
import type { Placement } from './hand';
import { drawWrap, litDisc, streak, type Wrap, wrapLine, wrapPoint, wrapRims } from './hand-band';
import { CASE_OF_WRIST } from './hand-wrist';
import {
  type Ctx,
  colorOf,
  darker,
  lighter,
  metal,
  noShadow,
  pearl,
  shadow,
  sparkle,
  trace,
} from './materials';

/**
 * A watch and bracelets on the wrist (docs/tryon-wear.md "Watches and bracelets"): each wraps the wrist at
 * its measured width (hand-band.ts: the front half of a band round a cylinder, its shadow inside the
 * wrist's outline); the watch's case sits in the middle of the wrist's back, its lugs joined to the strap.
 */

/** The wrist's curve as a band's edges see it: flatter than a finger's. */
const TILT = 0.1;

const local = (pl: Placement, a: number, b: number): Pt =>
  addScaled(addScaled(pl.c, pl.along, a), pl.across, b);

/**
 * A watch at its (measured) placement; `twelve` the unit direction 12 o'clock points to — the little
 * finger's side of the wrist, where a watch worn the usual way has it (3 o'clock then points along the arm).
 */
export function drawWatch(ctx: Ctx, pl: Placement, piece: Wearable, twelve: Pt = pl.across): void {
  const c = colorOf(piece.color);
  const dial = colorOf(piece.accent, { r: 245, g: 242, b: 235 });
  const rubber = piece.style === 'chrono';
  const r = (pl.width * CASE_OF_WRIST) / 2;
  // Steel and rose watches wear a three-row metal bracelet, a black chronograph a rubber strap.
  const strap: Wrap = { pl, w: r * 1.05, tilt: TILT };
  ctx.save();
  ctx.save();
  drawWrap(ctx, strap, rubber ? darker(c, 0.1) : c, { strips: 6, gloss: rubber ? 0.25 : 0.9, flat: true });
  if (!rubber) links(ctx, strap, c);
  ctx.restore();
  wrapRims(ctx, strap, c);
  // The lugs: four horns from the case at 12 and 6 (across the wrist, where the strap runs), either
  // side of the strap.
  ctx.fillStyle = metal(ctx, rubber ? lighter(c, 0.15) : c, local(pl, -r, 0), local(pl, r, 0));
  for (const s of [-1, 1])
    for (const k of [-1, 1]) {
      const lug: Polygon = [
        local(pl, k * r * 0.6, s * r * 0.74),
        local(pl, k * r * 0.6, s * r * 1.2),
        local(pl, k * r * 0.44, s * r * 1.2),
        local(pl, k * r * 0.38, s * r * 0.8),
      ];
      trace(ctx, lug, true);
      ctx.fill();
    }
  const up = twelve;
  const turn = (deg: number, k: number): Pt => {
    const t = (deg * Math.PI) / 180;
    const v = { x: up.x * Math.cos(t) - up.y * Math.sin(t), y: up.x * Math.sin(t) + up.y * Math.cos(t) };
    return addScaled(pl.c, v, r * k);
  };
  const crown = turn(90, 1.02);
  const cv = { x: crown.x - pl.c.x, y: crown.y - pl.c.y };
  ctx.fillStyle = metal(ctx, c, local(pl, -r * 0.1, -r), local(pl, r * 0.1, r));
  ctx.save();
  ctx.translate(crown.x, crown.y);
  ctx.rotate(Math.atan2(cv.y, cv.x));
  ctx.fillRect(-r * 0.05, -r * 0.1, r * 0.16, r * 0.2);
  ctx.restore();
  shadow(ctx, r * 0.18);
  // The case's side, seen below its top edge: it stands off the wrist.
  ctx.fillStyle = rgba(darker(c, 0.5));
  ctx.beginPath();
  ctx.arc(pl.c.x + r * 0.04, pl.c.y + r * 0.08, r, 0, Math.PI * 2);
  ctx.fill();
  noShadow(ctx);
  ctx.fillStyle = metal(ctx, c, local(pl, -r, -r), local(pl, r, r));
  ctx.beginPath();
  ctx.arc(pl.c.x, pl.c.y, r, 0, Math.PI * 2);
  ctx.fill();
  noShadow(ctx);
  ctx.strokeStyle = rgba(rubber ? { r: 60, g: 62, b: 66 } : lighter(c, 0.35));
  ctx.lineWidth = Math.max(1, r * 0.1);
  ctx.beginPath();
  ctx.arc(pl.c.x, pl.c.y, r * 0.88, 0, Math.PI * 2);
  ctx.stroke();
  drawDial(ctx, pl.c, r * 0.82, dial, rubber, turn);
  // The crystal: a soft reflection across the top left, and a glint.
  const g = ctx.createLinearGradient(pl.c.x - r, pl.c.y - r, pl.c.x + r * 0.2, pl.c.y + r * 0.2);
  g.addColorStop(0, 'rgba(255,255,255,0.32)');
  g.addColorStop(0.55, 'rgba(255,255,255,0.08)');
  g.addColorStop(0.56, 'rgba(255,255,255,0)');
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(pl.c.x, pl.c.y, r * 0.82, 0, Math.PI * 2);
  ctx.fill();
  sparkle(ctx, turn(-45, 0.62), r * 0.14);
  ctx.restore();
}

/** A three-row bracelet's links: a middle row between two rows, link joins foreshortened toward the sides. */
function links(ctx: Ctx, b: Wrap, c: Rgb): void {
  ctx.strokeStyle = rgba(darker(c, 0.5), 0.55);
  ctx.lineWidth = Math.max(0.7, b.w * 0.03);
  for (const v of [0.3, 0.7]) {
    trace(ctx, wrapLine(b, v));
    ctx.stroke();
  }
  for (let i = -7; i <= 7; i++) {
    const x = Math.sin((i / 8) * (Math.PI / 2));
    const [from, to] = i % 2 ? [0, 0.3] : [0.3, 0.7];
    for (const [f, t] of i % 2
      ? [
          [from, to],
          [0.7, 1],
        ]
      : [[from, to]]) {
      trace(ctx, [wrapPoint(b, x, f!), wrapPoint(b, x, t!)]);
      ctx.stroke();
    }
  }
}

function drawDial(
  ctx: Ctx,
  c: Pt,
  r: number,
  dial: Rgb,
  rubber: boolean,
  turn: (deg: number, k: number) => Pt,
): void {
  litDisc(ctx, c, r, [
    [0, lighter(dial, 0.25)],
    [1, darker(dial, 0.18)],
  ]);
  const ink = rgba(dial.r + dial.g + dial.b > 380 ? { r: 30, g: 30, b: 36 } : { r: 235, g: 235, b: 235 });
  const k = r / 0.82;
  // Hour marks and hands at 10:10.
  ctx.strokeStyle = ink;
  ctx.lineCap = 'round';
  for (let h = 0; h < 12; h++) {
    ctx.lineWidth = Math.max(1, k * (h % 3 ? 0.03 : 0.06));
    const a = turn(h * 30, 0.62);
    const b = turn(h * 30, 0.74);
    trace(ctx, [a, b]);
    ctx.stroke();
  }
  if (rubber) {
    ctx.lineWidth = Math.max(1, k * 0.03);
    for (const deg of [90, 270]) {
      const q = turn(deg, 0.35);
      ctx.beginPath();
      ctx.arc(q.x, q.y, k * 0.16, 0, Math.PI * 2);
      ctx.stroke();
    }
  }
  for (const [deg, len, w] of [
    [-60, 0.42, 0.07],
    [60, 0.6, 0.05],
  ] as const) {
    ctx.lineWidth = Math.max(1, k * w);
    trace(ctx, [c, turn(deg, len)]);
    ctx.stroke();
  }
  ctx.fillStyle = ink;
  ctx.beginPath();
  ctx.arc(c.x, c.y, Math.max(1, k * 0.05), 0, Math.PI * 2);
  ctx.fill();
}

export function drawBracelet(ctx: Ctx, pl: Placement, piece: Wearable): void {
  const c = colorOf(piece.color);
  const b: Wrap = { pl, w: pl.length, tilt: TILT };
  ctx.save();
  if (piece.style === 'cuff') {
    ctx.save();
    drawWrap(ctx, b, c);
    streak(ctx, b, 0.4, -0.5, -0.2);
    ctx.restore();
    wrapRims(ctx, b, c);
  } else if (piece.style === 'beads') {
    // Round beads on a cord: the same size all round, the side ones behind the middle ones and in shade.
    const r = Math.max(1.5, pl.length * 0.45);
    const n = Math.max(7, Math.round((Math.PI * pl.width) / 2 / (2 * r)));
    const at = Array.from({ length: n }, (_, i) => Math.sin(((i + 0.5) / n - 0.5) * Math.PI));
    at.sort((x, y) => Math.abs(y) - Math.abs(x));
    const beads = at.map((x) => {
      const rr = r * (Math.abs(x) > 0.92 ? 0.8 : 1);
      return { q: wrapPoint(b, x * (1 - rr / (pl.width / 2)), 0.5), rr, x };
    });
    // Their shadows first (offset discs: a blur a bead would cost a software canvas far more).
    ctx.fillStyle = 'rgba(40,22,12,0.22)';
    for (const { q, rr } of beads) {
      ctx.beginPath();
      ctx.arc(q.x + rr * 0.2, q.y + rr * 0.35, rr, 0, Math.PI * 2);
      ctx.fill();
    }
    for (const { q, rr, x } of beads) pearl(ctx, q, rr, darker(c, Math.abs(x) ** 3 * 0.45));
  } else {
    // A chain: oval links along the wrap, alternately flat and on edge, narrower toward the sides.
    const r = Math.max(1.5, pl.length * 0.32);
    const n = Math.max(9, Math.round((Math.PI * pl.width) / 2 / (1.6 * r)));
    ctx.lineWidth = Math.max(1, r * 0.42);
    const angle = Math.atan2(pl.across.y, pl.across.x);
    // The links' shadows (offset, no blur), then the links.
    for (const shade of [true, false]) {
      for (let i = 0; i < n; i++) {
        const th = ((i + 0.5) / n - 0.5) * Math.PI;
        const x = Math.sin(th);
        const q = wrapPoint(b, x * 0.97, 0.5);
        const fore = Math.max(0.25, Math.cos(th));
        const [dx, dy] = shade ? [r * 0.2, r * 0.35] : [0, 0];
        ctx.strokeStyle = shade
          ? 'rgba(40,22,12,0.25)'
          : metal(ctx, darker(c, (1 - fore) * 0.4), { x: q.x - r, y: q.y - r }, { x: q.x + r, y: q.y + r });
        ctx.beginPath();
        ctx.ellipse(q.x + dx, q.y + dy, r * 1.1 * fore, r * (i % 2 ? 0.42 : 0.8), angle, 0, Math.PI * 2);
        ctx.stroke();
      }
    }
  }
  ctx.restore();
}
