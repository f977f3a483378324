import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cmapOf, SHARE_FONT, shareImageFiles, wrapText } from '../../build/share-images';
import {
  familyShareImagePath,
  isRasterImage,
  SHARE_FAMILIES,
  shareFamilyLangs,
} from '../../shared/share-images';

/** The PNG's size from its IHDR chunk. */
const pngSize = (b: Buffer) => ({
  signature: b.subarray(0, 8).toString('hex'),
  width: b.readUInt32BE(16),
  height: b.readUInt32BE(20),
});

describe('share images drawn at build time (decision 0279)', () => {
  const files = shareImageFiles('Lumora');
  it('one 1200×630 PNG per family and language of its audience, at the address the head names', () => {
    for (const family of Object.keys(SHARE_FAMILIES) as (keyof typeof SHARE_FAMILIES)[]) {
      for (const lang of shareFamilyLangs(family)) {
        const path = familyShareImagePath(family, lang)!;
        const png = files.get(path.slice(1));
        expect(png, path).toBeDefined();
        expect(pngSize(png!)).toEqual({ signature: '89504e470d0a1a0a', width: 1200, height: 630 });
      }
    }
    expect(familyShareImagePath('apps', 'ko')).toBeNull(); // no consumer pages in Korean
  });
  it('the font covers every character of the translations (no empty boxes on a card)', () => {
    const chars = cmapOf(fs.readFileSync(SHARE_FONT));
    for (const ch of '日本語한국어简体繁體éßçñ…') expect(chars.has(ch.codePointAt(0)!), ch).toBe(true);
  });
  it('wraps words at spaces and CJK anywhere, never starting a line with a closing mark', () => {
    const lines = wrapText('Produktdemos, Webinare und Kundengeschichten im Video.', 32, 560, 3);
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(l).not.toMatch(/^\s|\s$/);
    const ja = wrapText('Lumora のカメラ・写真・動画・ビューティーアプリのラインアップ。', 32, 560, 3);
    for (const l of ja.slice(1)) expect(l).not.toMatch(/^[、。ーァィゥェォャュョッ]/);
    expect(wrapText('word '.repeat(100), 32, 200, 2).at(-1)).toMatch(/…$/);
  });
  it('SVG addresses are not share images', () => {
    expect(isRasterImage('/art/wide-face-rose.svg')).toBe(false);
    expect(isRasterImage('https://x.test/a.SVG?x=1')).toBe(false);
    expect(isRasterImage('/og/apps/en.png')).toBe(true);
  });
});
