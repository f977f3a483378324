/**
 * Orbit and zoom for the 3D viewer (docs/tryon-viewer.md "Controls"): drag with a mouse, a pen or a
 * finger, pinch with two fingers, the wheel, and on the focused canvas the arrow keys (turn), + and −
 * (zoom) and Home (reset). Inertia after a drag, and the optional turntable, only when the visitor has
 * not asked for reduced motion. The controls never draw: they change the orbit and ask for a frame.
 */

export type Orbit = {
  /** Azimuth round the vertical (radians, 0: from +Z). */
  theta: number;
  /** Polar angle from the top (radians). */
  phi: number;
  /** Zoom, 0 (farthest) .. 1 (closest). */
  zoom: number;
};

export const PHI_MIN = 0.12;
export const PHI_MAX = Math.PI - 0.12;
/** Radians per CSS pixel of drag. */
export const DRAG_SPEED = 0.008;
/** Radians per arrow key press. */
export const KEY_STEP = Math.PI / 12;
/** Zoom per + / − press (of the 0..1 range). */
export const ZOOM_STEP = 0.1;
/** Inertia's decay per 60 Hz frame, and the speed it stops under (rad/frame). */
const FRICTION = 0.92;
const REST = 0.0004;
/** The turntable's speed (rad/s). */
const TURNTABLE = 0.5;

export const clampPhi = (phi: number) => Math.min(PHI_MAX, Math.max(PHI_MIN, phi));
export const clampZoom = (zoom: number) => Math.min(1, Math.max(0, zoom));

/** The camera's distance for a zoom, given the distance that frames the product whole. */
export const distanceFor = (zoom: number, fit: number) => fit * (1.6 - 1.1 * zoom);
/** The zoom a fitted view starts at. */
export const FIT_ZOOM = 6 / 11;

export type Motion = { reduced: () => boolean };

export class OrbitControls {
  orbit: Orbit = { theta: 0, phi: Math.PI / 2, zoom: FIT_ZOOM };
  home: Orbit = { ...this.orbit };
  /** The turntable is on (off by default; never under reduced motion). */
  turning = false;
  private velocity = { theta: 0, phi: 0 };
  private readonly pointers = new Map<number, { x: number; y: number }>();
  private pinch = 0;
  private last = 0;
  private readonly abort = new AbortController();

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly motion: Motion,
    /** Something changed: draw a frame. */
    private readonly changed: () => void,
  ) {
    const on = <K extends keyof HTMLElementEventMap>(
      type: K,
      fn: (e: HTMLElementEventMap[K]) => void,
      passive = true,
    ) => canvas.addEventListener(type, fn, { signal: this.abort.signal, passive });
    on('pointerdown', (e) => this.down(e));
    on('pointermove', (e) => this.move(e));
    on('pointerup', (e) => this.up(e));
    on('pointercancel', (e) => this.up(e));
    on('wheel', (e) => this.wheel(e), false);
    on('keydown', (e) => this.key(e), false);
  }

  /** Starts from a view (a new product) and makes it the one Reset returns to. */
  reset(to: Orbit = this.home): void {
    this.home = { ...to };
    this.orbit = { ...to };
    this.velocity = { theta: 0, phi: 0 };
    this.changed();
  }

  setZoom(zoom: number): void {
    this.orbit.zoom = clampZoom(zoom);
    this.changed();
  }

  turn(dTheta: number, dPhi: number): void {
    this.orbit.theta += dTheta;
    this.orbit.phi = clampPhi(this.orbit.phi + dPhi);
    this.changed();
  }

  /** Whether another frame is needed after this one (inertia or the turntable still moving). */
  get moving(): boolean {
    return (
      this.pointers.size === 0 &&
      (this.turning || Math.abs(this.velocity.theta) + Math.abs(this.velocity.phi) > REST)
    );
  }

  /** A drag is on, or the product still turns: frames come one after another (the scene adapts to them). */
  get engaged(): boolean {
    return this.pointers.size > 0 || this.moving;
  }

  /** Advances inertia and the turntable by `dt` seconds (called once per drawn frame). */
  step(dt: number): void {
    if (this.pointers.size) return;
    if (this.motion.reduced()) {
      this.velocity = { theta: 0, phi: 0 };
      this.turning = false;
      return;
    }
    const frames = Math.min(4, dt * 60);
    if (Math.abs(this.velocity.theta) + Math.abs(this.velocity.phi) > REST) {
      this.orbit.theta += this.velocity.theta * frames;
      this.orbit.phi = clampPhi(this.orbit.phi + this.velocity.phi * frames);
      const decay = FRICTION ** frames;
      this.velocity.theta *= decay;
      this.velocity.phi *= decay;
    } else this.velocity = { theta: 0, phi: 0 };
    if (this.turning) this.orbit.theta += TURNTABLE * Math.min(dt, 0.1);
  }

  private down(e: PointerEvent): void {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    try {
      this.canvas.setPointerCapture(e.pointerId);
    } catch {
      // a synthetic pointer (tests, the benchmark) cannot be captured: it is followed all the same
    }
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    this.velocity = { theta: 0, phi: 0 };
    this.pinch = this.spread();
    this.last = e.timeStamp;
  }

  private move(e: PointerEvent): void {
    const p = this.pointers.get(e.pointerId);
    if (!p) return;
    const dx = e.clientX - p.x;
    const dy = e.clientY - p.y;
    p.x = e.clientX;
    p.y = e.clientY;
    if (this.pointers.size >= 2) {
      const spread = this.spread();
      if (this.pinch > 0)
        this.setZoom(this.orbit.zoom + ((spread - this.pinch) / this.canvas.clientWidth) * 1.5);
      this.pinch = spread;
      return;
    }
    const dt = Math.max(1, e.timeStamp - this.last) / (1000 / 60);
    this.last = e.timeStamp;
    this.velocity = { theta: (-dx * DRAG_SPEED) / dt, phi: (-dy * DRAG_SPEED) / dt };
    this.turn(-dx * DRAG_SPEED, -dy * DRAG_SPEED);
  }

  private up(e: PointerEvent): void {
    if (!this.pointers.delete(e.pointerId)) return;
    this.pinch = this.spread();
    // a drag that ended still keeps turning only if it was moving at its end
    if (e.timeStamp - this.last > 80 || this.motion.reduced()) this.velocity = { theta: 0, phi: 0 };
    this.changed();
  }

  private spread(): number {
    const [a, b] = [...this.pointers.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  }

  private wheel(e: WheelEvent): void {
    e.preventDefault();
    const lines = e.deltaMode === 1 ? 33 : e.deltaMode === 2 ? 400 : 1;
    this.setZoom(this.orbit.zoom - (e.deltaY * lines) / 1200);
  }

  private key(e: KeyboardEvent): void {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => this.turn(KEY_STEP, 0),
      ArrowRight: () => this.turn(-KEY_STEP, 0),
      ArrowUp: () => this.turn(0, KEY_STEP / 1.5),
      ArrowDown: () => this.turn(0, -KEY_STEP / 1.5),
      '+': () => this.setZoom(this.orbit.zoom + ZOOM_STEP),
      '=': () => this.setZoom(this.orbit.zoom + ZOOM_STEP),
      '-': () => this.setZoom(this.orbit.zoom - ZOOM_STEP),
      _: () => this.setZoom(this.orbit.zoom - ZOOM_STEP),
      Home: () => this.reset(),
    };
    const action = actions[e.key];
    if (!action) return;
    e.preventDefault();
    action();
  }

  dispose(): void {
    this.abort.abort();
    this.pointers.clear();
  }
}
