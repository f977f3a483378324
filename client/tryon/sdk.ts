import { MODULE_GLOBAL } from '../../shared/showcase';
import { isFeatureKey } from '../../shared/tryon-vocabulary';
import type { Engine } from './engine';
import { loadWords } from './i18n';
import { buildPanel, linkStyles, type Panel } from './panel';
import { type Model, STAGE_GLOBAL } from './protocol';
import type { OpenOptions, Session } from './session';
import type { Stage } from './stage';
import { VIEWER_GLOBAL } from './viewer/global';
import type { ViewerBundle, ViewerHandle } from './viewer/index';
import { skuWornIn3d, WEAR3D_GLOBAL, type Wear3dBundle } from './wear3d/global';

/**
 * The embedded try-on module's shell (docs/tryon.md, decision 0260): what the showcase pages load when
 * no vendor module host is configured. It meets the module contract of docs/tryon-module-contract.md —
 * `window.TryOnModule` with open(options), close() and events — and stays small: the engine (worker,
 * wasm, model) downloads only when a visitor picks a camera, a photo or the sample.
 */

type Listener = (detail?: unknown) => void;

/** The folder this script came from: the stage, engine, words and sample sit beside it. */
const shellScript = document.currentScript as HTMLScriptElement | null;
const base = shellScript?.src ? new URL('./', shellScript.src).href : '/tryon/dev/';
/** The page's nonce, as the loader gave it to this script: the stage script carries it too. */
const nonce = shellScript?.nonce ?? '';

const bundles = new Map<string, Promise<unknown>>();

/**
 * Loads a bundle once (a script beside this one, carrying the page's nonce) and answers the global it
 * defines; a failed load may be tried again. The stage (stage.js) and the 3D viewer (viewer.js).
 */
function loadBundle<T>(file: string, global: string, what: string): Promise<T> {
  let loading = bundles.get(file) as Promise<T> | undefined;
  if (!loading) {
    loading = new Promise<T>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `${base}${file}`;
      script.async = true;
      if (nonce) script.nonce = nonce;
      script.addEventListener('load', () => {
        const loaded = (window as unknown as Record<string, T | undefined>)[global];
        if (loaded) resolve(loaded);
        else reject(new Error(`try-on ${what} did not start`));
      });
      script.addEventListener('error', () => reject(new Error(`try-on ${what} did not load`)));
      document.head.append(script);
    }).catch((error: unknown) => {
      bundles.delete(file);
      throw error;
    });
    bundles.set(file, loading);
  }
  return loading;
}

const loadStage = () => loadBundle<Stage>('stage.js', STAGE_GLOBAL, 'stage');
const loadViewer = () => loadBundle<ViewerBundle>('viewer.js', VIEWER_GLOBAL, 'viewer');

/**
 * Eyewear, earrings, hats and headbands in 3D (wear3d.js, three.js; decisions 0323, 0336): loaded with
 * the stage only when the page's SKU puts them on the face or head. A failed load leaves the stage's Canvas 2D drawing.
 */
function loadWear3dFor(options: ModuleOptions): Promise<unknown> | null {
  if (!options.sku?.color || !skuWornIn3d(options.skuType, options.mode)) return null;
  return loadBundle<Wear3dBundle>('wear3d.js', WEAR3D_GLOBAL, '3D wear').catch((error: unknown) => {
    console.warn('try-on: things worn in 3D did not load, drawing them flat', error);
    return null;
  });
}

const listeners = new Map<string, Set<Listener>>();
const emit = (event: string, detail?: unknown) => {
  for (const fn of listeners.get(event) ?? []) {
    try {
      fn(detail);
    } catch (error) {
      console.warn('try-on listener failed', error);
    }
  }
};

/** One engine per model, made once and kept across opens (the hand model loads only on hand pages). */
let engines: Record<Model, Engine> | null = null;
let current: { panel: Panel; session: Session; overlay: HTMLElement | null; language: string } | null = null;
/** The open 3D viewer (`featureKey: 'pbrviewer'`, docs/tryon-viewer.md), instead of a session. */
let viewer: { handle: ViewerHandle; overlay: HTMLElement | null; language: string } | null = null;
let returnFocus: HTMLElement | null = null;
let opening = 0;

type ModuleOptions = OpenOptions & { container?: HTMLElement | null };

