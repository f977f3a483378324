import { z } from 'zod';
import { langFromPrefix } from '../languages';
import { FlagParam, LanguageTypeSchema } from './content';

/** Contracts of the SEO calls (spec 001 §7) and the SEO meta record (spec 001 §3.2). */

/** A source id names what the meta belongs to: the CMS entry id, or a stable key for code-built pages. */
export const SourceIdParam = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/, 'letters, digits, - _ . :');

/** GET `seo.queryMeta` — by the id of what the meta belongs to, in one language (English unless asked). */
export const SeoMetaQuery = z.object({
  sourceId: SourceIdParam,
  languageType: LanguageTypeSchema.default('enu'),
  defaultEnu: FlagParam,
});
export type SeoMetaQuery = z.infer<typeof SeoMetaQuery>;

/** A site path as the visitor sees it; normalised by normaliseSeoPath before lookup. */
export const SeoPathParam = z
  .string()
  .min(1)
  .max(500)
  .regex(/^\/[^\s]*$/, 'an absolute path such as /business/products/virtual-makeup');

/** GET `seo.queryMetaByPath` */
export const SeoMetaByPathQuery = z.object({
  path: SeoPathParam,
  languageType: LanguageTypeSchema,
  /** Off by default: a page's own translated title beats English meta (decision 0041). */
  defaultEnu: FlagParam,
});
export type SeoMetaByPathQuery = z.infer<typeof SeoMetaByPathQuery>;

/**
 * The key a path is stored under: no query or fragment, no language prefix (the language travels as
 * languageType), percent-decoded, single slashes, no trailing slash. Case is kept: paths are matched
 * as the spec writes them (spec-rulings 15: `/business/SDK/privacy`, `generative-AI`).
 */
export function normaliseSeoPath(raw: string): string {
  let path = raw.split(/[?#]/, 1)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep the raw form: a malformed escape simply matches nothing
  }
  const parts = path.split('/').filter(Boolean);
  if (parts[0] !== undefined && langFromPrefix(parts[0])) parts.shift();
  return `/${parts.join('/')}`;
}

const text = z.string().max(4000);
const shortText = z.string().max(300);
const url = z.string().regex(/^(\/|https?:\/\/)/);

/** The meta kinds this site knows (spec 001 §3.2); others are read as PAGE. */
export const KNOWN_META_TYPES = ['PAGE', 'ARTICLE', 'PRODUCT', 'VIDEO', 'EVENT'] as const;
export type MetaType = (typeof KNOWN_META_TYPES)[number];

const loggedMetaTypes = new Set<string>();

/** The kind of a record: a known one, else PAGE — an unknown value is logged once per isolate. */
export function metaTypeOf(raw: string): MetaType {
  const upper = raw.toUpperCase();
  if ((KNOWN_META_TYPES as readonly string[]).includes(upper)) return upper as MetaType;
  if (!loggedMetaTypes.has(raw) && loggedMetaTypes.size < 100) {
    loggedMetaTypes.add(raw);
    console.warn(
      JSON.stringify({ msg: 'seo meta: unknown metaType read as PAGE', metaType: raw.slice(0, 40) }),
    );
  }
  return 'PAGE';
}

/** spec 001 §3.2 SEO meta record. */
export const SeoMetaSchema = z.object({
  sourceId: z.string().max(120),
  path: z.string().max(500),
  languageType: LanguageTypeSchema,
  title: shortText,
  ogTitle: shortText.nullable(),
  description: text,
  ogDescription: text.nullable(),
  imageUrl: url.nullable(),
  /**
   * spec 001 §3.2 "PAGE or other": the vendor adds kinds over time, so any short word is accepted; an
   * unknown one counts as PAGE and is logged once (decision 0171) instead of failing the whole record.
   */
  metaType: z.string().trim().max(40),
  enableHowTo: z.boolean(),
  /** ISO 8601 duration; pages use one minute when absent (spec 001 §9). */
  howToTotalTime: z.string().max(20).nullable(),
  howToSupply: z.array(shortText).max(20),
  howToTool: z.array(shortText).max(20),
  serpSteps: z.array(z.object({ name: shortText, text, image: url.nullable() })).max(20),
  serpFaqs: z
    .array(z.object({ question: shortText.nullable(), answer: text.nullable(), order: z.number().int() }))
    .max(40),
  enableVideo: z.boolean(),
  videoCover: url.nullable(),
  videoLink: url.nullable(),
  /** Seconds; pages default to 4 minutes (spec 001 §9). */
  videoDuration: z.number().int().positive().nullable(),
  isSoftwareSchema: z.boolean(),
  socialUrls: z.partialRecord(z.enum(['facebook', 'x', 'linkedin', 'instagram', 'youtube']), z.url()),
});
export type SeoMeta = z.infer<typeof SeoMetaSchema>;

/** Answer of both SEO calls. */
export const SeoMetaAnswer = z.object({ data: SeoMetaSchema });
export type SeoMetaAnswer = z.infer<typeof SeoMetaAnswer>;
