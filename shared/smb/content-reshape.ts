import type { z } from 'zod';
import { richBlockText } from '../rich-block-text';
import {
  type BlogAuthorSchema,
  type BlogPostSchema,
  type CmsEntry,
  type CmsType,
  CONTENT_PAGE_TYPES,
  type ColorTrendSchema,
  type ConsumerAppRecordSchema,
  ContentAnswer,
  ContentListAnswer,
  type Cta,
  type EventCard,
  type HomeBanner,
  type LanguageType,
  type NewsSchema,
  type RichBlock,
  type Section,
  type SuccessStorySchema,
  type VideoSchema,
} from './content';
import {
  type Course,
  type EventTickets,
  EventTicketsSchema,
  type MetaCourses,
  MetaCoursesSchema,
  RelatedCoursesSchema,
  type Session,
  type Speaker,
  SpeakerOrderSchema,
} from './course';
import { type MetaType, metaTypeOf, type SeoMeta, SeoMetaAnswer } from './seo';

/**
 * The one place raw CMS / upstream payloads become what pages use (docs/architecture.md "Reshape foreign shapes
 * at the border"): parse with the contract, then reshape. One function per family.
 */

/** What every reshaped entry says about where it came from. */
export type EntryOrigin = {
  id: number;
  pageKey: string;
  languageType: LanguageType;
  /** True when the entry is in another language than asked (defaultEnu fallback, spec 001 §7). */
  fellBack: boolean;
  preview: boolean;
};

function origin(entry: CmsEntry, asked: LanguageType | undefined): EntryOrigin {
  const a = entry.attributes;
  return {
    id: entry.id,
    pageKey: a.pageKey,
    languageType: a.languageType,
    fellBack: asked !== undefined && a.languageType !== asked,
    preview: a.status === 'draft',
  };
}

/** Parses a content answer; throws a ZodError when the payload is not the contract's shape. */
export function parseContentAnswer(payload: unknown): CmsEntry {
  return ContentAnswer.parse(payload).data;
}

export function parseContentList(payload: unknown): { items: CmsEntry[]; total: number } {
  const { data, total } = ContentListAnswer.parse(payload);
  return { items: data, total };
}

class WrongTypeError extends Error {
  constructor(expected: readonly string[], got: string) {
    super(`expected content of type ${expected.join('|')}, got ${got}`);
  }
}

function expectType<T extends CmsType>(entry: CmsEntry, types: readonly T[]) {
  const attrs = entry.attributes;
  if (!(types as readonly string[]).includes(attrs.type)) throw new WrongTypeError(types, attrs.type);
  return attrs as Extract<CmsEntry['attributes'], { type: T }>;
}

// ─── Content pages ───────────────────────────────────────────────────────────────────────────────

export type ContentPageView = EntryOrigin & {
  type: CmsType;
  functionKey: string | null;
  title: string;
  description: string;
  banner: {
    title: string;
    description: string;
    backgroundDesktop: string | null;
    backgroundMobile: string | null;
  };
  sections: Section[];
  metaTitle: string | null;
  metaDescription: string | null;
};

/** Types whose content has a top banner and sections: the content pages and the consumer app pages. */
const PAGE_TYPES = [...CONTENT_PAGE_TYPES, 'CONSUMER_APP'] as const;

export function reshapeContentPage(entry: CmsEntry, asked?: LanguageType): ContentPageView {
  const a = expectType(entry, PAGE_TYPES);
  const { topBanner, sections } = a.content;
  return {
    ...origin(entry, asked),
    type: a.type,
    functionKey: a.functionKey,
    title: topBanner.title,
    description: topBanner.description,
    banner: topBanner,
    sections,
    metaTitle: a.seo?.metaTitle ?? null,
    metaDescription: a.seo?.metaDescription ?? null,
  };
}

/**
 * spec 001 §2.2: a product page's form section follows query `type` — `a` (default) or `b`. Sections
 * of the other variant are dropped; sections without a variant stay.
 */
export function sectionsForFormVariant(sections: Section[], variant: string | null | undefined): Section[] {
  const wanted = variant === 'b' ? 'b' : 'a';
  return sections.filter((s) => s.component !== 'section-form' || s.variant === wanted);
}

export type ConsumerAppView = ContentPageView & { app: z.infer<typeof ConsumerAppRecordSchema> };

export function reshapeConsumerApp(entry: CmsEntry, asked?: LanguageType): ConsumerAppView {
  const a = expectType(entry, ['CONSUMER_APP']);
  return { ...reshapeContentPage(entry, asked), app: a.content.app };
}

