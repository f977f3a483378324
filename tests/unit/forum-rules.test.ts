import { describe, expect, it } from 'vitest';
import { courseLanguageFor, latestCourse, sponsorRules, sponsorsOf, ticketButtons } from '../../shared/forum';
import { FORUM_LANGS } from '../../shared/forum-langs';
import { AUDIENCE_LANGS } from '../../shared/languages';
import { FEATURE_FLAGS, pathAllowed } from '../../shared/menus';
import { href, matchPath } from '../../shared/routes';
import { reshapeCourse } from '../../shared/smb/content-reshape';
import {
  type Course,
  type EventTickets,
  ListCoursesAnswer,
  type Session,
  type Speaker,
} from '../../shared/smb/course';
import { eventJsonLd } from '../../shared/structured-data';

const speaker = (id: number, brandName = `Brand ${id}`, logo = true): Speaker => ({
  id,
  speakerName: `Speaker ${id}`,
  speakerPosition: 'Role',
  speakerImageUrl: null,
  brandImageUrl: logo ? `/logo-${id}.svg` : null,
  brandName,
});

const session = (id: number, start: string, speakers: Speaker[] = []): Session => ({
  id,
  courseId: 1,
  sessionNumber: id,
  sessionTitle: `Session ${id}`,
  sessionSubTitle: '',
  sessionStartDate: start,
  sessionEndDate: start,
  sessionImageUrl: null,
  videoUrl: null,
  sessionSpeakers: speakers.map((s) => ({ speaker: s })),
});

const course = (attrs: Course['attrs'] = {}, pageType: Course['pageType'] = 'EVENT_PAGE'): Course => ({
  id: 1,
  courseKey: 'c',
  courseName: 'Forum </script><b>',
  courseTitle: '',
  courseDesc: '',
  isLatest: true,
  type: 'VIRTUAL_EVENT',
  languageType: 'enu',
  pageType,
  attrs,
});

describe('agenda and speakers (spec 001 §2.6, §9)', () => {
  it('sessions sort by start date; speakers follow SPEAKER_ORDER, the rest after', () => {
    const s = [
      session(3, '2025-06-12T15:00:00.000Z', [speaker(7)]),
      session(1, '2025-06-12T09:00:00.000Z', [speaker(5), speaker(6)]),
    ];
    const view = reshapeCourse(course({ SPEAKER_ORDER: '[6,7]' }), s);
    expect(view.sessions.map((x) => x.id)).toEqual([1, 3]);
    expect(view.speakers.map((x) => x.id)).toEqual([6, 7, 5]);
    expect(view.layout).toBe('event');
    expect(reshapeCourse(course({}, 'ARCHIVE_PAGE'), []).layout).toBe('archive');
  });

  it('more than 6 speakers add the bottom image, exactly 6 do not', () => {
    const six = [1, 2, 3, 4, 5, 6].map((i) => speaker(i));
    expect(
      reshapeCourse(course(), [session(1, '2025-01-01T00:00:00.000Z', six)]).showSpeakersBottomImage,
    ).toBe(false);
    const seven = [...six, speaker(7)];
    expect(
      reshapeCourse(course(), [session(1, '2025-01-01T00:00:00.000Z', seven)]).showSpeakersBottomImage,
    ).toBe(true);
  });

  it('an unknown pageType degrades to the archive view instead of failing the whole list (issue 14 §2)', () => {
    const list = ListCoursesAnswer.safeParse({
      data: [
        { ...course(), pageType: 'WEBINAR_PAGE' },
        { ...course(), id: 2, courseKey: 'd' },
      ],
    });
    expect(list.success).toBe(true);
    const [unknown, known] = list.data!.data;
    expect(reshapeCourse(unknown!, []).layout).toBe('archive');
    expect(reshapeCourse(known!, []).layout).toBe('event');
  });

  it('a malformed attr is dropped, not fatal', () => {
    const view = reshapeCourse(course({ EVENT_TICKETS: '{nope', SPEAKER_ORDER: '"x"' }), []);
    expect(view.tickets).toBeNull();
  });

  it('the latest course is the one marked latest, else the last', () => {
    expect(latestCourse([{ isLatest: false }, { isLatest: true, k: 1 }, { isLatest: false }])).toMatchObject({
      k: 1,
    });
    expect(
      latestCourse([
        { isLatest: false, k: 1 },
        { isLatest: false, k: 2 },
      ]),
    ).toMatchObject({ k: 2 });
    expect(latestCourse([])).toBeUndefined();
  });
});

