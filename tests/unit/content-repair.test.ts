import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type ContentRepair,
  keepsAnswerContract,
  onContentRepair,
  prepareContent,
} from '../../shared/smb/answers';
import { ContentAnswer, ContentListAnswer } from '../../shared/smb/content';
import { repairToFit } from '../../shared/smb/repair';

/** Decision 0332: one bad CMS field costs that field, its item or its section — never the page. */

const attributes = (type: string, content: unknown) => ({
  type,
  languageType: 'enu',
  pageKey: 'repair-test',
  functionKey: null,
  seo: null,
  status: 'published',
  vuid: null,
  formId: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
  content,
});
const entry = (id: number, type: string, content: unknown) => ({ id, attributes: attributes(type, content) });

const page = () => ({
  topBanner: { title: 'Repairs', description: 'A page.', backgroundDesktop: null, backgroundMobile: null },
  sections: [
    {
      component: 'card-grid',
      title: 'Cards',
      cards: [
        { title: 'One', description: 'First card.', link: '/business/one' },
        { title: 'Two', description: 'Second card.' },
      ],
    },
    {
      component: 'cta-banner',
      title: 'Talk to us',
      description: 'Sales.',
      cta: {
        buttonType: 'primary',
        ctaLink: '/business/contact-sales',
        ctaText: 'Contact',
        newTab: false,
        nofollow: false,
      },
    },
  ],
});

const reports: ContentRepair[] = [];
onContentRepair((r) => reports.push(r));
afterEach(() => {
  reports.length = 0;
});

type Page = ReturnType<typeof page>;
/** The content a successful parse holds. */
function contentOf<T = Page>(r: ReturnType<typeof ContentAnswer.safeParse>): T {
  if (!r.success) throw new Error(r.error.message);
  return r.data.data.attributes.content as T;
}

/** Prepares a single-entry answer and parses it as the loaders do. */
function render(content: unknown, type = 'PRODUCT_PAGE') {
  const answer = prepareContent({ data: entry(7, type, content) });
  return ContentAnswer.safeParse(answer);
}

