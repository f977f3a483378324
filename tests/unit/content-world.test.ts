import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContentFiles } from '../../build/content/read-files';
import { buildContentSeed } from '../../build/content/seed';

/**
 * The seeded world reads like a real vendor's site (docs/content-world.md): no stand-in brand names,
 * no links to the reserved example.com/.org/.net hosts, and every picture or clip it names exists.
 */
const PUBLIC = path.resolve(import.meta.dirname, '../../public');
const seed = buildContentSeed(readContentFiles());

/** Every string a row carries, with where it is (content, SEO meta). */
function strings(value: unknown, at: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([at, value]);
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) strings(v, `${at}[${i}]`, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, `${at}.${k}`, out);
  return out;
}

const parse = (s: string | null) => (s ? JSON.parse(s) : null);
const texts: [string, string][] = [
  ...seed.cms_entries.flatMap((r) =>
    strings({ content: parse(r.content), seo: parse(r.seo) }, `${r.type} ${r.page_key} ${r.language_type}`),
  ),
  ...seed.courses.flatMap((r) => strings(parse(r.body), `course ${r.id}`)),
  ...seed.sessions.flatMap((r) => strings(parse(r.body), `session ${r.id}`)),
  ...seed.speakers.flatMap((r) => strings(parse(r.body), `speaker ${r.id}`)),
];

/**
 * A stand-in word as a whole word — not inside an address or an identifier (`lumora.example`,
 * `nail-colour-try-on-demo`, `Demo-Website`), where it is the reserved domain or part of a compound.
 */
const STAND_IN = /(?<![.@/\w-])(example|exemple|sample|demo|test|placeholder)(?![\w-]|\.\w)/gi;
/**
 * In running text the words are ordinary ("par exemple", "an eye test", "pagine demo"); a stand-in
 * brand is capitalised ("Example Cosmetics", "Demo Skin Clinic", "Maison Exemple"). A capitalised one
 * is allowed only in these phrases, each an ordinary use: a menu name, a sentence that starts with the
 * word, a product named after a personality test.
 */
const CAPITALISED_ORDINARY = [
  /\bDemo Store\b/,
  /\bSample app\b/,
  /^Demo (buchen|des|della)\b/,
  /^Test della personalità/,
  /^Test (under|on|with|each|every) /,
];

describe('the seeded world (docs/content-world.md)', () => {
  it('has rows to check', () => {
    expect(texts.length).toBeGreaterThan(5000);
  });

  it('no text a visitor sees uses a stand-in word as a brand name', () => {
    const found: string[] = [];
    for (const [at, text] of texts) {
      if (/^(\/|https?:|mailto:)/.test(text)) continue; // addresses are checked below
      for (const m of text.matchAll(STAND_IN)) {
        if (m[0] === m[0].toLowerCase()) continue;
        const from = text.slice(m.index);
        const phrase = text.slice(Math.max(0, m.index - 10), m.index + 30);
        if (!CAPITALISED_ORDINARY.some((re) => re.test(from) || re.test(phrase)))
          found.push(`${at}: …${phrase}…`);
      }
    }
    expect(found).toEqual([]);
  });

  it('no link to example.com, example.org or example.net', () => {
    const found = texts
      .filter(([, t]) => /\bexample\.(com|org|net)\b/i.test(t))
      .map(([at, t]) => `${at}: ${t}`);
    expect(found).toEqual([]);
  });

  it('every picture, clip, caption and download it names exists under public/', () => {
    const files = texts.filter(([, t]) => /^\/[^\s?#]+\.(svg|png|jpe?g|webp|gif|mp4|webm|vtt|pdf)$/i.test(t));
    expect(files.length).toBeGreaterThan(100);
    const missing = files
      .filter(([, t]) => !fs.existsSync(path.join(PUBLIC, t)))
      .map(([at, t]) => `${at}: ${t}`);
    expect(missing).toEqual([]);
  });
});
