import { SELF } from 'cloudflare:test';
import contentFiles from 'virtual:content-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import downloadCss from '../../client/components/sections/download-strip.css?raw';
import pricingCss from '../../client/components/sections/pricing-table.css?raw';
import sectionsCss from '../../client/components/sections/sections.css?raw';
import teamCss from '../../client/components/sections/team.css?raw';
import timelineCss from '../../client/components/sections/timeline.css?raw';
import { formatPrice } from '../../shared/account/price';
import { type LangKey, langPath, language } from '../../shared/languages';
import { clearSectionsBuild, setSectionsBuild } from './sections-build';
import { seedContent } from './seed-content';

/**
 * Decision 0304: the timeline, team, download-strip and pricing-table sections on their seeded pages, in
 * every language of each page's audience: their markup, the page's own words and the UI's words in that
 * language, and their stylesheets inlined only where the page has the kind (decision 0248). The client
 * build is a deployed worker's shape: one sections chunk whose CSS is sections.css and the kinds' files.
 */
const CSS = [sectionsCss, timelineCss, teamCss, downloadCss, pricingCss].join('\n');
const MARKERS = {
  timeline: '.sec-timeline__list {',
  team: '.sec-team__list {',
  'download-strip': '.sec-downloads__inner {',
  'pricing-table': '.sec-pricing__tiers {',
} as const;
type Kind = keyof typeof MARKERS;

const BUSINESS: LangKey[] = ['en', 'zh_TW', 'zh_CN', 'ja', 'fr', 'ko', 'de', 'es', 'it'];
const CONSUMER: LangKey[] = ['en', 'zh_TW', 'ja', 'de', 'fr', 'es', 'pt', 'it'];
const PAGES: { file: string; path: string; langs: LangKey[]; kinds: Kind[] }[] = [
  { file: 'info/info/aboutus', path: '/business/info/aboutus', langs: BUSINESS, kinds: ['timeline', 'team'] },
  { file: 'info/investors', path: '/business/investors', langs: BUSINESS, kinds: ['download-strip'] },
  { file: 'info/plan', path: '/business/plan', langs: BUSINESS, kinds: ['pricing-table'] },
  {
    file: 'info/faq/subscription',
    path: '/business/faq/subscription',
    langs: BUSINESS,
    kinds: ['pricing-table'],
  },
  {
    file: 'info/faq/integration-of-youcam',
    path: '/business/faq/integration-of-youcam',
    langs: BUSINESS,
    kinds: ['pricing-table'],
  },
  {
    file: 'consumer-pages/appdownload',
    path: '/consumer/appdownload',
    langs: CONSUMER,
    kinds: ['download-strip'],
  },
];

const files = contentFiles as Record<string, { content: { sections: Record<string, unknown>[] } }>;
const words = (lang: LangKey, file: string) =>
  (files[`${lang}/${file}.json`] ?? {}) as Record<string, string>;

/** The UI strings of a language (`locales/<lang>/common.json`), by dotted key. */
const LOCALES = import.meta.glob('../../locales/*/common.json', { eager: true, import: 'default' });
function ui(lang: LangKey, key: string): string {
  let v: unknown = LOCALES[`../../locales/${lang}/common.json`];
  for (const k of key.split('.')) v = (v as Record<string, unknown>)[k];
  expect(typeof v, `${lang} ${key}`).toBe('string');
  return v as string;
}

/** Text as React writes it into the HTML, back to plain text. */
const plainText = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

beforeAll(async () => {
  await seedContent();
  setSectionsBuild(CSS, ['cms-page', 'plan', 'contact-investors', 'consumer-download', 'faq']);
});
afterAll(clearSectionsBuild);

async function page(path: string) {
  const res = await SELF.fetch(`http://localhost${path}`);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  return {
    html,
    text: plainText(html),
    css: /<style id="page-css"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '',
  };
}

/** Each piece of a content string around `{{brand}}` (the origin puts the brand there). */
const pieces = (s: string) =>
  s
    .split('{{brand}}')
    .map((p) => p.trim())
    .filter((p) => p.length > 2);

