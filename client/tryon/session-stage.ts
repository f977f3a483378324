import { ctx2d, downloadSnapshot, frameStill, fullFrame } from './canvas';
import { ClipTools } from './clip';
import type { Detection, Engine } from './engine';
import { EngineError } from './engine';
import type { StageFrame } from './features';
import { stageFrame } from './framing';
import type { Translate, WordKey } from './i18n';
import { LiveMeter } from './live-meter';
import type { Tracker } from './look';
import type { Panel } from './panel';
import type { Model } from './protocol';
import {
  decodePhoto,
  loadSample,
  openCamera,
  PHOTO_LIMIT_MB,
  playStream,
  SAMPLES,
  SourceError,
  type Still,
} from './sources';
import type { Landmarks } from './types';

/**
 * The stage of an open try-on (docs/tryon.md "Inputs", "The panel"): the source (camera, photo,
 * sample), the engines that look at its frames, the live loop (the next frame is being detected while
 * this one is drawn), the stage's tools (mirror, pause, before/after, snapshot, clip, reset) and the
 * messages. What is drawn and said about the features is the session's (session.ts), through the
 * hooks at the end of this class.
 */

export type Emit = (event: string, detail?: unknown) => void;

/** Consecutive live frames without a face before the panel says the face left. */
const LOST_AFTER = 5;

export abstract class SessionStage {
  /** The still on the stage is the module's own sample. */
  protected sampleShown = false;
  protected frame: StageFrame | null = null;
  protected video: HTMLVideoElement | null = null;
  protected stream: MediaStream | null = null;
  protected live = false;
  protected paused = false;
  protected mirrored = true;
  protected comparing = false;
  protected lost = 0;
  protected readonly meter = new LiveMeter();
  protected readonly buffers = [document.createElement('canvas'), document.createElement('canvas')];
  protected readonly stats = { frames: 0, drawMs: 0, detectMs: 0, started: 0, analysisMs: 0 };
  protected disposed = false;
  protected readonly clip: ClipTools;
  /** HD diagnostics: analyses run on one still at full resolution (a photo, or one camera frame). */
  protected hd = false;
  protected hdSource: { canvas: HTMLCanvasElement; lm: Landmarks } | null = null;

  constructor(
    protected readonly panel: Panel,
    protected readonly engines: Readonly<Record<Model, Engine>>,
    protected readonly base: string,
    protected readonly t: Translate,
    protected readonly emit: Emit,
  ) {
    this.clip = new ClipTools(panel, t, (key, vars) => this.say(key, vars), emit);
    this.wire();
  }

  // ─── Hooks: what the features draw and say (session.ts) ──────────────────────────────────────────

  /** What the stage tracks now: a face or hands. */
  protected abstract get tracker(): Tracker;
  /** Which sample the sample button shows (sources.ts SAMPLES). */
  protected abstract get sample(): keyof typeof SAMPLES;
  /** Whether the features open need the person mask beside the tracker's landmarks. */
  protected abstract get needsMask(): boolean;
  /** Draws the frame on the stage with what the features draw. */
  abstract render(): void;
  /** Says what is on the face (or hand) now. */
  protected abstract announceProduct(name: string | undefined): void;
  /** A still is on the stage (drawn, found or not). */
  protected abstract afterStill(found: Detection, downscaled: boolean, side: number): void;
  /** The analyses start over (a new source). */
  protected abstract restartAnalyses(): void;

  /** The engine of the features open now. */
  protected get engine(): Engine {
    return this.engines[this.tracker];
  }

  /** The still on the stage, looked at again by the other engine (a hand page after a face page). */
  protected async redetect(): Promise<void> {
    const frame = this.frame;
    if (!frame || !(await this.startEngine()) || this.disposed || this.frame !== frame) return;
    const found = await this.detectBoth(frame.canvas, true, 1024);
    if (this.frame !== frame) return;
    this.setFrame(stageFrame(frame.canvas, found, this.tracker));
    this.showStage(false);
    this.afterStill(found, false, 0);
  }

  /** A new frame on the stage; the last one's mask is let go. */
  protected setFrame(frame: StageFrame | null): void {
    if (this.frame?.mask && this.frame.mask !== frame?.mask) this.frame.mask.close();
    this.frame = frame;
  }

  /**
   * Looks at a frame with the features' engines: the tracker's, and the person mask beside it when
   * hair or a beard is dyed (both workers at once).
   */
  protected async detectBoth(source: HTMLCanvasElement, still: boolean, maxSide: number): Promise<Detection> {
    const { width, height } = source;
    const found = this.engine.detect(source, width, height, still, maxSide);
    if (!this.needsMask) return found;
    const [d, seg] = await Promise.all([
      found,
      this.engines.segment.detect(source, width, height, still, 512),
    ]);
    return seg.mask ? { ...d, mask: seg.mask } : d;
  }

  /** Something to draw on: a face for face features, a hand for hand features. */
  protected get tracked(): boolean {
    return this.tracker === 'hands' ? (this.frame?.hands.length ?? 0) > 0 : Boolean(this.frame?.lm);
  }

