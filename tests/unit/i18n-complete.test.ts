import fs from 'node:fs';
import path from 'node:path';
import type { i18n } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientDeferred } from '../../client/app/deferred-client';
import { completeTranslations } from '../../client/app/translations';
import { createInstance, type Resource } from '../../client/i18n-lite/i18next';

/**
 * decision 0240: a document carries only the entries its server render read; the browser then
 * completes the frame's and page's namespaces from their static files, and everything drawn later
 * (menus, dialogs, form messages) finds its words. Streamed boundaries hydrate once they are in.
 */
const ROOT = path.resolve(import.meta.dirname, '../../locales');
const source = (lang: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;

/** A page's light instance holding what a /business document carries of `common`. */
function pageI18n(resources: Resource) {
  return createInstance().init({
    lng: 'en',
    resources,
    defaultNS: 'common',
    interpolation: { defaultVariables: { brand: 'Lumora' } },
  });
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

describe("completing a page's namespaces", () => {
  it('adds the whole files: keys the render did not read appear, the hydration data stays as it was', async () => {
    const sent = { en: { common: { frame: { signIn: 'Sign In' } } } };
    const before = JSON.stringify(sent);
    const lite = pageI18n(sent);
    const t = lite.getFixedT(null, 'common');
    expect(t('accountMenu.userHome')).toBe('accountMenu.userHome');
    const heard: string[] = [];
    lite.store.on('added', (_lng, ns) => heard.push(ns));
    const requested: { url: string; init?: RequestInit }[] = [];
    const load = (async (url: string, init?: RequestInit) => {
      requested.push({ url, init });
      return json(source('en', url.includes('common') ? 'common' : 'business'));
    }) as typeof fetch;

    await completeTranslations(
      lite as unknown as i18n,
      'en',
      { business: '/assets/i18n-en-business-1.json', common: '/assets/i18n-en-common-2.json' },
      load,
    );

    expect(requested.map((r) => r.url)).toEqual([
      '/assets/i18n-en-business-1.json',
      '/assets/i18n-en-common-2.json',
    ]);
    expect(requested.every((r) => r.init?.priority === 'low')).toBe(true);
    expect(heard.sort()).toEqual(['business', 'common']);
    expect(lite.revision).toBe(2);
    // A new fixed `t` after the change, so memoised renders notice it too.
    const completed = lite.getFixedT(null, 'common');
    expect(completed).not.toBe(t);
    expect(completed('accountMenu.userHome')).toBe('Your services');
    expect(completed('frame.signIn')).toBe('Sign In');
    expect(lite.getFixedT(null, 'business')('home.title')).toBe(
      (source('en', 'business').home as Record<string, string>).title,
    );
    expect(JSON.stringify(sent)).toBe(before);
  });

  it('a file that fails leaves its namespace as it was and never rejects', async () => {
    const lite = pageI18n({ en: { common: { a: 'A' } } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = (async (url: string) =>
      url.includes('common') ? json({}, 404) : json({ home: { title: 'T' } })) as typeof fetch;
    await completeTranslations(
      lite as unknown as i18n,
      'en',
      { business: '/b.json', common: '/common.json' },
      load,
    );
    expect(lite.t('common:a')).toBe('A');
    expect(lite.t('business:home.title')).toBe('T');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a deep add keeps what is there unless told to overwrite (i18next addResourceBundle)', () => {
    const lite = pageI18n({ en: { common: { a: { b: 'kept' } } } });
    lite.addResourceBundle('en', 'common', { a: { b: 'new', c: 'added' } }, true, false);
    expect(lite.t('a.b')).toBe('kept');
    expect(lite.t('a.c')).toBe('added');
    lite.addResourceBundle('en', 'common', { a: { b: 'new' } }, true, true);
    expect(lite.t('a.b')).toBe('new');
  });
});

describe('streamed boundaries wait for the completed namespaces', () => {
  it('a value already streamed is handed over only once the translations are in', async () => {
    const w = globalThis as unknown as { window?: unknown; __D?: Record<string, unknown> };
    w.window = globalThis;
    w.__D = { menus: { items: 1 } };
    try {
      let finish!: () => void;
      const translations = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const deferred = clientDeferred(['menus'], translations);
      let value: unknown;
      deferred.menus!.then((v) => {
        value = v;
      });
      await new Promise((r) => setTimeout(r, 0));
      expect(value).toBeUndefined();
      finish();
      await new Promise((r) => setTimeout(r, 0));
      expect(value).toEqual({ items: 1 });
      // Without namespaces to complete (in-app navigation data), a streamed value is ready at once.
      const now = clientDeferred(['menus']).menus as PromiseLike<unknown> & { status?: string };
      expect(now.status).toBe('fulfilled');
    } finally {
      delete w.window;
      delete w.__D;
    }
  });
});
