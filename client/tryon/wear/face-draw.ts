/**
 * Things worn on the face and head (docs/tryon-wear.md): earrings, necklaces, eyewear, headbands and
 * hats drawn as procedural Canvas 2D artwork over the frame, anchored by wear/head.ts. Every size is
 * a fraction of the face width; pieces sitting on the head turn with its roll.
 */
import { WEAR_STYLES, type Wearable, type WearKind } from '../../../shared/wear';
import { parseColor, type Rgb, rgba } from '../effects/color';
import { prngPure } from '../effects/random';
import { hasFace, outward } from '../geometry/face';
import { SIDES } from '../geometry/landmarks';
import { bandBetween, resample } from '../geometry/polygon';
import { addScaled, dist, unit } from '../geometry/vector';
import type { Landmarks, Pt } from '../types';
import { earLobes, eyewearFrame, type HeadPose, headPose, headTop, neckline, turnToward } from './head';
import { type Ctx, colorOf, darker, gem, lighter, metal, noShadow, pearl, shadow, trace } from './materials';

type Draw = (ctx: Ctx, lm: Landmarks, piece: Wearable, c: Rgb, pose: HeadPose) => void;
type Paint = string | CanvasGradient;

const GOLD: Rgb = { r: 212, g: 175, b: 55 };
const SILVER: Rgb = { r: 200, g: 200, b: 208 };
const RUBY: Rgb = { r: 176, g: 23, b: 58 };
const NAVY: Rgb = { r: 31, g: 42, b: 68 };
const TORTOISE_SPOT: Rgb = { r: 59, g: 35, b: 20 };
const TAU = Math.PI * 2;
const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** The piece's style when it is one of its kind's, else the kind's default (the first). */
function styleOf(kind: WearKind, style: string | undefined): string {
  const list = WEAR_STYLES[kind] as readonly string[];
  return style && list.includes(style) ? style : list[0]!;
}

/** A gradient through evenly spaced colours. */
function grad(g: CanvasGradient, colours: readonly string[]): CanvasGradient {
  for (let i = 0; i < colours.length; i++) g.addColorStop(i / (colours.length - 1), colours[i]!);
  return g;
}
const linear = (ctx: Ctx, a: Pt, b: Pt, cols: readonly string[]): CanvasGradient =>
  grad(ctx.createLinearGradient(a.x, a.y, b.x, b.y), cols);
/** A radial gradient from circle (a, ra) to circle (b, rb). */
const radial = (ctx: Ctx, a: Pt, ra: number, b: Pt, rb: number, cols: readonly string[]): CanvasGradient =>
  grad(ctx.createRadialGradient(a.x, a.y, ra, b.x, b.y, rb), cols);
/** Lit → colour → shaded: the look of every lit surface here. */
function tones(c: Rgb, light: number, dark: number): string[] {
  return [rgba(lighter(c, light)), rgba(c), rgba(darker(c, dark))];
}
const SHADE = ['rgba(0,0,0,0)', 'rgba(0,0,0,0.4)'];
const SHINE = ['rgba(255,255,255,0.95)', 'rgba(255,255,255,0)'];
const GLARE = ['rgba(255,255,255,0)', 'rgba(255,255,255,0.22)', 'rgba(255,255,255,0)'];

/**
 * A path in a tiny SVG-like language, compiled once: `M x y`, `L x y`, `Q cx cy x y`, `E cx cy rx ry
 * rotation` (a whole ellipse), `Z`. Numbers are in units given when drawing; one ending in `h` is in
 * the second vertical unit (a hat's crown height).
 */
type Shape = { op: string; v: number[]; h: boolean[] }[];
function shapeOf(d: string): Shape {
  const out: Shape = [];
  for (const t of d.trim().split(/\s+/)) {
    if (/^[A-Z]$/.test(t)) out.push({ op: t, v: [], h: [] });
    else {
      out[out.length - 1]!.v.push(Number.parseFloat(t));
      out[out.length - 1]!.h.push(t.endsWith('h'));
    }
  }
  return out;
}

/** Traces a shape as a new path: x in units of `sx`, y in `sy` (h-numbers in `sh`). */
function shape(ctx: Ctx, s: Shape, sx: number, sy: number, sh = sy): void {
  ctx.beginPath();
  for (const { op, v, h } of s) {
    const X = (i: number): number => v[i]! * sx;
    const Y = (i: number): number => v[i]! * (h[i] ? sh : sy);
    if (op === 'M') ctx.moveTo(X(0), Y(1));
    else if (op === 'L') ctx.lineTo(X(0), Y(1));
    else if (op === 'Q') ctx.quadraticCurveTo(X(0), Y(1), X(2), Y(3));
    else if (op === 'Z') ctx.closePath();
    else {
      ctx.moveTo(X(0) + Math.abs(X(2)) * Math.cos(v[4]!), Y(1) + Math.abs(X(2)) * Math.sin(v[4]!));
      ctx.ellipse(X(0), Y(1), Math.abs(X(2)), Math.abs(Y(3)), v[4]!, 0, TAU);
    }
  }
}

