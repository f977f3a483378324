import type { CourseView } from './smb/content-reshape';

/**
 * schema.org Event for a forum event page (spec 001 §2.6; SEO). Rendered as an application/ld+json
 * script carrying the response's CSP nonce. `<` is escaped so no text can close the script.
 */
export function eventJsonLd(course: CourseView, pageUrl: string, brand: string): string {
  const { sessions } = course;
  const first = sessions[0];
  const last = sessions[sessions.length - 1];
  const online = course.tickets?.ticketList.some((t) => t.type === 'webinar') ?? false;
  const inPerson = course.tickets?.ticketList.some((t) => t.type === 'physical') ?? false;
  const mode =
    online && inPerson
      ? 'https://schema.org/MixedEventAttendanceMode'
      : online
        ? 'https://schema.org/OnlineEventAttendanceMode'
        : 'https://schema.org/OfflineEventAttendanceMode';
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: course.name,
    description: course.description,
    url: pageUrl,
    eventAttendanceMode: mode,
    eventStatus: 'https://schema.org/EventScheduled',
    organizer: { '@type': 'Organization', name: brand },
  };
  if (first) data.startDate = first.sessionStartDate;
  if (last) data.endDate = last.sessionEndDate;
  if (course.meta?.courseLocation) data.location = { '@type': 'Place', name: course.meta.courseLocation };
  if (course.meta?.desktopBanner) data.image = [new URL(course.meta.desktopBanner, pageUrl).href];
  const performers = new Map<number, string>();
  for (const s of sessions)
    for (const { speaker } of s.sessionSpeakers) performers.set(speaker.id, speaker.speakerName);
  if (performers.size) data.performer = [...performers.values()].map((name) => ({ '@type': 'Person', name }));
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
