import type { Resource } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enBusiness from '../../locales/en/business.json';
import enCommon from '../../locales/en/common.json';
import enSeo from '../../locales/en/seo.json';
import jaBusiness from '../../locales/ja/business.json';
import { createI18n } from '../../shared/i18n';
import type { LangKey } from '../../shared/languages';
import { type LocaleStore, localeStore, ReadEntries, recordingI18n, SentEntries } from '../../worker/i18n';
import { edgeFetch } from './edge-helpers';
import { seedContent } from './seed-content';

/**
 * decision 0181: of the `seo` namespace a page's hydration data carries only the entries the page read.
 * decision 0240: the same for every namespace — a document carries the entries its server render
 * read (plural and context forms included) and names the whole namespace files the browser completes
 * them from; in-app navigation data still carries the frame's and page's namespaces whole.
 */
type Tree = Record<string, unknown>;
type Ssr = {
  lang: string;
  seoKey: string;
  resources: Record<string, Record<string, Tree>>;
  translationFiles: Record<string, string>;
};

async function ssrAndHtml(path: string, headers: Record<string, string> = {}) {
  const res = await edgeFetch(path, { headers });
  expect(res.status, path).toBe(200);
  if (headers['x-page-data'] === '1') return { ssr: ((await res.json()) as { ssr: Ssr }).ssr, html: '' };
  const html = await res.text();
  const m = html.match(/<script type="application\/json" id="__ssr">([\s\S]*?)<\/script>/);
  if (!m) throw new Error(`no hydration data in ${path}`);
  return { ssr: JSON.parse(m[1]!) as Ssr, html };
}

const ssr = async (path: string, headers: Record<string, string> = {}) =>
  (await ssrAndHtml(path, headers)).ssr;

/** Every leaf of a tree as [dotted path, value]. */
function leaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (tree === null || typeof tree !== 'object') return [[prefix, tree]];
  return Object.entries(tree).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

function at(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
}

const size = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

beforeAll(() => seedContent());

describe('translations sent with a document', () => {
  it('/business carries only the entries its render read, a fraction of the whole namespaces', async () => {
    const data = await ssr('/business');
    const byNs = data.resources[data.lang]!;
    expect(Object.keys(byNs).sort()).toEqual(['business', 'common', 'seo']);
    // What the page shows travels …
    expect(at(byNs.common, 'frame.signIn')).toBe(enCommon.frame.signIn);
    expect(at(byNs.common, 'menu.toggle')).toBe(enCommon.menu.toggle);
    expect(at(byNs.business, 'home.title')).toBe(enBusiness.home.title);
    // … what is drawn only later does not: the signed-in account menu, the newsletter's answer, the
    // unsupported-browser notice, other pages' texts.
    expect(byNs.common!.accountMenu).toBeUndefined();
    expect(at(byNs.common, 'newsletter.done')).toBeUndefined();
    expect(byNs.common!.unsupported).toBeUndefined();
    expect(byNs.business!.plan).toBeUndefined();
    const sent = size({ common: byNs.common, business: byNs.business });
    const whole = size({ common: enCommon, business: enBusiness });
    expect(sent).toBeLessThan(whole * 0.5);
    // Of seo, the head's entry (whole) and nothing else.
    expect(Object.keys(byNs.seo!)).toEqual([data.seoKey]);
    expect(byNs.seo![data.seoKey]).toEqual((enSeo as Record<string, unknown>)[data.seoKey]);
    // The browser completes the frame's and page's namespaces from their whole files.
    expect(Object.keys(data.translationFiles)).toEqual(['business', 'common']);
    expect(data.translationFiles.common).toMatch(/^\/.*common.*\.json$/);
  });

  it('every entry sent is its source text, in the language of the page', async () => {
    const data = await ssr('/ja/business');
    const business = data.resources.ja!.business!;
    const sent = leaves(business);
    expect(sent.length).toBeGreaterThan(10);
    for (const [path, value] of sent) expect(value, path).toBe(at(jaBusiness, path));
  });

  it('the same request gives the same bytes (the edge HTML cache stores them)', async () => {
    const [a, b] = [await ssrAndHtml('/business'), await ssrAndHtml('/business')];
    expect(JSON.stringify(a.ssr.resources)).toBe(JSON.stringify(b.ssr.resources));
    expect(a.ssr.translationFiles).toEqual(b.ssr.translationFiles);
  });

  it('keeps seo entries a page renders other than its own head (account pages name theirs)', async () => {
    const data = await ssr('/business/user/sign-in');
    const byNs = data.resources[data.lang]!;
    expect(Object.keys(byNs.seo!)).toContain('sign-in');
    expect(Object.keys(byNs.seo!).length).toBeLessThan(5);
    expect(at(byNs.account, 'signIn.submit')).toBeDefined();
    // Error messages appear only after a failed submit: the browser completes `account` for them.
    expect(at(byNs.account, 'errors.rateLimitedWait_other')).toBeUndefined();
    expect(Object.keys(data.translationFiles)).toContain('account');
  });
});

