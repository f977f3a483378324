import { SELF } from 'cloudflare:test';
import contentFiles from 'virtual:content-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import logoCarouselCss from '../../client/components/sections/logo-carousel.css?raw';
import sectionsCss from '../../client/components/sections/sections.css?raw';
import tabsCss from '../../client/components/sections/tabs.css?raw';
import testimonialCss from '../../client/components/sections/testimonial.css?raw';
import videoGalleryCss from '../../client/components/sections/video-gallery.css?raw';
import { LANGUAGES, type LangKey, language } from '../../shared/languages';
import { clearSectionsBuild, setSectionsBuild } from './sections-build';
import { seedContent } from './seed-content';

/**
 * Decision 0300: the testimonial, logo-carousel, video-gallery and tabs sections on their seeded pages,
 * in every language of each page's audience — the kind's markup as the server draws it (what a
 * visitor without script gets), the page's own words in its language, and the kind's rules inlined
 * only where the page has the kind (decision 0248). The pages render with a client build like a
 * deployed worker's, whose sections chunk carries the kinds' stylesheets before sections.css, as Vite
 * bundles them.
 */
const CHUNK_CSS = [logoCarouselCss, tabsCss, testimonialCss, videoGalleryCss, sectionsCss].join('\n');

/** One marker rule per kind. */
const MARKERS = {
  testimonial: '.sec-testimonial__quote {',
  'logo-carousel': '.sec-logo-carousel__track {',
  'video-gallery': '.sec-vgallery__list {',
  tabs: '.sec-tabs__panel {',
} as const;
type Kind = keyof typeof MARKERS;

const BUSINESS: LangKey[] = ['en', 'zh_TW', 'zh_CN', 'ja', 'fr', 'ko', 'de', 'es', 'it'];
const CONSUMER: LangKey[] = ['en', 'zh_TW', 'ja', 'de', 'fr', 'es', 'pt', 'it'];

type Page = {
  file: string;
  path: string;
  langs: LangKey[];
  kinds: Kind[];
  /** Pointers of the page's new words, checked translated in every language. */
  words: string[];
};
const PAGES: Page[] = [
  {
    file: 'info/partners.json',
    path: '/business/partners',
    langs: BUSINESS,
    kinds: ['logo-carousel', 'testimonial'],
    words: ['/content/sections/1/title', '/content/sections/2/title', '/content/sections/2/quotes/0/role'],
  },
  {
    file: 'info/integration-partner.json',
    path: '/business/integration-partner',
    // The page is seeded in English and the languages that have it (the Japanese menu links it).
    langs: ['en', 'ja', 'de', 'es', 'it', 'zh_CN', 'zh_TW'],
    kinds: ['testimonial'],
    words: ['/content/sections/3/title', '/content/sections/3/quotes/0/role'],
  },
  {
    file: 'info/ai-apis.json',
    path: '/business/ai-apis',
    langs: BUSINESS,
    kinds: ['tabs'],
    words: [
      '/content/sections/1/title',
      '/content/sections/1/tabs/1/label',
      '/content/sections/1/tabs/2/blocks/0/text',
    ],
  },
  {
    file: 'info/CES2022.json',
    path: '/business/CES2022',
    langs: BUSINESS,
    kinds: ['video-gallery'],
    words: ['/content/sections/3/title', '/content/sections/3/videos/1/title'],
  },
  {
    file: 'consumer-pages/about-us.json',
    path: '/consumer/about-us',
    langs: CONSUMER,
    kinds: ['video-gallery'],
    words: ['/content/sections/2/title', '/content/sections/2/videos/1/title'],
  },
];

const locales = import.meta.glob<{ sections: { videos: Record<string, string> } }>(
  '../../locales/*/common.json',
  { eager: true, import: 'default' },
);
const common = (lang: LangKey) => locales[`../../locales/${lang}/common.json`]!;

/** The English value at a JSON pointer of an English file. */
function english(file: string, pointer: string): string {
  let at: unknown = contentFiles[`en/${file}`];
  for (const key of pointer.split('/').slice(1)) at = (at as Record<string, unknown>)[key];
  return at as string;
}
function words(file: string, lang: LangKey, pointer: string): string {
  if (lang === 'en') return english(file, pointer);
  const translated = (contentFiles[`${lang}/${file}`] as Record<string, string> | undefined)?.[pointer];
  expect(translated, `${lang}/${file} ${pointer}`).toBeTruthy();
  return translated!;
}
/** Text as React writes it into the page. */
const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

async function page(path: string) {
  const res = await SELF.fetch(`http://localhost${path}`);
  expect(res.status, path).toBe(200);
  const text = await res.text();
  const css = /<style id="page-css"[^>]*>([\s\S]*?)<\/style>/.exec(text)?.[1] ?? '';
  return { html: text, css };
}

beforeAll(async () => {
  await seedContent();
  setSectionsBuild(CHUNK_CSS, ['cms-page', 'contact-partners']);
});

