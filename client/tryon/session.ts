import type { Sku } from '../../shared/showcase-catalog';
import { analysisKindOf, analyze } from './analysis/run';
import { ctx2d, downloadSnapshot, drawBefore, fullFrame } from './canvas';
import { ClipTools } from './clip';
import { createScratch, type Scratch } from './effects';
import { type Detection, type Engine, EngineError } from './engine';
import {
  Compositor,
  emptyState,
  type FeatureState,
  featurePasses,
  RESHAPE_PRESET,
  type StageFrame,
} from './features';
import { faceCrop, handCrop, intoCrop, stageScale } from './framing';
import { at } from './geometry/landmarks';
import { dist } from './geometry/vector';
import { found, HairPass } from './hair/draw';
import type { Translate, WordKey } from './i18n';
import { type Emulation, lookOf, type OpenOptions } from './look';
import type { Panel } from './panel';
import type { Model } from './protocol';
import { buildReshapeControls, type ReshapeControls } from './reshape/controls';
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
import { TransferTool } from './transfer-ui';
import type { Landmarks, Product } from './types';
import { showsBack } from './wear/hand';
import { SizerTool } from './wear/sizer-ui';

/**
 * One open try-on (docs/tryon.md): a source (camera, photo, sample), the engine's landmarks for the
 * frame on the stage, and the products drawn on it. Picking another SKU re-renders the frame on the
 * stage at once; the camera runs a pipelined loop (the next frame is being detected while this one is
 * drawn). Every failure ends in a translated message on the panel, never a frozen stage.
 */

export type Emit = (event: string, detail?: unknown) => void;

type Frame = StageFrame;

/** Consecutive live frames without a face before the panel says the face left. */
const LOST_AFTER = 5;
/** Live detection slower than this (ms, moving average) lowers the detection resolution. */
const SLOW_MS = 120;
/** Live frames left out of that average (the engine warms up on them). */
const WARM_UP = 5;
/** Live analyses at most this often (ms). */
const ANALYSIS_EVERY_MS = 700;

export type { Emulation, OpenOptions } from './look';

const DEFAULT_EMULATION: Emulation = { smooth: 0.6, even: 0.5, bright: 0.3 };

export class Session {
  /** What the open try-on shows: every family's options (features/core/pass.ts). */
  private readonly state: FeatureState = emptyState();
  /** The passes the families draw with, in order (features/index.ts), and the ids drawn last. */
  private readonly compositor: Compositor;
  private drawn: string[] = [];
  /** Face reshaping's sliders once built. */
  private reshapeControls: ReshapeControls | null = null;
  /** Makeup transfer (transfer-ui.ts): the reference's tool, the look it read, the reference shown. */
  private transfer: TransferTool | null = null;
  private transferred: readonly Product[] = [];
  private reference = '';
  private readonly hair: HairPass;
  /** The still on the stage is the module's own sample. */
  private sampleShown = false;
  private frame: Frame | null = null;
  private video: HTMLVideoElement | null = null;
  private stream: MediaStream | null = null;
  private live = false;
  private paused = false;
  private mirrored = true;
  private comparing = false;
  private lost = 0;
  private detectMs = 0;
  private liveFrames = 0;
  private maxSide = 640;
  private readonly clip: ClipTools;
  private readonly sizer: SizerTool;
  private readonly scratch: Scratch;
  private readonly buffers = [document.createElement('canvas'), document.createElement('canvas')];
  private readonly stats = { frames: 0, drawMs: 0, detectMs: 0, started: 0, analysisMs: 0 };
  private disposed = false;
  private lastAnalysis = Number.NEGATIVE_INFINITY;
  private shades: readonly Sku[] = [];
  /** HD diagnostics: analyses run on one still at full resolution (a photo, or one camera frame). */
  private hd = false;
  private hdSource: { canvas: HTMLCanvasElement; lm: Landmarks } | null = null;
  private closeRatio = 0;

