import { describe, expect, it } from 'vitest';
import { iosMajor, iosReloadBetween } from '../../shared/ios-reload';

/** spec 001 §4 iOS reload rule between skincare pages (decision 0310). */
const UA = {
  iphone17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphone12:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  ipad12:
    'Mozilla/5.0 (iPad; CPU OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  ipadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  criOS12:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/79.0 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};
const SK = (view: string, lang = '') => `${lang}/business/showcase/skincare/${view}`;

describe('iosMajor', () => {
  it('reads the version of iPhone, iPad and other iOS browsers, and knows desktop-mode iPads', () => {
    expect(iosMajor(UA.iphone17)).toBe(17);
    expect(iosMajor(UA.iphone12)).toBe(12);
    expect(iosMajor(UA.ipad12)).toBe(12);
    expect(iosMajor(UA.criOS12)).toBe(12);
    expect(iosMajor(UA.ipadDesktop, 5)).toBe(13);
  });
  it('is null off iOS (a Mac without touch included)', () => {
    expect(iosMajor(UA.ipadDesktop, 0)).toBeNull();
    expect(iosMajor(UA.android)).toBeNull();
    expect(iosMajor(UA.desktop)).toBeNull();
  });
});

describe('iosReloadBetween', () => {
  it('iOS 13+: skincare pages stay in the page unless live diagnostics is on one side', () => {
    expect(iosReloadBetween(SK('home'), SK('diagnostics'), UA.iphone17)).toBe(false);
    expect(iosReloadBetween(SK('diagnostics'), SK('hd-diagnostics', '/ja'), UA.iphone17)).toBe(false);
    expect(iosReloadBetween(SK('emulation'), SK('home'), UA.ipadDesktop, 5)).toBe(false);
    expect(iosReloadBetween(SK('home'), SK('live-diagnostics'), UA.iphone17)).toBe(true);
    expect(iosReloadBetween(SK('live-diagnostics', '/de'), SK('diagnostics', '/de'), UA.iphone17)).toBe(true);
    expect(iosReloadBetween(SK('live-diagnostics'), SK('emulation'), UA.ipadDesktop, 5)).toBe(true);
  });
  it('under iOS 13 every move between two skincare pages reloads', () => {
    expect(iosReloadBetween(SK('home'), SK('diagnostics'), UA.iphone12)).toBe(true);
    expect(iosReloadBetween(SK('emulation'), SK('home'), UA.ipad12)).toBe(true);
    expect(iosReloadBetween(SK('home'), SK('diagnostics'), UA.criOS12)).toBe(true);
  });
  it('the same view (a query or hash change) never reloads', () => {
    expect(iosReloadBetween(SK('live-diagnostics'), SK('live-diagnostics'), UA.iphone12)).toBe(false);
  });
  it('other pages, and other devices, never reload', () => {
    expect(iosReloadBetween('/business/showcase/lip-color', SK('live-diagnostics'), UA.iphone12)).toBe(false);
    expect(iosReloadBetween(SK('live-diagnostics'), '/business', UA.iphone17)).toBe(false);
    expect(iosReloadBetween(SK('home'), SK('live-diagnostics'), UA.android)).toBe(false);
    expect(iosReloadBetween(SK('home'), SK('live-diagnostics'), UA.desktop)).toBe(false);
    expect(iosReloadBetween(SK('home'), SK('live-diagnostics'), UA.ipadDesktop, 0)).toBe(false);
  });
});