afterAll(clearSectionsBuild);

/** Markup each kind draws on the server, whatever the language. */
function expectMarkup(kind: Kind, doc: string, lang: LangKey) {
  switch (kind) {
    case 'testimonial':
      expect(doc).toMatch(
        /<figure class="sec-testimonial__item"><blockquote class="sec-testimonial__quote"><p>[^<]+<\/p><\/blockquote><figcaption class="sec-testimonial__person">/,
      );
      expect(doc).toMatch(/<img class="sec-testimonial__portrait" src="\/people\/[a-z-]+\.svg" alt=""/);
      expect(doc).toMatch(
        /<img class="sec-testimonial__logo" src="\/brand\/customers\/[a-z-]+\.svg" alt="[^"]+"/,
      );
      break;
    case 'logo-carousel': {
      const region = /<section class="sec sec-logo-carousel" aria-labelledby="([^"]+)"/.exec(doc);
      expect(region).not.toBeNull();
      expect(doc).toContain(`<h2 id="${region![1]}">`);
      expect(doc).toContain(
        `<ul class="sec-logo-carousel__track" tabindex="0" aria-labelledby="${region![1]}">`,
      );
      // Every logo is there without script, named by its brand.
      for (const name of ['Halcyra Beauty', 'Pike &amp; Marlowe', 'Yunshan Beauty', 'Fernbyte'])
        expect(doc).toContain(`alt="${name}"`);
      expect(doc.match(/<li class="sec-logo-carousel__item">/g)).toHaveLength(16);
      break;
    }
    case 'tabs': {
      // Before hydration: links to every panel, and every panel shown.
      expect(doc).toMatch(/<section class="sec sec-tabs" aria-labelledby="[^"]+"><h2 id="[^"]+">/);
      const links = [...doc.matchAll(/<a class="sec-tabs__tab" href="#([^"]+)">/g)].map((m) => m[1]);
      expect(links).toHaveLength(4);
      for (const id of links) expect(doc).toMatch(new RegExp(`<div id="${id}" class="sec-tabs__panel">`));
      expect(doc).not.toMatch(/class="sec-tabs__panel[^"]*"[^>]*hidden/);
      break;
    }
    case 'video-gallery': {
      const t = common(lang).sections.videos;
      expect(doc).toMatch(/<div class="sec-vgallery__player"><video [^>]*controls/);
      expect(doc).toContain(`<ul class="sec-vgallery__list" aria-label="${html(t.choose!)}">`);
      const choices = [
        ...doc.matchAll(/<a class="sec-vgallery__choice" href="(\/media\/video\/[a-z0-9-]+\.mp4)"/g),
      ];
      expect(choices).toHaveLength(4);
      expect(doc).toMatch(/<a class="sec-vgallery__choice" href="[^"]+" aria-current="true">/);
      const first = choices[0]![1]!.replace(/\.mp4$/, '');
      expect(doc).toContain(`<source src="${first}.webm" type="video/webm"/>`);
      expect(doc).toMatch(
        new RegExp(
          `<track kind="captions" src="${first}\\.${lang}\\.vtt" srcLang="${language(lang).htmlLang}"`,
        ),
      );
      expect(doc).toContain(html(t.nowPlaying!));
      expect(doc).toContain(html(t.position!.replace('{{n}}', '2').replace('{{total}}', '4')));
      break;
    }
  }
}

describe('the four kinds on their seeded pages (decision 0300)', () => {
  for (const p of PAGES) {
    it(`${p.path}: ${p.kinds.join(', ')} in ${p.langs.length} languages`, async () => {
      for (const lang of p.langs) {
        const prefix = LANGUAGES.find((l) => l.key === lang)!.prefix;
        const path = `${prefix ? `/${prefix}` : ''}${p.path}`;
        const { html: doc, css } = await page(path);
        for (const kind of p.kinds) expectMarkup(kind, doc, lang);
        // Each word is an element's whole text: `>…<` tells "Skin" (a tab) from "Skincare" (a menu).
        const has = (text: string) => doc.includes(`>${html(text)}<`);
        for (const pointer of p.words) {
          expect(has(words(p.file, lang, pointer)), `${path} ${pointer}`).toBe(true);
          if (lang !== 'en')
            expect(has(english(p.file, pointer)), `${path} ${pointer} in English`).toBe(false);
        }
        // The kinds' rules travel with the page, those of the other new kinds do not.
        for (const [kind, marker] of Object.entries(MARKERS))
          expect(css.includes(marker), `${path} ${kind}`).toBe(p.kinds.includes(kind as Kind));
      }
    });
  }

  it('a page without the kinds inlines none of their rules', async () => {
    const { css } = await page('/business/privacy');
    expect(css).toContain('.sec {');
    for (const marker of Object.values(MARKERS)) expect(css).not.toContain(marker);
  });
});
