import { MODULE_POLL_MS, MODULE_UNLOAD_WAIT_MS } from '../../../shared/showcase';

/**
 * The try-on module's loader (spec 001 §4, §9), one per page load — it outlives in-app navigation, so
 * moving between showcase pages keeps the module:
 * - a module loads once per address; asking again for the same address reuses it;
 * - asking for a different address closes the old module, removes its script and waits 800 ms;
 * - waiting for a module polls every 500 ms until its global exists (or the script fails to load).
 * The browser parts are passed in, so unit tests drive it with fake timers.
 */

export type TryOnApi = {
  open: (options: Record<string, unknown>) => void;
  close: () => void;
  /** `closed` from every module; the embedded one also emits opened, ready, phase and error. */
  addEventListener: (event: string, fn: (detail?: unknown) => void) => void;
  removeEventListener?: (event: string, fn: (detail?: unknown) => void) => void;
};

/** The parts of a <script> element the loader uses (kept DOM-free: the worker type-checks this too). */
export type ScriptEl = {
  src: string;
  async: boolean;
  nonce?: string;
  addEventListener: (event: 'error' | 'load', fn: () => void) => void;
  remove: () => void;
};

export type LoaderEnv = {
  doc: { createElement: (tag: 'script') => ScriptEl; head: { append: (el: ScriptEl) => void } };
  win: Record<string, unknown>;
  setTimeout: (fn: () => void, ms: number) => unknown;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
  nonce?: string;
};

/** After this many polls without the global, the wait gives up (a stuck script must not spin forever). */
export const MAX_POLLS = 60;

export class ModuleLoader {
  private current: { address: string; script: ScriptEl; ready: Promise<TryOnApi> } | null = null;

  constructor(
    private readonly env: LoaderEnv,
    private readonly globalName: string,
  ) {}

  get address(): string | null {
    return this.current?.address ?? null;
  }

  async load(address: string): Promise<TryOnApi> {
    if (this.current?.address === address) return this.current.ready;
    if (this.current) {
      await this.unload();
      // spec 001 §4: the address differs — give the old module 800 ms to let go.
      await new Promise<void>((resolve) => this.env.setTimeout(resolve, MODULE_UNLOAD_WAIT_MS));
    }
    const script = this.env.doc.createElement('script');
    script.src = address;
    script.async = true;
    if (this.env.nonce) script.nonce = this.env.nonce;
    const failed = new Promise<never>((_, reject) => {
      script.addEventListener('error', () => reject(new Error(`module script failed: ${address}`)));
    });
    const ready = Promise.race([this.waitForGlobal(script), failed]);
    ready.catch(() => {
      if (this.current?.script === script) this.current = null;
    });
    this.current = { address, script, ready };
    this.env.doc.head.append(script);
    return ready;
  }

  /** Closes the module and removes its script; closing errors are only logged (spec 001 §8). */
  async unload(): Promise<void> {
    const old = this.current;
    if (!old) return;
    this.current = null;
    try {
      (this.env.win[this.globalName] as TryOnApi | undefined)?.close();
    } catch (error) {
      console.warn('closing the try-on module failed', error);
    }
    old.script.remove();
    delete this.env.win[this.globalName];
  }

  /**
   * spec 001 §4: poll every 500 ms until the module's global exists — and look once more when the
   * script has run (its load event), so a module that defines its global at once is not kept waiting
   * for the next poll.
   */
  waitForGlobal(script?: ScriptEl): Promise<TryOnApi> {
    const found = () => this.env.win[this.globalName] as TryOnApi | undefined;
    const now = found();
    if (now) return Promise.resolve(now);
    return new Promise((resolve, reject) => {
      let polls = 0;
      let done = false;
      const check = (poll: boolean) => {
        if (done) return;
        if (poll) polls += 1;
        const api = found();
        if (api || polls >= MAX_POLLS) {
          done = true;
          this.env.clearInterval(id);
          if (api) resolve(api);
          else reject(new Error('module did not start'));
        }
      };
      const id = this.env.setInterval(() => check(true), MODULE_POLL_MS);
      script?.addEventListener('load', () => check(false));
    });
  }
}

let shared: ModuleLoader | null = null;

/** The page load's one loader (browser only). */
export function browserLoader(globalName: string, nonce: string): ModuleLoader {
  shared ??= new ModuleLoader(
    {
      doc: document as unknown as LoaderEnv['doc'],
      win: window as unknown as Record<string, unknown>,
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      setInterval: (fn, ms) => window.setInterval(fn, ms),
      clearInterval: (id) => window.clearInterval(id as number),
      nonce,
    },
    globalName,
  );
  return shared;
}