describe('CMS answers repaired section by section (decision 0332)', () => {
  it('leaves a valid entry exactly as it is and reports nothing', () => {
    const r = render(page());
    expect(r.success).toBe(true);
    expect(r.data?.data.attributes.content).toEqual(page());
    expect(reports).toEqual([]);
  });

  it('drops only an optional field that fails its check (a card link that is not a link)', () => {
    const content = page();
    content.sections[0]!.cards![0]!.link = 'tel:+15550100';
    const r = render(content);
    expect(r.success).toBe(true);
    const cards = contentOf(r).sections[0]!.cards!;
    expect(cards).toEqual([
      { title: 'One', description: 'First card.' },
      { title: 'Two', description: 'Second card.' },
    ]);
    expect(reports).toEqual([
      expect.objectContaining({
        entry: 7,
        pageKey: 'repair-test',
        pointer: '/attributes/content/sections/0/cards/0/link',
        label: 'card-grid',
        action: 'dropped-field',
      }),
    ]);
  });

  it('drops the smallest item that cannot do without a field, then the section, keeping the rest', () => {
    const oneCard = page();
    (oneCard.sections[0]!.cards![1] as { title: unknown }).title = 42;
    const r1 = render(oneCard);
    expect(r1.success).toBe(true);
    const s1 = contentOf(r1).sections;
    expect(s1[0]!.cards!.map((c) => c.title)).toEqual(['One']);
    expect(s1).toHaveLength(2);

    // A CTA banner whose one CTA has a link the contract refuses: the CTA is required, so the section goes.
    const badCta = page();
    badCta.sections[1]!.cta!.ctaLink = 'tel:+15550100';
    const r2 = render(badCta);
    expect(r2.success).toBe(true);
    const s2 = contentOf(r2).sections;
    expect(s2.map((s) => s.component)).toEqual(['card-grid']);
    expect(reports.at(-1)).toMatchObject({ pointer: '/attributes/content/sections/1', label: 'cta-banner' });
  });

  it('sets a nullable media field to null rather than dropping its section', () => {
    const content = page();
    (content.topBanner as { backgroundDesktop: unknown }).backgroundDesktop = 'ftp://cdn.example/hero.jpg';
    const r = render(content);
    expect(r.success).toBe(true);
    expect(contentOf(r).topBanner.backgroundDesktop).toBeNull();
    expect(reports[0]).toMatchObject({
      action: 'nulled-field',
      pointer: '/attributes/content/topBanner/backgroundDesktop',
    });
  });

  it('refuses an entry whose frame is unusable: the page shows its error page as before', () => {
    const content = page();
    (content.topBanner as { title: unknown }).title = { en: 'Repairs' };
    expect(render(content).success).toBe(false);
    const noSections = { topBanner: page().topBanner };
    expect(render(noSections).success).toBe(false);
    expect(
      keepsAnswerContract('strapi.queryContentByLanguage', { data: entry(7, 'PRODUCT_PAGE', content) }),
    ).toBe(false);
  });

  it('keeps the seeded business home up when a rotating banner entry says dpi "100" (a string)', () => {
    const home = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../../content/en/business/home.json'), 'utf8'),
    ) as { banners: { rotateBanner?: { dpi: unknown }[] }[] };
    const at = home.banners.findIndex((b) => Array.isArray(b.rotateBanner));
    const rotating = home.banners[at]!.rotateBanner!;
    const count = rotating.length;
    rotating[0]!.dpi = '100';
    const body = { data: entry(1, 'BUSINESS_HOME', home) };
    expect(keepsAnswerContract('strapi.queryContentByLanguage', structuredClone(body))).toBe(true);
    const r = ContentAnswer.safeParse(prepareContent(body));
    expect(r.success).toBe(true);
    const banners = contentOf<typeof home>(r).banners;
    expect(banners).toHaveLength(home.banners.length);
    expect(banners[at]!.rotateBanner).toHaveLength(count - 1);
  });

  it('leaves an unusable entry out of a list and keeps the others', () => {
    const broken = page();
    (broken.topBanner as { title: unknown }).title = 9;
    const body = { data: [entry(1, 'PRODUCT_PAGE', page()), entry(2, 'PRODUCT_PAGE', broken)], total: 2 };
    const r = ContentListAnswer.safeParse(prepareContent(body));
    expect(r.success).toBe(true);
    expect(r.data?.data.map((e) => e.id)).toEqual([1]);
    expect(reports).toEqual([expect.objectContaining({ entry: 2, pointer: '', action: 'dropped-item' })]);
  });
});

describe('repairToFit', () => {
  const schema = z.object({
    name: z.string(),
    tags: z.array(z.object({ id: z.number(), note: z.string().optional() })).min(1),
  });
  const anywhere = () => true;

  it('never removes what the schema requires, and keeps a list above its minimum', () => {
    expect(repairToFit(schema, { name: 1, tags: [{ id: 1 }] }, anywhere)).toBeNull();
    expect(repairToFit(schema, { name: 'a', tags: [{ id: 'x' }] }, anywhere)).toBeNull();
    const fixed = repairToFit(schema, { name: 'a', tags: [{ id: 'x' }, { id: 2, note: 3 }] }, anywhere);
    expect(fixed?.value).toEqual({ name: 'a', tags: [{ id: 2 }] });
    expect(fixed?.repairs.map((r) => r.action)).toEqual(['dropped-item', 'dropped-field']);
  });

  it('does not touch the value it was given', () => {
    const value = { name: 'a', tags: [{ id: 1, note: 5 }] };
    repairToFit(schema, value, anywhere);
    expect(value.tags[0]!.note).toBe(5);
  });

  it('refuses a value broken in more places than it may check', () => {
    const tags = Array.from({ length: 100 }, (_, i) => ({ id: i, note: i }));
    expect(repairToFit(schema, { name: 'a', tags }, anywhere)).toBeNull();
    expect(repairToFit(schema, { name: 'a', tags: tags.slice(0, 10) }, anywhere)?.value).toEqual({
      name: 'a',
      tags: tags.slice(0, 10).map(({ id }) => ({ id })),
    });
  });
});
