import { describe, expect, it } from 'vitest';
import { pointInPolygon } from '../../../../../client/tryon/geometry/polygon';
import { dist } from '../../../../../client/tryon/geometry/vector';
import type { Pt } from '../../../../../client/tryon/types';
import {
  FINGER_ORDER,
  FINGERS,
  fingerWidth,
  type Hand,
  hasHand,
  knuckleSpan,
  nailPlacement,
  nailPolygon,
  ringPlacement,
  showsBack,
  wristPlacement,
} from '../../../../../client/tryon/wear/hand';
import fixture from '../../../../fixtures/hand-landmarks.json';

const lm: Pt[] = fixture.points.map(([x, y]) => ({ x: x!, y: y!, z: 0 }));
const hand: Hand = { lm, label: fixture.label };
/** The same hand seen from the other side: mirrored left–right (a right hand's palm looks like this). */
const flipped: Hand = { lm: lm.map((p) => ({ ...p, x: fixture.width - p.x })), label: fixture.label };
const scaled = (k: number): Pt[] => lm.map((p) => ({ x: p.x * k, y: p.y * k, z: 0 }));

describe('hand geometry (issue 23)', () => {
  it('tells the back of a hand from its palm by the knuckles and the handedness', () => {
    expect(showsBack(hand)).toBe(true);
    expect(showsBack(flipped)).toBe(false);
    // A left hand (the engine says 'Right') mirrors the rule.
    expect(showsBack({ ...flipped, label: 'Right' })).toBe(true);
    // Sure of the side only with a confident handedness; unsure counts as the back.
    expect(showsBack({ ...flipped, score: 0.95 })).toBe(false);
    expect(showsBack({ ...flipped, score: 0.6 })).toBe(true);
  });

  it('puts each nail on its last phalanx, inside the finger, toward the tip', () => {
    for (const finger of FINGER_ORDER) {
      const [, , dip, tip] = FINGERS[finger];
      const n = nailPlacement(lm, finger);
      const toTip = dist(n.c, lm[tip]!);
      const toDip = dist(n.c, lm[dip]!);
      expect(toTip).toBeLessThan(toDip);
      // Narrower than the finger, and the polygon holds its own centre.
      expect(n.width).toBeLessThan(fingerWidth(lm, finger));
      expect(pointInPolygon(n.c, nailPolygon(n))).toBe(true);
      // No nail reaches the next joint down.
      for (const q of nailPolygon(n)) expect(dist(q, lm[dip]!)).toBeGreaterThan(n.length * 0.1);
    }
  });

  it('puts a ring between the chosen finger’s knuckle and middle joint', () => {
    for (const finger of ['index', 'middle', 'ring', 'pinky'] as const) {
      const [mcp, pip] = FINGERS[finger];
      const r = ringPlacement(lm, finger);
      const span = dist(lm[mcp]!, lm[pip]!);
      expect(dist(r.c, lm[mcp]!) + dist(r.c, lm[pip]!)).toBeCloseTo(span, 5);
      expect(dist(r.c, lm[mcp]!)).toBeGreaterThan(span * 0.3);
      expect(dist(r.c, lm[mcp]!)).toBeLessThan(span * 0.7);
    }
    // Each finger gets its own place.
    expect(dist(ringPlacement(lm, 'ring').c, ringPlacement(lm, 'index').c)).toBeGreaterThan(40);
  });

  it('sizes pieces with the hand: twice the hand, twice the ring and the watch', () => {
    const big = scaled(2);
    expect(ringPlacement(big, 'ring').width).toBeCloseTo(ringPlacement(lm, 'ring').width * 2, 5);
    expect(wristPlacement(big).width).toBeCloseTo(wristPlacement(lm).width * 2, 5);
    expect(fingerWidth(lm, 'ring')).toBeCloseTo(knuckleSpan(lm) * 0.33, 5);
  });

  it('puts the watch on the forearm side of the wrist, across the arm', () => {
    const w = wristPlacement(lm, 0.25);
    // The fingers point up: the watch sits below the wrist landmark.
    expect(w.c.y).toBeGreaterThan(lm[0]!.y);
    expect(Math.abs(w.across.x)).toBeGreaterThan(Math.abs(w.across.y));
  });

  it('wants every landmark before it draws', () => {
    expect(hasHand(lm)).toBe(true);
    expect(hasHand(lm.slice(0, 20))).toBe(false);
    expect(hasHand(lm.map((p, i) => (i === 7 ? { x: Number.NaN, y: p.y } : p)))).toBe(false);
  });
});