function fill(ctx: Ctx, paint: Paint): void {
  ctx.fillStyle = paint;
  ctx.fill();
}

function stroke(ctx: Ctx, paint: Paint, width: number): void {
  ctx.strokeStyle = paint;
  ctx.lineWidth = width;
  ctx.stroke();
}

const CIRCLE = shapeOf('E 0 0 1 1 0');

/** A solid's stronger lighting (3D mode): a shadowed side and a crisp highlight, moved by `shift`. */
function solidLight(ctx: Ctx, r: number, shift: number): void {
  const lit = { x: -r * 0.35 + shift, y: -r * 0.4 };
  shape(ctx, CIRCLE, r, r);
  fill(ctx, radial(ctx, lit, r * 0.35, { x: 0, y: 0 }, r * 1.02, SHADE));
  ctx.translate(lit.x, lit.y);
  shape(ctx, CIRCLE, r * 0.4, r * 0.4);
  fill(ctx, radial(ctx, { x: 0, y: 0 }, 0, { x: 0, y: 0 }, r * 0.4, SHINE));
  ctx.translate(-lit.x, -lit.y);
}

// ---- Earrings ---------------------------------------------------------------------------------------

/**
 * Earrings at the lobes, only on the ears in view. Dangling parts (hoops, drops) hang with gravity,
 * straight down the frame; a stud sits on the lobe and turns with the head. 3D mode: a hoop is a ring
 * seen at an angle (edge-on frontally, opening as its ear turns toward the camera), pearls and gems get
 * a shadowed side and a highlight that moves with the turn; 2D is flat-lit artwork.
 */
const drawEarrings: Draw = (ctx, lm, piece, c, pose) => {
  const style = styleOf('earrings', piece.style);
  const solid = piece.mode === '3d';
  const u = pose.fw;
  const lobes = earLobes(lm);
  for (const side of SIDES) {
    const lobe = lobes[side];
    if (!lobe.visible) continue;
    const turn = turnToward(pose.yaw, side);
    const open = solid ? clamp(0.35 + 1.1 * turn, 0.15, 1) : 1;
    ctx.save();
    ctx.translate(lobe.x, lobe.y);
    shadow(ctx, 0.02 * u);
    if (style === 'hoop') hoop(ctx, u, c, open, outward(lm, side).x > 0 ? -1 : 1, solid);
    else if (style === 'drop') drop(ctx, u, c, colorOf(piece.accent, GOLD), solid ? -0.3 * turn : null);
    else {
      ctx.rotate(pose.roll);
      stud(ctx, u, c, colorOf(piece.accent, SILVER), solid ? clamp(open + 0.3, 0.5, 1) : null);
    }
    ctx.restore();
  }
};

/** A hoop through the lobe; `inward` is the image-x sign toward the face (the front half in 3D). */
function hoop(ctx: Ctx, u: number, c: Rgb, open: number, inward: number, solid: boolean): void {
  const r = 0.07 * u;
  const rx = r * open;
  const w = Math.max(1, 0.012 * u);
  ctx.translate(0, r);
  shape(ctx, CIRCLE, rx, r);
  if (!solid) {
    stroke(ctx, metal(ctx, c, { x: -r, y: -r }, { x: r, y: r }), w);
    return;
  }
  // The back half in shade, the front half polished, with a specular line on it.
  stroke(ctx, rgba(darker(c, 0.45)), w);
  noShadow(ctx);
  const start = inward > 0 ? -Math.PI / 2 : Math.PI / 2;
  ctx.beginPath();
  ctx.ellipse(0, 0, rx, r, 0, start, start + Math.PI);
  stroke(ctx, metal(ctx, c, { x: -rx, y: -r }, { x: rx, y: r }), w);
  ctx.beginPath();
  ctx.ellipse(0, 0, rx, r, 0, start + 0.5, start + 1.3);
  stroke(ctx, rgba(lighter(c, 0.9), 0.85), w * 0.35);
}

