import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { SHARE_FAMILIES, type ShareFamily, shareFamilyLangs } from '../shared/share-images.ts';

/**
 * The share images of decision 0279, drawn without a browser: an SVG per page family and language
 * (the family's artwork from public/art, the brand mark, the translated heading and description) turned
 * into a 1200×630 PNG by resvg with the CJK-capable font kept in build/fonts (its README names source
 * and licence). `npm run build` writes them under dist/client/og/<family>/<lang>.png (buildApp in
 * vite.config.ts); `npm run dev` answers the same addresses from memory. Drawn once per input: the
 * result is kept in node_modules/.cache/share-images under the hash of everything it depends on.
 */

const WIDTH = 1200;
const HEIGHT = 630;
export const SHARE_FONT = 'build/fonts/wqy-microhei-subset.ttf';
const FONT_FAMILY = 'WenQuanYi Micro Hei';
const CACHE_DIR = 'node_modules/.cache/share-images';
const INK = '#2b1b3d';
const BLUSH = '#f4c6d7';

type Texts = { heading: string; description: string };

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** Wide (CJK, Hangul, fullwidth) characters take about 1 em, others about 0.56 em. */
const isWide = (ch: string) => /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(ch);
const widthOf = (s: string, size: number) =>
  [...s].reduce((w, ch) => w + (isWide(ch) ? 1 : ch === ' ' ? 0.3 : 0.56) * size, 0);

/**
 * Lines of at most `max` pixels: words break at spaces; CJK text (no spaces) between any two characters,
 * never before closing punctuation. At most `lines` lines; the last ends with "…" when cut.
 */
export function wrapText(text: string, size: number, max: number, lines: number): string[] {
  const tokens =
    text.match(
      /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef][、。，．！？）」』ーぁぃぅぇぉゃゅょっァィゥェォャュョッ]*|[^\s\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]+|\s+/g,
    ) ?? [];
  const out: string[] = [];
  let line = '';
  for (const token of tokens) {
    const next = /^\s+$/.test(token) ? (line ? `${line} ` : '') : `${line}${token}`;
    if (line && widthOf(next.trimEnd(), size) > max && !/^\s+$/.test(token)) {
      out.push(line.trimEnd());
      line = token;
    } else line = next;
  }
  if (line.trim()) out.push(line.trimEnd());
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  let last = kept[lines - 1]!;
  while (last && widthOf(`${last}…`, size) > max) last = [...last].slice(0, -1).join('');
  kept[lines - 1] = `${last.trimEnd()}…`;
  return kept;
}

/** The brand mark of public/favicon.svg, scaled. */
const mark = (x: number, y: number, s: number) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <circle cx="16" cy="16" r="15" fill="${INK}" stroke="${BLUSH}" stroke-width="0.6"/>
    <path d="M10 9v14h12" fill="none" stroke="${BLUSH}" stroke-width="3" stroke-linecap="round"/>
    <circle cx="21" cy="11" r="3" fill="${BLUSH}"/>
  </g>`;

/** The SVG of one family's image in one language. */
export function shareSvg(family: ShareFamily, texts: Texts, brand: string, lang: string): string {
  const art = fs.readFileSync(path.resolve('public/art', `${SHARE_FAMILIES[family].art}.svg`));
  const artUri = `data:image/svg+xml;base64,${art.toString('base64')}`;
  const heading = wrapText(texts.heading, 72, 560, 2);
  const description = wrapText(texts.description, 32, 560, 3);
  const text = (lines: string[], y: number, size: number, gap: number, fill: string, weight = 400) =>
    lines
      .map(
        (l, i) =>
          `<text x="80" y="${y + i * gap}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${weight}" fill="${fill}">${xml(l)}</text>`,
      )
      .join('');
  const descY = 250 + heading.length * 84 + 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" lang="${xml(lang)}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${INK}"/><stop offset="1" stop-color="#4a2f63"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <image href="${artUri}" x="700" y="0" width="500" height="${HEIGHT}" preserveAspectRatio="xMidYMid slice"/>
  ${mark(80, 70, 2.5)}
  <text x="170" y="126" font-family="${FONT_FAMILY}" font-size="40" fill="#ffffff">${xml(brand)}</text>
  ${text(heading, 250, 72, 84, '#ffffff', 700)}
  ${text(description, descY, 32, 44, '#e9dff0')}
  <rect x="80" y="560" width="120" height="8" rx="4" fill="${BLUSH}"/>
</svg>`;
}

