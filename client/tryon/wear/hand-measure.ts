import { addScaled } from '../geometry/vector';
import type { Pt } from '../types';
import type { Placement } from './hand';

/**
 * A finger or a wrist measured in the picture (docs/tryon-wear.md "Hands", decision 0329): the landmarks
 * give a joint line, not an outline, so the width of a limb is read across it where its colour ends —
 * edge to edge along the normal of its axis, on several lines a little apart, the median of each side.
 * The landmark estimate (a share of the knuckle span) only bounds the search and is the fallback when the
 * edges are not found (a blurred or busy picture). Pure: no DOM (hand-measure.test.ts).
 */

/** Pixels of a frame, or of a window of it whose top-left is (x0, y0) in the frame: RGBA bytes, row-major. */
export type Pixels = {
  data: Uint8ClampedArray;
  width: number;
  height: number;
  x0?: number;
  y0?: number;
};

export function rgbAt(img: Pixels, p: Pt): [number, number, number] | null {
  const x = Math.round(p.x) - (img.x0 ?? 0);
  const y = Math.round(p.y) - (img.y0 ?? 0);
  if (x < 0 || y < 0 || x >= img.width || y >= img.height) return null;
  const i = (y * img.width + x) * 4;
  return [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
}

/** A colour step this large between pixels two apart is an edge even where the colour drifted slowly. */
const STEP = 30;
/** Colour this far from the middle's (× the threshold) ends the limb however gradually it came. */
const FAR = 2.2;

/**
 * How far the limb reaches on each side of `c` along the unit vector `across`: its colour is taken at the
 * middle (±`guess`/6), then each side is walked out until two pixels in a row step sharply from the
 * pixels just behind them while off that colour by half `threshold` (RGB distance) — the background, an
 * outline or the next finger — or are far off it (FAR × `threshold`, a soft edge). A cylinder's shading
 * toward its sides changes the colour slowly and does not end it. Null on a side not found within `limit` px.
 */
export function sidesAcross(
  img: Pixels,
  c: Pt,
  across: Pt,
  guess: number,
  limit = guess * 1.2,
  threshold = 38,
): [number | null, number | null] {
  // Straight into the bytes (no point or array a pixel): this runs on every frame for every piece.
  const { data, width, height } = img;
  const ox = c.x - (img.x0 ?? 0);
  const oy = c.y - (img.y0 ?? 0);
  const index = (t: number): number => {
    const x = Math.round(ox + across.x * t);
    const y = Math.round(oy + across.y * t);
    return x < 0 || y < 0 || x >= width || y >= height ? -1 : (y * width + x) * 4;
  };
  let [r, g, b, n] = [0, 0, 0, 0];
  for (let t = -guess / 6; t <= guess / 6; t += 1) {
    const i = index(t);
    if (i < 0) continue;
    r += data[i]!;
    g += data[i + 1]!;
    b += data[i + 2]!;
    n++;
  }
  if (!n) return [null, null];
  [r, g, b] = [r / n, g / n, b / n];
  const near = (threshold / 2) ** 2;
  const far = (FAR * threshold) ** 2;
  const step = STEP ** 2;
  const edge = (dir: 1 | -1): number | null => {
    let out = 0;
    for (let t = 1; t <= limit; t++) {
      const i = index(dir * t);
      let off = Number.POSITIVE_INFINITY;
      let jump = 0;
      if (i >= 0) {
        off = (data[i]! - r) ** 2 + (data[i + 1]! - g) ** 2 + (data[i + 2]! - b) ** 2;
        const j = index(dir * (t - 2));
        if (j >= 0)
          jump =
            (data[i]! - data[j]!) ** 2 +
            (data[i + 1]! - data[j + 1]!) ** 2 +
            (data[i + 2]! - data[j + 2]!) ** 2;
      }
      if (off > far || (jump > step && off > near)) {
        if (++out === 2) return t - 1.5;
      } else out = 0;
    }
    return null;
  };
  return [edge(-1), edge(1)];
}

const median = (v: number[]): number => {
  const s = [...v].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** A section measured across a placement: its middle (centred between the edges) and its width. */
export type Section = { c: Pt; width: number };

/**
 * The limb's section at a placement, measured on `lines` lines across it spread over `spread` px along
 * its axis: the median reach of each side. Null when fewer than half the lines found both edges, or the
 * width is outside `bounds` × the landmark estimate (the walk ran into something else).
 */
export function measureSection(
  img: Pixels,
  pl: Placement,
  {
    lines = 5,
    spread = pl.length,
    bounds = [0.55, 1.45],
  }: { lines?: number; spread?: number; bounds?: readonly [number, number] } = {},
): Section | null {
  const left: number[] = [];
  const right: number[] = [];
  for (let i = 0; i < lines; i++) {
    const a = lines > 1 ? (i / (lines - 1) - 0.5) * spread : 0;
    const [l, r] = sidesAcross(img, addScaled(pl.c, pl.along, a), pl.across, pl.width, pl.width);
    if (l !== null && r !== null) {
      left.push(l);
      right.push(r);
    }
  }
  if (left.length * 2 < lines) return null;
  const l = median(left);
  const r = median(right);
  const width = l + r;
  if (width < pl.width * bounds[0] || width > pl.width * bounds[1]) return null;
  return { c: addScaled(pl.c, pl.across, (r - l) / 2), width };
}

/** A placement moved to the measured middle and given the measured width; `measured` says which it is. */
export function measured(img: Pixels | null, pl: Placement): Placement & { measured: boolean } {
  const s = img ? measureSection(img, pl) : null;
  return s ? { ...pl, c: s.c, width: s.width, measured: true } : { ...pl, measured: false };
}

/** The smallest window of the frame holding the points grown by `pad` px, clamped to the frame. */
export function windowAround(
  pts: readonly Pt[],
  pad: number,
  frame: { width: number; height: number },
): { x: number; y: number; w: number; h: number } | null {
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  const x = Math.max(0, Math.floor(Math.min(...xs) - pad));
  const y = Math.max(0, Math.floor(Math.min(...ys) - pad));
  const w = Math.min(frame.width, Math.ceil(Math.max(...xs) + pad)) - x;
  const h = Math.min(frame.height, Math.ceil(Math.max(...ys) + pad)) - y;
  return w > 0 && h > 0 ? { x, y, w, h } : null;
}

/**
 * The forearm measured: the landmarks' axis (middle knuckle → wrist) can lean off the arm's own by
 * several degrees, so the arm is measured at three places round the placement (those inside the
 * picture), the axis taken through the measured middles, and the section measured again square to it.
 */
export function measuredForearm(img: Pixels | null, pl: Placement): Placement & { measured: boolean } {
  if (!img) return { ...pl, measured: false };
  const step = pl.width * 0.3;
  const found = [-1.5, -0.5, 0.5]
    .map((k) => measureSection(img, { ...pl, c: addScaled(pl.c, pl.along, k * step) }, { lines: 3 }))
    .filter((m): m is Section => m !== null);
  if (found.length < 2) return measured(img, pl);
  const a = found[0]!.c;
  const b = found[found.length - 1]!.c;
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const along = { x: (b.x - a.x) / len, y: (b.y - a.y) / len };
  // At most 25° off the landmarks' axis: further is the walk running into something else.
  if (along.x * pl.along.x + along.y * pl.along.y < Math.cos((25 * Math.PI) / 180)) return measured(img, pl);
  // The placement's own place on the measured axis.
  const t = (pl.c.x - a.x) * along.x + (pl.c.y - a.y) * along.y;
  const c = addScaled(a, along, t);
  return measured(img, { ...pl, c, along, across: { x: -along.y, y: along.x } });
}
