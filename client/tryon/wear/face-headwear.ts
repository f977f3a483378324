/** Things worn on the head (face-draw.ts): eyewear on the eyes, a headband over the hairline, hats. */
import type { WEAR_STYLES } from '../../../shared/wear';
import { parseColor, type Rgb, rgba } from '../effects/color';
import { prngPure } from '../effects/random';
import { outward } from '../geometry/face';
import { SIDES } from '../geometry/landmarks';
import { bandBetween } from '../geometry/polygon';
import { addScaled, unit } from '../geometry/vector';
import type { Pt } from '../types';
import {
  CIRCLE,
  type Draw,
  fill,
  GLARE,
  linear,
  NAVY,
  type Paint,
  radial,
  type Shape,
  shape,
  shapeOf,
  stroke,
  styleOf,
  TAU,
  TORTOISE_SPOT,
  tones,
} from './face-paint';
import { eyewearFrame, headTop } from './head';
import { colorOf, darker, lighter, metal, noShadow, shadow, trace } from './materials';

// ---- Eyewear ----------------------------------------------------------------------------------------

type EyeStyle = (typeof WEAR_STYLES.eyewear)[number];
/** Lens height / width, and outlines in half-widths (x, + toward the temple) and half-heights (y). */
const LENS_H: Readonly<Record<EyeStyle, number>> = { round: 0.95, square: 0.78, aviator: 0.9, cateye: 0.72 };
const LENS: Readonly<Record<EyeStyle, Shape>> = {
  round: CIRCLE,
  square: shapeOf(
    'M -.75 -1 L .75 -1 Q 1 -1 1 -.7 L 1 .65 Q 1 1 .7 1 L -.7 1 Q -1 1 -1 .65 L -1 -.7 Q -1 -1 -.75 -1',
  ),
  // Teardrop: a nearly straight top bar, the lens deepest toward the nose.
  aviator: shapeOf('M -.95 -.8 Q 0 -.95 .95 -.85 Q 1.25 .3 .35 .95 Q -.7 1.45 -1 .2 Q -1.05 -.4 -.95 -.8 Z'),
  // Cat-eye: the upper outer corner swept up past the top of the lens.
  cateye: shapeOf('M -1 -.55 Q .2 -1.05 1.1 -1.2 Q 1 .2 .55 .85 Q 0 1.12 -.6 .82 Q -1.08 .4 -1 -.55 Z'),
};

/** Rims in `color`, tinted lenses (accent, else faint grey) with a glare, the bridge and temples. */
export const drawEyewear: Draw = (ctx, lm, piece, c, pose) => {
  const f = eyewearFrame(lm);
  const u = pose.fw;
  const style = styleOf('eyewear', piece.style) as EyeStyle;
  const a = f.lens / 2;
  const b = a * LENS_H[style];
  const wire = style === 'round' || style === 'aviator';
  const rim = wire ? Math.max(1, 0.011 * u) : Math.max(1.2, 0.026 * u);
  const tint = piece.accent ? parseColor(piece.accent) : null;
  const axis = { x: Math.cos(f.roll), y: Math.sin(f.roll) };
  const down = { x: -axis.y, y: axis.x };
  const local = (o: Pt, x: number, y: number): Pt => addScaled(addScaled(o, axis, x), down, y);
  // Wire rims are polished metal; acetate is lacquer, lit from above.
  const rimPaint = (p0: Pt, p1: Pt): CanvasGradient =>
    wire ? metal(ctx, c, p0, p1) : linear(ctx, p0, p1, tones(c, 0.3, 0.3));
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const inner: Pt[] = [];
  for (const side of SIDES) {
    const e = f.eyes[side];
    const o = outward(lm, side);
    const s = o.x * axis.x + o.y * axis.y >= 0 ? 1 : -1;
    inner.push(local(e, -s * a * 0.95, -0.3 * b), local(e, -s * a * 0.5, -0.85 * b));
    // Temples first (behind the rims): rim edge → hinge → toward the ear when that side is in view.
    const edge = local(e, s * a * 0.98, -0.35 * b);
    const hinge = f.hinges[side];
    const outer = (hinge.x - edge.x) * o.x + (hinge.y - edge.y) * o.y > 0 ? hinge : edge;
    const temple = f.temples[side];
    trace(ctx, [edge, outer, ...(temple.visible ? [addScaled(temple, unit(outer, temple), 0.04 * u)] : [])]);
    stroke(ctx, rgba(darker(c, 0.15)), rim * 0.85);
    ctx.save();
    ctx.translate(e.x, e.y);
    ctx.rotate(f.roll);
    shape(ctx, LENS[style], a * s, b);
    fill(ctx, tint ? rgba(tint, 0.22) : 'rgba(70,70,70,0.16)');
    ctx.save();
    ctx.clip();
    ctx.fillStyle = linear(ctx, { x: -0.3 * a, y: -0.3 * b }, { x: 0.3 * a, y: 0.3 * b }, GLARE);
    ctx.fillRect(-a, -b * 1.3, 2 * a, 2.6 * b);
    ctx.restore(); // the clip goes, the lens path stays for the rim
    stroke(ctx, rimPaint({ x: 0, y: -b }, { x: 0, y: b }), rim);
    ctx.restore();
  }
  // The bridge, from inner rim to inner rim over the nose (aviators add a top bar).
  const [r0, r1, l0, l1] = inner as [Pt, Pt, Pt, Pt];
  const arch = local(f.centre, 0, -0.1 * b);
  ctx.beginPath();
  ctx.moveTo(r0.x, r0.y);
  ctx.quadraticCurveTo(2 * arch.x - (r0.x + l0.x) / 2, 2 * arch.y - (r0.y + l0.y) / 2, l0.x, l0.y);
  if (style === 'aviator') {
    ctx.moveTo(r1.x, r1.y);
    ctx.lineTo(l1.x, l1.y);
  }
  stroke(ctx, rimPaint(local(f.centre, 0, -b), local(f.centre, 0, b)), wire ? rim : rim * 0.8);
};

