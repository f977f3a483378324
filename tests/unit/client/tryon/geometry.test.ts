import { describe, expect, it } from 'vitest';
import { faceUp, faceWidth, hasFace, outward } from '../../../../client/tryon/geometry/face';
import {
  FACE_OVAL,
  LEFT_EYE,
  LIPS_INNER,
  LIPS_OUTER,
  NOSE_TIP,
  points,
  RIGHT_EYE,
  SIDES,
  type Side,
} from '../../../../client/tryon/geometry/landmarks';
import { linerPath } from '../../../../client/tryon/geometry/liner';
import {
  bbox,
  catmullRom,
  centroid,
  ellipsePolygon,
  growPolygon,
  type Polygon,
  pointInPolygon,
  polygonArea,
  resample,
  rowCrossings,
  scalePolygon,
  signedArea,
  taperedBand,
} from '../../../../client/tryon/geometry/polygon';
import { dist, mean } from '../../../../client/tryon/geometry/vector';
import {
  blushEllipse,
  brow,
  browBone,
  cheekboneTop,
  cheekCentre,
  creaseLine,
  cupidsBow,
  eyeOpening,
  faceOval,
  iris,
  jawSide,
  lidBand,
  lipsInner,
  lipsOuter,
  noseBridge,
  temple,
  underCheekbone,
  underEye,
  upperLid,
} from '../../../../client/tryon/geometry/zones';
import type { Landmarks, Pt } from '../../../../client/tryon/types';
import fixture from '../../../fixtures/astronaut-landmarks.json';

const W = fixture.width;
const H = fixture.height;
const LM: Landmarks = fixture.points.map(([x, y, z]) => ({ x: x!, y: y!, z: z! }));

/** Landmarks mirrored left↔right (a selfie camera) and rotated about the face centre. */
function transformed(lm: Landmarks, mirror: boolean, degrees: number): Landmarks {
  const c = { x: W / 2, y: H / 2 };
  const a = (degrees * Math.PI) / 180;
  return lm.map((p) => {
    const x = (mirror ? W - p.x : p.x) - c.x;
    const y = p.y - c.y;
    return { x: c.x + x * Math.cos(a) - y * Math.sin(a), y: c.y + x * Math.sin(a) + y * Math.cos(a) };
  });
}

/** Height of a point along the face's up axis (bigger = higher on the face). */
function up(lm: Landmarks, p: Pt): number {
  const u = faceUp(lm);
  return p.x * u.x + p.y * u.y;
}

/** Position along the subject's right → left axis. */
function across(lm: Landmarks, p: Pt): number {
  const o = outward(lm, 'left');
  return p.x * o.x + p.y * o.y;
}

function expectValidPolygon(poly: Polygon): void {
  expect(poly.length).toBeGreaterThanOrEqual(3);
  for (const p of poly) {
    expect(Number.isFinite(p.x) && Number.isFinite(p.y)).toBe(true);
    expect(p.x).toBeGreaterThanOrEqual(0);
    expect(p.x).toBeLessThanOrEqual(W);
    expect(p.y).toBeGreaterThanOrEqual(0);
    expect(p.y).toBeLessThanOrEqual(H);
  }
  expect(polygonArea(poly)).toBeGreaterThan(1);
}

const noVertexInside = (poly: Polygon, other: Polygon): boolean =>
  poly.every((p) => !pointInPolygon(p, other));

describe("rowCrossings (the rasterizers' scanline step)", () => {
  const square = [
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: 10, y: 10 },
    { x: 0, y: 10 },
  ];
  it('answers the sorted edge crossings of a row, none outside, and reuses its array', () => {
    const xs: number[] = [99];
    expect(rowCrossings(square, 5, xs)).toEqual([0, 10]);
    expect(rowCrossings(square, 12, xs)).toEqual([]);
    expect(rowCrossings([...square].reverse(), 0.5, xs)).toBe(xs);
    expect(xs).toEqual([0, 10]);
  });
});

