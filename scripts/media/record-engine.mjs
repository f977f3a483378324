// The product demo videos recorded from the site's own embedded try-on (decision 0337): each demo opens
// showcase pages of the built site in Debian's Chromium (WebGL on SwiftShader), starts the engine on the
// public-domain sample model (or the illustrated sample hand), picks SKUs, presses the skin marks or pulls
// the before/after split, and captures the stage canvas on a fixed timeline: every output frame is the
// engine's canvas as drawn at that moment (left), beside an enlarged crop of it (right, the part the step
// is about). The frames go to ffmpeg at FPS — WebM VP9 + MP4 H.264 faststart + poster JPEG — and the
// steps' cues become WebVTT captions in each audience language (scripts/media/engine-captions.json).
// The fixed timeline, not wall-clock recording, is what keeps a 2-core machine's slow frames out of the
// clip. Used by scripts/make-media.mjs `engine`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchTryonBrowser, openShowcaseTryon } from '../tryon-browser.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const WORDS = JSON.parse(readFileSync(join(HERE, 'engine-captions.json'), 'utf8'));
export const FPS = 15;
const W = 640;
const H = 360;

/** Landmark groups the enlarged crop frames (MediaPipe face mesh indices; 'hand': the first hand). */
const ZOOM = {
  lips: { ids: [61, 291, 0, 17, 2, 152], pad: [0.35, 0.25] },
  eyes: { ids: [33, 133, 263, 362, 105, 334, 145, 374], pad: [0.12, 0.6] },
  face: { ids: null, pad: [0.08, 0.06] },
  head: { ids: null, pad: [0.3, 0.45] },
  hand: { ids: 'hand', pad: [0.15, 0.1] },
  ring: { ids: 'hand', only: [0, 9, 13, 14, 15, 16], pad: [0.35, 0.05] },
  wrist: { ids: 'hand', only: [0, 1, 5, 17], pad: [0.45, 0.9] },
};

const shade = (name, finish, zoom, seconds = 4) => ({
  sku: name,
  cue: ['shade', { name, finish }],
  zoom,
  seconds,
});
const split = (zoom, cue = ['split']) => ({ split: true, cue, zoom, seconds: 6 });

/**
 * The demos: [video id, scenes]; a scene is one showcase page started on its sample, its steps run in
 * order, each held `seconds` with its caption cue ([key of engine-captions.json, values]).
 */
