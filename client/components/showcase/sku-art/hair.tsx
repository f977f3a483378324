import { type Art, Disc, Drawing, darken, edgeOf, lighten, Shape, Sheen, Stroke, url } from './paint';

/**
 * Hairstyles and beard styles (spec 001 §2.3 `virtual-hairstyles`, `beard-style`): a plain head and
 * shoulders with the style in the SKU's colour — pixie, bob, long waves or a high bun; stubble, a goatee,
 * a full beard or a moustache — as the try-on draws them (client/tryon/hair/styles.ts).
 */

const SKIN = '#efcfb4';
const SKIN_EDGE = '#c99d80';
const CLOTH = '#d5d0ca';
const LIPS = '#c9857a';

/** The head (face oval, ears), neck and shoulders every drawing starts from. */
function Bust() {
  return (
    <>
      <path
        d="M8 48V44.5Q11 39.6 19.8 38.4V33H28.2V38.4Q37 39.6 40 44.5V48Z"
        fill={CLOTH}
        stroke="#a9a39c"
        strokeWidth="0.6"
      />
      <path d="M19.8 32.5V38.6Q24 40.4 28.2 38.6V32.5Z" fill={SKIN} stroke={SKIN_EDGE} strokeWidth="0.5" />
      <Shape
        d="M15.3 22.5Q13.2 22.4 13.6 25Q14 27.6 15.9 27.6ZM32.7 22.5Q34.8 22.4 34.4 25Q34 27.6 32.1 27.6Z"
        fill={SKIN}
        edge={SKIN_EDGE}
        w={0.5}
      />
      <Shape d="M15.4 24a8.6 11 0 1 0 17.2 0a8.6 11 0 1 0 -17.2 0Z" fill={SKIN} edge={SKIN_EDGE} w={0.6} />
      <Disc x={20.6} y={24.2} r={0.8} fill="#4a3a33" edge="#4a3a33" w={0} />
      <Disc x={27.4} y={24.2} r={0.8} fill="#4a3a33" edge="#4a3a33" w={0} />
      <Stroke d="M24 25.5L23.3 28.6Q24 29.2 24.9 28.8" color={SKIN_EDGE} w={0.6} strokeLinecap="round" />
    </>
  );
}

const LIP_SHAPE = 'M21.2 31.4Q24 30.5 26.8 31.4Q24 33.6 21.2 31.4Z';

/** Each hairstyle: the hair behind the head (if any), the hair over it, strand lines in the hair. */
const HAIR: Record<string, { back?: string; front: string; lines: string; bun?: boolean }> = {
  pixie: {
    front:
      'M15.2 25Q13.6 12.4 21 9.8Q28.6 7.6 32.6 14.2Q34.6 18.4 32.8 25Q31.8 19.4 29.6 17.2Q24.4 18.8 18.2 16.6Q16.4 19.4 15.2 25Z',
    lines: 'M18.6 16.4Q22 12.2 28.8 11.6M21.4 17.4Q25 13.4 31.2 14.6M16.2 21Q16.6 15.6 20.4 12.4',
  },
  bob: {
    back: 'M12.6 34.4Q11.2 21 13.8 14.4Q17.4 7.6 24 7.6Q30.6 7.6 34.2 14.4Q36.8 21 35.4 34.4Q33.4 35.6 31.6 34.4Z',
    front:
      'M12.6 34.4Q11.2 21 13.8 14.4Q17.4 7.6 24 7.6Q30.6 7.6 34.2 14.4Q36.8 21 35.4 34.4Q33.4 35.6 31.6 34.4L31.8 21.6Q31 19.4 29.6 19.8H18.4Q17 19.4 16.2 21.6L16.4 34.4Q14.6 35.6 12.6 34.4Z',
    lines:
      'M24 8.2Q19 12 18.2 19.6M24 8.2Q29 12 29.8 19.6M24 8.2V19.4M15.8 15Q13.8 24 14.2 33.6M32.2 15Q34.2 24 33.8 33.6',
  },
  'long-waves': {
    back: 'M13 24Q12 12 24 7.6Q36 12 35 24L36.6 46.8H11.4Z',
    front:
      'M13.6 14.6Q17.4 7.6 24 7.6Q30.6 7.6 34.4 14.6Q36.4 20 35.2 26.4Q37.4 30.4 35.6 34.4Q38 38.4 36 42.4Q37.6 45 36.4 47H30.6Q31.8 44.6 30.4 42Q32 38.4 30.4 35Q31.4 31.4 30.2 28.8Q31.8 21 29.6 16.8Q26.8 13.4 24 14Q21.2 13.4 18.4 16.8Q16.2 21 17.8 28.8Q16.6 31.4 17.6 35Q16 38.4 17.6 42Q16.2 44.6 17.4 47H11.6Q10.4 45 12 42.4Q10 38.4 12.4 34.4Q10.6 30.4 12.8 26.4Q11.6 20 13.6 14.6Z',
    lines:
      'M24 8.2Q17 11 15.6 20Q14.6 28 14.4 34Q15.6 40 14 46M24 8.2Q31 11 32.4 20Q33.4 28 33.6 34Q32.4 40 34 46',
  },
  'high-bun': {
    front:
      'M15.2 24Q13.8 13 20 10.6Q24 9.4 28 10.6Q34.2 13 32.8 24Q32 17.6 28.6 15.4Q24 13.8 19.4 15.4Q16 17.6 15.2 24Z',
    lines: 'M17 19Q19.6 12.6 23.4 10.4M31 19Q28.4 12.6 24.6 10.4M20.4 15.2Q22.6 11.6 24 10.2',
    bun: true,
  },
};

