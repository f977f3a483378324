import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { type Site, SiteContext } from '../../client/app/site-context';
import { DEFAULT_EDGE_FACTS } from '../../client/app/ssr-data';
import { AppQr } from '../../client/components/app-store/app-qr';
import { StoreGet } from '../../client/components/app-store/store-get';
import { APP_QR_SIZE, appQrPath, storeButton, storeDeviceOf } from '../../shared/consumer-apps';
import {
  CONSUMER_FEATURE_GROUPS,
  CONSUMER_FEATURE_LIST,
  featuresOf,
  groupOf,
} from '../../shared/consumer-features';
import { encodeQr, qrPath } from '../../shared/consumer-qr';
import { createI18n } from '../../shared/i18n';
import { DEFAULT_FRAME_LINKS } from '../../shared/menus';
import { CONSUMER_FEATURES } from '../../shared/route-table/content';

const RECORD = {
  iosUrl: 'https://apps.example.com/ios/ycp',
  androidUrl: 'https://play.example.com/store/apps/ycp',
  iosUrlCn: 'https://apps.example.cn/ios/ycp',
  androidUrlCn: 'https://apk.example.cn/ycp',
};

describe('store buttons by device (spec 001 §5: iOS and others → Apple, Android → Google)', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15', 'apple'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 'apple'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile', 'google'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/130 Safari/537.36', 'google'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130', 'apple'],
    ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'apple'],
    ['', 'apple'],
  ] as const)('%s → %s', (ua, device) => {
    expect(storeDeviceOf(ua)).toBe(device);
  });

  it('the Android platform client hint wins over a reduced User-Agent', () => {
    expect(storeDeviceOf('Mozilla/5.0 (Linux; K) Chrome/130', '"Android"')).toBe('google');
    expect(storeDeviceOf('Mozilla/5.0 (Linux; K) Chrome/130', '"Linux"')).toBe('apple');
  });

  it('spec 001 §3.5 / §6: the China domain uses the China store variants, falling back to the global ones', () => {
    expect(storeButton(RECORD, 'apple', false).url).toBe(RECORD.iosUrl);
    expect(storeButton(RECORD, 'google', false).url).toBe(RECORD.androidUrl);
    expect(storeButton(RECORD, 'apple', true).url).toBe(RECORD.iosUrlCn);
    expect(storeButton(RECORD, 'google', true).url).toBe(RECORD.androidUrlCn);
    expect(storeButton({ ...RECORD, androidUrlCn: null }, 'google', true).url).toBe(RECORD.androidUrl);
  });

  it('QR codes lead to the download page of the six download apps, else to the app page', () => {
    expect(appQrPath('ycf')).toBe('/consumer/appdownload/ycf');
    expect(appQrPath('ycat')).toBe('/consumer/apps/ycat');
  });
});

function site(domain: Site['edge']['domain'], lang: Site['lang'] = 'en'): Site {
  return {
    lang,
    audience: 'consumer',
    routeId: 'consumer-app',
    params: { appType: 'ycp' },
    pathname: '/consumer/apps/ycp',
    brand: 'Lumora',
    status: 200,
    frame: 'standard',
    edge: { ...DEFAULT_EDGE_FACTS, domain },
    seoKey: 'consumer-app',
    frameLinks: DEFAULT_FRAME_LINKS,
    form: null,
    nonce: 'n',
  };
}

function renderStore(domain: Site['edge']['domain'], device: 'apple' | 'google', lang: Site['lang'] = 'en') {
  const dir = lang;
  const consumer = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, `../../locales/${dir}/consumer.json`), 'utf8'),
  );
  const i18n = createI18n(lang, { [lang]: { consumer } }, 'Lumora');
  return renderToString(
    createElement(
      SiteContext.Provider,
      { value: site(domain, lang) },
      createElement(
        I18nextProvider,
        { i18n },
        createElement(StoreGet, {
          code: 'ycp',
          appName: 'Lumora Photo',
          stores: RECORD,
          store: { device, origin: 'https://www.example.com' },
        }),
      ),
    ),
  );
}

