/**
 * Face geometry for the try-on effects (docs/tryon.md): MediaPipe face_mesh index sets, small polygon
 * helpers and the region builders every makeup effect paints into. Pure functions, no DOM; all
 * coordinates are frame pixels, as the engine hands them over.
 */
import type { Landmarks, Pt } from './types';

/** A closed polygon (first point not repeated at the end) or an open polyline, in frame pixels. */
export type Polygon = Pt[];
/** The subject's own side: 'right' is the side MediaPipe calls right (image left on an unmirrored photo). */
export type Side = 'right' | 'left';
export const SIDES: readonly Side[] = ['right', 'left'];
/** Axis-aligned bounds. */
export type Box = { x: number; y: number; w: number; h: number };
/** An ellipse: centre, radii and rotation (radians, x axis of the image toward y). */
export type Ellipse = { cx: number; cy: number; rx: number; ry: number; angle: number };
/** A circle (iris). */
export type Circle = { x: number; y: number; r: number };

// ---- Index sets (MediaPipe face_mesh topology) ------------------------------------------------------

/** Outer lip contour, clockwise from the subject's right mouth corner. */
export const LIPS_OUTER = [
  61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291, 375, 321, 405, 314, 17, 84, 181, 91, 146,
] as const;
/** Inner lip contour (the mouth opening), same direction as LIPS_OUTER. */
export const LIPS_INNER = [
  78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308, 324, 318, 402, 317, 14, 87, 178, 88, 95,
] as const;
/** The upper outer lip between the peaks of the cupid's bow. */
export const CUPIDS_BOW = [40, 39, 37, 0, 267, 269, 270] as const;

type EyeSet = {
  /** Upper lid, outer corner → inner corner. */
  upper: readonly number[];
  /** Lower lid, outer corner → inner corner. */
  lower: readonly number[];
  /** Crease (the socket above the lid), outer → inner. */
  crease: readonly number[];
  /** Ring just under the lower lash line, outer → inner. */
  under1: readonly number[];
  /** Second and third rings under the eye, outer → inner. */
  under2: readonly number[];
  under3: readonly number[];
  /** Brow upper and lower edges, tail (outer) → head (inner). */
  browUpper: readonly number[];
  browLower: readonly number[];
  /** Iris centre then its four rim points. */
  iris: readonly number[];
  cheek: readonly number[];
  /** Silhouette point at the side of the face (ear level), and the jaw from ear to chin. */
  faceEdge: number;
  jaw: readonly number[];
  /** Side of the forehead above the brow tail; the silhouette there. */
  temple: readonly number[];
  mouthCorner: number;
  /** Points of the side of the face used for contour/highlight anchors. */
  cheekbone: readonly number[];
};

export const RIGHT_EYE: EyeSet = {
  upper: [33, 246, 161, 160, 159, 158, 157, 173, 133],
  lower: [33, 7, 163, 144, 145, 153, 154, 155, 133],
  crease: [113, 225, 224, 223, 222, 221, 189],
  under1: [130, 25, 110, 24, 23, 22, 26, 112, 243],
  under2: [226, 31, 228, 229, 230, 231, 232, 233, 244],
  under3: [143, 111, 117, 118, 119, 120, 121, 128, 245],
  browUpper: [70, 63, 105, 66, 107],
  browLower: [46, 53, 52, 65, 55],
  iris: [468, 469, 470, 471, 472],
  cheek: [50, 117, 118, 123, 187, 205],
  faceEdge: 234,
  jaw: [93, 132, 58, 172, 136, 150, 149],
  temple: [71, 21, 162, 54],
  mouthCorner: 61,
  cheekbone: [143, 116, 117, 118, 101],
};

export const LEFT_EYE: EyeSet = {
  upper: [263, 466, 388, 387, 386, 385, 384, 398, 362],
  lower: [263, 249, 390, 373, 374, 380, 381, 382, 362],
  crease: [342, 445, 444, 443, 442, 441, 413],
  under1: [359, 255, 339, 254, 253, 252, 256, 341, 463],
  under2: [446, 261, 448, 449, 450, 451, 452, 453, 464],
  under3: [372, 340, 346, 347, 348, 349, 350, 357, 465],
  browUpper: [300, 293, 334, 296, 336],
  browLower: [276, 283, 282, 295, 285],
  iris: [473, 474, 475, 476, 477],
  cheek: [280, 346, 347, 352, 411, 425],
  faceEdge: 454,
  jaw: [323, 361, 288, 397, 365, 379, 378],
  temple: [301, 251, 389, 284],
  mouthCorner: 291,
  cheekbone: [372, 345, 346, 347, 330],
};

