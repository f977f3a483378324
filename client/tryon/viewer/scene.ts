import {
  NeutralToneMapping,
  PerspectiveCamera,
  Scene,
  SRGBColorSpace,
  Vector2,
  Vector3,
  WebGLRenderer,
} from 'three';
import { distanceFor, type Motion, OrbitControls } from './controls';
import { Lights } from './lighting';
import { buildProduct, disposeProduct, type Product, restyle } from './models';
import type { Lighting, ProductSpec } from './product';

/**
 * The viewer's stage (docs/tryon-viewer.md "Rendering"): one WebGL renderer on the panel's canvas,
 * drawing on demand — a frame is drawn only when something changed (a drag, a zoom, inertia, the
 * turntable, a new product, light or size); an idle viewer costs nothing. Adaptive resolution: frames
 * in motion are drawn at the device's pixel ratio, lowered (to half at most) while they come slower
 * than ~30 fps; once still, one sharp frame at 1.5× is drawn (supersampling instead of MSAA, which cost
 * four times as much on software WebGL). WebGL missing throws `NoWebGL`; the panel says so.
 */

export class NoWebGL extends Error {}

export type Stats = {
  frames: number;
  fps: number;
  drawMs: number;
  firstFrameMs: number | null;
  /** The pixel ratio of frames in motion (the device's, times the adaptive factor). */
  motionRatio: number;
  /** The last frame was the sharp, still one and nothing is pending. */
  settled: boolean;
};

const FOV = 30;
/** Quiet time after the last frame in motion before the sharp still frame (ms). */
const SETTLE_MS = 180;
/** Motion frames slower than this (ms, smoothed) lower the resolution; faster than FAST raise it. */
const SLOW_MS = 34;
const FAST_MS = 20;

