import { describe, expect, it } from 'vitest';
import { SHOWCASE_PAGES, SHOWCASE_PRODUCT_TYPES } from '../../shared/route-table/showcase';
import {
  AUTO_APPLY,
  areaFor,
  autoLoads,
  campaignAllowed,
  handModeFor,
  LAUNCHER_KEYS,
  LAUNCHERS,
  launcherModes,
  moduleAddress,
  moduleDefaults,
  moduleLanguage,
  moduleVersionFor,
  parseShowcaseQuery,
  pinchZoomAllowed,
  resolveCampaign,
  shouldCloseWindow,
} from '../../shared/showcase';
import { CATALOG } from '../../shared/showcase-catalog';

const q = (s: string) => parseShowcaseQuery(new URLSearchParams(s));

describe('launcher table (spec 001 §2.3)', () => {
  it('has exactly the twelve launcher keys, each with a showcase page that exists', () => {
    expect(Object.keys(LAUNCHERS).sort()).toEqual([...LAUNCHER_KEYS].sort());
    const pages = new Set<string>([...SHOWCASE_PRODUCT_TYPES, ...SHOWCASE_PAGES, 'shadefinder/home']);
    for (const [key, l] of Object.entries(LAUNCHERS)) expect(pages.has(l.page), key).toBe(true);
  });

  it('2D and 3D variants share a page and differ in mode', () => {
    expect(LAUNCHERS['3D RING']).toMatchObject({ page: 'rings', mode: '3d' });
    expect(LAUNCHERS['2D RING']).toMatchObject({ page: 'rings', mode: '2d' });
    expect(LAUNCHERS['3D EARRING'].page).toBe(LAUNCHERS['2D EARRING'].page);
    expect(LAUNCHERS['LIP COLOR']).toMatchObject({ featureKey: 'makeup', page: 'lip-color', autoLoad: true });
  });

  it('pages with 2D and 3D launchers offer both modes', () => {
    expect(launcherModes('rings')).toEqual(['2d', '3d']);
    expect(launcherModes('earrings')).toEqual(['2d', '3d']);
    expect(launcherModes('lip-color')).toEqual([]);
  });

  it('every product type and SKU page has a catalogue', () => {
    for (const t of SHOWCASE_PRODUCT_TYPES) expect(CATALOG[t], t).toBeDefined();
    for (const id of Object.values(CATALOG).flatMap((c) => c.skus.map((s) => s.id)))
      expect(id).toMatch(/^[a-z]{3}-\d{2}$/);
  });
});

describe('showcase query and campaign (spec 001 §2.3, §5)', () => {
  it('reads the listed values and ignores others', () => {
    expect(
      q('debug&mode=sizer&index=2&source=business-weekly&autoclose=true&type=facial-ratio'),
    ).toMatchObject({
      debug: true,
      mode: 'sizer',
      index: 2,
      source: 'business-weekly',
      autoclose: true,
      type: 'facial-ratio',
    });
    expect(q('mode=video&index=x&source=mail&autoclose=1')).toMatchObject({
      mode: null,
      index: null,
      source: null,
      autoclose: false,
    });
  });

  it('spec 001 §5: the campaign value must be watch', () => {
    expect(q('campaign=watch').campaign).toBe('watch');
    expect(q('campaign=Watch').campaign).toBeNull();
    expect(q('campaign=ring').campaign).toBeNull();
  });

  it('spec 001 §2.3: remembered in local storage; ignored on the production non-China domain', () => {
    expect(resolveCampaign('watch', null, true)).toEqual({ active: 'watch', store: 'watch' });
    expect(resolveCampaign(null, 'watch', true)).toEqual({ active: 'watch' });
    expect(resolveCampaign(null, 'other', true)).toEqual({ active: null });
    expect(resolveCampaign('watch', 'watch', false)).toEqual({ active: null });
    expect(campaignAllowed({ environment: 'production', domain: 'global' })).toBe(false);
    expect(campaignAllowed({ environment: 'production', domain: 'alt-regional' })).toBe(false);
    expect(campaignAllowed({ environment: 'production', domain: 'china' })).toBe(true);
    expect(campaignAllowed({ environment: 'staging', domain: 'global' })).toBe(true);
  });
});

