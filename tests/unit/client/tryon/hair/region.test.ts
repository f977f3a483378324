import { describe, expect, it } from 'vitest';
import { at, CHIN, FACE_OVAL, FOREHEAD_TOP, points } from '../../../../../client/tryon/geometry/landmarks';
import { pointInPolygon } from '../../../../../client/tryon/geometry/polygon';
import {
  beardArea,
  beardRegion,
  type Grid,
  hairRegion,
  neckArea,
  scaled,
} from '../../../../../client/tryon/hair/region';
import type { Pt } from '../../../../../client/tryon/types';
import fixture from '../../../../fixtures/astronaut-landmarks.json';

const LM: Pt[] = fixture.points.map(([x, y]) => ({ x: x!, y: y! }));
const W = 256;
const H = 256;
/** The fixture is on a 512² photo: a half-size grid. */
const pts = scaled(LM, 0.5);

const SKIN = [214, 170, 140];
const HAIR = [92, 64, 40];
const WALL = [225, 222, 218];

/** A made picture: skin in the face and neck, brown hair around the top of the head, a pale wall. */
function picture(
  paint: (x: number, y: number) => number[] | null = () => null,
  hair = HAIR,
): { g: Grid; person: Grid } {
  const data = new Uint8ClampedArray(W * H * 4);
  const mask = new Uint8ClampedArray(W * H * 4);
  const oval = points(pts, FACE_OVAL);
  const neck = neckArea(pts);
  const top = at(pts, FOREHEAD_TOP);
  const chin = at(pts, CHIN);
  const c = { x: (top.x + chin.x) / 2, y: (top.y + chin.y) / 2 };
  const r = (chin.y - top.y) * 0.85;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 4;
      const p = { x: x + 0.5, y: y + 0.5 };
      const face = pointInPolygon(p, oval) || pointInPolygon(p, neck);
      const head = Math.hypot(p.x - c.x, (p.y - c.y) * 1.1) < r && p.y < chin.y;
      const rgb = paint(x, y) ?? (face ? SKIN : head ? hair : WALL);
      data.set([...rgb, 255], i);
      mask.set(face || head ? [255, 255, 255, 255] : [0, 0, 0, 255], i);
    }
  }
  return { g: { data, w: W, h: H }, person: { data: mask, w: W, h: H } };
}

const cell = (p: Pt) => Math.round(p.y) * W + Math.round(p.x);

describe('the hair region (issue 24)', () => {
  it('finds the hair above the forehead and leaves the face, the neck and the wall', () => {
    const { g, person } = picture();
    const r = hairRegion(g, person, pts);
    expect(r.reference).not.toBeNull();
    const top = at(pts, FOREHEAD_TOP);
    const chin = at(pts, CHIN);
    const fh = chin.y - top.y;
    expect(r.alpha[cell({ x: top.x, y: top.y - fh * 0.2 })]).toBeGreaterThan(200);
    expect(r.alpha[cell(at(pts, 1))]).toBe(0); // the nose tip
    expect(r.alpha[cell({ x: chin.x, y: chin.y + fh * 0.3 })]).toBe(0); // the neck
    expect(r.alpha[cell({ x: 3, y: 3 })]).toBe(0); // the wall
    expect(r.share).toBeGreaterThan(0.2);
  });

  it('keeps only the hair joined to the head: a patch of the same colour on the clothes is let go', () => {
    const chin = at(pts, CHIN);
    const patch = { x: 20, y: Math.round(chin.y + 20) };
    const { g, person } = picture((x, y) => {
      const inPatch = Math.abs(x - patch.x) < 8 && Math.abs(y - patch.y) < 8;
      return inPatch ? HAIR : null;
    });
    // The patch is on the person (clothes) too.
    for (let y = patch.y - 8; y < patch.y + 8; y++)
      for (let x = patch.x - 8; x < patch.x + 8; x++) person.data.set([255, 255, 255, 255], (y * W + x) * 4);
    const r = hairRegion(g, person, pts);
    expect(r.alpha[cell(patch)]).toBe(0);
    expect(r.share).toBeGreaterThan(0.2);
  });

  it('issue 38: covers a fringe over the forehead and the hair’s highlights, and leaves the forehead skin', () => {
    const top = at(pts, FOREHEAD_TOP);
    const chin = at(pts, CHIN);
    const fh = chin.y - top.y;
    const brow = at(pts, 105).y;
    // A fringe: hair hangs inside the face oval from its top to 40 % of the way down to the brows, in the
    // middle of the forehead; streaks of highlight and shadow run through all the hair.
    const fringeEnd = top.y + (brow - top.y) * 0.4;
    const streak = (x: number, rgb: number[]) => rgb.map((v) => v * (x % 6 < 2 ? 1.5 : x % 6 < 4 ? 0.7 : 1));
    const { g, person } = picture((x, y) => {
      const inFringe = y < fringeEnd && Math.abs(x - top.x) < fh * 0.12 && y > top.y - 2;
      return inFringe ? streak(x, HAIR) : null;
    });
    // The hair's streaks too (cells the made picture coloured as hair).
    for (let i = 0; i < W * H; i++) {
      const [r, gg, b] = [g.data[i * 4]!, g.data[i * 4 + 1]!, g.data[i * 4 + 2]!];
      if (r === HAIR[0] && gg === HAIR[1] && b === HAIR[2]) g.data.set(streak(i % W, HAIR), i * 4);
    }
    const r = hairRegion(g, person, pts);
    const fringe = { x: top.x, y: (top.y + fringeEnd) / 2 + 1 };
    expect(r.alpha[cell(fringe)]).toBeGreaterThan(200);
    // The skin between the fringe and the brows, and beside the fringe, is left.
    expect(r.alpha[cell({ x: top.x, y: (fringeEnd + brow) / 2 + 1 })]).toBe(0);
    expect(r.alpha[cell({ x: top.x + fh * 0.2, y: (fringeEnd + brow) / 2 })]).toBe(0);
    // No holes: the hair above the head, away from its outline, is all covered (streaks included).
    let inside = 0;
    let covered = 0;
    for (let y = Math.round(top.y - fh * 0.18); y < top.y - fh * 0.05; y++) {
      for (let x = Math.round(top.x - fh * 0.2); x < top.x + fh * 0.2; x++) {
        inside++;
        if (r.alpha[y * W + x]! > 200) covered++;
      }
    }
    expect(covered / inside).toBeGreaterThan(0.97);
  });

  it('finds no hair on a bald head (skin above the forehead)', () => {
    const { g, person } = picture(undefined, SKIN);
    const r = hairRegion(g, person, pts);
    expect(r.share).toBeLessThan(0.05);
  });

  it('reads a beard only where the lower face is darker than the cheeks', () => {
    const shaven = picture();
    expect(beardRegion(shaven.g, shaven.person, pts).share).toBeLessThan(0.02);
    const { area, mouth } = beardArea(pts);
    const bearded = picture((x, y) => {
      const p = { x: x + 0.5, y: y + 0.5 };
      return pointInPolygon(p, area) && !pointInPolygon(p, mouth) ? [70, 52, 40] : null;
    });
    const r = beardRegion(bearded.g, bearded.person, pts);
    expect(r.share).toBeGreaterThan(0.8);
    // Never on the lips.
    expect(r.alpha[cell(at(pts, 13))]).toBe(0);
  });
});
