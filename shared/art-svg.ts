/**
 * The brand's artwork as SVG text (decision 0232): hand-written motifs in four palettes, as a 4:3 picture
 * (800×600) or a wide banner (1600×600, transparent for dark banners, the motif on the right). One source
 * for both uses: scripts/art.mjs writes every file to public/art, and the worker writes the first
 * screen's artwork straight into a page as a data: address (decision 0242). No text, no external
 * references. No imports but shared/art.ts, so Node's type stripping loads it.
 */
import { ART_MOTIFS, ART_PALETTES, type ArtMotif, type ArtPalette } from './art.ts';

type Palette = {
  bg1: string;
  bg2: string;
  a1: string;
  a2: string;
  a3: string;
  deep: string;
  skin: string;
  hair: string;
};
type FaceOptions = { hair?: string; lips?: string; lids?: string; glasses?: boolean; long?: boolean };
type HandOptions = { nails?: string; ring?: boolean; watch?: boolean; sleeve?: string };
type BottleOptions = { w?: number; h?: number; fill?: string; cap?: string; label?: boolean };

export const PALETTES: Record<ArtPalette, Palette> = {
  rose: {
    bg1: '#fbeef3',
    bg2: '#ecdff4',
    a1: '#b0305c',
    a2: '#f4c6d7',
    a3: '#7a4fc2',
    deep: '#2b1b3d',
    skin: '#f1c7a8',
    hair: '#3b2430',
  },
  peach: {
    bg1: '#fdf3ec',
    bg2: '#f6e2ea',
    a1: '#c8553a',
    a2: '#f9d7c7',
    a3: '#b0305c',
    deep: '#4a2430',
    skin: '#c98f6b',
    hair: '#2a1a14',
  },
  lilac: {
    bg1: '#f3eefc',
    bg2: '#fbeff5',
    a1: '#7a4fc2',
    a2: '#d9c9f2',
    a3: '#d0487a',
    deep: '#2b1b3d',
    skin: '#8d5a3c',
    hair: '#1c1220',
  },
  sky: {
    bg1: '#eaf4f8',
    bg2: '#f4edf7',
    a1: '#2f7a99',
    a2: '#c9e4ef',
    a3: '#b0305c',
    deep: '#1f2d3d',
    skin: '#e8b896',
    hair: '#6b3a1f',
  },
};
const GOLD = '#d4a95f';
const WHITE = '#ffffff';

// ─── Pieces ──────────────────────────────────────────────────────────────────────────────────────

const sparkle = (x: number, y: number, r: number, fill: string) =>
  `<path d="M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z" fill="${fill}"/>`;

const shadow = (x: number, y: number, rx: number, ry = rx / 6) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#2b1b3d" opacity=".12"/>`;