describe('the fixture', () => {
  it('has 478 points inside the image and a small face', () => {
    expect(LM).toHaveLength(478);
    expect(hasFace(LM)).toBe(true);
    const fw = faceWidth(LM);
    expect(fw).toBeGreaterThan(60);
    expect(fw).toBeLessThan(140);
  });

  it('hasFace rejects missing, truncated or non-finite landmarks', () => {
    expect(hasFace(null)).toBe(false);
    expect(hasFace(LM.slice(0, 468))).toBe(false);
    const bad = LM.map((p, i) => (i === 13 ? { x: Number.NaN, y: p.y } : p));
    expect(hasFace(bad)).toBe(false);
  });
});

describe('polygon helpers', () => {
  const square: Polygon = [
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: 10, y: 10 },
    { x: 0, y: 10 },
  ];

  it('area, centroid, bbox and point-in-polygon of a square', () => {
    expect(polygonArea(square)).toBe(100);
    expect(signedArea(square)).toBe(100);
    expect(signedArea([...square].reverse())).toBe(-100);
    expect(centroid(square)).toEqual({ x: 5, y: 5 });
    expect(bbox(square)).toEqual({ x: 0, y: 0, w: 10, h: 10 });
    expect(pointInPolygon({ x: 5, y: 5 }, square)).toBe(true);
    expect(pointInPolygon({ x: 11, y: 5 }, square)).toBe(false);
    expect(pointInPolygon({ x: -0.1, y: 9.9 }, square)).toBe(false);
  });

  it('scale and grow keep the centroid and change the area as asked', () => {
    const big = scalePolygon(square, 2);
    expect(polygonArea(big)).toBeCloseTo(400);
    expect(centroid(big).x).toBeCloseTo(5);
    const grown = growPolygon(square, Math.SQRT2);
    expect(grown[0]!.x).toBeCloseTo(-1);
    expect(grown[2]!.y).toBeCloseTo(11);
    const collapsed = growPolygon(square, -100);
    expect(collapsed.every((p) => dist(p, { x: 5, y: 5 }) < 1e-9)).toBe(true);
  });

  it('resample keeps the ends and spaces points evenly', () => {
    const line = resample(
      [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
        { x: 10, y: 0 },
      ],
      11,
    );
    expect(line).toHaveLength(11);
    expect(line[0]).toEqual({ x: 0, y: 0 });
    expect(line[10]!.x).toBeCloseTo(10);
    for (let i = 1; i < 11; i++) expect(line[i]!.x - line[i - 1]!.x).toBeCloseTo(1);
  });

  it('Catmull-Rom passes through its control points', () => {
    const smooth = catmullRom(square, 4);
    expect(smooth).toHaveLength(16);
    for (let i = 0; i < 4; i++) {
      expect(smooth[i * 4]!.x).toBeCloseTo(square[i]!.x);
      expect(smooth[i * 4]!.y).toBeCloseTo(square[i]!.y);
    }
    const open = catmullRom(square, 4, false);
    expect(open[open.length - 1]).toEqual(square[3]);
  });

  it('ellipses and tapered bands have the expected size', () => {
    const e = ellipsePolygon({ cx: 50, cy: 50, rx: 20, ry: 10, angle: 0 }, 64);
    expect(polygonArea(e)).toBeGreaterThan(Math.PI * 200 * 0.98);
    expect(polygonArea(e)).toBeLessThan(Math.PI * 200);
    const turned = ellipsePolygon({ cx: 50, cy: 50, rx: 20, ry: 10, angle: Math.PI / 2 }, 64);
    expect(bbox(turned).h).toBeCloseTo(40, 0);
    const band = taperedBand({ x: 0, y: 0 }, { x: 100, y: 0 }, 10, 2);
    expect(bbox(band).w).toBeLessThanOrEqual(100);
    expect(bbox(band).h).toBeLessThanOrEqual(20);
    expect(pointInPolygon({ x: 30, y: 0 }, band)).toBe(true);
  });
});