  constructor(
    private readonly panel: Panel,
    private readonly engines: Readonly<Record<Model, Engine>>,
    private readonly base: string,
    private readonly t: Translate,
    private readonly emit: Emit,
  ) {
    const canvas = (w: number, h: number) =>
      Object.assign(document.createElement('canvas'), { width: w, height: h });
    this.scratch = createScratch(canvas);
    this.hair = new HairPass(canvas);
    this.compositor = new Compositor(
      featurePasses({
        scratch: this.scratch,
        reshapeScratch: {},
        hair: this.hair,
        onHairFound: (o) => this.maybeReadHair(o.read),
      }),
    );
    this.clip = new ClipTools(panel, t, (key, vars) => this.say(key, vars), emit);
    this.sizer = new SizerTool(panel, t, {
      frame: () => this.frame,
      pieces: () => this.state.wear,
      mirrored: () => this.mirrored,
      hold: () => {
        if (this.live && !this.paused) this.setPaused(true);
      },
      say: (key, vars) => this.say(key, vars),
    });
    this.wire();
  }

  /** Applies the page's options: a new SKU changes the face at once. */
  apply(options: OpenOptions): void {
    const look = lookOf(options);
    this.state.makeup = look.makeup;
    this.state.products = look.products;
    this.state.wear = look.wear;
    this.state.dye = look.dye;
    this.state.hairRead = look.hairRead;
    this.state.styleOverlay = look.styleOverlay;
    this.state.transfer = look.transfer;
    this.applyReshape(look.reshape);
    if (this.applyTransfer(options, look.transfer)) this.state.products = this.transferred;
    const target = look.tracker;
    const retarget = target !== this.state.target;
    this.state.target = target;
    const kind = analysisKindOf(options.featureKey);
    if (kind !== this.state.analysis) this.lastAnalysis = Number.NEGATIVE_INFINITY;
    this.state.analysis = kind;
    this.state.emulation = options.view === 'emulationhome' ? (options.emulation ?? DEFAULT_EMULATION) : null;
    this.state.highlight = options.highlight ?? null;
    this.shades = options.shades ?? this.shades;
    this.hd = options.view === 'hd-diagnostics';
    this.closeRatio = options.defaults?.faceSizeRatioThreshold ?? 0;
    this.panel.root.dataset.feature = options.featureKey ?? 'makeup';
    this.panel.root.dataset.sku = options.sku?.name ?? '';
    this.panel.root.dataset.mode = options.mode ?? '';
    this.panel.root.dataset.target = target;
    this.panel.thumb.src = `${this.base}${SAMPLES[target]}`;
    // spec 001 §4: the sizer for watch, bracelet and ring — on mobile, or asked for with mode=sizer.
    const sizes = this.state.wear.some(
      (p) => p.kind === 'ring' || p.kind === 'watch' || p.kind === 'bracelet',
    );
    this.sizer.setAvailable(
      target === 'hands' && sizes && (options.defaults?.sizer === true || options.captureMode === 'sizer'),
    );
    if ((retarget || (this.needsMask && !this.frame?.mask)) && this.frame && !this.live) void this.redetect();
    else if (this.frame) this.render();
    this.announceProduct(options.sku?.name);
  }

  /** Face reshaping on: its sliders under the stage (a gentle preset first, so the change shows). */
  private applyReshape(on: boolean): void {
    if (!on) {
      this.state.reshape = null;
      if (this.reshapeControls) this.reshapeControls.root.hidden = true;
      return;
    }
    this.state.reshape ??= { ...RESHAPE_PRESET };
    if (!this.reshapeControls) {
      this.reshapeControls = buildReshapeControls(this.t, this.state.reshape, (r) => {
        this.state.reshape = r;
        this.render();
      });
      this.panel.tools.after(this.reshapeControls.root);
    }
    this.reshapeControls.root.hidden = false;
  }