describe('translations sent with in-app navigation data', () => {
  it('reuse the seo entries the last render of the page read, and carry the namespaces whole', async () => {
    await ssr('/ja/business/user/sign-in');
    const data = await ssr('/ja/business/user/sign-in', { 'x-page-data': '1' });
    expect(Object.keys(data.resources.ja!.seo!)).toContain('sign-in');
    expect(Object.keys(data.resources.ja!.seo!).length).toBeLessThan(5);
    // The next page renders at once: nothing it may draw can wait for a file.
    expect(data.resources.ja!.business).toEqual(jaBusiness);
    expect(data.translationFiles).toEqual({});
  });
});

describe('what a render read (worker/i18n.ts ReadEntries)', () => {
  afterEach(() => vi.restoreAllMocks());

  const view = (lang: LangKey, store: LocaleStore) => {
    const read = new ReadEntries();
    const i18n = recordingI18n(createI18n(lang, { [lang]: store } as Resource, 'Lumora'), read);
    return { read, i18n };
  };

  it('a plural key read with a count carries every plural form of the language', async () => {
    for (const lang of ['en', 'ja'] as const) {
      const store = await localeStore({}, lang);
      const { read, i18n } = view(lang, store);
      const text = i18n.getFixedT(lang, 'account')('errors.rateLimitedWait', { count: 3 });
      expect(text).toContain('3');
      const errors = at(read.pick(store), 'account.errors') as Tree;
      expect(Object.keys(errors).sort()).toEqual(['rateLimitedWait_one', 'rateLimitedWait_other']);
    }
  });

  it('a `ns:key` read, a whole subtree, a context, a nested $t() and exists() all travel', () => {
    const store: LocaleStore = {
      common: {
        a: { b: 'B', c: 'C' },
        tree: { x: 'X', y: { z: 'Z' } },
        friend: 'friend',
        friend_male: 'boyfriend',
        friend_female: 'girlfriend',
        nest: 'see $t(other:deep.key, {"count": 1})',
        unread: 'never',
      },
      other: { deep: { key_one: 'one', key_other: 'many', skip: 'no' } },
    };
    const { read, i18n } = view('en', store);
    i18n.t('common:a.b');
    i18n.t('tree', { returnObjects: true });
    i18n.t('friend', { context: 'male' });
    i18n.t('nest');
    i18n.exists('a.c');
    expect(read.pick(store)).toEqual({
      common: {
        a: { b: 'B', c: 'C' },
        tree: { x: 'X', y: { z: 'Z' } },
        friend: 'friend',
        friend_male: 'boyfriend',
        friend_female: 'girlfriend',
        nest: 'see $t(other:deep.key, {"count": 1})',
      },
      other: { deep: { key_one: 'one', key_other: 'many' } },
    });
  });

  it('what streams after the shell: only entries read since, never one sent before (decision 0249)', () => {
    const store: LocaleStore = {
      common: { a: 'A', tree: { x: 'X', y: 'Y' }, n: 'N', n_one: 'one', n_other: 'many' },
      seo: { p: { heading: 'H' }, q: { heading: 'Q' } },
    };
    const { read, i18n } = view('en', store);
    const sent = new SentEntries(read, store);
    i18n.t('a');
    i18n.t('tree.x');
    i18n.t('n');
    expect(sent.late(), 'nothing before the hydration data took its part').toBeUndefined();
    expect(sent.shell()).toEqual({ common: { a: 'A', tree: { x: 'X' }, n: 'N' } });
    expect(sent.late()).toBeUndefined();
    i18n.t('a');
    i18n.t('seo:q.heading');
    i18n.t('seo:missing.heading');
    expect(sent.late()).toEqual({ seo: { q: { heading: 'Q' } } });
    // A subtree holding a sent entry, and the plural forms of a key sent bare: only what is new.
    i18n.t('tree', { returnObjects: true });
    i18n.t('n', { count: 2 });
    expect(sent.late()).toEqual({ common: { tree: { y: 'Y' }, n_one: 'one', n_other: 'many' } });
    i18n.t('tree.y');
    expect(sent.late()).toBeUndefined();
  });

  it('follows the source order, whatever order the render read in', () => {
    const store: LocaleStore = { common: { a: 'A', b: 'B', c: { d: 'D', e: 'E' } } };
    const one = view('en', store);
    for (const k of ['c.e', 'a', 'c.d']) one.i18n.t(k);
    const two = view('en', store);
    for (const k of ['c.d', 'c.e', 'a']) two.i18n.t(k);
    expect(JSON.stringify(one.read.pick(store))).toBe(JSON.stringify(two.read.pick(store)));
    expect(JSON.stringify(one.read.pick(store))).toBe('{"common":{"a":"A","c":{"d":"D","e":"E"}}}');
  });
});
