import { describe, expect, it } from 'vitest';
import type { CmsRow } from '../../build/content/seed';
import { DEMO_STORE_FEATURE_TYPE, DemoStoreFeatureAnswer } from '../../shared/showcase-content';
import { CmsEntrySchema } from '../../shared/smb/content';
import { CourseSchema, SessionSchema, SpeakerSchema } from '../../shared/smb/course';
import { SeoMetaSchema } from '../../shared/smb/seo';
import { contentSeed } from './seed-content';

/** Every seeded row must be what the contracts promise (shared/smb/*.ts). */
const seed = contentSeed();

const asEntry = (r: CmsRow) => ({
  id: r.id,
  attributes: {
    type: r.type,
    languageType: r.language_type,
    pageKey: r.page_key,
    functionKey: r.function_key,
    seo: r.seo ? JSON.parse(r.seo) : null,
    status: r.status,
    vuid: r.vuid,
    formId: r.form_id,
    updatedAt: r.updated_at,
    content: JSON.parse(r.content),
  },
});

describe('seed content validates against the contracts', () => {
  it.each(
    seed.cms_entries.map((r) => [`${r.type} ${r.page_key || '(main)'} ${r.language_type} ${r.status}`, r]),
  )('%s', (_name, row) => {
    // The demo store's feature entries have their own contract (decision 0151).
    const result =
      (row as CmsRow).type === DEMO_STORE_FEATURE_TYPE
        ? DemoStoreFeatureAnswer.safeParse({ data: asEntry(row as CmsRow) })
        : CmsEntrySchema.safeParse(asEntry(row as CmsRow));
    expect(result.error?.issues ?? []).toEqual([]);
    if ((row as CmsRow).snapshot) {
      expect(CmsEntrySchema.parse(JSON.parse((row as CmsRow).snapshot!).data)).toBeTruthy();
    }
  });

  it('seo meta, courses, sessions and speakers parse', () => {
    for (const r of seed.seo_meta) SeoMetaSchema.parse(JSON.parse(r.body));
    for (const r of seed.courses) CourseSchema.parse(JSON.parse(r.body));
    for (const r of seed.speakers) SpeakerSchema.parse(JSON.parse(r.body));
    for (const r of seed.sessions) SessionSchema.omit({ sessionSpeakers: true }).parse(JSON.parse(r.body));
  });

  it('ids are unique (stable hashes must not collide)', () => {
    const ids = seed.cms_entries.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const seoIds = seed.seo_meta.map((r) => r.id);
    expect(new Set(seoIds).size).toBe(seoIds.length);
  });

  it('covers the families the spec names', () => {
    // English entries: translations (decision 0220) add rows per language.
    const count = (type: string) =>
      seed.cms_entries.filter(
        (r) => r.type === type && r.status === 'published' && r.language_type === 'enu',
      );
    expect(count('PRODUCT_PAGE').length).toBeGreaterThanOrEqual(36);
    expect(count('CONSUMER_FEATURE').length).toBe(40);
    expect(count('TERMS_PAGE').length).toBe(11);
    const all = (type: string) => seed.cms_entries.filter((r) => r.type === type && r.status === 'published');
    expect(
      all('BUSINESS_HOME')
        .map((r) => r.language_type)
        .sort(),
    ).toEqual(['chs', 'cht', 'deu', 'enu', 'esp', 'fra', 'ita', 'jpn', 'kor']);
    expect(
      all('CONSUMER_MENU')
        .map((r) => r.language_type)
        .sort(),
    ).toEqual(['cht', 'deu', 'enu', 'esp', 'fra', 'ita', 'jpn', 'ptb']);
    for (const slug of ['ai-facial-recognition', 'fitzpatrick-skin-types', '3d-vto-format']) {
      expect(count('PRODUCT_PAGE').some((r) => r.page_key === slug)).toBe(true);
    }
  });
});
