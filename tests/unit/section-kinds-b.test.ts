import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../shared/account/price';
import { type Section, SectionSchema } from '../../shared/smb/content';

/**
 * Decision 0304: the timeline, team, download-strip and pricing-table sections. Their schema is the
 * contract the proxy checks the vendor's CMS answers against: the seeded shapes pass, bad ones fail.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const KINDS = ['timeline', 'team', 'download-strip', 'pricing-table'];
const PAGES = [
  'info/info/aboutus',
  'info/investors',
  'info/plan',
  'info/faq/subscription',
  'info/faq/integration-of-youcam',
  'consumer-pages/appdownload',
];
const seeded = PAGES.flatMap((p) =>
  (
    JSON.parse(fs.readFileSync(path.join(ROOT, `content/en/${p}.json`), 'utf8')).content.sections as {
      component: string;
    }[]
  ).filter((s) => KINDS.includes(s.component)),
);
const of = (kind: string, variant?: string) =>
  structuredClone(
    seeded.find((s) => s.component === kind && (!variant || (s as { variant?: string }).variant === variant)),
  ) as Record<string, unknown> & Section;
const fails = (value: unknown) => !SectionSchema.safeParse(value).success;

describe('the four kinds in SectionSchema', () => {
  it('accepts every seeded section of them, each variant of the pricing table once at least', () => {
    expect(new Set(seeded.map((s) => s.component))).toEqual(new Set(KINDS));
    for (const s of seeded) expect(SectionSchema.safeParse(s).error, s.component).toBeUndefined();
    const variants = seeded.map((s) => (s as { variant?: string }).variant).filter(Boolean);
    expect(new Set(variants)).toEqual(new Set(['cards', 'matrix', 'single']));
  });

  it('timeline: at least one milestone, a machine date in a valid form', () => {
    const t = of('timeline') as { items: { datetime?: string }[] };
    expect(fails({ ...t, items: [] })).toBe(true);
    expect(fails({ ...t, items: [{ ...t.items[0], datetime: 'spring 2022' }] })).toBe(true);
    expect(fails({ ...t, items: [{ ...t.items[0], datetime: '2022-04' }] })).toBe(false);
    expect(fails({ ...t, items: Array(31).fill(t.items[0]) })).toBe(true);
  });

  it('team: portraits and links follow the media and link rules; at most 24 people', () => {
    const t = of('team') as { people: Record<string, unknown>[] };
    const person = t.people[0]!;
    expect(fails({ ...t, people: [{ ...person, portrait: 'javascript:alert(1)' }] })).toBe(true);
    expect(fails({ ...t, people: [{ ...person, link: 'ftp://x' }] })).toBe(true);
    expect(fails({ ...t, people: [{ ...person, portrait: null }] })).toBe(false);
    expect(fails({ ...t, people: Array(25).fill(person) })).toBe(true);
  });

  it('download-strip: 1–4 items; files name a known format and a size; stores are https', () => {
    const d = of('download-strip') as { items: Record<string, unknown>[] };
    const file = { kind: 'file', label: 'Kit', link: '/media/x.pdf', format: 'PDF', sizeBytes: 1000 };
    const store = { kind: 'app-store', store: 'google', label: 'App', link: 'https://play.example/a' };
    expect(fails({ ...d, items: [file, store, { kind: 'link', label: 'More', link: '/business' }] })).toBe(
      false,
    );
    expect(fails({ ...d, items: [] })).toBe(true);
    expect(fails({ ...d, items: Array(5).fill(file) })).toBe(true);
    expect(fails({ ...d, items: [{ ...file, format: 'EXE' }] })).toBe(true);
    expect(fails({ ...d, items: [{ ...file, sizeBytes: -1 }] })).toBe(true);
    expect(fails({ ...d, items: [{ ...store, link: 'http://play.example/a' }] })).toBe(true);
    expect(fails({ ...d, items: [{ ...store, store: 'other' }] })).toBe(true);
  });

  it('pricing-table: variants with their tier counts, matrix rows one value per tier, known currency', () => {
    const cards = of('pricing-table', 'cards') as { tiers: unknown[] };
    const matrix = of('pricing-table', 'matrix') as { rows: { values: unknown[] }[] };
    const single = of('pricing-table', 'single') as { tiers: unknown[] };
    expect(fails({ ...cards, tiers: cards.tiers.slice(0, 1) })).toBe(true);
    expect(fails({ ...single, tiers: [...single.tiers, ...single.tiers] })).toBe(true);
    expect(fails({ ...matrix, rows: undefined })).toBe(true);
    expect(fails({ ...matrix, rows: [{ ...matrix.rows[0], values: [true] }] })).toBe(true);
    expect(fails({ ...cards, currency: 'XYZ' })).toBe(true);
    expect(fails({ ...cards, currency: 'EUR' })).toBe(false);
    expect(fails({ ...cards, variant: 'carousel' })).toBe(true);
    const tier = cards.tiers[0] as Record<string, unknown>;
    expect(fails({ ...cards, tiers: [{ ...tier, monthlyPrice: -5 }, tier] })).toBe(true);
    expect(fails({ ...cards, tiers: [{ ...tier, annualPrice: null }, tier] })).toBe(false);
  });
});

describe('formatPrice: Intl in the page language', () => {
  it('whole amounts without decimals, others with two; the currency where the language puts it', () => {
    expect(formatPrice('en', 'USD', 79)).toBe('$79');
    expect(formatPrice('en', 'USD', 49.5)).toBe('$49.50');
    expect(formatPrice('de', 'USD', 1249)).toMatch(/^1\.249\s\$$/u);
    expect(formatPrice('fr', 'USD', 1249)).toMatch(/^1\s249\s\$US$/u);
    expect(formatPrice('ja', 'USD', 79)).toBe('$79');
    expect(formatPrice('zh-TW', 'USD', 79)).toBe('US$79');
    expect(formatPrice('de', 'EUR', 79)).toMatch(/^79\s€$/u);
    expect(formatPrice('ja', 'JPY', 9800)).toBe('￥9,800');
  });
});
