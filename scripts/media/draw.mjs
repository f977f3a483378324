// SVG drawings of the fictional world (docs/content-world.md, docs/media-sources.md): brand wordmarks,
// illustrated portraits, list thumbnails, phone screens and the frames of the video clips. Original
// work of this project, in the flat style of public/art (shared/art-svg.ts). Pure string functions.

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const r1 = (n) => Math.round(n * 10) / 10;
export const minify = (svg) =>
  svg
    .replace(/\n\s*/g, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/(\d)\.0(?=\D)/g, '$1');

// ─── Wordmarks ───────────────────────────────────────────────────────────────────────────────────

function emblem(kind, c, a) {
  switch (kind) {
    case 'crescent':
      return `<circle cx="48" cy="48" r="32" fill="${c}"/><circle cx="60" cy="40" r="28" fill="#fff"/><circle cx="30" cy="60" r="5" fill="${a}"/>`;
    case 'lenses':
      return `<circle cx="28" cy="50" r="17" fill="none" stroke="${c}" stroke-width="6"/><circle cx="68" cy="50" r="17" fill="none" stroke="${c}" stroke-width="6"/><path d="M45 48q3-6 6 0" stroke="${c}" stroke-width="5" fill="none"/><path d="M20 44a10 10 0 0 1 10-8" stroke="${a}" stroke-width="4" fill="none"/>`;
    case 'leaf':
      return `<path d="M20 76C16 40 40 18 78 18C80 56 58 80 20 76Z" fill="${a}"/><path d="M20 76C36 56 52 42 70 28" stroke="${c}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    case 'monogram':
      return `<rect x="12" y="12" width="72" height="72" fill="${c}"/><rect x="18" y="18" width="60" height="60" fill="none" stroke="${a}" stroke-width="2"/><text x="48" y="58" font-family="Didot,'Times New Roman',serif" font-size="28" font-weight="700" fill="${a}" text-anchor="middle">P&amp;M</text>`;
    case 'flourish':
      return `<path d="M20 70C20 30 70 20 74 44C78 66 44 70 44 52C44 40 60 38 62 48" stroke="${c}" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="74" cy="24" r="6" fill="${a}"/>`;
    case 'cross':
      return `<rect x="36" y="12" width="24" height="72" rx="10" fill="${c}"/><rect x="12" y="36" width="72" height="24" rx="10" fill="${c}"/><circle cx="48" cy="48" r="9" fill="${a}"/>`;
    case 'hexagon':
      return `<path d="M48 10L81 29V67L48 86L15 67V29Z" fill="none" stroke="${c}" stroke-width="6"/><circle cx="48" cy="48" r="10" fill="${a}"/><path d="M48 38V20M56 53L72 62M40 53L24 62" stroke="${c}" stroke-width="4"/>`;
    case 'prism':
      return `<path d="M48 14L82 78H14Z" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round"/><path d="M6 52L40 50" stroke="#fff" stroke-width="3"/><path d="M58 52L92 40M58 54L92 52M58 56L92 64" stroke="${a}" stroke-width="3"/>`;
    case 'wave':
      return `<path d="M14 34q17-16 34 0t34 0M14 52q17-16 34 0t34 0M14 70q17-16 34 0t34 0" stroke="${c}" stroke-width="6" fill="none" stroke-linecap="round"/><circle cx="82" cy="24" r="5" fill="${a}"/>`;
    case 'petal':
      return [0, 72, 144, 216, 288]
        .map(
          (d, i) =>
            `<ellipse cx="48" cy="28" rx="11" ry="20" fill="${i % 2 ? a : c}" transform="rotate(${d} 48 48)"/>`,
        )
        .join('')
        .concat(`<circle cx="48" cy="48" r="8" fill="#fff"/>`);
    case 'ring':
      return `<circle cx="48" cy="56" r="26" fill="none" stroke="${a}" stroke-width="7"/><path d="M36 24L48 12L60 24L48 36Z" fill="${c}"/><path d="M40 24H56" stroke="#fff" stroke-width="2"/>`;
    case 'moon':
      return `<circle cx="48" cy="48" r="34" fill="${a}"/><circle cx="48" cy="48" r="24" fill="${c}"/><circle cx="58" cy="40" r="20" fill="${a}"/>`;
    case 'pine':
      return `<path d="M48 10L74 46H22Z" fill="${c}"/><path d="M48 30L80 72H16Z" fill="${c}"/><rect x="43" y="72" width="10" height="14" fill="${a}"/><circle cx="66" cy="20" r="6" fill="${a}"/>`;
    case 'brackets':
      return `<path d="M34 22L14 48L34 74M62 22L82 48L62 74" stroke="${c}" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/><circle cx="48" cy="48" r="8" fill="${a}"/>`;
    case 'lantern':
      return `<circle cx="48" cy="52" r="34" fill="${a}" opacity=".35"/><rect x="30" y="26" width="36" height="50" rx="12" fill="${c}"/><rect x="38" y="36" width="20" height="30" rx="8" fill="${a}"/><path d="M40 18H56M48 18V26" stroke="${c}" stroke-width="5"/>`;
    case 'fern':
      return `<path d="M48 86V14" stroke="${c}" stroke-width="5" stroke-linecap="round"/>${[22, 36, 50, 64]
        .map(
          (y, i) =>
            `<path d="M48 ${y + 6}q-${22 - i * 3} -4 -${26 - i * 4} -${14 - i * 2}M48 ${y + 6}q${22 - i * 3} -4 ${26 - i * 4} -${14 - i * 2}" stroke="${i % 2 ? a : c}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
        )
        .join('')}`;
    default:
      return '';
  }
}

/** A brand's wordmark: emblem left, name right (`textLength` keeps it inside whatever font renders). */
export function wordmark(b) {
  const words = b.name.split(' ');
  const long = b.name.length > 14 && words.length > 1;
  const main = long ? words[0] : b.name;
  const rest = long ? words.slice(1).join(' ') : '';
  const sub = [rest.toUpperCase(), b.native].filter(Boolean).join(' · ');
  const text = b.upper ? main.toUpperCase() : main;
  const size = 32;
  const room = 320 - 108;
  const est = text.length * size * (b.upper ? 0.72 : 0.58) + text.length * b.spacing;
  const fit = est > room ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : '';
  const subW = [...sub].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e80 ? 12.5 : 7.4), 0);
  const subFit = subW > room ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : '';
  const y = sub ? 50 : 60;
  const bg = b.bg ? `<rect width="320" height="96" rx="10" fill="${b.bg}"/>` : '';
  return minify(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 96" width="320" height="96" role="img" aria-labelledby="t">
<title id="t">${esc(b.name)}${b.native ? ` (${esc(b.native)})` : ''} logo</title>${bg}
<g>${emblem(b.emblem, b.color, b.accent)}</g>
<text x="106" y="${y}" font-family='${b.font}' font-size="${size}" font-weight="${b.weight}"${b.italic ? ' font-style="italic"' : ''} letter-spacing="${b.spacing}" fill="${b.color}"${fit}>${esc(text)}</text>
${sub ? `<text x="107" y="74" font-family="Helvetica,Arial,sans-serif" font-size="12" letter-spacing="2" fill="${b.bg ? b.accent : b.color}" opacity=".85"${subFit}>${esc(sub)}</text>` : ''}
</svg>`);
}

