import type { Translate } from '../i18n';
import { buildViewerPanel, check, linkViewerStyles, metalWord, type ViewerPanel } from './panel';
import {
  asView,
  collectionName,
  collectionOf,
  GEMS,
  type Gem,
  type Lighting,
  METALS,
  type Metal,
  nearest,
  type ProductSpec,
  type SkuInput,
  specOf,
  styled,
  type View,
} from './product';
import { NoWebGL, ViewerScene } from './scene';

/**
 * One open 3D viewer (docs/tryon-viewer.md): the panel, the scene, and what the page asked for — the
 * SKU and the view (home: the ring collection; ring, watch: the SKU; playground: the SKU with metal,
 * gem and lighting choices). `open()` again updates it in place; `dispose()` frees everything.
 */

export type ViewerOptions = { sku?: SkuInput; skuType?: string | null; view?: string | null };
export type Emit = (event: string, detail?: unknown) => void;

export type ViewerHandle = {
  root: HTMLElement;
  title: HTMLElement;
  close: HTMLButtonElement;
  update(options: ViewerOptions): void;
  diagnostics(): Record<string, unknown>;
  resetStats(): void;
  dispose(): void;
};

const REDUCED = '(prefers-reduced-motion: reduce)';
/** What makes two product lists the same shapes (only colours differ: restyle, keep the view). */
const shapeKey = (specs: readonly ProductSpec[]) =>
  specs
    .map((s) => `${s.kind}:${s.style}:${s.kind === 'ring' ? s.size : s.diameter}:${s.accent !== null}`)
    .join();

export class Viewer implements ViewerHandle {
  readonly root: HTMLElement;
  readonly title: HTMLElement;
  readonly close: HTMLButtonElement;
  private readonly panel: ViewerPanel;
  private scene: ViewerScene | null = null;
  private view: View = 'ring';
  private base: ProductSpec = specOf(null);
  private metal: Metal = 'gold';
  private gem: Gem = 'diamond';
  private lighting: Lighting = 'studio';
  private shown: readonly ProductSpec[] = [];
  private readonly motion = matchMedia(REDUCED);
  private readonly abort = new AbortController();
  private readyOnce = false;

  constructor(
    private readonly t: Translate,
    base: string,
    private readonly emit: Emit,
    options: ViewerOptions,
  ) {
    linkViewerStyles(base);
    this.panel = buildViewerPanel(t, base);
    ({ root: this.root, title: this.title, close: this.close } = this.panel);
    try {
      this.scene = new ViewerScene(this.panel.canvas, { reduced: () => this.motion.matches }, (first) =>
        this.drawn(first),
      );
    } catch (error) {
      if (!(error instanceof NoWebGL)) throw error;
      this.fail('viewerNoWebgl');
    }
    this.wire();
    this.update(options);
  }

  private wire(): void {
    const p = this.panel;
    const signal = this.abort.signal;
    p.zoom.addEventListener('input', () => this.scene?.controls.setZoom(Number(p.zoom.value) / 100), {
      signal,
    });
    p.reset.addEventListener('click', () => this.scene?.controls.reset(), { signal });
    p.turntable.addEventListener(
      'click',
      () => {
        if (!this.scene) return;
        const on = p.turntable.getAttribute('aria-pressed') !== 'true';
        p.turntable.setAttribute('aria-pressed', String(on));
        this.scene.controls.turning = on;
        this.scene.request();
      },
      { signal },
    );
    const reduced = () => {
      p.turntable.hidden = this.motion.matches;
      if (this.motion.matches && this.scene) {
        this.scene.controls.turning = false;
        p.turntable.setAttribute('aria-pressed', 'false');
      }
    };
    this.motion.addEventListener('change', reduced, { signal });
    reduced();
    const picked = (set: HTMLFieldSetElement, fn: (value: string) => void) =>
      set.addEventListener('change', (e) => fn((e.target as HTMLInputElement).value), { signal });
    picked(p.metal, (v) => {
      this.metal = v as Metal;
      this.render();
    });
    picked(p.gem, (v) => {
      this.gem = v as Gem;
      this.render();
    });
    picked(p.light, (v) => {
      this.lighting = v as Lighting;
      this.render();
    });
    p.canvas.addEventListener(
      'webglcontextlost',
      (e) => {
        e.preventDefault();
        this.fail('viewerLost');
      },
      { signal },
    );
    p.canvas.addEventListener(
      'webglcontextrestored',
      () => {
        this.root.dataset.state = 'running';
        this.panel.status.textContent = this.t('viewerShowing', { product: this.base.name });
        this.scene?.request();
      },
      { signal },
    );
  }