  /**
   * Makeup transfer on: the page's SKU is the sample look to copy (drawn on the sample model and read
   * back); the products drawn are the ones read. Answers whether transfer is on.
   */
  private applyTransfer(options: OpenOptions, on: boolean): boolean {
    if (this.transfer) this.transfer.root.hidden = !on;
    if (!on) return false;
    this.transfer ??= new TransferTool(this.panel, this.t, {
      engine: () => this.engines.face,
      base: this.base,
      say: (key) => this.say(key),
      onLook: (products, name) => {
        this.transferred = products ?? [];
        this.state.products = this.transferred;
        this.render();
        this.announceProduct(name);
      },
    });
    const sku = options.sku;
    const name = sku?.name ?? '';
    if (sku?.products?.length && name !== this.reference) {
      this.reference = name;
      this.transfer.fromSample(name, sku.products);
    }
    return true;
  }

  /** The engine of the features open now. */
  private get engine(): Engine {
    return this.engines[this.state.target];
  }

  /** The still on the stage, looked at again by the other engine (a hand page after a face page). */
  private async redetect(): Promise<void> {
    const frame = this.frame;
    if (!frame || !(await this.startEngine()) || this.disposed || this.frame !== frame) return;
    const found = await this.detectBoth(frame.canvas, true, 1024);
    if (this.frame !== frame) return;
    this.setFrame(this.frameOf(frame.canvas, found, this.state.target));
    this.showStage(false);
    this.afterStill(found, false, 0);
  }

  private frameOf(canvas: HTMLCanvasElement, found: Detection, model: Model): Frame {
    const mask = found.mask ? { mask: found.mask } : {};
    if (model === 'hands')
      return {
        canvas,
        lm: null,
        hands: found.items.map((lm, i) => ({
          lm,
          label: found.labels[i] ?? '',
          score: found.scores[i] ?? 0,
        })),
        ...mask,
      };
    return { canvas, lm: found.items[0] ?? null, hands: [], ...mask };
  }

  /** A new frame on the stage; the last one's mask is let go. */
  private setFrame(frame: Frame | null): void {
    if (this.frame?.mask && this.frame.mask !== frame?.mask) this.frame.mask.close();
    this.frame = frame;
  }

  /**
   * Looks at a frame with the features' engines: the tracker's, and the person mask beside it when
   * hair or a beard is dyed (both workers at once).
   */
  private async detectBoth(source: HTMLCanvasElement, still: boolean, maxSide: number): Promise<Detection> {
    const { width, height } = source;
    const found = this.engine.detect(source, width, height, still, maxSide);
    if (!this.needsMask) return found;
    const [d, seg] = await Promise.all([
      found,
      this.engines.segment.detect(source, width, height, still, 512),
    ]);
    return seg.mask ? { ...d, mask: seg.mask } : d;
  }

  /** Nail colour on a hand the engine is sure shows its palm: the panel says to turn it. */
  private palmToNails(): boolean {
    const hand = this.frame?.hands[0];
    // The sample is drawn as the back of a hand, which the engine reads as a palm (docs/tryon-wear.md).
    if (this.panel.root.dataset.source === 'sample') return false;
    return !!hand && this.state.wear.some((p) => p.kind === 'nail') && !showsBack(hand);
  }

  /** Hair and beard features find the person mask beside the face. */
  private get needsMask(): boolean {
    return this.state.dye !== null || this.state.hairRead;
  }

  /** Something to draw on: a face for face features, a hand for hand features. */
  private get tracked(): boolean {
    return this.state.target === 'hands' ? (this.frame?.hands.length ?? 0) > 0 : Boolean(this.frame?.lm);
  }

  private announceProduct(name: string | undefined): void {
    if (!this.tracked) return;
    if (this.state.analysis || this.state.emulation)
      this.say(this.hd && this.live && this.state.result ? 'hdStill' : 'analysed');
    else if (this.state.dye || this.state.hairRead) this.announceDye(name ?? '');
    // A style is an overlay: the visitor's own hair stays under it (docs/tryon-hair.md).
    else if (this.state.styleOverlay) this.sayWithLimit(name ?? '', 'styleLimit');
    else if (this.state.reshape) this.say('reshapeNote');
    else if (!this.state.makeup && !this.state.wear.length) this.say('notMakeup');
    else if (this.palmToNails()) this.say('showBack');
    // The stated limit of a necklace on the face's landmarks (docs/tryon-wear.md).
    else if (this.state.wear.some((p) => p.kind === 'necklace'))
      this.sayWithLimit(name ?? '', 'necklaceLimit');
    else this.say(name ? 'applied' : 'readyBare', { product: name ?? '' });
  }

