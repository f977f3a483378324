import type { ReactNode } from 'react';
import {
  type Art,
  Beads,
  Disc,
  Drawing,
  darken,
  dropD,
  edgeOf,
  ellipseD,
  Glint,
  Line,
  lighten,
  Metal,
  Orb,
  onEllipse,
  polar,
  r1,
  Shape,
  Stroke,
  Teardrop,
  turn,
  url,
} from './paint';

/** Things worn on the face and head: earrings, necklaces, eyewear, hats and headbands. */

// ─── Earrings (a pair) ──────────────────────────────────────────────────────────────────────────

/** Teardrops (paint.tsx `dropD`, `Teardrop`): a pearl drop, a pendant's bezel and its stone. */
const PEARL_DROP = { size: [6, 12, 4, 6, 9], glint: [-2.2, 10, 1.2, 2] };
const BEZEL = [5.5, 8.2, 5, 3.5, 7];
const STONE = { size: [3.7, 6.1, 3.4, 2.6, 5], glint: [-1.4, 4.8, 0.8, 1.3] };

/** A drop earring's hook, from the drop's cap at (x, y + 12) up and over. */
const hook = (x: number, y: number) =>
  `M${x} ${y + 12}V${y + 4}C${x} ${y - 1} ${x + 5.5} ${y - 1} ${x + 5.5} ${y + 3.5}`;

/** A cut stone's table seen from above: an octagon about (x, y). */
const table = (x: number, y: number) =>
  `M${x - 2.6} ${y - 1.1}L${x - 1.1} ${y - 2.6}H${x + 1.1}L${x + 2.6} ${y - 1.1}V${y + 1.1}L${x + 1.1} ${y + 2.6}H${x - 1.1}L${x - 2.6} ${y + 1.1}Z`;

export function Earrings({ id, color, accent, style }: Art) {
  const [m, o, s] = [`${id}-m`, `${id}-o`, `${id}-s`];
  const edge = edgeOf(color);
  if (style === 'drop') {
    const metal = accent ?? '#d4af37';
    const drop = (x: number, y: number) => (
      <g key={x}>
        <Line d={hook(x, y)} stroke={metal} edge={edgeOf(metal)} width={1.1} pad={0.9} />
        <Disc x={x} y={y + 12.5} r={1.6} fill={metal} edge={edgeOf(metal)} w={0.5} />
        <Teardrop x={x} tip={y + 14} cut={PEARL_DROP} fill={url(o)} edge={edge} w={0.8} />
      </g>
    );
    return (
      <Drawing defs={<Orb id={o} color={color} />}>
        {drop(14, 6)}
        {drop(33, 9)}
      </Drawing>
    );
  }
  if (style === 'stud') {
    const setting = accent ?? '#c0c0c0';
    const prong = (x: number, y: number, deg: number) => {
      const [px, py] = polar(x, y, 6.6, deg);
      return <Disc key={deg} x={px} y={py} r={1.3} fill={setting} edge={edgeOf(setting)} w={0.4} />;
    };
    const stud = (x: number, y: number) => (
      <g key={x}>
        <Disc x={x} y={y} r={8.4} fill={url(s)} edge={edgeOf(setting)} w={0.8} />
        <Disc x={x} y={y} r={6.4} fill={url(o)} edge={darken(color, 0.35)} w={0.6} />
        <Stroke d={table(x, y)} color={lighten(color, 0.45)} w={0.6} />
        {[45, 135, 225, 315].map((deg) => prong(x, y, deg))}
        <Glint x={x - 2.2} y={y - 2.4} rx={1.1} o={0.85} />
      </g>
    );
    return (
      <Metal id={s} color={setting} defs={<Orb id={o} color={color} />}>
        {stud(14, 19)}
        {stud(34, 29)}
      </Metal>
    );
  }
  // hoop: a pair of hoops on their posts, seen a little turned
  const hoop = (x: number, y: number) => (
    <g key={x}>
      <Line d={ellipseD(x, y, 8, 11)} stroke={url(m)} edge={edge} width={3} />
      <Stroke d={`M${x - 6} ${y + 6}Q${x} ${y + 12} ${x + 6} ${y + 6}`} color={lighten(color, 0.6)} w={0.8} />
      <circle cx={x} cy={y - 11} r="1.6" fill={darken(color, 0.25)} />
    </g>
  );
  return (
    <Metal id={m} color={color}>
      {hoop(14, 20)}
      {hoop(34, 27)}
    </Metal>
  );
}

