import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCmsEntry, seedContent } from './seed-content';

/**
 * spec 001 §5 / §9: the menu and banner area count as mobile at 500 px or less, or on a mobile user
 * agent (decision 0204). The user agent is known at the edge: the page marks it on <html>, and banners
 * take their mobile media at any width on a phone or tablet, at 500 px or less elsewhere.
 */
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

const page = async (path: string, ua: string) => {
  const res = await SELF.fetch(`http://localhost${path}`, { headers: { 'user-agent': ua } });
  return { status: res.status, html: await res.text() };
};
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? '';

beforeAll(async () => {
  await seedContent();
  const content = {
    topBanner: {
      title: 'Mirror Device Rule',
      description: 'A banner with both images.',
      backgroundDesktop: '/media/banner-desktop.jpg',
      backgroundMobile: '/media/banner-mobile.jpg',
    },
    sections: [],
  };
  await insertCmsEntry(1999999101, 'PRODUCT_PAGE', 'mirror-device-rule', content);
});

describe('the menu/banner mobile rule (spec 001 §5)', () => {
  it('a phone or tablet user agent marks the page mobile, at any width', async () => {
    for (const ua of [ANDROID_TABLET, IPHONE]) {
      const { status, html } = await page('/business', ua);
      expect(status).toBe(200);
      expect(htmlTag(html)).toContain('data-device="mobile"');
    }
    expect(htmlTag((await page('/consumer', ANDROID_TABLET)).html)).toContain('data-device="mobile"');
  });

  it('a desktop browser is not marked', async () => {
    expect(htmlTag((await page('/business', DESKTOP)).html)).not.toContain('data-device');
  });

  it('banners: the mobile image at any width on a mobile device, at 500 px or less elsewhere', async () => {
    const mobile = await page('/business/products/mirror-device-rule', ANDROID_TABLET);
    expect(mobile.status).toBe(200);
    expect(mobile.html).toMatch(/<source media="all" srcSet="\/media\/banner-mobile\.jpg\?w=320/);
    const desktop = await page('/business/products/mirror-device-rule', DESKTOP);
    expect(desktop.html).toMatch(
      /<source media="\(max-width: 500px\)" srcSet="\/media\/banner-mobile\.jpg\?w=320/,
    );
  });
});
