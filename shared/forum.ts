import type { LangKey } from './languages';
import { FORUM_LANGS } from './menus';
import {
  type Course,
  type CourseLanguage,
  type EventTickets,
  EventTicketsSchema,
  type MetaCourses,
  MetaCoursesSchema,
  RelatedCoursesSchema,
  type Session,
  type Speaker,
  SpeakerOrderSchema,
} from './smb/course';

/** The forum pages' pure rules (spec 001 §2.6, §3.4, §4; SPEC-NOTES 5, 9; decisions 0088, 0130–0133). */

export type ForumFamily = keyof typeof FORUM_LANGS;

/** The route ids of each forum family: the language rule of decision 0088 applies to all of them. */
export const FORUM_FAMILY_OF_ROUTE: Record<string, ForumFamily> = {
  'master-class': 'master-class',
  'master-class-session': 'master-class',
  gbtf: 'global-forum',
  'gbtf-course': 'global-forum',
  'gbtf-session': 'global-forum',
  'education-series': 'education-series',
  'education-series-session': 'education-series',
};

/** spec 001 §4, decision 0088: does the family exist in this page language? */
export function forumShownIn(family: ForumFamily, lang: LangKey): boolean {
  return (FORUM_LANGS[family] as readonly string[]).includes(lang);
}

/** The course language a page language reads (spec 001 §3.4: enu, fra, jpn). */
export function courseLanguageFor(lang: LangKey): CourseLanguage {
  return lang === 'fr' ? 'fra' : lang === 'ja' ? 'jpn' : 'enu';
}

/** The course type each family lists (spec 001 §7 list-courses type). */
export const COURSE_TYPE_OF: Record<ForumFamily, string> = {
  'global-forum': 'VIRTUAL_EVENT',
  'master-class': 'MASTER_CLASS',
  'education-series': 'EDUCATION_SERIES',
};

/** The course a bare address shows: the one marked latest, else the last listed. */
export function latestCourse<T extends Pick<Course, 'isLatest'>>(courses: readonly T[]): T | undefined {
  return courses.find((c) => c.isLatest) ?? courses[courses.length - 1];
}

/** spec 001 §2.6: agenda sessions sorted by start date (then session number, then id: a stable order). */
export function sortSessions<T extends Pick<Session, 'sessionStartDate' | 'sessionNumber' | 'id'>>(
  sessions: readonly T[],
): T[] {
  return [...sessions].sort(
    (a, b) =>
      Date.parse(a.sessionStartDate) - Date.parse(b.sessionStartDate) ||
      a.sessionNumber - b.sessionNumber ||
      a.id - b.id,
  );
}

/** spec 001 §9: more than 6 speakers add a bottom image. */
export const SPEAKERS_BOTTOM_IMAGE_OVER = 6;

/**
 * The speakers of an event in SPEAKER_ORDER (spec 001 §3.4); speakers of the sessions that the order
 * leaves out follow in agenda order, so nobody on the agenda is missing from the speakers section.
 */
export function orderedSpeakers(
  order: readonly number[],
  sessions: readonly Pick<Session, 'sessionSpeakers'>[],
) {
  const byId = new Map<number, Speaker>();
  for (const s of sessions) for (const { speaker } of s.sessionSpeakers) byId.set(speaker.id, speaker);
  const out: Speaker[] = [];
  const seen = new Set<number>();
  for (const id of [...order, ...byId.keys()]) {
    const sp = byId.get(id);
    if (sp && !seen.has(id)) {
      seen.add(id);
      out.push(sp);
    }
  }
  return out;
}

/**
 * spec 001 §2.6 "sponsors (not for the Japan variant, not for French)" and "a sponsorship contact mail
 * link in English only" (decision 0132): sponsors follow the course variant, the mail link the page.
 */
export function sponsorRules(variant: CourseLanguage, lang: LangKey) {
  return { sponsors: variant === 'enu' && lang !== 'fr' && lang !== 'ja', sponsorMail: lang === 'en' };
}

export type TicketButton = { type: 'physical' | 'webinar'; text: string; link: string };

/**
 * spec 001 §3.4 EVENT_TICKETS: a ticket with dynamic links uses the link whose utm names the visitor's
 * utm_source (the address's, else the stored attribution's), otherwise its button link. Hidden
 * entirely when showTicket is false (§2.6).
 */
export function ticketButtons(tickets: EventTickets | null, utmSource: string | null): TicketButton[] {
  if (!tickets?.showTicket) return [];
  return tickets.ticketList.map((t) => {
    const dynamic =
      t.isDynamicLinks && utmSource ? t.dynamicLinks.find((d) => d.utm === utmSource) : undefined;
    return { type: t.type, text: t.buttonText, link: dynamic?.link ?? t.buttonLink };
  });
}

function parseAttr<T>(
  raw: string | undefined,
  schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
) {
  if (!raw) return null;
  try {
    const r = schema.safeParse(JSON.parse(raw));
    return r.success ? (r.data as T) : null;
  } catch {
    return null;
  }
}

/** A course with its JSON attrs parsed (a bad attr is dropped, never fatal: reshape at the border). */
export type CourseView = Omit<Course, 'attrs'> & {
  tickets: EventTickets | null;
  meta: MetaCourses | null;
  speakerOrder: number[];
  related: { key: string; text: string }[];
};

export function reshapeCourse(course: Course): CourseView {
  const { attrs, ...rest } = course;
  return {
    ...rest,
    tickets: parseAttr(attrs.EVENT_TICKETS, EventTicketsSchema),
    meta: parseAttr(attrs.META_COURSES, MetaCoursesSchema),
    speakerOrder: parseAttr<number[]>(attrs.SPEAKER_ORDER, SpeakerOrderSchema) ?? [],
    related: parseAttr(attrs.RELATED_COURSES, RelatedCoursesSchema) ?? [],
  };
}

/** A sponsor: a distinct brand with a logo among the event's speakers (decision 0132). */
export type Sponsor = { name: string; logo: string };

export function sponsorsOf(speakers: readonly Speaker[], ownBrand: string): Sponsor[] {
  const out = new Map<string, Sponsor>();
  for (const s of speakers)
    if (s.brandImageUrl && s.brandName !== ownBrand && !out.has(s.brandName))
      out.set(s.brandName, { name: s.brandName, logo: s.brandImageUrl });
  return [...out.values()];
}
