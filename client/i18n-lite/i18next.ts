/**
 * The browser's i18next (decision 0183): the part of its API this site's client uses — one language,
 * resources given up front, `ns:key.path` look-ups, `{{name}}` interpolation with default variables,
 * `defaultValue`, plural keys chosen by `count` (`key_one`, `key_other`, … by Intl.PluralRules, as
 * i18next's JSON v4 does), and namespaces completed later with `addResourceBundle`, announced by the
 * store's `added` event (decision 0240) — in ~1 KiB instead of ~15. The worker keeps the real i18next; the client build
 * resolves `i18next` here (vite.config.ts), and tests/unit/i18n-lite.test.ts checks that both give the
 * same text for every key of every locale file, so hydration sees the server's words.
 */
import { lookUp, mergeTree } from '../../shared/key-path';

export type Resource = Record<string, Record<string, Record<string, unknown>>>;
type Options = Record<string, unknown> & { defaultValue?: unknown; ns?: string | string[] };
export type InitOptions = {
  lng: string;
  resources: Resource;
  defaultNS?: string;
  interpolation?: { defaultVariables?: Record<string, unknown> };
};
export type TFunction = (key: string | string[], options?: Options) => string;

const VARIABLE = /\{\{([^{}]+)\}\}/g;

type Listener = (lng: string, ns: string) => void;

export class LiteI18n {
  language = '';
  private resources: Resource = {};
  private defaultNS = 'translation';
  private variables: Record<string, unknown> = {};
  /** Counts `addResourceBundle` calls: what useTranslation compares to know a render is out of date. */
  revision = 0;
  private listeners = new Set<Listener>();
  /** i18next's resource store events; only `added` happens here. */
  readonly store = {
    on: (_event: 'added', fn: Listener) => void this.listeners.add(fn),
    off: (_event: 'added', fn: Listener) => void this.listeners.delete(fn),
  };

  init(options: InitOptions): this {
    this.language = options.lng;
    this.plurals = null;
    this.resources = options.resources;
    this.defaultNS = options.defaultNS ?? 'translation';
    this.variables = options.interpolation?.defaultVariables ?? {};
    return this;
  }

  /**
   * Adds a namespace's keys, as i18next does: `deep` merges into what is there (keeping existing
   * values unless `overwrite`), else replaces top-level keys. The given resources are never modified
   * (they are the page's hydration data); then every `added` listener hears of it — unless `silent`
   * (i18next's option): the entries a streamed boundary brings (decision 0249) are for parts not drawn
   * yet, so nothing already drawn re-renders for them.
   */
  addResourceBundle(
    lng: string,
    ns: string,
    bundle: Record<string, unknown>,
    deep = false,
    overwrite = false,
    options?: { silent?: boolean },
  ): this {
    const languages = this.resources[lng] ?? {};
    const existing = languages[ns] ?? {};
    const merged = deep ? mergeTree(existing, bundle, overwrite) : { ...existing, ...bundle };
    this.resources = { ...this.resources, [lng]: { ...languages, [ns]: merged } };
    if (options?.silent) return this;
    this.revision++;
    this.fixed.clear();
    for (const fn of [...this.listeners]) fn(lng, ns);
    return this;
  }

  private raw(key: string, ns: string | undefined): { found: unknown; key: string } {
    const colon = key.indexOf(':');
    const [space, path] =
      colon > 0 ? [key.slice(0, colon), key.slice(colon + 1)] : [ns ?? this.defaultNS, key];
    return { found: lookUp(this.resources[this.language]?.[space], path), key: path };
  }

  exists(key: string, options?: Options): boolean {
    return typeof this.raw(key, nsOf(options)).found === 'string';
  }

  t: TFunction = (keys, options) => {
    const list = Array.isArray(keys) ? keys : [keys];
    let last = '';
    const count = options?.count;
    for (const k of list) {
      if (typeof count === 'number') {
        for (const suffix of this.pluralSuffixes(count)) {
          const plural = this.raw(`${k}${suffix}`, nsOf(options)).found;
          if (typeof plural === 'string') return this.interpolate(plural, options);
        }
      }
      const { found, key } = this.raw(k, nsOf(options));
      last = key;
      if (typeof found === 'string') return this.interpolate(found, options);
    }
    if (options && 'defaultValue' in options && typeof options.defaultValue === 'string') {
      return this.interpolate(options.defaultValue, options);
    }
    return last;
  };

  private plurals: Intl.PluralRules | null = null;

  /** The plural keys to try for `count`, best first (i18next: `_zero` for 0 when present, then the rule). */
  private pluralSuffixes(count: number): string[] {
    this.plurals ??= new Intl.PluralRules(this.language.replace('_', '-'));
    const rule = this.plurals.select(count);
    return [...(count === 0 ? ['_zero'] : []), `_${rule}`, '_other'];
  }

  private fixed = new Map<string, TFunction>();

  getFixedT(_lng: string | null, ns?: string): TFunction {
    if (!ns) return this.t;
    let t = this.fixed.get(ns);
    if (!t) {
      t = (key, options) => this.t(key, options?.ns ? options : { ...options, ns });
      this.fixed.set(ns, t);
    }
    return t;
  }

  private interpolate(text: string, options: Options | undefined): string {
    if (!text.includes('{{')) return text;
    return text.replace(VARIABLE, (whole, name: string) => {
      const v = name.trim();
      const value = options && v in options ? options[v] : this.variables[v];
      if (value === undefined) return options && Object.hasOwn(options, v) ? '' : whole;
      return value === null ? '' : String(value);
    });
  }
}

function nsOf(options: Options | undefined): string | undefined {
  const ns = options?.ns;
  return Array.isArray(ns) ? ns[0] : ns;
}

export function createInstance(): LiteI18n {
  return new LiteI18n();
}

export type i18n = LiteI18n;
export default { createInstance };