describe('the store button as rendered (server markup = first client render)', () => {
  it('links the global store, labelled in the page language; the QR code is drawn on demand', () => {
    const html = renderStore('global', 'google', 'ja');
    expect(html).toContain(`href="${RECORD.androidUrl}"`);
    expect(html).toContain('（Lumora Photo）');
    expect(html).toContain('data-device="google"');
    // decision 0144: the popover's caption is server-rendered, its code only on first hover or focus.
    expect(html).toContain('スマホで読み取る');
    expect(html).not.toContain('app-qr__code');
  });

  it('draws a 100 px QR code (spec 001 §9)', () => {
    const html = renderToString(createElement(AppQr, { url: 'https://www.example.com/ja/x', label: 'QR' }));
    expect(html).toContain(`width="${APP_QR_SIZE}" height="${APP_QR_SIZE}"`);
    expect(html).toContain('aria-label="QR"');
  });

  it('on the China domain links the China store variant (useSite().edge.domain)', () => {
    expect(renderStore('china', 'apple')).toContain(`href="${RECORD.iosUrlCn}"`);
    expect(renderStore('china', 'google')).toContain(`href="${RECORD.androidUrlCn}"`);
    expect(renderStore('global', 'apple')).toContain(`href="${RECORD.iosUrl}"`);
  });
});

describe('QR encoder (ISO/IEC 18004, byte mode, level M)', () => {
  it('encodes "HELLO" exactly as a reference decoder read it (zbarimg, when this was written)', () => {
    const m = encodeQr('HELLO');
    const rows = Array.from({ length: m.size }, (_, y) =>
      Array.from({ length: m.size }, (_, x) => (m.dark(x, y) ? '#' : '.')).join(''),
    );
    expect(rows).toEqual([
      '#######.#..#..#######',
      '#.....#.####..#.....#',
      '#.###.#...#.#.#.###.#',
      '#.###.#.#.#.#.#.###.#',
      '#.###.#....#..#.###.#',
      '#.....#....##.#.....#',
      '#######.#.#.#.#######',
      '........#..##........',
      '#.##.###.#.##.#..#.##',
      '.##.##.#.######..##..',
      '#...#.#..#.#.......##',
      '#.##...#...#..####.#.',
      '.#.######...#..#..#.#',
      '........####..#...#.#',
      '#######.#..##..#.....',
      '#.....#.#.#....#####.',
      '#.###.#.....######.##',
      '#.###.#.#.##..#.####.',
      '#.###.#.##..#.##..#..',
      '#.....#...#..#.##...#',
      '#######.#.#..#.#.....',
    ]);
  });

  it('grows with the text: an app link fits a small version; finders sit in three corners', () => {
    const m = encodeQr('https://www.example.com/zh-tw/consumer/appdownload/ycf');
    expect(m.size).toBe(33); // version 4
    for (const [x, y] of [
      [0, 0],
      [m.size - 7, 0],
      [0, m.size - 7],
    ] as const) {
      expect(m.dark(x, y) && m.dark(x + 6, y + 6) && !m.dark(x + 1, y + 1) && m.dark(x + 3, y + 3)).toBe(
        true,
      );
    }
    expect(encodeQr('x'.repeat(170)).size).toBe(53); // version 9, with version information
  });

  it('refuses text longer than version 10 holds, rather than drawing a broken code', () => {
    expect(() => encodeQr('x'.repeat(300))).toThrow(RangeError);
  });

  it('draws the dark modules as horizontal runs inside a quiet zone of 4', () => {
    const d = qrPath(encodeQr('HELLO'));
    expect(d.startsWith('M4 4h7v1h-7z')).toBe(true);
  });
});

describe('consumer feature list (spec 001 §2.1 feature menu, §2.7 feature pages)', () => {
  it('about 40 features in the three groups, every one the spec names among them, none twice', () => {
    expect(CONSUMER_FEATURE_LIST.length).toBeGreaterThanOrEqual(38);
    const slugs = CONSUMER_FEATURE_LIST.map((f) => f.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const named of CONSUMER_FEATURES) expect(slugs).toContain(named);
    expect(CONSUMER_FEATURE_GROUPS).toEqual(['photo', 'portrait', 'video']);
    for (const g of CONSUMER_FEATURE_GROUPS) expect(featuresOf(g).length).toBeGreaterThan(0);
    expect(groupOf('ai-video-editor')).toBe('video');
    expect(groupOf('teeth-whitening')).toBe('portrait');
    expect(groupOf('unknown')).toBeUndefined();
  });
});
