import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SHOWCASE_ROUTES } from '../../shared/route-table/showcase';
import { href, type Params, type RouteDef } from '../../shared/routes';
import { CATALOG } from '../../shared/showcase-catalog';
import { paramSets } from '../../worker/routes/sitemap';

/**
 * Issue 39 §1: every demo-store page of the route table is reachable by following links from
 * /business/showcase (the store's menu, its view tabs, its catalogue). The crawl follows redirects and
 * the links of each page it reaches, in breadth-first order, until it has found every page or run out
 * of links; a page that no link reaches fails the test by name.
 */

const STORE = '/business/showcase';
const BUDGET = 400;

/**
 * Every page the route table names for the showcase family: its listed parameter values, and for a
 * product detail every SKU of the catalogue (the route lists only the SKU id's shape).
 */
const pageParams = (route: RouteDef): Params[] =>
  route.id === 'showcase-category-sku'
    ? Object.entries(CATALOG).flatMap(([skuType, e]) => e.skus.map((s) => ({ skuType, skuId: s.id })))
    : paramSets(route);
const expected = new Set(
  SHOWCASE_ROUTES.flatMap((route) => pageParams(route).map((params) => href('en', route.id, params))),
);

/** The showcase links of a page, without query or fragment. */
function storeLinks(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/href="(\/business\/showcase[^"?#]*)/g)) out.push(m[1]!);
  return out;
}

describe('demo-store reach (issue 39 §1)', () => {
  it('the route table names the pages the crawl must find', () => {
    // The families the issue names: skin analyses, skincare pro and the catalogue pages.
    for (const p of [
      '/business/showcase/skincare/diagnostics',
      '/business/showcase/skincare/live-diagnostics',
      '/business/showcase/skincare/hd-diagnostics',
      '/business/showcase/skincare-pro',
      '/business/showcase/category',
      '/business/showcase/category/lip-color',
      '/business/showcase/category/scarves/scf-02',
    ]) {
      expect(expected.has(p), p).toBe(true);
    }
  });

  it('every showcase route is reached by links from /business/showcase', async () => {
    const found = new Set<string>();
    const queue = [STORE];
    const seen = new Set(queue);
    let fetched = 0;
    while (queue.length > 0 && fetched < BUDGET && [...expected].some((p) => !found.has(p))) {
      const path = queue.shift()!;
      fetched++;
      const res = await SELF.fetch(`http://localhost${path}`, { redirect: 'manual' });
      const location = res.headers.get('location');
      const links =
        res.status >= 300 && res.status < 400 && location
          ? [new URL(location, 'http://localhost').pathname]
          : res.status === 200
            ? storeLinks(await res.text())
            : [];
      if (res.status === 200) found.add(path);
      else await res.body?.cancel();
      for (const link of links) {
        if (seen.has(link)) continue;
        seen.add(link);
        queue.push(link);
      }
    }
    const unreached = [...expected].filter((p) => !found.has(p));
    expect(unreached).toEqual([]);
  }, 300_000);
});
