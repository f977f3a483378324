import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_FORM_IDS, vuidFor } from '../../build/content/seed';
import { type CmsEntry, ContentAnswer, ContentListAnswer, SmbErrorBody } from '../../shared/smb/content';
import { reshapeCourse, reshapeMenu, reshapeSeoMeta } from '../../shared/smb/content-reshape';
import { ListCoursesAnswer, ListSessionsAnswer, SessionAnswer, SpeakerAnswer } from '../../shared/smb/course';
import { SeoMetaAnswer } from '../../shared/smb/seo';
import { contentRoutes } from '../../worker/origin/content/routes';
import { seedContent } from './seed-content';

/** Calls the content sub-app directly (no proxy): paths arrive without /smb-frontend. */
const call = (path: string) => contentRoutes.fetch(new Request(`http://x${path}`), env);

async function ok(path: string) {
  const res = await call(path);
  expect(res.status, path).toBe(200);
  return res.json();
}

async function status(path: string, expected: number) {
  const res = await call(path);
  expect(res.status, path).toBe(expected);
  const body = SmbErrorBody.parse(await res.json());
  return body;
}

const entry = async (path: string): Promise<CmsEntry> => ContentAnswer.parse(await ok(path)).data;

beforeAll(async () => {
  await seedContent();
});

describe('strapi/query-content-by-language (spec 001 §7)', () => {
  it('answers the entry in the asked language, brand filled in', async () => {
    const e = await entry('/strapi/query-content-by-language.action?type=BUSINESS_HOME&languageType=jpn');
    expect(e.attributes.languageType).toBe('jpn');
    expect(e.attributes.type).toBe('BUSINESS_HOME');
    const json = JSON.stringify(e);
    expect(json).not.toContain('{{brand}}');
    expect(json).toContain(env.BRAND_NAME);
  });

  it('product page by pageKey with functionKey and seo', async () => {
    const e = await entry(
      '/strapi/query-content-by-language.action?type=PRODUCT_PAGE&languageType=enu&pageKey=ai-skin-diagnostic',
    );
    expect(e.attributes.pageKey).toBe('ai-skin-diagnostic');
    expect(e.attributes.functionKey).toBe('SKINCARE');
    expect(e.attributes.seo?.metaTitle).toContain('AI Skin Diagnostic');
  });

  it('defaultEnu falls back to the English entry when the language has none', async () => {
    // Seeded translations come and go (decision 0220): take the French one away in this file's D1.
    await env.DB.prepare(
      "DELETE FROM cms_entries WHERE type = 'PRODUCT_PAGE' AND page_key = 'virtual-makeup' AND language_type = 'fra'",
    ).run();
    const q =
      '/strapi/query-content-by-language.action?type=PRODUCT_PAGE&languageType=fra&pageKey=virtual-makeup';
    await status(q, 404);
    const e = await entry(`${q}&defaultEnu=true`);
    expect(e.attributes.languageType).toBe('enu');
  });

  it('defaultEnu keeps the asked language when it exists', async () => {
    const e = await entry(
      '/strapi/query-content-by-language.action?type=BUSINESS_MENU&languageType=deu&defaultEnu=true',
    );
    expect(e.attributes.languageType).toBe('deu');
    const menu = reshapeMenu(e, 'deu');
    expect(menu.fellBack).toBe(false);
    for (const g of menu.groups)
      for (const col of g.columns) expect(col.links.length).toBeLessThanOrEqual(10);
  });

  it('consumer menu exists in every consumer language', async () => {
    for (const lt of ['enu', 'cht', 'jpn', 'deu', 'fra', 'esp', 'ptb', 'ita']) {
      const e = await entry(`/strapi/query-content-by-language.action?type=CONSUMER_MENU&languageType=${lt}`);
      expect(e.attributes.languageType).toBe(lt);
    }
  });

  it('drafts are not served without their form id; with it, the draft wins', async () => {
    const base =
      '/strapi/query-content-by-language.action?type=PRODUCT_PAGE&languageType=enu&pageKey=virtual-makeup';
    expect((await entry(base)).attributes.status).toBe('published');
    const res = await call(`${base}&formId=${SEED_FORM_IDS.virtualMakeup}`);
    expect(res.headers.get('Cache-Control')).toContain('no-store');
    const draft = ContentAnswer.parse(await res.json()).data;
    expect(draft.attributes.status).toBe('draft');
    // An unknown form id falls back to the published entry.
    expect((await entry(`${base}&formId=nope`)).attributes.status).toBe('published');
    // A page that only exists as a draft is a 404 without the form id.
    await status(
      '/strapi/query-content-by-language.action?type=PRODUCT_PAGE&languageType=enu&pageKey=ai-lash-try-on',
      404,
    );
  });

  it('404 for an unknown page or type', async () => {
    await status(
      '/strapi/query-content-by-language.action?type=PRODUCT_PAGE&languageType=enu&pageKey=nope',
      404,
    );
    await status('/strapi/query-content-by-language.action?type=NO_SUCH_TYPE&languageType=enu', 404);
  });

  it.each([
    ['missing type', '?languageType=enu'],
    ['lower-case type', '?type=product_page&languageType=enu'],
    ['bad languageType', '?type=PRODUCT_PAGE&languageType=en'],
    ['missing languageType', '?type=PRODUCT_PAGE'],
    ['bad defaultEnu', '?type=PRODUCT_PAGE&languageType=enu&defaultEnu=maybe'],
    ['pageKey with quotes', "?type=PRODUCT_PAGE&languageType=enu&pageKey=a'b"],
    ['huge pageKey', `?type=PRODUCT_PAGE&languageType=enu&pageKey=${'a'.repeat(300)}`],
    ['huge query', `?type=PRODUCT_PAGE&languageType=enu&x=${'a'.repeat(5000)}`],
  ])('400 with a JSON error on %s', async (_name, query) => {
    const body = await status(`/strapi/query-content-by-language.action${query}`, 400);
    expect(body.error).toBe('bad_request');
  });
});

