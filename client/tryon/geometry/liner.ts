/** The eye liner's path (docs/tryon.md "Makeup"): the upper lash line, its outward normals and the wing. */
import type { Landmarks, Pt } from '../types';
import { at, type Side, sideSet } from './landmarks';
import { catmullRom, centroid, type Polygon } from './polygon';
import { addScaled, dist, unit } from './vector';
import { eyeOpening, upperLid } from './zones';

/** Where and how a liner is drawn on one eye. */
export type LinerPath = {
  /** Upper lash line, inner corner → outer corner, smoothed. */
  lid: Polygon;
  /** Outward normal of the lid (away from the eyeball) at each lid point. */
  normals: Polygon;
  /** Unit direction of the wing from the outer corner (out and up, toward the brow tail). */
  wing: Pt;
  /** Eye width (corner to corner), for sizing. */
  eyeWidth: number;
};

/** The liner path along the upper lid with a wing direction. */
export function linerPath(lm: Landmarks, side: Side): LinerPath {
  const s = sideSet(side);
  const lid = catmullRom(upperLid(lm, side), 3, false);
  const inner = at(lm, s.upper[s.upper.length - 1]!);
  const outer = at(lm, s.upper[0]!);
  const open = centroid(eyeOpening(lm, side));
  const normals = lid.map((p, i) => lidNormal(lid, i, open, p));
  const axis = unit(inner, outer);
  const toBrow = unit(outer, at(lm, s.browLower[0]!));
  const wing = unit({ x: 0, y: 0 }, addScaled(axis, toBrow, 0.6));
  return { lid, normals, wing, eyeWidth: dist(inner, outer) };
}

function lidNormal(lid: readonly Pt[], i: number, open: Pt, p: Pt): Pt {
  const t = unit(lid[Math.max(0, i - 1)]!, lid[Math.min(lid.length - 1, i + 1)]!);
  const n = { x: -t.y, y: t.x };
  const away = (p.x - open.x) * n.x + (p.y - open.y) * n.y;
  return away >= 0 ? n : { x: -n.x, y: -n.y };
}