// ---- Headband ---------------------------------------------------------------------------------------

/** A band of width w along a polyline, tapering toward its ends; `up` says which side is the top. */
function bandAlong(line: readonly Pt[], w: number, up: Pt): Pt[] {
  const top: Pt[] = [];
  const bottom: Pt[] = [];
  const n = line.length;
  for (let i = 0; i < n; i++) {
    const t = unit(line[Math.max(0, i - 1)]!, line[Math.min(n - 1, i + 1)]!);
    const flip = -t.y * up.x + t.x * up.y < 0 ? -1 : 1;
    const k = flip * (w / 2) * (0.55 + 0.45 * Math.sin((Math.PI * i) / (n - 1)));
    top.push(addScaled(line[i]!, { x: -t.y, y: t.x }, k));
    bottom.push(addScaled(line[i]!, { x: -t.y, y: t.x }, -k));
  }
  return bandBetween(top, bottom);
}

const KNOT = [
  shapeOf('E -.06 -.005 .07 .042 -.35'),
  shapeOf('E .06 -.005 .07 .042 .35'),
  shapeOf('E 0 0 .032 .045 0'),
];

/** A band over the hairline: velvet (soft sheen), knot (a top knot) or tortoise (thin, mottled). */
export const drawHeadband: Draw = (ctx, lm, piece, c, pose) => {
  const h = headTop(lm);
  const u = h.fw;
  const arc = h.hairline;
  const style = styleOf('headband', piece.style);
  const w = (style === 'tortoise' ? 0.05 : style === 'knot' ? 0.075 : 0.085) * u;
  const height = (p: Pt): number => p.x * h.up.x + p.y * h.up.y;
  const crown = arc.reduce((best, p) => (height(p) > height(best) ? p : best));
  const ends = { x: (arc[0]!.x + arc[arc.length - 1]!.x) / 2, y: (arc[0]!.y + arc[arc.length - 1]!.y) / 2 };
  trace(ctx, bandAlong(arc, w, h.up), true);
  shadow(ctx, w * 0.4);
  fill(ctx, linear(ctx, ends, crown, [rgba(darker(c, 0.25)), rgba(lighter(c, 0.12))]));
  noShadow(ctx);
  ctx.save();
  ctx.clip();
  if (style === 'tortoise') {
    const spot = colorOf(piece.accent, TORTOISE_SPOT);
    const rand = prngPure(7); // the same mottling every frame
    for (let k = 0; k < 48; k++) {
      const p = arc[Math.floor(rand() * arc.length)]!;
      ctx.beginPath();
      ctx.ellipse(p.x, p.y, w * (0.25 + 0.4 * rand()), w * (0.15 + 0.25 * rand()), rand() * Math.PI, 0, TAU);
      fill(ctx, rgba(spot, 0.35 + 0.45 * rand()));
    }
  }
  // A sheen along the band's upper half: velvet pile, lacquered shell.
  ctx.lineCap = 'round';
  trace(
    ctx,
    arc.map((p) => addScaled(p, h.up, w * 0.18)),
  );
  const shell = style === 'tortoise';
  stroke(ctx, shell ? 'rgba(255,255,255,0.3)' : rgba(lighter(c, 0.4), 0.4), w * (shell ? 0.15 : 0.3));
  ctx.restore();
  if (style !== 'knot') return;
  // Two puffed lobes, then the knot between them, at the top of the band.
  ctx.translate(crown.x, crown.y);
  ctx.rotate(pose.roll);
  KNOT.forEach((k, i) => {
    const at = { x: [-0.05, 0.05, 0][i]! * u, y: 0 };
    shape(ctx, k, u, u);
    fill(ctx, radial(ctx, { x: at.x, y: -0.03 * u }, 0, at, 0.08 * u, tones(c, i < 2 ? 0.25 : 0.1, 0.3)));
  });
};

