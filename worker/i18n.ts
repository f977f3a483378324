import { bundledLocales, localeFiles } from 'virtual:client-assets';
import type { i18n, Resource, TFunction } from 'i18next';
import { z } from 'zod';
import { createI18n, type Namespace } from '../shared/i18n';
import type { LangKey } from '../shared/languages';

/**
 * The worker's translations (decision 0182). The sources stay `locales/<lang>/<ns>.json`; a build
 * turns each language into one static asset that the worker fetches through the ASSETS binding the
 * first time an isolate needs it (dev and tests import the files). One i18next instance per isolate,
 * language and brand answers every request; a page gets a light per-request view of it that notes
 * which `seo` entries it used, so only those travel to the browser.
 */

/** A language's translations: namespace → nested keys. */
export type LocaleStore = Record<string, Record<string, unknown>>;

const LocaleStoreSchema = z.record(z.string(), z.record(z.string(), z.unknown()));

const stores = new Map<string, Promise<LocaleStore>>();
const instances = new Map<string, Promise<i18n>>();
const ready = new Map<string, i18n>();

/** The translations of one language: imported in dev and tests, else fetched once per isolate. */
export function localeStore(env: object, lang: LangKey): Promise<LocaleStore> {
  if (bundledLocales) return Promise.resolve(bundledLocales[lang] ?? {});
  let store = stores.get(lang);
  if (!store) {
    store = fetchLocale(env, lang);
    stores.set(lang, store);
    // A failed fetch is tried again by the next request instead of being remembered.
    store.catch(() => stores.delete(lang));
  }
  return store;
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
export function i18nFor(env: object, lang: LangKey, brand: string): Promise<i18n> {
  const key = `${lang}\u0000${brand}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = localeStore(env, lang).then((store) => {
      const made = createI18n(lang, { [lang]: store } as Resource, brand);
      ready.set(key, made);
      return made;
    });
    instances.set(key, instance);
    instance.catch(() => instances.delete(key));
  }
  return instance;
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
 * A per-request view of the shared instance: the same translations and options, whose `t` (and the
 * `t` of useTranslation, which calls it) notes each `seo` entry it reads into `seoUsed`.
 */
export function recordingI18n(shared: i18n, seoUsed: Set<string>): i18n {
  const view = Object.create(shared) as i18n;
  const t = ((key: string | string[], opts?: unknown, ...rest: unknown[]) => {
    noteSeo(key, opts, seoUsed);
    return (shared.t as unknown as (...a: unknown[]) => unknown).apply(shared, [key, opts, ...rest]);
  }) as unknown as TFunction;
  view.t = t;
  return view;
}

function noteSeo(key: string | string[], opts: unknown, used: Set<string>): void {
  const optNs = typeof opts === 'object' && opts !== null ? (opts as { ns?: unknown }).ns : undefined;
  const ns = Array.isArray(optNs) ? optNs[0] : optNs;
  for (const k of Array.isArray(key) ? key : [key]) {
    if (typeof k !== 'string') continue;
    const colon = k.indexOf(':');
    const [space, path] = colon > 0 ? [k.slice(0, colon), k.slice(colon + 1)] : [ns, k];
    if (space === 'seo') used.add(path.split('.', 1)[0]!);
  }
}

/**
 * What the browser receives: the namespaces of the page and its frame, and of `seo` only the entries
 * named (the page's head entry and those its render read). `seo: null` sends the whole namespace.
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
    else byNs.seo = new SeoSubset(all, seo) as unknown as Record<string, unknown>;
  }
  return { [lang]: byNs } as Resource;
}

/**
 * The `seo` entries a page used, read when the hydration data is serialised (at the end of the body,
 * after the shell rendered): JSON.stringify calls toJSON then.
 */
class SeoSubset {
  constructor(
    private readonly all: Record<string, unknown>,
    private readonly used: Set<string>,
  ) {}
  toJSON(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const key of this.used) if (key in this.all) out[key] = this.all[key];
    return out;
  }
}
