import type { RingFinger } from '../../../shared/wear';
import { at as p } from '../geometry/landmarks';
import type { Polygon } from '../geometry/polygon';
import { addScaled, dist, lerp, unit } from '../geometry/vector';
import type { Landmarks, Pt } from '../types';

/**
 * Hand geometry for things worn on the hand (docs/tryon-wear.md): MediaPipe Hands' 21 landmarks in
 * frame pixels — wrist 0; thumb 1–4 (CMC, MCP, IP, tip); index 5–8, middle 9–12, ring 13–16, pinky
 * 17–20 (MCP, PIP, DIP, tip). The model gives joints, not outlines: widths come from the palm's
 * proportions (a finger is about a third of the knuckle span), so pieces are sized to the hand in view.
 * Pure: no DOM (client/tryon/wear/hand.test.ts).
 */

export const WRIST = 0;
export const FINGERS: Readonly<Record<RingFinger, readonly [number, number, number, number]>> = {
  thumb: [1, 2, 3, 4],
  index: [5, 6, 7, 8],
  middle: [9, 10, 11, 12],
  ring: [13, 14, 15, 16],
  pinky: [17, 18, 19, 20],
};
export const FINGER_ORDER: readonly RingFinger[] = ['thumb', 'index', 'middle', 'ring', 'pinky'];

/** A finger's width over the index-to-pinky knuckle span (adult hands: 17–21 mm over ~52 mm). */
const WIDTH_OF_SPAN: Readonly<Record<RingFinger, number>> = {
  thumb: 0.4,
  index: 0.35,
  middle: 0.35,
  ring: 0.33,
  pinky: 0.29,
};

/** One hand as found: its landmarks, the engine's handedness label and its confidence in it (0..1). */
export type Hand = { lm: Landmarks; label: string; score?: number };

/** Below this handedness score the engine is unsure which hand — so which side — it sees. */
export const SURE_SIDE = 0.8;

/** Every landmark present and finite. */
export function hasHand(h: Landmarks | null | undefined): h is Landmarks {
  return !!h && h.length >= 21 && h.every((q) => Number.isFinite(q.x) && Number.isFinite(q.y));
}

/** The knuckle span: index MCP to pinky MCP, the hand's scale in the frame. */
export const knuckleSpan = (h: Landmarks): number => dist(p(h, 5), p(h, 17));

/** The palm's length, wrist to middle MCP (stable when the hand turns side-on, unlike the span). */
export const palmLength = (h: Landmarks): number => dist(p(h, 0), p(h, 9));

/** A finger's width in frame pixels (from the span, never below a sixth of the palm's length). */
export function fingerWidth(h: Landmarks, finger: RingFinger): number {
  return Math.max(knuckleSpan(h), palmLength(h) * 0.5) * WIDTH_OF_SPAN[finger];
}

/**
 * Whether the hand shows its palm, as far as the engine can tell: used for a hint only ("turn the back of
 * your hand"), never to hide a piece — the engine's handedness is right on real photos of either side
 * (0.85–0.99) but reads illustrations, the sample hand included, as palms with the same confidence
 * (docs/tryon-wear.md "Hands"). An unsure reading (below SURE_SIDE) counts as the back. The engine labels handedness as if the frame were mirrored (a selfie),
 * so on the unmirrored frames it is given, 'Left' is a right hand. A right hand shows its back when
 * its thumb is on the image's left of the index→pinky line as seen from the wrist, i.e. when
 * (index MCP − wrist) × (pinky MCP − wrist) is positive in image coordinates (y down).
 */
export function showsBack(hand: Hand): boolean {
  if ((hand.score ?? 1) < SURE_SIDE) return true;
  const w = p(hand.lm, 0);
  const a = p(hand.lm, 5);
  const b = p(hand.lm, 17);
  const cross = (a.x - w.x) * (b.y - w.y) - (a.y - w.y) * (b.x - w.x);
  const right = hand.label !== 'Right';
  return right ? cross > 0 : cross < 0;
}

/** A placed piece: centre, the axis along the finger or forearm (unit), and the width across it. */
export type Placement = { c: Pt; along: Pt; across: Pt; width: number; length: number };

const perpendicular = (u: Pt): Pt => ({ x: -u.y, y: u.x });

/**
 * The nail of a finger: centred on the last phalanx a little short of the tip, as long as ~3/4 of it
 * and ~4/5 of the finger's width.
 */
export function nailPlacement(h: Landmarks, finger: RingFinger): Placement {
  const [, , dip, tip] = FINGERS[finger];
  const base = p(h, dip);
  const end = p(h, tip);
  const along = unit(base, end);
  const len = dist(base, end);
  return {
    c: lerp(base, end, 0.55),
    along,
    across: perpendicular(along),
    width: fingerWidth(h, finger) * 0.78,
    length: Math.max(len * 0.74, fingerWidth(h, finger) * 0.5),
  };
}

/** The nail's outline: a rounded shape, squarer at the cuticle, rounded at the free edge. */
export function nailPolygon(n: Placement, steps = 16): Polygon {
  const out: Pt[] = [];
  const hw = n.width / 2;
  const hl = n.length / 2;
  for (let i = 0; i < steps; i++) {
    const t = (i / steps) * Math.PI * 2;
    const cx = Math.cos(t);
    const sy = Math.sin(t);
    // A superellipse (squarer, exponent 2.5) toward the cuticle (cos < 0), an ellipse toward the tip.
    const e = cx < 0 ? 2 / 2.5 : 1;
    const x = Math.sign(cx) * Math.abs(cx) ** e * hl;
    const y = Math.sign(sy) * Math.abs(sy) ** e * hw;
    out.push(addScaled(addScaled(n.c, n.along, x), n.across, y));
  }
  return out;
}

/** A placement's rectangle: its length along the axis, its width across. */
export function placementBox(n: Placement): Polygon {
  const corner = (a: number, b: number): Pt =>
    addScaled(addScaled(n.c, n.along, (a * n.length) / 2), n.across, (b * n.width) / 2);
  return [corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)];
}

/**
 * Where a ring sits: on the proximal phalanx, a little past halfway from the knuckle (MCP: the joint,
 * inside the hand's outline) to the middle joint (PIP); the thumb's on its proximal phalanx (MCP → IP).
 */
export function ringPlacement(h: Landmarks, finger: RingFinger): Placement {
  const [a, b, c] = FINGERS[finger];
  const [from, to] = finger === 'thumb' ? [p(h, b), p(h, c)] : [p(h, a), p(h, b)];
  const along = unit(from, to);
  const width = fingerWidth(h, finger);
  return { c: lerp(from, to, 0.55), along, across: perpendicular(along), width, length: width * 0.28 };
}

/**
 * The wrist: the forearm's axis continues the middle finger's line (middle MCP → wrist); the wrist is
 * about as wide as the knuckle span. `offset` moves along the forearm in palm lengths (0 at the
 * wrist landmark, the crease; a watch sits just beyond it, bracelets next to it).
 */
export function wristPlacement(h: Landmarks, offset = 0.25): Placement {
  const w = p(h, 0);
  const along = unit(p(h, 9), w);
  const palm = palmLength(h);
  const width = Math.max(knuckleSpan(h) * 1.05, palm * 0.55);
  return {
    c: addScaled(w, along, palm * offset),
    along,
    across: perpendicular(along),
    width,
    length: width * 0.42,
  };
}