/** A family's heading and description in a language, from the translations (brand filled in). */
function textsOf(family: ShareFamily, lang: string, brand: string): Texts {
  const seo = JSON.parse(fs.readFileSync(path.resolve('locales', lang, 'seo.json'), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  const entry = seo[SHARE_FAMILIES[family].seoKey];
  if (!entry?.heading || !entry.description)
    throw new Error(
      `share images: seo:${SHARE_FAMILIES[family].seoKey} has no heading/description in ${lang}`,
    );
  const fill = (s: string) => s.replace(/\{\{\s*brand\s*\}\}/g, brand);
  return { heading: fill(entry.heading), description: fill(entry.description) };
}

/** Every character drawn must be in the font: a missing one would be an empty box on the card. */
let fontChars: Set<number> | null = null;
function checkCovered(texts: Texts, where: string) {
  fontChars ??= cmapOf(fs.readFileSync(path.resolve(SHARE_FONT)));
  const missing = [...`${texts.heading}${texts.description}`].filter(
    (ch) => ch.trim() && !fontChars!.has(ch.codePointAt(0)!),
  );
  if (missing.length)
    throw new Error(`share images: ${SHARE_FONT} lacks ${[...new Set(missing)].join(' ')} (${where})`);
}

/** The code points of a TrueType font's Unicode cmap (formats 4 and 12). */
export function cmapOf(font: Buffer): Set<number> {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    const rec = 12 + i * 16;
    if (font.toString('latin1', rec, rec + 4) === 'cmap') cmap = font.readUInt32BE(rec + 8);
  }
  if (cmap < 0) throw new Error('share images: the font has no cmap');
  const out = new Set<number>();
  const subtables = font.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const off = cmap + font.readUInt32BE(cmap + 4 + i * 8 + 4);
    const format = font.readUInt16BE(off);
    if (format === 4) {
      const segs = font.readUInt16BE(off + 6) / 2;
      const ends = off + 14;
      const starts = ends + segs * 2 + 2;
      for (let s = 0; s < segs; s++) {
        const end = font.readUInt16BE(ends + s * 2);
        for (let c = font.readUInt16BE(starts + s * 2); c <= end && c < 0xffff; c++) out.add(c);
      }
    } else if (format === 12) {
      const groups = font.readUInt32BE(off + 12);
      for (let g = 0; g < groups; g++) {
        const at = off + 16 + g * 12;
        const end = font.readUInt32BE(at + 4);
        for (let c = font.readUInt32BE(at); c <= end; c++) out.add(c);
      }
    }
  }
  return out;
}

function render(svg: string): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: WIDTH },
    font: { fontFiles: [path.resolve(SHARE_FONT)], loadSystemFonts: false, defaultFontFamily: FONT_FAMILY },
  });
  return Buffer.from(resvg.render().asPng());
}

/** Every share image: `og/<family>/<lang>.png` → PNG bytes (from the cache when nothing changed). */
export function shareImageFiles(brand = process.env.BRAND_NAME || 'Lumora'): Map<string, Buffer> {
  const jobs: { name: string; family: ShareFamily; lang: string; texts: Texts }[] = [];
  for (const family of Object.keys(SHARE_FAMILIES) as ShareFamily[])
    for (const lang of shareFamilyLangs(family))
      jobs.push({ name: `og/${family}/${lang}.png`, family, lang, texts: textsOf(family, lang, brand) });
  const hash = createHash('sha256');
  for (const file of [SHARE_FONT, 'build/share-images.ts', 'shared/share-images.ts'])
    hash.update(fs.readFileSync(path.resolve(file)));
  for (const family of Object.keys(SHARE_FAMILIES) as ShareFamily[])
    hash.update(fs.readFileSync(path.resolve('public/art', `${SHARE_FAMILIES[family].art}.svg`)));
  hash.update(JSON.stringify([brand, jobs]));
  const dir = path.resolve(CACHE_DIR, hash.digest('hex').slice(0, 16));
  const out = new Map<string, Buffer>();
  for (const job of jobs) {
    const cached = path.join(dir, job.name);
    if (fs.existsSync(cached)) {
      out.set(job.name, fs.readFileSync(cached));
      continue;
    }
    checkCovered(job.texts, `${job.family}/${job.lang}`);
    const png = render(shareSvg(job.family, job.texts, brand, job.lang));
    fs.mkdirSync(path.dirname(cached), { recursive: true });
    fs.writeFileSync(cached, png);
    out.set(job.name, png);
  }
  return out;
}

/** Writes every share image into a build's client folder. */
export function writeShareImages(clientOut: string): void {
  for (const [name, png] of shareImageFiles()) {
    const file = path.resolve(clientOut, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, png);
  }
}