/** A stylised face centred on (0,0), about 200 units tall; `opts` add glasses or colour. */
function face(
  P: Palette,
  { hair = P.hair, lips = P.a1, lids = P.a3, glasses = false, long = true }: FaceOptions = {},
): string {
  return `<g>
<path d="M-92 -20C-104 -120 -40 -150 0 -150C40 -150 104 -120 92 -20${long ? 'L104 120Q0 150 -104 120Z' : 'L80 20Q0 40 -80 20Z'}" fill="${hair}"/>
<rect x="-24" y="70" width="48" height="60" rx="16" fill="${P.skin}"/>
<ellipse cx="0" cy="-6" rx="72" ry="94" fill="${P.skin}"/>
<path d="M-76 -40C-70 -112 -20 -124 10 -120C-10 -100 -30 -74 -76 -40Z" fill="${hair}"/>
<path d="M76 -46C70 -104 40 -122 10 -120C40 -100 56 -80 76 -46Z" fill="${hair}"/>
<path d="M-44 -22q14 -10 28 0" stroke="${lids}" stroke-width="8" fill="none" stroke-linecap="round" opacity=".55"/>
<path d="M16 -22q14 -10 28 0" stroke="${lids}" stroke-width="8" fill="none" stroke-linecap="round" opacity=".55"/>
<path d="M-44 -16q14 8 28 0M16 -16q14 8 28 0" stroke="${P.deep}" stroke-width="4" fill="none" stroke-linecap="round"/>
<path d="M-46 -40q16 -8 30 -2M16 -42q16 -6 30 2" stroke="${P.hair}" stroke-width="5" fill="none" stroke-linecap="round"/>
<path d="M2 -8q-8 26 -2 32q6 3 10 0" stroke="${P.deep}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".45"/>
<circle cx="-42" cy="22" r="16" fill="${P.a2}" opacity=".7"/><circle cx="42" cy="22" r="16" fill="${P.a2}" opacity=".7"/>
<path d="M-24 46q24 -12 48 0q-24 24 -48 0Z" fill="${lips}"/>
<path d="M-24 46q24 6 48 0" stroke="${P.deep}" stroke-width="2" fill="none" opacity=".35"/>
${
  glasses
    ? `<g fill="${P.a2}" fill-opacity=".35" stroke="${P.deep}" stroke-width="7"><rect x="-66" y="-42" width="56" height="44" rx="18"/><rect x="10" y="-42" width="56" height="44" rx="18"/></g><path d="M-10 -24q10 -8 20 0" stroke="${P.deep}" stroke-width="6" fill="none"/>`
    : ''
}
</g>`;
}

/** A raised hand, palm forward, wrist at the bottom; about 380 tall, centred on x=0, top at y=0. */
function hand(
  P: Palette,
  { nails = P.a2, ring = false, watch = false, sleeve = P.a3 }: HandOptions = {},
): string {
  const fingers: [number, number, number][] = [
    [-84, 60, 200],
    [-40, 20, 240],
    [4, 30, 232],
    [48, 72, 190],
  ];
  const f = fingers
    .map(
      ([x, y, h]) =>
        `<rect x="${x}" y="${y}" width="40" height="${h}" rx="20" fill="${P.skin}"/><rect x="${x + 8}" y="${y + 6}" width="24" height="30" rx="12" fill="${nails}"/><rect x="${x + 13}" y="${y + 11}" width="6" height="14" rx="3" fill="${WHITE}" opacity=".5"/>`,
    )
    .join('');
  return `<g>
<rect x="-60" y="280" width="128" height="80" fill="${P.skin}"/>
<rect x="-88" y="170" width="180" height="170" rx="70" fill="${P.skin}"/>
${f}
<rect x="-104" y="170" width="44" height="150" rx="22" fill="${P.skin}" transform="rotate(-32 -82 320)"/>
<rect x="-74" y="340" width="156" height="140" rx="20" fill="${sleeve}"/>
<path d="M-30 250q30 18 70 0" stroke="${P.deep}" stroke-width="3" fill="none" opacity=".2"/>
${ring ? `<rect x="2" y="168" width="44" height="16" rx="6" fill="${GOLD}"/><circle cx="24" cy="162" r="15" fill="${P.a1}"/><circle cx="19" cy="157" r="5" fill="${WHITE}" opacity=".7"/>` : ''}
${
  watch
    ? `<rect x="-68" y="296" width="144" height="46" rx="10" fill="${P.deep}"/><circle cx="4" cy="319" r="42" fill="${P.deep}"/><circle cx="4" cy="319" r="32" fill="${WHITE}"/><circle cx="4" cy="319" r="32" fill="none" stroke="${P.a1}" stroke-width="5"/><path d="M4 319V296M4 319l16 8" stroke="${P.deep}" stroke-width="5" stroke-linecap="round"/>`
    : ''
}
</g>`;
}

function lipstick(P: Palette, x: number, y: number, color: string, h = 150): string {
  return `<g transform="translate(${x} ${y})">
<path d="M-22 ${-h + 40}L-22 ${-h}Q0 ${-h - 40} 22 ${-h - 30}L22 ${-h + 40}Z" fill="${color}"/>
<rect x="-26" y="${-h + 36}" width="52" height="${h * 0.45}" rx="4" fill="${GOLD}"/>
<rect x="-30" y="${-h + 36 + h * 0.45}" width="60" height="${h * 0.55 - 36}" rx="6" fill="${P.deep}"/>
<rect x="-18" y="${-h + 44}" width="6" height="${h * 0.35}" rx="3" fill="${WHITE}" opacity=".45"/>
</g>`;
}