// ─── Faces ───────────────────────────────────────────────────────────────────────────────────────

const darker = (hex, f = 0.75) => {
  const n = Number.parseInt(hex.slice(1), 16);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => Math.round(v * f));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
};

/** Hair drawn behind the head (long styles) and in front (the cap), centred on a 240-unit portrait. */
function hairBack(style, h) {
  switch (style) {
    case 'long':
      return `<path d="M68 104C64 48 176 48 172 104L182 196Q120 214 58 196Z" fill="${h}"/>`;
    case 'wavy':
      return `<path d="M66 104C62 46 178 46 174 104Q188 130 176 152Q190 176 170 196Q120 210 70 196Q50 176 64 152Q52 130 66 104Z" fill="${h}"/>`;
    case 'curls':
      return [
        [72, 84, 24],
        [92, 62, 24],
        [120, 54, 26],
        [148, 62, 24],
        [168, 84, 24],
        [74, 112, 22],
        [166, 112, 22],
        [78, 138, 20],
        [162, 138, 20],
      ]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${h}"/>`)
        .join('');
    case 'afro':
      return `<circle cx="120" cy="92" r="70" fill="${h}"/>`;
    case 'ponytail':
      return `<path d="M160 78Q200 92 186 150Q178 176 164 184Q176 140 152 100Z" fill="${h}"/>`;
    case 'bun':
      return `<circle cx="120" cy="44" r="22" fill="${h}"/>`;
    default:
      return '';
  }
}

function hairFront(style, h) {
  switch (style) {
    case 'short':
      return `<path d="M74 100C70 50 170 44 168 100C160 78 140 70 120 70C100 70 82 78 74 100Z" fill="${h}"/>`;
    case 'side':
      return `<path d="M74 104C68 52 168 46 168 98C150 70 116 62 96 74C88 80 80 90 74 104Z" fill="${h}"/>`;
    case 'undercut':
      return `<path d="M78 94C74 40 166 36 164 88C150 70 130 60 104 62C92 64 84 76 78 94Z" fill="${h}"/><path d="M76 100Q74 84 82 78" stroke="${h}" stroke-width="4" opacity=".5"/>`;
    case 'bob':
      return `<path d="M68 150C56 22 184 22 172 150L158 150C158 104 148 86 120 84C94 86 84 104 82 150Z" fill="${h}"/>`;
    case 'fringe':
      return `<path d="M72 102C68 50 172 50 168 102C156 92 148 82 142 80L130 92L120 80L106 94L96 82C86 88 78 96 72 102Z" fill="${h}"/>`;
    case 'afro':
      return `<path d="M78 98C80 66 160 66 162 98C146 86 94 86 78 98Z" fill="${h}"/>`;
    case 'curls':
      return `<path d="M76 98C80 64 160 64 164 98C150 84 90 84 76 98Z" fill="${h}"/>`;
    default:
      return `<path d="M74 104C70 52 170 52 166 104C150 80 132 74 120 76C104 78 86 84 74 104Z" fill="${h}"/>`;
  }
}

/** A face on a 240×240 canvas (no background): head, hair, features, options. */
export function faceGroup(L, { lips, hair } = {}) {
  const h = hair ?? L.hair;
  const grey = /^#(?:[89a-f][0-9a-f]){3}$/i.test(h) && !/^#c2|^#b8|^#e6|^#d8c/i.test(h);
  const brow = grey ? darker(h, 0.55) : h;
  const lip = lips ?? darker(L.skin, 0.72);
  const shirt = L.shirt;
  const collar = L.coat
    ? `<path d="M52 240C52 196 84 178 120 176C156 178 188 196 188 240Z" fill="#ffffff"/><path d="M104 180L120 216L136 180" fill="${darker(L.bg ?? '#dddddd', 0.8)}"/><path d="M100 180L116 240M140 180L124 240" stroke="#d8d8de" stroke-width="3"/>`
    : `<path d="M48 240C48 194 84 176 120 176C156 176 192 194 192 240Z" fill="${shirt}"/>`;
  return `${hairBack(L.style, h)}
<rect x="104" y="140" width="32" height="44" rx="12" fill="${darker(L.skin, 0.9)}"/>${collar}
<ellipse cx="76" cy="114" rx="8" ry="12" fill="${L.skin}"/><ellipse cx="164" cy="114" rx="8" ry="12" fill="${L.skin}"/>
<ellipse cx="120" cy="108" rx="44" ry="54" fill="${L.skin}"/>
${L.earrings ? `<circle cx="76" cy="130" r="4" fill="${L.earrings}"/><circle cx="164" cy="130" r="4" fill="${L.earrings}"/>` : ''}
${hairFront(L.style, h)}
<path d="M96 98q8-5 16-1M128 97q8-4 16 1" stroke="${brow}" stroke-width="4" fill="none" stroke-linecap="round"/>
<ellipse cx="104" cy="110" rx="4.5" ry="5" fill="#2b1b24"/><ellipse cx="136" cy="110" rx="4.5" ry="5" fill="#2b1b24"/>
${L.bindi ? `<circle cx="120" cy="96" r="2.6" fill="#b0305c"/>` : ''}
<path d="M120 112q-5 14 0 18" stroke="${darker(L.skin, 0.7)}" stroke-width="3" fill="none" stroke-linecap="round"/>
${L.beard ? `<path d="M80 118Q84 168 120 170Q156 168 160 118Q150 150 120 150Q90 150 80 118Z" fill="${L.beard}" opacity=".85"/>` : ''}
<path d="M106 140q14 9 28 0q-14 4 -28 0Z" fill="${lip}" stroke="${lip}" stroke-width="4" stroke-linejoin="round"/>
${grey ? `<path d="M90 126q-2 8 2 14M150 126q2 8 -2 14" stroke="${darker(L.skin, 0.8)}" stroke-width="2" fill="none"/>` : ''}
${L.glasses ? `<g fill="none" stroke="#2b1b3d" stroke-width="3.5"><rect x="88" y="99" width="30" height="22" rx="8"/><rect x="122" y="99" width="30" height="22" rx="8"/><path d="M118 108h4M88 106l-10-3M152 106l10-3"/></g>` : ''}`;
}

