import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 40 §1: articles with substance. Every English blog post has at least 600 words of text (its lead
 * paragraphs and body blocks) and every news item at least 200 — the placeholders were 14–86. The words
 * counted are those the article page shows in <main> besides its chrome (title and summary excluded).
 */
const ROOT = join(import.meta.dirname, '../../content/en');

type Block = { type: string; text?: string; cite?: string; items?: string[] };
type Article = { paragraphs?: string[]; body?: Block[]; list?: { title?: string; items?: string[] } };

const words = (s: string): number => s.split(/\s+/).filter((w) => /\p{L}|\p{N}/u.test(w)).length;

function articleWords(a: Article): number {
  const texts = [
    ...(a.paragraphs ?? []),
    a.list?.title ?? '',
    ...(a.list?.items ?? []),
    ...(a.body ?? []).flatMap((b) => [b.text ?? '', b.cite ?? '', ...(b.items ?? [])]),
  ];
  return texts.reduce((n, t) => n + words(t), 0);
}

function entries(dir: string): [string, Article][] {
  return readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith('.json') && !f.startsWith('_'))
    .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(ROOT, dir, f), 'utf8')) as Article]);
}

describe('articles with substance (issue 40)', () => {
  it.each(entries('blog/posts'))('blog post %s has at least 600 words', (_handle, post) => {
    expect(articleWords(post)).toBeGreaterThanOrEqual(600);
  });
  it.each(entries('news'))('news item %s has at least 200 words', (_handle, item) => {
    expect(articleWords(item)).toBeGreaterThanOrEqual(200);
  });
  it('counts words, not spaces or punctuation', () => {
    expect(
      articleWords({ paragraphs: ['Two words — ', ' '], body: [{ type: 'list', items: ['three', '4 %'] }] }),
    ).toBe(4);
  });
});