describe('index sets on the fixture', () => {
  const sets: Record<string, readonly number[]> = {
    LIPS_OUTER,
    LIPS_INNER,
    FACE_OVAL,
    ...Object.fromEntries(
      Object.entries(RIGHT_EYE).flatMap(([k, v]) =>
        Array.isArray(v) ? [[`right.${k}`, v as number[]]] : [],
      ),
    ),
    ...Object.fromEntries(
      Object.entries(LEFT_EYE).flatMap(([k, v]) => (Array.isArray(v) ? [[`left.${k}`, v as number[]]] : [])),
    ),
  };

  it.each(Object.entries(sets))('%s: valid, distinct indices', (_name, set) => {
    expect(new Set(set).size).toBe(set.length);
    for (const i of set) expect(i >= 0 && i < 478).toBe(true);
  });

  it('left and right sets mirror each other across the nose', () => {
    const nose = across(LM, LM[NOSE_TIP]!);
    for (const key of ['upper', 'lower', 'crease', 'browUpper', 'browLower', 'cheek', 'jaw'] as const) {
      expect(across(LM, mean(points(LM, RIGHT_EYE[key])))).toBeLessThan(nose);
      expect(across(LM, mean(points(LM, LEFT_EYE[key])))).toBeGreaterThan(nose);
    }
  });

  it('the outer lip polygon contains the inner lip polygon', () => {
    const outer = lipsOuter(LM);
    const inner = lipsInner(LM);
    for (const p of inner) expect(pointInPolygon(p, growPolygon(outer, 0.5))).toBe(true);
    expect(polygonArea(inner)).toBeLessThan(polygonArea(outer));
    expect(polygonArea(inner)).toBeGreaterThan(0.2 * polygonArea(outer)); // she smiles with teeth visible
  });

  it('the lips lie under the nose and above the chin', () => {
    const lips = centroid(lipsOuter(LM));
    expect(up(LM, lips)).toBeLessThan(up(LM, LM[NOSE_TIP]!));
    expect(up(LM, lips)).toBeGreaterThan(up(LM, LM[152]!));
  });

  it.each(SIDES)('%s eye: the upper lid lies above the lower lid, corner to corner', (side) => {
    const s = side === 'right' ? RIGHT_EYE : LEFT_EYE;
    const upper = points(LM, s.upper);
    const lower = points(LM, s.lower);
    expect(upper[0]).toEqual(lower[0]);
    expect(upper[upper.length - 1]).toEqual(lower[lower.length - 1]);
    for (let i = 2; i < upper.length - 2; i++) expect(up(LM, upper[i]!)).toBeGreaterThan(up(LM, lower[i]!));
  });

  it.each(SIDES)('%s eye: the crease lies above the upper lid and below the brow', (side) => {
    const s = side === 'right' ? RIGHT_EYE : LEFT_EYE;
    const lid = up(LM, mean(points(LM, s.upper)));
    const crease = up(LM, mean(points(LM, s.crease)));
    const browLower = up(LM, mean(points(LM, s.browLower)));
    const browUpper = up(LM, mean(points(LM, s.browUpper)));
    expect(crease).toBeGreaterThan(lid);
    expect(browLower).toBeGreaterThan(crease);
    expect(browUpper).toBeGreaterThan(browLower);
  });
});

