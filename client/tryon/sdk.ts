import { MODULE_GLOBAL } from '../../shared/showcase';
import { Engine } from './engine';
import { loadWords } from './i18n';
import { buildPanel, linkStyles, type Panel } from './panel';
import { type OpenOptions, Session } from './session';

/**
 * The embedded try-on module's shell (docs/tryon.md, decision 0260): what the showcase pages load when
 * no vendor module host is configured. It meets the module contract of docs/tryon-module-contract.md —
 * `window.TryOnModule` with open(options), close() and events — and stays small: the engine (worker,
 * wasm, model) downloads only when a visitor picks a camera, a photo or the sample.
 */

type Listener = (detail?: unknown) => void;

/** The folder this script came from: the engine, words and sample sit beside it. */
const base = (() => {
  const src = (document.currentScript as HTMLScriptElement | null)?.src ?? '';
  return src ? new URL('./', src).href : '/tryon/dev/';
})();

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

const engine = new Engine(base);
let current: { panel: Panel; session: Session; overlay: HTMLElement | null; language: string } | null = null;
let returnFocus: HTMLElement | null = null;
let opening = 0;

type ModuleOptions = OpenOptions & { container?: HTMLElement | null };

async function open(options: ModuleOptions = {}): Promise<void> {
  const language = options.language ?? 'enu';
  // Open already, same language: a new SKU (or feature) changes the face without reopening.
  if (current && current.language === language) {
    current.session.apply(options);
    return;
  }
  const ticket = ++opening;
  const t = await loadWords(base, language);
  if (ticket !== opening) return;
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
  const session = new Session(panel, engine, base, t, emit);
  current = { panel, session, overlay, language };
  panel.close.addEventListener('click', () => close());
  panel.root.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') close();
  });
  session.apply(options);
  returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  panel.title.focus();
  emit('opened', { featureKey: options.featureKey ?? 'makeup' });
}

function teardown(notify: boolean): void {
  if (!current) return;
  current.session.dispose();
  current.panel.root.remove();
  current.overlay?.remove();
  current = null;
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
  diagnostics: () => current?.session.diagnostics() ?? null,
  resetDiagnostics: () => current?.session.resetStats(),
};

(window as unknown as Record<string, unknown>)[MODULE_GLOBAL] = api;