/** The per-side index sets. */
export function sideSet(side: Side): EyeSet {
  return side === 'right' ? RIGHT_EYE : LEFT_EYE;
}

/** Face silhouette, clockwise from the top of the forehead. */
export const FACE_OVAL = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149,
  150, 136, 172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109,
] as const;
export const FOREHEAD_TOP = 10;
export const CHIN = 152;
export const NOSE_TIP = 1;
export const NOSE_BOTTOM = 2;
/** Between the eyes (top of the nose bridge) and the top of the nose tip. */
export const NOSE_BRIDGE_TOP = 168;
export const NOSE_BRIDGE_BOTTOM = 5;
/** Number of points the engine hands over (468 mesh + 10 iris). */
export const LANDMARK_COUNT = 478;

// ---- Vector helpers ---------------------------------------------------------------------------------

/** The landmarks at `indices`, as fresh {x, y} points. */
export function points(lm: Landmarks, indices: readonly number[]): Polygon {
  return indices.map((i) => at(lm, i));
}

/** One landmark as a fresh {x, y}; throws on a missing index (a truncated landmark array). */
export function at(lm: Landmarks, i: number): Pt {
  const p = lm[i];
  if (!p) throw new RangeError(`landmark ${i} missing`);
  return { x: p.x, y: p.y };
}