describe('the try-on module (spec 001 §4, §5, §7)', () => {
  it('§7: module languages, default enu', () => {
    expect(moduleLanguage('zh_CN')).toBe('chs');
    expect(moduleLanguage('zh_TW')).toBe('cht');
    expect(moduleLanguage('ja')).toBe('jpn');
    expect(moduleLanguage('pt')).toBe('ptb');
    expect(moduleLanguage('en')).toBe('enu');
    expect(moduleLanguage('xx')).toBe('enu');
  });

  it('§5: the sdk override is an address only when it starts with http (and, decision 0152, on the module host)', () => {
    const host = 'https://media.example.com/tryon';
    expect(moduleAddress(host, 'v3.4', 'k', null)).toBe(
      'https://media.example.com/tryon/v3.4/sdk.js?apiKey=k',
    );
    expect(moduleAddress(host, 'v3.4', 'k', 'v9.1-beta')).toBe(
      'https://media.example.com/tryon/v9.1-beta/sdk.js?apiKey=k',
    );
    expect(moduleAddress(host, 'v3.4', 'k', 'https://media.example.com/test/sdk.js')).toBe(
      'https://media.example.com/test/sdk.js',
    );
    // a foreign host is ignored, and so is a malformed version name
    expect(moduleAddress(host, 'v3.4', 'k', 'https://evil.example/x.js')).toBe(
      'https://media.example.com/tryon/v3.4/sdk.js?apiKey=k',
    );
    expect(moduleAddress(host, 'v3.4', 'k', '../../x')).toBe(
      'https://media.example.com/tryon/v3.4/sdk.js?apiKey=k',
    );
    expect(moduleAddress('', 'v3.4', 'k', null)).toBeNull();
  });

  it('§7: special versions per feature', () => {
    expect(moduleVersionFor({ area: '3dviewer', view: 'ring' }, null)).toBe('v3.4-pbr');
    expect(moduleVersionFor({ area: 'skincare', view: 'emulationhome' }, null)).toBe('v3.2-emulation');
    expect(moduleVersionFor({ area: 'skincare', view: 'home' }, 'widget')).toBe('v3.3-widget');
    expect(moduleVersionFor({ area: 'category', view: 'lip-color' }, null)).toBe('v3.4');
  });

  it('§4: closes the window after the closed event from business-weekly (any device) or autoclose on mobile/iPad', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)';
    expect(shouldCloseWindow({ source: 'business-weekly', autoclose: false }, iphone, 5)).toBe(true);
    expect(shouldCloseWindow({ source: null, autoclose: true }, mac, 5)).toBe(true); // iPadOS
    expect(shouldCloseWindow({ source: null, autoclose: true }, mac, 0)).toBe(false);
    // The weekly-business source closes the window on desktop too.
    expect(shouldCloseWindow({ source: 'business-weekly', autoclose: false }, mac, 0)).toBe(true);
    expect(shouldCloseWindow({ source: null, autoclose: false }, iphone, 5)).toBe(false);
  });

  it('§4: showcase defaults', () => {
    const watch = moduleDefaults(areaFor('showcase-page', { feature: 'watches' }), 'watches', true);
    expect(watch).toMatchObject({ skinSmoothing: 1, sizer: true, flipCamera: true, zoomRatio: 1 });
    expect(moduleDefaults(areaFor('showcase-page', { feature: 'watches' }), 'watches', false).sizer).toBe(
      false,
    );
    const skin = moduleDefaults(areaFor('showcase-skincare', { view: 'emulation' }), 'skincare', false);
    expect(skin).toMatchObject({ skinSmoothing: 0, faceSizeRatioThreshold: 0.55, flipCamera: false });
    const lip = moduleDefaults(areaFor('showcase-product', { productType: 'lip-color' }), 'lip-color', true);
    expect(lip).toMatchObject({ skinSmoothing: 50, sizer: false, autoApply: true });
    expect(lip.sharing).toEqual({ social: false, email: false, sms: false });
    expect([...AUTO_APPLY].sort()).toEqual(['eye-liner', 'eye-wear', 'lip-color']);
    // pinch zoom off on iOS Safari below 18 only
    const ios17 =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';
    const ios18 = ios17.replace('Version/17.4', 'Version/18.1');
    expect(pinchZoomAllowed(ios17)).toBe(false);
    expect(pinchZoomAllowed(ios18)).toBe(true);
    expect(pinchZoomAllowed(ios17.replace('Version/17.4', 'CriOS/120.0'))).toBe(true);
    expect(moduleDefaults({ area: 'category', view: 'blush' }, 'blush', true, ios17).pinchZoom).toBe(false);
    expect(handModeFor('watch')).toBe('wrist');
    expect(handModeFor('ring')).toBe('ring');
  });

  it('§2.3 / spec-rulings 6: feature areas and auto-load', () => {
    expect(areaFor('showcase-skincare', { view: 'emulation' })).toEqual({
      area: 'skincare',
      view: 'emulationhome',
    });
    expect(areaFor('showcase-page', { feature: 'allure-november-look' }).area).toBe('tutorial');
    expect(areaFor('showcase-page', { feature: 'youcam-tutorial' }).area).toBe('tutorial');
    expect(areaFor('showcase-page', { feature: 'set' }).area).toBe('stacking');
    expect(autoLoads({ area: 'category', view: 'lip-color' })).toBe(true);
    expect(autoLoads({ area: 'rings', view: 'rings' })).toBe(true);
    expect(autoLoads({ area: 'hairtype', view: 'hair-type' })).toBe(false);
  });
});
