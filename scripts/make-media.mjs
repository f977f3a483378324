// Writes the fictional world's assets (docs/content-world.md; sources and licences in
// docs/media-sources.md, decision 0280): brand wordmarks (public/brand/customers), illustrated portraits
// (public/people), list thumbnails, phone screens and feature illustrations (public/media/…), the video
// clips (public/media/video: WebM VP9 + MP4 H.264 faststart + poster JPEG + WebVTT captions per
// language), and — with `--capture <base url>` — before/after photos made by the site's own embedded
// try-on on the public-domain sample photo; with `engine --base <base url>`, the product demo videos
// recorded from that same try-on (scripts/media/record-engine.mjs, decision 0337).
//
//   ./node_modules/.bin/node scripts/make-media.mjs                 # everything but the captures
//   ./node_modules/.bin/node scripts/make-media.mjs video           # one step: logos people thumbs apps video doc (captions, capture, engine: only when named)
//   ./node_modules/.bin/node scripts/make-media.mjs video --only=jewellery-3d-viewer   # some clips
//   ./node_modules/.bin/node scripts/make-media.mjs captions   # the drawn clips' WebVTT only
//   ./node_modules/.bin/node scripts/make-media.mjs capture --capture http://127.0.0.1:8851
//   ./node_modules/.bin/node scripts/make-media.mjs engine --base http://127.0.0.1:8851 [--only=<id>]
//
// Needs Debian's chromium (CHROMIUM_PATH) and ffmpeg. Node 22 (type stripping: shared/art-svg.ts).
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { ART_MOTIFS, ART_PALETTES } from '../shared/art.ts';
import { artSvgText, PALETTES } from '../shared/art-svg.ts';
import { CAPTURES, capture } from './media/capture.mjs';
import { APPS, BRANDS, PEOPLE, THUMBS, VIDEOS } from './media/cast.mjs';
import { appScreen, featureIllustration, portrait, thumbnail, videoFrame, wordmark } from './media/draw.mjs';
import { DEMOS, recordEngineDemos } from './media/record-engine.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUB = join(ROOT, 'public');
const CAPTIONS = JSON.parse(readFileSync(join(ROOT, 'scripts/media/captions.json'), 'utf8'));
const FPS = 24;
const SECONDS = 8;

const args = process.argv.slice(2);
const flagValue = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : null);
const captureAt = flagValue('--capture');
const base = flagValue('--base');
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const steps = args.filter((a) => !a.startsWith('--') && a !== captureAt && a !== base);
const want = (s) => (steps.length ? steps.includes(s) : s !== 'capture' && s !== 'engine');
/** The clips recorded from the engine (`engine`); the `video` step draws the others. */
const ENGINE_IDS = new Set(DEMOS.map(([id]) => id));

function freshDir(rel, ext) {
  const dir = join(PUB, rel);
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(dir)) if (!ext || ext.some((e) => f.endsWith(e))) rmSync(join(dir, f));
  return dir;
}
const write = (path, text) => {
  writeFileSync(path, text);
  return text.length;
};

if (want('logos')) {
  const dir = freshDir('brand/customers');
  for (const b of BRANDS) write(join(dir, `${b.slug}.svg`), wordmark(b));
  console.log(`logos: ${BRANDS.length}`);
}

if (want('people')) {
  const dir = freshDir('people');
  for (const p of PEOPLE) write(join(dir, `${p.slug}.svg`), portrait(p));
  console.log(`portraits: ${PEOPLE.length}`);
}

if (want('thumbs')) {
  const dir = freshDir('media/thumbs');
  const used = new Set();
  THUMBS.forEach(([kind, handle, motif], i) => {
    // One (motif, palette) pair per thumbnail while the topic's motif has a free palette.
    let palette = ART_PALETTES.find((p) => !used.has(`${motif}/${p}`));
    if (!palette) palette = ART_PALETTES[i % ART_PALETTES.length];
    used.add(`${motif}/${palette}`);
    const inner = artSvgText(motif, palette, false)
      .replace(/^<svg[^>]*>/, '')
      .replace(/<\/svg>\s*$/, '');
    write(join(dir, `${kind}-${handle}.svg`), thumbnail(kind, handle, inner, PALETTES[palette].a1, i));
  });
  if (!ART_MOTIFS.length) throw new Error('no art motifs');
  console.log(`thumbnails: ${THUMBS.length}`);
}