export const DEMOS = [
  [
    'makeup-try-on-in-two-minutes',
    [
      {
        page: 'lip-color',
        steps: [
          { sku: 'Rosewood Hush', cue: ['lipIntro'], zoom: 'face', seconds: 5 },
          shade('Rosewood Hush', 'matte', 'lips'),
          shade('Coral Tide', 'satin', 'lips'),
          shade('Peach Fizz', 'gloss', 'lips'),
          shade('Starlit Berry', 'shimmer', 'lips'),
          shade('Molten Copper', 'metallic', 'lips'),
          shade('Cherry Signal', 'satin', 'lips'),
          split('lips'),
        ],
      },
      {
        page: 'eye-shadow',
        steps: [
          { sku: 'Dawn Taupe', cue: ['eyeIntro'], zoom: 'eyes', seconds: 4 },
          shade('Copper Spark', 'metallic', 'eyes'),
          shade('Smoked Plum', 'shimmer', 'eyes'),
          shade('Sea Glass', 'shimmer', 'eyes'),
        ],
      },
      {
        page: 'look',
        steps: [
          { sku: 'Weekday Fresh', cue: ['look', { name: 'Weekday Fresh' }], zoom: 'face', seconds: 5 },
          { sku: 'Golden Evening', cue: ['look', { name: 'Golden Evening' }], zoom: 'face', seconds: 5 },
          { sku: 'Berry Night Out', cue: ['look', { name: 'Berry Night Out' }], zoom: 'face', seconds: 5 },
          split('face', ['lookSplit']),
        ],
      },
    ],
  ],
  [
    'hair-ai-overview',
    [
      {
        page: 'hair-color',
        steps: [
          { sku: 'Copper Blaze', cue: ['hairIntro'], zoom: 'head', seconds: 5 },
          ...['Copper Blaze', 'Ash Blonde', 'Midnight Blue', 'Rose Pink', 'Chocolate', 'Caramel Ombré'].map(
            (name) => ({ sku: name, cue: ['hairShade', { name }], zoom: 'head', seconds: 4 }),
          ),
          split('head', ['hairSplit']),
        ],
      },
    ],
  ],
  [
    'skin-analysis-at-the-counter',
    [
      {
        page: 'skincare/diagnostics',
        steps: [
          { marks: [], cue: ['skinIntro'], zoom: 'face', seconds: 5 },
          ...['Spots', 'Lines', 'Pores', 'Redness', 'Dark circles'].map((m) => ({
            marks: [m],
            cue: [`skin${m.replace(' ', '')}`],
            zoom: 'face',
            seconds: 5,
          })),
          {
            marks: ['Spots', 'Lines', 'Pores', 'Redness', 'Dark circles'],
            cue: ['skinAll'],
            zoom: 'face',
            seconds: 6,
          },
        ],
      },
    ],
  ],
  [
    'jewellery-3d-viewer',
    [
      {
        page: 'rings',
        steps: [
          { sku: 'Solitaire Halo', cue: ['ringIntro'], zoom: 'hand', seconds: 5 },
          ...['Solitaire Halo', 'Twisted Gold', 'Emerald Band'].map((name) => ({
            sku: name,
            cue: ['ring', { name }],
            zoom: 'ring',
            seconds: 5,
          })),
        ],
      },
      {
        page: 'watches',
        steps: ['Meridian 38 Steel', 'Meridian 40 Rose', 'Tide Chrono Black'].map((name, i) => ({
          sku: name,
          cue: [i ? 'watch' : 'watchIntro', { name }],
          zoom: 'wrist',
          seconds: 5,
        })),
      },
    ],
  ],
  [
    'nail-colour-try-on-demo',
    [
      {
        page: 'nail-color',
        steps: [
          { sku: 'Red Carpet', cue: ['nailIntro'], zoom: 'hand', seconds: 5 },
          shade('Red Carpet', 'gloss', 'hand', 5),
          shade('Milk Tea', 'cream', 'hand', 5),
          shade('Galaxy Teal', 'glitter', 'hand', 5),
          shade('Lilac Haze', 'cream', 'hand', 5),
          split('hand', ['nailSplit']),
        ],
      },
    ],
  ],
];

/** Seconds of a demo: the sum of its steps. */
export const demoSeconds = (scenes) =>
  scenes.reduce((s, sc) => s + sc.steps.reduce((t, st) => t + st.seconds, 0), 0);

