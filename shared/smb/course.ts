import { z } from 'zod';
import { IdParam } from './content';

/** Contracts of the course calls (spec 001 §7) and the forum shapes (spec 001 §3.4). */

/** Course languages (spec 001 §3.4: enu, fra, jpn). */
export const CourseLanguageSchema = z.enum(['enu', 'fra', 'jpn']);
export type CourseLanguage = z.infer<typeof CourseLanguageSchema>;

export const COURSE_TYPES = ['VIRTUAL_EVENT', 'MASTER_CLASS', 'EDUCATION_SERIES'] as const;
/** A shape rule rather than the closed list: the vendor may add kinds (spec: "VIRTUAL_EVENT among others"). */
export const CourseTypeParam = z.string().regex(/^[A-Z][A-Z0-9_]{1,39}$/, 'an upper-case course type');

const courseKey = z
  .string()
  .max(100)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and -');

// ─── Requests ────────────────────────────────────────────────────────────────────────────────────

/** GET `course.listCourses` */
export const ListCoursesQuery = z.object({
  type: CourseTypeParam,
  languageType: CourseLanguageSchema.optional(),
  courseKey: courseKey.optional(),
});
export type ListCoursesQuery = z.infer<typeof ListCoursesQuery>;

/** GET `course.listSessions` — every session of the courses of a type (and language, and one course: spec 001 §7). */
export const ListSessionsQuery = z.object({
  type: CourseTypeParam,
  languageType: CourseLanguageSchema.optional(),
  courseId: IdParam.optional(),
});
export type ListSessionsQuery = z.infer<typeof ListSessionsQuery>;

/** GET `course.listSessionsByCourseId` */
export const ListSessionsByCourseQuery = z.object({ courseId: IdParam });

/** GET `course.querySession` */
export const QuerySessionQuery = z.object({ sessionId: IdParam });

/** GET `course.querySpeaker` */
export const QuerySpeakerQuery = z.object({ speakerId: IdParam });

// ─── Raw shapes (spec 001 §3.4) ──────────────────────────────────────────────────────────────────

const shortText = z.string().max(300);
const text = z.string().max(4000);
const url = z.string().regex(/^(\/|https?:\/\/)/);

export const SpeakerSchema = z.object({
  id: z.number().int().positive(),
  speakerName: shortText,
  speakerPosition: shortText,
  speakerImageUrl: url.nullable(),
  brandImageUrl: url.nullable(),
  brandName: shortText,
});
export type Speaker = z.infer<typeof SpeakerSchema>;

export const SessionSchema = z.object({
  id: z.number().int().positive(),
  courseId: z.number().int().positive(),
  sessionNumber: z.number().int().nonnegative(),
  sessionTitle: shortText,
  sessionSubTitle: text,
  sessionStartDate: z.iso.datetime(),
  sessionEndDate: z.iso.datetime(),
  sessionImageUrl: url.nullable(),
  videoUrl: url.nullable(),
  sessionSpeakers: z.array(z.object({ speaker: SpeakerSchema })).max(20),
});
export type Session = z.infer<typeof SessionSchema>;

/** The attrs a course carries as JSON strings (spec 001 §3.4). */
export const COURSE_ATTR_NAMES = [
  'EVENT_TICKETS',
  'META_COURSES',
  'SPEAKER_ORDER',
  'RELATED_COURSES',
] as const;

export const CourseSchema = z.object({
  id: z.number().int().positive(),
  courseKey,
  courseName: shortText,
  courseTitle: shortText,
  courseDesc: text,
  isLatest: z.boolean(),
  type: z.string().max(40),
  languageType: CourseLanguageSchema,
  // spec 001 §2.6: any other page type shows the archive view; an unknown value must not fail the list.
  pageType: z.enum(['EVENT_PAGE', 'ARCHIVE_PAGE']).catch('ARCHIVE_PAGE'),
  attrs: z.partialRecord(z.enum(COURSE_ATTR_NAMES), z.string().max(20_000)),
});
export type Course = z.infer<typeof CourseSchema>;

// The JSON inside the attrs, parsed by reshapeCourse.

export const EventTicketsSchema = z.object({
  ticketDesc: text,
  showTicket: z.boolean(),
  ticketList: z
    .array(
      z.object({
        type: z.enum(['physical', 'webinar']),
        buttonText: shortText,
        buttonLink: url,
        isDynamicLinks: z.boolean(),
        dynamicLinks: z.array(z.object({ utm: z.string().max(100), link: url })).max(20),
      }),
    )
    .max(6),
});
export type EventTickets = z.infer<typeof EventTicketsSchema>;

export const MetaCoursesSchema = z.object({
  desktopBanner: url.nullable(),
  mobileBanner: url.nullable(),
  courseDate: shortText,
  courseTime: shortText,
  courseLocation: shortText,
});
export type MetaCourses = z.infer<typeof MetaCoursesSchema>;

export const SpeakerOrderSchema = z.array(z.number().int().positive()).max(100);

/** spec 001 §3.1 related course: key, text. */
export const RelatedCoursesSchema = z.array(z.object({ key: courseKey, text: shortText })).max(20);

// ─── Answers ─────────────────────────────────────────────────────────────────────────────────────

export const ListCoursesAnswer = z.object({ data: z.array(CourseSchema) });
export const ListSessionsAnswer = z.object({ data: z.array(SessionSchema) });
export const SessionAnswer = z.object({ data: SessionSchema });
export const SpeakerAnswer = z.object({ data: SpeakerSchema });
export type ListCoursesAnswer = z.infer<typeof ListCoursesAnswer>;
export type ListSessionsAnswer = z.infer<typeof ListSessionsAnswer>;
