import type { Wearable } from '../../../shared/wear';
import { ctx2d } from '../canvas';
import { rgba } from '../effects/color';
import { addScaled } from '../geometry/vector';
import type { Landmarks, Pt } from '../types';
import {
  FINGER_ORDER,
  FINGERS,
  type Hand,
  hasHand,
  nailPolygon,
  type Placement,
  palmLength,
  ringPlacement,
  wristPlacement,
} from './hand';
import { measured, measuredForearm, type Pixels, windowAround } from './hand-measure';
import { fittedNail } from './hand-nail';
import { drawRing, occluders } from './hand-ring';
import { wristLayout } from './hand-wrist';
import { drawBracelet, drawWatch } from './hand-wrist-draw';
import { type Ctx, colorOf, darker, lighter, trace } from './materials';

/**
 * Draws things worn on the hand (docs/tryon-wear.md): nail lacquer on each nail, rings on their
 * fingers, a watch and bracelets on the wrist — on every hand found, original procedural artwork
 * placed from the hand's landmarks and measured in the frame itself (hand-measure.ts: a finger's and the
 * wrist's width edge to edge, the nail fitted to the fingertip). Every piece is drawn on either side of
 * the hand: the engine cannot tell a palm from a back reliably enough to hide one (hand.ts showsBack).
 */
export function drawHandWear(
  ctx: Ctx,
  hands: readonly Hand[],
  pieces: readonly Wearable[],
  source: HTMLCanvasElement | null = null,
): void {
  const frame = source ?? ctx.canvas;
  ctx.save();
  try {
    for (const hand of hands) {
      if (!hasHand(hand.lm)) continue;
      const img = source ? handPixels(source, hand.lm, pieces) : null;
      for (const n of pieces) if (n.kind === 'nail') drawNails(ctx, hand, n, img);
      const wrist = wristLayout(hand.lm, pieces, frame, (pl) => measuredForearm(img, pl));
      for (const { piece, at } of wrist.pieces) {
        if (piece.kind === 'watch') drawWatch(ctx, at, piece, twelve(hand.lm, at));
        else drawBracelet(ctx, at, piece);
      }
      for (const piece of pieces) {
        if (piece.kind !== 'ring') continue;
        const finger = piece.finger ?? 'ring';
        const pl = measured(img, ringPlacement(hand.lm, finger));
        drawRing(ctx, pl, piece, occluders(hand.lm, finger, pl));
      }
    }
  } finally {
    ctx.restore();
  }
}

/** 12 o'clock on the wrist: across it, toward the little finger's side (index → pinky knuckles). */
function twelve(lm: Landmarks, at: Placement): Pt {
  const side = (lm[17]!.x - lm[5]!.x) * at.across.x + (lm[17]!.y - lm[5]!.y) * at.across.y;
  return side >= 0 ? at.across : { x: -at.across.x, y: -at.across.y };
}

/**
 * The frame's pixels a hand's pieces are measured on, one read a hand a frame: the window round what
 * they sit on — the last phalanges for nails, the ring's finger, the wrist and forearm.
 */