describe('decision 0304: the four section kinds on their seeded pages', () => {
  for (const p of PAGES) {
    it.each(p.langs)(`${p.path} in %s: markup, words in the language, its CSS only`, async (lang) => {
      const { html, text, css } = await page(`${langPath(lang)}${p.path}`);
      expect(html).toContain(`<html lang="${language(lang).htmlLang}"`);
      // The kind's markup and stylesheet; no other new kind's rules.
      for (const kind of Object.keys(MARKERS) as Kind[]) {
        expect(css.includes(MARKERS[kind]), `${kind} rules inlined`).toBe(p.kinds.includes(kind));
      }
      const en = files[`en/${p.file}.json`]!.content.sections;
      const at = en.map((s, i) => [s, i] as const).filter(([s]) => p.kinds.includes(s.component as Kind));
      expect(at.length).toBeGreaterThan(0);
      const w = words(lang, p.file);
      for (const [section, i] of at) {
        const root = `sec-${{ timeline: 'timeline', team: 'team', 'download-strip': 'downloads', 'pricing-table': 'pricing' }[section.component as Kind]}`;
        expect(html).toContain(`class="sec ${root}`);
        // The section's words: English on English pages, the translation elsewhere (never the English).
        const title = lang === 'en' ? (section.title as string) : w[`/content/sections/${i}/title`];
        expect(title, `a ${lang} title for section ${i}`).toBeTruthy();
        for (const piece of pieces(title!)) expect(text).toContain(piece);
        if (lang !== 'en') {
          expect(title).not.toBe(section.title);
          for (const piece of pieces(section.title as string)) expect(text).not.toContain(`>${piece}<`);
        }
        checkKind(section, lang, text);
      }
    });
  }

  it('a page without the kinds has none of their rules', async () => {
    const { css } = await page('/business/info/esg');
    expect(css).toContain('.sec {');
    for (const marker of Object.values(MARKERS)) expect(css).not.toContain(marker);
  });
});

/** The kind's own structure and its UI words in the page's language. */
function checkKind(section: Record<string, unknown>, lang: LangKey, text: string) {
  const htmlLang = language(lang).htmlLang;
  switch (section.component) {
    case 'timeline': {
      expect(text).toMatch(/<ol class="sec-timeline__list">/);
      expect(text).toContain('<time dateTime="2015">2015</time>');
      break;
    }
    case 'team': {
      for (const person of section.people as { name: string; portrait: string }[]) {
        expect(text).toMatch(
          new RegExp(
            `<img class="sec-team__portrait" src="${person.portrait}" alt="${person.name}" width="240" height="240" loading="lazy"`,
          ),
        );
      }
      break;
    }
    case 'download-strip': {
      for (const item of section.items as {
        kind: string;
        link: string;
        sizeBytes?: number;
        store?: string;
      }[]) {
        if (item.kind === 'file') {
          const size = ui(lang, 'sections.downloads.kb').replace(
            '{{n}}',
            String(Math.round(item.sizeBytes! / 1024)),
          );
          const meta = ui(lang, 'sections.downloads.fileMeta')
            .replace('{{format}}', 'PDF')
            .replace('{{size}}', size);
          expect(text).toContain(`>${meta}<`);
          // Same-origin: the link downloads.
          expect(text).toMatch(new RegExp(`href="${item.link}" download=""`));
        } else {
          expect(text).toContain(`>${ui(lang, `sections.downloads.${item.store}`)}<`);
          expect(text).toContain(`href="${item.link}"`);
        }
      }
      break;
    }
    case 'pricing-table': {
      const tiers = section.tiers as { annualPrice: number | null; monthlyPrice: number | null }[];
      for (const t of tiers) {
        if (t.annualPrice === null) expect(text).toContain(ui(lang, 'sections.priceOnRequest'));
        else {
          expect(text).toContain(`<strong>${formatPrice(htmlLang, 'USD', t.annualPrice)}</strong>`);
          expect(text).toContain(`<strong>${formatPrice(htmlLang, 'USD', t.monthlyPrice!)}</strong>`);
          expect(text).toContain(ui(lang, 'sections.pricing.billedMonthly'));
        }
      }
      if (section.variant === 'cards') {
        // The no-JS switch: native radios, annual chosen, both prices in every priced card.
        const radios = text.match(/<input type="radio"[^>]*>/g) ?? [];
        expect(radios.map((r) => / checked=""/.test(r) && /value="annual"/.test(r))).toEqual([true, false]);
        expect(text).toContain(ui(lang, 'sections.monthly'));
      }
      if (section.variant === 'matrix') {
        expect(text).toContain(`<th scope="col">${ui(lang, 'sections.pricing.feature')}</th>`);
        expect(text).toMatch(/<th scope="row">/);
        expect(text).toContain(ui(lang, 'sections.notIncluded'));
      }
      if (section.variant === 'single') expect(text).toContain(`>${ui(lang, 'sections.pricing.included')}<`);
      break;
    }
  }
}
