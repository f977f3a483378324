import { bundledLocales, localeFiles, namespaceFiles } from 'virtual:client-assets';
import type { i18n, Resource, TFunction } from 'i18next';
import { z } from 'zod';
import { createI18n, type Namespace } from '../shared/i18n';
import { isTree, mergeTree } from '../shared/key-path';
import type { LangKey } from '../shared/languages';

/**
 * The worker's translations (decision 0182). The sources stay `locales/<lang>/<ns>.json`; a build
 * turns each language into one static asset that the worker fetches through the ASSETS binding the
 * first time an isolate needs it (dev and tests import the files). One i18next instance per isolate,
 * language and brand answers every request; a page gets a light per-request view of it that notes
 * which entries it read, so only those travel to the browser with the HTML (decision 0240).
 */

/** A language's translations: namespace → nested keys. */
export type LocaleStore = Record<string, Record<string, unknown>>;

const LocaleStoreSchema = z.record(z.string(), z.record(z.string(), z.unknown()));

/**
 * Per isolate, only what is loaded is shared: a request never awaits another request's pending fetch (a
 * promise settled by another request's I/O can leave the waiting request hung — docs/architecture.md
 * "Isolate state"). Requests that find a language not loaded yet each fetch it; the first to finish keeps it.
 */
const stores = new Map<string, LocaleStore>();
const ready = new Map<string, i18n>();

/** The translations of one language: imported in dev and tests, else fetched once per isolate. */
export async function localeStore(env: object, lang: LangKey): Promise<LocaleStore> {
  if (bundledLocales) return bundledLocales[lang] ?? {};
  const loaded = stores.get(lang);
  if (loaded) return loaded;
  // A failed fetch throws to this request and is tried again by the next one.
  const store = await fetchLocale(env, lang);
  if (!stores.has(lang)) stores.set(lang, store);
  return stores.get(lang)!;
}

async function fetchLocale(env: object, lang: LangKey): Promise<LocaleStore> {
  const file = localeFiles[lang];
  const assets = (env as { ASSETS?: Fetcher }).ASSETS;
  if (!file || !assets) throw new Error(`translations of ${lang} unavailable (ASSETS binding, ${file})`);
  const res = await assets.fetch(new Request(new URL(file, 'https://assets.invalid')));
  if (!res.ok) throw new Error(`translations of ${lang}: ${res.status} from ${file}`);
  // Our own build output, still checked at the boundary: a wrong file must fail loudly here.
  return LocaleStoreSchema.parse(await res.json());
}

/** The isolate's i18next instance for a language and brand, with every namespace loaded. */
export async function i18nFor(env: object, lang: LangKey, brand: string): Promise<i18n> {
  const key = `${lang}\u0000${brand}`;
  const made = ready.get(key);
  if (made) return made;
  const store = await localeStore(env, lang);
  if (!ready.has(key)) ready.set(key, createI18n(lang, { [lang]: store } as Resource, brand));
  return ready.get(key)!;
}

/**
 * The instance i18nFor has loaded, for synchronous callers (loaders run after the page handler
 * awaited it, worker/routes/pages.ts).
 */
export function loadedI18n(lang: LangKey, brand: string): i18n {
  const made = ready.get(`${lang}\u0000${brand}`);
  if (!made) throw new Error(`translations of ${lang} not loaded yet (await i18nFor first)`);
  return made;
}

/**
 * The translation entries one render read (decision 0240): namespace → key path → whether the key's
 * suffixed forms count too (`_one`, `_other`, `_male` … that i18next picks by `count`, `ordinal` or
 * `context`). A path names a string or a whole subtree.
 */
export class ReadEntries {
  private readonly byNs = new Map<string, Map<string, boolean>>();
  /** Every note that widened what was read, in order: what a render read after a point (`since`). */
  private readonly notes: [ns: string, path: string, variants: boolean][] = [];

  note(ns: string, path: string, variants = false): void {
    let paths = this.byNs.get(ns);
    if (!paths) {
      paths = new Map();
      this.byNs.set(ns, paths);
    }
    const had = paths.get(path);
    if (had === true || (had === false && !variants)) return;
    paths.set(path, variants);
    this.notes.push([ns, path, variants]);
  }

  /** How many notes widened the record so far: a mark for `since`. */
  get size(): number {
    return this.notes.length;
  }

  /** The entries read after `mark` (a `size` taken earlier), as a record of their own. */
  since(mark: number): ReadEntries {
    const later = new ReadEntries();
    for (let i = mark; i < this.notes.length; i++) later.note(...this.notes[i]!);
    return later;
  }

