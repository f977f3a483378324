import { describe, expect, it } from 'vitest';
import { Deferred } from '../../client/app/deferred';
import { DEFAULT_EDGE_FACTS } from '../../client/app/ssr-data';
import type { PageProps } from '../../client/pages/types';
import { streamPage } from '../../worker/render/render-page';

const SLOW_MS = 600;

/** A page whose secondary data is slow: the shell must not wait for it. */
function SlowPage({ deferred }: PageProps) {
  return (
    <section>
      <h1>Primary heading</h1>
      <Deferred
        name="slow"
        value={deferred.slow as PromiseLike<{ text: string }>}
        fallback={<p className="loading">Loading highlights…</p>}
      >
        {(v) => <p className="slow-content">{v.text}</p>}
      </Deferred>
    </section>
  );
}

describe('streaming SSR (docs/architecture.md: what is decided before the first byte, and what streams)', () => {
  it('flushes head and frame before a slow secondary call resolves, then streams it with its data', async () => {
    const started = Date.now();
    const slow = new Promise<{ text: string }>((resolve) =>
      setTimeout(() => resolve({ text: 'Secondary data arrived' }), SLOW_MS),
    );
    const res = await streamPage({
      status: 200,
      lang: 'en',
      audience: 'business',
      routeId: 'business-home',
      page: 'business-home',
      Page: SlowPage as never,
      deferred: { slow },
      indexable: false,
      edge: DEFAULT_EDGE_FACTS,
      brand: 'Test Brand',
      nonce: 'test-nonce-123',
      pathname: '/business',
    });
    // Status and headers are final before any byte of the body.
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/);

    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let html = '';
    const seen: Record<string, number> = {};
    const mark = (name: string, needle: string) => {
      if (seen[name] === undefined && html.includes(needle)) seen[name] = Date.now() - started;
    };
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      html += decoder.decode(value, { stream: true });
      mark('head', '</head>');
      mark('frame', 'site-header');
      mark('primary', 'Primary heading');
      mark('fallback', 'Loading highlights');
      mark('secondary', 'Secondary data arrived');
    }

    expect(seen.head).toBeLessThan(SLOW_MS - 100);
    expect(seen.frame).toBeLessThan(SLOW_MS - 100);
    expect(seen.primary).toBeLessThan(SLOW_MS - 100);
    expect(seen.fallback).toBeLessThan(SLOW_MS - 100);
    expect(seen.secondary).toBeGreaterThanOrEqual(SLOW_MS - 10);
    // The resolved data travels with its markup, in a script carrying the response's nonce.
    expect(html).toMatch(
      /<script nonce="test-nonce-123">\(self\.__D=self\.__D\|\|\{\}\)\["slow"\]=\{"text":"Secondary data arrived"\}/,
    );
    // The hydration payload lists the deferred key, and the i18n resources travel in the stream.
    const ssr = JSON.parse(/<script type="application\/json" id="__ssr">(.*?)<\/script>/s.exec(html)![1]!);
    expect(ssr.deferredKeys).toEqual(['slow']);
    expect(ssr.resources.en.common.frame.skipToContent).toBeTruthy();
  });

  it('escapes data so it cannot close the script element', async () => {
    const res = await streamPage({
      status: 200,
      lang: 'en',
      audience: 'business',
      routeId: 'business-home',
      page: 'business-home',
      Page: SlowPage as never,
      deferred: { slow: Promise.resolve({ text: '</script><script>alert(1)</script>' }) },
      indexable: false,
      edge: DEFAULT_EDGE_FACTS,
      brand: 'Test',
      nonce: 'n',
      pathname: '/business',
    });
    const html = await res.text();
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script\\u003e');
  });
});