export function Hairstyle({ id, color, style }: Art) {
  const h = `${id}-h`;
  const hair = HAIR[style ?? 'pixie'] ?? HAIR.pixie!;
  const edge = edgeOf(color);
  return (
    <Drawing defs={<Sheen id={h} color={color} light={0.4} dark={0.35} />}>
      {hair.back && <path d={hair.back} fill={darken(color, 0.25)} />}
      <Bust />
      <Shape d={LIP_SHAPE} fill={LIPS} edge={darken(LIPS, 0.2)} w={0.4} />
      <Shape d={hair.front} fill={url(h)} edge={edge} w={0.7} strokeLinejoin="round" />
      <Stroke d={hair.lines} color={lighten(color, 0.35)} w={0.6} strokeLinecap="round" opacity="0.8" />
      {hair.bun && (
        <>
          <Shape d="M24 2.4a5 4.6 0 1 0 0.01 0Z" fill={url(h)} edge={edge} w={0.7} />
          <Stroke d="M20.6 6.4Q24 4 27.4 6.4M21.4 4.6Q24 3 26.6 4.6" color={lighten(color, 0.35)} w={0.5} />
          <Stroke
            d="M20.8 10.4Q24 11.6 27.2 10.4"
            color={darken(color, 0.45)}
            w={1.2}
            strokeLinecap="round"
          />
        </>
      )}
    </Drawing>
  );
}

/** A man's short hair, the same in every beard drawing (the beard is what changes). */
const SHORT_HAIR = 'M15.3 22Q14 10.6 24 9.6Q34 10.6 32.7 22Q32 16 29 14.6Q24 15.8 19 14.6Q16 16 15.3 22Z';
/** Each beard style's shape (the lips are drawn over it), and for stubble, its dots. */
const BEARDS: Record<string, string> = {
  full: 'M15.1 24.6Q15 33 19.2 37.2Q24 41.6 28.8 37.2Q33 33 32.9 24.6Q31.6 29.4 28.6 30.4Q24 28.4 19.4 30.4Q16.4 29.4 15.1 24.6Z',
  goatee:
    'M20 31.6Q19.4 29.4 21.6 29.4Q24 28.6 26.4 29.4Q28.6 29.4 28 31.6Q27.4 30.4 24 30.2Q20.6 30.4 20 31.6ZM20 31.6Q20.4 34.4 21.2 36.2Q24 38.2 26.8 36.2Q27.6 34.4 28 31.6Q26.6 34.2 24 34.2Q21.4 34.2 20 31.6Z',
  moustache:
    'M19.6 31.2Q20.2 29 22.2 29.2Q23.2 29.2 24 29.8Q24.8 29.2 25.8 29.2Q27.8 29 28.4 31.2Q27 30.2 24 30.6Q21 30.2 19.6 31.2Z',
  stubble:
    'M15.1 24.6Q15 33 19.2 37.2Q24 41.6 28.8 37.2Q33 33 32.9 24.6Q31.6 29.4 28.6 30.4Q24 28.4 19.4 30.4Q16.4 29.4 15.1 24.6Z',
};

/** Stubble's stipple: a fixed scatter over the beard's area. */
const STIPPLE = Array.from({ length: 90 }, (_, i) => {
  const t = (i * 0.618034) % 1;
  const a = Math.PI * (0.12 + 0.76 * t);
  const r = 0.55 + 0.42 * ((i * 0.414214) % 1);
  return {
    x: Math.round((24 - 8.4 * r * Math.cos(a)) * 10) / 10,
    y: Math.round((27 + 11 * r * Math.sin(a)) * 10) / 10,
  };
}).filter((p) => !(p.y > 29.6 && p.y < 33 && Math.abs(p.x - 24) < 3.6));

export function BeardStyle({ id, color, style }: Art) {
  const b = `${id}-b`;
  const key = style && BEARDS[style] ? style : 'stubble';
  const beard = BEARDS[key]!;
  const stubble = key === 'stubble';
  return (
    <Drawing defs={<Sheen id={b} color={color} light={0.3} dark={0.3} />}>
      <Bust />
      <Shape d={SHORT_HAIR} fill="#6f655e" edge="#4f4741" w={0.6} />
      {stubble ? (
        <g>
          <path d={beard} fill={color} opacity="0.3" />
          {STIPPLE.map((p) => (
            <circle key={`${p.x},${p.y}`} cx={p.x} cy={p.y} r="0.32" fill={color} opacity="0.75" />
          ))}
        </g>
      ) : (
        <Shape d={beard} fill={url(b)} edge={edgeOf(color)} w={0.5} strokeLinejoin="round" />
      )}
      <Shape d={LIP_SHAPE} fill={LIPS} edge={darken(LIPS, 0.2)} w={0.4} />
    </Drawing>
  );
}