  protected wire(): void {
    const p = this.panel;
    // On intent (a pointer over, a finger on or the focus in the choice of source) the engine starts
    // loading, so the visitor's pick finds it warmer; nothing loads before that (docs/tryon.md "Loading").
    // The engine of the page's feature: the hand model on hand pages.
    const warm = () => void this.engine.start().catch(() => undefined);
    for (const event of ['pointerover', 'focusin', 'touchstart'] as const) {
      p.chooser.addEventListener(event, warm, { once: true, passive: true });
    }
    p.camera.addEventListener('click', () => void this.startCamera());
    p.sample.addEventListener('click', () => {
      this.sampleShown = true;
      void this.showStill(() => loadSample(this.base, SAMPLES[this.sample]));
    });
    p.file.addEventListener('change', () => {
      const f = p.file.files?.[0];
      this.sampleShown = false;
      p.file.value = '';
      if (f) void this.showStill(() => decodePhoto(f));
    });
    p.mirror.addEventListener('click', () => this.setMirror(!this.mirrored));
    p.pause.addEventListener('click', () => this.setPaused(!this.paused));
    p.compare.addEventListener('click', () => this.setCompare(!this.comparing));
    p.split.addEventListener('input', () => this.render());
    p.canvas.addEventListener('pointerdown', (e) => this.dragSplit(e));
    p.snapshot.addEventListener('click', () => void downloadSnapshot(p.canvas, this.mirrored));
    p.record.addEventListener('click', () => void this.clip.toggle());
    p.back.addEventListener('click', () => this.clip.back());
    p.reset.addEventListener('click', () => this.reset());
    p.change.addEventListener('click', () => this.choose());
  }

  // ─── Sources ────────────────────────────────────────────────────────────────────────────────────

  protected showStage(live: boolean): void {
    const p = this.panel;
    p.chooser.hidden = true;
    p.stage.hidden = false;
    p.tools.hidden = false;
    p.pause.hidden = !live;
    p.record.hidden = !live || typeof MediaRecorder === 'undefined';
    p.root.dataset.source = live ? 'camera' : this.sampleShown ? 'sample' : 'photo';
    this.setMirror(live);
    p.stage.scrollIntoView({ block: 'nearest' });
  }

  /** Back to the choice of source. */
  choose(): void {
    this.stopCamera();
    this.setFrame(null);
    const p = this.panel;
    p.chooser.hidden = false;
    p.stage.hidden = true;
    p.tools.hidden = true;
    delete p.root.dataset.source;
    p.camera.focus();
  }

  protected async startEngine(): Promise<boolean> {
    this.say(this.tracker === 'hands' ? 'loadingHands' : 'loadingEngine');
    this.panel.root.dataset.state = 'loading';
    try {
      await Promise.all([this.engine.start(), this.needsMask ? this.engines.segment.start() : null]);
      return true;
    } catch (error) {
      this.fail(error);
      return false;
    }
  }

  protected async showStill(get: () => Promise<Still>): Promise<void> {
    this.stopCamera();
    let still: Still;
    try {
      still = await get();
    } catch (error) {
      this.fail(error);
      return;
    }
    if (!(await this.startEngine()) || this.disposed) return;
    this.say(this.tracker === 'hands' ? 'findingHand' : 'finding');
    this.engine.reset();
    const { bitmap } = still;
    const side = Math.max(bitmap.width, bitmap.height);
    const engine = this.engine;
    const found = await engine.detect(bitmap, bitmap.width, bitmap.height, true, 1024);
    const lm = engine.model === 'face' ? (found.items[0] ?? null) : null;
    const canvas = this.buffers[0]!;
    const moved = frameStill(bitmap, found, engine.model, canvas);
    this.hdSource = this.hd && lm ? { canvas: fullFrame(bitmap), lm } : null;
    bitmap.close();
    // The person mask of the framed still (hair, beard).
    if (this.needsMask && lm) {
      const seg = await this.engines.segment.detect(canvas, canvas.width, canvas.height, true, 512);
      if (seg.mask) moved.mask = seg.mask;
    }
    this.setFrame(stageFrame(canvas, moved, engine.model));
    this.showStage(false);
    this.afterStill(found, still.downscaled, side);
  }

  protected async startCamera(): Promise<void> {
    this.stopCamera();
    this.say('startingCamera');
    try {
      this.stream = await openCamera(this.hd);
      this.hdSource = null;
      this.video = document.createElement('video');
      await playStream(this.video, this.stream);
    } catch (error) {
      this.stopCamera();
      this.fail(error instanceof SourceError ? error : new SourceError('cameraMissing'));
      return;
    }
    for (const track of this.stream.getVideoTracks()) {
      track.addEventListener('ended', () => {
        if (this.live) {
          this.stopCamera();
          this.say('cameraEnded');
        }
      });
    }
    if (!(await this.startEngine()) || this.disposed) return;
    this.showStage(true);
    this.say(this.tracker === 'hands' ? 'findingHand' : 'finding');
    this.engine.reset();
    this.live = true;
    this.paused = false;
    this.restartAnalyses();
    this.meter.start();
    this.stats.started = performance.now();
    this.emit('ready', { source: 'camera' });
    this.clip.setPhase('live');
    void this.loop();
  }