describe('tickets (spec 001 §2.6, §3.4 EVENT_TICKETS)', () => {
  const tickets: EventTickets = {
    ticketDesc: '',
    showTicket: true,
    ticketList: [
      {
        type: 'physical',
        buttonText: 'Seat',
        buttonLink: 'https://t.example/a',
        isDynamicLinks: true,
        dynamicLinks: [{ utm: 'mail', link: 'https://t.example/mail' }],
      },
      {
        type: 'webinar',
        buttonText: 'Stream',
        buttonLink: 'https://t.example/w',
        isDynamicLinks: false,
        dynamicLinks: [{ utm: 'mail', link: 'https://t.example/ignored' }],
      },
    ],
  };
  it('hidden when showTicket is false', () => {
    expect(ticketButtons({ ...tickets, showTicket: false }, null)).toEqual([]);
    expect(ticketButtons(null, null)).toEqual([]);
  });
  it('dynamic links follow the utm source; others keep their link', () => {
    expect(ticketButtons(tickets, 'mail').map((b) => b.link)).toEqual([
      'https://t.example/mail',
      'https://t.example/w',
    ]);
    expect(ticketButtons(tickets, 'other').map((b) => b.link)).toEqual([
      'https://t.example/a',
      'https://t.example/w',
    ]);
  });
});

describe('sponsors (spec 001 §2.6, decision 0132)', () => {
  it('only the English variant on a page that is not French or Japanese; mail only on the English forum', () => {
    expect(sponsorRules('enu', 'en')).toEqual({ sponsors: true, sponsorMail: true });
    expect(sponsorRules('enu', 'ja')).toEqual({ sponsors: false, sponsorMail: false });
    expect(sponsorRules('enu', 'de')).toEqual({ sponsors: true, sponsorMail: false });
    // P2.6.25: the fra and jpn variants under the English prefix are not the English forum.
    expect(sponsorRules('jpn', 'en')).toEqual({ sponsors: false, sponsorMail: false });
    expect(sponsorRules('fra', 'en')).toEqual({ sponsors: false, sponsorMail: false });
    expect(sponsorRules('fra', 'fr')).toEqual({ sponsors: false, sponsorMail: false });
  });
  it('sponsors are distinct partner brands with a logo, never the site brand', () => {
    const list = sponsorsOf(
      [speaker(1, 'A'), speaker(2, 'A'), speaker(3, 'Lumora'), speaker(4, 'B', false)],
      'Lumora',
    );
    expect(list).toEqual([{ name: 'A', logo: '/logo-1.svg' }]);
  });
});

describe('forum visibility by language (spec 001 §4, spec-rulings 9, decisions 0088, 0130)', () => {
  const families = {
    'master-class': '/business/beauty-tech-forum-master-class',
    'global-forum': '/business/global-beauty-tech-forum',
    'education-series': '/business/education-series',
  } as const;
  it.each(Object.entries(families))(
    '%s: the menu rule and the route agree in every business language',
    (family, path) => {
      for (const lang of AUDIENCE_LANGS.business) {
        const shown = (FORUM_LANGS[family as keyof typeof FORUM_LANGS] as readonly string[]).includes(lang);
        expect(pathAllowed(path, { lang, domain: 'global', flags: FEATURE_FLAGS }), lang).toBe(shown);
        const prefix = href(lang, 'business-home').replace(/\/business$/, '');
        const m = matchPath(`${prefix}${path}`);
        expect(m?.kind, `${lang} ${path}`).toBe(shown ? 'page' : 'other-language');
        if (m?.kind === 'other-language') expect(m.location).toBe(path);
      }
    },
  );
  it('the course language of a page language', () => {
    expect(courseLanguageFor('fr')).toBe('fra');
    expect(courseLanguageFor('ja')).toBe('jpn');
    expect(courseLanguageFor('en')).toBe('enu');
  });
});

describe('event structured data', () => {
  it('is a schema.org Event whose text cannot close the script', () => {
    const s = [session(1, '2025-06-12T09:00:00.000Z', [speaker(1)])];
    const json = eventJsonLd(reshapeCourse(course(), s), 'https://x.example/p', 'Lumora');
    expect(json).not.toContain('</script>');
    const data = JSON.parse(json);
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'Forum </script><b>',
      startDate: '2025-06-12T09:00:00.000Z',
    });
    expect(data.performer).toEqual([{ '@type': 'Person', name: 'Speaker 1' }]);
  });
});