  /** The namespaces read from, in first-read order. */
  namespaces(): string[] {
    return [...this.byNs.keys()];
  }

  /** The live paths read from one namespace (in-app navigation data reuses those of `seo`). */
  paths(ns: string): ReadonlyMap<string, boolean> {
    let paths = this.byNs.get(ns);
    if (!paths) {
      paths = new Map();
      this.byNs.set(ns, paths);
    }
    return paths;
  }

  /**
   * The entries read, copied from the store in the source files' order (so the same render gives the
   * same bytes, whatever order it read them in), with every key a `$t(…)` in them nests.
   */
  pick(store: LocaleStore): Record<string, Record<string, unknown>> {
    // The same page reads the same entries on every render: its picked translations are kept per
    // isolate, by store and by what was read (decision 0243). A hit skips the nested-key notes: the
    // picked entries hold what they name already.
    let memo = PICKED.get(store);
    if (!memo) {
      memo = new Map();
      PICKED.set(store, memo);
    }
    const id = this.readId();
    const known = memo.get(id);
    if (known) return known;
    const picked = this.pickFresh(store);
    if (memo.size < MAX_PICKED) memo.set(id, picked);
    return picked;
  }

  /** What was read, as one string: namespaces and paths in reading order, with their variant flag. */
  private readId(): string {
    let id = '';
    for (const [ns, paths] of this.byNs) {
      id += `\u0001${ns}`;
      for (const [path, variants] of paths) id += `\u0002${path}${variants ? '+' : ''}`;
    }
    return id;
  }

  /** `pick` without the per-isolate memo (a streamed delta's few entries, decision 0249). */
  pickFresh(store: LocaleStore): Record<string, Record<string, unknown>> {
    let out: Record<string, Record<string, unknown>> = {};
    // A nested key may nest another: repeat until nothing new is named (bounded, like i18next's depth).
    for (let round = 0; round < 5; round++) {
      out = {};
      for (const [ns, bundle] of Object.entries(store)) {
        const paths = this.byNs.get(ns);
        if (!paths?.size) continue;
        const picked = pickTree(bundle, wantTree(paths));
        if (picked) out[ns] = picked;
      }
      if (!this.noteNested(out)) break;
    }
    return out;
  }

