import {
  type Art,
  Beads,
  Box,
  Clip,
  Disc,
  darken,
  edgeOf,
  ellipseD,
  Glint,
  inkOn,
  lighten,
  Metal,
  onEllipse,
  polar,
  r1,
  Shape,
  Stroke,
  turn,
  url,
} from './paint';

/** Things worn on the hand: rings, watches, bracelets, and a bottle of nail lacquer. */

// ─── Rings ──────────────────────────────────────────────────────────────────────────────────────

/** A band seen from a little above: wider at the front than at the back. */
const RING_BAND = `${ellipseD(24, 28, 15, 12)}${ellipseD(24, 25.8, 11.4, 8.4)}`;
const SOLITAIRE_BAND = `${ellipseD(24, 33, 12.5, 9.5)}${ellipseD(24, 31.6, 9.6, 6.6)}`;

/** A twisted band's strands: short strokes round the band, turned 50° from its normal like a rope. */
const ROPE = Array.from({ length: 26 }, (_, i) => {
  const t = (2 * Math.PI * i) / 26;
  const x = 24 + 13.2 * Math.cos(t);
  const y = 26.9 + 10.2 * Math.sin(t);
  const nx = Math.cos(t) / 13.2;
  const ny = Math.sin(t) / 10.2;
  const len = Math.hypot(nx, ny);
  const a = Math.atan2(ny / len, nx / len) + 0.87;
  const h = 5;
  return `M${r1(x - h * Math.cos(a))} ${r1(y - h * Math.sin(a))}L${r1(x + h * Math.cos(a))} ${r1(y + h * Math.sin(a))}`;
}).join('');

/** The solitaire's stone: the crown's outline, the pavilion's shaded sides, its facets, a glint. */
const BRILLIANT = 'M14.5 10 L19.5 4.5 H28.5 L33.5 10 L24 21.5 Z';
const FACETS = 'M14.5 10 H33.5 M19.5 4.5 L21 10 L24 21.5 M28.5 4.5 L27 10 L24 21.5 M21 10 L24 4.5 L27 10';

function Brilliant({ gem }: { gem: string }) {
  const edge = edgeOf(gem) === '#8f8a84' ? '#7f8c96' : edgeOf(gem);
  return (
    <>
      <Shape d={BRILLIANT} fill={gem} edge={edge} w={1} strokeLinejoin="round" />
      <path d="M14.5 10 L20.5 10 L24 21.5 Z" fill={darken(gem, 0.12)} />
      <path d="M27.5 10 L33.5 10 L24 21.5 Z" fill={darken(gem, 0.06)} />
      <Stroke d={FACETS} color={edge} w={0.55} />
      <path d="M20.6 6.2 L22.8 6.2 L21.6 8.6 Z" fill="#ffffff" opacity="0.9" />
    </>
  );
}

export function Ring({ id, color, accent, style }: Art) {
  const m = `${id}-m`;
  const edge = edgeOf(color);
  if (style === 'solitaire') {
    return (
      <Metal id={m} color={color}>
        <Shape d={SOLITAIRE_BAND} fillRule="evenodd" fill={url(m)} edge={edge} w={0.9} />
        <Shape d="M19.5 24 L22 19 H26 L28.5 24 Z" fill={url(m)} edge={edge} w={0.8} />
        <Brilliant gem={accent ?? '#f5fbff'} />
      </Metal>
    );
  }
  if (style === 'twisted') {
    const c = `${id}-c`;
    return (
      <Metal id={m} color={color} defs={<Clip id={c} d={RING_BAND} fillRule="evenodd" clipRule="evenodd" />}>
        <path d={RING_BAND} fillRule="evenodd" fill={url(m)} />
        <g clipPath={url(c)}>
          <Stroke d={ROPE} color={darken(color, 0.4)} w={1.1} />
          <Stroke d={ROPE} color={lighten(color, 0.55)} w={0.5} transform="translate(0.9 0.3)" />
        </g>
        <Stroke d={RING_BAND} fillRule="evenodd" color={edge} w={0.9} />
      </Metal>
    );
  }
  // band (optionally set with stones at the front)
  return (
    <Metal id={m} color={color}>
      <Shape d={RING_BAND} fillRule="evenodd" fill={url(m)} edge={edge} w={0.9} />
      <Stroke d="M13.5 33.5 Q24 41.5 34.5 33.5" color={lighten(color, 0.6)} w={0.8} opacity="0.8" />
      {accent &&
        [
          [17.6, 37.2],
          [24, 38.3],
          [30.4, 37.2],
        ].map(([x, y]) => (
          <g key={x}>
            <Disc x={x!} y={y!} r={2.3} fill={accent} edge={edgeOf(accent)} w={0.7} />
            <Glint x={x! - 0.7} y={y! - 0.7} rx={0.7} o={0.85} />
          </g>
        ))}
    </Metal>
  );
}

