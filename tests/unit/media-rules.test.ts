import { describe, expect, it } from 'vitest';
import { isIndexable } from '../../shared/indexing';
import {
  clockDuration,
  entryRef,
  isoDuration,
  nextReportPoll,
  REPORT_POLL,
  supportIdOf,
  videoSeconds,
} from '../../shared/media';
import { jsonLdText, newsArticle, videoObject } from '../../shared/structured-data';
import { served } from './support/json-ld';

describe('media addressing (decision 0120)', () => {
  it('numbers are CMS ids, slugs are handles, anything else names nothing', () => {
    expect(entryRef('123', 'id')).toEqual({ kind: 'id', id: '123' });
    expect(entryRef('123', 'either')).toEqual({ kind: 'id', id: '123' });
    expect(entryRef('spring-2025', 'either')).toEqual({ kind: 'handle', handle: 'spring-2025' });
    expect(entryRef('spring-2025', 'id')).toEqual({ kind: 'none' });
    expect(entryRef('0', 'id')).toEqual({ kind: 'none' });
    expect(entryRef('Bad Value', 'handle')).toEqual({ kind: 'none' });
    expect(entryRef(undefined, 'handle')).toEqual({ kind: 'none' });
  });
});

describe('video durations (spec 001 §9: default 4 minutes)', () => {
  it('a missing or zero duration counts as 240 s', () => {
    expect(videoSeconds(null)).toBe(240);
    expect(videoSeconds(0)).toBe(240);
    expect(videoSeconds(124)).toBe(124);
  });
  it('ISO 8601 and clock forms', () => {
    expect(isoDuration(240)).toBe('PT4M');
    expect(isoDuration(124)).toBe('PT2M4S');
    expect(isoDuration(3725)).toBe('PT1H2M5S');
    expect(isoDuration(0)).toBe('PT0S');
    expect(clockDuration(124)).toBe('2:04');
    expect(clockDuration(3725)).toBe('1:02:05');
  });
});

describe('structured data', () => {
  it('VideoObject takes the default duration and the brand as publisher', () => {
    const ld = videoObject({
      title: 'T',
      description: 'D',
      url: 'https://site.test/business/video/t',
      contentUrl: 'https://video.test/t.mp4',
      thumbnailUrl: null,
      createdTime: '2025-01-01T00:00:00.000Z',
      videoDuration: null,
      brand: 'Lumora',
    });
    expect(ld).toMatchObject({ '@type': 'VideoObject', duration: 'PT4M', publisher: { name: 'Lumora' } });
    expect(ld).not.toHaveProperty('thumbnailUrl');
  });
  it('image addresses that are site paths (the seed artwork) become absolute', () => {
    const base = {
      title: 'T',
      description: 'D',
      url: 'https://site.test/business/video/t',
      contentUrl: 'https://video.test/t.mp4',
      createdTime: '2025-01-01T00:00:00.000Z',
      videoDuration: 60,
      brand: 'B',
    };
    expect(served(videoObject({ ...base, thumbnailUrl: '/art/stage-rose.svg' })).thumbnailUrl).toBe(
      'https://site.test/art/stage-rose.svg',
    );
    const news = newsArticle({
      title: 'T',
      summary: 's',
      url: 'https://site.test/business/news/n',
      publishedAt: '2025-01-01T00:00:00.000Z',
      imageUrl: '/art/face-sky.svg',
      inLanguage: 'en',
      brand: 'B',
    });
    expect(served(news).image).toEqual(['https://site.test/art/face-sky.svg']);
  });
  it('NewsArticle keeps headlines within 110 characters', () => {
    const ld = newsArticle({
      title: 'x'.repeat(200),
      summary: 's',
      url: 'u',
      publishedAt: '2025-01-01T00:00:00.000Z',
      imageUrl: null,
      inLanguage: 'ja',
      brand: 'B',
    });
    expect(served(ld).headline).toHaveLength(110);
    expect(served(ld).inLanguage).toBe('ja');
  });
  it('JSON-LD text cannot close its script element', () => {
    const text = jsonLdText({ a: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ a: '</script><script>alert(1)</script>' });
  });
});

describe('colour report polling (spec 000 §7 check-color-report; decision 0122)', () => {
  it('READY ends the checks; PENDING continues until the last check', () => {
    expect(nextReportPoll(0, { isColorReport: true, reportStatus: 'READY' })).toEqual({ kind: 'ready' });
    expect(nextReportPoll(0, { isColorReport: true, reportStatus: 'PENDING' })).toEqual({
      kind: 'checking',
      checks: 1,
    });
    expect(
      nextReportPoll(REPORT_POLL.maxChecks - 1, { isColorReport: true, reportStatus: 'PENDING' }),
    ).toEqual({
      kind: 'later',
    });
    expect(nextReportPoll(0, { isColorReport: false, reportStatus: 'NONE' })).toEqual({
      kind: 'not-a-report',
    });
  });
  it('the support id of the address is kept only when plausible', () => {
    expect(supportIdOf('?supportId=0b5d6f52-8f43-4a7a-9d43-6d8f4a2e5c11')).toBe(
      '0b5d6f52-8f43-4a7a-9d43-6d8f4a2e5c11',
    );
    expect(supportIdOf('?supportId=<x>')).toBeNull();
    expect(supportIdOf('')).toBeNull();
  });
});

describe('news preview is never indexed (decision 0121)', () => {
  it.each(['/business/news/preview/f1', '/ja/business/news/preview/f1', '/zh-tw/business/news/preview'])(
    '%s',
    (pathname) => {
      expect(isIndexable({ environment: 'production', domain: 'global', pathname })).toBe(false);
    },
  );
  it('published news stays indexable in production', () => {
    expect(
      isIndexable({ environment: 'production', domain: 'global', pathname: '/business/news/list' }),
    ).toBe(true);
  });
});
