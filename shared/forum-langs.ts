import type { LangKey } from './languages';

/**
 * The languages each forum family exists in (spec 001 §4, spec-rulings 9, decision 0088). The one rule
 * for the menus (shared/menus.ts pathAllowed) and for the forum routes (their `langs`, decision 0130).
 */
export const FORUM_LANGS = {
  'master-class': ['en', 'ja'],
  'global-forum': ['en', 'fr', 'ja'],
  'education-series': ['en'],
} as const satisfies Record<string, readonly LangKey[]>;
