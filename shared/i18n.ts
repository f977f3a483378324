import i18next, { type i18n, type Resource } from 'i18next';
import type { LangKey } from './languages';

/** Namespaces (spec 001 §7: business, consumer, seo), `common` for the frame, and one per form family. */
export const NAMESPACES = [
  'common',
  'seo',
  'business',
  'consumer',
  'account',
  'contact',
  'showcase',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * One i18next instance per isolate and language on the worker (worker/i18n.ts, decision 0181), one
 * per page load in the browser (the light i18next of client/i18n-lite, decision 0183), both
 * initialised synchronously from resources already in hand (no flash, no hydration mismatch).
 */
export function createI18n(lang: LangKey, resources: Resource, brand: string): i18n {
  const instance = i18next.createInstance();
  instance.init({
    lng: lang,
    resources,
    ns: Object.keys(resources[lang] ?? {}),
    defaultNS: 'common',
    fallbackLng: false,
    initAsync: false,
    returnNull: false,
    // The brand is one config value (DEVELOPERS.md); every text may name it as {{brand}}.
    interpolation: { escapeValue: false, defaultVariables: { brand } },
    react: { useSuspense: false },
  });
  return instance;
}