if (want('apps')) {
  const dir = freshDir('media/apps');
  for (const [code, what] of APPS) write(join(dir, `${code}.svg`), appScreen(code, what));
  const ill = freshDir('media/illustrations');
  const kinds = ['face-swap', 'text-to-image', 'headshot', 'photo-enhancer', 'skin-retouch'];
  for (const k of kinds) write(join(ill, `${k}.svg`), featureIllustration(k));
  console.log(`app screens: ${APPS.length}, feature illustrations: ${kinds.length}`);
}

async function browser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu'],
  });
}

const vttTime = (s) => `00:00:${s.toFixed(3).padStart(6, '0')}`;
function vtt([title, description]) {
  return `WEBVTT\n\n1\n${vttTime(0)} --> ${vttTime(3.5)}\n${title}\n\n2\n${vttTime(3.5)} --> ${vttTime(SECONDS)}\n${description}\n`;
}

// `captions` rewrites only the drawn clips' WebVTT files (after a title changes), leaving the encodes.
const drawnCaptions = (dir, clips) => {
  for (const v of clips)
    for (const [lang, cues] of Object.entries(CAPTIONS[v.id]))
      write(join(dir, `${v.id}.${lang}.vtt`), vtt(cues));
};
if (steps.includes('captions'))
  drawnCaptions(
    join(PUB, 'media/video'),
    VIDEOS.filter((x) => !ENGINE_IDS.has(x.id) && (!only || only.includes(x.id))),
  );

if (want('video')) {
  // `--only=<id>,<id>` redraws those clips and leaves the others; the engine's recordings stay.
  const drawn = VIDEOS.filter((x) => !ENGINE_IDS.has(x.id) && (!only || only.includes(x.id)));
  const dir = join(PUB, 'media/video');
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(dir)) if (drawn.some((v) => f.startsWith(`${v.id}.`))) rmSync(join(dir, f));
  const b = await browser();
  const page = await b.newPage({ viewport: { width: 640, height: 360 } });
  await page.setContent('<html><body style="margin:0"><div id="f"></div></body></html>');
  for (const v of drawn) {
    const tmp = mkdtempSync(join(tmpdir(), `clip-${v.id}-`));
    const frames = FPS * SECONDS;
    for (let i = 0; i < frames; i++) {
      await page.evaluate(
        (svg) => {
          document.getElementById('f').innerHTML = svg;
        },
        videoFrame(v.scene, i / (frames - 1)),
      );
      await page.screenshot({ path: join(tmp, `f${String(i).padStart(4, '0')}.png`) });
    }
    await page.evaluate(
      (svg) => {
        document.getElementById('f').innerHTML = svg;
      },
      videoFrame(v.scene, 0.7),
    );
    await page.screenshot({ path: join(dir, `${v.id}.jpg`), type: 'jpeg', quality: 82 });
    const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(tmp, 'f%04d.png')];
    execFileSync('ffmpeg', [
      ...input,
      ...['-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-pix_fmt', 'yuv420p', '-profile:v', 'main'],
      ...['-movflags', '+faststart', '-an', join(dir, `${v.id}.mp4`)],
    ]);
    execFileSync('ffmpeg', [
      ...input,
      ...[
        '-c:v',
        'libvpx-vp9',
        '-b:v',
        '0',
        '-crf',
        '42',
        '-row-mt',
        '1',
        '-deadline',
        'good',
        '-cpu-used',
        '4',
      ],
      ...['-pix_fmt', 'yuv420p', '-an', join(dir, `${v.id}.webm`)],
    ]);
    rmSync(tmp, { recursive: true, force: true });
    drawnCaptions(dir, [v]);
    const kb = (f) => (statSync(join(dir, f)).size / 1024).toFixed(0);
    console.log(`video ${v.id}: mp4 ${kb(`${v.id}.mp4`)} KiB, webm ${kb(`${v.id}.webm`)} KiB`);
  }
  await b.close();
}