// ---- Hats -------------------------------------------------------------------------------------------

/** Hat outlines in face widths across and down from the brim line; `h` numbers in crown heights. */
const HAT = {
  brim: shapeOf('E 0 0 .84 .1 0'),
  rings: shapeOf('E 0 0 .655 .078 0 E 0 0 .756 .09 0'),
  crown: shapeOf('M -.56 0 L -.543 -.8h L .543 -.8h L .56 0 Q 0 .09 -.56 0 Z'),
  crownTop: shapeOf('E 0 -.8h .543 .045 0'),
  ribbon: shapeOf('M -.56 0 L -.555 -.28h L .555 -.28h L .56 0 Q 0 .09 -.56 0 Z'),
  beret: shapeOf('M -.5 .02 L -.55 -.55h L .7 -.75h L .5 .02 Q 0 .07 -.5 .02 Z E .12 -.62h .7 .27 -.2'),
  beretBand: shapeOf('M -.5 .005 Q 0 .055 .5 .005'),
  stalk: shapeOf('E .2 -.62h .018 .035 .2'),
  bucket: shapeOf('M .55 -.02h L -.55 -.02h L -.45 -.9h Q 0 -1.08h .45 -.9h Z'),
  bucketBrim: shapeOf('M -.56 -.04h L .56 -.04h L .8 .06 Q 0 .14 -.8 .06 Z'),
  stitches: shapeOf('M -.72 .035 Q 0 .135 .72 .035 M -.53 -.12h Q 0 -.06h .53 -.12h'),
};

/** A hat on the head outline: boater, beret or bucket, in the head's rolled frame at the brim line. */
export const drawHat: Draw = (ctx, lm, piece, c, pose) => {
  const h = headTop(lm);
  const u = h.fw;
  const o = h.brimLine.centre;
  // The crown clears the estimated top of the skull.
  const H = (h.top.x - o.x) * h.up.x + (h.top.y - o.y) * h.up.y + 0.06 * h.fh;
  ctx.translate(o.x, o.y);
  ctx.rotate(pose.roll);
  const draw = (s: Shape, paint: Paint): void => {
    shape(ctx, s, u, u, H);
    fill(ctx, paint);
  };
  // Cylinder shading across a crown: dark sides, lit front.
  const across = (col: Rgb): CanvasGradient =>
    linear(ctx, { x: -0.56 * u, y: 0 }, { x: 0.56 * u, y: 0 }, [
      rgba(darker(col, 0.35)),
      ...tones(col, 0.15, 0.3),
    ]);
  const lit = (y0: number, y1: number, l: number, d: number): CanvasGradient =>
    linear(ctx, { x: 0, y: y0 }, { x: 0, y: y1 }, tones(c, l, d));
  const style = styleOf('hat', piece.style);
  shadow(ctx, 0.05 * u);
  if (style === 'boater') {
    // Flat crown, wide flat brim with the straw's woven rings, a ribbon band in the accent.
    draw(HAT.brim, lit(-0.1 * u, 0.1 * u, 0.2, 0.25));
    noShadow(ctx);
    shape(ctx, HAT.rings, u, u);
    stroke(ctx, rgba(darker(c, 0.3), 0.3), Math.max(0.5, 0.004 * u));
    draw(HAT.crown, across(c));
    draw(HAT.crownTop, rgba(lighter(c, 0.1)));
    draw(HAT.ribbon, across(colorOf(piece.accent, NAVY)));
  } else if (style === 'beret') {
    // A soft disc tilted to one side over a band that hugs the head (both outlines clockwise: the
    // nonzero fill is their union), the leather edge, the stalk.
    const soft = tones(c, 0.25, 0.35);
    draw(
      HAT.beret,
      radial(ctx, { x: -0.2 * u, y: -0.8 * H }, 0.05 * u, { x: 0, y: -0.4 * H }, 0.8 * u, soft),
    );
    noShadow(ctx);
    shape(ctx, HAT.beretBand, u, u);
    stroke(ctx, rgba(darker(c, 0.4)), Math.max(1, 0.03 * u));
    ctx.translate(0, -0.27 * u);
    draw(HAT.stalk, rgba(darker(c, 0.2)));
  } else {
    // Bucket: a rounded crown, a brim sloping down all round, stitched (in the accent if any).
    draw(HAT.bucket, across(c));
    draw(HAT.bucketBrim, lit(-0.04 * H, 0.12 * u, 0.1, 0.3));
    noShadow(ctx);
    ctx.setLineDash([0.02 * u, 0.014 * u]);
    shape(ctx, HAT.stitches, u, u, H);
    stroke(ctx, rgba(piece.accent ? colorOf(piece.accent) : lighter(c, 0.35), 0.8), Math.max(0.6, 0.005 * u));
  }
};
