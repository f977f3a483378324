import type { ReactNode, SVGProps } from 'react';

/**
 * What every family of the SKU artwork (./index.tsx) paints with: the colours derived from a SKU's
 * `color` and `accent`, the gradients (a metal sheen, a round orb), and the shapes drawn again and
 * again — an outlined fill, an open stroke, a stroke with an outline under it, a disc, a highlight,
 * beads on a thread, a teardrop stone. Presentation attributes only, never a style attribute (CSP).
 */

// ─── Colours ────────────────────────────────────────────────────────────────────────────────────

function rgbOf(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  const n = m ? Number.parseInt(m[1]!, 16) : 0x999999;
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `hex` moved a share `t` (0..1) towards white (255) or black (0). */
function mix(hex: string, to: number, t: number): string {
  const parts = rgbOf(hex).map((v) => Math.round(Math.min(255, Math.max(0, v + (to - v) * t))));
  return `#${parts.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
export const lighten = (hex: string, t: number) => mix(hex, 255, t);
export const darken = (hex: string, t: number) => mix(hex, 0, t);

/** Relative lightness 0..1. */
export function luma(hex: string): number {
  const [r, g, b] = rgbOf(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** An outline that keeps a shape apart from white and from its neighbours: grey for light colours. */
export function edgeOf(hex: string): string {
  const l = luma(hex);
  if (l > 0.78) return '#8f8a84';
  if (l < 0.16) return lighten(hex, 0.42);
  return darken(hex, 0.38);
}

/** Hands, ticks, stitches drawn on a colour. */
export const inkOn = (hex: string) => (luma(hex) > 0.55 ? '#26262b' : '#f4f4f2');

// ─── Geometry ───────────────────────────────────────────────────────────────────────────────────

/** What a family's drawing gets: the SKU's ids prefix and colours, its style, finish and name. */
export type Art = {
  id: string;
  color: string;
  accent?: string;
  style?: string;
  finish?: string;
  name?: string;
};

export const url = (id: string) => `url(#${id})`;

export const r1 = (n: number) => Math.round(n * 10) / 10;

/** An ellipse as a path (for even-odd bands). */
export const ellipseD = (cx: number, cy: number, rx: number, ry: number) =>
  `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`;

/** A transform turning a shape `deg` about (x, y) (and its user-space gradient with it). */
export const turn = (deg: number, x: number, y: number) => `rotate(${deg} ${x} ${y})`;

/** The point `r` from (cx, cy) at `deg` clockwise from twelve o'clock. */
export const polar = (cx: number, cy: number, r: number, deg: number): [number, number] => {
  const a = ((deg - 90) * Math.PI) / 180;
  return [r1(cx + r * Math.cos(a)), r1(cy + r * Math.sin(a))];
};

/**
 * `n` points on an ellipse about (cx, cy), at the angles `at(i)` (a negative radius runs the other
 * way), rounded to a tenth.
 */
export const onEllipse = (
  n: number,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  at: (i: number) => number,
) =>
  Array.from({ length: n }, (_, i) => {
    const t = at(i);
    return { i, t, x: r1(cx + rx * Math.cos(t)), y: r1(cy + ry * Math.sin(t)) };
  });

/**
 * A teardrop hanging from its tip (x, tip): round (`r`) at the bottom, the round's centre `h` below
 * the tip, the sides' handles (±c1x, c1y) and (±r, c2y) from the tip.
 */
export const dropD = (x: number, tip: number, [r, h, c1x, c1y, c2y]: readonly number[]) => {
  const [a, b, c, y] = [r1(tip + c1y!), r1(tip + c2y!), r1(x + r!), r1(tip + h!)];
  return `M${x} ${tip}C${r1(x - c1x!)} ${a} ${r1(x - r!)} ${b} ${r1(x - r!)} ${y}A${r} ${r} 0 0 0 ${c} ${y}C${c} ${b} ${r1(x + c1x!)} ${a} ${x} ${tip}Z`;
};

// ─── Gradients and drawings ─────────────────────────────────────────────────────────────────────

type SheenProps = { id: string; color: string; light?: number; dark?: number };

/** A diagonal sheen across the 48 × 48 box (user space, so lines and flat shapes take it too). */
export function Sheen({ id, color, light = 0.5, dark = 0.3 }: SheenProps) {
  return (
    <linearGradient id={id} gradientUnits="userSpaceOnUse" x1="8" y1="6" x2="40" y2="42">
      <stop offset="0" stopColor={lighten(color, light)} />
      <stop offset="0.45" stopColor={color} />
      <stop offset="1" stopColor={darken(color, dark)} />
    </linearGradient>
  );
}

/** A round highlight for beads, pearls and gems. */
export function Orb({ id, color }: { id: string; color: string }) {
  return (
    <radialGradient id={id} cx="0.35" cy="0.32" r="0.75">
      <stop offset="0" stopColor={lighten(color, 0.75)} />
      <stop offset="0.45" stopColor={color} />
      <stop offset="1" stopColor={darken(color, 0.22)} />
    </radialGradient>
  );
}

/** A clip to the path `d`. */
export const Clip = ({ id, ...path }: { id: string; d: string } & SVGProps<SVGPathElement>) => (
  <clipPath id={id}>
    <path {...path} />
  </clipPath>
);

/** A drawing: its gradients and clips, then its shapes. */
export function Drawing({ defs, children }: { defs: ReactNode; children: ReactNode }) {
  return (
    <g>
      <defs>{defs}</defs>
      {children}
    </g>
  );
}

/** A drawing in metal (or lacquer, felt, leather): a sheen `id` of `color` first among its defs. */
export function Metal({ defs, children, ...sheen }: SheenProps & { defs?: ReactNode; children: ReactNode }) {
  return (
    <Drawing
      defs={
        <>
          <Sheen {...sheen} />
          {defs}
        </>
      }
    >
      {children}
    </Drawing>
  );
}

// ─── Shapes ─────────────────────────────────────────────────────────────────────────────────────

type PathRest = Omit<SVGProps<SVGPathElement>, 'd' | 'fill' | 'stroke' | 'strokeWidth' | 'color'>;
/** A fill outlined in `edge`, `w` wide. */
type Paint = { fill: string; edge: string; w: number };

/** A filled shape, outlined. */
export function Shape({ d, fill, edge, w, ...rest }: { d: string } & Paint & PathRest) {
  return <path d={d} fill={fill} stroke={edge} strokeWidth={w} {...rest} />;
}

/** An open stroke in `color`, `w` wide. */
export function Stroke({ d, color, w, ...rest }: { d: string; color: string; w: number } & PathRest) {
  return <path d={d} fill="none" stroke={color} strokeWidth={w} {...rest} />;
}

type LineProps = { d: string; stroke: string; edge: string; width: number; pad?: number };

/** A stroke drawn twice: an outline `pad` wider under it, so it reads on white and on itself. */
export function Line({ d, stroke, edge, width, pad = 1.4 }: LineProps) {
  return (
    <>
      <Stroke d={d} color={edge} w={width + pad} strokeLinecap="round" strokeLinejoin="round" />
      <Stroke d={d} color={stroke} w={width} strokeLinecap="round" strokeLinejoin="round" />
    </>
  );
}

/** A filled disc, outlined. */
export function Disc({ x, y, r, fill, edge, w }: { x: number; y: number; r: number } & Paint) {
  return <circle cx={x} cy={y} r={r} fill={fill} stroke={edge} strokeWidth={w} />;
}

type BoxProps = { at: readonly number[]; r?: number; edge?: string; w?: number } & Omit<
  SVGProps<SVGRectElement>,
  'x' | 'y' | 'width' | 'height' | 'rx' | 'stroke' | 'strokeWidth'
>;

/** A rectangle `at` [x, y, width, height], its corners rounded `r`, outlined in `edge`, `w` wide. */
export function Box({ at: [x, y, width, height], r, edge, w, ...rest }: BoxProps) {
  return <rect x={x} y={y} width={width} height={height} rx={r} stroke={edge} strokeWidth={w} {...rest} />;
}

type GlintProps = { x: number; y: number; rx: number; ry?: number; o: number };

/** A white highlight on a gem, a bead, a lens or lacquer, `o` opaque. */
export function Glint({ x, y, rx, ry = rx, o }: GlintProps) {
  return <ellipse cx={x} cy={y} rx={rx} ry={ry} fill="#ffffff" opacity={o} />;
}

type BeadsProps = { id: string; color: string; d: string; thread: string; beads: readonly Bead[]; w: number };
type Bead = { x: number; y: number; r: number };

/**
 * Small shaded orbs (beads, pearls) placed along a thread: the thread `d` in the colour `thread`, then
 * each orb in a round gradient `id` of `color`, outlined `w` wide.
 */
export function Beads({ id, color, d, thread, beads, w }: BeadsProps) {
  return (
    <Drawing defs={<Orb id={id} color={color} />}>
      <Stroke d={d} color={thread} w={0.6} />
      {beads.map((b) => (
        <Disc key={`${b.x},${b.y}`} {...b} fill={url(id)} edge={edgeOf(color)} w={w} />
      ))}
    </Drawing>
  );
}

/** A teardrop's `size` as `dropD` takes it, and its highlight `glint` [dx, dy, rx, ry] from the tip. */
export type Cut = { size: readonly number[]; glint: readonly number[] };

/** A teardrop stone (a pearl drop, a pendant's gem) hanging from (x, tip), and its highlight. */
export function Teardrop({ x, tip, cut, ...paint }: { x: number; tip: number; cut: Cut } & Paint) {
  const [dx, dy, rx, ry] = cut.glint;
  return (
    <>
      <Shape d={dropD(x, tip, cut.size)} {...paint} />
      <Glint x={r1(x + dx!)} y={r1(tip + dy!)} rx={rx!} ry={ry!} o={0.8} />
    </>
  );
}
