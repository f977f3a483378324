import { type FromEngine, type Model, POINTS, type ToEngine } from './protocol';

/**
 * The engine worker (docs/tryon.md "Engine", decisions 0260 and 0262): one MediaPipe solution per
 * worker — face_mesh 0.4.1633559619 or hands 0.4.1675469240, both pinned, their models inside the
 * packages — chosen by the `model` parameter of this script's address, run with CPU inference (TFLite +
 * XNNPACK, WASM SIMD when the browser has it) off the main thread. They still need a WebGL context to
 * take frames in, on an OffscreenCanvas. This script is served with its own CSP (build/tryon-module.ts):
 * the solutions' glue calls `new Function`, which only this worker may do.
 */

type Landmark = { x: number; y: number; z: number };
type Results = {
  multiFaceLandmarks?: Landmark[][];
  multiHandLandmarks?: Landmark[][];
  multiHandedness?: { label?: string; score?: number }[];
  segmentationMask?: ImageBitmap | OffscreenCanvas;
};
type Solution = {
  setOptions(o: Record<string, unknown>): void;
  onResults(fn: (r: Results) => void): void;
  initialize(): Promise<void>;
  send(input: { image: ImageBitmap }): Promise<void>;
  reset(): void;
} & Record<string, unknown>;
type SolutionClass = new (config: { locateFile: (file: string) => string }) => Solution;

type WorkerScope = {
  importScripts(...urls: string[]): void;
  postMessage(message: FromEngine, transfer?: Transferable[]): void;
  onmessage: ((e: MessageEvent<ToEngine>) => void) | null;
  location: { href: string; search: string };
} & Record<string, unknown>;
const scope = self as unknown as WorkerScope;
const base = new URL('./', scope.location.href).href;
const asked = new URLSearchParams(scope.location.search).get('model');
const model: Model = asked === 'hands' || asked === 'segment' ? asked : 'face';

/**
 * Each solution: its script and global, its options, where its results are, and the names of its
 * minified internals in the pinned version (see fixWorkerContext): the wrapped solution, its
 * OffscreenCanvas and the field its frame upload reads the GL context from.
 */
const SOLUTIONS = {
  face: {
    script: 'face_mesh.js',
    global: 'FaceMesh',
    options: {
      maxNumFaces: 4,
      refineLandmarks: true,
      minDetectionConfidence: 0.5,
      minTrackingConfidence: 0.5,
    },
    items: (r: Results) => r.multiFaceLandmarks ?? [],
    internals: { inner: 'g', canvas: 'l', context: 'D', config: null },
  },
  hands: {
    script: 'hands.js',
    global: 'Hands',
    // The lite landmark model (hand_landmark_lite.tflite): 1.8 MB gzip instead of 3.7 (decision 0262).
    // One hand: the palm detector runs again on every frame while fewer hands than the maximum are
    // tracked, so a second hand would cost it on every frame a visitor shows one (detection 81 → 55 ms
    // a frame on the bench, docs/benchmarks.md "Issue 23").
    options: { maxNumHands: 1, modelComplexity: 0, minDetectionConfidence: 0.5, minTrackingConfidence: 0.5 },
    items: (r: Results) => r.multiHandLandmarks ?? [],
    internals: { inner: 'h', canvas: 'm', context: 'K', config: 'h' },
  },
  // The person mask for hair and beard (decision 0265): the general model (256×256 input).
  segment: {
    script: 'selfie_segmentation.js',
    global: 'SelfieSegmentation',
    options: { modelSelection: 0 },
    items: () => [],
    internals: { inner: 'h', canvas: 'm', context: 'K', config: 'h' },
  },
} as const;
const spec = SOLUTIONS[model];

type FileEntry = { url: string; data?: boolean; simd?: boolean };

/**
 * hands' worker path passes every file of its list to importScripts, the landmark model too (a
 * `data` entry, which its window path fetches instead): that fails. The model is fetched anyway when
 * the modelComplexity option is applied, so the worker path is given the list without data entries.
 */
function skipDataScripts(solution: Solution): void {
  const { inner, config } = spec.internals;
  if (!config) return;
  const settings = (solution[inner] as Record<string, unknown> | undefined)?.[config] as
    | { files?: unknown }
    | undefined;
  const files = settings?.files;
  if (typeof files !== 'function') throw new Error(`unexpected ${spec.script} build`);
  settings!.files = (options: unknown) =>
    (files as (o: unknown) => FileEntry[])(options).filter((f) => f.data === undefined);
}

/**
 * The solutions' worker path creates a GL context but never keeps it for frame upload: hand it over.
 * Checked at start: another build of the package fails here with a clear error, not later on a frame.
 */