  private sayWithLimit(product: string, limit: WordKey): void {
    this.say('applied', { product });
    this.panel.status.textContent += ` ${this.t(limit)}`;
  }

  /** Hair colour and beard dye say where they found hair, and their limit (docs/tryon-hair.md). */
  private announceDye(product: string): void {
    const region = this.hair.region;
    if (!this.frame?.mask) this.say('findingHair');
    else if (!found(region, this.state.dye?.target ?? 'hair'))
      this.say(this.state.dye?.target === 'beard' ? 'noBeard' : 'noHair');
    else if (this.state.hairRead) {
      this.say('hairAnalysed');
      this.panel.status.textContent += ` ${this.t('hairLimit')}`;
    } else this.sayWithLimit(product, 'hairLimit');
  }

  private wire(): void {
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
      void this.showStill(() => loadSample(this.base, SAMPLES[this.state.target]));
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

  private showStage(live: boolean): void {
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

  private async startEngine(): Promise<boolean> {
    this.say(this.state.target === 'hands' ? 'loadingHands' : 'loadingEngine');
    this.panel.root.dataset.state = 'loading';
    try {
      await Promise.all([this.engine.start(), this.needsMask ? this.engines.segment.start() : null]);
      return true;
    } catch (error) {
      this.fail(error);
      return false;
    }
  }

  private async showStill(get: () => Promise<Still>): Promise<void> {
    this.stopCamera();
    let still: Still;
    try {
      still = await get();
    } catch (error) {
      this.fail(error);
      return;
    }
    if (!(await this.startEngine()) || this.disposed) return;
    this.say(this.state.target === 'hands' ? 'findingHand' : 'finding');
    this.engine.reset();
    const { bitmap } = still;
    const side = Math.max(bitmap.width, bitmap.height);
    const engine = this.engine;
    const found = await engine.detect(bitmap, bitmap.width, bitmap.height, true, 1024);
    const lm = engine.model === 'face' ? (found.items[0] ?? null) : null;
    const whole = { x: 0, y: 0, w: bitmap.width, h: bitmap.height };
    const crop = lm
      ? faceCrop(lm, bitmap.width, bitmap.height)
      : engine.model === 'hands'
        ? handCrop(found.items, whole)
        : whole;
    const k = stageScale(crop);
    const canvas = this.buffers[0]!;
    canvas.width = Math.round(crop.w * k);
    canvas.height = Math.round(crop.h * k);
    ctx2d(canvas).drawImage(bitmap, crop.x, crop.y, crop.w, crop.h, 0, 0, canvas.width, canvas.height);
    this.hdSource = this.hd && lm ? { canvas: fullFrame(bitmap), lm } : null;
    bitmap.close();
    const moved: Detection = { ...found, items: found.items.map((item) => intoCrop(item, crop, k)) };
    // The person mask of the framed still (hair, beard).
    if (this.needsMask && lm) {
      const seg = await this.engines.segment.detect(canvas, canvas.width, canvas.height, true, 512);
      if (seg.mask) moved.mask = seg.mask;
    }
    this.setFrame(this.frameOf(canvas, moved, engine.model));
    this.showStage(false);
    this.afterStill(found, still.downscaled, side);
  }

  /** A still is on the stage: draw it and say what was found. */
  private afterStill(found: Detection, downscaled: boolean, side: number): void {
    this.lastAnalysis = Number.NEGATIVE_INFINITY;
    this.state.result = null;
    this.render();
    const hands = this.state.target === 'hands';
    this.panel.root.dataset.state = this.tracked ? 'running' : hands ? 'no-hand' : 'no-face';
    if (!this.tracked) this.say(hands ? 'noHand' : 'noFace');
    else if (!hands && found.items.length > 1) this.say('severalFaces');
    else if (downscaled) this.say('downscaled', { size: side });
    else this.announceProduct(this.panel.root.dataset.sku);
    this.emit('ready', { source: 'photo', [hands ? 'hands' : 'faces']: found.items.length });
  }

  private async startCamera(): Promise<void> {
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
    this.say(this.state.target === 'hands' ? 'findingHand' : 'finding');
    this.engine.reset();
    this.live = true;
    this.paused = false;
    this.lastAnalysis = Number.NEGATIVE_INFINITY;
    this.state.result = null;
    this.liveFrames = 0;
    this.detectMs = 0;
    this.stats.started = performance.now();
    this.emit('ready', { source: 'camera' });
    this.clip.setPhase('live');
    void this.loop();
  }

  private grab(index: number): HTMLCanvasElement {
    const video = this.video!;
    const canvas = this.buffers[index]!;
    if (canvas.width !== video.videoWidth) canvas.width = video.videoWidth;
    if (canvas.height !== video.videoHeight) canvas.height = video.videoHeight;
    ctx2d(canvas).drawImage(video, 0, 0);
    return canvas;
  }

  /** The live loop: while frame n is drawn, frame n+1 is in the worker. */
  private async loop(): Promise<void> {
    let index = 0;
    let canvas = this.grab(index);
    const detect = (c: HTMLCanvasElement) => {
      const model = this.state.target;
      return this.detectBoth(c, false, this.maxSide).then((d) => ({ d, model }));
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
        this.frameOf(shown, model === this.state.target ? found : { ...found, items: [] }, this.state.target),
        found.ms,
      );
      // Let the browser paint and handle input between frames.
      await new Promise((r) => requestAnimationFrame(r));
    }
  }

  private onLiveFrame(frame: Frame, ms: number): void {
    this.setFrame(frame);
    this.stats.frames++;
    this.stats.detectMs += ms;
    // The first frames include the engine's warm-up: the average starts after them.
    if (++this.liveFrames > WARM_UP) this.detectMs = this.detectMs ? this.detectMs * 0.9 + ms * 0.1 : ms;
    if (this.liveFrames === WARM_UP + 10 && this.detectMs > SLOW_MS && this.maxSide > 384) {
      this.maxSide = 384;
      this.say('slowDevice');
    }
    this.render();
    const state = this.panel.root.dataset.state;
    const hands = this.state.target === 'hands';
    if (this.tracked) {
      this.lost = 0;
      if (state !== 'running') {
        this.panel.root.dataset.state = 'running';
        this.announceProduct(this.panel.root.dataset.sku);
      }
    } else if (++this.lost === LOST_AFTER) {
      this.panel.root.dataset.state = hands ? 'no-hand' : 'no-face';
      const first = this.liveFrames <= LOST_AFTER;
      this.say(hands ? (first ? 'noHand' : 'handLost') : first ? 'noFace' : 'faceLost');
    }
  }

  private stopCamera(): void {
    this.live = false;
    this.clip.cancel();
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.stream = null;
    if (this.video) this.video.srcObject = null;
    this.video = null;
  }

  // ─── Drawing ────────────────────────────────────────────────────────────────────────────────────

  /** Draws the frame on the stage with the products, and the before half when comparing. */
  render(): void {
    const frame = this.frame;
    if (!frame) return;
    const out = this.panel.canvas;
    if (out.width !== frame.canvas.width) out.width = frame.canvas.width;
    if (out.height !== frame.canvas.height) out.height = frame.canvas.height;
    const ctx = ctx2d(out);
    ctx.drawImage(frame.canvas, 0, 0);
    const started = performance.now();
    this.drawn = this.compositor.draw(ctx, frame, this.state);
    this.stats.drawMs += performance.now() - started;
    if (frame.lm) this.maybeAnalyze(frame.canvas, frame.lm);
    if (this.comparing) drawBefore(ctx, frame.canvas, Number(this.panel.split.value) / 100, this.mirrored);
  }

  /** The hair indicators, once per still and every ANALYSIS_EVERY_MS live; `result` for the page. */
  private maybeReadHair(read: boolean): void {
    if (!read) return;
    const now = performance.now();
    if (now - this.lastAnalysis < (this.live ? ANALYSIS_EVERY_MS : Number.POSITIVE_INFINITY)) return;
    this.lastAnalysis = now;
    const reading = this.hair.reading();
    if (reading) this.emit('result', { kind: 'hair', ...reading });
  }

  /**
   * Runs the feature's analysis on the clean frame: once per still, every ANALYSIS_EVERY_MS live (the
   * figures change slowly; detection keeps its frame rate). Emits `result` for the page.
   */
  private maybeAnalyze(canvas: HTMLCanvasElement, lm: Landmarks): void {
    if (!this.state.analysis) return;
    const now = performance.now();
    // HD reads one still: live, the first frame with a face, at the camera's full resolution.
    const every = this.live && !this.hd ? ANALYSIS_EVERY_MS : Number.POSITIVE_INFINITY;
    if (now - this.lastAnalysis < every) return;
    this.lastAnalysis = now;
    // spec 001 §4 face size ratio threshold: the face's height (forehead to chin) over the frame's.
    if (this.live && this.closeRatio && faceHeight(lm) / canvas.height < this.closeRatio) {
      this.say('moveCloser');
    }
    const started = performance.now();
    try {
      const source = this.hdSource ?? { canvas, lm };
      this.state.result = analyze(this.state.analysis, ctx2d(source.canvas), source.lm!, this.shades);
    } catch (error) {
      // No skin pixels in view (a face half out of the frame): no result this time, never a broken stage.
      console.warn('try-on analysis skipped', error);
      return;
    }
    this.stats.analysisMs = performance.now() - started;
    if (this.state.result) this.emit('result', this.state.result);
    if (this.hd && this.live) this.say('hdStill');
  }

  private dragSplit(e: PointerEvent): void {
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

  private setMirror(on: boolean): void {
    this.mirrored = on;
    this.panel.mirror.setAttribute('aria-pressed', String(on));
    this.panel.stage.classList.toggle('tryon__stage--mirrored', on);
    this.render();
  }

  private setPaused(on: boolean): void {
    if (!this.video) return;
    this.paused = on;
    this.panel.pause.textContent = this.t(on ? 'resume' : 'pause');
    this.panel.pause.setAttribute('aria-pressed', String(on));
    if (!on && this.live) void this.loop();
  }

  private setCompare(on: boolean): void {
    this.comparing = on;
    this.panel.compare.setAttribute('aria-pressed', String(on));
    this.panel.split.hidden = !on;
    this.render();
  }

  private reset(): void {
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

  private fail(error: unknown): void {
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

  /** Figures for the benchmark and the tests: frames drawn, average drawing and detection times. */
  diagnostics() {
    const n = Math.max(1, this.stats.frames);
    const seconds = (performance.now() - this.stats.started) / 1000;
    return {
      frames: this.stats.frames,
      fps: this.live && seconds > 0 ? this.stats.frames / seconds : 0,
      drawMs: this.stats.drawMs / n,
      detectMs: this.stats.detectMs / n,
      landmarks: this.frame?.lm ?? null,
      analysisMs: this.stats.analysisMs,
      result: this.state.result,
      products: this.state.products,
      wear: this.state.wear,
      hair: this.hair.region
        ? { share: this.hair.region.share, found: this.hair.region.reference !== null }
        : null,
      hasMask: Boolean(this.frame?.mask),
      target: this.state.target,
      hands: this.frame?.hands ?? [],
      mirrored: this.mirrored,
      /** The feature passes drawn on the last frame, in order (features/index.ts). */
      passes: this.drawn,
    };
  }

  resetStats(): void {
    Object.assign(this.stats, { frames: 0, drawMs: 0, detectMs: 0, started: performance.now() });
  }

  dispose(): void {
    this.disposed = true;
    this.stopCamera();
    this.setFrame(null);
  }
}

const faceHeight = (lm: Landmarks) => dist(at(lm, 10), at(lm, 152));