describe('strapi by id, vuid, form id, list', () => {
  it('by id answers published entries of that type only', async () => {
    const published = await entry(
      '/strapi/query-content-by-language.action?type=BUSINESS_MENU&languageType=enu',
    );
    const byId = await entry(`/strapi/query-content-by-id.action?type=BUSINESS_MENU&id=${published.id}`);
    expect(byId.id).toBe(published.id);
    await status(`/strapi/query-content-by-id.action?type=PRODUCT_PAGE&id=${published.id}`, 404);
    const draft = await entry(`/strapi/query-content-by-form-id.action?formId=${SEED_FORM_IDS.businessHome}`);
    await status(`/strapi/query-content-by-id.action?type=BUSINESS_HOME&id=${draft.id}`, 404);
    await status('/strapi/query-content-by-id.action?type=BUSINESS_MENU&id=abc', 400);
    await status('/strapi/query-content-by-id.action?type=BUSINESS_MENU&id=99999999999', 400);
  });

  it('by vuid serves the pre-rendered snapshot when present', async () => {
    const res = await call(
      `/strapi/query-content-by-vuid.action?vuid=${vuidFor('BUSINESS_HOME', '', 'enu')}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Content-Snapshot')).toBe('hit');
    const e = ContentAnswer.parse(await res.json()).data;
    expect(e.attributes.vuid).toBe('business-home-main-enu-v1');
    expect(JSON.stringify(e)).not.toContain('{{brand}}');
  });

  it('by vuid without a snapshot composes the entry; unknown → 404; malformed → 400', async () => {
    const vuid = vuidFor('PRODUCT_PAGE', 'ai-shade-finder', 'enu');
    const res = await call(`/strapi/query-content-by-vuid.action?vuid=${vuid}`);
    expect(res.headers.get('X-Content-Snapshot')).toBeNull();
    expect(ContentAnswer.parse(await res.json()).data.attributes.pageKey).toBe('ai-shade-finder');
    await status('/strapi/query-content-by-vuid.action?vuid=product-page-nope-enu-v1', 404);
    await status('/strapi/query-content-by-vuid.action?vuid=Bad%20Vuid', 400);
    await status('/strapi/query-content-by-vuid.action', 400);
  });

  it('by form id answers drafts only', async () => {
    const e = await entry(
      `/strapi/query-content-by-form-id.action?formId=${SEED_FORM_IDS.unpublishedProduct}`,
    );
    expect(e.attributes.status).toBe('draft');
    expect(e.attributes.pageKey).toBe('ai-lash-try-on');
    await status('/strapi/query-content-by-form-id.action?formId=unknown-form', 404);
    await status('/strapi/query-content-by-form-id.action?formId=a%20b', 400);
    await status('/strapi/query-content-by-form-id.action', 400);
  });

  it('lists newest first, with English filling in under defaultEnu', async () => {
    const list = ContentListAnswer.parse(
      await ok('/strapi/list-content-by-language.action?type=BLOG_POST&languageType=enu&limit=3'),
    );
    expect(list.total).toBe(17); // the blog seed: 9 business and 8 consumer posts in English
    expect(list.data).toHaveLength(3);
    const dates = list.data.map((e) =>
      e.attributes.type === 'BLOG_POST' ? e.attributes.content.publishedAt : '',
    );
    expect([...dates].sort().reverse()).toEqual(dates);
    // Without Japanese videos (taken away here: translations may be seeded), all English ones under defaultEnu.
    await env.DB.prepare("DELETE FROM cms_entries WHERE type = 'VIDEO' AND language_type = 'jpn'").run();
    const en = ContentListAnswer.parse(
      await ok('/strapi/list-content-by-language.action?type=VIDEO&languageType=enu'),
    );
    expect(en.total).toBeGreaterThan(0);
    const ja = ContentListAnswer.parse(
      await ok('/strapi/list-content-by-language.action?type=VIDEO&languageType=jpn'),
    );
    expect(ja.total).toBe(0);
    const jaFallback = ContentListAnswer.parse(
      await ok('/strapi/list-content-by-language.action?type=VIDEO&languageType=jpn&defaultEnu=1'),
    );
    expect(jaFallback.total).toBe(en.total);
    await status('/strapi/list-content-by-language.action?type=NEWS&languageType=jpn&limit=1000', 400);
  });
});

describe('seo (spec 001 §3.2, §7)', () => {
  it('by path: normalised (language prefix, trailing slash, query) and per language', async () => {
    const meta = SeoMetaAnswer.parse(
      await ok(
        `/seo/query-meta-by-path.action?path=${encodeURIComponent('/ja/business/products/ai-skin-diagnostic/?utm_source=x')}&languageType=enu`,
      ),
    ).data;
    expect(meta.path).toBe('/business/products/ai-skin-diagnostic');
    expect(meta.title).toContain(env.BRAND_NAME);
    const view = reshapeSeoMeta({ data: meta });
    // spec 001 §5: only FAQ entries with both question and answer, sorted by order.
    expect(view.faqs.map((f) => f.question)).toEqual([
      'How long does a scan take?',
      'Is the analysis a medical diagnosis?',
    ]);
    expect(view.howTo?.steps).toHaveLength(3);
  });

  it('by path: case is kept (SDK), no English fallback unless asked', async () => {
    await env.DB.prepare(
      "DELETE FROM seo_meta WHERE path = '/business/SDK/privacy' AND language_type = 'jpn'",
    ).run();
    await ok('/seo/query-meta-by-path.action?path=/business/SDK/privacy&languageType=enu');
    await status('/seo/query-meta-by-path.action?path=/business/sdk/privacy&languageType=enu', 404);
    await status('/seo/query-meta-by-path.action?path=/business/SDK/privacy&languageType=jpn', 404);
    await ok('/seo/query-meta-by-path.action?path=/business/SDK/privacy&languageType=jpn&defaultEnu=true');
    const home = SeoMetaAnswer.parse(
      await ok('/seo/query-meta-by-path.action?path=/business&languageType=kor'),
    ).data;
    expect(home.languageType).toBe('kor');
  });

  it('by source id', async () => {
    const byPath = SeoMetaAnswer.parse(
      await ok('/seo/query-meta-by-path.action?path=/consumer/features/blur-images&languageType=enu'),
    ).data;
    const bySource = SeoMetaAnswer.parse(await ok(`/seo/query-meta.action?sourceId=${byPath.sourceId}`)).data;
    expect(bySource.path).toBe('/consumer/features/blur-images');
    await status('/seo/query-meta.action?sourceId=cms-1', 404);
  });

  it.each([
    ['/seo/query-meta-by-path.action?languageType=enu'],
    ['/seo/query-meta-by-path.action?path=business&languageType=enu'],
    ['/seo/query-meta-by-path.action?path=/business&languageType=xx'],
    [`/seo/query-meta-by-path.action?path=/${'a'.repeat(600)}&languageType=enu`],
    ['/seo/query-meta.action'],
    ['/seo/query-meta.action?sourceId=a%20b'],
  ])('400 on %s', async (path) => {
    await status(path, 400);
  });
});

describe('course (spec 001 §3.4, §7)', () => {
  it('lists courses by type and language, and by key', async () => {
    const events = ListCoursesAnswer.parse(
      await ok('/course/list-courses.action?type=VIRTUAL_EVENT&languageType=enu'),
    );
    expect(events.data.map((c) => c.courseKey)).toEqual([
      'global-beauty-tech-forum-2027',
      'global-beauty-tech-forum-2025',
    ]);
    const none = ListCoursesAnswer.parse(
      await ok('/course/list-courses.action?type=EDUCATION_SERIES&languageType=fra'),
    );
    expect(none.data).toEqual([]);
    const byKey = ListCoursesAnswer.parse(
      await ok('/course/list-courses.action?type=MASTER_CLASS&courseKey=beauty-ai-masterclass-2024'),
    );
    expect(byKey.data[0]?.pageType).toBe('ARCHIVE_PAGE');
  });

  it('sessions by course id with speakers; reshaped into the event page', async () => {
    const courses = ListCoursesAnswer.parse(await ok('/course/list-courses.action?type=VIRTUAL_EVENT'));
    const course = courses.data.find((c) => c.id === 11)!;
    const sessions = ListSessionsAnswer.parse(
      await ok(`/course/list-sessions-by-course-id.action?courseId=${course.id}`),
    );
    expect(sessions.data).toHaveLength(4);
    expect(sessions.data[1]?.sessionSpeakers).toHaveLength(3);
    const view = reshapeCourse(course, sessions.data);
    expect(view.layout).toBe('event');
    expect(view.tickets?.showTicket).toBe(true);
    expect(view.meta?.courseLocation).toContain('online');
    expect(view.speakers.map((s) => s.id)).toEqual([101, 104, 105, 107, 108, 109, 102, 103]);
    await status('/course/list-sessions-by-course-id.action?courseId=999', 404);
  });

  it('list-sessions by type, query-session and query-speaker', async () => {
    const all = ListSessionsAnswer.parse(await ok('/course/list-sessions.action?type=MASTER_CLASS'));
    expect(all.data.map((s) => s.id)).toEqual([1201, 1202, 1601, 1701, 1602]);
    // spec 001 §7: list-sessions also takes a course id and a language.
    const courses = ListCoursesAnswer.parse(await ok('/course/list-courses.action?type=MASTER_CLASS')).data;
    const first = courses[0]!;
    const ofCourse = ListSessionsAnswer.parse(
      await ok(`/course/list-sessions.action?type=MASTER_CLASS&courseId=${first.id}`),
    );
    const byId = ListSessionsAnswer.parse(
      await ok(`/course/list-sessions-by-course-id.action?courseId=${first.id}`),
    );
    expect(ofCourse.data.length).toBeGreaterThan(0);
    expect(ofCourse.data.length).toBeLessThan(all.data.length);
    expect(ofCourse.data.map((s) => s.id)).toEqual(byId.data.map((s) => s.id));
    const inLanguage = ListSessionsAnswer.parse(
      await ok(
        `/course/list-sessions.action?type=MASTER_CLASS&courseId=${first.id}&languageType=${first.languageType}`,
      ),
    );
    expect(inLanguage.data.map((s) => s.id)).toEqual(byId.data.map((s) => s.id));
    const other = first.languageType === 'jpn' ? 'fra' : 'jpn';
    const none = ListSessionsAnswer.parse(
      await ok(`/course/list-sessions.action?type=MASTER_CLASS&courseId=${first.id}&languageType=${other}`),
    );
    expect(none.data).toEqual([]);
    await status('/course/list-sessions.action?type=MASTER_CLASS&courseId=x', 400);
    const one = SessionAnswer.parse(await ok('/course/query-session.action?sessionId=1201')).data;
    expect(one.videoUrl).toBe('/media/video/shade-matching-in-practice.mp4');
    const speaker = SpeakerAnswer.parse(await ok('/course/query-speaker.action?speakerId=102')).data;
    expect(speaker.brandName).toBe(env.BRAND_NAME);
    await status('/course/query-session.action?sessionId=5', 404);
    await status('/course/query-speaker.action?speakerId=5', 404);
  });

  it.each([
    ['/course/list-courses.action'],
    ['/course/list-courses.action?type=virtual'],
    ['/course/list-courses.action?type=VIRTUAL_EVENT&languageType=deu'],
    ['/course/list-sessions-by-course-id.action?courseId=-1'],
    ['/course/query-session.action?sessionId=1;DROP'],
    ['/course/query-speaker.action'],
  ])('400 on %s', async (path) => {
    await status(path, 400);
  });
});

it('unknown call → 404 JSON', async () => {
  await status('/strapi/nope.action', 404);
});