// ─── Menus ───────────────────────────────────────────────────────────────────────────────────────

/** spec 001 §3.1, §5: only 'Page Entry' items count, at most 10 per column. */
export const MENU_COLUMN_LIMIT = 10;

export type MenuLink = { id: number; title: string; url: string; showIcon: boolean; showFooter: boolean };
export type MenuView = EntryOrigin & {
  groups: {
    category: 'B2B Enterprise' | 'B2C Feature';
    title: string;
    description: string;
    columns: { title: string; links: MenuLink[]; cta: Cta | null }[];
    menuCta: Cta | null;
    cta: Cta | null;
  }[];
};

export function reshapeMenu(entry: CmsEntry, asked?: LanguageType): MenuView {
  const a = expectType(entry, ['BUSINESS_MENU', 'CONSUMER_MENU']);
  return {
    ...origin(entry, asked),
    groups: a.content.menus.map((m) => ({
      category: m.category,
      title: m.menuTitle,
      description: m.menuDescription,
      columns: m.columns.map((col) => ({
        title: col.columnTitle,
        links: col.items
          .filter((i) => i.itemType === 'Page Entry')
          .slice(0, MENU_COLUMN_LIMIT)
          .map((i) => ({
            id: i.id,
            title: i.itemTitle,
            url: i.itemUrl,
            showIcon: i.showIcon,
            showFooter: i.showFooter,
          })),
        cta: col.columnCTA,
      })),
      menuCta: m.menuCTA,
      cta: m.CTA,
    })),
  };
}

// ─── Home pages ──────────────────────────────────────────────────────────────────────────────────

export type HomeView = EntryOrigin & { banners: HomeBanner[]; eventCards: EventCard[]; sections: Section[] };

export function reshapeHome(entry: CmsEntry, asked?: LanguageType): HomeView {
  const a = expectType(entry, ['BUSINESS_HOME', 'CONSUMER_HOME']);
  const c = a.content;
  return {
    ...origin(entry, asked),
    banners: c.banners,
    eventCards: 'eventCards' in c ? c.eventCards : [],
    sections: c.sections,
  };
}

// ─── Articles: blog, news, videos, success stories, colour trends ────────────────────────────────

export type BlogPostView = EntryOrigin & z.infer<typeof BlogPostSchema>;
export type BlogAuthorView = EntryOrigin & z.infer<typeof BlogAuthorSchema>;
export type NewsView = EntryOrigin & z.infer<typeof NewsSchema>;
export type VideoView = EntryOrigin & z.infer<typeof VideoSchema>;
export type SuccessStoryView = EntryOrigin & z.infer<typeof SuccessStorySchema>;
export type ColorTrendView = EntryOrigin & z.infer<typeof ColorTrendSchema>;

export function reshapeBlogPost(entry: CmsEntry, asked?: LanguageType): BlogPostView {
  return { ...origin(entry, asked), ...expectType(entry, ['BLOG_POST']).content };
}
export function reshapeBlogAuthor(entry: CmsEntry, asked?: LanguageType): BlogAuthorView {
  return { ...origin(entry, asked), ...expectType(entry, ['BLOG_AUTHOR']).content };
}
export function reshapeNews(entry: CmsEntry, asked?: LanguageType): NewsView {
  return { ...origin(entry, asked), ...expectType(entry, ['NEWS']).content };
}
/** spec 001 §9: a video without a duration is shown as 4 minutes. */
export const DEFAULT_VIDEO_SECONDS = 240;
export function reshapeVideo(entry: CmsEntry, asked?: LanguageType): VideoView {
  const c = expectType(entry, ['VIDEO']).content;
  return { ...origin(entry, asked), ...c, videoDuration: c.videoDuration ?? DEFAULT_VIDEO_SECONDS };
}
export function reshapeSuccessStory(entry: CmsEntry, asked?: LanguageType): SuccessStoryView {
  return { ...origin(entry, asked), ...expectType(entry, ['SUCCESS_STORY']).content };
}
export function reshapeColorTrend(entry: CmsEntry, asked?: LanguageType): ColorTrendView {
  return { ...origin(entry, asked), ...expectType(entry, ['COLOR_TREND']).content };
}

/** Plain text of rich blocks (meta descriptions, reading time). */
export function richText(blocks: RichBlock[]): string {
  return blocks
    .map((b) => richBlockText(b))
    .join(' ')
    .trim();
}

// ─── SEO meta ────────────────────────────────────────────────────────────────────────────────────