// ─── Necklaces ──────────────────────────────────────────────────────────────────────────────────

/** A strand of pearls hanging in an arc, the middle one larger. */
const PEARLS = onEllipse(15, 24, 3, -19, 30, (i) => (Math.PI * (i + 0.5)) / 15).map(({ i, x, y }) => ({
  x,
  y,
  r: i === 7 ? 3.4 : 2.7,
}));

export function Necklace({ id, color, accent, style }: Art) {
  const [m, o] = [`${id}-m`, `${id}-o`];
  const edge = edgeOf(color);
  if (style === 'pearls') {
    return <Beads id={o} color={color} d="M5 3A19 30 0 0 0 43 3" thread="#a8a29a" beads={PEARLS} w={0.6} />;
  }
  // pendant: a fine chain and a stone in a bezel
  const gem = accent ?? lighten(color, 0.5);
  return (
    <Metal id={m} color={color} defs={<Orb id={o} color={gem} />}>
      <Line d="M5 2A19 28 0 0 0 43 2" stroke={url(m)} edge={edge} width={1.1} />
      <Line d={ellipseD(24, 31.4, 1.7, 1.7)} stroke={url(m)} edge={edge} width={0.8} pad={0.6} />
      <Shape d={dropD(24, 33, BEZEL)} fill={url(m)} edge={edge} w={0.8} />
      <Teardrop x={24} tip={35} cut={STONE} fill={url(o)} edge={darken(gem, 0.3)} w={0.5} />
    </Metal>
  );
}

// ─── Hats ───────────────────────────────────────────────────────────────────────────────────────

/** Each hat's paths (only the ones too long to read inline). */
const BERET = 'M4 25C3 16 18 10 30 12C41 14 46.5 21 43.5 26C40.5 31 30 32 23 32C13 32 5 30 4 25Z';
const BUCKET = {
  crown: 'M15 13Q24 10.5 33 13L35.5 28H12.5Z',
  brim: 'M12.5 27.5H35.5L44 36.5Q24 42 4 36.5Z',
  stitches: 'M8.5 34.2Q24 38.6 39.5 34.2M14.8 16.5Q24 14.6 33.2 16.5',
};
const BOATER = {
  brimRings: `${ellipseD(24, 31, 17, 4.4)}${ellipseD(24, 31, 19.5, 5.3)}`,
  ribbon: 'M12 24V29.5A12 3.3 0 0 0 36 29.5V24A12 3.3 0 0 1 12 24Z',
};

export function Hat({ id, color, accent, style }: Art) {
  const m = `${id}-m`;
  const edge = edgeOf(color);
  if (style === 'beret') {
    return (
      <Metal id={m} color={color} light={0.35} dark={0.25}>
        <Stroke d="M26 12.5Q26.2 8.8 28.4 7.6" color={darken(color, 0.2)} w={1.8} strokeLinecap="round" />
        <Shape d={BERET} fill={url(m)} edge={edge} w={0.9} />
        <Stroke d="M8 26.5C14 29.5 30 30.5 40.5 25.5" color={darken(color, 0.3)} w={0.8} opacity="0.7" />
        <Shape d="M13 31Q24 34.5 35 31V34Q24 37.5 13 34Z" fill={darken(color, 0.25)} edge={edge} w={0.7} />
      </Metal>
    );
  }
  if (style === 'bucket') {
    const stitch = accent ?? lighten(color, 0.4);
    return (
      <Metal id={m} color={color} light={0.3} dark={0.2}>
        <Shape d={BUCKET.crown} fill={url(m)} edge={edge} w={0.9} strokeLinejoin="round" />
        <Shape d={ellipseD(24, 12.8, 9, 2.4)} fill={lighten(color, 0.15)} edge={edge} w={0.8} />
        <path d="M13.3 23.5H34.7L35.3 27.2H12.7Z" fill={darken(color, 0.25)} />
        <Shape d={BUCKET.brim} fill={darken(color, 0.08)} edge={edge} w={0.9} strokeLinejoin="round" />
        <Stroke d={BUCKET.stitches} color={stitch} w={0.6} strokeDasharray="1.4 1.2" />
      </Metal>
    );
  }
  // boater: flat crown, flat brim, a ribbon
  const ribbon = accent ?? darken(color, 0.45);
  return (
    <Metal id={m} color={color} light={0.35} dark={0.2}>
      <Shape d={ellipseD(24, 31, 21.5, 6)} fill={url(m)} edge={edge} w={0.9} />
      <Stroke d={BOATER.brimRings} color={darken(color, 0.22)} w={0.45} />
      <Shape d="M12 17V29.5A12 3.3 0 0 0 36 29.5V17Z" fill={color} edge={edge} w={0.9} />
      <Shape d={BOATER.ribbon} fill={ribbon} edge={edgeOf(ribbon)} w={0.6} />
      <Shape d={ellipseD(24, 17, 12, 3.3)} fill={lighten(color, 0.25)} edge={edge} w={0.9} />
      <Stroke d="M14 20.5A12 3.3 0 0 0 34 20.5" color={darken(color, 0.2)} w={0.45} />
    </Metal>
  );
}

