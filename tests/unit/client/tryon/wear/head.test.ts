import { describe, expect, it } from 'vitest';
import { faceCentre, faceUp, faceWidth, outward } from '../../../../../client/tryon/geometry/face';
import { at, FACE_OVAL, points, SIDES } from '../../../../../client/tryon/geometry/landmarks';
import { pointInPolygon } from '../../../../../client/tryon/geometry/polygon';
import type { Landmarks, Pt } from '../../../../../client/tryon/types';
import {
  EAR_HIDDEN_YAW,
  earLobes,
  eyewearFrame,
  faceHeight,
  headPose,
  headTop,
  neckline,
} from '../../../../../client/tryon/wear/head';
import fixture from '../../../../fixtures/astronaut-landmarks.json';

const LM: Landmarks = fixture.points.map(([x, y, z]) => ({ x: x!, y: y!, z: z! }));
const FW = faceWidth(LM);
const FH = faceHeight(LM);
const DEG = Math.PI / 180;

/** The fixture rotated in the image plane about the face centre (a head tilt), optionally mirrored. */
function rolled(lm: Landmarks, degrees: number, mirror = false): Landmarks {
  const c = faceCentre(lm);
  const a = degrees * DEG;
  return lm.map((p) => {
    const x = mirror ? c.x - p.x : p.x - c.x;
    const y = p.y - c.y;
    return { x: c.x + x * Math.cos(a) - y * Math.sin(a), y: c.y + x * Math.sin(a) + y * Math.cos(a), z: p.z };
  });
}

/**
 * The fixture turned about the vertical axis through the face centre, using z (toward the camera < 0):
 * positive degrees bring the nose toward image right, the subject's left on this unmirrored photo.
 */
function turned(lm: Landmarks, degrees: number): Landmarks {
  const c = faceCentre(lm);
  const cz = ((lm[234]!.z ?? 0) + (lm[454]!.z ?? 0)) / 2;
  const a = degrees * DEG;
  return lm.map((p) => {
    const x = p.x - c.x;
    const z = (p.z ?? 0) - cz;
    return { x: c.x + x * Math.cos(a) - z * Math.sin(a), y: p.y, z: cz + x * Math.sin(a) + z * Math.cos(a) };
  });
}

function scaled(lm: Landmarks, k: number): Landmarks {
  return lm.map((p) => ({ x: p.x * k, y: p.y * k, z: (p.z ?? 0) * k }));
}

/** Height along the face's up axis, and position along its right → left axis. */
const up = (lm: Landmarks, p: Pt): number => p.x * faceUp(lm).x + p.y * faceUp(lm).y;
const across = (lm: Landmarks, p: Pt): number => p.x * outward(lm, 'left').x + p.y * outward(lm, 'left').y;
const angleDiff = (a: number, b: number): number => Math.atan2(Math.sin(a - b), Math.cos(a - b)) / DEG;

describe('headPose', () => {
  it('reads the fixture as frontal and nearly level', () => {
    const { roll, yaw, fw } = headPose(LM);
    expect(Math.abs(yaw)).toBeLessThan(0.1);
    expect(Math.abs(roll / DEG)).toBeLessThan(6);
    expect(fw).toBeCloseTo(FW, 6);
  });

  it.each([10, -10, 25])('roll follows the image rotated by %i°', (deg) => {
    const base = headPose(LM).roll;
    expect(angleDiff(headPose(rolled(LM, deg)).roll, base)).toBeCloseTo(deg, 1);
  });

  it('a mirrored frame reads the mirrored roll, not a half turn', () => {
    const base = headPose(LM).roll / DEG;
    expect(headPose(rolled(LM, 0, true)).roll / DEG).toBeCloseTo(-base, 1);
    expect(headPose(rolled(LM, 10, true)).roll / DEG).toBeCloseTo(10 - base, 1);
  });

  it('yaw is positive turned toward the subject’s left, negative the other way, growing with the turn', () => {
    const yaws = [-30, -15, 0, 15, 30].map((d) => headPose(turned(LM, d)).yaw);
    for (let i = 1; i < yaws.length; i++) expect(yaws[i]!).toBeGreaterThan(yaws[i - 1]!);
    expect(yaws[0]!).toBeLessThan(-0.5);
    expect(yaws[4]!).toBeGreaterThan(0.5);
    // The sign belongs to the landmarks, not to the image: a mirrored frame keeps it.
    expect(headPose(rolled(turned(LM, 30), 0, true)).yaw).toBeCloseTo(yaws[4]!, 6);
  });
});

