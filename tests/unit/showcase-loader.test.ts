import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type LoaderEnv,
  MAX_POLLS,
  ModuleLoader,
  type ScriptEl,
  type TryOnApi,
} from '../../client/components/showcase/module-loader';

/**
 * The try-on module loader's rules (spec 001 §4, §9) with fake timers and a fake document: the
 * vendor's module is the true outside edge, so its script is a stand-in object here.
 */

type FakeScript = ScriptEl & { removed: boolean; fail: () => void; run: () => void };

function setup() {
  const scripts: FakeScript[] = [];
  const win: Record<string, unknown> = {};
  const env: LoaderEnv = {
    doc: {
      createElement: () => {
        const on: Record<string, (() => void) | undefined> = {};
        const s: FakeScript = {
          src: '',
          async: false,
          removed: false,
          addEventListener: (e, fn) => {
            on[e] = fn;
          },
          remove: () => {
            s.removed = true;
          },
          fail: () => on.error?.(),
          run: () => on.load?.(),
        };
        return s;
      },
      head: { append: (el) => scripts.push(el as FakeScript) },
    },
    win,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
  };
  const api = (): TryOnApi & { closed: number } => {
    const a = { closed: 0, open: () => {}, addEventListener: () => {}, close: () => {} };
    a.close = () => {
      a.closed += 1;
    };
    return a;
  };
  return { scripts, win, loader: new ModuleLoader(env, 'TryOnModule'), api };
}

describe('try-on module loader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('spec 001 §4, §9: waiting polls every 500 ms until the global exists', async () => {
    const { loader, win, scripts, api } = setup();
    let done: TryOnApi | null = null;
    void loader.load('https://m.example/v1/sdk.js').then((a) => {
      done = a;
    });
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://m.example/v1/sdk.js');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done).toBeNull();
    const module = api();
    win.TryOnModule = module;
    // found at the next poll, not before
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(module);
  });

  it('a script that defines its global as it runs is ready at its load event, before the next poll', async () => {
    const { loader, win, scripts, api } = setup();
    let done: TryOnApi | null = null;
    void loader.load('https://m.example/v1/sdk.js').then((a) => {
      done = a;
    });
    await vi.advanceTimersByTimeAsync(100);
    const module = api();
    win.TryOnModule = module;
    scripts[0]!.run();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(module);
    // a load event without the global changes nothing: the polls go on (spec 001 §4)
    const other = setup();
    let later: TryOnApi | null = null;
    void other.loader.load('https://m.example/v1/sdk.js').then((a) => {
      later = a;
    });
    other.scripts[0]!.run();
    await vi.advanceTimersByTimeAsync(0);
    expect(later).toBeNull();
    other.win.TryOnModule = other.api();
    await vi.advanceTimersByTimeAsync(500);
    expect(later).toBe(other.win.TryOnModule);
  });

  it('spec 001 §4: the same address loads once and the loaded module is reused', async () => {
    const { loader, win, scripts, api } = setup();
    win.TryOnModule = undefined;
    const first = loader.load('https://m.example/v1/sdk.js');
    win.TryOnModule = api();
    await vi.advanceTimersByTimeAsync(500);
    const again = await loader.load('https://m.example/v1/sdk.js');
    expect(again).toBe(await first);
    expect(scripts).toHaveLength(1);
  });

  it('spec 001 §4, §9: a different address closes and removes the old module, then waits 800 ms', async () => {
    const { loader, win, scripts, api } = setup();
    const old = api();
    win.TryOnModule = old;
    await loader.load('https://m.example/v1/sdk.js');
    const next = loader.load('https://m.example/v2/sdk.js');
    await vi.advanceTimersByTimeAsync(0);
    expect(old.closed).toBe(1);
    expect(scripts[0]!.removed).toBe(true);
    expect(win.TryOnModule).toBeUndefined();
    // no new script during the 800 ms wait
    await vi.advanceTimersByTimeAsync(799);
    expect(scripts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(scripts).toHaveLength(2);
    expect(scripts[1]!.src).toBe('https://m.example/v2/sdk.js');
    const fresh = api();
    win.TryOnModule = fresh;
    await vi.advanceTimersByTimeAsync(500);
    expect(await next).toBe(fresh);
    expect(loader.address).toBe('https://m.example/v2/sdk.js');
  });

  it('spec 001 §8: a failing close is only logged; a failing script rejects and can be retried', async () => {
    const { loader, win, scripts, api } = setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    win.TryOnModule = {
      ...api(),
      close: () => {
        throw new Error('boom');
      },
    };
    await loader.load('https://m.example/v1/sdk.js');
    const next = loader.load('https://m.example/v2/sdk.js');
    await vi.advanceTimersByTimeAsync(800);
    expect(warn).toHaveBeenCalled();
    scripts[1]!.fail();
    await expect(next).rejects.toThrow('module script failed');
    expect(loader.address).toBeNull();
    warn.mockRestore();
  });

  it('gives up after MAX_POLLS polls without the global', async () => {
    const { loader } = setup();
    const p = loader.load('https://m.example/v1/sdk.js');
    const settled = p.catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(MAX_POLLS * 500);
    expect(await settled).toBe('module did not start');
  });
});
