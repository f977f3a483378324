import { faceWidth } from './geometry/face';
import { dist } from './geometry/vector';
import { type EngineErrorCode, type FromEngine, type Model, POINTS, type ToEngine } from './protocol';
import type { Landmarks, Pt } from './types';

/**
 * The shell's side of an engine (docs/tryon.md "Engine"): starts its worker when a visitor first
 * starts a try-on that needs it (never at page load), sends it frames and answers each with the faces
 * or hands found, the largest (the nearest) first. Frames larger than `maxSide` are scaled down before
 * they cross to the worker; the landmarks come back in the caller's frame pixels.
 */

export class EngineError extends Error {
  constructor(readonly code: EngineErrorCode) {
    super(code);
  }
}

/** What one frame holds: the faces or hands, largest first, with each hand's handedness and its score. */
export type Detection = {
  items: Landmarks[];
  labels: string[];
  scores: number[];
  /** The person mask (the segment model), in the caller's frame size. */
  mask?: ImageBitmap;
  ms: number;
};

/** An item's size on the frame: face width, or a hand's wrist-to-middle-knuckle length. */
const SIZE: Record<Model, (lm: Landmarks) => number> = {
  face: faceWidth,
  hands: (lm) => dist(lm[0]!, lm[9]!),
  segment: () => 0,
};

export class Engine {
  private worker: Worker | null = null;
  private ready: Promise<number> | null = null;
  private next = 1;
  private pending = new Map<number, { resolve: (d: Detection) => void; scale: number }>();
  private failure: ((e: EngineError) => void) | null = null;

  constructor(
    private readonly base: string,
    readonly model: Model = 'face',
  ) {}

  /** Starts the worker once; resolves with its start-up time in ms. */
  start(): Promise<number> {
    this.ready ??= new Promise<number>((resolve, reject) => {
      const worker = new Worker(`${this.base}engine-worker.js?model=${this.model}`);
      this.worker = worker;
      this.failure = (e) => {
        reject(e);
        for (const p of this.pending.values()) p.resolve({ items: [], labels: [], scores: [], ms: 0 });
        this.pending.clear();
      };
      worker.onerror = () => this.failure?.(new EngineError('engine'));
      worker.onmessage = (e: MessageEvent<FromEngine>) => {
        const m = e.data;
        if (m.type === 'ready') resolve(m.ms);
        else if (m.type === 'error') this.failure?.(new EngineError(m.code));
        else this.answer(m);
      };
    });
    return this.ready;
  }

  private answer(m: Extract<FromEngine, { type: 'found' }>): void {
    const p = this.pending.get(m.id);
    if (!p) return;
    this.pending.delete(m.id);
    // The largest (the nearest) first; each hand keeps its label.
    const size = SIZE[this.model];
    const found = m.items
      .map((f, i) => ({
        lm: toLandmarks(f, p.scale, POINTS[this.model]),
        label: m.labels[i] ?? '',
        score: m.scores[i] ?? 0,
      }))
      .sort((a, b) => size(b.lm) - size(a.lm));
    p.resolve({
      items: found.map((f) => f.lm),
      labels: found.map((f) => f.label),
      scores: found.map((f) => f.score),
      ...(m.mask ? { mask: m.mask } : {}),
      ms: m.ms,
    });
  }

  /** Finds the faces or hands on a frame (`width` × `height` pixels of `source`). */
  async detect(source: ImageBitmapSource, width: number, height: number, still: boolean, maxSide = 640) {
    await this.start();
    const scale = Math.min(1, maxSide / Math.max(width, height));
    const bitmap = await createImageBitmap(source, {
      resizeWidth: Math.max(1, Math.round(width * scale)),
      resizeHeight: Math.max(1, Math.round(height * scale)),
      resizeQuality: 'medium',
    });
    const id = this.next++;
    return new Promise<Detection>((resolve) => {
      this.pending.set(id, { resolve, scale });
      this.post({ type: 'detect', id, bitmap, still }, [bitmap]);
    });
  }

  reset(): void {
    if (this.worker) this.post({ type: 'reset' });
  }

  private post(message: ToEngine, transfer: Transferable[] = []): void {
    this.worker?.postMessage(message, transfer);
  }

  stop(): void {
    this.worker?.terminate();
    this.worker = null;
    this.ready = null;
    this.pending.clear();
  }
}

function toLandmarks(flat: Float32Array, scale: number, n: number): Pt[] {
  const points: Pt[] = [];
  for (let i = 0; i < n; i++) {
    points.push({ x: flat[i * 3]! / scale, y: flat[i * 3 + 1]! / scale, z: flat[i * 3 + 2]! / scale });
  }
  return points;
}
