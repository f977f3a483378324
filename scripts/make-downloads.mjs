// Writes the downloadable documents of the fictional world (docs/media-sources.md, decision 0304):
// small, honest PDFs made by this dependency-free writer (PDF 1.4, the standard Helvetica fonts, no
// embedded fonts or images). Same input, same bytes: no dates or ids that change between runs.
//
//   ./node_modules/.bin/node scripts/make-downloads.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'public/media/downloads');

/** The investor fact sheet: every figure is one the site's own pages state (content/en/info/…). */
const FACT_SHEET = {
  file: 'lumora-fact-sheet-2026.pdf',
  title: 'Lumora fact sheet 2026',
  lines: [
    ['h1', 'Lumora - Fact sheet 2026'],
    ['p', 'Lumora is a fictional beauty-tech company. This fact sheet belongs to a demonstration'],
    ['p', 'website; it contains no real financial information and is not an offer of securities.'],
    ['h2', 'What we do'],
    ['p', 'AI and AR for beauty, eyewear and jewellery brands: virtual try-on, skin analysis and'],
    ['p', 'shade matching for online shops, apps and stores, and consumer photo and video apps.'],
    ['h2', 'At a glance'],
    ['li', 'Founded: 2015'],
    ['li', 'Business site languages: 9'],
    ['li', 'Markets served: 40+'],
    ['li', 'Products: face, hand and hair try-on, skin analysis, consumer apps'],
    ['h2', 'Milestones'],
    ['li', '2015  Founded with a question: why should choosing a lipstick be a guess?'],
    ['li', '2017  First live makeup try-on for a brand website'],
    ['li', '2019  Skin analysis calibrated against clinical grading'],
    ['li', '2022  Virtual showroom for beauty and fashion in 3D worlds'],
    ['li', '2024  Hand and wrist try-on for rings, watches and nail colour'],
    ['h2', 'Contact'],
    ['p', 'Investor relations: through the contact page of the business website.'],
  ],
};

const esc = (s) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** One A4 page of text lines as a PDF file. */
function pdf({ title, lines }) {
  const style = { h1: ['F2', 20, 34], h2: ['F2', 13, 26], p: ['F1', 11, 16], li: ['F1', 11, 16] };
  let y = 800;
  const ops = ['BT'];
  for (const [kind, text] of lines) {
    const [font, size, lead] = style[kind];
    y -= lead;
    const x = kind === 'li' ? 64 : 56;
    ops.push(`/${font} ${size} Tf 1 0 0 1 ${x} ${y} Tm (${esc(kind === 'li' ? `- ${text}` : text)}) Tj`);
  }
  ops.push('ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${esc(title)}) /Author (Lumora, a fictional company) /Producer (scripts/make-downloads.mjs) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

mkdirSync(OUT, { recursive: true });
const bytes = pdf(FACT_SHEET);
writeFileSync(join(OUT, FACT_SHEET.file), bytes);
console.log(`public/media/downloads/${FACT_SHEET.file}: ${bytes.length} bytes`);
