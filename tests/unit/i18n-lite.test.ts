import fs from 'node:fs';
import path from 'node:path';
import type { Resource } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createInstance } from '../../client/i18n-lite/i18next';
import { createI18n } from '../../shared/i18n';
import type { LangKey } from '../../shared/languages';

/**
 * decision 0183: the browser's light i18next must give the same text as the worker's real one for
 * every key of every locale file — with the variables the pages pass, with none, and with missing or
 * defaulted keys — or hydration would see other words than the server wrote.
 */
const ROOT = path.resolve(import.meta.dirname, '../../locales');
const BRAND = 'Lumora';
const VARS = {
  name: 'Ada',
  title: 'Title',
  n: 3,
  count: 2,
  q: 'lipstick',
  page: 2,
  size: 10,
  network: 'X',
  total: 9,
  max: 5,
  keywords: 'k',
  event: 'E',
  app: 'App',
  year: 2026,
  version: '1.2',
  solution: 'MAKEUP',
  plan: 'Premium',
  group: 'G',
  email: 'a@b.c',
  days: 30,
  date: '2026-11-23',
};

function leaves(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('client i18next (lite) matches i18next', () => {
  for (const lang of fs.readdirSync(ROOT)) {
    it(`every key of ${lang}`, () => {
      const store: Record<string, Record<string, unknown>> = {};
      for (const f of fs.readdirSync(path.join(ROOT, lang)))
        store[f.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(ROOT, lang, f), 'utf8'));
      const resources = { [lang]: store } as Resource;
      const real = createI18n(lang as LangKey, resources, BRAND);
      const lite = createInstance().init({
        lng: lang,
        resources: resources as never,
        defaultNS: 'common',
        interpolation: { defaultVariables: { brand: BRAND } },
      });
      let checked = 0;
      for (const ns of Object.keys(store)) {
        const realT = real.getFixedT(lang, ns);
        const liteT = lite.getFixedT(null, ns);
        for (const key of leaves(store[ns])) {
          expect(liteT(key), `${lang} ${ns}:${key}`).toBe(realT(key));
          expect(liteT(key, VARS), `${lang} ${ns}:${key} with variables`).toBe(realT(key, VARS));
          expect(lite.t(`${ns}:${key}`, { name: '' })).toBe(real.t(`${ns}:${key}`, { name: '' }));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(100);
      // Plural keys (`key_one`, `key_other` …) are asked for by their base key and a count.
      for (const ns of Object.keys(store)) {
        const bases = new Set(
          leaves(store[ns])
            .filter((k) => /_(zero|one|two|few|many|other)$/.test(k))
            .map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')),
        );
        for (const base of bases) {
          for (const count of [0, 1, 2, 5, 15, 21]) {
            expect(lite.getFixedT(null, ns)(base, { count }), `${lang} ${ns}:${base} ×${count}`).toBe(
              real.getFixedT(lang, ns)(base, { count }),
            );
          }
        }
      }
      for (const [key, options] of [
        ['no.such.key', undefined],
        ['seo:no-such-entry.title', undefined],
        ['plans.nope', { defaultValue: 'PLAN' }],
        ['plans.nope', { defaultValue: 'Hi {{name}}', name: 'Ada' }],
      ] as const) {
        expect(lite.getFixedT(null, 'account')(key, options as never)).toBe(
          real.getFixedT(lang, 'account')(key, options as never),
        );
      }
    });
  }
});
