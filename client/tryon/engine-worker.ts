import { type FromEngine, POINTS, type ToEngine } from './protocol';

/**
 * The engine worker (docs/tryon.md "Engine", decision 0260): MediaPipe face_mesh 0.4.1633559619, pinned,
 * with its models inside the package, run with CPU inference (TFLite + XNNPACK, WASM SIMD when the
 * browser has it) off the main thread. It still needs a WebGL context to take frames in, on an
 * OffscreenCanvas. This script is served with its own CSP (build/tryon-module.ts): the engine's glue calls
 * `new Function`, which only this worker may do.
 */

type Landmark = { x: number; y: number; z: number };
type Results = { multiFaceLandmarks?: Landmark[][] };
type FaceMeshSolution = {
  setOptions(o: Record<string, unknown>): void;
  onResults(fn: (r: Results) => void): void;
  initialize(): Promise<void>;
  send(input: { image: ImageBitmap }): Promise<void>;
  reset(): void;
  /** The wrapped solution: minified internals of the pinned version (see fixWorkerContext). */
  g?: { l?: unknown; D?: unknown };
};

type WorkerScope = {
  importScripts(...urls: string[]): void;
  postMessage(message: FromEngine, transfer?: Transferable[]): void;
  onmessage: ((e: MessageEvent<ToEngine>) => void) | null;
  location: { href: string };
  FaceMesh?: new (config: { locateFile: (file: string) => string }) => FaceMeshSolution;
};
const scope = self as unknown as WorkerScope;
const base = new URL('./', scope.location.href).href;

/** face_mesh's worker path creates its GL context but never keeps it for frame upload: hand it over. */
function fixWorkerContext(solution: FaceMeshSolution): void {
  const inner = solution.g;
  if (!inner || !(inner.l instanceof OffscreenCanvas)) throw new Error('unexpected face_mesh build');
  inner.D ??= inner.l.getContext('webgl2') ?? inner.l.getContext('webgl');
}

function hasWebGl(): boolean {
  try {
    const canvas = new OffscreenCanvas(1, 1);
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

let latest = null as Results | null;

async function start(): Promise<FaceMeshSolution> {
  const started = performance.now();
  if (typeof OffscreenCanvas === 'undefined' || !hasWebGl()) {
    scope.postMessage({ type: 'error', code: 'webgl', message: 'no WebGL in workers' });
    throw new Error('no WebGL');
  }
  scope.importScripts(`${base}face_mesh.js`);
  const FaceMesh = scope.FaceMesh;
  if (!FaceMesh) throw new Error('face_mesh did not load');
  const solution = new FaceMesh({ locateFile: (file) => `${base}${file}` });
  solution.setOptions({
    maxNumFaces: 4,
    refineLandmarks: true,
    useCpuInference: true,
    selfieMode: false,
    minDetectionConfidence: 0.5,
    minTrackingConfidence: 0.5,
  });
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

/** Landmarks of every face, in pixels of the frame (face_mesh answers 0..1 of width and height). */
function toPixels(faces: Landmark[][], width: number, height: number): Float32Array[] {
  return faces.map((face) => {
    const out = new Float32Array(POINTS * 3);
    face.slice(0, POINTS).forEach((p, i) => {
      out[i * 3] = p.x * width;
      out[i * 3 + 1] = p.y * height;
      out[i * 3 + 2] = p.z * width;
    });
    return out;
  });
}

async function detect(solution: FaceMeshSolution, message: Extract<ToEngine, { type: 'detect' }>) {
  const started = performance.now();
  const { bitmap, id } = message;
  latest = null;
  // A still photo: forget any tracked face so the detector looks at the whole picture.
  if (message.still) solution.reset();
  await solution.send({ image: bitmap });
  const found = latest as Results | null;
  const faces = toPixels(found?.multiFaceLandmarks ?? [], bitmap.width, bitmap.height);
  bitmap.close();
  scope.postMessage(
    { type: 'faces', id, faces, ms: performance.now() - started },
    faces.map((f) => f.buffer),
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
