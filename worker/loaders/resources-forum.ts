import { readAttribution } from '../../shared/attribution';
import {
  COURSE_TYPE_OF,
  courseLanguageFor,
  type ForumFamily,
  latestCourse,
  sponsorRules,
  sponsorsOf,
  ticketButtons,
} from '../../shared/forum';
import type { ForumCourseData, ForumEducationData, ForumSessionData } from '../../shared/forum-views';
import type { HeadHints } from '../../shared/head';
import { reshapeCourse } from '../../shared/smb/content-reshape';
import {
  type Course,
  type CourseLanguage,
  ListCoursesAnswer,
  ListSessionsAnswer,
  type Session,
  SessionAnswer,
} from '../../shared/smb/course';
import { eventLd } from '../../shared/structured-data';
import { edgeOf, failure, fetchParsed, query } from './cms';
import type { Loader, LoaderArgs, LoaderResult } from './types';

/**
 * Loaders of the forum routes (spec 001 §2.6), keyed by route id. Data comes from the course calls
 * (spec 001 §7) through the in-process /smb-frontend proxy. The page's own course or session failing is
 * a 503 (spec-rulings 12: nothing to show); a secondary call failing (a course's sessions, the session
 * page's course list) leaves that part out and the page shows what it can (spec 001 §8: course calls
 * reject, the page goes on; issue 42 §5), not stored. An unknown course or session is a 404 (spec-rulings 5).
 */

type Fetched<T> = { ok: true; data: T } | { ok: false; result: LoaderResult };

async function courses(args: LoaderArgs, type: string, languageType?: CourseLanguage, courseKey?: string) {
  const q = query({ type, languageType, courseKey });
  const r = await fetchParsed(args.c, 'course.listCourses', q, (p) => {
    const a = ListCoursesAnswer.safeParse(p);
    return a.success ? a.data.data : undefined;
  });
  return r.ok ? ({ ok: true, data: r.data } as const) : ({ ok: false, result: failure(r.status) } as const);
}

async function sessionsOf(args: LoaderArgs, courseId: number): Promise<Fetched<Session[]>> {
  const r = await fetchParsed(args.c, 'course.listSessionsByCourseId', query({ courseId }), (p) => {
    const a = ListSessionsAnswer.safeParse(p);
    return a.success ? a.data.data : undefined;
  });
  return r.ok ? { ok: true, data: r.data } : { ok: false, result: failure(r.status) };
}

const utmSourceOf = (args: LoaderArgs): string | null =>
  args.url.searchParams.get('utm_source') ??
  readAttribution(args.c.req.header('cookie')).utm.utm_source ??
  null;

async function coursePage(args: LoaderArgs, family: ForumFamily, course: Course): Promise<LoaderResult> {
  const sessions = await sessionsOf(args, course.id);
  const view = reshapeCourse(course, sessions.ok ? sessions.data : []);
  const speakers = view.speakers;
  const rules = sponsorRules(course.languageType, args.lang);
  const brand = args.c.get('config').BRAND_NAME;
  const data: ForumCourseData = {
    family,
    variant: course.languageType,
    course: view,
    tickets: ticketButtons(view.tickets, utmSourceOf(args)),
    sponsors: rules.sponsors ? sponsorsOf(speakers, brand) : [],
    rules,
    sessionRoute: family === 'global-forum' ? 'gbtf-session' : 'master-class-session',
    courseRoute: family === 'global-forum' ? 'gbtf-course' : 'master-class',
    pageUrl: `${args.url.origin}${args.url.pathname}`,
    sessionsUnavailable: !sessions.ok,
  };
  // spec 001 §2.6: event page or archive page by the course's pageType.
  const page = course.pageType === 'EVENT_PAGE' ? 'forum-event' : 'forum-archive';
  const head: HeadHints = {
    title: course.courseName,
    description: course.courseDesc,
    image: view.meta?.desktopBanner ?? null,
    ld: page === 'forum-event' ? [eventLd(view, data.pageUrl, brand)] : [],
  };
  return { kind: 'page', page, data, head, partial: !sessions.ok };
}