/** Puts a panel in the page's container, else in an overlay of its own (answered, to remove later). */
function mount(root: HTMLElement, container: HTMLElement | null | undefined): HTMLElement | null {
  if (container?.isConnected) {
    container.append(root);
    return null;
  }
  const overlay = document.createElement('div');
  overlay.className = 'tryon-overlay';
  overlay.append(root);
  document.body.append(overlay);
  return overlay;
}

/** The 3D viewer: loads viewer.js (three.js) on the first open; open again updates it in place. */
async function openViewer(options: ModuleOptions, language: string): Promise<void> {
  if (viewer && viewer.language === language) {
    viewer.handle.update(options);
    return;
  }
  const ticket = ++opening;
  const [t, parts] = await Promise.all([loadWords(base, language), loadViewer()]);
  if (ticket !== opening) return;
  teardown(false);
  const focus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  // opened goes out before the viewer's first frame sends ready
  const handle = parts.open({ t, base, emit, options });
  viewer = { handle, overlay: mount(handle.root, options.container), language };
  handle.close.addEventListener('click', () => close());
  handle.root.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') close();
  });
  returnFocus = focus;
  handle.title.focus();
  emit('opened', { featureKey: 'pbrviewer' });
}

async function open(given: ModuleOptions = {}): Promise<void> {
  // A feature key outside the vocabulary (spec 001 §3.7, shared/tryon-vocabulary.ts) is refused: the
  // module opens as makeup, its default, and says so on the console.
  if (given.featureKey !== undefined && !isFeatureKey(given.featureKey)) {
    console.warn(`TryOnModule: unknown featureKey ${JSON.stringify(given.featureKey)}; opening makeup`);
  }
  const options = { ...given, featureKey: isFeatureKey(given.featureKey) ? given.featureKey : 'makeup' };
  const language = options.language ?? 'enu';
  if (options.featureKey === 'pbrviewer') return openViewer(options, language);
  // Open already, same language: a new SKU (or feature) changes the face without reopening.
  if (current && current.language === language) {
    const session = current.session;
    const wear = loadWear3dFor(options);
    if (wear) await wear;
    if (current?.session === session) session.apply(options);
    return;
  }
  const ticket = ++opening;
  const [t, parts] = await Promise.all([loadWords(base, language), loadStage(), loadWear3dFor(options)]);
  if (ticket !== opening) return;
  engines ??= {
    face: new parts.Engine(base, 'face'),
    hands: new parts.Engine(base, 'hands'),
    segment: new parts.Engine(base, 'segment'),
  };
  teardown(false);
  linkStyles(base);
  const panel = buildPanel(t, base);
  let overlay: HTMLElement | null = null;
  if (options.container?.isConnected) options.container.append(panel.root);
  else {
    overlay = document.createElement('div');
    overlay.className = 'tryon-overlay';
    overlay.append(panel.root);
    document.body.append(overlay);
  }
  const session = new parts.Session(panel, engines, base, t, emit);
  current = { panel, session, overlay, language };
  panel.close.addEventListener('click', () => close());
  panel.root.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') close();
  });
  session.apply(options);
  returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  panel.title.focus();
  if (options.start === 'sample') panel.sample.click();
  emit('opened', { featureKey: options.featureKey });
}

function teardown(notify: boolean): void {
  if (!current && !viewer) return;
  current?.session.dispose();
  current?.panel.root.remove();
  current?.overlay?.remove();
  current = null;
  viewer?.handle.dispose();
  viewer?.overlay?.remove();
  viewer = null;
  if (notify) {
    if (returnFocus?.isConnected) returnFocus.focus();
    emit('closed');
  }
}

function close(): void {
  opening++;
  teardown(true);
}

const api = {
  /** Marks this module as the site's own (pages may render differently around it). */
  embedded: true,
  open(options?: ModuleOptions) {
    void open(options).catch((error) => {
      console.warn('try-on did not open', error);
      emit('error', { code: 'engine' });
    });
  },
  close,
  addEventListener(event: string, fn: Listener) {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)!.add(fn);
  },
  removeEventListener(event: string, fn: Listener) {
    listeners.get(event)?.delete(fn);
  },
  /** Figures of the open try-on (benchmark, tests): frames, fps, drawing and detection times. */
  diagnostics: () => viewer?.handle.diagnostics() ?? current?.session.diagnostics() ?? null,
  resetDiagnostics: () => (viewer ? viewer.handle.resetStats() : current?.session.resetStats()),
};

(window as unknown as Record<string, unknown>)[MODULE_GLOBAL] = api;
