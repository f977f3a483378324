/**
 * Face reshaping's controls and handles (spec 001 §2.3 `face-reshaping`; warp.ts draws them): each
 * control's strength turns into handles — a landmark (`from`), where it should appear (`to`) and a radius
 * of influence — every size a fraction of the face's width, so the change scales with the face. Pure.
 */
import { faceCentre, faceUp, faceWidth, hasFace } from '../geometry/face';
import { at, CHIN, LIPS_INNER, LIPS_OUTER, points, SIDES, sideSet } from '../geometry/landmarks';
import { centroid } from '../geometry/polygon';
import { eyeOpening, upperLid } from '../geometry/zones';
import type { Landmarks, Pt } from '../types';

export const RESHAPE_CONTROLS = ['jaw', 'cheeks', 'chin', 'nose', 'eyes', 'brows', 'lips'] as const;
export type ReshapeControl = (typeof RESHAPE_CONTROLS)[number];
/** Strengths in −1..1: 0 unchanged, + the named direction (slimmer, smaller chin, larger, lifted, fuller). */
export type Reshape = Record<ReshapeControl, number>;
export const DEFAULT_RESHAPE: Readonly<Reshape> = Object.freeze({
  jaw: 0,
  cheeks: 0,
  chin: 0,
  nose: 0,
  eyes: 0,
  brows: 0,
  lips: 0,
});

/**
 * A control handle: the pixel that ends at `to` is sampled from `from`; the pull fades to nothing at
 * `radius` from `to`. `control` groups the handles of one control (crowding is measured within a
 * control, so controls add). A handle with `from` = `to` is an anchor: it holds its control's pull back
 * around it (warpField).
 */
export type Handle = { from: Pt; to: Pt; radius: number; control: ReshapeControl };
/** No handle moves more than this share of its radius: the field's slope stays well below 1 (no folds). */
export const MAX_PULL = 0.25;

/** A strength clamped to −1..1 (0 for anything that is not a finite number). */
export function clampStrength(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) ? Math.min(1, Math.max(-1, v)) : 0;
}

/** Every control's strength, clamped; missing ones are 0. */
export function normalizeReshape(r: Partial<Reshape> | null | undefined): Reshape {
  const out = { ...DEFAULT_RESHAPE };
  for (const c of RESHAPE_CONTROLS) out[c] = clampStrength(r?.[c]);
  return out;
}

// Jaw and cheek silhouettes (per side, ear → chin), nose wings, chin: with the share of the pull each gets.
const JAW = { right: [132, 58, 172, 136, 150], left: [361, 288, 397, 365, 379] } as const;
const JAW_W = [0.35, 0.8, 1, 0.9, 0.55];
const CHEEK = { right: [234, 93, 132, 58], left: [454, 323, 361, 288] } as const;
const CHEEK_W = [0.35, 0.75, 1, 0.6];
const NOSE = { right: [129, 64, 98, 49, 209, 198], left: [358, 294, 327, 279, 429, 420] } as const;
const NOSE_W = [1, 1, 0.9, 0.9, 0.55, 0.4];
const CHIN_PTS = [CHIN, 148, 377, 176, 400] as const;
const CHIN_W = [1, 0.9, 0.9, 0.6, 0.6];
/** Anchors: the nose's own axis, the eyes' centres for the brows' lift. */
const NOSE_AXIS = [1, 4, 5, 195] as const;

/**
 * Pull (fraction of the face width at strength 1) and radius (fraction of the face width) per control;
 * eyes and lips scale their contours instead (a share of the eye's size, of the lip's thickness).
 */
const PULL = { jaw: 0.05, cheeks: 0.04, chin: 0.045, nose: 0.022, brows: 0.024 } as const;
const RADIUS = { jaw: 0.2, cheeks: 0.22, chin: 0.22, nose: 0.12, eyes: 0.11, brows: 0.15, lips: 0.1 };
const EYE_SCALE = 0.1;
/** Anchors reach this share of their control's radius: they hold the pull back close to themselves. */
const ANCHOR_REACH = 0.6;
const LIP_GROW = 0.3;

