import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'rolldown';

/**
 * Builds the embedded try-on module (docs/tryon.md, decision 0260) into one folder named by the hash of
 * everything in it — `/tryon/<hash>/` — so every file can be cached for good (public/_headers):
 * - `sdk.js`: the shell the showcase pages load (a classic script defining window.TryOnModule);
 * - `stage.js`: what an open try-on runs on the main thread (session, effects, analyses), loaded on open;
 * - `viewer.js` and `viewer.css`: the 3D viewer (three.js, tree-shaken), loaded only when a page opens
 *   the module with `featureKey: 'pbrviewer'` (docs/tryon-viewer.md, decision 0263);
 * - `wear3d.js`: eyewear and earrings as three.js meshes, loaded only when a page puts them on the face
 *   (docs/tryon-wear.md "Worn in 3D", decision 0323);
 * - `engine-worker.js`: the dedicated worker that runs a landmark engine (`?model=face|hands`);
 * - the engines' own files, copied unchanged from the pinned `@mediapipe/face_mesh` and
 *   `@mediapipe/hands` packages;
 * - `sample-astronaut.png`, the public-domain sample photo, and `i18n/<lang>.json`, the module's words;
 * - `NOTICES.txt`, the third-party licences.
 * Nothing here is committed build output: the engine's files come from node_modules at build time.
 */

export const TRYON_SOURCES = {
  sdk: 'client/tryon/sdk.ts',
  stage: 'client/tryon/stage.ts',
  viewer: 'client/tryon/viewer/index.ts',
  viewerStyles: 'client/tryon/viewer/viewer.css',
  wear3d: 'client/tryon/wear3d/index.ts',
  worker: 'client/tryon/engine-worker.ts',
  assets: 'client/tryon/assets',
  notices: 'client/tryon/NOTICES.txt',
  styles: 'client/tryon/tryon.css',
} as const;

/** What each engine fetches on start, per pinned package (decisions 0260, 0262): its common files, plus
 * one wasm build — SIMD where the browser has it. */
const ENGINES = {
  face: {
    dir: 'node_modules/@mediapipe/face_mesh',
    common: [
      'face_mesh.js',
      'face_mesh.binarypb',
      'face_mesh_solution_packed_assets.data',
      'face_mesh_solution_packed_assets_loader.js',
    ],
    simd: ['face_mesh_solution_simd_wasm_bin.js', 'face_mesh_solution_simd_wasm_bin.wasm'],
    plain: ['face_mesh_solution_wasm_bin.js', 'face_mesh_solution_wasm_bin.wasm'],
  },
  // Only the lite landmark model ships (modelComplexity 0): the full one would add 3.7 MB gzip.
  hands: {
    dir: 'node_modules/@mediapipe/hands',
    common: [
      'hands.js',
      'hands.binarypb',
      'hands_solution_packed_assets.data',
      'hands_solution_packed_assets_loader.js',
      'hand_landmark_lite.tflite',
    ],
    simd: ['hands_solution_simd_wasm_bin.js', 'hands_solution_simd_wasm_bin.wasm'],
    plain: ['hands_solution_wasm_bin.js', 'hands_solution_wasm_bin.wasm'],
  },
  // The person mask for hair and beard (decision 0265): the general model only.
  segment: {
    dir: 'node_modules/@mediapipe/selfie_segmentation',
    common: ['selfie_segmentation.js', 'selfie_segmentation.binarypb', 'selfie_segmentation.tflite'],
    simd: [
      'selfie_segmentation_solution_simd_wasm_bin.js',
      'selfie_segmentation_solution_simd_wasm_bin.wasm',
    ],
    plain: ['selfie_segmentation_solution_wasm_bin.js', 'selfie_segmentation_solution_wasm_bin.wasm'],
  },
} as const;
export type EngineName = keyof typeof ENGINES;

/** The files a browser with WASM SIMD downloads to start one engine (the benchmark adds them up). */
export const engineDownload = (name: EngineName): readonly string[] => [
  ...ENGINES[name].common,
  ...ENGINES[name].simd,
];

/** The engine worker's own policy (decision 0260): the solutions' glue needs eval, confined to the worker. */
export const TRYON_WORKER_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-eval'; object-src 'none'; base-uri 'none'";