describe.each(SIDES)('%s side regions', (side: Side) => {
  const opening = eyeOpening(LM, side);
  const browPoly = brow(LM, side);

  it('every zone is a valid polygon inside the image', () => {
    for (const poly of [
      opening,
      lidBand(LM, side),
      underEye(LM, side),
      browPoly,
      underCheekbone(LM, side),
      temple(LM, side),
      jawSide(LM, side),
      cheekboneTop(LM, side),
      browBone(LM, side),
      ellipsePolygon(blushEllipse(LM, side)),
    ]) {
      expectValidPolygon(poly);
    }
  });

  it('the iris centre is inside the eye opening and the iris fits it', () => {
    const i = iris(LM, side);
    expect(pointInPolygon(i, opening)).toBe(true);
    const eyeWidth = linerPath(LM, side).eyeWidth;
    expect(i.r).toBeGreaterThan(0.12 * eyeWidth);
    expect(i.r).toBeLessThan(0.35 * eyeWidth);
  });

  it('the lid band lies above the eye opening, below the brow, off both', () => {
    const band = lidBand(LM, side);
    expect(up(LM, centroid(band))).toBeGreaterThan(up(LM, centroid(opening)));
    expect(up(LM, centroid(band))).toBeLessThan(up(LM, centroid(browPoly)));
    expect(noVertexInside(band, growPolygon(opening, -0.3))).toBe(true);
    expect(noVertexInside(band, browPoly)).toBe(true);
    const crease = creaseLine(LM, side);
    const browBottom = Math.min(
      ...points(LM, (side === 'right' ? RIGHT_EYE : LEFT_EYE).browLower).map((p) => up(LM, p)),
    );
    for (const p of crease) expect(up(LM, p)).toBeLessThan(browBottom + 1);
  });

  it('the under-eye zone lies below the eye and above the cheek centre, off the eyeball', () => {
    const zone = underEye(LM, side);
    expect(up(LM, centroid(zone))).toBeLessThan(up(LM, centroid(opening)));
    expect(up(LM, centroid(zone))).toBeGreaterThan(up(LM, cheekCentre(LM, side)));
    expect(noVertexInside(zone, growPolygon(opening, -0.3))).toBe(true);
  });

  it('the cheek centre is on its side of the nose and below the eye', () => {
    const c = cheekCentre(LM, side);
    const nose = across(LM, LM[NOSE_TIP]!);
    if (side === 'right') expect(across(LM, c)).toBeLessThan(nose - 0.15 * faceWidth(LM));
    else expect(across(LM, c)).toBeGreaterThan(nose + 0.15 * faceWidth(LM));
    expect(up(LM, c)).toBeLessThan(up(LM, centroid(opening)));
    expect(up(LM, c)).toBeGreaterThan(up(LM, centroid(lipsOuter(LM))));
  });

  it('blush sits on the cheek, inside the face, clear of the eye and the lips', () => {
    const e = ellipsePolygon(blushEllipse(LM, side));
    const silhouette = points(LM, FACE_OVAL);
    for (const p of e) expect(pointInPolygon(p, silhouette)).toBe(true);
    expect(noVertexInside(opening, e)).toBe(true);
    expect(noVertexInside(lipsOuter(LM), e)).toBe(true);
  });

  it('contour zones: under the cheekbone top, temples above the eye, the jaw below the mouth', () => {
    const hollow = centroid(underCheekbone(LM, side));
    expect(up(LM, hollow)).toBeLessThan(up(LM, centroid(cheekboneTop(LM, side))));
    expect(up(LM, hollow)).toBeGreaterThan(up(LM, centroid(lipsOuter(LM))) - 0.05 * faceWidth(LM));
    expect(up(LM, centroid(temple(LM, side)))).toBeGreaterThan(up(LM, centroid(opening)));
    expect(up(LM, centroid(jawSide(LM, side)))).toBeLessThan(up(LM, centroid(lipsOuter(LM))));
    const silhouette = points(LM, FACE_OVAL);
    for (const p of jawSide(LM, side)) expect(pointInPolygon(p, silhouette)).toBe(true);
  });

  it('brow-bone highlight lies between the crease and the brow top', () => {
    const b = centroid(browBone(LM, side));
    expect(up(LM, b)).toBeGreaterThan(up(LM, mean(creaseLine(LM, side))));
    expect(up(LM, b)).toBeLessThan(
      up(LM, mean(points(LM, (side === 'right' ? RIGHT_EYE : LEFT_EYE).browUpper))),
    );
  });

  it('the liner runs inner → outer corner along the lid, normals up, the wing out and up', () => {
    const path = linerPath(LM, side);
    const s = side === 'right' ? RIGHT_EYE : LEFT_EYE;
    expect(dist(path.lid[0]!, LM[s.upper[s.upper.length - 1]!]!)).toBeLessThan(0.5);
    expect(dist(path.lid[path.lid.length - 1]!, LM[s.upper[0]!]!)).toBeLessThan(0.5);
    const u = faceUp(LM);
    for (const n of path.normals) expect(n.x * u.x + n.y * u.y).toBeGreaterThan(0.3);
    const out = outward(LM, side);
    expect(path.wing.x * out.x + path.wing.y * out.y).toBeGreaterThan(0.5);
    expect(path.wing.x * u.x + path.wing.y * u.y).toBeGreaterThan(0.1);
    expect(upperLid(LM, side)[0]).toEqual(path.lid[0]);
  });
});

