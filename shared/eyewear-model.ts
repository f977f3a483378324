/**
 * One frame model per eyewear SKU (docs/tryon-wear.md "Worn in 3D", decision 0323): the lens outline,
 * rims, bridge, end pieces and temples in millimetres, with the frame's material, pattern and lens
 * tint. The try-on's three.js mesh (client/tryon/wear3d/eyewear.ts) is built from it, and the product
 * card's art (client/components/showcase/sku-art/eyewear.tsx) is its front view, so the card and the
 * face show the same frame. Pure data and arithmetic: no DOM, no three.js (the card is drawn on the
 * server).
 */
import { WEAR_STYLES } from './wear';

export type EyewearStyle = (typeof WEAR_STYLES.eyewear)[number];
/** [x, y] in millimetres. */
export type Mm = readonly [number, number];

export type FrameModel = {
  style: EyewearStyle;
  /** Acetate (a thick moulded front) or metal (a wire rim). */
  material: 'acetate' | 'metal';
  /** The frame's colour, #rrggbb. */
  color: string;
  /** Tortoiseshell: the colour of its lighter patches (acetate with an accent). */
  pattern: string | null;
  /** Lens tint and how much it darkens (0 clear … 1 opaque). */
  tint: { color: string; opacity: number };
  /** The subject's left lens outline about its own centre, x toward the temple, y up (closed). */
  outline: readonly Mm[];
  /** Lens centre: x from the bridge's centre, y from the pupils' line (negative: below). */
  lensCentre: Mm;
  /** Rim: its width in the lens plane and its depth (the front's thickness). */
  rim: number;
  depth: number;
  /** The bridge's height from the pupils' line; a metal frame's brow bar, if any, above it. */
  bridgeY: number;
  browBarY: number | null;
  /** Hinge to hinge (the frame's front width), and where the temples start (y from the pupils). */
  width: number;
  hingeY: number;
  /** Temple: length to the bend behind the ear, its height and thickness. */
  temple: { length: number; height: number; thickness: number };
};

type Cut = {
  material: FrameModel['material'];
  /** Lens width and height (mm); the gap between the lenses at the bridge. */
  w: number;
  h: number;
  gap: number;
  rim: number;
  /** Superellipse exponent (2: an ellipse; more: squarer). */
  n: number;
  /** Lens centre below the pupils (mm). */
  drop: number;
};

const CUTS: Readonly<Record<EyewearStyle, Cut>> = {
  round: { material: 'acetate', w: 46, h: 43, gap: 19, rim: 4, n: 2.1, drop: 1.5 },
  square: { material: 'acetate', w: 51, h: 38, gap: 18, rim: 5, n: 4.2, drop: 1.5 },
  aviator: { material: 'metal', w: 56, h: 48, gap: 16, rim: 1.3, n: 2, drop: 5 },
  cateye: { material: 'acetate', w: 51, h: 38, gap: 18, rim: 4.6, n: 2, drop: 1 },
};

const SAMPLES = 72;

/**
 * Drawn outlines (unit half-widths and half-heights, anticlockwise from the temple side), smoothed by a
 * closed Catmull–Rom spline. Aviator: a teardrop, the top bar nearly straight, deepest toward the nose.
 * Cat-eye: the upper outer corner swept up and out into a wing.
 */
const DRAWN: Partial<Record<EyewearStyle, readonly Mm[]>> = {
  aviator: [
    [1, 0.05],
    [0.96, 0.55],
    [0.8, 0.8],
    [0.3, 0.86],
    [-0.3, 0.84],
    [-0.82, 0.78],
    [-0.98, 0.45],
    [-0.96, -0.05],
    [-0.78, -0.55],
    [-0.42, -0.92],
    [0, -1],
    [0.42, -0.86],
    [0.8, -0.5],
  ],
  cateye: [
    [1, 0.3],
    [1.1, 0.92],
    [0.86, 1],
    [0.4, 0.78],
    [-0.2, 0.7],
    [-0.7, 0.6],
    [-0.96, 0.3],
    [-1, -0.2],
    [-0.8, -0.72],
    [-0.3, -1],
    [0.3, -0.98],
    [0.78, -0.62],
    [0.96, -0.2],
  ],
};

/** A closed Catmull–Rom spline through `points`, `n` samples. */
function closedSpline(points: readonly Mm[], n: number): Mm[] {
  const m = points.length;
  const out: Mm[] = [];
  for (let i = 0; i < n; i++) {
    const u = (i / n) * m;
    const k = Math.floor(u);
    const t = u - k;
    const [p0, p1, p2, p3] = [k - 1, k, k + 1, k + 2].map((j) => points[((j % m) + m) % m]!) as [
      Mm,
      Mm,
      Mm,
      Mm,
    ];
    const f = (a: number, b: number, c: number, d: number) =>
      0.5 * (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t * t + (3 * b - a - 3 * c + d) * t * t * t);
    out.push([f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])]);
  }
  return out;
}

