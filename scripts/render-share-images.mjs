// Renders the default share images (decision 0175): original SVG artwork for each audience, drawn once
// to the raster PNGs social networks take (1200×630; they ignore SVG), plus a square logo for the
// Organization structured data. Run after changing the artwork:
//   node scripts/render-share-images.mjs        (resvg with build/fonts, no browser — decision 0279)
// The PNGs are committed under public/og/ and public/brand/. The per-family, per-language share images
// are drawn by the build instead (build/share-images.ts).
import { writeFile } from 'node:fs/promises';
import { Resvg } from '@resvg/resvg-js';

const FONT = 'build/fonts/wqy-microhei-subset.ttf';
const FONT_FAMILY = 'WenQuanYi Micro Hei';

const BRAND = process.env.BRAND_NAME || 'Lumora';
const INK = '#2b1b3d';
const BLUSH = '#f4c6d7';

/** The mark of the favicon (public/favicon.svg), scaled: an L with a dot. */
const mark = (x, y, s) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <circle cx="16" cy="16" r="15" fill="${INK}" stroke="${BLUSH}" stroke-width="0.6"/>
    <path d="M10 9v14h12" fill="none" stroke="${BLUSH}" stroke-width="3" stroke-linecap="round"/>
    <circle cx="21" cy="11" r="3" fill="${BLUSH}"/>
  </g>`;

const AUDIENCES = {
  business: {
    line: 'Virtual try-on and AI skin analysis',
    sub: 'for beauty, eyewear and jewellery brands',
    accent: '#c98bb0',
    // Swatches: a shade strip of try-on colours.
    art: ['#f1d3c2', '#e3b29a', '#c98a6e', '#9c5f48', '#6e3d2c']
      .map((c, i) => `<rect x="${760 + i * 80}" y="150" width="64" height="330" rx="32" fill="${c}"/>`)
      .join(''),
  },
  consumer: {
    line: 'Beauty, photo and video apps',
    sub: 'for every selfie',
    accent: '#8fb8de',
    // Concentric lens rings: a camera.
    art: [150, 118, 86, 54]
      .map(
        (r, i) =>
          `<circle cx="940" cy="315" r="${r}" fill="none" stroke="${['#f4c6d7', '#c98bb0', '#8fb8de', '#ffffff'][i]}" stroke-width="14" opacity="0.9"/>`,
      )
      .join(''),
  },
};

const xmlText = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function shareSvg({ line, sub, accent, art }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <title>${xmlText(`${BRAND}: ${line} ${sub}`)}</title>
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${INK}"/><stop offset="1" stop-color="#4a2f63"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1100" cy="-40" r="260" fill="${accent}" opacity="0.18"/>
  <circle cx="80" cy="640" r="220" fill="${BLUSH}" opacity="0.12"/>
  ${art}
  ${mark(80, 80, 3)}
  <text x="80" y="300" font-family="${FONT_FAMILY}" font-size="72" font-weight="700" fill="#ffffff">${xmlText(BRAND)}</text>
  <text x="80" y="380" font-family="${FONT_FAMILY}" font-size="38" fill="${BLUSH}">${xmlText(line)}</text>
  <text x="80" y="432" font-family="${FONT_FAMILY}" font-size="30" fill="#e9dff0">${xmlText(sub)}</text>
  <rect x="80" y="500" width="120" height="8" rx="4" fill="${accent}"/>
</svg>`;
}

const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 32 32"><title>${xmlText(BRAND)}</title>${mark(0, 0, 1)}</svg>`;

async function render(svg, width, file) {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontFiles: [FONT], loadSystemFonts: false, defaultFontFamily: FONT_FAMILY },
  });
  await writeFile(file, resvg.render().asPng());
  console.log(`wrote ${file}`);
}
for (const [audience, look] of Object.entries(AUDIENCES)) {
  const svg = shareSvg(look);
  await writeFile(`public/og/${audience}.svg`, svg);
  await render(svg, 1200, `public/og/${audience}.png`);
}
await render(logoSvg, 512, 'public/brand/logo.png');
