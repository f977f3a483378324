import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextInRotation, ROTATE_BANNER_MAX, rotationFor } from '../../shared/banner-rotation';
import { keepsAnswerContract, onContentRepair, prepareContent } from '../../shared/smb/answers';
import { HomeBannerSchema, RotateBannerSchema, SectionSchema } from '../../shared/smb/content';

/** spec 001 §3.1 banner rotateBanner entries (decision 0308). */

const seedHome = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../content/en/business/home.json'), 'utf8'),
) as { banners: Record<string, unknown>[] };

const banner = {
  title: 'Moving banner',
  description: 'Three clips.',
  superscript: null,
  imageDesktop: null,
  imageMobile: null,
  ctaText: 'Go',
  ctaLink: '/business',
  newTab: false,
};

describe('rotateBanner contract', () => {
  it('takes entries for the mobile area or the desktop area at 100 %, with a path or an http(s) URL', () => {
    const rotateBanner = [
      { dpi: 'mobile', bannerVideo: '/media/video/a.mp4' },
      { dpi: 100, bannerVideo: 'https://cdn.example/b.webm' },
    ];
    expect(HomeBannerSchema.safeParse({ ...banner, rotateBanner }).success).toBe(true);
    expect(HomeBannerSchema.safeParse(banner).success).toBe(true);
    const top = {
      component: 'top-banner',
      title: 'T',
      description: 'D',
      backgroundDesktop: null,
      backgroundMobile: null,
      ctas: [],
      rotateBanner,
    };
    expect(SectionSchema.safeParse(top).success).toBe(true);
    expect(
      SectionSchema.safeParse({ ...top, rotateBanner: [{ dpi: 50, bannerVideo: '/a.mp4' }] }).success,
    ).toBe(false);
  });

  it('refuses other dpi values, missing or unsafe addresses and more than the bound', () => {
    for (const bad of [
      [{ dpi: 200, bannerVideo: '/a.mp4' }],
      [{ dpi: '100', bannerVideo: '/a.mp4' }],
      [{ dpi: 'desktop', bannerVideo: '/a.mp4' }],
      [{ dpi: 'mobile' }],
      [{ dpi: 'mobile', bannerVideo: 'javascript:alert(1)' }],
      [{ dpi: 100, bannerVideo: 'a.mp4' }],
      Array.from({ length: ROTATE_BANNER_MAX + 1 }, (_, i) => ({ dpi: 100, bannerVideo: `/v${i}.mp4` })),
      'x',
    ]) {
      expect(RotateBannerSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('a bad rotating entry is left out of its banner (decision 0332); the answer keeps its contract', () => {
    const answer = (content: unknown) => ({
      data: {
        id: 1,
        attributes: {
          type: 'BUSINESS_HOME',
          languageType: 'enu',
          pageKey: '',
          functionKey: null,
          seo: null,
          status: 'published',
          vuid: null,
          formId: null,
          updatedAt: '2026-11-01T00:00:00.000Z',
          content,
        },
      },
    });
    const key = 'strapi.queryContentByLanguage';
    const home = (rotateBanner: unknown) => ({
      banners: [banner, { ...banner, rotateBanner }],
      eventCards: [],
      sections: [],
    });
    expect(keepsAnswerContract(key, answer(home([{ dpi: 100, bannerVideo: '/clip.mp4' }])))).toBe(true);
    const repaired: string[] = [];
    onContentRepair((r) => repaired.push(r.pointer));
    for (const bad of [
      { dpi: 'mobile', bannerVideo: 'ftp://x/clip.mp4' },
      { dpi: 72, bannerVideo: '/clip.mp4' },
    ]) {
      const body = answer(home([bad, { dpi: 100, bannerVideo: '/clip.mp4' }]));
      expect(keepsAnswerContract(key, structuredClone(body))).toBe(true);
      const prepared = prepareContent(body) as {
        data: { attributes: { content: { banners: { rotateBanner?: unknown }[] } } };
      };
      const kept = prepared.data.attributes.content.banners[1];
      expect(kept?.rotateBanner).toEqual([{ dpi: 100, bannerVideo: '/clip.mp4' }]);
    }
    expect(repaired).toEqual(Array(2).fill('/attributes/content/banners/1/rotateBanner/0'));
  });

  it('the seed rotates one business home banner', () => {
    const rotating = seedHome.banners.filter((b) => Array.isArray(b.rotateBanner));
    expect(rotating).toHaveLength(1);
    expect(HomeBannerSchema.parse(rotating[0]).rotateBanner?.length).toBeGreaterThan(1);
  });
});

describe('which videos a banner area plays, and what comes next', () => {
  const rotate = [
    { dpi: 100, bannerVideo: '/d1.mp4' },
    { dpi: 'mobile', bannerVideo: '/m1.mp4' },
    { dpi: 100, bannerVideo: '/d2.mp4' },
  ] as const;

  it('the area’s own video first, then that area’s entries in order', () => {
    const v = { desktop: '/desk.mp4', mobile: '/mob.mp4', rotate };
    expect(rotationFor('desktop', v)).toEqual(['/desk.mp4', '/d1.mp4', '/d2.mp4']);
    expect(rotationFor('mobile', v)).toEqual(['/mob.mp4', '/m1.mp4']);
  });

  it('without an own video the other area’s stands in; without own entries the other area’s', () => {
    expect(rotationFor('mobile', { desktop: '/desk.mp4', rotate })).toEqual(['/desk.mp4', '/m1.mp4']);
    expect(rotationFor('desktop', { rotate: [{ dpi: 'mobile', bannerVideo: '/m1.mp4' }] })).toEqual([
      '/m1.mp4',
    ]);
    expect(rotationFor('desktop', { rotate })).toEqual(['/d1.mp4', '/d2.mp4']);
    expect(rotationFor('mobile', { mobile: '/mob.mp4', rotate: [rotate[0]] })).toEqual([
      '/mob.mp4',
      '/d1.mp4',
    ]);
  });

  it('no address twice, nothing when there is nothing', () => {
    expect(rotationFor('desktop', { desktop: '/d1.mp4', rotate })).toEqual(['/d1.mp4', '/d2.mp4']);
    expect(rotationFor('desktop', {})).toEqual([]);
    expect(rotationFor('mobile', { desktop: null, mobile: null, rotate: null })).toEqual([]);
  });

  it('next on end, back to the first after the last', () => {
    expect(nextInRotation(0, 3)).toEqual({ at: 1, wrapped: false });
    expect(nextInRotation(1, 3)).toEqual({ at: 2, wrapped: false });
    expect(nextInRotation(2, 3)).toEqual({ at: 0, wrapped: true });
    expect(nextInRotation(0, 1)).toEqual({ at: 0, wrapped: true });
    // A list that shrank (the area changed) goes on from its last.
    expect(nextInRotation(5, 2)).toEqual({ at: 0, wrapped: true });
    expect(nextInRotation(0, 0)).toEqual({ at: 0, wrapped: true });
  });
});
