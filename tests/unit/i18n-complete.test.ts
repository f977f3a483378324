import fs from 'node:fs';
import path from 'node:path';
import type { i18n } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientDeferred } from '../../client/app/deferred-client';
import { completeTranslations, receiveStreamedTranslations } from '../../client/app/translations';
import { createInstance, type Resource } from '../../client/i18n-lite/i18next';

/**
 * decision 0240: a document carries only the entries its server render read; the browser then
 * completes the frame's and page's namespaces from their static files, and everything drawn later
 * (menus, dialogs, form messages) finds its words. decision 0249: streamed boundaries do not wait for
 * those files; the entries they read come before them and are merged as they arrive.
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

describe('streamed boundaries hydrate from what came with them (decision 0249)', () => {
  const w = globalThis as unknown as { window?: unknown; __D?: Record<string, unknown>; __T?: unknown };
  afterEach(() => {
    delete w.window;
    delete w.__D;
    delete w.__T;
  });

  it('a value already streamed is handed over at once, one on its way when its script runs', async () => {
    w.window = globalThis;
    w.__D = { menus: { items: 1 } };
    const deferred = clientDeferred(['menus', 'later']);
    const now = deferred.menus as PromiseLike<unknown> & { status?: string; value?: unknown };
    expect(now.status).toBe('fulfilled');
    expect(now.value).toEqual({ items: 1 });
    let later: unknown;
    deferred.later!.then((v) => {
      later = v;
    });
    w.__D!.later = 'here';
    await new Promise((r) => setTimeout(r, 0));
    expect(later).toBe('here');
  });

  it('takes the entries queued before the client started and those pushed later, silently, never overwriting', () => {
    const sent = { en: { common: { frame: { signIn: 'Sign In' } } } };
    const before = JSON.stringify(sent);
    const lite = pageI18n(sent);
    const heard: string[] = [];
    lite.store.on('added', (_lng, ns) => heard.push(ns));
    const queue: unknown[] = [];
    w.__T = queue;
    // What the worker's scripts before two streamed parts did before the client entry ran.
    queue.push({ common: { menu: { featuredPost: 'From the blog' } } });
    queue.push({ common: { frame: { signIn: 'not this' } }, business: { plan: { title: 'Plans' } } });
    receiveStreamedTranslations(lite as unknown as i18n, 'en', globalThis);
    const t = lite.getFixedT(null, 'common');
    expect(t('menu.featuredPost')).toBe('From the blog');
    expect(t('frame.signIn')).toBe('Sign In');
    expect(lite.t('business:plan.title')).toBe('Plans');
    // A script after the client started: the same expression the worker writes.
    const self = globalThis as unknown as { __T: { push: (b: unknown) => void } };
    self.__T.push({ common: { menu: { moreBlog: 'More Blog Posts' } } });
    expect(t('menu.moreBlog')).toBe('More Blog Posts');
    expect(t('menu.featuredPost')).toBe('From the blog');
    // Nothing drawn re-renders for them (no `added`, the same revision), the hydration data is untouched.
    expect(heard).toEqual([]);
    expect(lite.revision).toBe(0);
    expect(JSON.stringify(sent)).toBe(before);
  });
});
