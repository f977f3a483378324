import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { artDataUrl, artFiles } from '../../shared/art-svg';
import { seedContent } from './seed-content';

/**
 * The seeded pages draw the brand's artwork (decision 0232): sized images (no layout shift), the first
 * picture first — written into the page as a data: address (decision 0242) — the rest lazily, described
 * in the page's language or marked decorative.
 */
/** Each artwork's data: address, as React writes it into an attribute, back to its file address. */
const INLINED = new Map([...artFiles()].map(([file]) => [artDataUrl(`/art/${file}`)!, `/art/${file}`]));
async function imgs(path: string) {
  const res = await SELF.fetch(`http://localhost${path}`);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  return {
    html,
    imgs: [...html.matchAll(/<img ([^>]*)>/g)]
      .map((m) => m[1]!)
      .filter((a) => /src="(\/art\/|\/media\/|data:image\/svg\+xml,)/.test(a))
      .map((a) => {
        const attrs: Record<string, string> = Object.fromEntries(
          [...a.matchAll(/([a-zA-Z]+)="([^"]*)"/g)].map((x) => [x[1]!, x[2]!]),
        );
        const file = INLINED.get(attrs.src!);
        if (attrs.src!.startsWith('data:'))
          expect(file, 'an inline picture is one of the artworks').toBeTruthy();
        return file ? { ...attrs, src: file, inline: 'yes' } : attrs;
      }),
  };
}

beforeAll(async () => {
  await seedContent();
});

describe('artwork in pages', () => {
  it('a product page: a decorative banner fetched first, then described, lazily loaded pictures', async () => {
    const { imgs: list } = await imgs('/business/products/virtual-makeup');
    expect(list.length).toBeGreaterThanOrEqual(4);
    const [banner, ...rest] = list;
    expect(banner).toMatchObject({ alt: '', loading: 'eager', fetchPriority: 'high' });
    expect(banner!.src).toMatch(/^\/art\/wide-/);
    expect(banner!.inline, "the first screen's artwork arrives with the page").toBe('yes');
    expect(rest.every((i) => i.inline === undefined)).toBe(true);
    for (const img of list) {
      expect(Number(img.width)).toBeGreaterThan(0);
      expect(Number(img.height)).toBeGreaterThan(0);
      expect(img.srcSet, 'vector art has no width variants').toBeUndefined();
    }
    for (const img of rest) {
      expect(img).toMatchObject({ loading: 'lazy', decoding: 'async' });
      // The engine's before/after photos (issue 39) say what they show; the drawings say they are drawings.
      if (img.src!.startsWith('/art/')) expect(img.alt).toMatch(/^Illustration: /);
      else expect(img.src).toMatch(/^\/media\/before-after\//);
    }
  });

  it('alt text follows the page language', async () => {
    const ja = await imgs('/ja/business/products/virtual-makeup');
    const drawings = ja.imgs.slice(1).filter((i) => i.src!.startsWith('/art/'));
    expect(drawings.length).toBeGreaterThan(0);
    expect(drawings.every((i) => i.alt!.startsWith('イラスト：'))).toBe(true);
    const de = await imgs('/de/consumer/apps/ymk');
    expect(de.imgs.some((i) => i.alt!.startsWith('Illustration: '))).toBe(true);
    const pt = await imgs('/pt/consumer/apps/ymk');
    expect(pt.imgs.some((i) => i.alt!.startsWith('Ilustração: '))).toBe(true);
  });

  it('home carousels: the first slide is fetched first and described; the others wait', async () => {
    for (const path of ['/business', '/fr/business']) {
      const { imgs: list } = await imgs(path);
      const slides = list.filter((i) => i.src!.startsWith('/art/wide-'));
      expect(slides.length, path).toBeGreaterThanOrEqual(2);
      expect(slides[0], path).toMatchObject({ loading: 'eager', fetchPriority: 'high', inline: 'yes' });
      expect(slides[0]!.alt, path).not.toBe('');
      expect(
        slides.slice(1).every((s) => s.loading === 'lazy'),
        path,
      ).toBe(true);
    }
  });

  it('the consumer hero shows real pictures (decision 0284): the first fetched first, the others wait', async () => {
    const { imgs: list } = await imgs('/consumer');
    const slides = list.filter((i) => i.src!.startsWith('/media/'));
    expect(slides.length).toBe(3);
    expect(slides[0]!.src).toMatch(/^\/media\/before-after\/[a-z-]+\.jpg/);
    expect(slides[0]).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
    expect(slides.slice(1).every((s) => s.loading === 'lazy' && s.src!.startsWith('/media/apps/'))).toBe(
      true,
    );
  });

  it('event cards show artwork; video cards and pages their own posters', async () => {
    const home = await imgs('/business');
    expect(home.html).toMatch(/<li class="card home-event"><picture class="sec-media sec-media--art"/);
    const videos = await imgs('/business/videos');
    expect(videos.imgs.length).toBeGreaterThan(0);
    expect(videos.imgs.every((i) => i.width && i.height && i.src!.startsWith('/media/video/'))).toBe(true);
    // The first row loads at once, the rest lazily (decision 0284).
    expect(videos.imgs.slice(0, 4).every((i) => i.loading !== 'lazy')).toBe(true);
    expect(videos.imgs.slice(4).every((i) => i.loading === 'lazy')).toBe(true);
    const detail = await imgs('/business/video/hair-ai-overview');
    expect(detail.html).toMatch(/<video[^>]* poster="\/media\/video\/hair-ai-overview\.jpg"/);
  });

  it('forum session lists show a picture per session, decorative beside its title', async () => {
    const { imgs: list } = await imgs('/business/education-series');
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(
      list.every((i) => i.alt === '' && i.loading === 'lazy' && i.width === '800' && i.height === '450'),
    ).toBe(true);
  });

  it('the CSP lets the same-origin artwork load', async () => {
    const res = await SELF.fetch('http://localhost/business/products/virtual-makeup');
    expect(res.headers.get('content-security-policy')).toMatch(/img-src 'self'/);
  });
});
