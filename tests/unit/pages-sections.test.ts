import { describe, expect, it } from 'vitest';
import { textKeys } from '../../client/components/sections/keys';
import { IMAGE_WIDTHS, srcSet } from '../../client/components/sections/media';
import { siteHref } from '../../client/components/sections/site-href';
import {
  COUNTER_STEPS,
  counterStepMs,
  counterValue,
} from '../../client/components/sections/success-story-roi';

describe('section renderer rules', () => {
  it('spec 001 §4: the ROI counter takes 10 steps, 30 ms apart above 100, else 10 ms', () => {
    expect(COUNTER_STEPS).toBe(10);
    expect(counterStepMs(180)).toBe(30);
    expect(counterStepMs(100)).toBe(10);
    expect(counterValue(180, 5)).toBe(90);
    expect(counterValue(2.5, 3)).toBe(0.8);
    expect(counterValue(35, 10)).toBe(35);
    expect(counterValue(35, 12)).toBe(35);
  });

  it('spec 001 §9: image sources span 320 to 2732 px', () => {
    expect(IMAGE_WIDTHS[0]).toBe(320);
    expect(IMAGE_WIDTHS.at(-1)).toBe(2732);
    expect(srcSet('https://media.example.com/a.jpg')).toContain(
      'https://media.example.com/a.jpg?w=2732 2732w',
    );
    expect(srcSet('/m/a.jpg?v=2')).toContain('/m/a.jpg?v=2&w=320 320w');
  });

  it('spec 001 §5: in-site links get the language prefix, others stay as given', () => {
    expect(siteHref('/business/contact-us/sales', 'ja')).toBe('/ja/business/contact-us/sales');
    expect(siteHref('/business/plan?x=1', 'en')).toBe('/business/plan?x=1');
    expect(siteHref('/business', 'zh_TW')).toBe('/zh-tw/business');
    expect(siteHref('https://example.com/', 'ja')).toBe('https://example.com/');
  });

  it('list keys never collide, even for repeated texts', () => {
    expect(textKeys(['a', 'b', 'a'])).toEqual(['a', 'b', 'a#1']);
  });
});
