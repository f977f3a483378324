/**
 * Polygon math for the try-on's regions (docs/tryon.md): areas, centroids, bounds, scaling, resampling,
 * splines and the band shapes the regions are built from. Pure functions on frame pixels; no DOM.
 */
import type { Pt } from '../types';
import { addScaled, dist, lerp, mean, unit } from './vector';

/** A closed polygon (first point not repeated at the end) or an open polyline, in frame pixels. */
export type Polygon = Pt[];
/** Axis-aligned bounds. */
export type Box = { x: number; y: number; w: number; h: number };
/** An ellipse: centre, radii and rotation (radians, x axis of the image toward y). */
export type Ellipse = { cx: number; cy: number; rx: number; ry: number; angle: number };
/** A circle (iris). */
export type Circle = { x: number; y: number; r: number };

/** Signed shoelace area (positive when clockwise on screen, y down). */
export function signedArea(poly: readonly Pt[]): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    s += a.x * b.y - b.x * a.y;
  }
  return s / 2;
}

/**
 * The x where a horizontal line at `y` crosses the polygon's edges, sorted (even-odd pairs are the
 * inside spans): the scanline step of the rasterizers of the skin grid and the emulation mask. `out` is
 * reused (cleared first) so a raster loop allocates nothing.
 */
export function rowCrossings(poly: readonly Pt[], y: number, out: number[]): number[] {
  out.length = 0;
  for (let e = 0, f = poly.length - 1; e < poly.length; f = e++) {
    const p = poly[e]!;
    const q = poly[f]!;
    if (p.y > y !== q.y > y) out.push(p.x + ((y - p.y) * (q.x - p.x)) / (q.y - p.y));
  }
  return out.sort((u, v) => u - v);
}

/** Unsigned polygon area in px². */
export function polygonArea(poly: readonly Pt[]): number {
  return Math.abs(signedArea(poly));
}

/** Area centroid of a simple polygon (the vertex mean when degenerate). */
export function centroid(poly: readonly Pt[]): Pt {
  const a = signedArea(poly);
  if (Math.abs(a) < 1e-9) return mean(poly);
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    const c = p.x * q.y - q.x * p.y;
    cx += (p.x + q.x) * c;
    cy += (p.y + q.y) * c;
  }
  return { x: cx / (6 * a), y: cy / (6 * a) };
}

/** Even-odd point-in-polygon test. */
export function pointInPolygon(pt: Pt, poly: readonly Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > pt.y !== b.y > pt.y && pt.x < ((b.x - a.x) * (pt.y - a.y)) / (b.y - a.y) + a.x)
      inside = !inside;
  }
  return inside;
}

/** Bounds of all points of some polygons (empty box at 0,0 when there are none). */
export function bbox(...polys: readonly (readonly Pt[])[]): Box {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const poly of polys) {
    for (const p of poly) {
      x0 = Math.min(x0, p.x);
      y0 = Math.min(y0, p.y);
      x1 = Math.max(x1, p.x);
      y1 = Math.max(y1, p.y);
    }
  }
  if (x0 > x1) return { x: 0, y: 0, w: 0, h: 0 };
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** A box's four corners, clockwise from its top left. */
export function boxPolygon(b: Box): Polygon {
  return [
    { x: b.x, y: b.y },
    { x: b.x + b.w, y: b.y },
    { x: b.x + b.w, y: b.y + b.h },
    { x: b.x, y: b.y + b.h },
  ];
}

/** Scales a polygon about `origin` (its centroid by default): k > 1 grows it, k < 1 shrinks it. */
export function scalePolygon(poly: readonly Pt[], k: number, origin: Pt = centroid(poly)): Polygon {
  return poly.map((p) => lerp(origin, p, k));
}

/** Moves every vertex `d` px away from the centroid (negative d pulls it in, never past the centroid). */
export function growPolygon(poly: readonly Pt[], d: number): Polygon {
  const c = centroid(poly);
  return poly.map((p) => {
    const r = dist(c, p);
    return r > 0 ? lerp(c, p, Math.max(0, (r + d) / r)) : { ...p };
  });
}