export type SeoView = {
  title: string;
  description: string;
  ogTitle: string;
  ogDescription: string;
  imageUrl: string | null;
  metaType: MetaType;
  faqs: { question: string; answer: string }[];
  howTo: { totalTime: string; supply: string[]; tool: string[]; steps: SeoMeta['serpSteps'] } | null;
  video: { cover: string | null; link: string; durationSeconds: number } | null;
  isSoftwareSchema: boolean;
  socialUrls: SeoMeta['socialUrls'];
};

/** spec 001 §9: default HowTo duration one minute. */
export const DEFAULT_HOWTO_TOTAL_TIME = 'PT1M';

export function reshapeSeoMeta(payload: unknown): SeoView {
  const m = SeoMetaAnswer.parse(payload).data;
  return {
    title: m.title,
    description: m.description,
    ogTitle: m.ogTitle || m.title,
    ogDescription: m.ogDescription || m.description,
    imageUrl: m.imageUrl,
    metaType: metaTypeOf(m.metaType),
    // spec 001 §5: FAQ entries are kept only if both question and answer exist, sorted by order.
    faqs: m.serpFaqs
      .filter((f): f is { question: string; answer: string; order: number } => !!f.question && !!f.answer)
      .sort((x, y) => x.order - y.order)
      .map(({ question, answer }) => ({ question, answer })),
    howTo:
      m.enableHowTo && m.serpSteps.length > 0
        ? {
            totalTime: m.howToTotalTime || DEFAULT_HOWTO_TOTAL_TIME,
            supply: m.howToSupply,
            tool: m.howToTool,
            steps: m.serpSteps,
          }
        : null,
    video:
      m.enableVideo && m.videoLink
        ? {
            cover: m.videoCover,
            link: m.videoLink,
            durationSeconds: m.videoDuration ?? DEFAULT_VIDEO_SECONDS,
          }
        : null,
    isSoftwareSchema: m.isSoftwareSchema,
    socialUrls: m.socialUrls,
  };
}

// ─── Courses ─────────────────────────────────────────────────────────────────────────────────────

/** spec 001 §2.6 / §9: more than 6 speakers adds a bottom image. */
export const SPEAKERS_BOTTOM_IMAGE_THRESHOLD = 6;

export type CourseView = {
  id: number;
  key: string;
  name: string;
  title: string;
  description: string;
  isLatest: boolean;
  languageType: Course['languageType'];
  /** spec 001 §2.6: the event page or the archive page, by the course's pageType. */
  layout: 'event' | 'archive';
  tickets: EventTickets | null;
  meta: MetaCourses | null;
  related: { key: string; text: string }[];
  sessions: Session[];
  speakers: Speaker[];
  showSpeakersBottomImage: boolean;
};

function parseAttr<T>(raw: string | undefined, schema: z.ZodType<T>): T | null {
  if (!raw) return null;
  try {
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * A course with its sessions: attrs parsed from their JSON strings (a malformed attr is dropped, not
 * fatal), sessions sorted by start date (spec 001 §2.6 agenda), speakers in SPEAKER_ORDER then the rest.
 */
export function reshapeCourse(course: Course, sessions: Session[]): CourseView {
  const order = parseAttr(course.attrs.SPEAKER_ORDER, SpeakerOrderSchema) ?? [];
  const byId = new Map<number, Speaker>();
  const sorted = [...sessions].sort((a, b) => a.sessionStartDate.localeCompare(b.sessionStartDate));
  for (const s of sorted) for (const { speaker } of s.sessionSpeakers) byId.set(speaker.id, speaker);
  const rank = (id: number) => {
    const i = order.indexOf(id);
    return i === -1 ? order.length : i;
  };
  const speakers = [...byId.values()].sort((a, b) => rank(a.id) - rank(b.id));
  return {
    id: course.id,
    key: course.courseKey,
    name: course.courseName,
    title: course.courseTitle,
    description: course.courseDesc,
    isLatest: course.isLatest,
    languageType: course.languageType,
    layout: course.pageType === 'EVENT_PAGE' ? 'event' : 'archive',
    tickets: parseAttr(course.attrs.EVENT_TICKETS, EventTicketsSchema),
    meta: parseAttr(course.attrs.META_COURSES, MetaCoursesSchema),
    related: parseAttr(course.attrs.RELATED_COURSES, RelatedCoursesSchema) ?? [],
    sessions: sorted,
    speakers,
    showSpeakersBottomImage: speakers.length > SPEAKERS_BOTTOM_IMAGE_THRESHOLD,
  };
}
