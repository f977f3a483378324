// Writes the brand's original artwork to public/art (decision 0232): hand-written SVG motifs (devices
// showing try-on and skin-scan screens, faces, hands, products, event and editing scenes) in four
// palettes, each as a 4:3 picture (`<motif>-<palette>.svg`, 800×600) and a wide banner
// (`wide-<motif>-<palette>.svg`, 1600×600, transparent for dark banners, the motif on the right so text
// can sit on the left).
// No text, no external references. Run: node scripts/art.mjs
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { artFiles } from '../shared/art-svg.ts';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'art');

// The pictures themselves are drawn by shared/art-svg.ts, which the worker also uses (decision 0242).
mkdirSync(OUT, { recursive: true });
for (const f of readdirSync(OUT)) if (f.endsWith('.svg')) rmSync(join(OUT, f));
let total = 0;
let count = 0;
for (const [file, text] of artFiles()) {
  writeFileSync(join(OUT, file), text);
  total += text.length;
  count++;
}
console.log(`${count} files, ${(total / 1024).toFixed(0)} KiB in ${OUT}`);
