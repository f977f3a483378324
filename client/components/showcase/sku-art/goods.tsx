import {
  type Art,
  Box,
  Clip,
  Drawing,
  darken,
  edgeOf,
  ellipseD,
  Line,
  lighten,
  luma,
  Metal,
  Shape,
  Stroke,
  url,
} from './paint';

/** Footwear, bags and scarves: generic icons, told apart by the SKU's name. */

// ─── Footwear ───────────────────────────────────────────────────────────────────────────────────

const LOAFER = {
  sole: 'M3.5 32.5H45.5Q45.5 35.8 43 35.8H14.5V37.5H5Q3.5 37.5 3.5 36Z',
  upper: 'M4 33C4 28 6 26 10 26L20 25.5C26 22 33 22.5 38 25C42.5 27 45.5 29.5 45.5 33Z',
  opening: 'M9 26.2Q15.5 24.6 22 25.5Q15.5 28.5 9 26.2Z',
  strap: 'M22.5 26.8L33 24.4L34.3 27.6L24 30Z',
};

const SNEAKER = {
  upper:
    'M4 31C4 26 5 22 9 21L15 20C17 17 20 15.5 23 16.5L27 18C31 22 35 24 40 25.5C43.5 26.5 45 28.5 45 31Z',
  sole: 'M3 30.5H45.5Q46 36 42 36H6Q3 36 3 33Z',
  laces: 'M20.2 19.6L23 17.4M22.8 21.6L25.6 19.4M25.4 23.6L28.2 21.4',
};

export function Shoe({ id, color, name = '' }: Art) {
  const m = `${id}-m`;
  const edge = edgeOf(color);
  if (/loafer/i.test(name)) {
    return (
      <Metal id={m} color={color} light={0.25} dark={0.2}>
        <Shape d={LOAFER.sole} fill={darken(color, 0.5)} edge={darken(color, 0.6)} w={0.6} />
        <Shape d={LOAFER.upper} fill={url(m)} edge={edge} w={0.9} strokeLinejoin="round" />
        <path d={LOAFER.opening} fill={darken(color, 0.45)} />
        <Shape d={LOAFER.strap} fill={darken(color, 0.18)} edge={edge} w={0.6} />
        <Stroke d="M26.3 27.2L30.6 26.2" color={darken(color, 0.5)} w={0.9} strokeLinecap="round" />
        <Stroke d="M34 24.6Q40.5 26.5 42.5 30" color={lighten(color, 0.35)} w={0.6} strokeDasharray="1.2 1" />
      </Metal>
    );
  }
  // sneaker (the default)
  const sole = luma(color) > 0.78 ? darken(color, 0.06) : '#f4f4f2';
  return (
    <Metal id={m} color={color} light={0.3} dark={0.12}>
      <Shape d={SNEAKER.upper} fill={url(m)} edge={edge} w={0.9} strokeLinejoin="round" />
      <Shape d={SNEAKER.sole} fill={sole} edge={edgeOf(sole)} w={0.9} />
      <Stroke d="M4 33.2H45.4" color={edgeOf(sole)} w={0.5} />
      <Stroke d="M9.2 21.2Q13 23.4 16.6 19.6" color={edge} w={0.9} />
      <Stroke d={SNEAKER.laces} color={edge} w={1.1} strokeLinecap="round" />
      <Stroke d="M35.5 25Q38 29.5 45 30.2" color={edge} w={0.7} />
      <Stroke d="M4.2 25.5Q7 27.5 7.5 30.4" color={edge} w={0.7} />
    </Metal>
  );
}

// ─── Bags ───────────────────────────────────────────────────────────────────────────────────────

const TOTE = 'M8 19H40L43 43Q43 44 42 44H6Q5 44 5 43Z';
const CROSSBODY_FLAP = 'M8 28Q8 24 12 24H36Q40 24 40 28V32Q40 36.5 35.5 36.5H12.5Q8 36.5 8 32Z';

export function Bag({ id, color, name = '' }: Art) {
  const m = `${id}-m`;
  const edge = edgeOf(color);
  if (/crossbody/i.test(name)) {
    const flap = luma(color) < 0.16 ? lighten(color, 0.14) : darken(color, 0.1);
    return (
      <Metal id={m} color={color} light={0.25} dark={0.15}>
        <Line d="M11 27C8.5 8 14 2 24 2C34 2 39.5 8 37 27" stroke={color} edge={edge} width={1.2} />
        <Box at={[8, 24, 32, 20]} r={4} fill={url(m)} edge={edge} w={0.9} />
        <Shape d={CROSSBODY_FLAP} fill={flap} edge={edge} w={0.9} />
        <Box at={[22, 34, 4, 4]} r={1} fill="#c8b27a" edge="#8c7a4e" w={0.5} />
      </Metal>
    );
  }
  // tote (the default)
  const handles = 'M15 19.5C15 6 23 6 23 19.5M25 19.5C25 6 33 6 33 19.5';
  return (
    <Metal id={m} color={color} light={0.3} dark={0.15}>
      <Line d={handles} stroke={darken(color, 0.25)} edge={edge} width={2} />
      <Shape d={TOTE} fill={url(m)} edge={edge} w={0.9} strokeLinejoin="round" />
      <Stroke d="M7.7 22.5H40.3" color={darken(color, 0.2)} w={0.6} strokeDasharray="1.2 1" />
    </Metal>
  );
}

// ─── Scarves ────────────────────────────────────────────────────────────────────────────────────

const TAILS = ['M21.5 20L14.5 42H23L26 21Z', 'M26 21L29.5 44H37L29 19.5Z'] as const;
const CHECK = 'M0 27H48M0 33.5H48M0 40H48M18 0V48M21 0V48M31 0V48M34 0V48';
const PRINT = [
  [18.5, 26],
  [21, 33],
  [17.5, 38.5],
  [30.5, 27],
  [32, 34.5],
  [33, 41],
]
  .map(([x, y]) => `M${x} ${y}a1.2 1.2 0 1 0 0.1 0`)
  .join('');
const FRINGE = [15.5, 17.5, 19.5, 21.5, 30.5, 32.5, 34.5, 36.3]
  .map((x) => (x < 24 ? `M${x} 42.4V45.6` : `M${x} 44.4V47.4`))
  .join('');

export function Scarf({ id, color, name = '' }: Art) {
  const c = `${id}-c`;
  const edge = edgeOf(color);
  const tails = TAILS.join(' ');
  const mark = lighten(color, 0.5);
  const pattern = /check|plaid|tartan/i.test(name) ? (
    <Stroke d={CHECK} color={mark} w={0.8} opacity="0.75" />
  ) : /paisley|dot|print/i.test(name) ? (
    <Stroke d={PRINT} color={mark} w={1.1} />
  ) : null;
  return (
    <Drawing defs={<Clip id={c} d={tails} />}>
      <Line d="M9 8C12 21 36 21 39 8" stroke={color} edge={edge} width={6} />
      <path d={TAILS[0]} fill={color} />
      <path d={TAILS[1]} fill={darken(color, 0.14)} />
      {pattern && <g clipPath={url(c)}>{pattern}</g>}
      <Stroke d={tails} color={edge} w={0.9} strokeLinejoin="round" />
      <Stroke d={FRINGE} color={edge} w={0.8} strokeLinecap="round" />
      <Shape d={ellipseD(25, 19.5, 4.6, 3.8)} fill={darken(color, 0.08)} edge={edge} w={0.9} />
    </Drawing>
  );
}
