import type { FORUM_LANGS } from './forum-langs';
import type { LangKey } from './languages';
import type { Course, CourseLanguage, EventTickets, Speaker } from './smb/course';

/** The forum pages' pure rules (spec 001 §2.6, §3.4, §4; spec-rulings 5, 9; decisions 0088, 0130–0133). */

export type ForumFamily = keyof typeof FORUM_LANGS;

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

/**
 * spec 001 §2.6 "sponsors (not for the Japan variant, not for French)" and "a sponsorship contact mail
 * link in English only" (decisions 0132, 0299 as amended by issue 42 §5): sponsors follow the course
 * variant; the mail link belongs to the English forum — the enu variant on an English page — and not to
 * the fra or jpn variant shown under an English prefix.
 */
export function sponsorRules(variant: CourseLanguage, lang: LangKey) {
  const english = variant === 'enu';
  return { sponsors: english && lang !== 'fr' && lang !== 'ja', sponsorMail: english && lang === 'en' };
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

/** A sponsor: a distinct brand with a logo among the event's speakers (decision 0132). */
export type Sponsor = { name: string; logo: string };

export function sponsorsOf(speakers: readonly Speaker[], ownBrand: string): Sponsor[] {
  const out = new Map<string, Sponsor>();
  for (const s of speakers)
    if (s.brandImageUrl && s.brandName !== ownBrand && !out.has(s.brandName))
      out.set(s.brandName, { name: s.brandName, logo: s.brandImageUrl });
  return [...out.values()];
}