describe('earLobes', () => {
  const lobes = earLobes(LM);

  it.each(SIDES)(
    '%s lobe: below the eye, outside the jaw outline, near nose-bottom to mouth height',
    (side) => {
      const lobe = lobes[side];
      const s = side === 'left' ? 1 : -1;
      const eye = side === 'left' ? at(LM, 263) : at(LM, 33);
      expect(up(LM, lobe)).toBeLessThan(up(LM, eye) - 0.1 * FW);
      const jaw = side === 'left' ? [323, 361, 288] : [93, 132, 58];
      for (const i of jaw) expect(s * across(LM, lobe)).toBeGreaterThan(s * across(LM, at(LM, i)));
      expect(s * (across(LM, lobe) - across(LM, at(LM, jaw[1]!)))).toBeLessThan(0.15 * FW);
      const mouth = at(LM, side === 'left' ? 291 : 61);
      expect(up(LM, lobe)).toBeLessThan(up(LM, at(LM, 2)) + 0.05 * FH);
      expect(up(LM, lobe)).toBeGreaterThan(up(LM, mouth) - 0.05 * FH);
      expect(pointInPolygon(lobe, points(LM, FACE_OVAL))).toBe(false);
    },
  );

  it('are symmetric about the face centre line on a frontal face', () => {
    const mid = across(LM, faceCentre(LM));
    const dr = mid - across(LM, lobes.right);
    const dl = across(LM, lobes.left) - mid;
    expect(Math.abs(dr - dl)).toBeLessThan(0.05 * FW);
    expect(Math.abs(up(LM, lobes.right) - up(LM, lobes.left))).toBeLessThan(0.05 * FW);
  });

  it('both show frontally and at a small turn; the far one hides when the head turns', () => {
    expect([lobes.right.visible, lobes.left.visible]).toEqual([true, true]);
    const small = earLobes(turned(LM, 8));
    expect([small.right.visible, small.left.visible]).toEqual([true, true]);
    const toLeft = earLobes(turned(LM, 30));
    expect([toLeft.right.visible, toLeft.left.visible]).toEqual([true, false]);
    const toRight = earLobes(turned(LM, -30));
    expect([toRight.right.visible, toRight.left.visible]).toEqual([false, true]);
    expect(Math.abs(headPose(turned(LM, 30)).yaw)).toBeGreaterThan(EAR_HIDDEN_YAW);
  });
});

describe('eyewearFrame', () => {
  const f = eyewearFrame(LM);

  it('centres the bridge between the eyes, at eye level, sized from the face width', () => {
    const [r, l] = [across(LM, f.eyes.right), across(LM, f.eyes.left)];
    const c = across(LM, f.centre);
    expect(c).toBeGreaterThan(r + 0.3 * (l - r));
    expect(c).toBeLessThan(l - 0.3 * (l - r));
    expect(Math.abs(up(LM, f.centre) - (up(LM, f.eyes.right) + up(LM, f.eyes.left)) / 2)).toBeLessThan(
      0.1 * FW,
    );
    expect(f.width / FW).toBeGreaterThan(0.8);
    expect(f.width / FW).toBeLessThan(1.05);
    // The lenses reach past each eye's corners.
    expect(f.lens / 2).toBeGreaterThan(0.6 * Math.hypot(LM[33]!.x - LM[133]!.x, LM[33]!.y - LM[133]!.y));
  });

  it('scales with the face: twice the face, twice the frame', () => {
    const g = eyewearFrame(scaled(LM, 2));
    expect(g.width / f.width).toBeCloseTo(2, 6);
    expect(g.lens / f.lens).toBeCloseTo(2, 6);
    expect(g.centre.x).toBeCloseTo(2 * f.centre.x, 6);
    expect(g.roll).toBeCloseTo(f.roll, 6);
  });

  it('rolls with the head, hinges on the eye line beyond the eyes', () => {
    const lm = rolled(LM, 20);
    const g = eyewearFrame(lm);
    expect(angleDiff(g.roll, f.roll)).toBeCloseTo(20, 1);
    for (const side of SIDES) {
      const s = side === 'left' ? 1 : -1;
      expect(s * (across(lm, g.hinges[side]) - across(lm, g.eyes[side]))).toBeGreaterThan(0);
    }
  });

  it('hides the far temple when the head turns, keeps both frontally', () => {
    expect([f.temples.right.visible, f.temples.left.visible]).toEqual([true, true]);
    const g = eyewearFrame(turned(LM, 15));
    expect([g.temples.right.visible, g.temples.left.visible]).toEqual([true, false]);
    const h = eyewearFrame(turned(LM, -15));
    expect([h.temples.right.visible, h.temples.left.visible]).toEqual([false, true]);
  });
});