// ─── Watches ────────────────────────────────────────────────────────────────────────────────────

const STRAPS = 'M18 -1 H30 L29 13 H19 Z M19 35 H29 L30 49 H18 Z';
const BRACELET_LINKS = [3, 6, 9, 39, 42, 45].map(
  (y) => `M${y < 24 ? 18.6 : 18.8} ${y}H${y < 24 ? 29.4 : 29.2}`,
);
const PUSHERS = 'M33.6 16.6 l2.3 -1.6 l1.3 1.9 l-2.3 1.6 Z M33.6 31.4 l2.3 1.6 l1.3 -1.9 l-2.3 -1.6 Z';
const SUBDIALS = [ellipseD(20.2, 24, 2.3, 2.3), ellipseD(27.8, 24, 2.3, 2.3), ellipseD(24, 28.2, 2.3, 2.3)];

/** The hour ticks of a dial about (24, 24), from radius `inner` to 9.3. */
const ticks = (inner: number) =>
  Array.from({ length: 12 }, (_, i) => {
    const [x1, y1] = polar(24, 24, inner, i * 30);
    const [x2, y2] = polar(24, 24, 9.3, i * 30);
    return `M${x1} ${y1}L${x2} ${y2}`;
  }).join('');

export function Watch({ id, color, accent, style }: Art) {
  const m = `${id}-m`;
  const edge = edgeOf(color);
  const dial = accent ?? '#f4f1ea';
  const ink = inkOn(dial);
  const chrono = style === 'chrono';
  const hand = (deg: number, len: number, w: number) => {
    const [x, y] = polar(24, 24, len, deg);
    return <Stroke d={`M24 24L${x} ${y}`} color={ink} w={w} strokeLinecap="round" />;
  };
  return (
    <Metal id={m} color={color}>
      {/* A metal bracelet; a chronograph wears a rubber strap. */}
      <Shape d={STRAPS} fill={chrono ? darken(color, 0.2) : url(m)} edge={edge} w={0.8} />
      {chrono ? (
        <Stroke d="M21 2V10M27 2V10M21 38V46M27 38V46" color={edge} w={0.5} opacity="0.7" />
      ) : (
        <Stroke d={BRACELET_LINKS.join('')} color={darken(color, 0.3)} w={0.6} />
      )}
      {chrono && <Shape d={PUSHERS} fill={url(m)} edge={edge} w={0.6} />}
      <Box at={[36.2, 22, 3, 4]} r={1} fill={url(m)} edge={edge} w={0.6} />
      <Disc x={24} y={24} r={13} fill={url(m)} edge={edge} w={0.9} />
      {chrono && <Disc x={24} y={24} r={11.4} fill={darken(color, 0.15)} edge={edge} w={0.5} />}
      <Disc x={24} y={24} r={chrono ? 9.6 : 10.4} fill={dial} edge={darken(color, 0.25)} w={0.6} />
      <Stroke d={ticks(chrono ? 7.6 : 7.8)} color={ink} w={chrono ? 0.6 : 0.9} />
      {chrono && <Stroke d={SUBDIALS.join('')} color={ink} w={0.6} />}
      {hand(-60, 5.4, 1.5)}
      {hand(60, 8, 1)}
      {chrono && hand(180, 8.6, 0.5)}
      <circle cx="24" cy="24" r="1" fill={ink} />
    </Metal>
  );
}

// ─── Bracelets ──────────────────────────────────────────────────────────────────────────────────

const CUFF = `${ellipseD(24, 26, 19, 14)}${ellipseD(24, 22.6, 15.4, 9.6)}`;
/** The cuff's opening at the front. */
const CUFF_OPENING = 'M0 0 H48 V30 H26 V48 H22 V30 H0 Z M0 30 H22 V48 H0 Z M26 30 H48 V48 H26 Z';

const BEADS = onEllipse(13, 24, 24.5, 15.5, 10.5, (i) => (2 * Math.PI * i) / 13 + 0.2)
  .map(({ x, y, t }) => ({ x, y, r: r1(3.3 + 0.8 * Math.sin(t)) }))
  .sort((a, b) => a.y - b.y);

