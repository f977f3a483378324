import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIENCE_LANGS, LANG_KEYS, type LangKey } from '../../shared/languages';

/**
 * locales/en is the source of truth: every key of a namespace exists, non-empty, in every language
 * whose audience uses it (common and seo: all ten; business and consumer: their audience's languages).
 * Languages whose translations are still to come are listed in PENDING and checked once they exist.
 */
const ROOT = path.resolve(import.meta.dirname, '../../locales');
const NAMESPACE_LANGS: Record<string, readonly LangKey[]> = {
  common: LANG_KEYS,
  seo: LANG_KEYS,
  business: AUDIENCE_LANGS.business,
  consumer: AUDIENCE_LANGS.consumer,
  account: AUDIENCE_LANGS.business,
  // business contact pages in nine languages, consumer contact pages in eight: together all ten
  contact: LANG_KEYS,
  showcase: AUDIENCE_LANGS.business,
  // the embedded try-on module (docs/tryon.md) speaks every module language (spec 001 §7 mapping)
  tryon: LANG_KEYS,
};

function flatten(obj: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
    for (const [k, v] of Object.entries(obj)) {
      for (const [kk, vv] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv);
    }
  } else {
    out.set(prefix, obj);
  }
  return out;
}

function load(lang: string, ns: string): Map<string, unknown> | undefined {
  const file = path.join(ROOT, lang, `${ns}.json`);
  if (!fs.existsSync(file)) return undefined;
  return flatten(JSON.parse(fs.readFileSync(file, 'utf8')));
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
