import type { z } from 'zod';
import { ContentAnswer, ContentListAnswer, SectionSchema } from './content';
import { ListCoursesAnswer, ListSessionsAnswer, SessionAnswer, SpeakerAnswer } from './course';
import { SeoMetaAnswer } from './seo';

/**
 * The answer contract of every cacheable /smb-frontend call (issue 15 §2, decision 0211): the proxy
 * checks an origin's 200 against it BEFORE storing, so garbage, a wrong shape or an empty body never
 * replaces a good copy. The loaders parse with the same schemas.
 */
export const CONTENT_ANSWERS: Readonly<Record<string, z.ZodType>> = {
  '/strapi/query-content-by-vuid.action': ContentAnswer,
  '/strapi/query-content-by-id.action': ContentAnswer,
  '/strapi/query-content-by-language.action': ContentAnswer,
  '/strapi/query-content-by-form-id.action': ContentAnswer,
  '/strapi/list-content-by-language.action': ContentListAnswer,
  '/seo/query-meta.action': SeoMetaAnswer,
  '/seo/query-meta-by-path.action': SeoMetaAnswer,
  '/course/list-courses.action': ListCoursesAnswer,
  '/course/list-sessions.action': ListSessionsAnswer,
  '/course/list-sessions-by-course-id.action': ListSessionsAnswer,
  '/course/query-session.action': SessionAnswer,
  '/course/query-speaker.action': SpeakerAnswer,
};

/** The section kinds this build renders; anything else is dropped before validation (and logged once). */
const KNOWN_SECTIONS = new Set<string>(SectionSchema.options.map((o) => o.shape.component.value));
const reportedUnknown = new Set<string>();

/**
 * A vendor CMS may add section kinds before this site knows them (spec: about 50 kinds). Such a
 * section must not fail the whole page: it is removed here, the rest is validated as usual.
 */
export function dropUnknownSections(payload: unknown): unknown {
  const visit = (entry: unknown) => {
    const content = (entry as { attributes?: { content?: { sections?: unknown } } })?.attributes?.content;
    if (!content || !Array.isArray(content.sections)) return;
    content.sections = content.sections.filter((s: unknown) => {
      const kind = (s as { component?: unknown })?.component;
      if (typeof kind === 'string' && KNOWN_SECTIONS.has(kind)) return true;
      const name = String(kind);
      if (!reportedUnknown.has(name)) {
        reportedUnknown.add(name);
        console.warn(`unknown CMS section type "${name}": not rendered`);
      }
      return false;
    });
  };
  const data = (payload as { data?: unknown })?.data;
  if (Array.isArray(data)) data.forEach(visit);
  else visit(data);
  return payload;
}

/** Whether a parsed answer body keeps the call's contract (calls without one: any JSON). */
export function keepsAnswerContract(path: string, body: unknown): boolean {
  const schema = CONTENT_ANSWERS[path];
  return !schema || schema.safeParse(dropUnknownSections(body)).success;
}
