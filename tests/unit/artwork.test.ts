import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContentFiles } from '../../build/content/read-files';
import { buildContentSeed } from '../../build/content/seed';
import { ART_MOTIFS, ART_PALETTES, artMotif, artUrl } from '../../shared/art';
import { artDataUrl, artFiles } from '../../shared/art-svg';

/** The brand's artwork (decision 0232): files, their hygiene, and every image slot of the seed filled. */
const PUBLIC = path.resolve(import.meta.dirname, '../../public');
const LOCALES = path.resolve(import.meta.dirname, '../../locales');

const addresses = ART_MOTIFS.flatMap((m) => ART_PALETTES.flatMap((p) => [artUrl(m, p), artUrl(m, p, true)]));

describe('artwork files', () => {
  it('every motif exists in every palette, as a picture and as a wide banner, and nothing else is there', () => {
    const files = fs.readdirSync(path.join(PUBLIC, 'art')).sort();
    expect(files).toEqual(addresses.map((a) => a.slice('/art/'.length)).sort());
  });

  it('each file is a small, self-contained SVG with a viewBox and an intrinsic size, and no text', () => {
    for (const a of addresses) {
      const svg = fs.readFileSync(path.join(PUBLIC, a), 'utf8');
      expect(svg.length, a).toBeLessThan(6 * 1024);
      expect(svg, a).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ 600" width="\d+" height="600"/,
      );
      // No external or embedded references, scripts, or words to translate.
      expect(svg, a).not.toMatch(/<(text|image|script|foreignObject|use)\b|href=|url\((?!#)|@import/);
    }
  });

  it('the files are exactly what the one drawing module draws (scripts/art.mjs writes them from it)', () => {
    const drawn = [...artFiles()];
    expect(drawn.length).toBe(addresses.length);
    for (const [file, text] of drawn) {
      expect(fs.readFileSync(path.join(PUBLIC, 'art', file), 'utf8'), file).toBe(text);
    }
  });

  it('an artwork address as a data: address holds the same picture (decision 0242); others have none', () => {
    for (const a of ['/art/wide-face-peach.svg', '/art/bottles-lilac.svg']) {
      const url = artDataUrl(a)!;
      expect(url.startsWith('data:image/svg+xml,'), a).toBe(true);
      // Nothing React would escape in an attribute, nothing a URL parser would cut.
      expect(url, a).not.toMatch(/["'<>&# \n]/);
      expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length)), a).toBe(
        fs.readFileSync(path.join(PUBLIC, a), 'utf8').trim(),
      );
    }
    expect(artDataUrl('/art/unknown-rose.svg')).toBeNull();
    expect(artDataUrl('/images/photo.svg')).toBeNull();
    expect(artDataUrl('https://cdn.example.com/art/face-rose.svg')).toBeNull();
  });

  it('addresses name their motif; other images have none', () => {
    expect(artMotif('/art/wide-phone-tryon-rose.svg')).toBe('phone-tryon');
    expect(artMotif('/art/hand-nails-sky.svg')).toBe('hand-nails');
    expect(artMotif('/art/unknown-rose.svg')).toBeNull();
    expect(artMotif('https://cdn.example.com/art/face-rose.svg')).toBeNull();
    expect(artMotif(null)).toBeNull();
  });

  it('every motif has alt text in every language', () => {
    for (const lang of fs.readdirSync(LOCALES)) {
      const common = JSON.parse(fs.readFileSync(path.join(LOCALES, lang, 'common.json'), 'utf8'));
      for (const m of ART_MOTIFS) expect(common.art?.[m], `${lang} art.${m}`).toMatch(/\S{3,}/);
    }
  });
});

/** Image fields of the content contracts; these stay empty on purpose. */
const PICTURE_KEYS = new Set([
  'image',
  'imageUrl',
  'videoImageUrl',
  'poster',
  'imageDesktop',
  'backgroundDesktop',
  'bannerDesktop',
]);
const LEFT_EMPTY_UNDER = new Set([
  'cta',
  'ctas',
  'columnCTA',
  'menuCTA',
  'CTA',
  'superscript',
  'logos',
  'steps',
]);

function slots(value: unknown, at = '', out: [string, unknown][] = []): [string, unknown][] {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) slots(v, `${at}[${i}]`, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (LEFT_EMPTY_UNDER.has(k)) continue;
      if (PICTURE_KEYS.has(k)) out.push([`${at}.${k}`, v]);
      else slots(v, `${at}.${k}`, out);
    }
  }
  return out;
}

