import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ftsQuery, scopedQuery } from '../../worker/search-index';
import { insertCmsEntry, seedContent } from './seed-content';

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

const titles = async (path: string) => (await hits(encodeURI(path))).map((h) => h.title);

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

  // Decision 0290: the full-text index keeps decision 0231's order; these are the seed's top hits.
  it.each([
    [
      '/business/gcse?q=makeup',
      ['Virtual Makeup Try-On', 'Virtual Makeup Lenses for Snapchat', 'AI Makeup Transfer'],
    ],
    [
      '/business/gcse?q=virtual try',
      ['3D Viewer and Virtual Try-On', 'Virtual Try-On Campaign', 'Virtual Makeup Try-On'],
    ],
    ['/consumer/gcse?q=lip', ['What to ask an AI beauty assistant', 'Makeup Editor', 'About Lumora apps']],
    [
      '/de/business/gcse?q=haut',
      ['KI-Hautdiagnose', 'KI-Hautsimulation', 'Analyse der Fitzpatrick-Hauttypen'],
    ],
    ['/ja/business/gcse?q=肌', ['AI 肌診断', 'AI 肌分析バリデーター', 'フィッツパトリック肌タイプ分析']],
    [
      '/ja/business/gcse?q=メイク',
      ['バーチャルメイク', 'Snapchat 向けバーチャルメイクレンズ', 'AI メイク転写'],
    ],
    ['/ja/business/gcse?q=肌診断', ['AI 肌診断', '肌診断キャンペーン', 'AI 肌分析バリデーター']],
    ['/zh-cn/business/gcse?q=美妆', ['美妆 AI 人脸检测', '美妆生成式 AI', 'Lumora 宣布举办全球美妆科技论坛']],
    ['/zh-cn/business/gcse?q=肌', ['AI 肌肤检测', 'AI 肌肤分析照片校验', '肌肤检测营销方案']],
  ])('%s: top hits', async (path, top) => {
    expect((await titles(path)).slice(0, 3)).toEqual(top);
  });

  it('a one-character Han term matches inside a word; a Latin term never inside one', async () => {
    const r = await hits(encodeURI('/ja/business/gcse?q=肌'));
    expect(r.some((h) => /<mark>肌<\/mark>/.test(h.snippet))).toBe(true);
    expect(await titles('/business/gcse?q=akeup')).toEqual([]);
  });

  it('FTS5 itself keeps to the page language and English: other languages never reach the join (decision 0311)', async () => {
    const probe = { topBanner: { title: 'Xylocarpa Probe' }, sections: [] };
    for (const [id, lang, title] of [
      [990_011, 'enu', 'Xylocarpa Probe'],
      [990_012, 'deu', 'Xylocarpa-Sonde'],
      [990_013, 'kor', 'Xylocarpa 프로브'],
      [990_014, 'jpn', 'Xylocarpa プローブ'],
    ] as const) {
      await env.DB.prepare(
        `INSERT INTO cms_entries (id, type, page_key, language_type, status, content, updated_at)
         VALUES (?, 'PRODUCT_PAGE', 'xylocarpa-probe', ?, 'published', ?, '2025-01-01T00:00:00.000Z')`,
      )
        .bind(id, lang, JSON.stringify({ ...probe, topBanner: { title } }))
        .run();
    }
    // A search brings the index up to date with the queued entries, and shows each language its own.
    expect(await titles('/de/business/gcse?q=xylocarpa')).toEqual(['Xylocarpa-Sonde']);
    expect(await titles('/business/gcse?q=xylocarpa')).toEqual(['Xylocarpa Probe']);
    const matched = async (match: string) =>
      (
        await env.DB.prepare(
          'SELECT group_concat(d.language_type) AS l FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid WHERE search_fts MATCH ? ORDER BY 1',
        )
          .bind(match)
          .first<{ l: string }>()
      )?.l
        .split(',')
        .sort();
    expect(await matched(ftsQuery(['xylocarpa']))).toEqual(['deu', 'enu', 'jpn', 'kor']);
    expect(await matched(scopedQuery(['xylocarpa'], 'deu'))).toEqual(['deu', 'enu']);
    expect(await matched(scopedQuery(['xylocarpa'], 'enu'))).toEqual(['enu']);
    await env.DB.prepare('DELETE FROM cms_entries WHERE id BETWEEN 990011 AND 990014').run();
    expect(await titles('/business/gcse?q=xylocarpa')).toEqual([]);
  });

  it('content written after indexing is found, rewritten and removed (the index follows cms_entries)', async () => {
    await insertCmsEntry(990_001, 'PRODUCT_PAGE', 'quillwort-probe', {
      topBanner: { title: 'Quillwort Shade Probe' },
      sections: [{ component: 'text', text: 'A page about zephyrine colour matching.' }],
    });
    expect(await titles('/business/gcse?q=zephyrine')).toEqual(['Quillwort Shade Probe']);
    expect(await titles('/ja/business/gcse?q=quillwort')).toEqual(['Quillwort Shade Probe']);
    await env.DB.prepare('UPDATE cms_entries SET content = ? WHERE id = 990001')
      .bind(JSON.stringify({ topBanner: { title: 'Quillwort Shade Probe' }, sections: [] }))
      .run();
    expect(await titles('/business/gcse?q=zephyrine')).toEqual([]);
    await env.DB.prepare('DELETE FROM cms_entries WHERE id = 990001').run();
    expect(await titles('/business/gcse?q=quillwort')).toEqual([]);
    const health = (await (await SELF.fetch('http://localhost/healthz')).json()) as {
      searchIndex: { refreshedAt: string | null };
    };
    expect(Date.parse(health.searchIndex.refreshedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });
});