/**
 * A course by key in the page's course language, English when that variant does not exist; the bare
 * address shows the latest course (spec-rulings 16, recorded in the route table).
 */
async function courseByKey(
  args: LoaderArgs,
  family: ForumFamily,
  key: string | undefined,
  variant: CourseLanguage,
) {
  const type = COURSE_TYPE_OF[family];
  const list = await courses(args, type, variant, key);
  if (!list.ok) return list;
  let found = key ? list.data[0] : latestCourse(list.data);
  if (!found && variant !== 'enu') {
    const en = await courses(args, type, 'enu', key);
    if (!en.ok) return en;
    found = key ? en.data[0] : latestCourse(en.data);
  }
  return { ok: true, data: found } as const;
}

function courseLoader(
  family: ForumFamily,
  keyParam: string | null,
  variantOf?: (a: LoaderArgs) => CourseLanguage,
): Loader {
  return async (args) => {
    const key = keyParam ? args.params[keyParam] : undefined;
    const variant = variantOf?.(args) ?? courseLanguageFor(args.lang);
    const r = await courseByKey(args, family, key, variant);
    if (!r.ok) return r.result;
    return r.data ? coursePage(args, family, r.data) : { kind: 'not-found' };
  };
}

/** A session page: 404 unless the session belongs to a course of the route's family. */
function sessionLoader(family: ForumFamily): Loader {
  return async (args) => {
    const id = args.params.sessionId ?? '';
    if (!/^[1-9]\d{0,9}$/.test(id)) return { kind: 'not-found' };
    const r = await fetchParsed(args.c, 'course.querySession', query({ sessionId: id }), (p) => {
      const a = SessionAnswer.safeParse(p);
      return a.success ? a.data.data : undefined;
    });
    if (!r.ok) return failure(r.status);
    const all = await courses(args, COURSE_TYPE_OF[family]);
    // Without the course list the session still shows, without its course link (spec 001 §8).
    const course = all.ok ? all.data.find((c) => c.id === r.data.courseId) : null;
    if (course === undefined) return { kind: 'not-found' };
    const data: ForumSessionData = {
      family,
      session: r.data,
      course: course ? { courseKey: course.courseKey, courseName: course.courseName } : null,
      courseRoute:
        family === 'global-forum'
          ? 'gbtf-course'
          : family === 'master-class'
            ? 'master-class'
            : 'education-series',
      sessionRoute:
        family === 'global-forum'
          ? 'gbtf-session'
          : family === 'master-class'
            ? 'master-class-session'
            : 'education-series-session',
      thankyou: args.params.thankyou === 'thankyou',
      chinaDomain: edgeOf(args.c).domain === 'china',
      archived: Date.parse(r.data.sessionEndDate) < Date.now(),
    };
    const head = { title: r.data.sessionTitle, description: r.data.sessionSubTitle };
    return { kind: 'page', data, head, partial: !all.ok };
  };
}

const educationSeries: Loader = async (args) => {
  const r = await courseByKey(args, 'education-series', undefined, 'enu');
  if (!r.ok) return r.result;
  let course: ForumEducationData['course'] = null;
  let sessionsUnavailable = false;
  if (r.data) {
    const s = await sessionsOf(args, r.data.id);
    sessionsUnavailable = !s.ok;
    course = reshapeCourse(r.data, s.ok ? s.data : []);
  }
  const data: ForumEducationData = { course, sessionsUnavailable };
  return { kind: 'page', data, partial: sessionsUnavailable };
};

export const FORUM_LOADERS: Record<string, Loader> = {
  'master-class': courseLoader('master-class', 'courseKey'),
  'master-class-session': sessionLoader('master-class'),
  // spec-rulings 5: fra / enu / jpn pick the variant; bare → the page language's variant.
  gbtf: courseLoader(
    'global-forum',
    null,
    (a) => (a.params.gbtfLang as CourseLanguage | undefined) ?? courseLanguageFor(a.lang),
  ),
  'gbtf-course': courseLoader('global-forum', 'courseKey'),
  'gbtf-session': sessionLoader('global-forum'),
  'education-series': educationSeries,
  'education-series-session': sessionLoader('education-series'),
};
