import { z } from 'zod';
import { DEMO_STORE_FEATURE_TYPE, DemoStoreFeatureAnswer } from '../showcase-content';
import { reportUnknownSection } from '../unknown-sections';
import { CmsContentByType, CmsEntrySchema, LanguageTypeSchema, SectionSchema } from './content';
import { SMB_CONTRACTS } from './contracts';
import type { SmbCacheableKey } from './paths';
import { type Repair, repairToFit } from './repair';

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

/** One repair of a CMS entry (decision 0332), as the worker logs it. */
export type ContentRepair = Repair & {
  entry?: number;
  type?: string;
  pageKey?: string;
  languageType?: string;
};
let repairReporter: (repair: ContentRepair) => void = (r) =>
  console.warn(`CMS entry ${String(r.entry)} ${r.pointer}: ${r.action} (${r.problem})`);

/** Sends the reports of repaired entries to `report` instead of the console (the worker: its structured log). */
export function onContentRepair(report: (repair: ContentRepair) => void): void {
  repairReporter = report;
}

type Entry = {
  id?: unknown;
  attributes?: {
    type?: unknown;
    pageKey?: unknown;
    languageType?: unknown;
    content?: { sections?: unknown };
  };
};

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
/** What names an entry in a log line. */
const identityOf = (e: Entry) => ({
  entry: typeof e?.id === 'number' ? e.id : undefined,
  type: str(e?.attributes?.type),
  pageKey: str(e?.attributes?.pageKey),
  languageType: str(e?.attributes?.languageType),
});

/**
 * A vendor CMS may add section kinds before this site knows them (spec: about 50 kinds). Such a
 * section must not fail the whole page: it is removed here, the rest is validated as usual.
 */
function dropUnknownSectionsOf(entry: Entry): void {
  const content = entry?.attributes?.content;
  if (!content || !Array.isArray(content.sections)) return;
  content.sections = content.sections.filter((s: unknown) => {
    const kind = (s as { component?: unknown })?.component;
    if (typeof kind === 'string' && KNOWN_SECTIONS.has(kind)) return true;
    reportUnknownSection(String(kind));
    return false;
  });
}

/** Removals stay inside the entry's content: its id, type, language and the content object are its frame. */
const insideContent = (path: readonly PropertyKey[]) =>
  path.length >= 3 && path[0] === 'attributes' && path[1] === 'content';
/** The kind of the section a removal is in, for the log line. */
const sectionOf = (path: readonly PropertyKey[], entry: unknown) =>
  path[2] === 'sections' && typeof path[3] === 'number'
    ? String(
        (entry as { attributes: { content: { sections: { component?: unknown }[] } } }).attributes.content
          .sections[path[3]]?.component,
      )
    : undefined;

/**
 * One entry made to fit its type's schema (decision 0332, amending 0211): unknown section kinds
 * dropped, then an invalid field dropped where it may be missing, else its item or its section
 * (shared/smb/repair.ts). Null when its frame is unusable. A type this build does not know is left as it is.
 */
function prepareEntry(entry: unknown, report: boolean): unknown {
  const e = entry as Entry;
  dropUnknownSectionsOf(e);
  const type = e?.attributes?.type;
  const schema =
    type === DEMO_STORE_FEATURE_TYPE
      ? DemoStoreEntry
      : typeof type === 'string' && KNOWN_TYPES.has(type)
        ? CmsEntrySchema
        : undefined;
  if (!schema) return entry;
  const fixed = repairToFit(schema, entry, insideContent, sectionOf);
  if (report && fixed) for (const r of fixed.repairs) repairReporter({ ...r, ...identityOf(e) });
  return fixed ? fixed.value : null;
}

/**
 * A content answer (one entry or a list) made ready for its schema, in place: each entry prepared
 * by `prepareEntry`; in a list an unusable entry is left out, a single one is left for the caller's
 * check to refuse. `report`: log each repair (the loaders do; the cache's check does not repeat it).
 */
export function prepareContent(payload: unknown, report = true): unknown {
  const p = payload as { data?: unknown } | null;
  if (!p || typeof p !== 'object') return payload;
  if (Array.isArray(p.data)) {
    p.data = p.data.flatMap((entry) => {
      const fixed = prepareEntry(entry, report);
      if (fixed === null && report)
        repairReporter({
          ...identityOf(entry as Entry),
          pointer: '',
          action: 'dropped-item',
          problem: 'the entry does not fit its type',
        });
      return fixed === null ? [] : [fixed];
    });
  } else if (p.data !== undefined) {
    const fixed = prepareEntry(p.data, report);
    if (fixed !== null) p.data = fixed;
  }
  return payload;
}

/** Whether a parsed answer body keeps the call's contract (calls without one: any JSON). */
export function keepsAnswerContract(key: string, body: unknown): boolean {
  const check = (CONTENT_ANSWERS as Readonly<Record<string, (body: unknown) => boolean>>)[key];
  return !check || check(prepareContent(body, false));
}