function bottle(
  P: Palette,
  x: number,
  y: number,
  { w = 90, h = 180, fill = P.a2, cap = P.deep, label = true }: BottleOptions = {},
): string {
  return `<g transform="translate(${x} ${y})">
<rect x="${-w / 4}" y="${-h - 46}" width="${w / 2}" height="52" rx="10" fill="${cap}"/>
<rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" rx="${w / 3}" fill="${fill}"/>
${label ? `<rect x="${-w / 2 + 14}" y="${-h * 0.6}" width="${w - 28}" height="${h * 0.3}" rx="8" fill="${WHITE}" opacity=".85"/><rect x="${-w / 2 + 26}" y="${-h * 0.5}" width="${w - 52}" height="8" rx="4" fill="${P.a1}" opacity=".6"/>` : ''}
<rect x="${-w / 2 + 10}" y="${-h + 16}" width="10" height="${h * 0.5}" rx="5" fill="${WHITE}" opacity=".4"/>
</g>`;
}

function screenFrame(P: Palette, x: number, y: number, w: number, h: number, r = 34, inner = WHITE): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${P.deep}"/><rect x="${x + 12}" y="${y + 14}" width="${w - 24}" height="${h - 28}" rx="${r - 10}" fill="${inner}"/>`;
}

const corners = (x: number, y: number, w: number, h: number, c: string) =>
  `<path d="M${x} ${y + 26}V${y}H${x + 26}M${x + w - 26} ${y}H${x + w}V${y + 26}M${x + w} ${y + h - 26}V${y + h}H${x + w - 26}M${x + 26} ${y + h}H${x}V${y + h - 26}" stroke="${c}" stroke-width="6" fill="none" stroke-linecap="round"/>`;

const swatches = (P: Palette, x: number, y: number, colors: string[], r = 13, gap = 34) =>
  colors
    .map(
      (c, i) =>
        `<circle cx="${x + i * gap}" cy="${y}" r="${r}" fill="${c}"/>${i === 0 ? `<circle cx="${x}" cy="${y}" r="${r + 6}" fill="none" stroke="${P.deep}" stroke-width="3"/>` : ''}`,
    )
    .join('');