/** A chain: links along an oval, every other one seen edge-on. */
const CHAIN = onEllipse(16, 24, 24.5, 16, 11, (i) => (2 * Math.PI * i) / 16).map(({ i, t, x, y }) => ({
  x,
  y,
  ry: i % 2 === 1 ? 0.9 : 2.1,
  at: turn(r1((Math.atan2(11 * Math.cos(t), -16 * Math.sin(t)) * 180) / Math.PI), x, y),
}));

/** The chain's links stroked in `color`, `w` wide (turned, and their user-space sheen with them). */
const links = (color: string, w: number) =>
  CHAIN.map(({ x, y, ry, at }) => (
    <ellipse
      key={at}
      cx={x}
      cy={y}
      rx="3.6"
      ry={ry}
      transform={at}
      fill="none"
      stroke={color}
      strokeWidth={w}
    />
  ));

export function Bracelet({ id, color, style }: Art) {
  const m = `${id}-m`;
  const edge = edgeOf(color);
  if (style === 'cuff') {
    const c = `${id}-c`;
    return (
      <Metal id={m} color={color} light={0.6} defs={<Clip id={c} d={CUFF_OPENING} />}>
        <g clipPath={url(c)}>
          <Shape d={CUFF} fillRule="evenodd" fill={url(m)} edge={edge} w={1} />
          <Stroke d="M7.5 30 Q24 42 40.5 30" color={lighten(color, 0.7)} w={1.1} opacity="0.85" />
        </g>
        <Stroke d="M22 33.6 V39.3 M26 33.6 V39.3" color={edge} w={1} strokeLinecap="round" />
      </Metal>
    );
  }
  if (style === 'beads') {
    const thread = darken(color, 0.35);
    const d = ellipseD(24, 24.5, 15.5, 10.5);
    return <Beads id={`${id}-o`} color={color} d={d} thread={thread} beads={BEADS} w={0.5} />;
  }
  return (
    <Metal id={m} color={color}>
      {links(edge, 2.6)}
      {links(url(m), 1.4)}
    </Metal>
  );
}

// ─── Nail lacquer ───────────────────────────────────────────────────────────────────────────────

const GLITTER: readonly (readonly [number, number, number])[] = [
  [15, 25, 0.8],
  [20, 29, 0.6],
  [27, 24, 0.9],
  [32, 28, 0.7],
  [17, 34, 0.9],
  [24, 33, 0.6],
  [30, 37, 0.9],
  [14, 40, 0.6],
  [22, 39, 0.8],
  [33, 33, 0.5],
  [26, 29, 0.5],
  [19, 22.5, 0.5],
  [29, 41, 0.6],
  [34, 23, 0.6],
];

const BOTTLE = 'M17 20H31Q37 20 37 26V38Q37 44 31 44H17Q11 44 11 38V26Q11 20 17 20Z';

export function Nail({ id, color, finish }: Art) {
  const m = `${id}-m`;
  const edge = edgeOf(color);
  const flat = finish === 'cream' || finish === 'matte';
  const glitter = finish === 'glitter';
  const fleck = (i: number) =>
    i % 3 === 0 ? '#ffffff' : i % 3 === 1 ? lighten(color, 0.65) : darken(color, 0.35);
  return (
    <Metal id={m} color={color} light={0.3} dark={0.2}>
      <Box at={[19, 3, 10, 13.5]} r={1.8} fill="#2b2b30" edge="#111114" w={0.6} />
      <Stroke d="M21 5V14.5" color="#6a6a74" w={1} strokeLinecap="round" />
      <Box at={[20.3, 16, 7.4, 4.6]} fill={lighten(color, 0.55)} edge={edge} w={0.7} />
      <Shape d={BOTTLE} fill={flat ? color : url(m)} edge={edge} w={1} />
      {glitter &&
        GLITTER.map(([x, y, r], i) => <circle key={`${x},${y}`} cx={x} cy={y} r={r} fill={fleck(i)} />)}
      {!flat && (
        <Box at={[14, 23, 2.8, glitter ? 9 : 15]} r={1.4} fill="#ffffff" opacity={glitter ? 0.5 : 0.75} />
      )}
      {!flat && <Glint x={15.4} y={glitter ? 35 : 41} rx={0.9} o={0.7} />}
      {flat && <Stroke d="M13.5 27V37" color={lighten(color, 0.18)} w={1.6} strokeLinecap="round" />}
    </Metal>
  );
}
