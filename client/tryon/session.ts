import type { Sku } from '../../shared/showcase-catalog';
import { analysisKindOf, analyze, publicResult } from './analysis/run';
import { isSkinConcern } from './analysis/skin-marks';
import { ctx2d, drawBefore } from './canvas';
import { createScratch, type Scratch } from './effects';
import type { Detection, Engine } from './engine';
import {
  Compositor,
  emptyState,
  type FeatureState,
  featurePasses,
  RESHAPE_PRESET,
  type StageFrame,
} from './features';
import { at } from './geometry/landmarks';
import { dist } from './geometry/vector';
import { found, HairPass } from './hair/draw';
import type { Translate, WordKey } from './i18n';
import { type Emulation, lookOf, type OpenOptions, type Tracker } from './look';
import type { Panel } from './panel';
import type { Model } from './protocol';
import { buildReshapeControls, type ReshapeControls } from './reshape/controls';
import { type Emit, SessionStage } from './session-stage';
import { SAMPLES } from './sources';
import { TransferTool } from './transfer-ui';
import type { Landmarks, Product } from './types';
import { showsBack } from './wear/hand';
import { wristLayout } from './wear/hand-wrist';
import { SizerTool } from './wear/sizer-ui';

/**
 * One open try-on (docs/tryon.md): what the page asked for (look.ts) kept as the features' state, drawn
 * by the compositor's passes (features/) over the frame on the stage, the analyses run on the clean
 * frame, and what is said about it. The source, the engines, the live loop and the stage's tools are
 * session-stage.ts's. Picking another SKU re-renders the frame on the stage at once; every failure ends
 * in a translated message on the panel, never a frozen stage.
 */

/** Live analyses at most this often (ms). */
const ANALYSIS_EVERY_MS = 700;

export type { Emulation, OpenOptions } from './look';
export type { Emit } from './session-stage';

const DEFAULT_EMULATION: Emulation = { smooth: 0.6, even: 0.5, bright: 0.3 };

export class Session extends SessionStage {
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
  private readonly sizer: SizerTool;
  private readonly scratch: Scratch;
  private lastAnalysis = Number.NEGATIVE_INFINITY;
  private shades: readonly Sku[] = [];
  private closeRatio = 0;

  constructor(
    panel: Panel,
    engines: Readonly<Record<Model, Engine>>,
    base: string,
    t: Translate,
    emit: Emit,
  ) {
    super(panel, engines, base, t, emit);
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
    this.sizer = new SizerTool(panel, t, {
      frame: () => this.frame,
      pieces: () => this.state.wear,
      hold: () => {
        if (this.live && !this.paused) this.setPaused(true);
      },
      say: (key, vars) => this.say(key, vars),
    });
  }

  protected get tracker(): Tracker {
    return this.state.target;
  }

  /**
   * The sample for the features open: the bearded one for beard dye (a beard style is tried on the
   * shaven portrait: drawn over a full beard, every style looks like that beard).
   */
  protected get sample(): keyof typeof SAMPLES {
    return this.state.dye?.target === 'beard' ? 'beard' : this.state.target;
  }

  protected restartAnalyses(): void {
    this.lastAnalysis = Number.NEGATIVE_INFINITY;
    this.state.result = null;
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
    this.state.skinOverlays = (options.skinOverlays ?? []).filter(isSkinConcern);
    this.shades = options.shades ?? this.shades;
    this.hd = options.view === 'hd-diagnostics';
    this.closeRatio = options.defaults?.faceSizeRatioThreshold ?? 0;
    this.panel.root.dataset.feature = options.featureKey ?? 'makeup';
    this.panel.root.dataset.sku = options.sku?.name ?? '';
    this.panel.root.dataset.mode = options.mode ?? '';
    this.panel.root.dataset.target = target;
    this.panel.thumb.src = `${this.base}${SAMPLES[this.sample]}`;
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

  /** Nail colour on a hand the engine is sure shows its palm: the panel says to turn it. */
  private palmToNails(): boolean {
    const hand = this.frame?.hands[0];
    // The sample is drawn as the back of a hand, which the engine reads as a palm (docs/tryon-wear.md).
    if (this.panel.root.dataset.source === 'sample') return false;
    return !!hand && this.state.wear.some((p) => p.kind === 'nail') && !showsBack(hand);
  }

  /**
   * A watch or bracelet that would leave the frame is not drawn (wear/hand-wrist.ts): the panel says to
   * move the hand into view (data-wrist on the panel says which), once each time that changes.
   */
  private wristInView = true;
  private checkWrist(frame: StageFrame): void {
    const hand = frame.hands[0];
    if (this.state.target !== 'hands' || !hand) return;
    const inView = wristLayout(hand.lm, this.state.wear, frame.canvas).inView;
    this.panel.root.dataset.wrist = inView ? 'in-view' : 'out-of-view';
    if (inView === this.wristInView) return;
    this.wristInView = inView;
    if (inView) this.announceProduct(this.panel.root.dataset.sku);
    else this.say('handIntoView');
  }

  /** Hair and beard features find the person mask beside the face. */
  protected get needsMask(): boolean {
    return this.state.dye !== null || this.state.hairRead;
  }

  protected announceProduct(name: string | undefined): void {
    if (!this.tracked) return;
    if (this.state.analysis || this.state.emulation)
      this.say(this.hd && this.live && this.state.result ? 'hdStill' : 'analysed');
    else if (this.state.dye || this.state.hairRead) this.announceDye(name ?? '');
    // A style is an overlay: the visitor's own hair stays under it (docs/tryon-hair.md).
    else if (this.state.styleOverlay) this.sayWithLimit(name ?? '', 'styleLimit');
    else if (this.state.reshape) this.say('reshapeNote');
    else if (!this.state.makeup && !this.state.wear.length) this.say('notMakeup');
    else if (!this.wristInView) this.say('handIntoView');
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

  /** A still is on the stage: draw it and say what was found. */
  protected afterStill(found: Detection, downscaled: boolean, side: number): void {
    this.restartAnalyses();
    this.render();
    const hands = this.state.target === 'hands';
    this.panel.root.dataset.state = this.tracked ? 'running' : hands ? 'no-hand' : 'no-face';
    if (!this.tracked) this.say(hands ? 'noHand' : 'noFace');
    else if (!hands && found.items.length > 1) this.say('severalFaces');
    else if (downscaled) this.say('downscaled', { size: side });
    else this.announceProduct(this.panel.root.dataset.sku);
    this.emit('ready', { source: 'photo', [hands ? 'hands' : 'faces']: found.items.length });
  }

  // ─── Drawing ────────────────────────────────────────────────────────────────────────────────────

  /** Draws the frame on the stage with the products, and the before half when comparing. */
  render(): void {
    const frame = this.frame;
    if (!frame) return;
    const out = this.panel.canvas;
    if (out.width !== frame.canvas.width) out.width = frame.canvas.width;
    if (out.height !== frame.canvas.height) out.height = frame.canvas.height;
    // The analysis reads the clean frame, before the passes draw: the skin marks pass then draws this
    // frame's result (a still is drawn once, so marks drawn a render late would never show).
    if (frame.lm) this.maybeAnalyze(frame.canvas, frame.lm);
    const ctx = ctx2d(out);
    ctx.drawImage(frame.canvas, 0, 0);
    const started = performance.now();
    this.drawn = this.compositor.draw(ctx, frame, this.state);
    this.stats.drawMs += performance.now() - started;
    this.checkWrist(frame);
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
    if (this.state.result) this.emit('result', publicResult(this.state.result));
    if (this.hd && this.live) this.say('hdStill');
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