if (want('capture')) {
  if (!captureAt) throw new Error('capture needs --capture <base url of a running build>');
  await capture(captureAt, freshDir('media/before-after', ['.jpg']));
}

if (want('engine')) {
  if (!base) throw new Error('engine needs --base <base url of a running build>');
  await recordEngineDemos(base, join(PUB, 'media/video'), only);
}

if (want('doc')) writeSourcesTable();

/** The generated table of docs/media-sources.md: every file under the new asset folders, its source. */
function writeSourcesTable() {
  const doc = join(ROOT, 'docs/media-sources.md');
  const folders = ['brand/customers', 'people', 'media'];
  const rows = [];
  const walk = (d) => {
    for (const f of readdirSync(d).sort()) {
      const p = join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      else rows.push(p);
    }
  };
  for (const f of folders) if (existsSync(join(PUB, f))) walk(join(PUB, f));
  const what = (rel) => {
    if (rel.startsWith('brand/customers/'))
      return ['wordmark of a fictional brand', 'original (scripts/media/draw.mjs)'];
    if (rel.startsWith('people/'))
      return ['illustrated portrait of a fictional person', 'original (scripts/media/draw.mjs)'];
    if (rel.startsWith('media/thumbs/'))
      return ['list thumbnail: public/art motif + badge', 'original (shared/art-svg.ts, draw.mjs)'];
    if (rel.startsWith('media/apps/'))
      return ['phone-screen illustration of an app', 'original (scripts/media/draw.mjs)'];
    if (rel.startsWith('media/illustrations/'))
      return ['feature illustration, not an output', 'original (scripts/media/draw.mjs)'];
    const engineClip = [...ENGINE_IDS].some((id) => rel.startsWith(`media/video/${id}.`));
    if (engineClip && rel.endsWith('.vtt'))
      return ['captions of the engine demo, cue by cue', 'original text of this project'];
    if (engineClip)
      return [
        'demo recorded from the embedded try-on’s stage (scripts/media/record-engine.mjs)',
        'PD photo + this project’s engine; ffmpeg (Debian)',
      ];
    if (rel.startsWith('media/video/') && rel.endsWith('.vtt'))
      return ['captions (seed titles and descriptions)', 'original text of this project'];
    if (rel.startsWith('media/video/'))
      return ['animated clip / poster rendered from draw.mjs frames', 'original; ffmpeg (Debian)'];
    if (rel.startsWith('media/downloads/') && rel.endsWith('.pdf'))
      return [
        'downloadable document (fact sheet) of the fictional company',
        'original (scripts/make-downloads.mjs)',
      ];
    if (rel === 'media/before-after/sample-before.jpg')
      return ['the sample photo on the try-on stage, before', 'PD photo (see above)'];
    const cap = CAPTURES.find(([stem]) => rel === `media/before-after/${stem}-after.jpg`);
    if (cap)
      return [
        `the embedded try-on’s result: ${cap[2]?.source ?? 'its default reshaping'} on /business/showcase/${cap[1]}`,
        'PD photo + this project’s engine',
      ];
    return ['?', '?'];
  };
  const table = [
    '| file | what | source | licence |',
    '|---|---|---|---|',
    ...rows.map((p) => {
      const rel = relative(PUB, p).split('\\').join('/');
      const [w, s] = what(rel);
      const lic = s.startsWith('PD')
        ? 'public domain (photo); project licence (processing)'
        : 'project licence';
      return `| \`public/${rel}\` | ${w} | ${s} | ${lic} |`;
    }),
  ].join('\n');
  const text = readFileSync(doc, 'utf8');
  const start = '<!-- files:start -->';
  const end = '<!-- files:end -->';
  const next = `${text.slice(0, text.indexOf(start) + start.length)}\n${table}\n${text.slice(text.indexOf(end))}`;
  writeFileSync(doc, next);
  console.log(`docs/media-sources.md: ${rows.length} files`);
}