/**
 * The static-asset headers of the module folder, appended to the build's `_headers` (public/_headers is
 * copied there first): one folder per build, named by the hash of its files, so everything in it is
 * cached for good; the worker carries its own CSP — a dedicated worker is governed by its own
 * response's policy, so the pages never gain 'unsafe-eval'. (`nosniff` comes from public/_headers' `/*`.)
 */
const TRYON_HEADERS = `
/tryon/*
  Cache-Control: public, max-age=31536000, immutable
  Cross-Origin-Resource-Policy: same-origin

/tryon/:id/engine-worker.js
  Content-Security-Policy: ${TRYON_WORKER_CSP}
`;

async function bundle(entry: string, minify: boolean): Promise<string> {
  const out = await build({
    input: path.resolve(entry),
    write: false,
    output: { format: 'iife', minify, comments: { legal: false } },
    logLevel: 'warn',
  });
  return out.output[0].code;
}

/** The module's words per site language, from locales/<lang>/tryon.json (en is the source of truth). */
function localeFiles(): Record<string, string> {
  const root = path.resolve('locales');
  const files: Record<string, string> = {};
  for (const lang of fs.readdirSync(root)) {
    const file = path.join(root, lang, 'tryon.json');
    if (fs.existsSync(file))
      files[`i18n/${lang}.json`] = JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8')));
  }
  return files;
}

/** Every file of the module, by its name inside the module folder. */
export async function tryOnModuleFiles(minify = true): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  files.set('sdk.js', Buffer.from(await bundle(TRYON_SOURCES.sdk, minify)));
  files.set('stage.js', Buffer.from(await bundle(TRYON_SOURCES.stage, minify)));
  files.set('viewer.js', Buffer.from(await bundle(TRYON_SOURCES.viewer, minify)));
  files.set('wear3d.js', Buffer.from(await bundle(TRYON_SOURCES.wear3d, minify)));
  files.set('engine-worker.js', Buffer.from(await bundle(TRYON_SOURCES.worker, minify)));
  for (const engine of Object.values(ENGINES)) {
    for (const name of [...engine.common, ...engine.simd, ...engine.plain])
      files.set(name, fs.readFileSync(path.resolve(engine.dir, name)));
  }
  for (const name of fs.readdirSync(path.resolve(TRYON_SOURCES.assets))) {
    files.set(name, fs.readFileSync(path.resolve(TRYON_SOURCES.assets, name)));
  }
  for (const [name, text] of Object.entries(localeFiles())) files.set(name, Buffer.from(text));
  files.set('NOTICES.txt', fs.readFileSync(path.resolve(TRYON_SOURCES.notices)));
  files.set('tryon.css', fs.readFileSync(path.resolve(TRYON_SOURCES.styles)));
  files.set('viewer.css', fs.readFileSync(path.resolve(TRYON_SOURCES.viewerStyles)));
  return files;
}

/** The folder name: a hash of every file's name and bytes. */
export function moduleId(files: Map<string, Buffer>): string {
  const hash = createHash('sha256');
  for (const [name, bytes] of [...files].sort(([a], [b]) => a.localeCompare(b)))
    hash.update(name).update(bytes);
  return hash.digest('hex').slice(0, 12);
}

/** The shell's address in a build written by writeTryOnModule (its one folder under `<outDir>/tryon`). */
export function builtTryOnModule(outDir: string): string {
  const ids = fs.readdirSync(path.resolve(outDir, 'tryon'));
  if (ids.length !== 1) throw new Error(`expected one try-on module folder, found ${ids.length}`);
  return `/tryon/${ids[0]}/sdk.js`;
}

/** Writes the module under `<outDir>/tryon/<id>/` (alone there) and answers the shell's address. */
export async function writeTryOnModule(outDir: string): Promise<string> {
  // TRYON_NO_MINIFY=1 builds a readable module, for profiling (docs/tryon.md "Figures").
  const files = await tryOnModuleFiles(!process.env.TRYON_NO_MINIFY);
  const id = moduleId(files);
  const dir = path.resolve(outDir, 'tryon', id);
  fs.rmSync(path.resolve(outDir, 'tryon'), { recursive: true, force: true });
  for (const [name, bytes] of files) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), bytes);
  }
  fs.appendFileSync(path.resolve(outDir, '_headers'), TRYON_HEADERS);
  return `/tryon/${id}/sdk.js`;
}