/** An illustrated portrait: a face on a coloured disc, 240×240. */
export function portrait(p) {
  const L = p.look;
  return minify(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-labelledby="t">
<title id="t">Illustrated portrait of ${esc(p.name)}</title>
<defs><clipPath id="c"><circle cx="120" cy="120" r="120"/></clipPath></defs>
<g clip-path="url(#c)"><rect width="240" height="240" fill="${L.bg}"/><circle cx="196" cy="40" r="30" fill="#ffffff" opacity=".35"/>${faceGroup(L)}</g>
</svg>`);
}

// ─── Shared scene pieces ─────────────────────────────────────────────────────────────────────────

const phone = (x, y, w, h, inner) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.14}" fill="#2b1b3d"/><rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}" rx="${w * 0.11}" fill="${inner}"/><rect x="${x + w / 2 - 16}" y="${y + 10}" width="32" height="6" rx="3" fill="#2b1b3d"/>`;

export const SHADES = ['#c2454f', '#9c2c5a', '#f08a6e', '#d9a58b', '#5b2245', '#b0305c'];

function hand(x, y, s, nails, skin = '#e8b896') {
  const fingers = [
    [-42, -40, 16, 70],
    [-18, -62, 17, 86],
    [6, -66, 17, 90],
    [30, -56, 16, 80],
  ];
  const f = fingers
    .map(
      ([fx, fy, w, h], i) =>
        `<rect x="${fx}" y="${fy}" width="${w}" height="${h}" rx="${w / 2}" fill="${skin}"/><rect x="${fx + 3}" y="${fy + 3}" width="${w - 6}" height="${w}" rx="${(w - 6) / 2}" fill="${nails[i] ?? '#f4d3c0'}"/>`,
    )
    .join('');
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-46" y="0" width="96" height="90" rx="30" fill="${skin}"/>${f}<rect x="-70" y="6" width="44" height="18" rx="9" fill="${skin}" transform="rotate(-30 -48 14)"/><rect x="-62" y="2" width="12" height="10" rx="5" fill="${nails[4] ?? '#f4d3c0'}" transform="rotate(-30 -48 14)"/></g>`;
}

// ─── List thumbnails ─────────────────────────────────────────────────────────────────────────────

const GLYPH = {
  blog: '<path d="M-9 9L6-6l4 4L-5 13ZM8-8l3-3 4 4-3 3Z" fill="#fff"/>',
  news: '<path d="M-11-6h16v14h-16ZM5-2h6v8a2 2 0 0 1-2 2H5" fill="none" stroke="#fff" stroke-width="2.5"/><path d="M-7-2h8M-7 2h8" stroke="#fff" stroke-width="2"/>',
  story:
    '<path d="M-10 10V0M-3 10V-5M4 10V-9M11 10V-2" stroke="#fff" stroke-width="4" stroke-linecap="round"/>',
  video: '<path d="M-5-9L10 0L-5 9Z" fill="#fff"/>',
};

/** A thumbnail: the topic's artwork (inner markup of a public/art picture), cropped per item, with a kind badge. */
export function thumbnail(kind, handle, artInner, accent, index) {
  // A crop inside the picture (never past its edges), different per item.
  const zoom = 0.86 + ((index * 7) % 10) / 100;
  const w = r1(800 * zoom);
  const h = r1(600 * zoom);
  const dx = (index * 37) % Math.floor(800 - w + 1);
  const dy = (index * 23) % Math.floor(600 - h + 1);
  const dots = Array.from({ length: 5 }, (_, i) => {
    const a = ((index * 53 + i * 71) % 360) * (Math.PI / 180);
    return `<circle cx="${r1(700 + Math.cos(a) * 50)}" cy="${r1(90 + Math.sin(a) * 40)}" r="${4 + ((index + i) % 4)}" fill="${accent}" opacity=".7"/>`;
  }).join('');
  return minify(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${dx} ${dy} ${w} ${h}" width="800" height="600" preserveAspectRatio="xMidYMid slice" role="img" aria-labelledby="t">
<title id="t">Illustration for the ${kind} entry ${esc(handle)}</title>${artInner}
<g transform="translate(${dx + 56} ${dy + 56})"><circle r="30" fill="${accent}"/>${GLYPH[kind]}</g>${dots}</svg>`);
}

// ─── Phone screens of the consumer apps ──────────────────────────────────────────────────────────

const LOOKS = {
  a: { skin: '#e8b896', hair: '#3b2418', style: 'long', shirt: '#7a4fc2', bg: '#fbeef3' },
  b: {
    skin: '#8d5a3c',
    hair: '#1c1220',
    style: 'curls',
    shirt: '#2f7a99',
    bg: '#eaf4f8',
    earrings: '#d4a95f',
  },
  c: { skin: '#f1c7a8', hair: '#6b3a1f', style: 'bob', shirt: '#c8553a', bg: '#fdf3ec' },
};

function screenOf(code) {
  // Screen area 0..232 × 0..472 (inside the phone's bezel).
  const face = (L, lips, y = 60, s = 0.9, hair) =>
    `<g transform="translate(${116 - 120 * s} ${y}) scale(${s})">${faceGroup(L, { lips, hair })}</g>`;
  const bar = (y, c = '#2b1b3d') =>
    `<rect x="16" y="${y}" width="200" height="8" rx="4" fill="${c}" opacity=".12"/>`;
  const chips = (y, colors, sel) =>
    colors
      .map(
        (c, i) =>
          `<circle cx="${32 + i * 34}" cy="${y}" r="12" fill="${c}"${i === sel ? ' stroke="#2b1b3d" stroke-width="3"' : ''}/>`,
      )
      .join('');
  switch (code) {
    case 'ycf':
      return `<rect width="232" height="472" fill="#fbeef3"/>${face(LOOKS.a, '#c2454f', 70, 0.95)}<path d="M40 80h20M40 80v20M192 80h-20M192 80v20M40 300v-20M40 300h20M192 300h-20M192 300v-20" stroke="#fff" stroke-width="4"/>${chips(356, SHADES, 0)}<circle cx="116" cy="420" r="26" fill="#fff" stroke="#b0305c" stroke-width="6"/>`;
    case 'ycn':
      return `<rect width="232" height="472" fill="#f3eefc"/>${hand(116, 230, 1.2, ['#9c2c5a', '#9c2c5a', '#9c2c5a', '#9c2c5a', '#9c2c5a'], '#c98f6b')}${chips(380, ['#9c2c5a', '#f08a6e', '#7a4fc2', '#2f7a99', '#d4a95f', '#1c1220'], 0)}${bar(420)}`;
    case 'ycp':
      return `<rect width="232" height="472" fill="#1f2d3d"/><rect x="12" y="40" width="208" height="240" rx="10" fill="${LOOKS.c.bg}"/>${face(LOOKS.c, '#b0305c', 50, 0.85)}${[310, 350, 390].map((y, i) => `<rect x="24" y="${y}" width="184" height="6" rx="3" fill="#ffffff" opacity=".25"/><circle cx="${60 + i * 50}" cy="${y + 3}" r="10" fill="#f4c6d7"/>`).join('')}<path d="M36 436h40M96 436h40M156 436h40" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".6"/>`;
    case 'ycv':
      return `<rect width="232" height="472" fill="#17131f"/><rect x="12" y="40" width="208" height="150" rx="8" fill="#2f7a99"/><circle cx="70" cy="90" r="26" fill="#f9d7c7"/><path d="M12 190L80 120L130 170L170 130L220 180V190Z" fill="#1f5f7a"/><path d="M104 100l24 15-24 15Z" fill="#fff"/>${[0, 1, 2, 3].map((i) => `<rect x="${16 + i * 52}" y="240" width="48" height="40" rx="4" fill="${['#b0305c', '#7a4fc2', '#c8553a', '#2f7a99'][i]}"/>`).join('')}<rect x="16" y="296" width="200" height="16" rx="4" fill="#d9c9f2" opacity=".5"/><rect x="96" y="226" width="3" height="96" fill="#fff"/><path d="M40 400h150" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".4"/>`;
    case 'ycc':
      return `<rect width="232" height="472" fill="#fdf3ec"/><rect x="12" y="40" width="100" height="140" rx="8" fill="${LOOKS.b.bg}"/>${`<g transform="translate(2 40) scale(.5)">${faceGroup(LOOKS.b, '#9c2c5a')}</g>`}<rect x="120" y="40" width="100" height="66" rx="8" fill="#c9e4ef"/><rect x="120" y="114" width="100" height="66" rx="8" fill="#f4c6d7"/><path d="M130 96l22-26 16 16 12-10 30 20Z" fill="#2f7a99"/><circle cx="170" cy="147" r="18" fill="#b0305c"/><path d="M12 220h208" stroke="#2b1b3d" stroke-width="2" stroke-dasharray="6 6" opacity=".4"/><path d="M116 204l-12 32M116 204l12 32" stroke="#c8553a" stroke-width="5" stroke-linecap="round"/>${bar(270)}${bar(296)}<rect x="40" y="400" width="152" height="40" rx="20" fill="#c8553a"/>`;
    case 'ymk':
      return `<rect width="232" height="472" fill="#fff"/>${face(LOOKS.b, '#9c2c5a', 40, 0.95)}<rect x="0" y="300" width="232" height="172" fill="#fbeef3"/>${[0, 1, 2].map((i) => `<rect x="${16 + i * 70}" y="316" width="60" height="60" rx="12" fill="${['#f4c6d7', '#d9c9f2', '#f9d7c7'][i]}"/><circle cx="${46 + i * 70}" cy="346" r="14" fill="${SHADES[i + 1]}"/>`).join('')}${chips(410, SHADES, 1)}`;
    case 'yca':
      return `<rect width="232" height="472" fill="#f3eefc"/>${[0, 1, 2, 3].map((i) => `<g transform="translate(${16 + (i % 2) * 104} ${40 + Math.floor(i / 2) * 140})"><rect width="96" height="128" rx="10" fill="${['#d9c9f2', '#c9e4ef', '#f9d7c7', '#f4c6d7'][i]}"/><circle cx="${48}" cy="${52}" r="${22 + i * 3}" fill="${['#7a4fc2', '#2f7a99', '#c8553a', '#b0305c'][i]}" opacity=".7"/><path d="M0 ${100 - i * 6}Q48 ${70 + i * 4} 96 ${96}V128H0Z" fill="#fff" opacity=".5"/></g>`).join('')}<rect x="16" y="340" width="200" height="40" rx="20" fill="#fff" stroke="#7a4fc2" stroke-width="2"/>${bar(356, '#7a4fc2')}<rect x="60" y="404" width="112" height="40" rx="20" fill="#7a4fc2"/>`;
    case 'ycat':
      return `<rect width="232" height="472" fill="#eaf4f8"/>${[
        [20, 50, 150, '#fff'],
        [62, 120, 150, '#2f7a99'],
        [20, 190, 170, '#fff'],
        [82, 270, 130, '#2f7a99'],
      ]
        .map(
          ([x, y, w, c]) =>
            `<rect x="${x}" y="${y}" width="${w}" height="52" rx="18" fill="${c}"/><rect x="${x + 16}" y="${y + 16}" width="${w - 50}" height="7" rx="3" fill="${c === '#fff' ? '#2b1b3d' : '#fff'}" opacity=".35"/><rect x="${x + 16}" y="${y + 30}" width="${w - 80}" height="7" rx="3" fill="${c === '#fff' ? '#2b1b3d' : '#fff'}" opacity=".35"/>`,
        )
        .join(
          '',
        )}<g transform="translate(20 340)">${chips(0, ['#9c2c5a', '#f08a6e', '#d9a58b'], -1).replace(/cx="(\d+)"/g, (_, x) => `cx="${Number(x) - 12}"`)}</g><rect x="16" y="404" width="200" height="44" rx="22" fill="#fff"/><circle cx="192" cy="426" r="14" fill="#2f7a99"/>`;
    default:
      return '';
  }
}

/** A consumer app's screen in a phone frame (300×600), labelled as an illustration. */
export function appScreen(code, what) {
  return minify(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 600" width="300" height="600" role="img" aria-labelledby="t">
<title id="t">Illustration of the app screen: ${esc(what)}</title>
<ellipse cx="150" cy="584" rx="110" ry="10" fill="#2b1b3d" opacity=".12"/>
${phone(20, 20, 260, 540, '#fff')}
<svg aria-hidden="true" x="34" y="46" width="232" height="488" viewBox="0 0 232 472" preserveAspectRatio="xMidYMid slice"><defs><clipPath id="s"><rect width="232" height="472" rx="24"/></clipPath></defs><g clip-path="url(#s)">${screenOf(code)}</g></svg>
</svg>`);
}

// ─── Illustrations of generative features (not outputs) ──────────────────────────────────────────

/** A feature illustration for face swap, text-to-image and headshots: drawn, and says so in its title. */
export function featureIllustration(kind) {
  const A = { skin: '#e8b896', hair: '#3b2418', style: 'bob', shirt: '#2f7a99', bg: '#c9e4ef' };
  const B = { skin: '#8d5a3c', hair: '#1c1220', style: 'afro', shirt: '#b0305c', bg: '#f4c6d7' };
  const card = (x, L, lips, bg) =>
    `<g transform="translate(${x} 120)"><rect width="260" height="320" rx="20" fill="${bg}"/><g transform="translate(10 70) scale(1)">${faceGroup(L, { lips })}</g></g>`;
  const arrow = `<path d="M350 280h90" stroke="#7a4fc2" stroke-width="10" stroke-linecap="round"/><path d="M430 256l28 24-28 24" fill="none" stroke="#7a4fc2" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`;
  const sparkles = `<path d="M400 170q0 20 20 20q-20 0-20 20q0-20-20-20q20 0 20-20Z" fill="#d4a95f"/><path d="M420 380q0 12 12 12q-12 0-12 12q0-12-12-12q12 0 12-12Z" fill="#b0305c"/>`;
  const titles = {
    'face-swap': 'Illustration of the face swap feature (drawn, not a result of the feature)',
    'text-to-image': 'Illustration of the text-to-image feature (drawn, not a result of the feature)',
    headshot: 'Illustration of the AI headshot feature (drawn, not a result of the feature)',
    'photo-enhancer': 'Illustration of the AI photo enhancer (drawn, not a result of the feature)',
    'skin-retouch': 'Illustration of skin retouching (drawn, not a result of the feature)',
  };
  let body = '';
  if (kind === 'face-swap')
    body =
      card(60, A, '#c2454f', '#fbeef3') +
      arrow +
      sparkles +
      card(500, { ...A, skin: B.skin, shirt: A.shirt }, '#9c2c5a', '#fbeef3');
  if (kind === 'headshot')
    body =
      card(60, { ...B, shirt: '#f4a259', bg: '#fff' }, '#9c2c5a', '#fdf3ec') +
      arrow +
      sparkles +
      `${card(500, { ...B, shirt: '#1f2d3d', coat: false }, '#9c2c5a', '#d9c9f2')}<path d="M570 440h120" stroke="#1f2d3d" stroke-width="0"/>`;
  if (kind === 'text-to-image')
    body = `<g transform="translate(60 220)"><rect width="260" height="120" rx="20" fill="#fff" stroke="#7a4fc2" stroke-width="4"/>${[24, 52, 80].map((y, i) => `<rect x="24" y="${y}" width="${200 - i * 50}" height="12" rx="6" fill="#7a4fc2" opacity=".35"/>`).join('')}</g>${arrow}${sparkles}<g transform="translate(500 120)"><rect width="260" height="320" rx="20" fill="#c9e4ef"/><circle cx="180" cy="90" r="40" fill="#f9d7c7"/><path d="M0 240L80 150L140 210L190 170L260 230V320H0Z" fill="#2f7a99"/><path d="M0 280Q130 230 260 290V320H0Z" fill="#7a4fc2" opacity=".6"/></g>`;
  if (kind === 'photo-enhancer')
    body = `<g transform="translate(60 120)"><rect width="260" height="320" rx="20" fill="#8f8a93"/><g transform="translate(10 70)" opacity=".55" filter="url(#b)">${faceGroup(A, { lips: '#a86a6a' })}</g></g>${arrow}${sparkles}${card(500, A, '#c2454f', '#fbeef3')}`;
  if (kind === 'skin-retouch') {
    // Spots and shine on the left face (its box: the card's face group at 10,70), none on the right.
    const spots = [
      [96, 124, 3.2],
      [146, 120, 2.6],
      [112, 80, 2.4],
      [138, 136, 2.8],
      [90, 104, 2],
      [130, 70, 2.2],
    ]
      .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#b5534a" opacity=".7"/>`)
      .join('');
    const lines = `<path d="M90 96q6 3 12 0M138 96q6 3 12 0" stroke="#b07a5e" stroke-width="1.6" fill="none"/>`;
    body = `<g transform="translate(60 120)"><rect width="260" height="320" rx="20" fill="#fdf3ec"/><g transform="translate(10 70)">${faceGroup(A, { lips: '#c2454f' })}${spots}${lines}</g></g>${arrow}${sparkles}${card(500, { ...A, skin: '#eec3a3' }, '#c2454f', '#fdf3ec')}`;
  }
  return minify(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 820 560" width="820" height="560" role="img" aria-labelledby="t">
<title id="t">${titles[kind]}</title><defs><filter id="b"><feGaussianBlur stdDeviation="3"/></filter></defs>
<rect width="820" height="560" fill="#f3eefc"/>${body}</svg>`);
}

// ─── Video frames (640×360), t in [0, 1] ─────────────────────────────────────────────────────────

const ease = (x) => (x < 0 ? 0 : x > 1 ? 1 : x * x * (3 - 2 * x));
const lerp = (a, b, x) => a + (b - a) * x;
const mix = (c1, c2, x) => {
  const p = (c) => [1, 3, 5].map((i) => Number.parseInt(c.slice(i, i + 2), 16));
  const a = p(c1);
  const b = p(c2);
  return `#${a
    .map((v, i) =>
      Math.round(lerp(v, b[i], x))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
};
/** Colour along a list of stops at t (holding each stop a while). */
const along = (stops, t) => {
  const n = stops.length - 1;
  const x = Math.min(0.9999, Math.max(0, t)) * n;
  const i = Math.floor(x);
  return mix(stops[i], stops[i + 1] ?? stops[i], ease((x - i) * 2 - 0.5));
};

const BG = (c1, c2) =>
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs><rect width="640" height="360" fill="url(#bg)"/>`;
const sparkle = (x, y, r, fill, o = 1) =>
  `<path d="M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z" fill="${fill}" opacity="${r1(o)}"/>`;
const faceAt = (L, x, y, s, opts) =>
  `<g transform="translate(${r1(x - 120 * s)} ${r1(y - 120 * s)}) scale(${s})">${faceGroup(L, opts)}</g>`;
const progress = (t, c) =>
  `<rect x="0" y="354" width="640" height="6" fill="#2b1b3d" opacity=".08"/><rect x="0" y="354" width="${r1(640 * t)}" height="6" fill="${c}"/>`;

const V1 = { skin: '#e8b896', hair: '#3b2418', style: 'long', shirt: '#7a4fc2', bg: '#fff' };
const V2 = {
  skin: '#8d5a3c',
  hair: '#1c1220',
  style: 'curls',
  shirt: '#2f7a99',
  bg: '#fff',
  earrings: '#d4a95f',
};
const V3 = { skin: '#f1c7a8', hair: '#6b3a1f', style: 'bob', shirt: '#c8553a', bg: '#fff' };

const SCENES = {
  skin(t) {
    const scan = ease(t / 0.45);
    const y = lerp(70, 300, scan);
    const rings = [0.62, 0.81, 0.74]
      .map((v, i) => {
        const f = ease((t - 0.5 - i * 0.1) / 0.25) * v;
        const c = 2 * Math.PI * 28;
        return `<g transform="translate(${440 + i * 70} 180)"><circle r="28" fill="none" stroke="#c9e4ef" stroke-width="8"/><circle r="28" fill="none" stroke="${['#2f7a99', '#b0305c', '#7a4fc2'][i]}" stroke-width="8" stroke-dasharray="${r1(c * f)} ${r1(c)}" transform="rotate(-90)" stroke-linecap="round"/></g>`;
      })
      .join('');
    return `${BG('#eaf4f8', '#f4edf7')}<rect x="90" y="40" width="250" height="290" rx="26" fill="#1f2d3d"/><rect x="102" y="52" width="226" height="266" rx="18" fill="#fff"/>${faceAt(V3, 215, 190, 1.05)}${scan < 1 ? `<rect x="102" y="${r1(y)}" width="226" height="4" fill="#2f7a99" opacity=".8"/><rect x="102" y="${r1(y - 40)}" width="226" height="40" fill="#2f7a99" opacity=".12"/>` : ''}${[
      [180, 150],
      [250, 150],
      [215, 210],
      [170, 190],
      [260, 190],
    ]
      .map(
        ([x, yy], i) =>
          `<circle cx="${x}" cy="${yy}" r="6" fill="none" stroke="#2f7a99" stroke-width="2" opacity="${r1(ease((t - 0.2 - i * 0.05) / 0.1))}"/>`,
      )
      .join('')}${rings}${progress(t, '#2f7a99')}`;
  },
  lips(t) {
    const lip = along(['#d48a7a', '#c2454f', '#9c2c5a', '#f08a6e', '#5b2245'], t);
    const sel = Math.min(3, Math.floor(t * 4));
    const sw = ['#c2454f', '#9c2c5a', '#f08a6e', '#5b2245']
      .map(
        (c, i) =>
          `<circle cx="${440 + i * 44}" cy="250" r="16" fill="${c}"${i === sel ? ' stroke="#2b1b3d" stroke-width="4"' : ''}/>`,
      )
      .join('');
    return `${BG('#fbeef3', '#ecdff4')}${phone(240, 20, 170, 320, '#fbeef3')}${faceAt(V1, 325, 190, 0.95, { lips: lip })}<g transform="translate(150 200) rotate(-18)"><rect x="-14" y="0" width="28" height="70" rx="4" fill="#2b1b3d"/><path d="M-12 0V-30Q0 -46 12 -30V0Z" fill="${lip}"/></g>${sw}${sparkle(480, 110, 16, '#b0305c', 0.5 + 0.5 * Math.sin(t * 12))}${progress(t, '#b0305c')}`;
  },
  ring(t) {
    const a = t * Math.PI * 2;
    const rx = r1(Math.abs(Math.cos(a)) * 70 + 6);
    const glint = 0.5 + 0.5 * Math.sin(a * 2);
    return `${BG('#f3eefc', '#fbeff5')}<ellipse cx="320" cy="300" rx="170" ry="24" fill="#2b1b3d" opacity=".1"/><ellipse cx="320" cy="290" rx="150" ry="20" fill="#d9c9f2"/><g transform="translate(320 180)"><ellipse rx="${rx}" ry="70" fill="none" stroke="#d4a95f" stroke-width="16"/><ellipse rx="${rx}" ry="70" fill="none" stroke="#fff" stroke-width="3" opacity="${r1(glint * 0.7)}"/><path d="M${-rx * 0.3} -78L0 -104L${rx * 0.3} -78L0 -60Z" fill="#7a4fc2"/></g>${sparkle(420, 90, 14, '#d4a95f', glint)}${sparkle(210, 130, 10, '#7a4fc2', 1 - glint)}<path d="M540 300a30 30 0 1 1 0-1" fill="none" stroke="#7a4fc2" stroke-width="4" opacity=".5"/><path d="M564 296l8 8 8-8" fill="none" stroke="#7a4fc2" stroke-width="4" opacity=".5"/>${progress(t, '#7a4fc2')}`;
  },
  hair(t) {
    const h = along(['#3b2418', '#b5562b', '#e6c98a', '#7a4fc2', '#3b2418'], t);
    const chips = ['#b5562b', '#e6c98a', '#7a4fc2', '#3b2418']
      .map(
        (c, i) =>
          `<rect x="${430 + (i % 2) * 70}" y="${110 + Math.floor(i / 2) * 70}" width="56" height="56" rx="14" fill="${c}"${Math.min(3, Math.floor(t * 4)) === i ? ' stroke="#2b1b3d" stroke-width="4"' : ''}/>`,
      )
      .join('');
    return `${BG('#fdf3ec', '#f6e2ea')}<circle cx="230" cy="180" r="150" fill="#f9d7c7" opacity=".6"/>${faceAt({ ...V1, style: 'wavy' }, 230, 190, 1.25, { hair: h })}${chips}${progress(t, '#c8553a')}`;
  },
  nails(t) {
    const colors = ['#9c2c5a', '#f08a6e', '#7a4fc2', '#d4a95f'];
    const k = Math.floor(t * 4) % 4;
    const done = (t * 4 - Math.floor(t * 4)) * 5;
    const nails = [0, 1, 2, 3, 4].map((i) => (i < done ? colors[k] : colors[(k + 3) % 4]));
    return `${BG('#f3eefc', '#fbeff5')}${hand(300, 180, 1.6 + Math.sin(t * 6) * 0.04, nails, '#c98f6b')}${colors.map((c, i) => `<rect x="${500}" y="${70 + i * 56}" width="80" height="40" rx="20" fill="${c}"${i === k ? ' stroke="#2b1b3d" stroke-width="4"' : ''}/>`).join('')}${progress(t, '#7a4fc2')}`;
  },
  mirror(t) {
    const beam = ease(t / 0.3);
    const lip = mix('#d48a7a', '#c2454f', ease((t - 0.35) / 0.2));
    const hair = mix('#1c1220', '#b5562b', ease((t - 0.65) / 0.2));
    return `${BG('#eaf4f8', '#f4edf7')}<rect x="380" y="20" width="200" height="320" rx="100" fill="#d4a95f"/><rect x="392" y="32" width="176" height="296" rx="88" fill="#fff"/>${faceAt(V2, 480, 190, 0.95, { lips: lip, hair })}<g transform="translate(90 140)"><rect width="150" height="110" rx="10" fill="#fff"/>${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => `<rect x="${16 + i * 10}" y="20" width="${i % 3 ? 4 : 7}" height="60" fill="#2b1b3d"/>`).join('')}</g>${t < 0.32 ? `<rect x="80" y="${r1(150 + beam * 80)}" width="170" height="4" fill="#c2454f"/>` : `<path d="M250 195Q320 160 380 190" stroke="#2f7a99" stroke-width="4" fill="none" stroke-dasharray="8 8" stroke-dashoffset="${r1(-t * 200)}"/>`}${progress(t, '#2f7a99')}`;
  },
  trends(t) {
    const cols = ['#f08a6e', '#9c2c5a', '#d9a58b', '#5b2245', '#6f4a3a', '#e6c98a'];
    const vals = [0.95, 0.8, 0.72, 0.6, 0.5, 0.42];
    const bars = cols
      .map((c, i) => {
        const hgt = r1(ease((t - i * 0.08) / 0.35) * vals[i] * 230);
        return `<rect x="${90 + i * 80}" y="${300 - hgt}" width="56" height="${hgt}" rx="10" fill="${c}"/><circle cx="${118 + i * 80}" cy="${300 - hgt - 22}" r="${hgt > 0 ? 12 : 0}" fill="${c}" opacity=".5"/>`;
      })
      .join('');
    return `${BG('#fbeef3', '#fdf3ec')}<path d="M70 300H590" stroke="#2b1b3d" stroke-width="3" opacity=".3"/>${bars}${sparkle(560, 70, 16, '#b0305c', ease((t - 0.6) / 0.2))}${progress(t, '#b0305c')}`;
  },
  console(t) {
    const step = (a) => ease((t - a) / 0.1);
    const cx = lerp(200, 470, ease((t - 0.55) / 0.2));
    const cy = lerp(300, 286, ease((t - 0.55) / 0.2));
    return `${BG('#f3eefc', '#eaf4f8')}<rect x="60" y="30" width="520" height="300" rx="14" fill="#fff"/><rect x="60" y="30" width="520" height="34" rx="14" fill="#2b1b3d"/><circle cx="84" cy="47" r="6" fill="#f08a6e"/><circle cx="104" cy="47" r="6" fill="#e6c98a"/><circle cx="124" cy="47" r="6" fill="#8fd0c4"/><rect x="60" y="64" width="110" height="266" fill="#f3eefc"/>${[90, 120, 150, 180].map((y) => `<rect x="76" y="${y}" width="76" height="10" rx="5" fill="#7a4fc2" opacity=".25"/>`).join('')}<g opacity="${r1(step(0.05))}"><rect x="196" y="86" width="150" height="180" rx="12" fill="#fbeef3"/><g transform="translate(250 110) rotate(0)"><rect x="-14" y="40" width="28" height="80" rx="4" fill="#2b1b3d"/><path d="M-12 40V10Q0 -6 12 10V40Z" fill="#c2454f"/></g></g>${SHADES.slice(
      0,
      4,
    )
      .map(
        (c, i) =>
          `<circle cx="${384 + i * 42}" cy="120" r="15" fill="${c}" opacity="${r1(step(0.2 + i * 0.07))}"/>`,
      )
      .join(
        '',
      )}<rect x="372" y="160" width="180" height="10" rx="5" fill="#2b1b3d" opacity="${r1(0.15 * step(0.45))}"/><rect x="372" y="182" width="130" height="10" rx="5" fill="#2b1b3d" opacity="${r1(0.15 * step(0.45))}"/><rect x="420" y="266" width="120" height="40" rx="20" fill="${t > 0.78 ? '#2e7d4f' : '#7a4fc2'}"/>${t > 0.78 ? `<path d="M464 286l10 10 20-20" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` : '<rect x="446" y="282" width="68" height="8" rx="4" fill="#fff" opacity=".7"/>'}<path d="M${r1(cx)} ${r1(cy)}l0 26l7-7l6 12l6-3l-6-12l10 0Z" fill="#2b1b3d" stroke="#fff" stroke-width="2"/>${progress(t, '#7a4fc2')}`;
  },
  counter(t) {
    const pulse = (t * 3) % 1;
    const pts = [
      [140, 190],
      [320, 110],
      [500, 190],
    ];
    const at = (a, b, x) => [lerp(a[0], b[0], x), lerp(a[1], b[1], x)];
    const seg = Math.floor(t * 3) % 3;
    const [px, py] = at(pts[seg], pts[(seg + 1) % 3], pulse);
    return `${BG('#eaf4f8', '#fdf3ec')}<path d="M140 190L320 110L500 190Z" fill="none" stroke="#2f7a99" stroke-width="4" stroke-dasharray="10 10" stroke-dashoffset="${r1(-t * 300)}" opacity=".6"/><g transform="translate(80 150)"><rect width="120" height="90" rx="10" fill="#1f2d3d"/><rect x="8" y="8" width="104" height="74" rx="6" fill="#fff"/><g transform="translate(28 6) scale(.3)">${faceGroup(V3)}</g></g><g transform="translate(290 50)">${phone(0, 0, 60, 120, '#fbeef3')}<circle cx="30" cy="60" r="14" fill="#c2454f"/></g><g transform="translate(460 110)"><rect width="80" height="150" rx="40" fill="#d4a95f"/><rect x="6" y="6" width="68" height="138" rx="34" fill="#fff"/><g transform="translate(4 40) scale(.3)">${faceGroup(V2, { lips: '#9c2c5a' })}</g></g><circle cx="${r1(px)}" cy="${r1(py)}" r="10" fill="#b0305c"/>${progress(t, '#2f7a99')}`;
  },
  watch(t) {
    const m = t * 360 * 2;
    const glint = lerp(-80, 80, (t * 2) % 1);
    return `${BG('#f4edf7', '#eaf4f8')}<rect x="40" y="150" width="560" height="90" rx="45" fill="#c98f6b"/><rect x="270" y="70" width="100" height="250" rx="24" fill="#2b1b3d"/><circle cx="320" cy="195" r="72" fill="#d4a95f"/><circle cx="320" cy="195" r="60" fill="#fff"/><defs><clipPath id="w"><circle cx="320" cy="195" r="60"/></clipPath></defs>${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => `<rect x="318" y="141" width="4" height="${i % 3 ? 6 : 12}" fill="#2b1b3d" transform="rotate(${i * 30} 320 195)"/>`).join('')}<rect x="317" y="155" width="6" height="42" rx="3" fill="#2b1b3d" transform="rotate(${r1(m / 12)} 320 195)"/><rect x="318" y="145" width="4" height="52" rx="2" fill="#7a4fc2" transform="rotate(${r1(m)} 320 195)"/><circle cx="320" cy="195" r="6" fill="#2b1b3d"/><rect x="${r1(300 + glint)}" y="120" width="24" height="160" fill="#fff" opacity=".45" transform="rotate(20 320 195)" clip-path="url(#w)"/>${sparkle(430, 90, 14, '#d4a95f', 0.5 + 0.5 * Math.sin(t * 10))}${progress(t, '#7a4fc2')}`;
  },
  shade(t) {
    const shades = [
      '#f6dcc8',
      '#f1c7a8',
      '#e8b896',
      '#d9a27c',
      '#c98f6b',
      '#b97f58',
      '#9a6444',
      '#8d5a3c',
      '#6b4028',
      '#5a3520',
    ];
    const target = 6;
    const pos = lerp(0, target, ease((t - 0.15) / 0.5));
    const x = 70 + pos * 50;
    return `${BG('#fdf3ec', '#f6e2ea')}${shades.map((c, i) => `<rect x="${50 + i * 50}" y="250" width="40" height="60" rx="8" fill="${c}"/>`).join('')}<path d="M${r1(x)} 236l-12-18h24Z" fill="#2b1b3d"/>${faceAt({ ...V2, skin: '#9a6444' }, 320, 130, 0.8)}${t > 0.7 ? `<circle cx="${70 + target * 50}" cy="280" r="26" fill="none" stroke="#2e7d4f" stroke-width="5" opacity="${r1(ease((t - 0.7) / 0.1))}"/>` : ''}${progress(t, '#c8553a')}`;
  },
  tracking(t) {
    const pts = [];
    for (let i = 0; i < 9; i++)
      for (let j = 0; j < 7; j++) {
        const u = (j / 6 - 0.5) * 2;
        const v = (i / 8 - 0.5) * 2;
        if (u * u + v * v > 1.05) continue;
        pts.push([320 + u * 60, 175 + v * 75]);
      }
    const shown = Math.floor(ease(t / 0.6) * pts.length);
    const dots = pts
      .slice(0, shown)
      .map(([x, y]) => `<circle cx="${r1(x)}" cy="${r1(y)}" r="3" fill="#2f7a99"/>`)
      .join('');
    const mesh =
      t > 0.6
        ? `<g stroke="#2f7a99" stroke-width="1" opacity="${r1(ease((t - 0.6) / 0.2) * 0.6)}" fill="none"><ellipse cx="320" cy="175" rx="60" ry="75"/><ellipse cx="320" cy="175" rx="30" ry="75"/><path d="M260 175H380M268 135H372M268 215H372"/></g>`
        : '';
    return `${BG('#eaf4f8', '#f4edf7')}${faceAt(V1, 320, 180, 1.2)}<rect x="220" y="60" width="200" height="250" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="18 10"/>${dots}${mesh}${progress(t, '#2f7a99')}`;
  },
};

/** One frame of a clip's scene, 640×360. */
export function videoFrame(scene, t) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">${SCENES[scene](t)}</svg>`;
}
