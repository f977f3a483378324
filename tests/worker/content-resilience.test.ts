import { env, SELF } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SectionSchema } from '../../shared/smb/content';
import { contentSeed, insertCmsEntry, seedContent } from './seed-content';

/**
 * Decision 0332 (amends 0211): a typo in one CMS field costs that field, its item or its section — the
 * rest of the page renders, and one log line names the entry, the section and the pointer. Every section
 * kind this build renders is taken from the seed, corrupted in its first text field (a number where the
 * contract wants text, the typo a CMS editor makes) and shown between two intact sections.
 */

type Section = { component: string } & Record<string, unknown>;
const KINDS = SectionSchema.options.map((o) => o.shape.component.value);

/** Kinds the seed does not use (a CMS may): a minimal valid example of each, checked below. */
const UNSEEDED: Section[] = [
  {
    component: 'top-banner',
    title: 'A banner inside the page',
    description: 'Seen between sections.',
    backgroundDesktop: null,
    backgroundMobile: null,
    ctas: [],
  },
  { component: 'logo-wall', title: 'Customers', logos: [{ name: 'Northwind Beauty', image: null }] },
  { component: 'video', title: 'A film', videoUrl: '/media/video/demo.mp4', poster: null },
];

/** The first seeded section of each kind, then the examples of the kinds the seed leaves out. */
function seededSections(): Map<string, Section> {
  const found = new Map<string, Section>();
  for (const row of contentSeed().cms_entries) {
    const sections = (JSON.parse(row.content) as { sections?: Section[] }).sections ?? [];
    for (const s of sections) if (!found.has(s.component)) found.set(s.component, s);
  }
  for (const s of UNSEEDED) if (!found.has(s.component)) found.set(s.component, s);
  return found;
}

/** The path to the first string of a value (depth first), e.g. ['title'] or ['items', 0, 'label']. */
function firstTextField(value: unknown, at: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return at;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const p = firstTextField(v, [...at, i]);
      if (p) return p;
    }
    return null;
  }
  if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === 'component') continue;
      const p = firstTextField(v, [...at, k]);
      if (p) return p;
    }
  return null;
}

function corrupt(section: Section): { section: Section; pointer: string } {
  const copy = structuredClone(section);
  const path = firstTextField(copy);
  if (!path) throw new Error(`no text field in ${section.component}`);
  let parent: Record<string | number, unknown> = copy;
  for (const k of path.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
  parent[path.at(-1)!] = 12345;
  return { section: copy, pointer: path.map((k) => `/${k}`).join('') };
}

const intact = (title: string): Section => ({
  component: 'cta-banner',
  title,
  description: 'Still on the page.',
  cta: {
    buttonType: 'primary',
    ctaLink: '/business/contact-sales',
    ctaText: 'Contact sales',
    newTab: false,
    nofollow: false,
  },
});

const pageFor = (kind: string) => `/business/products/resilience-${kind}`;
const warnings: string[] = [];
afterEach(() => vi.restoreAllMocks());
const listen = () => {
  warnings.length = 0;
  vi.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(String(line)));
};
const repairs = () =>
  warnings.flatMap((w) => {
    try {
      const j = JSON.parse(w) as { event?: string };
      return j.event === 'content_repaired' ? [j as Record<string, unknown>] : [];
    } catch {
      return [];
    }
  });

beforeAll(async () => {
  await seedContent();
  const seeded = seededSections();
  for (const [i, kind] of KINDS.entries()) {
    const section = seeded.get(kind);
    if (!section) continue;
    await insertCmsEntry(1999998000 + i, 'PRODUCT_PAGE', `resilience-${kind}`, {
      topBanner: {
        title: `Resilience ${kind}`,
        description: 'A page.',
        backgroundDesktop: null,
        backgroundMobile: null,
      },
      sections: [intact('Before the typo'), corrupt(section).section, intact('After the typo')],
    });
  }
});

describe('one bad CMS field leaves the rest of the page up (decision 0332)', () => {
  it('every section kind has a valid example (seeded or written here), so each kind is corrupted', () => {
    const seeded = seededSections();
    expect(KINDS.filter((k) => !seeded.has(k))).toEqual([]);
    for (const s of UNSEEDED) expect(SectionSchema.safeParse(s).success, s.component).toBe(true);
  });

  it.each(KINDS)(
    'a typo in a %s section: the page renders with its neighbours, one log line names it',
    async (kind) => {
      listen();
      const res = await SELF.fetch(`http://localhost${pageFor(kind)}`);
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(html).toContain(`Resilience ${kind}`);
      expect(html).toContain('Before the typo');
      expect(html).toContain('After the typo');
      const logged = repairs();
      expect(logged.length).toBeGreaterThan(0);
      expect(logged[0]).toMatchObject({ pageKey: `resilience-${kind}`, label: kind });
      expect(String(logged[0]!.pointer)).toMatch(/^\/attributes\/content\/sections\/1(\/|$)/);
    },
  );

  it('the business home stays up when a rotating banner entry says dpi "100" and a CTA links to tel:', async () => {
    const home = await env.DB.prepare(
      `SELECT id, content FROM cms_entries WHERE type = 'BUSINESS_HOME' AND language_type = 'enu' AND status = 'published'`,
    ).first<{ id: number; content: string }>();
    const content = JSON.parse(home!.content) as {
      banners: { title: string; rotateBanner?: { dpi: unknown }[] }[];
      sections: Section[];
    };
    const rotating = content.banners.find((b) => Array.isArray(b.rotateBanner))!;
    rotating.rotateBanner![0]!.dpi = '100';
    const withCta = content.sections.find((s) => s.component === 'cta-banner');
    if (withCta) (withCta.cta as { ctaLink: string }).ctaLink = 'tel:+1-555-0100';
    await env.DB.prepare('UPDATE cms_entries SET content = ? WHERE id = ?')
      .bind(JSON.stringify(content), home!.id)
      .run();
    listen();
    const res = await SELF.fetch('http://localhost/business');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain(content.banners[0]!.title);
    expect(repairs().map((r) => r.pointer)).toContain(
      `/attributes/content/banners/${content.banners.indexOf(rotating)}/rotateBanner/0`,
    );
  });

  it('an entry whose frame is unusable still gives the error page', async () => {
    await insertCmsEntry(1999998999, 'PRODUCT_PAGE', 'resilience-frame', {
      topBanner: { title: 404, description: 'A page.', backgroundDesktop: null, backgroundMobile: null },
      sections: [intact('Never shown')],
    });
    const res = await SELF.fetch('http://localhost/business/products/resilience-frame');
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await res.text()).not.toContain('Never shown');
  });
});
