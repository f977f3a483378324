import { z } from 'zod';
import { DEMO_STORE_FEATURE_TYPE, DemoStoreFeatureAnswer } from '../showcase-content';
import { reportUnknownSection } from '../unknown-sections';
import { CmsContentByType, CmsEntrySchema, LanguageTypeSchema, SectionSchema } from './content';
import { ListCoursesAnswer, ListSessionsAnswer, SessionAnswer, SpeakerAnswer } from './course';
import { SkincareProductSchema, SkincareSettingSchema } from './plugin';
import { SeoMetaAnswer } from './seo';

/** One CMS entry: strict for the types this build knows, the envelope alone for a type it doesn't. */
const KNOWN_TYPES = new Set<string>([
  ...CmsContentByType.options.flatMap((o): string[] => {
    const t = o.shape.type;
    return 'options' in t ? [...t.options] : [t.value];
  }),
  DEMO_STORE_FEATURE_TYPE,
]);
const DemoStoreEntry = DemoStoreFeatureAnswer.shape.data;
/** A type added to the CMS before this build renders it: the page decides (404), the cache may keep it. */
const EntryEnvelope = z.object({
  id: z.number().int().positive(),
  attributes: z.object({
    type: z.string().min(1).max(60),
    languageType: LanguageTypeSchema,
    content: z.record(z.string(), z.unknown()),
  }),
});

function entryKeepsContract(entry: unknown): boolean {
  const type = (entry as { attributes?: { type?: unknown } } | null)?.attributes?.type;
  if (type === DEMO_STORE_FEATURE_TYPE) return DemoStoreEntry.safeParse(entry).success;
  if (typeof type === 'string' && KNOWN_TYPES.has(type)) return CmsEntrySchema.safeParse(entry).success;
  return EntryEnvelope.safeParse(entry).success;
}

const schemaCheck = (schema: z.ZodType) => (body: unknown) => schema.safeParse(body).success;
const oneEntry = (body: unknown) =>
  typeof body === 'object' && body !== null && entryKeepsContract((body as { data?: unknown }).data);
const entryList = (body: unknown) => {
  const b = body as { data?: unknown; total?: unknown } | null;
  return (
    typeof b === 'object' &&
    b !== null &&
    Array.isArray(b.data) &&
    Number.isInteger(b.total) &&
    (b.total as number) >= 0 &&
    b.data.every(entryKeepsContract)
  );
};

/**
 * The answer contract of every cacheable /smb-frontend call (issue 15 §2, decision 0211): the proxy
 * checks an origin's 200 against it BEFORE storing, so garbage, a wrong shape or an empty body never
 * replaces a good copy. The loaders parse with the same schemas (content entries by their type).
 */
export const CONTENT_ANSWERS: Readonly<Record<string, (body: unknown) => boolean>> = {
  '/strapi/query-content-by-vuid.action': oneEntry,
  '/strapi/query-content-by-id.action': oneEntry,
  '/strapi/query-content-by-language.action': oneEntry,
  '/strapi/query-content-by-form-id.action': oneEntry,
  '/strapi/list-content-by-language.action': entryList,
  '/seo/query-meta.action': schemaCheck(SeoMetaAnswer),
  '/seo/query-meta-by-path.action': schemaCheck(SeoMetaAnswer),
  '/course/list-courses.action': schemaCheck(ListCoursesAnswer),
  '/course/list-sessions.action': schemaCheck(ListSessionsAnswer),
  '/course/list-sessions-by-course-id.action': schemaCheck(ListSessionsAnswer),
  '/course/query-session.action': schemaCheck(SessionAnswer),
  '/course/query-speaker.action': schemaCheck(SpeakerAnswer),
  '/plugin/query-skincare-setting.action': schemaCheck(SkincareSettingSchema),
  '/plugin/query-skincare.action': schemaCheck(SkincareProductSchema),
};

/** The section kinds this build renders; anything else is dropped before validation (and logged once). */
const KNOWN_SECTIONS = new Set<string>(SectionSchema.options.map((o) => o.shape.component.value));

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
      reportUnknownSection(String(kind));
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
  const check = CONTENT_ANSWERS[path];
  return !check || check(dropUnknownSections(body));
}