  /** Notes the keys that `$t(key)` / `$t(ns:key, {…})` in picked texts name; true when any was new. */
  private noteNested(picked: Record<string, Record<string, unknown>>): boolean {
    let added = false;
    const visit = (ns: string, node: unknown) => {
      if (typeof node === 'string') {
        for (const m of node.matchAll(NESTED)) {
          const ref = m[1]!.trim().replace(/^['"]|['"]$/g, '');
          const colon = ref.indexOf(':');
          const [space, path] = colon > 0 ? [ref.slice(0, colon), ref.slice(colon + 1)] : [ns, ref];
          if (this.byNs.get(space)?.get(path) !== true) {
            this.note(space, path, true);
            added = true;
          }
        }
      } else if (node && typeof node === 'object') {
        for (const v of Object.values(node)) visit(ns, v);
      }
    };
    for (const [ns, bundle] of Object.entries(picked)) visit(ns, bundle);
    return added;
  }
}

type Entries = Record<string, Record<string, unknown>>;

/**
 * What of one render's reads the browser has been sent (decision 0249). The hydration data takes all
 * the shell read (`shell`); each part that streams after it then takes what was read since, less what
 * was sent (`late`), so no entry travels twice. Both are in the source files' order.
 */
export class SentEntries {
  private sent: Entries | undefined;
  private mark = 0;

  constructor(
    private readonly read: ReadEntries,
    private readonly store: LocaleStore,
  ) {}

  /** Everything read so far: the hydration data's translations. */
  shell(): Entries {
    const picked = this.read.pick(this.store);
    this.sent = picked;
    this.mark = this.read.size;
    return picked;
  }

  /**
   * The entries read since the last call (or the shell's), not sent yet; undefined when there are none
   * or the hydration data has not taken its part (nothing late can have been written before it).
   */
  late(): Entries | undefined {
    if (!this.sent || this.read.size === this.mark) return undefined;
    const fresh = this.read.since(this.mark).pickFresh(this.store);
    this.mark = this.read.size;
    const out: Entries = {};
    let any = false;
    for (const [ns, bundle] of Object.entries(fresh)) {
      const part = unsentPart(bundle, this.sent[ns]);
      if (!part) continue;
      out[ns] = part;
      any = true;
    }
    if (!any) return undefined;
    this.sent = mergeTree(this.sent, out) as Entries;
    return out;
  }
}

/** The part of `picked` that `sent` does not hold (whole where `sent` has nothing), or undefined. */
function unsentPart(picked: Record<string, unknown>, sent: unknown): Record<string, unknown> | undefined {
  if (!isTree(sent)) return picked;
  const out: Record<string, unknown> = {};
  let any = false;
  for (const [key, value] of Object.entries(picked)) {
    const had = sent[key];
    const part = had === undefined ? value : isTree(value) ? unsentPart(value, had) : undefined;
    if (part === undefined) continue;
    out[key] = part;
    any = true;
  }
  return any ? out : undefined;
}

/** Picked translations per language store and read set (ReadEntries.pick); a few hundred pages at most. */
const PICKED = new WeakMap<LocaleStore, Map<string, Record<string, Record<string, unknown>>>>();
const MAX_PICKED = 500;

/** i18next's nesting: `$t(key)` or `$t(key, { "count": 2 })` inside a translation. */
const NESTED = /\$t\(([^,)]+)/g;

type Want = { all: boolean; variants: boolean; kids: Map<string, Want> };

function wantTree(paths: ReadonlyMap<string, boolean>): Want {
  const root: Want = { all: false, variants: false, kids: new Map() };
  for (const [path, variants] of paths) {
    let node = root;
    for (const part of path.split('.')) {
      let kid = node.kids.get(part);
      if (!kid) {
        kid = { all: false, variants: false, kids: new Map() };
        node.kids.set(part, kid);
      }
      node = kid;
    }
    node.all = true;
    node.variants ||= variants;
  }
  return root;
}

function pickTree(node: Record<string, unknown>, want: Want): Record<string, unknown> | undefined {
  const variantStems = [...want.kids].filter(([, w]) => w.variants).map(([k]) => `${k}_`);
  const out: Record<string, unknown> = {};
  let any = false;
  for (const [key, value] of Object.entries(node)) {
    const w = want.kids.get(key);
    if (w?.all || variantStems.some((stem) => key.startsWith(stem))) {
      out[key] = value;
      any = true;
    } else if (w && value !== null && typeof value === 'object') {
      const sub = pickTree(value as Record<string, unknown>, w);
      if (sub) {
        out[key] = sub;
        any = true;
      }
    }
  }
  return any ? out : undefined;
}

/**
 * A per-request view of the shared instance: the same translations and options, whose `t` (and the
 * `t` of useTranslation, which calls it) and `exists` note every entry they look up into `read`.
 */
export function recordingI18n(shared: i18n, read: ReadEntries): i18n {
  const view = Object.create(shared) as i18n;
  const defaults = listOf(shared.options.defaultNS);
  const t = ((key: string | string[], opts?: unknown, ...rest: unknown[]) => {
    noteRead(read, key, opts, defaults);
    return (shared.t as unknown as (...a: unknown[]) => unknown).apply(shared, [key, opts, ...rest]);
  }) as unknown as TFunction;
  view.t = t;
  view.exists = ((key: string | string[], opts?: unknown) => {
    noteRead(read, key, opts, defaults);
    return (shared.exists as unknown as (...a: unknown[]) => boolean).call(shared, key, opts);
  }) as i18n['exists'];
  // i18next binds its methods to the instance, so the shared getFixedT (useTranslation's) would call
  // the shared `t`: the view's own notes what its fixed `t` reads.
  view.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, ...more: unknown[]) => {
    const fixed = sharedFixedT(shared, lng, ns, keyPrefix, more);
    const prefix = typeof keyPrefix === 'string' && keyPrefix ? `${keyPrefix}.` : '';
    const t = (key: unknown, opts?: unknown, ...rest: unknown[]) => {
      // Most look-ups are a plain key: noted, then answered from the isolate's texts (decision 0243).
      if (opts === undefined && rest.length === 0 && typeof key === 'string') {
        noteRead(read, prefix + key, { ns }, defaults);
        const known = fixed.texts.get(key);
        if (known !== undefined) return known;
        const text = fixed.t(key);
        if (typeof text === 'string' && fixed.texts.size < MAX_PLAIN_TEXTS) fixed.texts.set(key, text);
        return text;
      }
      const o = typeof opts === 'object' && opts !== null ? (opts as Record<string, unknown>) : {};
      const keys = (Array.isArray(key) ? key : [key]).map((k) => (typeof k === 'string' ? prefix + k : k));
      noteRead(read, keys, { ...o, ns: o.ns ?? ns }, defaults);
      return fixed.t(key, opts, ...rest);
    };
    return Object.assign(t, {
      lng: (fixed.t as { lng?: unknown }).lng,
      ns: (fixed.t as { ns?: unknown }).ns,
    });
  }) as unknown as i18n['getFixedT'];
  return view;
}