function fixWorkerContext(solution: Solution): void {
  const { inner: innerName, canvas, context } = spec.internals;
  const inner = solution[innerName] as Record<string, unknown> | undefined;
  const offscreen = inner?.[canvas];
  if (!inner || !(offscreen instanceof OffscreenCanvas)) throw new Error(`unexpected ${spec.script} build`);
  inner[context] ??= offscreen.getContext('webgl2') ?? offscreen.getContext('webgl');
}

function hasWebGl(): boolean {
  try {
    const canvas = new OffscreenCanvas(1, 1);
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/**
 * Loads a solution's script (decision 0313). The pinned packages build their options table while the
 * script runs, and the default of `useCpuInference` reads
 * `navigator.userAgent.includes("Mac") && "ontouchend" in document` — in a worker `document` does not
 * exist, so every user agent naming "Mac" (iPhone, iPad, desktop Mac) ended in a ReferenceError. For
 * the length of that one evaluation only, the worker gets an empty stand-in `document` (no
 * `ontouchend`: the default reads false, and the option is set explicitly below anyway); it is removed
 * before anything else runs, so no later feature test sees a document that is not there.
 */
function importSolution(url: string): void {
  const shim = !('document' in scope);
  if (shim) Object.defineProperty(scope, 'document', { value: Object.freeze({}), configurable: true });
  try {
    scope.importScripts(url);
  } finally {
    if (shim) delete scope.document;
  }
}

let latest = null as Results | null;

async function start(): Promise<Solution> {
  const started = performance.now();
  if (typeof OffscreenCanvas === 'undefined' || !hasWebGl()) {
    scope.postMessage({ type: 'error', code: 'webgl', message: 'no WebGL in workers' });
    throw new Error('no WebGL');
  }
  importSolution(`${base}${spec.script}`);
  const Class = scope[spec.global] as SolutionClass | undefined;
  if (!Class) throw new Error(`${spec.script} did not load`);
  const solution = new Class({ locateFile: (file) => `${base}${file}` });
  skipDataScripts(solution);
  // Selfie segmentation has no packed-assets loader, whose script defines the wasm glue's `Module` in a
  // worker (its window path passes one itself): give it the one the loader would.
  if (model === 'segment') scope.Module ??= { locateFile: (file: string) => `${base}${file}` };
  solution.setOptions({ ...spec.options, useCpuInference: true, selfieMode: false });
  solution.onResults((r) => {
    latest = r;
  });
  await solution.initialize();
  fixWorkerContext(solution);
  scope.postMessage({ type: 'ready', ms: performance.now() - started });
  return solution;
}

const engine = start().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  if (message !== 'no WebGL') scope.postMessage({ type: 'error', code: 'engine', message });
  return null;
});

/** Landmarks of every item, in pixels of the frame (the solutions answer 0..1 of width and height). */
function toPixels(items: Landmark[][], width: number, height: number): Float32Array[] {
  const n = POINTS[model];
  return items.map((item) => {
    const out = new Float32Array(n * 3);
    item.slice(0, n).forEach((p, i) => {
      out[i * 3] = p.x * width;
      out[i * 3 + 1] = p.y * height;
      out[i * 3 + 2] = p.z * width;
    });
    return out;
  });
}

/** The mask as an ImageBitmap the size of the frame (the solution answers at its own size). */
async function maskOf(
  mask: ImageBitmap | OffscreenCanvas | undefined,
  width: number,
  height: number,
): Promise<ImageBitmap | undefined> {
  if (!mask) return undefined;
  return createImageBitmap(mask, { resizeWidth: width, resizeHeight: height, resizeQuality: 'medium' });
}

async function detect(solution: Solution, message: Extract<ToEngine, { type: 'detect' }>) {
  const started = performance.now();
  const { bitmap, id } = message;
  latest = null;
  // A still photo: forget any tracked face or hand so the detector looks at the whole picture.
  if (message.still) solution.reset();
  await solution.send({ image: bitmap });
  const found = latest as Results | null;
  const items = toPixels(found ? spec.items(found) : [], bitmap.width, bitmap.height);
  const sides = model === 'hands' ? (found?.multiHandedness ?? []) : [];
  const labels = sides.map((h) => h.label ?? '');
  const scores = sides.map((h) => h.score ?? 0);
  const mask =
    model === 'segment' ? await maskOf(found?.segmentationMask, bitmap.width, bitmap.height) : undefined;
  bitmap.close();
  const transfer: Transferable[] = items.map((f) => f.buffer);
  if (mask) transfer.push(mask);
  scope.postMessage(
    { type: 'found', id, items, labels, scores, ...(mask ? { mask } : {}), ms: performance.now() - started },
    transfer,
  );
}

scope.onmessage = (e) => {
  const message = e.data;
  void engine.then(async (solution) => {
    if (!solution) {
      if (message.type === 'detect') message.bitmap.close();
      return;
    }
    try {
      if (message.type === 'reset') solution.reset();
      else await detect(solution, message);
    } catch (error) {
      scope.postMessage({ type: 'error', code: 'engine', message: String(error) });
    }
  });
};