  protected grab(index: number): HTMLCanvasElement {
    const video = this.video!;
    const canvas = this.buffers[index]!;
    if (canvas.width !== video.videoWidth) canvas.width = video.videoWidth;
    if (canvas.height !== video.videoHeight) canvas.height = video.videoHeight;
    ctx2d(canvas).drawImage(video, 0, 0);
    return canvas;
  }

  /** The live loop: while frame n is drawn, frame n+1 is in the worker. */
  protected async loop(): Promise<void> {
    let index = 0;
    let canvas = this.grab(index);
    const detect = (c: HTMLCanvasElement) => {
      const model = this.tracker;
      return this.detectBoth(c, false, this.meter.maxSide).then((d) => ({ d, model }));
    };
    let pending = detect(canvas);
    while (this.live && !this.paused && !this.disposed) {
      const { d: found, model } = await pending;
      if (!this.live || this.paused || this.disposed) break;
      const shown = canvas;
      index ^= 1;
      canvas = this.grab(index);
      pending = detect(canvas);
      // A frame the other engine looked at (the page switched features meanwhile) is shown bare once.
      this.onLiveFrame(
        stageFrame(shown, model === this.tracker ? found : { ...found, items: [] }, this.tracker),
        found.ms,
      );
      // Let the browser paint and handle input between frames.
      await new Promise((r) => requestAnimationFrame(r));
    }
  }

  protected onLiveFrame(frame: StageFrame, ms: number): void {
    this.setFrame(frame);
    this.stats.frames++;
    this.stats.detectMs += ms;
    if (this.meter.count(ms)) this.say('slowDevice');
    this.render();
    const state = this.panel.root.dataset.state;
    const hands = this.tracker === 'hands';
    if (this.tracked) {
      this.lost = 0;
      if (state !== 'running') {
        this.panel.root.dataset.state = 'running';
        this.announceProduct(this.panel.root.dataset.sku);
      }
    } else if (++this.lost === LOST_AFTER) {
      this.panel.root.dataset.state = hands ? 'no-hand' : 'no-face';
      const first = this.meter.frames <= LOST_AFTER;
      this.say(hands ? (first ? 'noHand' : 'handLost') : first ? 'noFace' : 'faceLost');
    }
  }

  protected stopCamera(): void {
    this.live = false;
    this.clip.cancel();
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.stream = null;
    if (this.video) this.video.srcObject = null;
    this.video = null;
  }

  protected dragSplit(e: PointerEvent): void {
    if (!this.comparing) return;
    const move = (ev: PointerEvent) => {
      const box = this.panel.canvas.getBoundingClientRect();
      const share = Math.min(1, Math.max(0, (ev.clientX - box.left) / box.width));
      this.panel.split.value = String(Math.round(share * 100));
      this.render();
    };
    move(e);
    const canvas = this.panel.canvas;
    canvas.setPointerCapture(e.pointerId);
    canvas.addEventListener('pointermove', move);
    canvas.addEventListener('pointerup', () => canvas.removeEventListener('pointermove', move), {
      once: true,
    });
  }

  // ─── Tools ──────────────────────────────────────────────────────────────────────────────────────

  protected setMirror(on: boolean): void {
    this.mirrored = on;
    this.panel.mirror.setAttribute('aria-pressed', String(on));
    this.panel.stage.classList.toggle('tryon__stage--mirrored', on);
    this.render();
  }

  protected setPaused(on: boolean): void {
    if (!this.video) return;
    this.paused = on;
    this.panel.pause.textContent = this.t(on ? 'resume' : 'pause');
    this.panel.pause.setAttribute('aria-pressed', String(on));
    if (!on && this.live) void this.loop();
  }

  protected setCompare(on: boolean): void {
    this.comparing = on;
    this.panel.compare.setAttribute('aria-pressed', String(on));
    this.panel.split.hidden = !on;
    this.render();
  }

  protected reset(): void {
    this.panel.split.value = '50';
    this.setCompare(false);
    this.setMirror(this.live);
    if (this.paused) this.setPaused(false);
    this.render();
  }

  // ─── Messages ───────────────────────────────────────────────────────────────────────────────────

  say(key: WordKey, vars?: Record<string, string | number>): void {
    this.panel.status.textContent = this.t(key, vars);
    this.panel.status.dataset.message = key;
  }

  protected fail(error: unknown): void {
    this.panel.root.dataset.state = 'error';
    if (error instanceof SourceError) {
      this.say(error.key, { limit: PHOTO_LIMIT_MB });
      this.emit('error', { code: error.key });
    } else if (error instanceof EngineError) {
      this.say(error.code === 'webgl' ? 'noWebgl' : 'engineFailed');
      this.emit('error', { code: error.code });
    } else {
      this.say('engineFailed');
      this.emit('error', { code: 'engine' });
    }
  }
}
