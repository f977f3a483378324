import { z } from 'zod';
import { DEMO_STORE_FEATURE_TYPE, DemoStoreFeatureAnswer } from '../showcase-content';
import { reportUnknownSection } from '../unknown-sections';
import { CmsContentByType, CmsEntrySchema, LanguageTypeSchema, SectionSchema } from './content';
import { SMB_CONTRACTS } from './contracts';
import type { SmbCacheableKey } from './paths';

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
 * The answer contract of every cacheable /smb-frontend call (issue 15 §2, decision 0211), by call key:
 * the proxy checks an origin's 200 against it BEFORE storing, so garbage, a wrong shape or an empty
 * body never replaces a good copy. CMS entries are checked by their type (a type this build does not
 * know yet passes on its envelope); the rest by the call's answer schema (shared/smb/contracts.ts).
 */
export const CONTENT_ANSWERS: { readonly [K in SmbCacheableKey]: (body: unknown) => boolean } = {
  'strapi.queryContentByVuid': oneEntry,
  'strapi.queryContentById': oneEntry,
  'strapi.queryContentByLanguage': oneEntry,
  'strapi.queryContentByFormId': oneEntry,
  'strapi.listContentByLanguage': entryList,
  'seo.queryMeta': schemaCheck(SMB_CONTRACTS['seo.queryMeta'].answer),
  'seo.queryMetaByPath': schemaCheck(SMB_CONTRACTS['seo.queryMetaByPath'].answer),
  'course.listCourses': schemaCheck(SMB_CONTRACTS['course.listCourses'].answer),
  'course.listSessions': schemaCheck(SMB_CONTRACTS['course.listSessions'].answer),
  'course.listSessionsByCourseId': schemaCheck(SMB_CONTRACTS['course.listSessionsByCourseId'].answer),
  'course.querySession': schemaCheck(SMB_CONTRACTS['course.querySession'].answer),
  'course.querySpeaker': schemaCheck(SMB_CONTRACTS['course.querySpeaker'].answer),
  'plugin.querySkincareSetting': schemaCheck(SMB_CONTRACTS['plugin.querySkincareSetting'].answer),
  'plugin.querySkincare': schemaCheck(SMB_CONTRACTS['plugin.querySkincare'].answer),
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
export function keepsAnswerContract(key: string, body: unknown): boolean {
  const check = (CONTENT_ANSWERS as Readonly<Record<string, (body: unknown) => boolean>>)[key];
  return !check || check(dropUnknownSections(body));
}