type FixedT = ((...a: unknown[]) => unknown) & { lng?: unknown; ns?: unknown };
type SharedFixed = { t: FixedT; texts: Map<string, string> };

/** Bounds the texts one fixed `t` keeps (a language has a few thousand keys). */
const MAX_PLAIN_TEXTS = 5000;
const fixedByInstance = new WeakMap<i18n, Map<string, SharedFixed>>();

/**
 * The shared instance's fixed `t` for a language, namespace and key prefix, made once per isolate, with
 * the texts its plain look-ups (no options) gave: a translation without options never changes while the
 * instance lives (one language and brand, its resources loaded once), so renders after the first skip
 * i18next's look-up for them (decision 0243). Other calls (anything with options) go to i18next.
 */
function sharedFixedT(
  shared: i18n,
  lng: unknown,
  ns: unknown,
  keyPrefix: unknown,
  more: unknown[],
): SharedFixed {
  const make = () => ({
    t: (shared.getFixedT as unknown as (...a: unknown[]) => FixedT)(lng, ns, keyPrefix, ...more),
    texts: new Map<string, string>(),
  });
  const simple = (v: unknown) => v === undefined || v === null || typeof v === 'string';
  if (more.length > 0 || !simple(lng) || !simple(ns) || !simple(keyPrefix)) return make();
  let byKey = fixedByInstance.get(shared);
  if (!byKey) {
    byKey = new Map();
    fixedByInstance.set(shared, byKey);
  }
  const id = `${lng ?? ''}\u0000${ns ?? ''}\u0000${keyPrefix ?? ''}`;
  let hit = byKey.get(id);
  if (!hit) {
    hit = make();
    byKey.set(id, hit);
  }
  return hit;
}

function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' ? [value] : [];
}

function noteRead(read: ReadEntries, key: unknown, opts: unknown, defaults: string[]): void {
  const o = typeof opts === 'object' && opts !== null ? (opts as Record<string, unknown>) : {};
  const spaces = o.ns === undefined || o.ns === null ? defaults : listOf(o.ns);
  // i18next looks up `key_<context>`, `key_<plural form>` (and `_ordinal_…`) for these options.
  const variants = o.count !== undefined || o.context !== undefined || o.ordinal !== undefined;
  for (const k of Array.isArray(key) ? key : [key]) {
    if (typeof k !== 'string') continue;
    const colon = k.indexOf(':');
    if (colon > 0) read.note(k.slice(0, colon), k.slice(colon + 1), variants);
    else for (const ns of spaces) read.note(ns, k, variants);
  }
}

/**
 * In-app navigation data (no render to watch): the frame's and page's namespaces whole, and of `seo`
 * only the entries named (those the last render of the page read and its head entry), or the whole
 * namespace when `seo` is null (decision 0181).
 */
export function clientResources(
  store: LocaleStore,
  lang: LangKey,
  namespaces: readonly Namespace[],
  seo: Set<string> | null,
): Resource {
  const byNs: Record<string, Record<string, unknown>> = {};
  for (const ns of namespaces) {
    const bundle = store[ns];
    if (bundle) byNs[ns] = bundle;
  }
  const all = store.seo;
  if (all) {
    if (seo === null) byNs.seo = all;
    else {
      const some: Record<string, unknown> = {};
      for (const key of Object.keys(all)) if (seo.has(key)) some[key] = all[key];
      byNs.seo = some;
    }
  }
  return { [lang]: byNs } as Resource;
}

/**
 * The static addresses of the full namespace files the browser completes a page's translations from
 * after hydration (decision 0240), for the namespaces the language has, in name order.
 */
export function namespaceFileUrls(lang: LangKey, namespaces: Iterable<string>): Record<string, string> {
  const files = namespaceFiles[lang] ?? {};
  const out: Record<string, string> = {};
  for (const ns of [...new Set(namespaces)].sort()) if (files[ns]) out[ns] = files[ns];
  return out;
}
