import type { Wearable } from '../../../shared/wear';
import type { Landmarks } from '../types';
import { type Placement, placementBox, wristPlacement } from './hand';

/**
 * Where the wrist's pieces go (docs/tryon-wear.md "Watches and bracelets", decision 0329): a watch just
 * past the wrist crease along the forearm, bracelets stacked beyond it. Each must lie wholly inside the
 * frame: when the lowest would leave it, the stack slides back toward the hand (at most to the crease),
 * and a piece still outside is not drawn — the panel then says to move the hand into view, rather than
 * showing a watch cut off at the frame's edge. Pure: no DOM (hand.test.ts).
 */

/** The watch's place along the forearm (palm lengths past the wrist landmark), and each bracelet's step. */
const WATCH_AT = 0.14;
const STEP = 0.2;
/** A watch's case is about two thirds as wide as the wrist; a bracelet a fifth. */
export const CASE_OF_WRIST = 0.56;
const BRACELET_OF_WRIST = 0.2;
/** The margin (px) a piece keeps from the frame's edge. */
const MARGIN = 2;

export type WristPiece = { piece: Wearable; at: Placement };
export type WristLayout = { pieces: WristPiece[]; inView: boolean };

/** A piece's footprint: as long along the forearm as its case or band, as wide as the wrist. */
export const footprint = (piece: Wearable, pl: Placement): Placement => ({
  ...pl,
  length: pl.width * (piece.kind === 'watch' ? CASE_OF_WRIST : BRACELET_OF_WRIST),
});

const inside = (pl: Placement, frame: { width: number; height: number }) =>
  placementBox(pl).every(
    (q) => q.x >= MARGIN && q.y >= MARGIN && q.x <= frame.width - MARGIN && q.y <= frame.height - MARGIN,
  );

/**
 * The wrist's pieces placed on the hand, inside `frame`, from the landmarks; then each measured by
 * `measure` (the picture's wrist: hand-measure.ts) where that stays inside. `inView` is false when a
 * piece had to be left out (the landmarks alone decide it, so the panel's message and the drawing agree).
 */
export function wristLayout(
  h: Landmarks,
  pieces: readonly Wearable[],
  frame: { width: number; height: number },
  measure: (pl: Placement) => Placement = (pl) => pl,
): WristLayout {
  const worn = pieces.filter((p) => p.kind === 'watch' || p.kind === 'bracelet');
  if (!worn.length) return { pieces: [], inView: true };
  // The watch first (nearest the hand), then the bracelets in the set's order.
  const ordered = [...worn.filter((p) => p.kind === 'watch'), ...worn.filter((p) => p.kind !== 'watch')];
  const hasWatch = ordered[0]!.kind === 'watch';
  const offsets = ordered.map((p, i) =>
    p.kind === 'watch' ? WATCH_AT : (hasWatch ? 0.42 : 0.08) + (i - (hasWatch ? 1 : 0)) * STEP,
  );
  const place = (shift: number) =>
    ordered.map((piece, i) => ({ piece, at: footprint(piece, wristPlacement(h, offsets[i]! - shift)) }));
  // Slide back toward the hand, by tenths of the first offset, until everything is inside.
  const most = offsets[0]!;
  let shift = most;
  let laid = place(most).filter((w) => inside(w.at, frame));
  let inView = false;
  for (let k = 0; k <= 10; k++) {
    const next = place((most * k) / 10);
    if (next.every((w) => inside(w.at, frame))) {
      [shift, laid, inView] = [(most * k) / 10, next, true];
      break;
    }
  }
  // Each piece on the measured wrist (measured once, where the landmarks put it) where that stays
  // inside, slid a little more toward the hand if it must; else where the landmarks put it.
  const measuredIn = (w: WristPiece): WristPiece => {
    const i = ordered.indexOf(w.piece);
    const at = wristPlacement(h, offsets[i]! - shift);
    const m = footprint(w.piece, measure(at));
    for (let j = 0; j <= 6; j++) {
      const to = wristPlacement(h, offsets[i]! - shift - j * 0.03).c;
      const moved = { ...m, c: { x: m.c.x + to.x - at.c.x, y: m.c.y + to.y - at.c.y } };
      if (inside(moved, frame)) return { ...w, at: moved };
    }
    return w;
  };
  return { pieces: laid.map(measuredIn), inView };
}
