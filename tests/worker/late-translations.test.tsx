import { useTranslation } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Deferred } from '../../client/app/deferred';
import { DEFAULT_EDGE_FACTS } from '../../client/app/ssr-data';
import type { PageProps } from '../../client/pages/types';
import enBusiness from '../../locales/en/business.json';
import enSeo from '../../locales/en/seo.json';
import { streamPage } from '../../worker/render/render-page';
import { edgeFetch } from './edge-helpers';
import { seedContent } from './seed-content';

/**
 * decision 0249: a part the worker renders after the shell brings the translation entries it read, in
 * a script with the response's nonce before its segment, so the browser hydrates it without waiting for
 * the namespace files; no entry travels twice (not in the hydration data and again, not in two scripts).
 */
type Tree = Record<string, unknown>;

const LATE_SCRIPT = /<script nonce="([^"]*)">\(self\.__T=self\.__T\|\|\[\]\)\.push\((.*?)\)<\/script>/g;

/** The hydration data's translations and each late script: its nonce, entries and place. */
function translationsIn(html: string) {
  const ssr = JSON.parse(/<script type="application\/json" id="__ssr">(.*?)<\/script>/s.exec(html)![1]!);
  const late = [...html.matchAll(LATE_SCRIPT)].map((m) => ({
    nonce: m[1]!,
    entries: JSON.parse(m[2]!) as Record<string, Tree>,
    at: m.index,
  }));
  return { ssr, shell: ssr.resources[ssr.lang] as Record<string, Tree>, late };
}

/** Every leaf as `ns:dotted.path`. */
function leaves(byNs: Record<string, unknown>): string[] {
  const out: string[] = [];
  const walk = (ns: string, node: unknown, path: string) => {
    if (node === null || typeof node !== 'object') out.push(`${ns}:${path}`);
    else for (const [k, v] of Object.entries(node)) walk(ns, v, path ? `${path}.${k}` : k);
  };
  for (const [ns, tree] of Object.entries(byNs)) walk(ns, tree, '');
  return out;
}

function expectNoEntryTwice(shell: Record<string, Tree>, late: { entries: Record<string, Tree> }[]) {
  const all = [shell, ...late.map((l) => l.entries)].flatMap(leaves);
  expect(all.length).toBeGreaterThan(0);
  expect(all.filter((leaf, i) => all.indexOf(leaf) !== i)).toEqual([]);
}

const SLOW_MS = 300;

/**
 * A part that reads entries nobody in the shell read (a `business` text, another page's seo heading),
 * one the shell read (`home.title`) and a subtree holding it (`home`, as a component drawing a list would).
 */
function LateWords() {
  const { t } = useTranslation('business');
  const home = t('home', { returnObjects: true }) as unknown as Record<string, unknown>;
  return (
    <p className="late-words" data-home-keys={Object.keys(home).length}>
      {t('plan.shopify.title')} / {t('seo:business-faq.heading')} / {t('home.title')}
    </p>
  );
}

function LatePage({ deferred }: PageProps) {
  const { t } = useTranslation('business');
  return (
    <section>
      <h1>{t('home.title')}</h1>
      <Deferred name="late" value={deferred.late as PromiseLike<number>} fallback={<p>…</p>}>
        {() => <LateWords />}
      </Deferred>
    </section>
  );
}

const render = (deferred: Record<string, Promise<unknown>>) =>
  streamPage({
    status: 200,
    lang: 'en',
    audience: 'business',
    routeId: 'business-home',
    page: 'business-home',
    Page: LatePage as never,
    deferred,
    indexable: false,
    edge: DEFAULT_EDGE_FACTS,
    brand: 'Lumora',
    nonce: 'late-nonce-1',
    pathname: '/business',
  });

const later = <T,>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

beforeAll(() => seedContent());
afterEach(() => vi.restoreAllMocks());