/** One caption's text in `lang`: the cue's template with its values (a finish by its word in lang). */
function cueText(lang, [key, values = {}]) {
  const w = WORDS[lang];
  const text = w.cues[key];
  if (!text) throw new Error(`engine-captions.json: ${lang} lacks ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, k) => (k === 'finish' ? w.finish[values.finish] : values[k]));
}

const vttTime = (s) => {
  const m = Math.floor(s / 60);
  return `00:${String(m).padStart(2, '0')}:${(s - m * 60).toFixed(3).padStart(6, '0')}`;
};

/** The WebVTT of a demo in `lang`: one cue per step. */
export function demoVtt(scenes, lang) {
  let at = 0;
  const cues = [];
  for (const sc of scenes)
    for (const st of sc.steps) {
      cues.push(
        `${cues.length + 1}\n${vttTime(at)} --> ${vttTime(at + st.seconds)}\n${cueText(lang, st.cue)}`,
      );
      at += st.seconds;
    }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

async function openScene(browser, base, scene, firstSku) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openShowcaseTryon(page, `${base}/business/showcase/${scene.page}`, firstSku);
  return page;
}

/** Presses exactly the named skin-mark switches, then waits for the stage to be drawn with them. */
async function marksOn(page, names) {
  const marks = page.getByTestId('skin-marks');
  await marks.waitFor({ timeout: 60_000 });
  for (const b of await marks.getByRole('button').all()) {
    const name = (await b.textContent())?.trim();
    if (((await b.getAttribute('aria-pressed')) === 'true') !== names.includes(name)) await b.click();
  }
}

/** The crop box for `zoom` on the stage (canvas pixels), shaped like the right-hand panel. */
function cropBox(page, zoom) {
  return page.evaluate(
    ({ z, W, H }) => {
      const stage = document.querySelector('.tryon__canvas');
      const d = window.TryOnModule.diagnostics();
      const lm = (z.ids === 'hand' ? d.hands?.[0]?.lm : d.landmarks) ?? [];
      const pick = Array.isArray(z.ids) ? z.ids : z.only;
      const ps = pick ? pick.map((i) => lm[i]).filter(Boolean) : lm;
      if (!ps.length) return { x: 0, y: 0, w: stage.width, h: stage.height };
      const xs = ps.map((p) => p.x);
      const ys = ps.map((p) => p.y);
      let w = (Math.max(...xs) - Math.min(...xs)) * (1 + 2 * z.pad[0]);
      let h = (Math.max(...ys) - Math.min(...ys)) * (1 + 2 * z.pad[1]);
      const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
      const cy = (Math.max(...ys) + Math.min(...ys)) / 2;
      // the enlarged crop's panel: beside the stage at full height, or the right half for a landscape stage
      const full = Math.round((stage.width / stage.height) * H);
      const sw = full > W / 2 ? W / 2 : full;
      const ratio = (W - sw) / H;
      if (w / h < ratio) w = h * ratio;
      else h = w / ratio;
      w = Math.min(w, stage.width);
      h = Math.min(h, stage.height, w / ratio);
      w = h * ratio;
      const x = Math.max(0, Math.min(stage.width - w, cx - w / 2));
      const y = Math.max(0, Math.min(stage.height - h, cy - h / 2));
      return { x, y, w, h };
    },
    { z: ZOOM[zoom], W, H },
  );
}

/** One output frame: the stage (as drawn now) at full height, the crop enlarged beside it, the SKU named. */
async function frame(page, box, label) {
  const url = await page.evaluate(
    async ({ box, label, W, H }) => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const stage = document.querySelector('.tryon__canvas');
      const out = Object.assign(document.createElement('canvas'), { width: W, height: H });
      const c = out.getContext('2d');
      c.fillStyle = '#15121a';
      c.fillRect(0, 0, W, H);
      c.imageSmoothingQuality = 'high';
      let sw = Math.round((stage.width / stage.height) * H);
      if (sw > W / 2) {
        // a landscape stage (the sample hand): fitted into the left half, the crop in the right half
        sw = W / 2;
        const sh = (stage.height / stage.width) * sw;
        c.drawImage(stage, 0, (H - sh) / 2, sw, sh);
      } else c.drawImage(stage, 0, 0, sw, H);
      c.drawImage(stage, box.x, box.y, box.w, box.h, sw, 0, W - sw, H);
      c.fillStyle = '#15121a';
      c.fillRect(sw, 0, 2, H);
      if (label) {
        c.font = '600 17px sans-serif';
        const tw = c.measureText(label).width;
        c.fillStyle = 'rgba(21,18,26,0.72)';
        c.fillRect(sw + 12, 12, tw + 20, 30);
        c.fillStyle = '#fff';
        c.fillText(label, sw + 22, 33);
      }
      return out.toDataURL('image/jpeg', 0.92);
    },
    { box, label, W, H },
  );
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
}

const ease = (t) => (1 - Math.cos(Math.PI * Math.min(1, Math.max(0, t)))) / 2;
const lerpBox = (a, b, t) => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
  w: a.w + (b.w - a.w) * t,
  h: a.h + (b.h - a.h) * t,
});

/** Records one demo's frames into `tmp` (f00000.jpg…); answers the poster frame's index. */
async function recordFrames(browser, base, scenes, tmp) {
  let n = 0;
  let box = null;
  let poster = 0;
  const total = demoSeconds(scenes) * FPS;
  for (const scene of scenes) {
    const page = await openScene(browser, base, scene, scene.steps.find((s) => s.sku)?.sku);
    try {
      for (const step of scene.steps) {
        if (step.sku) await page.getByRole('radio', { name: step.sku }).check();
        if (step.marks) await marksOn(page, step.marks);
        if (step.split)
          await page.getByTestId('tryon').getByRole('button', { name: 'Before and after' }).click();
        const target = await cropBox(page, step.zoom);
        const from = box ?? target;
        const frames = step.seconds * FPS;
        const label = step.sku ?? '';
        for (let i = 0; i < frames; i++) {
          const t = i / FPS;
          if (step.split) {
            // all after → all before → halfway, over the step
            const p = i / (frames - 1);
            const v = p < 0.7 ? 100 * ease(p / 0.7) : 100 - 50 * ease((p - 0.7) / 0.3);
            await page.evaluate((v) => {
              const s = document.querySelector('.tryon__split');
              s.value = String(Math.round(v));
              s.dispatchEvent(new Event('input', { bubbles: true }));
            }, v);
          }
          box = lerpBox(from, target, ease(t / 0.8));
          const jpg = await frame(page, box, label);
          writeFileSync(join(tmp, `f${String(n).padStart(5, '0')}.jpg`), jpg);
          if (!poster && n > total * 0.25 && (step.sku || step.marks?.length) && !step.split) poster = n;
          n++;
        }
      }
    } finally {
      await page.close();
    }
  }
  return poster;
}

/** Encodes the frames like the drawn clips (make-media.mjs): WebM VP9, MP4 H.264 faststart, no audio. */
function encode(tmp, dir, id) {
  const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(tmp, 'f%05d.jpg')];
  execFileSync('ffmpeg', [
    ...input,
    ...['-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-pix_fmt', 'yuv420p', '-profile:v', 'main'],
    ...['-g', String(FPS * 4), '-movflags', '+faststart', '-an', join(dir, `${id}.mp4`)],
  ]);
  execFileSync('ffmpeg', [
    ...input,
    ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', '-deadline', 'good'],
    ...['-cpu-used', '4', '-g', String(FPS * 4), '-pix_fmt', 'yuv420p', '-an', join(dir, `${id}.webm`)],
  ]);
}

/** List pages show the posters: the best JPEG quality within POSTER_BYTES, the drawn posters' 8–16 KiB. */
const POSTER_BYTES = 12 * 1024;
function posterJpeg(from, to) {
  for (let q = 4; q <= 20; q++) {
    execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-i', from, '-q:v', String(q), to]);
    if (statSync(to).size <= POSTER_BYTES) return;
  }
}

/** Records the demos (all, or those in `only`) into `dir`; logs each file's size. */
export async function recordEngineDemos(base, dir, only) {
  const browser = await launchTryonBrowser(null);
  try {
    for (const [id, scenes] of DEMOS.filter(([id]) => !only || only.includes(id))) {
      const tmp = mkdtempSync(join(tmpdir(), `engine-${id}-`));
      try {
        const poster = await recordFrames(browser, base, scenes, tmp);
        encode(tmp, dir, id);
        posterJpeg(join(tmp, `f${String(poster).padStart(5, '0')}.jpg`), join(dir, `${id}.jpg`));
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
      for (const lang of Object.keys(WORDS))
        writeFileSync(join(dir, `${id}.${lang}.vtt`), demoVtt(scenes, lang));
      const kb = (f) => (statSync(join(dir, f)).size / 1024).toFixed(0);
      console.log(
        `engine ${id}: ${demoSeconds(scenes)} s, mp4 ${kb(`${id}.mp4`)} KiB, webm ${kb(`${id}.webm`)} KiB, poster ${kb(`${id}.jpg`)} KiB`,
      );
    }
  } finally {
    await browser.close();
  }
}