function handPixels(source: HTMLCanvasElement, lm: Landmarks, pieces: readonly Wearable[]): Pixels | null {
  const pts: Pt[] = [];
  let pad = 0;
  const palm = palmLength(lm);
  for (const piece of pieces) {
    if (piece.kind === 'nail') {
      for (const f of FINGER_ORDER) pts.push(lm[FINGERS[f][1]]!, lm[FINGERS[f][3]]!);
      pad = Math.max(pad, palm * 0.4);
    } else if (piece.kind === 'ring') {
      const [a, b, c] = FINGERS[piece.finger ?? 'ring'];
      pts.push(lm[a]!, lm[b]!, lm[c]!);
      pad = Math.max(pad, palm * 0.3);
    } else if (piece.kind === 'watch' || piece.kind === 'bracelet') {
      pts.push(lm[0]!, wristPlacement(lm, 0.9).c, wristPlacement(lm, -0.3).c);
      pad = Math.max(pad, palm * 0.7);
    }
  }
  const box = pts.length ? windowAround(pts, pad, source) : null;
  if (!box) return null;
  const data = ctx2d(source).getImageData(box.x, box.y, box.w, box.h);
  return { data: data.data, width: box.w, height: box.h, x0: box.x, y0: box.y };
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

function drawNails(ctx: Ctx, hand: Hand, piece: Wearable, img: Pixels | null): void {
  const c = colorOf(piece.color);
  FINGER_ORDER.forEach((finger, fi) => {
    const n = fittedNail(img, hand.lm, finger);
    if (n.width < 2) return;
    const poly = nailPolygon(n);
    // Lacquer: opaque colour on a curved plate — darker toward the side walls and in the cuticle's
    // shadow, then the finish's light on top.
    const side = (k: number) => local(n, 0, k * n.width * 0.5);
    const g = ctx.createLinearGradient(side(-1).x, side(-1).y, side(1).x, side(1).y);
    const metallic = piece.finish === 'metallic' || piece.finish === 'shimmer';
    g.addColorStop(0, rgba(darker(c, 0.4), 0.96));
    g.addColorStop(0.2, rgba(darker(c, 0.06), 0.96));
    g.addColorStop(metallic ? 0.35 : 0.45, rgba(metallic ? lighter(c, 0.45) : lighter(c, 0.06), 0.96));
    g.addColorStop(0.8, rgba(darker(c, 0.12), 0.96));
    g.addColorStop(1, rgba(darker(c, 0.42), 0.96));
    trace(ctx, poly, true);
    ctx.fillStyle = g;
    ctx.fill();
    ctx.save();
    trace(ctx, poly, true);
    ctx.clip();
    const end = (k: number) => local(n, k * n.length * 0.5, 0);
    const cuticle = ctx.createLinearGradient(end(-1).x, end(-1).y, end(1).x, end(1).y);
    cuticle.addColorStop(0, 'rgba(0,0,0,0.28)');
    cuticle.addColorStop(0.18, 'rgba(0,0,0,0)');
    cuticle.addColorStop(0.9, 'rgba(255,255,255,0)');
    cuticle.addColorStop(1, 'rgba(255,255,255,0.12)');
    ctx.fillStyle = cuticle;
    ctx.fill();
    if (piece.finish === 'glitter') {
      for (const [i, [a, b]] of flecks(26, fi + 7).entries()) {
        const q = local(n, a * n.length * 0.9, b * n.width * 0.9);
        ctx.fillStyle = rgba(lighter(c, 0.5 + (i % 3) * 0.2), 0.9);
        ctx.fillRect(q.x - 0.6, q.y - 0.6, 1.3, 1.3);
      }
    }
    if (piece.finish !== 'matte') {
      // The gloss: the light's reflection along the plate's curve toward the light, soft then sharp,
      // and a glint near the cuticle.
      const glossy = piece.finish === 'gloss' ? 1 : 0.65;
      ctx.lineCap = 'round';
      const streakAt = (k: number) =>
        [-0.3, -0.05, 0.2, 0.38].map((a) => local(n, a * n.length, k * n.width));
      for (const [w, alpha] of [
        [0.26, 0.16],
        [0.1, 0.62],
      ] as const) {
        ctx.strokeStyle = `rgba(255,255,255,${alpha * glossy})`;
        ctx.lineWidth = Math.max(0.8, n.width * w);
        trace(ctx, streakAt(-0.2));
        ctx.stroke();
      }
      const glint = local(n, -n.length * 0.3, n.width * 0.16);
      ctx.fillStyle = `rgba(255,255,255,${0.5 * glossy})`;
      ctx.beginPath();
      ctx.arc(glint.x, glint.y, Math.max(0.6, n.width * 0.05), 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.restore();
    // The lacquer's edge: a thin line keeps it crisp on the skin.
    ctx.strokeStyle = rgba(darker(c, 0.5), 0.45);
    ctx.lineWidth = 0.7;
    trace(ctx, poly, true);
    ctx.stroke();
  });
}