describe('seeded image slots', () => {
  const rows = buildContentSeed(readContentFiles()).cms_entries.filter(
    (r) => !/_MENU$|^BLOG_AUTHOR$/.test(r.type),
  );

  it('every picture slot of every entry shows an existing artwork or picture file', () => {
    let count = 0;
    for (const r of rows) {
      const content = JSON.parse(r.content);
      // An app page shows its app record's banner (spec 001 §3.5): its own top banner stays empty.
      if (content.app) expect(content.topBanner.backgroundDesktop).toBeNull();
      for (const [where, v] of slots(content.app ? { ...content, topBanner: null } : content)) {
        const at = `${r.type} ${r.page_key} ${r.language_type} ${where}`;
        // A picture of its own (a thumbnail, a brand's logo: docs/content-world.md) is a file under public/.
        if (typeof v === 'string' && /^\/(media|brand|people)\//.test(v)) {
          expect(fs.existsSync(path.join(PUBLIC, v)), at).toBe(true);
        } else {
          expect(v, at).toMatch(/^\/art\/[a-z-]+\.svg$/);
          expect(addresses, at).toContain(v);
        }
        count++;
      }
    }
    expect(count).toBeGreaterThan(300);
  });

  it('an entry shows the same pictures in every language', () => {
    const byKey = new Map<string, string>();
    for (const r of rows.filter((r) => r.status === 'published')) {
      const pictures = JSON.stringify(slots(JSON.parse(r.content)).map(([, v]) => v));
      const key = `${r.type}|${r.page_key}`;
      const seen = byKey.get(key);
      if (seen === undefined) byKey.set(key, pictures);
      else expect(pictures, key).toBe(seen);
    }
  });

  it('a page does not repeat a motif while its topic has others to show', () => {
    const vm = rows.find(
      (r) => r.type === 'PRODUCT_PAGE' && r.page_key === 'virtual-makeup' && r.status === 'published',
    )!;
    const motifs = slots(JSON.parse(vm.content)).map(([, v]) => artMotif(v as string));
    const topic = ['phone-tryon', 'lipsticks', 'compact', 'face'];
    expect(motifs.length).toBeGreaterThan(topic.length);
    // Every motif of the topic before any repeats, and never one of another topic.
    expect(new Set(motifs.slice(0, topic.length)).size).toBe(topic.length);
    for (const m of motifs) expect(topic).toContain(m);
    expect(motifs[0]).toBe('phone-tryon');
  });

  it('every motif is used for what it depicts: no makeup on skincare, no lipstick on hair or eyewear', () => {
    const wrong: [RegExp, string[]][] = [
      [/skin|acne|wrinkle|derma|clinic/, ['compact', 'lipsticks', 'hand-nails']],
      [/hair/, ['lipsticks', 'compact', 'phone-tryon', 'bottles']],
      [/eyewear|glasses/, ['lipsticks', 'compact', 'phone-tryon', 'bottles']],
      [/nail/, ['bottles', 'lipsticks', 'compact']],
    ];
    let checked = 0;
    for (const r of rows) {
      const key = r.page_key.toLowerCase();
      const bad = wrong.find(([re]) => re.test(key))?.[1];
      if (!bad || /foundation|shade|makeup/.test(key)) continue;
      for (const [where, v] of slots(JSON.parse(r.content))) {
        const motif = typeof v === 'string' ? artMotif(v) : null;
        // A slot with its own link (a card, a banner) shows where it leads, not the page's topic.
        if (motif && !/\.(cards|banners|items|eventCards)\[/.test(where))
          expect(bad, `${r.type} ${r.page_key} ${where}`).not.toContain(motif);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
