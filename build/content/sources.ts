/**
 * Reads the content files (content/, decision 0266) into the values the templates take, checking
 * each against its schema (schemas.ts). Works on a map of file path (relative to content/) → parsed
 * JSON, so Node (read-files.ts) and the worker tests (import.meta.glob) feed it the same way.
 */
import type { z } from 'zod';
import { LANGUAGES } from '../../shared/languages';
import type { LanguageType } from '../../shared/smb/content';
import {
  AppFile,
  type Author,
  BlogAuthorFile,
  BlogPostFile,
  BlogTagsFile,
  BriefFile,
  DraftBriefFile,
  EntryFile,
  FeatureFile,
  NewsJaFile,
  OrderFile,
  PageFile,
  type Post,
  UiFile,
  WordsFile,
} from './schemas.ts';
import type { SeedUi } from './templates.ts';
import { applyWords, ContentError } from './words.ts';

/** content/ as read: path relative to content/ (`en/products/virtual-makeup.json`) → its JSON. */
export type ContentFiles = Readonly<Record<string, unknown>>;

/** The folder of each content language: the same names as locales/ (`de`, `ja`, `zh_CN`…). */
export const LANG_FOLDER = Object.fromEntries(LANGUAGES.map((l) => [l.code3, l.key])) as Record<
  LanguageType,
  string
>;

/** The file an entry in a language comes from, for error messages. */
export function sourceOf(lt: LanguageType, rel: string): string {
  return lt === 'enu' ? `en/${rel}.json` : `${LANG_FOLDER[lt]}/${rel}.json (over en/${rel}.json)`;
}

/** Files of a language folder that are not words of an English entry of the same path. */
const OWN_FILES = /^[^/]+\/(_overrides\/|news-ja\.json$)/;

function parse<S extends z.ZodType>(schema: S, file: string, value: unknown): z.infer<S> {
  const r = schema.safeParse(value);
  // The file's own value, not zod's copy: key order is the file's, so the output is too.
  if (r.success) return value as z.infer<S>;
  const issue = r.error.issues[0]!;
  // A words file's keys are pointers already (`/title`); other paths become one (`/faqs/0`).
  const field = issue.path.map((k) => (String(k).startsWith('/') ? String(k) : `/${String(k)}`)).join('');
  throw new ContentError(file, field, issue.message);
}

export function contentSources(files: ContentFiles) {
  const read = <S extends z.ZodType>(schema: S, rel: string): z.infer<S> => {
    const file = `${rel}.json`;
    if (!(file in files)) throw new ContentError(file, '', 'missing');
    return parse(schema, file, files[file]);
  };

  // Every translation is of an English entry that exists (or a documented override of its own).
  for (const file of Object.keys(files)) {
    if (file.startsWith('en/') || OWN_FILES.test(file)) continue;
    const english = file.replace(/^[^/]+\//, 'en/');
    if (!(english in files)) throw new ContentError(file, '', `translates ${english}, which does not exist`);
  }

  /** A family folder's English entries, in the order of its `_order.json` (which lists them all). */
  const family = <S extends z.ZodType>(folder: string, schema: S): z.infer<S>[] => {
    const order = read(OrderFile, `en/${folder}/_order`);
    const listed = new Set(order.map((k) => `en/${folder}/${k}.json`));
    for (const file of Object.keys(files)) {
      if (file.startsWith(`en/${folder}/`) && file !== `en/${folder}/_order.json` && !listed.has(file)) {
        throw new ContentError(file, '', `not listed in content/en/${folder}/_order.json`);
      }
    }
    return order.map((k) => read(schema, `en/${folder}/${k}`));
  };

  /**
   * The entry at `rel` in language `lt`: English itself, the language's words applied to it, its
   * override, or undefined when the language has no file for it (the entry is not in that language).
   */
  const localise = <T>(lt: LanguageType, rel: string, english: T): T | undefined => {
    if (lt === 'enu') return english;
    const folder = LANG_FOLDER[lt];
    const override = `${folder}/_overrides/${rel}.json`;
    if (override in files) return files[override] as T;
    const file = `${folder}/${rel}.json`;
    if (!(file in files)) return undefined;
    return applyWords(english, parse(WordsFile, file, files[file]), file);
  };

  const ui = read(UiFile, 'en/ui') as unknown as SeedUi;
  const single = (rel: string) => read(EntryFile, `en/${rel}`);
  const pages = (folder: string) =>
    family(folder, PageFile) as unknown as { pageKey: string; path: string; content: unknown }[];
  const entries = <T>(folder: string) => family(folder, EntryFile) as unknown as T[];

  return {
    localise,
    ui,
    uiOf: (lt: LanguageType): SeedUi => localise(lt, 'ui', ui) ?? ui,
    single,
    briefs: {
      products: family('products', BriefFile),
      technologies: family('technologies', BriefFile),
      services: family('services', BriefFile),
      campaigns: family('campaigns', BriefFile),
    },
    pages: {
      'online-service': pages('online-service'),
      info: pages('info'),
      terms: pages('terms'),
      'consumer-pages': pages('consumer-pages'),
    },
    japanMenu: family('japan-menu', PageFile) as unknown as {
      type: string;
      pageKey: string;
      path: string;
      content: { topBanner: { title: string; description: string } };
    }[],
    apps: family('apps', AppFile),
    features: family('features', FeatureFile),
    news: entries<{ newsHandle: string; title: string; summary: string; publishedAt: string }>('news'),
    videos: entries<{
      videoId: string;
      title: string;
      description: string;
      videoUrl: string;
      videoDuration: string;
      createdTime: string;
    }>('videos'),
    stories: entries<{ storyHandle: string; title: string; summary: string; publishedAt: string }>('stories'),
    trends: entries<{ trendHandle: string; title: string; summary: string; publishedAt: string }>('trends'),
    demoStore: entries<{ pageKey: string; title: string; description: string }>('demo-store'),
    newsJa: read(NewsJaFile, 'ja/news-ja'),
    blog: {
      posts: family('blog/posts', BlogPostFile) as Post[],
      authors: family('blog/authors', BlogAuthorFile) as Author[],
      tags: read(BlogTagsFile, 'en/blog/tags'),
      seoExtra: single('blog/seo-extra') as Record<string, Record<string, unknown>>,
    },
    forum: {
      courses: entries<{ id: number; courseKey: string; type: string; languageType: string }>(
        'forum/courses',
      ),
      speakers: entries<{ id: number }>('forum/speakers'),
      sessions: entries<{
        session: { id: number; courseId: number; sessionStartDate: string; sessionImageUrl: string | null };
        speakerIds: number[];
      }>('forum/sessions'),
    },
    drafts: {
      businessHome: read(WordsFile, 'en/drafts/business-home'),
      unpublishedProduct: read(DraftBriefFile, 'en/drafts/ai-lash-try-on'),
      news: single('drafts/news') as {
        formId: string;
        news: { newsHandle: string; publishedAt: string } & Record<string, unknown>;
      },
    },
  };
}

export type ContentSources = ReturnType<typeof contentSources>;