describe('face-wide regions', () => {
  const oval = faceOval(LM);
  const silhouette = points(LM, FACE_OVAL);

  it('the shrunk face oval contains eyes, brows, nose and lips and stays inside the silhouette', () => {
    expectValidPolygon(oval);
    for (const side of SIDES) {
      for (const p of eyeOpening(LM, side)) expect(pointInPolygon(p, oval)).toBe(true);
      for (const p of brow(LM, side)) expect(pointInPolygon(p, oval)).toBe(true);
    }
    for (const p of lipsOuter(LM)) expect(pointInPolygon(p, oval)).toBe(true);
    expect(pointInPolygon(LM[NOSE_TIP]!, oval)).toBe(true);
    for (const p of oval) expect(pointInPolygon(p, silhouette)).toBe(true);
  });

  it('the oval comes down from the hairline more than it comes in at the sides', () => {
    const top = up(LM, LM[10]!) - Math.max(...oval.map((p) => up(LM, p)));
    const side = across(LM, LM[454]!) - Math.max(...oval.map((p) => across(LM, p)));
    expect(top).toBeGreaterThan(side);
    expect(top).toBeGreaterThan(0.05 * faceWidth(LM));
  });

  it('nose bridge runs between the eyes down to above the tip; cupid’s bow sits above the lips', () => {
    const bridge = noseBridge(LM);
    expectValidPolygon(bridge);
    const c = centroid(bridge);
    expect(across(LM, c)).toBeGreaterThan(across(LM, centroid(eyeOpening(LM, 'right'))));
    expect(across(LM, c)).toBeLessThan(across(LM, centroid(eyeOpening(LM, 'left'))));
    expect(Math.min(...bridge.map((p) => up(LM, p)))).toBeGreaterThan(up(LM, LM[NOSE_TIP]!));
    const bow = cupidsBow(LM);
    expectValidPolygon(bow);
    expect(up(LM, centroid(bow))).toBeGreaterThan(up(LM, LM[0]!));
    expect(up(LM, centroid(bow))).toBeLessThan(up(LM, LM[NOSE_TIP]!));
  });

  it('lip plumping grows both lip polygons from the same centre', () => {
    const c = centroid(lipsOuter(LM));
    const big = lipsOuter(LM, 0.06);
    expect(polygonArea(big) / polygonArea(lipsOuter(LM))).toBeCloseTo(1.06 ** 2, 3);
    expect(centroid(big).x).toBeCloseTo(c.x, 6);
    for (const p of lipsInner(LM, 0.06)) expect(pointInPolygon(p, growPolygon(big, 0.5))).toBe(true);
  });
});

describe.each([
  ['mirrored', true, 0],
  ['rolled 25°', false, 25],
  ['mirrored and rolled −20°', true, -20],
] as const)('geometry follows the face when %s', (_name, mirror, degrees) => {
  const lm = transformed(LM, mirror, degrees);

  it('keeps the zones in place relative to the face', () => {
    expect(faceWidth(lm)).toBeCloseTo(faceWidth(LM), 6);
    for (const side of SIDES) {
      const opening = eyeOpening(lm, side);
      expect(pointInPolygon(iris(lm, side), opening)).toBe(true);
      expect(up(lm, centroid(lidBand(lm, side)))).toBeGreaterThan(up(lm, centroid(opening)));
      expect(up(lm, centroid(underEye(lm, side)))).toBeLessThan(up(lm, centroid(opening)));
      const path = linerPath(lm, side);
      const out = outward(lm, side);
      expect(path.wing.x * out.x + path.wing.y * out.y).toBeGreaterThan(0.5);
      for (const p of ellipsePolygon(blushEllipse(lm, side))) {
        expect(pointInPolygon(p, points(lm, FACE_OVAL))).toBe(true);
      }
    }
  });
});