/** Resamples a polyline into n points evenly spaced by arc length (ends kept). */
export function resample(line: readonly Pt[], n: number): Polygon {
  const cum = [0];
  for (let i = 1; i < line.length; i++) cum.push(cum[i - 1]! + dist(line[i - 1]!, line[i]!));
  const total = cum[cum.length - 1]!;
  const out: Polygon = [];
  let seg = 1;
  for (let k = 0; k < n; k++) {
    const s = n === 1 ? 0 : (total * k) / (n - 1);
    while (seg < line.length - 1 && cum[seg]! < s) seg++;
    const a = line[seg - 1] ?? line[0]!;
    const b = line[seg] ?? a;
    const len = cum[seg]! - cum[seg - 1]!;
    out.push(len > 0 ? lerp(a, b, (s - cum[seg - 1]!) / len) : { ...a });
  }
  return out;
}

/** Catmull-Rom (centripetal-free, uniform) samples through the points; `closed` wraps around. */
export function catmullRom(pts: readonly Pt[], perSegment: number, closed = true): Polygon {
  const n = pts.length;
  if (n < 3) return pts.map((p) => ({ ...p }));
  const get = (i: number): Pt => (closed ? pts[(i + n) % n]! : pts[Math.min(n - 1, Math.max(0, i))]!);
  const out: Polygon = [];
  const segs = closed ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const [p0, p1, p2, p3] = [get(i - 1), get(i), get(i + 1), get(i + 2)];
    for (let s = 0; s < perSegment; s++) out.push(crPoint(p0, p1, p2, p3, s / perSegment));
  }
  if (!closed) out.push({ ...pts[n - 1]! });
  return out;
}

function crPoint(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: number): Pt {
  const t2 = t * t;
  const t3 = t2 * t;
  const f = (a: number, b: number, c: number, d: number): number =>
    0.5 * (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (3 * b - a - 3 * c + d) * t3);
  return { x: f(p0.x, p1.x, p2.x, p3.x), y: f(p0.y, p1.y, p2.y, p3.y) };
}

/** An ellipse sampled as an n-gon. */
export function ellipsePolygon(e: Ellipse, n = 24): Polygon {
  const cos = Math.cos(e.angle);
  const sin = Math.sin(e.angle);
  const out: Polygon = [];
  for (let i = 0; i < n; i++) {
    const t = (2 * Math.PI * i) / n;
    const ex = e.rx * Math.cos(t);
    const ey = e.ry * Math.sin(t);
    out.push({ x: e.cx + ex * cos - ey * sin, y: e.cy + ex * sin + ey * cos });
  }
  return out;
}

/** A lens from a to b, half-width wa at a and wb at b (a soft stroke shape for contour/highlight). */
export function taperedBand(a: Pt, b: Pt, wa: number, wb: number, n = 10): Polygon {
  const u = unit(a, b);
  const nrm = { x: -u.y, y: u.x };
  const left: Polygon = [];
  const right: Polygon = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const w = (wa + (wb - wa) * t) * Math.sin(Math.PI * (0.08 + 0.84 * t));
    const c = lerp(a, b, t);
    left.push(addScaled(c, nrm, w));
    right.push(addScaled(c, nrm, -w));
  }
  return [...left, ...right.reverse()];
}

/** A band between two polylines of the same direction (top, then bottom reversed). */
export function bandBetween(top: readonly Pt[], bottom: readonly Pt[]): Polygon {
  return [...top.map((p) => ({ ...p })), ...[...bottom].reverse().map((p) => ({ ...p }))];
}

/** Convex hull (monotone chain) of some points. */
export function hull(pts: readonly Pt[]): Polygon {
  const s = [...pts].sort((p, q) => p.x - q.x || p.y - q.y);
  const cross = (o: Pt, p: Pt, q: Pt): number => (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x);
  const half = (list: readonly Pt[]): Pt[] => {
    const out: Pt[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(s), ...half([...s].reverse())];
}
