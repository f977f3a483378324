import type { HeadView } from '../../shared/head';

/**
 * The head's values read back from the document the worker wrote (decision 0246), so the hydration
 * data need not carry them twice (~2.4 KB on a business page). Each value is read from the element
 * client/app/document.tsx renders for it, in document order, exactly as written (attributes, not
 * resolved properties; a script's text as is), so the client renders the same head it hydrates.
 */
export function headFromDom(doc: Document): HeadView {
  const head = doc.head;
  const attr = (selector: string, name: string) => head.querySelector(selector)?.getAttribute(name) ?? null;
  return {
    title: head.querySelector('title')?.textContent ?? '',
    description: attr('meta[name="description"]', 'content') ?? '',
    canonical: attr('link[rel="canonical"]', 'href'),
    alternates: [...head.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => ({
      hreflang: l.getAttribute('hreflang') ?? '',
      href: l.getAttribute('href') ?? '',
    })),
    // Open Graph by property, the Twitter card by name (shared/head.ts writes no other such meta).
    meta: [...head.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')].map((m) => {
      const property = m.getAttribute('property');
      const content = m.getAttribute('content') ?? '';
      return property ? { property, content } : { name: m.getAttribute('name') ?? '', content };
    }),
    ld: [...head.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
  };
}
