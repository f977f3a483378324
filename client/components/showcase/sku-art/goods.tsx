import type { JSX } from 'react';
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

/**
 * The second view of a product not worn on the face or hand, drawn like its artwork (sku-art/paint):
 * a shoe from the front, a bag from the side, a scarf laid flat. Decorative: the caption names it.
 */
export function OtherView({ skuType, id, color, name = '' }: Art & { skuType: string }): JSX.Element {
  const edge = edgeOf(color);
  let body: JSX.Element;
  if (skuType === 'shoes') {
    const loafer = /loafer/i.test(name);
    const sole = loafer ? darken(color, 0.5) : luma(color) > 0.78 ? darken(color, 0.06) : '#f4f4f2';
    body = (
      <Metal id={id} color={color} light={0.3} dark={0.15}>
        <Shape
          d="M9 37H39Q41 37 41 39V40Q41 42 39 42H9Q7 42 7 40V39Q7 37 9 37Z"
          fill={sole}
          edge={edgeOf(sole)}
          w={0.8}
        />
        <Shape d="M10 37.5C9.5 28 13 17 24 17C35 17 38.5 28 38 37.5Z" fill={url(id)} edge={edge} w={0.9} />
        <ellipse cx="24" cy="18.6" rx="7.4" ry="2.4" fill={darken(color, 0.45)} />
        {loafer ? (
          <>
            <Shape
              d="M14.5 25.5Q24 22.5 33.5 25.5L33 28.8Q24 26 15 28.8Z"
              fill={darken(color, 0.18)}
              edge={edge}
              w={0.6}
            />
            <Stroke
              d="M12.5 33.5Q24 29.5 35.5 33.5"
              color={lighten(color, 0.35)}
              w={0.6}
              strokeDasharray="1.2 1"
            />
          </>
        ) : (
          <>
            <Shape
              d="M19.5 18.8Q24 15.2 28.5 18.8L27.6 27H20.4Z"
              fill={lighten(color, 0.12)}
              edge={edge}
              w={0.6}
            />
            <Stroke
              d="M20.6 21.2H27.4M20.6 23.6H27.4M20.6 26H27.4"
              color={edge}
              w={1}
              strokeLinecap="round"
            />
            <Stroke d="M11.5 33Q24 28.5 36.5 33" color={edge} w={0.7} />
          </>
        )}
      </Metal>
    );
  } else if (skuType === 'bag') {
    body = /crossbody/i.test(name) ? (
      <Metal id={id} color={color} light={0.25} dark={0.15}>
        <Line d="M24 25V3" stroke={color} edge={edge} width={1.2} />
        <Box at={[17, 24, 14, 20]} r={3.5} fill={url(id)} edge={edge} w={0.9} />
        <Stroke d="M17.4 28.5H30.6" color={lighten(color, 0.25)} w={0.7} />
        <Stroke d="M24 24.5V43.5" color={darken(color, 0.3)} w={0.5} strokeDasharray="1.2 1" />
      </Metal>
    ) : (
      <Metal id={id} color={color} light={0.3} dark={0.15}>
        <Line d="M20.5 19.5C20.5 7 27.5 7 27.5 19.5" stroke={darken(color, 0.25)} edge={edge} width={2} />
        <Shape d="M18.5 19H29.5L32 44H16Z" fill={url(id)} edge={edge} w={0.9} strokeLinejoin="round" />
        <Stroke d="M24 19.5L24 43.5" color={darken(color, 0.2)} w={0.7} />
      </Metal>
    );
  } else {
    // An oblong scarf, as the tied artwork shows it: fringed at both ends.
    const c = `${id}-c`;
    const cloth = 'M16 6H32V42H16Z';
    const mark = lighten(color, 0.5);
    const pattern = /check|plaid|tartan/i.test(name) ? (
      <Stroke
        d="M16 13H32M16 20H32M16 27H32M16 34H32M20 6V42M24 6V42M28 6V42"
        color={mark}
        w={0.8}
        opacity="0.75"
      />
    ) : (
      <Stroke
        d={[
          [20, 12.5],
          [28, 16.5],
          [20, 20.5],
          [28, 24.5],
          [20, 28.5],
          [28, 32.5],
          [20, 36],
        ]
          .map(([x, y]) => `M${x} ${y}a1.2 1.2 0 1 0 0.1 0`)
          .join('')}
        color={mark}
        w={1.1}
      />
    );
    const fringe = [18, 21, 24, 27, 30].map((x) => `M${x} 42V45.5M${x} 6V2.5`).join('');
    body = (
      <Drawing defs={<Clip id={c} d={cloth} />}>
        <Shape d={cloth} fill={color} edge={edge} w={0.9} />
        <g clipPath={url(c)}>{pattern}</g>
        <Stroke d="M16 9H32M16 39H32" color={darken(color, 0.2)} w={0.6} />
        <Stroke d={fringe} color={edge} w={0.8} strokeLinecap="round" />
      </Drawing>
    );
  }
  return body;
}
