import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from './seed-content';

/**
 * The site search over the seeded content (spec 001 §2.1 gcse, decisions 0085 and 0231): word matches
 * ranked title > heading > body, snippets from the page's content with the match marked, never a code.
 */
async function hits(path: string) {
  const res = await SELF.fetch(`http://localhost${path}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const list = /<ol class="site-search__hits">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => ({
    kind: /class="site-search__kind">([^<]*)</.exec(m[1]!)?.[1] ?? '',
    title: /<h3><a [^>]*>([^<]*)<\/a><\/h3>/.exec(m[1]!)?.[1] ?? '',
    snippet: /<\/h3><p>([\s\S]*?)<\/p>/.exec(m[1]!)?.[1] ?? '',
  }));
}

beforeAll(async () => {
  await seedContent();
});

describe('site search', () => {
  it('/consumer/gcse?q=lip ranks pages about lips, not "clips" inside a word', async () => {
    const r = await hits('/consumer/gcse?q=lip');
    expect(r.length).toBeGreaterThan(0);
    expect(r[0]!.title).not.toBe('Video Collage');
    expect(r.map((h) => h.title)).not.toContain('Video Collage');
    // The match is marked in the snippet of the first hit (its title or text names lips).
    expect(r.some((h) => /<mark>lip/i.test(h.snippet))).toBe(true);
  });

  it('snippets show readable text, never content codes, and hit kinds are translated labels', async () => {
    for (const path of ['/business/gcse?q=try-on', '/business/gcse?q=skin', '/ja/business/gcse?q=skin']) {
      const r = await hits(path);
      expect(r.length, path).toBeGreaterThan(0);
      for (const h of r) {
        expect(h.snippet, path).not.toMatch(/\b[A-Z]+_[A-Z_]+\b/);
        expect(h.kind, path).not.toMatch(/^[a-z]+[A-Z]|\./);
      }
    }
  });

  it('a Japanese page labels hits in Japanese', async () => {
    const r = await hits('/ja/business/gcse?q=skin');
    expect(r.length).toBeGreaterThan(0);
    expect(r[0]!.kind).toMatch(/[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u);
  });
});
