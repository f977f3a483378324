import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenLocale } from '../../build/language-gaps';
import {
  AUDIENCE_LANGS,
  LANGUAGES,
  NAMESPACE_SCOPE,
  type Namespace,
  namespaceLangsOf,
} from '../../shared/languages';

/**
 * locales/en is the source of truth: every key of a namespace exists, non-empty, in every language
 * whose audience uses it (common and seo: all ten; business and consumer: their audience's languages).
 * Languages whose translations are still to come are listed in PENDING and checked once they exist.
 */
const ROOT = path.resolve(import.meta.dirname, '../../locales');
/** Who reads each namespace: shared/languages.ts NAMESPACE_SCOPE (all ten, or one audience's languages). */
const NAMESPACE_LANGS = Object.fromEntries(
  (Object.keys(NAMESPACE_SCOPE) as Namespace[]).map((ns) => [ns, namespaceLangsOf(ns, LANGUAGES)]),
);

function load(lang: string, ns: string): Map<string, unknown> | undefined {
  const file = path.join(ROOT, lang, `${ns}.json`);
  if (!fs.existsSync(file)) return undefined;
  return flattenLocale(JSON.parse(fs.readFileSync(file, 'utf8')));
}

const interpolations = (s: unknown) =>
  [...String(s).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations match locales/en', () => {
  for (const [ns, langs] of Object.entries(NAMESPACE_LANGS)) {
    const en = load('en', ns);
    it(`en/${ns}.json exists`, () => expect(en).toBeDefined());
    for (const lang of langs.filter((l) => l !== 'en')) {
      it(`${lang}/${ns}.json has every key of en, translated, with the same placeholders`, () => {
        const other = load(lang, ns);
        expect(other, `${lang}/${ns}.json is missing`).toBeDefined();
        const missing = [...en!.keys()].filter((k) => !other!.has(k) || String(other!.get(k)).trim() === '');
        expect(missing, `missing in ${lang}/${ns}`).toEqual([]);
        const extra = [...other!.keys()].filter((k) => !en!.has(k));
        expect(extra, `keys not in en: ${lang}/${ns}`).toEqual([]);
        for (const [k, v] of en!) {
          // `brand` is a default variable (shared/i18n.ts): a translation may name it where English doesn't.
          const theirs = interpolations(other!.get(k)).filter((n) => n !== 'brand');
          const ours = interpolations(v).filter((n) => n !== 'brand');
          expect(theirs, `${lang}/${ns}:${k} placeholders`).toEqual(ours);
        }
      });
    }
  }
});

/**
 * One name per service (issue 41): the account pages (sign-up order, free-trial form, solution entrance)
 * name a solution type as the plan and solution pages name its online service, in every language.
 */
describe('a solution has one name on every page', () => {
  const SERVICE_OF = {
    SKIN_ANALYSIS: 'skincare-pro',
    AESTHETIC_SIMULATION: 'aesthetic-simulation',
    MAKEUP: 'makeup',
    EYEWEAR: 'eye-wear',
  } as const;
  for (const lang of AUDIENCE_LANGS.business) {
    it(`${lang}: account solutions = business online services`, () => {
      const account = load(lang, 'account')!;
      const business = load(lang, 'business')!;
      for (const [type, service] of Object.entries(SERVICE_OF)) {
        expect(account.get(`solutions.${type}`), `${lang} ${type}`).toBe(
          business.get(`onlineService.services.${service}`),
        );
      }
    });
  }
});