  /** The page's options: a new SKU or view changes the product at once. */
  update(options: ViewerOptions): void {
    const view = asView(options.view ?? this.view);
    const base = options.sku !== undefined ? specOf(options.sku, options.skuType) : this.base;
    const newSku = base.name !== this.base.name || base.kind !== this.base.kind || view !== this.view;
    this.view = view;
    this.base = base;
    if (newSku) {
      this.metal = nearest(METALS, base.metal);
      this.gem = base.accent ? nearest(GEMS, base.accent) : this.gem;
    }
    if (view !== 'playground') this.lighting = 'studio';
    this.render();
  }

  private specs(): ProductSpec[] {
    if (this.view === 'home') return collectionOf(this.base);
    if (this.view === 'playground') return [styled(this.base, this.metal, this.gem)];
    return [this.base];
  }

  /** Brings the panel and the scene in line with the state. */
  private render(): void {
    const p = this.panel;
    const specs = this.specs();
    const playground = this.view === 'playground';
    p.playground.hidden = !playground;
    check(p.metal, this.metal);
    check(p.gem, this.gem);
    check(p.light, this.lighting);
    const watch = this.base.kind === 'watch';
    p.gemLegend.textContent = this.t(watch ? 'viewerDial' : 'viewerGem');
    p.gem.disabled = this.base.accent === null;
    p.gemNote.hidden = this.base.accent !== null;
    p.canvas.setAttribute('aria-label', this.label(specs));
    if (this.scene) {
      this.scene.light(this.lighting);
      const same = this.shown.length > 0 && shapeKey(this.shown) === shapeKey(specs);
      const names = (list: readonly ProductSpec[]) => list.map((s) => s.name).join();
      if (same && names(this.shown) === names(specs)) this.scene.restyle(specs);
      else this.scene.show(specs);
      if (this.root.dataset.state === 'running') this.announce();
    }
    this.shown = specs;
  }

  private label(specs: readonly ProductSpec[]): string {
    const kind = this.t(this.base.kind === 'watch' ? 'viewerWatch' : 'viewerRing');
    if (this.view === 'home') {
      return this.t('viewerCanvasHome', {
        collection: collectionName(),
        names: specs.map((s) => s.name).join(', '),
      });
    }
    if (this.view === 'playground') {
      return this.t('viewerCanvasStyled', {
        product: this.base.name,
        kind,
        metal: metalWord(this.t, this.metal),
      });
    }
    return this.t('viewerCanvas', { product: this.base.name, kind });
  }

  private announce(): void {
    const product = this.view === 'home' ? collectionName() : this.base.name;
    this.panel.status.textContent = this.t('viewerShowing', { product });
  }

  /** After a frame: the zoom slider follows; the first one says the viewer is ready. */
  private drawn(first: boolean): void {
    if (!this.scene) return;
    this.panel.zoom.value = String(Math.round(this.scene.controls.orbit.zoom * 100));
    if (!first) return;
    this.root.dataset.state = 'running';
    this.announce();
    if (!this.readyOnce) {
      this.readyOnce = true;
      this.emit('ready', { source: '3d' });
    }
  }

  /** An error in words on the panel (never a blank box): the canvas and its controls go. */
  private fail(key: 'viewerNoWebgl' | 'viewerLost'): void {
    this.root.dataset.state = 'error';
    this.panel.status.textContent = this.t(key);
    // no WebGL at all: nothing of the 3D view stays (a lost context may come back: it stays)
    if (key === 'viewerNoWebgl') this.root.classList.add('viewer--none');
    this.emit('error', { code: 'webgl' });
  }

  diagnostics(): Record<string, unknown> {
    return {
      ...(this.scene?.diagnostics() ?? { frames: 0, fps: 0, drawMs: 0, firstFrameMs: null }),
      view: this.view,
      lighting: this.scene?.lighting ?? null,
      products: this.shown.map(({ kind, style, name, metal, accent }) => ({
        kind,
        style,
        name,
        metal,
        accent,
      })),
      orbit: this.scene ? { ...this.scene.controls.orbit } : null,
      turning: this.scene?.controls.turning ?? false,
      reducedMotion: this.motion.matches,
    };
  }

  resetStats(): void {
    this.scene?.resetStats();
  }

  dispose(): void {
    this.abort.abort();
    this.scene?.dispose();
    this.scene = null;
    this.root.remove();
  }
}
