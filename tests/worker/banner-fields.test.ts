import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCmsEntry, seedContent } from './seed-content';

/**
 * spec 001 §3.1 banner fields (issue 42 §5, P3.1.12): a banner's superscript, enhancedTitle and CTA list
 * reach the page on both banner kinds — the home banner and the top-banner section — instead of being
 * dropped by the contract.
 */
const cta = (ctaText: string, ctaLink: string) => ({
  buttonType: 'secondary',
  ctaLink,
  ctaText,
  newTab: false,
  nofollow: false,
});
const html = async (path: string) => {
  const res = await SELF.fetch(`http://localhost${path}`);
  expect(res.status).toBe(200);
  return res.text();
};

beforeAll(async () => {
  await seedContent();
  const home = await env.DB.prepare(
    `SELECT id, content FROM cms_entries WHERE type = 'BUSINESS_HOME' AND language_type = 'enu' AND status = 'published'`,
  ).first<{ id: number; content: string }>();
  const content = JSON.parse(home!.content) as { banners: Record<string, unknown>[] };
  Object.assign(content.banners[0]!, {
    enhancedTitle: 'New this season',
    ctas: [cta('Read the launch notes', '/business/news'), cta('See the plans', '/business/plan')],
  });
  await env.DB.prepare('UPDATE cms_entries SET content = ? WHERE id = ?')
    .bind(JSON.stringify(content), home!.id)
    .run();
  await insertCmsEntry(1999997001, 'PRODUCT_PAGE', 'banner-fields', {
    topBanner: {
      title: 'Banner fields',
      description: 'A page.',
      backgroundDesktop: null,
      backgroundMobile: null,
    },
    sections: [
      {
        component: 'top-banner',
        title: 'Shade studio',
        description: 'A banner inside the page.',
        superscript: { title: 'Beta', icon: '/media/icons/spark.svg' },
        backgroundDesktop: null,
        backgroundMobile: null,
        ctas: [],
      },
    ],
  });
});

describe('banner fields of spec 001 §3.1', () => {
  it('the home banner shows its enhancedTitle and its CTA list after its own link', async () => {
    const page = await html('/business');
    const banner = page.slice(page.indexOf('New this season') - 200);
    expect(page).toContain('>New this season</p>');
    const own = banner.indexOf('class="button"');
    const notes = banner.indexOf('href="/business/news"');
    const plans = banner.indexOf('href="/business/plan"');
    expect(own).toBeGreaterThan(-1);
    expect(notes).toBeGreaterThan(own);
    expect(plans).toBeGreaterThan(notes);
    expect(banner).toContain('Read the launch notes');
  });

  it('a top-banner section shows its superscript with its icon', async () => {
    const page = await html('/business/products/banner-fields');
    expect(page).toMatch(
      /<p class="sec-eyebrow sec-superscript"><img class="sec-superscript__icon" src="\/media\/icons\/spark\.svg"[^>]*>Beta<\/p>/,
    );
  });
});