/** The lens outline of a style, anticlockwise from the temple side. */
function outlineOf(style: EyewearStyle, cut: Cut): Mm[] {
  const a = cut.w / 2;
  const b = cut.h / 2;
  const drawn = DRAWN[style];
  if (drawn) return closedSpline(drawn, SAMPLES).map(([x, y]) => [a * x, b * y]);
  const e = 2 / cut.n;
  const out: Mm[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t = (2 * Math.PI * i) / SAMPLES;
    const c = Math.cos(t);
    const s = Math.sin(t);
    out.push([a * Math.sign(c) * Math.abs(c) ** e, b * Math.sign(s) * Math.abs(s) ** e]);
  }
  return out;
}

/** A valid style (else round) — the catalogue's `style`, or a page's. */
export const eyewearStyle = (style: string | undefined): EyewearStyle =>
  (WEAR_STYLES.eyewear as readonly string[]).includes(style ?? '') ? (style as EyewearStyle) : 'round';

/**
 * The frame of a SKU: its style's cut, its colour; an accent is the lens tint on a metal frame and the
 * tortoiseshell's light patches on acetate (the catalogue's Round Tortoise: dark brown with amber).
 */
export function frameModel(color: string, accent: string | undefined, style: string | undefined): FrameModel {
  const s = eyewearStyle(style);
  const cut = CUTS[s];
  const outline = outlineOf(s, cut);
  const right = Math.max(...outline.map(([x]) => x));
  const top = Math.max(...outline.map(([, y]) => y));
  const cx = cut.gap / 2 + cut.w / 2;
  const metal = cut.material === 'metal';
  const end = metal ? 2.5 : 3;
  return {
    style: s,
    material: cut.material,
    color,
    pattern: !metal && accent ? accent : null,
    tint: metal && accent ? { color: accent, opacity: 0.66 } : { color: '#9aa0a8', opacity: 0.05 },
    outline,
    lensCentre: [cx, -cut.drop],
    rim: cut.rim,
    depth: metal ? cut.rim : 4.5,
    bridgeY: metal ? 0.22 * cut.h - cut.drop : 0.18 * cut.h - cut.drop,
    browBarY: metal ? top - cut.drop - 1.5 : null,
    width: 2 * (cx + right + cut.rim + end),
    hingeY: (s === 'cateye' ? 0.3 * cut.h : 0.18 * cut.h) - cut.drop,
    temple: { length: 105, height: metal ? 1.6 : 5.5, thickness: metal ? 1.6 : 3.6 },
  };
}

/** The outline pushed out by `d` along its normals (a rim's outer edge). */
export function offsetOutline(outline: readonly Mm[], d: number): Mm[] {
  const n = outline.length;
  return outline.map(([x, y], i) => {
    const [px, py] = outline[(i + n - 1) % n]!;
    const [nx, ny] = outline[(i + 1) % n]!;
    const tx = nx - px;
    const ty = ny - py;
    const len = Math.hypot(tx, ty) || 1;
    // anticlockwise outline: the outward normal is the tangent turned clockwise
    return [x + (d * ty) / len, y - (d * tx) / len];
  });
}

/** One lens's outline in frame millimetres, the subject's `side` (left: x > 0), about the bridge. */
export function lensOutline(model: FrameModel, side: 'left' | 'right', d = 0): Mm[] {
  const [cx, cy] = model.lensCentre;
  const sx = side === 'left' ? 1 : -1;
  const points = d ? offsetOutline(model.outline, d) : model.outline;
  return points.map(([x, y]) => [sx * (cx + x), cy + y]);
}

/** The front view as SVG paths (y down) at `scale` per millimetre about (x0, y0): what the card draws. */
export function frontPaths(model: FrameModel, scale: number, x0: number, y0: number) {
  const pt = ([x, y]: Mm) => `${(x0 + x * scale).toFixed(2)} ${(y0 - y * scale).toFixed(2)}`;
  const loop = (points: readonly Mm[]) => `M${points.map(pt).join('L')}Z`;
  const lenses = (['right', 'left'] as const).map((side) => loop(lensOutline(model, side)));
  const half = model.rim / 2;
  const rims = (['right', 'left'] as const).map((side) =>
    model.material === 'metal'
      ? loop(lensOutline(model, side, half))
      : `${loop(lensOutline(model, side, model.rim))}${loop(lensOutline(model, side))}`,
  );
  const inner = model.lensCentre[0] - Math.max(...model.outline.map(([x]) => -x));
  const by = model.bridgeY;
  const bridge =
    model.material === 'metal'
      ? `M${pt([-inner, by])}Q${pt([0, by + 3])} ${pt([inner, by])}` +
        (model.browBarY === null
          ? ''
          : `M${pt([-inner - 6, model.browBarY])}L${pt([inner + 6, model.browBarY])}`)
      : `M${pt([-inner - 1, by + 4])}Q${pt([0, by + 7])} ${pt([inner + 1, by + 4])}L${pt([inner + 1, by - 3])}Q${pt([0, by + 1])} ${pt([-inner - 1, by - 3])}Z`;
  const hinge = model.width / 2;
  const ends = ([-1, 1] as const)
    .map((s) => `M${pt([s * (hinge - 5), model.hingeY])}L${pt([s * hinge, model.hingeY])}`)
    .join('');
  return { lenses, rims, bridge, ends };
}