// ─── Headbands ──────────────────────────────────────────────────────────────────────────────────

const HEADBAND = 'M8 41A16 31 0 0 1 40 41';

/** Tortoiseshell flecks along the band. */
const FLECKS = onEllipse(9, 24, 41, -16, -31, (i) => (Math.PI * (i + 0.6)) / 9.2).map(({ i, t, x, y }) => ({
  x,
  y,
  rx: i % 3 === 0 ? 1.6 : 1.1,
  at: turn(r1((t * 180) / Math.PI - 90), x, y),
}));

/** Each style's sheen and band width (what it draws on the band follows in Headband). */
const BANDS: Record<string, { light: number; dark: number; width: number }> = {
  velvet: { light: 0.4, dark: 0.15, width: 8 },
  knot: { light: 0.6, dark: 0.12, width: 5 },
  tortoise: { light: 0.3, dark: 0.2, width: 4.4 },
};

export function Headband({ id, color, accent, style }: Art) {
  const m = `${id}-m`;
  const edge = edgeOf(color);
  const band = BANDS[style ?? 'velvet'] ?? BANDS.velvet!;
  let on: ReactNode;
  if (style === 'knot') {
    on = (
      <>
        <Shape d={ellipseD(17, 11, 7, 4.4)} transform={turn(-18, 17, 11)} fill={url(m)} edge={edge} w={0.9} />
        <Shape d={ellipseD(31, 11, 7, 4.4)} transform={turn(18, 31, 11)} fill={url(m)} edge={edge} w={0.9} />
        <Stroke d="M13 10.5Q17 12.5 20.5 11M35 10.5Q31 12.5 27.5 11" color={edge} w={0.6} />
        <Shape d={ellipseD(24, 11.4, 3.6, 4.6)} fill={lighten(color, 0.2)} edge={edge} w={0.9} />
      </>
    );
  } else if (style === 'tortoise') {
    const fleck = accent ?? lighten(color, 0.45);
    on = (
      <>
        {FLECKS.map(({ x, y, rx, at }) => (
          <ellipse key={at} cx={x} cy={y} rx={rx} ry="0.9" transform={at} fill={fleck} opacity="0.9" />
        ))}
        <Stroke d="M10.3 30A13.8 28 0 0 1 20 11.5" color="#ffffff" w={0.7} opacity="0.55" />
      </>
    );
  } else {
    // velvet: a wide, padded band with a soft sheen
    const d = 'M10.5 36A13.5 28.5 0 0 1 19 12.5';
    on = <Stroke d={d} color={lighten(color, 0.35)} w={1.4} strokeLinecap="round" opacity="0.7" />;
  }
  return (
    <Metal id={m} color={color} light={band.light} dark={band.dark}>
      <Line d={HEADBAND} stroke={url(m)} edge={edge} width={band.width} />
      {on}
    </Metal>
  );
}
