/** Jewellery on the face (face-draw.ts): earrings at the ear lobes and a necklace along the neckline. */
import { type Rgb, rgba } from '../effects/color';
import { outward } from '../geometry/face';
import { SIDES } from '../geometry/landmarks';
import { resample } from '../geometry/polygon';
import { dist } from '../geometry/vector';
import {
  CIRCLE,
  clamp,
  type Draw,
  fill,
  GOLD,
  RUBY,
  SILVER,
  shape,
  solidLight,
  stroke,
  styleOf,
} from './face-paint';
import { earLobes, neckline, turnToward } from './head';
import { type Ctx, colorOf, darker, gem, lighter, metal, noShadow, pearl, shadow, trace } from './materials';

// ---- Earrings ---------------------------------------------------------------------------------------

/**
 * Earrings at the lobes, only on the ears in view. Dangling parts (hoops, drops) hang with gravity,
 * straight down the frame; a stud sits on the lobe and turns with the head. 3D mode: a hoop is a ring
 * seen at an angle (edge-on frontally, opening as its ear turns toward the camera), pearls and gems get
 * a shadowed side and a highlight that moves with the turn; 2D is flat-lit artwork.
 */
export const drawEarrings: Draw = (ctx, lm, piece, c, pose) => {
  const style = styleOf('earrings', piece.style);
  const solid = piece.mode === '3d';
  const u = pose.fw;
  const lobes = earLobes(lm);
  for (const side of SIDES) {
    const lobe = lobes[side];
    if (!lobe.visible) continue;
    const turn = turnToward(pose.yaw, side);
    const open = solid ? clamp(0.35 + 1.1 * turn, 0.15, 1) : 1;
    ctx.save();
    ctx.translate(lobe.x, lobe.y);
    shadow(ctx, 0.02 * u);
    if (style === 'hoop') hoop(ctx, u, c, open, outward(lm, side).x > 0 ? -1 : 1, solid);
    else if (style === 'drop') drop(ctx, u, c, colorOf(piece.accent, GOLD), solid ? -0.3 * turn : null);
    else {
      ctx.rotate(pose.roll);
      stud(ctx, u, c, colorOf(piece.accent, SILVER), solid ? clamp(open + 0.3, 0.5, 1) : null);
    }
    ctx.restore();
  }
};

/** A hoop through the lobe; `inward` is the image-x sign toward the face (the front half in 3D). */
function hoop(ctx: Ctx, u: number, c: Rgb, open: number, inward: number, solid: boolean): void {
  const r = 0.07 * u;
  const rx = r * open;
  const w = Math.max(1, 0.012 * u);
  ctx.translate(0, r);
  shape(ctx, CIRCLE, rx, r);
  if (!solid) {
    stroke(ctx, metal(ctx, c, { x: -r, y: -r }, { x: r, y: r }), w);
    return;
  }
  // The back half in shade, the front half polished, with a specular line on it.
  stroke(ctx, rgba(darker(c, 0.45)), w);
  noShadow(ctx);
  const start = inward > 0 ? -Math.PI / 2 : Math.PI / 2;
  ctx.beginPath();
  ctx.ellipse(0, 0, rx, r, 0, start, start + Math.PI);
  stroke(ctx, metal(ctx, c, { x: -rx, y: -r }, { x: rx, y: r }), w);
  ctx.beginPath();
  ctx.ellipse(0, 0, rx, r, 0, start + 0.5, start + 1.3);
  stroke(ctx, rgba(lighter(c, 0.9), 0.85), w * 0.35);
}

/** A pearl on a small metal hook; `shift` (3D only) moves the highlight with the head's turn. */
function drop(ctx: Ctx, u: number, pearlColor: Rgb, metalColor: Rgb, shift: number | null): void {
  const hook = 0.022 * u;
  const r = 0.03 * u;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(0, -hook * 0.4);
  ctx.quadraticCurveTo(hook * 1.4, hook * 0.6, 0, hook * 1.8);
  stroke(ctx, metal(ctx, metalColor, { x: -hook, y: 0 }, { x: hook, y: 0 }), Math.max(0.8, 0.007 * u));
  ctx.translate(0, hook * 1.8 + r * 0.9);
  pearl(ctx, { x: 0, y: 0 }, r, pearlColor);
  if (shift !== null) solidLight(ctx, r, shift * r);
}

/** A gem in a metal setting; `squash` (3D only) foreshortens it with the head's turn. */
function stud(ctx: Ctx, u: number, gemColor: Rgb, setting: Rgb, squash: number | null): void {
  const r = 0.02 * u;
  if (squash !== null) ctx.scale(squash, 1);
  shape(ctx, CIRCLE, r * 1.28, r * 1.28);
  fill(ctx, metal(ctx, setting, { x: -r, y: -r }, { x: r, y: r }));
  noShadow(ctx);
  gem(ctx, { x: 0, y: 0 }, r, gemColor);
  if (squash !== null) solidLight(ctx, r, 0);
}

// ---- Necklace ---------------------------------------------------------------------------------------

/** A chain with a gem pendant (accent), or a strand of pearls, along the neckline below the chin. */
export const drawNecklace: Draw = (ctx, lm, piece, c, pose) => {
  const u = pose.fw;
  const n = neckline(lm);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  if (styleOf('necklace', piece.style) === 'pearls') {
    const r = Math.max(1.2, 0.021 * u);
    let len = 0;
    for (let i = 1; i < n.curve.length; i++) len += dist(n.curve[i - 1]!, n.curve[i]!);
    // A contact shadow under the strand, then the pearls touching each other.
    ctx.translate(0, r * 0.4);
    trace(ctx, n.curve);
    stroke(ctx, 'rgba(0,0,0,0.22)', 2 * r);
    ctx.translate(0, -r * 0.4);
    for (const p of resample(n.curve, Math.max(2, Math.floor(len / (2 * r)) + 1))) pearl(ctx, p, r, c);
    return;
  }
  const w = Math.max(0.8, 0.007 * u);
  trace(ctx, n.curve);
  stroke(ctx, rgba(darker(c, 0.3)), w);
  ctx.setLineDash([w * 1.6, w * 1.4]); // bright links over the dark chain
  stroke(ctx, rgba(lighter(c, 0.45)), w);
  ctx.setLineDash([]);
  // The stone hangs straight down from a bail at the chain's lowest point.
  const g = 0.032 * u;
  const p = n.pendant;
  ctx.translate(p.x, p.y + g * 0.25);
  shape(ctx, CIRCLE, g * 0.22, g * 0.32);
  stroke(ctx, metal(ctx, c, { x: -g * 0.3, y: 0 }, { x: g * 0.3, y: 0 }), w);
  shadow(ctx, g * 0.5);
  gem(ctx, { x: 0, y: g * 1.25 }, g, colorOf(piece.accent, RUBY));
};