/** The handles of the controls whose strength is not 0 (an empty list when nothing changes). */
export function displacements(lm: Landmarks, reshape: Partial<Reshape>): Handle[] {
  if (!hasFace(lm)) return [];
  const k = normalizeReshape(reshape);
  const fw = faceWidth(lm);
  const up = faceUp(lm);
  const axis = at(lm, 168);
  const out: Handle[] = [];
  const add = (control: ReshapeControl, from: Pt, to: Pt, reach = 1): void => {
    const radius = RADIUS[control] * fw * reach;
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const len = Math.hypot(dx, dy);
    const cap = len > MAX_PULL * radius ? (MAX_PULL * radius) / len : 1;
    out.push({ from, to: { x: from.x + dx * cap, y: from.y + dy * cap }, radius, control });
  };
  /** The point moved `d` px toward the face's vertical axis (through the nose bridge, along `up`). */
  const towardAxis = (p: Pt, d: number): Pt => {
    const ox = p.x - axis.x;
    const oy = p.y - axis.y;
    const along = ox * up.x + oy * up.y;
    const hx = ox - along * up.x;
    const hy = oy - along * up.y;
    const h = Math.hypot(hx, hy);
    return h > 1e-6 ? { x: p.x - (hx / h) * d, y: p.y - (hy / h) * d } : { ...p };
  };
  const silhouette = (
    control: 'jaw' | 'cheeks' | 'nose',
    sets: Record<'right' | 'left', readonly number[]>,
    weights: number[],
  ): void => {
    if (!k[control]) return;
    for (const side of SIDES) {
      sets[side].forEach((i, n) => {
        const p = at(lm, i);
        add(control, p, towardAxis(p, PULL[control] * fw * k[control] * weights[n]!));
      });
    }
  };
  silhouette('jaw', JAW, JAW_W);
  silhouette('cheeks', CHEEK, CHEEK_W);
  silhouette('nose', NOSE, NOSE_W);
  if (k.nose) for (const i of NOSE_AXIS) add('nose', at(lm, i), at(lm, i), ANCHOR_REACH);
  if (k.chin) {
    const c = faceCentre(lm);
    CHIN_PTS.forEach((i, n) => {
      const p = at(lm, i);
      const d = Math.hypot(c.x - p.x, c.y - p.y) || 1;
      const s = (PULL.chin * fw * k.chin * CHIN_W[n]!) / d;
      add('chin', p, { x: p.x + (c.x - p.x) * s, y: p.y + (c.y - p.y) * s });
    });
  }
  for (const side of SIDES) {
    const eye = eyeOpening(lm, side);
    const c = centroid(eye);
    if (k.eyes) {
      const g = 1 + EYE_SCALE * k.eyes;
      for (const p of eye) add('eyes', p, { x: c.x + (p.x - c.x) * g, y: c.y + (p.y - c.y) * g });
    }
    if (k.brows) {
      const s = sideSet(side);
      const lift = PULL.brows * fw * k.brows;
      const tail = [1, 1, 0.9, 0.7, 0.5];
      for (const set of [s.browUpper, s.browLower]) {
        set.forEach((i, n) => {
          const p = at(lm, i);
          add('brows', p, { x: p.x + up.x * lift * tail[n]!, y: p.y + up.y * lift * tail[n]! });
        });
      }
      for (const p of upperLid(lm, side)) add('brows', p, p, ANCHOR_REACH);
    }
  }
  if (k.lips) {
    // Fuller lips: each outer point moves away from its inner partner (the lip's own thickness).
    const outer = points(lm, LIPS_OUTER);
    const inner = points(lm, LIPS_INNER);
    outer.forEach((p, n) => {
      const q = inner[n]!;
      add('lips', p, { x: p.x + (p.x - q.x) * LIP_GROW * k.lips, y: p.y + (p.y - q.y) * LIP_GROW * k.lips });
    });
    for (const q of inner) add('lips', q, q, ANCHOR_REACH);
  }
  return out;
}