export class ViewerScene {
  readonly renderer: WebGLRenderer;
  readonly controls: OrbitControls;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(FOV, 4 / 3, 1, 2000);
  private readonly lights: Lights;
  private product: Product | null = null;
  private pending = 0;
  private lastFrame = 0;
  private settleTimer = 0;
  /** The frame to draw is the still one (sharp). */
  private still = false;
  private settled = false;
  /** Adaptive factor of the motion frames' resolution (0.5 .. 1) and the smoothed frame time. */
  private factor = 1;
  private frameMs = 0;
  private readonly dpr = Math.min(2, window.devicePixelRatio || 1);
  private readonly size = new Vector2();
  private readonly resize: ResizeObserver;
  private readonly started = performance.now();
  private readonly stats = { frames: 0, drawMs: 0, first: 0, last: 0, firstFrameMs: null as number | null };
  private disposed = false;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    motion: Motion,
    /** After each frame (the panel's zoom slider follows the wheel and pinch). */
    private readonly drawn: (first: boolean) => void,
  ) {
    // three.js logs a console error when it gets no context: ask a spare canvas first, quietly
    const probe = document.createElement('canvas').getContext('webgl2');
    if (!probe) throw new NoWebGL('no WebGL 2');
    probe.getExtension('WEBGL_lose_context')?.loseContext();
    try {
      this.renderer = new WebGLRenderer({ canvas, antialias: false, powerPreference: 'high-performance' });
    } catch (error) {
      throw new NoWebGL(String(error));
    }
    this.renderer.outputColorSpace = SRGBColorSpace;
    this.renderer.toneMapping = NeutralToneMapping;
    this.renderer.setPixelRatio(this.dpr);
    this.lights = new Lights(this.renderer, this.scene);
    this.scene.add(this.camera);
    this.controls = new OrbitControls(canvas, motion, () => this.request());
    this.resize = new ResizeObserver(() => this.fit());
    this.resize.observe(canvas);
    this.fit();
  }

  /** Shows products (one, or the home view's collection), starting from their own angle. */
  show(specs: readonly ProductSpec[], keepView = false): void {
    if (this.product) {
      this.scene.remove(this.product.group);
      disposeProduct(this.product);
    }
    this.product = buildProduct(specs);
    this.scene.add(this.product.group);
    const { theta, phi } = this.product.framing;
    if (keepView) this.request();
    else this.controls.reset({ theta, phi, zoom: this.controls.home.zoom });
  }

  /** New colours on the same shapes (the playground's metal and gem). */
  restyle(specs: readonly ProductSpec[]): void {
    if (!this.product) {
      this.show(specs);
      return;
    }
    restyle(this.product, specs);
    this.request();
  }

  light(preset: Lighting): void {
    this.lights.use(preset);
    this.request();
  }

  get lighting(): Lighting | null {
    return this.lights.current;
  }

  /** Asks for one frame (several asks before it is drawn make one). */
  request(): void {
    if (this.disposed) return;
    if (this.settleTimer) clearTimeout(this.settleTimer);
    this.settleTimer = 0;
    this.still = false;
    this.settled = false;
    this.pending ||= requestAnimationFrame((now) => this.frame(now));
  }

  private fit(): void {
    if (!this.canvas.clientWidth || !this.canvas.clientHeight) return;
    this.camera.aspect = this.canvas.clientWidth / this.canvas.clientHeight;
    this.camera.updateProjectionMatrix();
    this.request();
  }

  /** Sizes the drawing buffer to the canvas's box at a pixel ratio (only when either changed). */
  private resolution(ratio: number): void {
    const w = this.canvas.clientWidth;
    const h = this.canvas.clientHeight;
    const size = this.renderer.getSize(this.size);
    if (this.renderer.getPixelRatio() !== ratio || size.x !== w || size.y !== h) {
      this.renderer.setPixelRatio(ratio);
      this.renderer.setSize(w, h, false);
    }
  }

  private frame(now: number): void {
    this.pending = 0;
    if (this.disposed || !this.product) return;
    const still = this.still;
    const dt = this.lastFrame ? (now - this.lastFrame) / 1000 : 0;
    // only frames of a drag or a turn measure the speed (the first ones also compile shaders)
    if (!still && dt > 0 && dt < 0.25 && this.controls.engaged) this.adapt(dt * 1000);
    this.lastFrame = still ? 0 : now;
    this.controls.step(dt);
    this.place();
    this.resolution(still ? Math.min(2, this.dpr * 1.5) : this.dpr * this.factor);
    const t0 = performance.now();
    this.renderer.render(this.scene, this.camera);
    const s = this.stats;
    s.drawMs += performance.now() - t0;
    if (!s.frames) s.first = now;
    s.last = now;
    s.frames++;
    const first = s.firstFrameMs === null;
    if (first) s.firstFrameMs = performance.now() - this.started;
    this.drawn(first);
    if (this.controls.moving) this.request();
    else if (still) this.settled = true;
    else {
      // quiet: one sharp frame a moment later, unless something moves again first
      this.settleTimer = window.setTimeout(() => {
        this.settleTimer = 0;
        this.still = true;
        this.pending ||= requestAnimationFrame((t) => this.frame(t));
      }, SETTLE_MS);
    }
  }

  /** Lowers the motion frames' resolution while they come slowly, raises it back when they are quick. */
  private adapt(ms: number): void {
    this.frameMs = this.frameMs ? this.frameMs * 0.8 + ms * 0.2 : ms;
    if (this.frameMs > SLOW_MS && this.factor > 0.5) {
      this.factor -= 0.25;
      this.frameMs = 0;
    } else if (this.frameMs < FAST_MS && this.factor < 1) {
      this.factor += 0.25;
      this.frameMs = 0;
    }
  }

  /** The camera on its orbit round the product's framing centre. */
  private place(): void {
    const { framing } = this.product!;
    const { theta, phi, zoom } = this.controls.orbit;
    // the distance at which the framing fits the view both ways
    const vertical = (FOV / 2) * (Math.PI / 180);
    const horizontal = Math.atan(Math.tan(vertical) * this.camera.aspect);
    const fit = Math.max(framing.radius / Math.sin(vertical), framing.halfWidth / Math.sin(horizontal));
    const d = distanceFor(zoom, fit);
    const offset = new Vector3(
      Math.sin(phi) * Math.sin(theta),
      Math.cos(phi),
      Math.sin(phi) * Math.cos(theta),
    );
    this.camera.position.copy(framing.center).addScaledVector(offset, d);
    const depth = Math.max(framing.radius, framing.halfWidth) * 3;
    this.camera.near = Math.max(0.5, d - depth);
    this.camera.far = d + depth;
    this.camera.updateProjectionMatrix();
    this.camera.lookAt(framing.center);
  }

  diagnostics(): Stats & { width: number; height: number } {
    const s = this.stats;
    const span = s.last - s.first;
    return {
      frames: s.frames,
      fps: s.frames > 1 && span > 0 ? ((s.frames - 1) * 1000) / span : 0,
      drawMs: s.frames ? s.drawMs / s.frames : 0,
      firstFrameMs: s.firstFrameMs,
      motionRatio: this.dpr * this.factor,
      settled: this.settled && !this.pending,
      // the canvas's box (CSS pixels); the drawing buffer is this times the ratio in use
      width: this.canvas.clientWidth,
      height: this.canvas.clientHeight,
    };
  }

  resetStats(): void {
    Object.assign(this.stats, { frames: 0, drawMs: 0, first: 0, last: 0 });
  }

  dispose(): void {
    this.disposed = true;
    if (this.pending) cancelAnimationFrame(this.pending);
    if (this.settleTimer) clearTimeout(this.settleTimer);
    this.resize.disconnect();
    this.controls.dispose();
    if (this.product) disposeProduct(this.product);
    this.product = null;
    this.lights.dispose();
    this.renderer.dispose();
    this.renderer.forceContextLoss();
  }
}