/** a + (b − a)·t */
export function lerp(a: Pt, b: Pt, t: number): Pt {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/** Euclidean distance. */
export function dist(a: Pt, b: Pt): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** The unit vector from a toward b ({0,0} when they coincide). */
export function unit(a: Pt, b: Pt): Pt {
  const d = dist(a, b);
  return d > 0 ? { x: (b.x - a.x) / d, y: (b.y - a.y) / d } : { x: 0, y: 0 };
}

/** p + v·k */
export function addScaled(p: Pt, v: Pt, k: number): Pt {
  return { x: p.x + v.x * k, y: p.y + v.y * k };
}

/** The mean of some points. */
export function mean(pts: readonly Pt[]): Pt {
  let x = 0;
  let y = 0;
  for (const p of pts) {
    x += p.x;
    y += p.y;
  }
  const n = Math.max(1, pts.length);
  return { x: x / n, y: y / n };
}

// ---- Polygon helpers --------------------------------------------------------------------------------

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

// ---- Face frame -------------------------------------------------------------------------------------

/** Distance between the two sides of the face (234 ↔ 454): the scale every effect sizes itself by. */
export function faceWidth(lm: Landmarks): number {
  return dist(at(lm, 234), at(lm, 454));
}

/** Unit vector pointing up the face (chin → forehead), robust to roll. */
export function faceUp(lm: Landmarks): Pt {
  return unit(at(lm, CHIN), at(lm, FOREHEAD_TOP));
}

/** Unit vector from the face's centre line toward the given side's silhouette. */
export function outward(lm: Landmarks, side: Side): Pt {
  const other = side === 'right' ? LEFT_EYE.faceEdge : RIGHT_EYE.faceEdge;
  return unit(at(lm, other), at(lm, sideSet(side).faceEdge));
}

/** Face-centre point (mid-way between the face sides). */
export function faceCentre(lm: Landmarks): Pt {
  return lerp(at(lm, 234), at(lm, 454), 0.5);
}

// ---- Regions ----------------------------------------------------------------------------------------

/** Outer lip polygon; `plump` > 0 enlarges it from its centroid by that fraction. */
export function lipsOuter(lm: Landmarks, plump = 0): Polygon {
  const poly = points(lm, LIPS_OUTER);
  return plump ? scalePolygon(poly, 1 + plump) : poly;
}

/** Inner lip polygon (the mouth opening: teeth, tongue); scaled like lipsOuter for a plumped mouth. */
export function lipsInner(lm: Landmarks, plump = 0): Polygon {
  const poly = points(lm, LIPS_INNER);
  return plump ? scalePolygon(poly, 1 + plump, centroid(points(lm, LIPS_OUTER))) : poly;
}

/** The eye opening (visible eyeball) of one side: upper lid outer→inner, lower lid back. */
export function eyeOpening(lm: Landmarks, side: Side): Polygon {
  const s = sideSet(side);
  const lower = points(lm, s.lower).reverse();
  return [...points(lm, s.upper), ...lower.slice(1, -1)];
}

/** The upper lid line, inner corner → outer corner. */
export function upperLid(lm: Landmarks, side: Side): Polygon {
  return points(lm, sideSet(side).upper).reverse();
}

/** The crease line, lowered a little toward the lid so that feathering stays under the brow. */
export function creaseLine(lm: Landmarks, side: Side, n = 9): Polygon {
  const s = sideSet(side);
  const lid = resample(points(lm, s.upper), n);
  const crease = resample(points(lm, s.crease), n);
  return crease.map((c, i) => lerp(lid[i]!, c, 0.9));
}

/** The eyeshadow band: from the upper lash line up to the crease (outer → inner along the crease). */
export function lidBand(lm: Landmarks, side: Side): Polygon {
  const s = sideSet(side);
  const lid = resample(points(lm, s.upper), 9);
  return bandBetween(creaseLine(lm, side), lid);
}

/** The under-eye (concealer) crescent: just below the lower lash line down toward the cheekbone. */
export function underEye(lm: Landmarks, side: Side): Polygon {
  const s = sideSet(side);
  const top = points(lm, s.under1);
  const two = points(lm, s.under2);
  const three = points(lm, s.under3);
  const n = top.length;
  const bottom = two.map((p, i) => lerp(p, three[i]!, 0.5 + 0.5 * Math.sin((Math.PI * i) / (n - 1))));
  return bandBetween(top, bottom);
}

/** The brow shape: upper edge tail → head, lower edge back. */
export function brow(lm: Landmarks, side: Side): Polygon {
  const s = sideSet(side);
  return bandBetween(points(lm, s.browUpper), points(lm, s.browLower));
}

/** Cheek centre: mean of the side's cheek points. */
export function cheekCentre(lm: Landmarks, side: Side): Pt {
  return mean(points(lm, sideSet(side).cheek));
}

/** Blush ellipse on the apple of the cheek (between the cheek centre and 205/425), tilted to the temple. */
export function blushEllipse(lm: Landmarks, side: Side): Ellipse {
  const fw = faceWidth(lm);
  const c = lerp(cheekCentre(lm, side), at(lm, sideSet(side).cheek[5]!), 0.5);
  const dir = unit({ x: 0, y: 0 }, addScaled(outward(lm, side), faceUp(lm), 0.3));
  return { cx: c.x, cy: c.y, rx: 0.13 * fw, ry: 0.085 * fw, angle: Math.atan2(dir.y, dir.x) };
}

/** Contour under the cheekbone: from near the ear toward the mouth corner, stopping mid-cheek. */
export function underCheekbone(lm: Landmarks, side: Side): Polygon {
  const s = sideSet(side);
  const fw = faceWidth(lm);
  const jaw = points(lm, s.jaw);
  const start = lerp(lerp(jaw[0]!, jaw[1]!, 0.5), at(lm, NOSE_TIP), 0.1);
  const end = lerp(start, at(lm, s.mouthCorner), 0.55);
  return taperedBand(start, end, 0.06 * fw, 0.025 * fw);
}

/** Temple zone: the side of the forehead above the brow tail, kept inside the silhouette. */
export function temple(lm: Landmarks, side: Side): Polygon {
  const fw = faceWidth(lm);
  const [tail, edge, edgeLow, edgeHigh] = points(lm, sideSet(side).temple) as [Pt, Pt, Pt, Pt];
  const c = lerp(lerp(tail, edge, 0.55), lerp(edgeLow, edgeHigh, 0.5), 0.25);
  const up = faceUp(lm);
  return ellipsePolygon({ cx: c.x, cy: c.y, rx: 0.05 * fw, ry: 0.085 * fw, angle: Math.atan2(up.y, up.x) });
}

/** Jaw side: a band just inside the jawline from below the ear toward the chin. */
export function jawSide(lm: Landmarks, side: Side): Polygon {
  const fw = faceWidth(lm);
  const edge = points(lm, sideSet(side).jaw).slice(1);
  const c = faceCentre(lm);
  const inner = edge.map((p) => addScaled(p, unit(p, c), 0.07 * fw));
  const outer = edge.map((p) => addScaled(p, unit(p, c), 0.01 * fw));
  return bandBetween(outer, inner);
}

/** Highlight on top of the cheekbone, under the outer half of the eye. */
export function cheekboneTop(lm: Landmarks, side: Side): Polygon {
  const fw = faceWidth(lm);
  const [p143, p116, p117, p118, p101] = points(lm, sideSet(side).cheekbone) as [Pt, Pt, Pt, Pt, Pt];
  const a = lerp(lerp(p143, p116, 0.6), p117, 0.3);
  const b = lerp(p118, p101, 0.35);
  return taperedBand(a, b, 0.03 * fw, 0.025 * fw);
}

/** Highlight down the nose bridge. */
export function noseBridge(lm: Landmarks): Polygon {
  const fw = faceWidth(lm);
  const a = lerp(at(lm, NOSE_BRIDGE_TOP), at(lm, 6), 0.3);
  return taperedBand(a, at(lm, NOSE_BRIDGE_BOTTOM), 0.018 * fw, 0.018 * fw);
}

/** Highlight on the brow bone: under the arch and tail of the brow, above the crease. */
export function browBone(lm: Landmarks, side: Side): Polygon {
  const s = sideSet(side);
  const fw = faceWidth(lm);
  const lower = points(lm, s.browLower);
  const crease = points(lm, s.crease);
  const a = lerp(lower[2]!, crease[3]!, 0.45);
  const b = lerp(lower[0]!, crease[0]!, 0.45);
  return taperedBand(a, b, 0.018 * fw, 0.012 * fw);
}

/** Highlight just above the cupid's bow. */
export function cupidsBow(lm: Landmarks): Polygon {
  const fw = faceWidth(lm);
  const lip = points(lm, CUPIDS_BOW);
  const up = unit(centroid(points(lm, LIPS_OUTER)), at(lm, NOSE_BOTTOM));
  return bandBetween(
    lip.map((p) => addScaled(p, up, 0.035 * fw)),
    lip.map((p) => addScaled(p, up, 0.008 * fw)),
  );
}

/** Face oval, shrunk toward its centre (more at the forehead) so it stays inside skin, under hair. */
export function faceOval(lm: Landmarks, shrink = 0.05, forehead = 0.14): Polygon {
  const poly = points(lm, FACE_OVAL);
  const c = centroid(poly);
  const up = faceUp(lm);
  const reach = Math.max(1e-6, dist(c, at(lm, FOREHEAD_TOP)));
  return poly.map((p) => {
    const h = Math.max(0, ((p.x - c.x) * up.x + (p.y - c.y) * up.y) / reach);
    return lerp(c, p, 1 - shrink - forehead * h * h);
  });
}

/** Iris circle: the iris centre landmark and the mean distance to its four rim points. */
export function iris(lm: Landmarks, side: Side): Circle {
  const [c, ...rim] = points(lm, sideSet(side).iris) as [Pt, ...Pt[]];
  const r = rim.reduce((s, p) => s + dist(c, p), 0) / rim.length;
  return { x: c.x, y: c.y, r };
}

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

/** True when every landmark the effects read is present and finite. */
export function hasFace(lm: Landmarks | null | undefined): lm is Landmarks {
  if (!lm || lm.length < LANDMARK_COUNT) return false;
  for (let i = 0; i < LANDMARK_COUNT; i++) {
    const p = lm[i];
    if (!p || !Number.isFinite(p.x) || !Number.isFinite(p.y)) return false;
  }
  return faceWidth(lm) > 4;
}

/** Nostril landmarks of each side (the alar base around the opening), MediaPipe face_mesh. */
const NOSTRIL: Readonly<Record<Side, readonly number[]>> = {
  right: [79, 166, 59, 75, 60, 20, 238, 239, 241, 242, 99, 97],
  left: [309, 392, 289, 305, 290, 250, 458, 459, 461, 462, 328, 326],
};

/** The nostrils (and the alar base around them), one convex polygon per side. */
export function nostrils(lm: Landmarks): Polygon[] {
  return SIDES.map((side) => hull(points(lm, NOSTRIL[side])));
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
