/**
 * The regions every makeup effect, the skin emulation and the analyses paint into or read
 * (docs/tryon.md "Makeup"): lips, eyes, brows, cheeks, contour and highlight zones, the face oval, the
 * iris and the nostrils, built from the landmarks. Pure functions; frame pixels.
 */
import type { Landmarks, Pt } from '../types';
import { faceCentre, faceUp, faceWidth, outward } from './face';
import {
  at,
  CUPIDS_BOW,
  FACE_OVAL,
  FOREHEAD_TOP,
  LIPS_INNER,
  LIPS_OUTER,
  NOSE_BOTTOM,
  NOSE_BRIDGE_BOTTOM,
  NOSE_BRIDGE_TOP,
  NOSE_TIP,
  NOSTRIL,
  points,
  SIDES,
  type Side,
  sideSet,
} from './landmarks';
import {
  bandBetween,
  type Circle,
  centroid,
  type Ellipse,
  ellipsePolygon,
  hull,
  type Polygon,
  resample,
  scalePolygon,
  taperedBand,
} from './polygon';
import { addScaled, dist, lerp, mean, unit } from './vector';

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

/** The nostrils (and the alar base around them), one convex polygon per side. */
export function nostrils(lm: Landmarks): Polygon[] {
  return SIDES.map((side) => hull(points(lm, NOSTRIL[side])));
}
