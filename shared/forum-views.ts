import type { ForumFamily, Sponsor, sponsorRules, TicketButton } from './forum';
import type { CourseView } from './smb/content-reshape';
import type { CourseLanguage, Session } from './smb/course';

/** What the forum loaders hand the forum pages (worker/loaders/resources-forum.ts). */

/** The route of a family's session pages. */
export type ForumSessionRoute = 'gbtf-session' | 'master-class-session' | 'education-series-session';

/** A course page: the event page (EVENT_PAGE) or the archive page (any other pageType), spec 001 §2.6. */
export type ForumCourseData = {
  family: ForumFamily;
  variant: CourseLanguage;
  /** Sessions sorted by start date, speakers in SPEAKER_ORDER (shared/smb/content-reshape.ts). */
  course: CourseView;
  tickets: TicketButton[];
  sponsors: Sponsor[];
  rules: ReturnType<typeof sponsorRules>;
  sessionRoute: ForumSessionRoute;
  /** The archive links' route (spec 001 §2.6: /global-beauty-tech-forum/{key}, /beauty-tech-forum-master-class/{key}). */
  courseRoute: 'gbtf-course' | 'master-class';
  /** The page's absolute address (structured data). */
  pageUrl: string;
  /** The sessions call failed (spec 001 §8: course calls reject): the page says so where they go. */
  sessionsUnavailable: boolean;
};

/** A session page with its webinar registration form, or its thank-you state. */
export type ForumSessionData = {
  family: ForumFamily;
  session: Session;
  course: { courseKey: string; courseName: string } | null;
  courseRoute: 'gbtf-course' | 'master-class' | 'education-series';
  sessionRoute: ForumSessionRoute;
  thankyou: boolean;
  chinaDomain: boolean;
  /** The session ended before this request: registering asks for its recording (a video archive). */
  archived: boolean;
};

/** The education series: its sessions (spec 001 §2.6). */
export type ForumEducationData = { course: CourseView | null; sessionsUnavailable: boolean };