describe('headTop', () => {
  it('puts the top of the skull well above the forehead top, along the face’s up axis', () => {
    for (const lm of [LM, rolled(LM, 25)]) {
      const h = headTop(lm);
      const rise = up(lm, h.top) - up(lm, at(lm, 10));
      expect(rise).toBeGreaterThan(0.25 * FH);
      expect(rise).toBeLessThan(0.5 * FH);
      // Straight up the (tilted) face, not up the image.
      expect(Math.abs(across(lm, h.top) - across(lm, at(lm, 10)))).toBeLessThan(0.02 * FW);
    }
  });

  it('runs the hairline from temple to temple above the forehead', () => {
    const h = headTop(LM);
    const first = h.hairline[0]!;
    const last = h.hairline[h.hairline.length - 1]!;
    expect(across(LM, first)).toBeLessThan(across(LM, at(LM, 54)));
    expect(across(LM, last)).toBeGreaterThan(across(LM, at(LM, 284)));
    expect(Math.max(...h.hairline.map((p) => up(LM, p)))).toBeGreaterThan(up(LM, at(LM, 10)));
    for (const p of h.hairline) expect(pointInPolygon(p, points(LM, FACE_OVAL))).toBe(false);
  });

  it('sets the brim line above the brows, wider than the face, below the top', () => {
    const h = headTop(LM);
    const brows = [70, 63, 105, 66, 107, 300, 293, 334, 296, 336].map((i) => up(LM, at(LM, i)));
    expect(up(LM, h.brimLine.centre)).toBeGreaterThan(Math.max(...brows));
    expect(up(LM, h.brimLine.centre)).toBeLessThan(up(LM, h.top));
    expect(across(LM, h.brimLine.left) - across(LM, h.brimLine.right)).toBeGreaterThan(FW);
  });
});

describe('neckline', () => {
  it('dips below the chin, leaving the neck below the jaw angles, outside the face', () => {
    const n = neckline(LM);
    const drop = up(LM, at(LM, 152)) - up(LM, n.pendant);
    expect(drop).toBeGreaterThan(0.3 * FH);
    expect(drop).toBeLessThan(0.55 * FH);
    for (const p of n.curve) {
      expect(up(LM, p)).toBeGreaterThanOrEqual(up(LM, n.pendant) - 1e-9);
      expect(pointInPolygon(p, points(LM, FACE_OVAL))).toBe(false);
    }
    expect(up(LM, n.sides.right)).toBeLessThan(up(LM, at(LM, 172)));
    expect(up(LM, n.sides.left)).toBeLessThan(up(LM, at(LM, 397)));
    // Narrower than the jaw, right → left.
    expect(across(LM, n.sides.right)).toBeGreaterThan(across(LM, at(LM, 172)));
    expect(across(LM, n.sides.left)).toBeLessThan(across(LM, at(LM, 397)));
    expect(across(LM, n.curve[0]!)).toBeLessThan(across(LM, n.curve[n.curve.length - 1]!));
  });

  it('hangs straight down the face when the head tilts', () => {
    const lm = rolled(LM, 20);
    const n = neckline(lm);
    const chin = at(lm, 152);
    const d = Math.hypot(n.pendant.x - chin.x, n.pendant.y - chin.y);
    const u = faceUp(lm);
    expect(-((n.pendant.x - chin.x) * u.x + (n.pendant.y - chin.y) * u.y) / d).toBeGreaterThan(0.97);
  });
});