const ring = (P: Palette, x: number, y: number, r: number, pct: number) => {
  const c = 2 * Math.PI * r;
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${P.a2}" stroke-width="10"/><circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${P.a1}" stroke-width="10" stroke-linecap="round" stroke-dasharray="${(c * pct).toFixed(1)} ${c.toFixed(1)}" transform="rotate(-90 ${x} ${y})"/>`;
};

// ─── Motifs (800×600 space, no background) ───────────────────────────────────────────────────────

const MOTIFS: Record<ArtMotif, (P: Palette) => string> = {
  'phone-tryon': (P) => `<circle cx="560" cy="300" r="210" fill="${P.a2}" opacity=".55"/>
${screenFrame(P, 250, 60, 240, 480, 36, P.bg1)}
<g transform="translate(370 270) scale(.8)">${face(P)}</g>
${corners(298, 140, 144, 240, P.a1)}
<rect x="268" y="430" width="204" height="70" rx="20" fill="${WHITE}"/>
${swatches(P, 300, 465, [P.a1, P.a3, '#c2553f', '#e08a7a', '#8a2a4a'])}
${shadow(600, 510, 70)}
${lipstick(P, 600, 505, P.a1, 170)}
${sparkle(180, 160, 22, P.a1)}${sparkle(660, 130, 16, P.a3)}${sparkle(700, 420, 12, P.a1)}`,

  'laptop-skin': (P) => `<circle cx="180" cy="150" r="120" fill="${P.a2}" opacity=".5"/>
<rect x="130" y="100" width="540" height="340" rx="22" fill="${P.deep}"/><rect x="146" y="116" width="508" height="306" rx="10" fill="${WHITE}"/>
<path d="M90 440H710L676 486H124Z" fill="#d9d0df"/><rect x="350" y="440" width="100" height="10" rx="5" fill="#bfb3c8"/>
<rect x="160" y="130" width="300" height="278" rx="10" fill="${P.bg1}"/>
<g transform="translate(310 280) scale(.9)">${face(P, { long: false })}</g>
<g fill="none" stroke="${P.a1}" stroke-width="3" stroke-dasharray="6 8"><circle cx="272" cy="288" r="26"/><circle cx="348" cy="288" r="26"/><ellipse cx="310" cy="200" rx="52" ry="22"/></g>
${ring(P, 540, 190, 38, 0.78)}${ring(P, 540, 310, 38, 0.55)}
<rect x="490" y="370" width="110" height="10" rx="5" fill="${P.a2}"/><rect x="490" y="370" width="74" height="10" rx="5" fill="${P.a1}"/>
${sparkle(700, 120, 20, P.a1)}${sparkle(90, 360, 14, P.a3)}`,

  face: (P) => `<circle cx="400" cy="300" r="230" fill="${P.a2}" opacity=".6"/>
<circle cx="400" cy="300" r="260" fill="none" stroke="${P.a1}" stroke-width="3" stroke-dasharray="2 14" opacity=".6"/>
<g transform="translate(400 300) scale(1.25)">${face(P)}</g>
${sparkle(170, 150, 24, P.a1)}${sparkle(640, 170, 18, P.a3)}${sparkle(620, 470, 14, P.a1)}${sparkle(200, 450, 12, P.a3)}`,

  'hand-ring': (P) => `<circle cx="400" cy="280" r="220" fill="${P.a2}" opacity=".55"/>
<g transform="translate(400 80)">${hand(P, { ring: true })}</g>
${sparkle(470, 200, 18, GOLD)}${sparkle(220, 140, 20, P.a1)}${sparkle(610, 360, 14, P.a3)}`,

  'hand-watch': (P) => `<circle cx="400" cy="300" r="220" fill="${P.a2}" opacity=".55"/>
<g transform="translate(400 40)">${hand(P, { watch: true, sleeve: P.a1 })}</g>
${sparkle(560, 300, 18, P.a1)}${sparkle(230, 170, 20, P.a3)}`,

  'hand-nails': (P) => `<circle cx="340" cy="300" r="220" fill="${P.a2}" opacity=".55"/>
<g transform="translate(330 80)">${hand(P, { nails: P.a1 })}</g>
${shadow(600, 500, 60)}${bottle(P, 600, 495, { w: 96, h: 120, fill: P.a1, label: false })}
${sparkle(560, 200, 18, P.a1)}${sparkle(180, 150, 16, P.a3)}`,

  lipsticks: (
    P,
  ) => `<path d="M120 380C220 300 320 420 430 340S640 300 700 360" stroke="${P.a2}" stroke-width="60" fill="none" stroke-linecap="round"/>
${shadow(400, 492, 230, 26)}
${lipstick(P, 270, 490, P.a3, 190)}${lipstick(P, 400, 490, P.a1, 240)}${lipstick(P, 530, 490, '#c2553f', 170)}
${sparkle(170, 170, 22, P.a1)}${sparkle(650, 150, 18, P.a3)}`,

  bottles: (P) => `<circle cx="400" cy="290" r="220" fill="${P.a2}" opacity=".5"/>
${shadow(400, 500, 250, 24)}
${bottle(P, 260, 495, { w: 100, h: 190, fill: P.a2, cap: P.deep })}
${bottle(P, 410, 495, { w: 120, h: 240, fill: P.skin, cap: P.a1 })}
<g transform="translate(560 495)"><rect x="-80" y="-90" width="160" height="90" rx="22" fill="${WHITE}"/><rect x="-86" y="-120" width="172" height="40" rx="14" fill="${P.a1}"/><rect x="-60" y="-60" width="120" height="12" rx="6" fill="${P.a2}"/></g>
${sparkle(640, 170, 20, P.a1)}${sparkle(170, 180, 16, P.a3)}`,

  compact: (P) => `<circle cx="400" cy="300" r="240" fill="${P.a2}" opacity=".45"/>
<ellipse cx="360" cy="170" rx="150" ry="90" fill="${P.deep}"/><ellipse cx="360" cy="170" rx="126" ry="72" fill="${P.bg1}"/>
<path d="M270 140q60 -40 150 -20" stroke="${WHITE}" stroke-width="14" fill="none" stroke-linecap="round" opacity=".9"/>
<rect x="340" y="246" width="40" height="26" rx="6" fill="${GOLD}"/>
<ellipse cx="360" cy="350" rx="170" ry="100" fill="${P.deep}"/><ellipse cx="360" cy="340" rx="146" ry="82" fill="${P.skin}"/>
<ellipse cx="360" cy="340" rx="100" ry="54" fill="${WHITE}" opacity=".18"/>
<g transform="rotate(-35 620 360)"><rect x="600" y="250" width="36" height="230" rx="14" fill="${P.a1}"/><rect x="598" y="230" width="40" height="40" fill="${GOLD}"/><path d="M596 232Q618 140 640 232Z" fill="${P.a2}"/></g>
${sparkle(170, 420, 18, P.a1)}${sparkle(640, 120, 16, P.a3)}`,

  abstract: (P) => `<circle cx="260" cy="230" r="190" fill="${P.a2}" opacity=".8"/>
<circle cx="540" cy="360" r="170" fill="${P.a1}" opacity=".25"/>
<circle cx="560" cy="170" r="90" fill="${P.a3}" opacity=".2"/>
<path d="M0 430C160 360 300 520 460 440S700 380 800 420V600H0Z" fill="${P.a1}" opacity=".18"/>
<path d="M0 480C180 420 320 560 500 480S720 440 800 470V600H0Z" fill="${P.a3}" opacity=".15"/>
${[...Array(5)].map((_, i) => [...Array(5)].map((__, j) => `<circle cx="${600 + i * 24}" cy="${60 + j * 24}" r="4" fill="${P.deep}" opacity=".25"/>`).join('')).join('')}
${sparkle(400, 300, 30, WHITE)}${sparkle(160, 120, 16, P.a1)}`,

  hair: (P) => `<circle cx="360" cy="300" r="220" fill="${P.a2}" opacity=".55"/>
<g transform="translate(350 300) scale(1.15)">${face(P, { hair: P.a1 })}</g>
<path d="M250 170C220 260 240 360 260 440" stroke="${WHITE}" stroke-width="8" fill="none" opacity=".35" stroke-linecap="round"/>
${[P.a1, P.a3, P.hair, '#c2553f', '#d9a066'].map((c, i) => `<rect x="610" y="${130 + i * 70}" width="90" height="52" rx="14" fill="${c}"/>`).join('')}
<rect x="600" y="120" width="110" height="72" rx="18" fill="none" stroke="${P.deep}" stroke-width="4"/>`,

  eyewear: (P) => `<circle cx="360" cy="300" r="220" fill="${P.a2}" opacity=".55"/>
<g transform="translate(350 300) scale(1.15)">${face(P, { glasses: true })}</g>
<g transform="translate(640 420) rotate(-12)" fill="${P.a2}" fill-opacity=".5" stroke="${P.a1}" stroke-width="8"><circle cx="-42" cy="0" r="34"/><circle cx="42" cy="0" r="34"/><path d="M-8 -4q8 -10 16 0" fill="none"/></g>
${sparkle(620, 150, 20, P.a1)}${sparkle(150, 170, 14, P.a3)}`,

  'tablet-store': (P) => `<circle cx="640" cy="140" r="130" fill="${P.a2}" opacity=".6"/>
${screenFrame(P, 110, 90, 580, 410, 30)}
${[0, 1, 2]
  .map((i) =>
    [0, 1]
      .map((j) => {
        const x = 150 + i * 180;
        const y = 130 + j * 175;
        const icon =
          (i + j) % 2 === 0
            ? lipstick(P, x + 70, y + 120, j ? P.a3 : P.a1, 90)
            : bottle(P, x + 70, y + 120, { w: 50, h: 70, fill: i ? P.a2 : P.skin, label: false });
        return `<rect x="${x}" y="${y}" width="150" height="155" rx="14" fill="${P.bg1}"/>${icon}<rect x="${x + 16}" y="${y + 130}" width="70" height="9" rx="4" fill="${P.deep}" opacity=".3"/>`;
      })
      .join(''),
  )
  .join('')}
<rect x="520" y="290" width="112" height="36" rx="18" fill="${P.a1}"/>
${sparkle(90, 80, 18, P.a1)}`,

  'photo-edit': (P) => `<circle cx="300" cy="280" r="210" fill="${P.a2}" opacity=".5"/>
<g transform="rotate(-6 330 300)"><rect x="150" y="120" width="360" height="340" rx="18" fill="${WHITE}"/><rect x="172" y="142" width="316" height="240" rx="8" fill="${P.a2}"/>
<circle cx="420" cy="200" r="30" fill="${WHITE}" opacity=".9"/><path d="M172 382L270 260L340 330L390 290L488 382Z" fill="${P.a1}" opacity=".8"/><path d="M172 382L240 320L300 382Z" fill="${P.a3}" opacity=".7"/></g>
<rect x="560" y="170" width="170" height="250" rx="20" fill="${P.deep}"/>
${[0, 1, 2].map((i) => `<rect x="585" y="${210 + i * 70}" width="120" height="8" rx="4" fill="${WHITE}" opacity=".35"/><circle cx="${610 + i * 35}" cy="${214 + i * 70}" r="13" fill="${i === 1 ? P.a2 : P.a1}"/>`).join('')}
<path d="M120 500L250 400" stroke="${P.deep}" stroke-width="14" stroke-linecap="round"/>${sparkle(262, 390, 26, P.a1)}${sparkle(300, 440, 12, P.a3)}`,

  'video-edit': (P) => `<circle cx="620" cy="150" r="120" fill="${P.a2}" opacity=".6"/>
${screenFrame(P, 120, 80, 560, 320, 24, P.a2)}
<path d="M160 380L300 240L380 310L460 230L660 380Z" fill="${P.a1}" opacity=".35"/>
<circle cx="400" cy="240" r="54" fill="${WHITE}" opacity=".9"/><path d="M384 212L432 240L384 268Z" fill="${P.a1}"/>
<rect x="100" y="430" width="600" height="90" rx="16" fill="${P.deep}"/>
${[P.a1, P.a3, P.a2, P.a1, P.skin].map((c, i) => `<rect x="${116 + i * 116}" y="446" width="104" height="58" rx="8" fill="${c}" opacity="${i % 2 ? 0.8 : 1}"/>`).join('')}
<rect x="338" y="420" width="6" height="110" rx="3" fill="${WHITE}"/>`,

  stage: (
    P,
  ) => `<path d="M140 0L60 520H340Z" fill="${WHITE}" opacity=".45"/><path d="M660 0L460 520H740Z" fill="${WHITE}" opacity=".45"/>
<rect x="170" y="70" width="460" height="260" rx="16" fill="${P.deep}"/><rect x="186" y="86" width="428" height="228" rx="8" fill="${P.bg1}"/>
<g transform="translate(300 210) scale(.5)">${face(P)}</g>
<rect x="420" y="130" width="160" height="14" rx="7" fill="${P.a1}"/><rect x="420" y="164" width="120" height="12" rx="6" fill="${P.a2}"/><rect x="420" y="192" width="140" height="12" rx="6" fill="${P.a2}"/>
${ring(P, 470, 260, 28, 0.7)}
<rect x="560" y="350" width="110" height="120" rx="10" fill="${P.a1}"/><rect x="548" y="340" width="134" height="20" rx="8" fill="${P.deep}"/>
<rect x="0" y="470" width="800" height="130" fill="${P.deep}" opacity=".9"/>
${[...Array(9)].map((_, i) => `<circle cx="${60 + i * 85}" cy="${500 + (i % 2) * 12}" r="30" fill="${i % 3 === 0 ? P.a3 : P.hair}"/><rect x="${24 + i * 85}" y="${526 + (i % 2) * 12}" width="72" height="80" rx="30" fill="${i % 3 === 0 ? P.a3 : P.hair}"/>`).join('')}`,
};

// ─── Files ───────────────────────────────────────────────────────────────────────────────────────

// Pages show the files through <img alt="…"> (alt text per language in common:art.*): the file itself
// carries no words, and hides from assistive technology when opened directly.
const SVG_OPEN = (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice" aria-hidden="true">`;

function picture(name: ArtMotif, P: Palette): string {
  return `${SVG_OPEN(800, 600)}<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${P.bg1}"/><stop offset="1" stop-color="${P.bg2}"/></linearGradient></defs><rect width="800" height="600" fill="url(#g)"/>${MOTIFS[name](P)}</svg>`;
}

/**
 * For the dark banners (white text on the left): no background of its own — the banner's colour shows
 * through, so no edge shows wherever the picture ends — glows, and the motif on the right.
 */
function wide(name: ArtMotif, P: Palette): string {
  return `${SVG_OPEN(1600, 600)}<defs><radialGradient id="r"><stop offset="0" stop-color="${P.a1}" stop-opacity=".55"/><stop offset="1" stop-color="${P.a1}" stop-opacity="0"/></radialGradient></defs>
<circle cx="1180" cy="300" r="420" fill="url(#r)"/><circle cx="200" cy="560" r="260" fill="url(#r)" opacity=".6"/>
<circle cx="1200" cy="300" r="250" fill="${P.bg1}" opacity=".1"/>
<g transform="translate(800 0)">${MOTIFS[name](P)}</g></svg>`;
}

const minify = (svg: string) =>
  svg
    .replace(/\n\s*/g, '')
    .replace(/(\d)\.0+(?=\D)/g, '$1')
    .replace(/\s{2,}/g, ' ');

/** The minified SVG text of one artwork, as the file `/art/[wide-]<motif>-<palette>.svg` holds it. */
export function artSvgText(motif: ArtMotif, palette: ArtPalette, isWide: boolean): string {
  const P = PALETTES[palette];
  return `${minify(isWide ? wide(motif, P) : picture(motif, P))}\n`;
}

/** Every artwork file: its name under /art and its text. */
export function* artFiles(): Generator<[string, string]> {
  for (const motif of ART_MOTIFS)
    for (const palette of ART_PALETTES) {
      yield [`${motif}-${palette}.svg`, artSvgText(motif, palette, false)];
      yield [`wide-${motif}-${palette}.svg`, artSvgText(motif, palette, true)];
    }
}

const FILE = /^\/art\/(wide-)?([a-z-]+)-(rose|peach|lilac|sky)\.svg$/;
const dataUrls = new Map<string, string | null>();

/**
 * An artwork address (`/art/…svg`) as a `data:image/svg+xml` address with the same picture, or null for
 * any other address. Percent-encoded only where a URL or the HTML attribute needs it (a space is not allowed in
 * a URL; React writes a quote as `&quot;`): about 3 KB, under 1 KB gzip, smaller than base64 either way. Memoised.
 */
export function artDataUrl(url: string): string | null {
  let hit = dataUrls.get(url);
  if (hit !== undefined) return hit;
  const m = FILE.exec(url);
  const motif = m?.[2] as ArtMotif | undefined;
  hit =
    m && motif && (ART_MOTIFS as readonly string[]).includes(motif)
      ? `data:image/svg+xml,${artSvgText(motif, m[3] as ArtPalette, Boolean(m[1]))
          .trim()
          .replace(/[%#<>"{}|\\^` \n]/g, (c) => encodeURIComponent(c))}`
      : null;
  if (dataUrls.size < 256) dataUrls.set(url, hit);
  return hit;
}
