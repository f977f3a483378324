import { env, SELF } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ListCoursesAnswer } from '../../shared/smb/course';
import { setClock } from '../../worker/origin/clock';
import { contentRoutes } from '../../worker/origin/content/routes';
import { seedContent } from './seed-content';

/**
 * Dated content follows the origin's clock (decision 0282): the seeded forum (April 22, 2027, last
 * session ends 16:30 UTC) sells tickets and is promoted on the home before its date; after it, the
 * course answers as an archive without tickets and the home stops promoting it. Each state is read
 * through its own addresses, so no cached answer of the other state can stand in for it.
 */
const BEFORE = Date.parse('2027-04-01T12:00:00Z');
const AFTER = Date.parse('2027-04-23T09:00:00Z');
const GBTF = '/business/global-beauty-tech-forum';

const call = (path: string) => contentRoutes.fetch(new Request(`http://x${path}`), env);
const html = async (path: string) => {
  const res = await SELF.fetch(`http://localhost${path}`, { redirect: 'manual' });
  expect(res.status, path).toBe(200);
  return res.text();
};
const forum2027 = async (languageType: string) => {
  const res = await call(`/course/list-courses.action?type=VIRTUAL_EVENT&languageType=${languageType}`);
  return ListCoursesAnswer.parse(await res.json()).data.find((c) => c.courseKey.endsWith('2027'))!;
};

beforeAll(async () => {
  await seedContent();
});
afterEach(() => setClock(null));

describe('an event before and after its date (spec 001 §2.6 view and showTicket rules)', () => {
  it('before: the origin answers an event page with tickets; the page sells them', async () => {
    setClock(() => BEFORE);
    const course = await forum2027('enu');
    expect(course.pageType).toBe('EVENT_PAGE');
    expect(JSON.parse(course.attrs.EVENT_TICKETS!).showTicket).toBe(true);
    const page = await html(`${GBTF}/enu`);
    expect(page).toContain('id="tickets"');
    expect(page).toContain('href="https://tickets.lumora.example/gbtf-2027"');
  });

  it('after: the course is an archive without tickets, in every variant, and no page offers them', async () => {
    setClock(() => AFTER);
    for (const lt of ['enu', 'fra', 'jpn']) {
      const course = await forum2027(lt);
      expect(course.pageType, lt).toBe('ARCHIVE_PAGE');
      if (course.attrs.EVENT_TICKETS) expect(JSON.parse(course.attrs.EVENT_TICKETS).showTicket).toBe(false);
    }
    for (const path of [`${GBTF}/global-beauty-tech-forum-2027`, `/fr${GBTF}/fra`]) {
      const page = await html(path);
      expect(page, path).not.toContain('id="tickets"');
      expect(page, path).not.toContain('data-ticket=');
      expect(page, path).not.toContain('href="https://tickets.lumora.example');
    }
  });

  it('an event without a date of its own (no sessions) keeps what the editor set', async () => {
    setClock(() => AFTER);
    const res = await call('/course/list-courses.action?type=EDUCATION_SERIES');
    const [series] = ListCoursesAnswer.parse(await res.json()).data;
    expect(series?.pageType).toBe('ARCHIVE_PAGE');
  });
});

describe('the business home promotes the event until its date', () => {
  const forumCard = (page: string) => {
    const events = page.slice(page.indexOf('id="events-title"'));
    return events.slice(0, events.indexOf('</li>'));
  };

  it('before: the forum banner and a register card', async () => {
    setClock(() => BEFORE);
    const page = await html('/business');
    expect(page).toContain('Global Beauty Tech Forum 2027');
    expect(page).toContain('Book your seat');
    const card = forumCard(page);
    expect(card).toContain('href="/business/global-beauty-tech-forum"');
    expect(card).toContain('>Register<');
  });

  it('after: no banner sells seats; the card offers the replay instead', async () => {
    setClock(() => AFTER);
    const res = await call('/strapi/query-content-by-language.action?type=BUSINESS_HOME&languageType=deu');
    const home = (await res.json()) as {
      data: { attributes: { content: { banners: { ctaText: string }[]; eventCards: unknown[] } } };
    };
    expect(home.data.attributes.content.banners.length).toBeGreaterThan(0);
    const page = await html('/de/business');
    expect(page).not.toContain('Platz sichern');
    const card = forumCard(page);
    // The forum is English-only: the link goes there directly, labelled (decision 0130, issue 27 item 15).
    expect(card).toContain(`href="${GBTF}/global-beauty-tech-forum-2027" hrefLang="en"`);
    expect(card).not.toMatch(/>(Register|Registrieren)</);
    // One replay action: the card's own, not a second one beside it.
    expect(card.match(/Aufzeichnung ansehen|Video ansehen/g)).toHaveLength(1);
  });
});