/** A pearl on a small metal hook; `shift` (3D only) moves the highlight with the head's turn. */
function drop(ctx: Ctx, u: number, pearlColor: Rgb, metalColor: Rgb, shift: number | null): void {
  const hook = 0.022 * u;
  const r = 0.03 * u;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(0, -hook * 0.4);
  ctx.quadraticCurveTo(hook * 1.4, hook * 0.6, 0, hook * 1.8);
  stroke(ctx, metal(ctx, metalColor, { x: -hook, y: 0 }, { x: hook, y: 0 }), Math.max(0.8, 0.007 * u));
  ctx.translate(0, hook * 1.8 + r * 0.9);
  pearl(ctx, { x: 0, y: 0 }, r, pearlColor);
  if (shift !== null) solidLight(ctx, r, shift * r);
}

/** A gem in a metal setting; `squash` (3D only) foreshortens it with the head's turn. */
function stud(ctx: Ctx, u: number, gemColor: Rgb, setting: Rgb, squash: number | null): void {
  const r = 0.02 * u;
  if (squash !== null) ctx.scale(squash, 1);
  shape(ctx, CIRCLE, r * 1.28, r * 1.28);
  fill(ctx, metal(ctx, setting, { x: -r, y: -r }, { x: r, y: r }));
  noShadow(ctx);
  gem(ctx, { x: 0, y: 0 }, r, gemColor);
  if (squash !== null) solidLight(ctx, r, 0);
}

// ---- Necklace ---------------------------------------------------------------------------------------

/** A chain with a gem pendant (accent), or a strand of pearls, along the neckline below the chin. */
const drawNecklace: Draw = (ctx, lm, piece, c, pose) => {
  const u = pose.fw;
  const n = neckline(lm);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  if (styleOf('necklace', piece.style) === 'pearls') {
    const r = Math.max(1.2, 0.021 * u);
    let len = 0;
    for (let i = 1; i < n.curve.length; i++) len += dist(n.curve[i - 1]!, n.curve[i]!);
    // A contact shadow under the strand, then the pearls touching each other.
    ctx.translate(0, r * 0.4);
    trace(ctx, n.curve);
    stroke(ctx, 'rgba(0,0,0,0.22)', 2 * r);
    ctx.translate(0, -r * 0.4);
    for (const p of resample(n.curve, Math.max(2, Math.floor(len / (2 * r)) + 1))) pearl(ctx, p, r, c);
    return;
  }
  const w = Math.max(0.8, 0.007 * u);
  trace(ctx, n.curve);
  stroke(ctx, rgba(darker(c, 0.3)), w);
  ctx.setLineDash([w * 1.6, w * 1.4]); // bright links over the dark chain
  stroke(ctx, rgba(lighter(c, 0.45)), w);
  ctx.setLineDash([]);
  // The stone hangs straight down from a bail at the chain's lowest point.
  const g = 0.032 * u;
  const p = n.pendant;
  ctx.translate(p.x, p.y + g * 0.25);
  shape(ctx, CIRCLE, g * 0.22, g * 0.32);
  stroke(ctx, metal(ctx, c, { x: -g * 0.3, y: 0 }, { x: g * 0.3, y: 0 }), w);
  shadow(ctx, g * 0.5);
  gem(ctx, { x: 0, y: g * 1.25 }, g, colorOf(piece.accent, RUBY));
};

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
const drawEyewear: Draw = (ctx, lm, piece, c, pose) => {
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
const drawHeadband: Draw = (ctx, lm, piece, c, pose) => {
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
const drawHat: Draw = (ctx, lm, piece, c, pose) => {
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

/** Back to front: the necklace under the earrings, glasses under a headband, the hat on top. */
const ORDER: readonly (readonly [WearKind, Draw])[] = [
  ['necklace', drawNecklace],
  ['earrings', drawEarrings],
  ['eyewear', drawEyewear],
  ['headband', drawHeadband],
  ['hat', drawHat],
];

/**
 * Draws the face-and-head pieces among `pieces` (others are ignored) in the order necklace → earrings
 * → eyewear → headband → hat. Draws nothing without a complete, finite face; a piece whose colour is
 * unreadable is skipped (an unreadable accent falls back to the style's default).
 */
export function drawFaceWear(ctx: Ctx, lm: Landmarks, pieces: readonly Wearable[]): void {
  if (!hasFace(lm)) return;
  let pose: HeadPose | null = null;
  for (const [kind, draw] of ORDER) {
    for (const piece of pieces) {
      const c = piece.kind === kind ? parseColor(piece.color) : null;
      if (!c) continue;
      pose ??= headPose(lm);
      ctx.save();
      try {
        draw(ctx, lm, piece, c, pose);
      } finally {
        ctx.restore();
      }
    }
  }
}