describe('late parts carry their translations (decision 0249)', () => {
  it("a streamed boundary's entries come before its segment, with the nonce, in no other place", async () => {
    const html = await (await render({ late: later(1, SLOW_MS) })).text();
    const { shell, late } = translationsIn(html);
    const segment = html.indexOf('<div hidden id="S:', html.indexOf('class="late-words"') - 200);
    const words = html.indexOf('class="late-words"');
    expect(words).toBeGreaterThan(html.indexOf('id="__ssr"'));
    // The segment of the late part, and a script with its entries before it (and after the shell).
    const before = late.filter((l) => l.at < segment && l.at > html.indexOf('id="__ssr"'));
    const carried = Object.assign({}, ...before.map((l) => l.entries)) as Record<string, Tree>;
    const got = (ns: string, path: string) =>
      path.split('.').reduce<unknown>((node, k) => (node as Tree | undefined)?.[k], carried[ns]);
    expect(got('business', 'plan.shopify.title')).toBe(enBusiness.plan.shopify.title);
    expect(got('seo', 'business-faq.heading')).toBe(
      (enSeo as Record<string, Record<string, string>>)['business-faq']!.heading,
    );
    // What the shell read already is not sent again (home.title is in the hydration data), the rest
    // of a subtree read late is.
    expect(shell.business?.home && (shell.business.home as Tree).title).toBe(enBusiness.home.title);
    expect(got('business', 'home.title')).toBeUndefined();
    expect(got('business', 'home.whyTitle')).toBe(enBusiness.home.whyTitle);
    expect(late.every((l) => l.nonce === 'late-nonce-1')).toBe(true);
    expectNoEntryTwice(shell, late);
  });

  it('real pages (the plan tables stream): the late scripts carry the CSP nonce, nothing twice, nothing left', async () => {
    const warn = vi.spyOn(console, 'warn');
    for (const path of [
      '/business',
      '/ja/business',
      '/business/global-beauty-tech-forum',
      '/business/plan',
      '/business/solutions/online-service/makeup',
      '/consumer/apps/ycp',
    ]) {
      const res = await edgeFetch(path);
      expect(res.status, path).toBe(200);
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      const html = await res.text();
      const { shell, late } = translationsIn(html);
      // The plan tables stream after the shell and read words of their own.
      if (path === '/business/plan') expect(late.length, path).toBeGreaterThan(0);
      expect(
        late.every((l) => l.nonce === nonce),
        path,
      ).toBe(true);
      // Each sits between React's top-level parts after the hydration data, never inside a segment.
      for (const l of late) {
        expect(l.at).toBeGreaterThan(html.indexOf('id="__ssr"'));
        const after = html.slice(l.at).replace(LATE_SCRIPT, '');
        expect(after, path).toMatch(/^(<script|<div hidden id="S:|<\/body>)/);
      }
      expectNoEntryTwice(shell, late);
    }
    await new Promise((r) => setTimeout(r, 0));
    const unsent = warn.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('i18n_read_unsent'));
    expect(unsent).toEqual([]);
  });

  it('a boundary that completed before the shell was written is inline: its entries follow the hydration data at once', async () => {
    const html = await (await render({ late: Promise.resolve(1) })).text();
    const { shell, late } = translationsIn(html);
    const words = html.indexOf('class="late-words"');
    const data = html.indexOf('id="__ssr"');
    if (words < data) {
      // Inline in the shell: the script is the next element after the hydration data.
      const end = html.indexOf('</script>', data) + '</script>'.length;
      expect(late[0]?.at).toBe(end);
    } else {
      expect(late[0]!.at).toBeLessThan(words);
    }
    expect(late.flatMap((l) => leaves(l.entries))).toContain('business:plan.shopify.title');
    expectNoEntryTwice(shell, late);
  });

  it('in-app navigation data has no late scripts (it carries whole namespaces)', async () => {
    const res = await edgeFetch('/business', { headers: { 'x-page-data': '1' } });
    expect(await res.text()).not.toContain('__T');
  });
});
