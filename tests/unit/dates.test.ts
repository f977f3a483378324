import { describe, expect, it } from 'vitest';
import { formatContentDate, formatSessionWhen } from '../../shared/dates';
import { LANGUAGES } from '../../shared/languages';

const ISO = '2025-01-08T09:00:00.000Z';

describe('content dates (decision 0230)', () => {
  it('English follows spec 001 §9 MMMM DD, YYYY: the day is zero-padded', () => {
    expect(formatContentDate(ISO, 'en')).toBe('January 08, 2025');
    expect(formatContentDate('2024-11-23T00:00:00.000Z', 'en')).toBe('November 23, 2024');
  });

  it('every other language writes its own long date', () => {
    const expected: Record<string, string> = {
      zh_TW: '2025年1月8日',
      zh_CN: '2025年1月8日',
      ja: '2025年1月8日',
      fr: '8 janvier 2025',
      ko: '2025년 1월 8일',
      de: '8. Januar 2025',
      es: '8 de enero de 2025',
      pt: '8 de janeiro de 2025',
      it: '8 gennaio 2025',
    };
    for (const { key } of LANGUAGES) {
      if (key === 'en') continue;
      expect(formatContentDate(ISO, key), key).toBe(expected[key]);
    }
  });

  it('is UTC: a late-evening instant keeps its UTC day', () => {
    expect(formatContentDate('2025-03-01T23:30:00.000Z', 'en')).toBe('March 01, 2025');
    expect(formatContentDate('2025-03-01T00:30:00.000Z', 'ja')).toBe('2025年3月1日');
  });

  it('a session shows its day and time span', () => {
    expect(formatSessionWhen('en', ISO, '2025-01-08T10:00:00.000Z')).toBe(
      'January 08, 2025, 9:00 AM–10:00 AM UTC',
    );
    expect(formatSessionWhen('de', ISO)).toBe('8. Januar 2025, 09:00 UTC');
  });
});
