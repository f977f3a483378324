import type en from '../../locales/en/tryon.json';
import { siteLanguageOfModule } from '../../shared/showcase';

/**
 * The module's words (locales/<lang>/tryon.json, emitted into the module folder as i18n/<lang>.json):
 * the page opens the module with its spec 001 §7 module language (enu, jpn, …); English fills any gap.
 */
export type Words = typeof en;
export type WordKey = keyof Words;
export type Translate = (key: WordKey, vars?: Record<string, string | number>) => string;

async function fetchWords(base: string, lang: string): Promise<Partial<Words>> {
  try {
    const res = await fetch(`${base}i18n/${lang}.json`);
    return res.ok ? ((await res.json()) as Partial<Words>) : {};
  } catch {
    return {};
  }
}

const cache = new Map<string, Promise<Translate>>();

/** A translate function for a module language, loaded once per language. */
export function loadWords(base: string, moduleLang: string): Promise<Translate> {
  const lang = siteLanguageOfModule(moduleLang);
  let ready = cache.get(lang);
  if (!ready) {
    const none: Partial<Words> = {};
    ready = Promise.all([fetchWords(base, 'en'), lang === 'en' ? none : fetchWords(base, lang)]).then(
      ([fallback, words]): Translate =>
        (key, vars) => {
          const text = words[key] ?? fallback[key] ?? key;
          return text.replace(/\{\{(\w+)\}\}/g, (_: string, name: string) => String(vars?.[name] ?? ''));
        },
    );
    cache.set(lang, ready);
  }
  return ready;
}
