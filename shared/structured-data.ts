import type {
  BlogPosting,
  BreadcrumbList,
  Event,
  FAQPage,
  HowTo,
  NewsArticle,
  Organization,
  ProfilePage,
  SoftwareApplication,
  Thing,
  VideoObject,
  WebSite,
  WithContext,
} from 'schema-dts';
import { isoDuration, videoSeconds } from './media';
import { serializeJson } from './serialize';
import type { CourseView, SeoView } from './smb/content-reshape';

/**
 * schema.org structured data as JSON-LD (spec 001 §7 SEO, §9 constants), typed with schema-dts. Pure
 * builders: the head builder (shared/head.ts) collects a page's items and the document prints each in
 * a nonced `<script type="application/ld+json">` (decision 0171). URLs given here are absolute
 * (search engines ignore relative ones).
 */

/** One JSON-LD item as printed: a schema.org thing with its context. */
export type JsonLdObject = WithContext<Thing>;

/** spec 001 §9: the founding year in structured data. */
export const FOUNDING_YEAR = '2015';

/** Media addresses may be site paths (the seed's artwork, decision 0232): structured data wants absolute ones. */
function absolute(address: string, pageUrl: string): string {
  try {
    return new URL(address, pageUrl).href;
  } catch {
    return address;
  }
}

const CONTEXT = 'https://schema.org' as const;

/** JSON for a `<script type="application/ld+json">`: `<` (and `>`, `&`, U+2028/2029) escaped. */
export function jsonLdText(data: unknown): string {
  return serializeJson(data);
}

/** The publishing organisation: the configured brand, founded 2015 (nested: no context). */
export function organizationLd(brand: string, origin: string, sameAs: readonly string[] = []) {
  const org: Exclude<Organization, string> = {
    '@type': 'Organization',
    name: brand,
    url: `${origin}/`,
    logo: `${origin}/brand/logo.png`,
    foundingDate: FOUNDING_YEAR,
    ...(sameAs.length > 0 ? { sameAs: [...sameAs] } : {}),
  };
  return org;
}

/** The homes: the organisation with its social profiles (spec 001 §3.2 social URLs). */
export function organizationPageLd(brand: string, origin: string, sameAs: readonly string[]): JsonLdObject {
  return { '@context': CONTEXT, ...organizationLd(brand, origin, sameAs) } as WithContext<Organization>;
}

/** The homes: the site with a SearchAction to the site search (`{search_term_string}` in the query). */
export function websiteLd(p: {
  brand: string;
  origin: string;
  inLanguage: string;
  homeUrl: string;
  searchUrl: string;
}): JsonLdObject {
  const site: WithContext<WebSite> = {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: p.brand,
    url: p.homeUrl,
    inLanguage: p.inLanguage,
    publisher: { '@type': 'Organization', name: p.brand, url: `${p.origin}/` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${p.searchUrl}?q={search_term_string}` },
      // Google's documented shape; schema-dts types only the property-value form.
      'query-input': 'required name=search_term_string',
    } as never,
  };
  return site;
}

export type BlogPostingInput = {
  url: string;
  headline: string;
  description: string;
  /** ISO 8601 */
  datePublished: string;
  dateModified?: string;
  inLanguage: string;
  keywords: readonly string[];
  image?: string | null;
  author: { name: string; url: string; jobTitle?: string };
  brand: string;
  origin: string;
};

export function blogPostingLd(p: BlogPostingInput): JsonLdObject {
  const ld: WithContext<BlogPosting> = {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    mainEntityOfPage: { '@type': 'WebPage', '@id': p.url },
    url: p.url,
    headline: p.headline,
    description: p.description,
    datePublished: p.datePublished,
    dateModified: p.dateModified ?? p.datePublished,
    inLanguage: p.inLanguage,
    ...(p.keywords.length > 0 ? { keywords: p.keywords.join(', ') } : {}),
    ...(p.image ? { image: absolute(p.image, p.url) } : {}),
    author: {
      '@type': 'Person',
      name: p.author.name,
      url: p.author.url,
      ...(p.author.jobTitle ? { jobTitle: p.author.jobTitle } : {}),
    },
    publisher: organizationLd(p.brand, p.origin),
  };
  return ld;
}

/** Breadcrumbs from the outermost page inwards; positions start at 1. */
export function breadcrumbLd(items: readonly { name: string; url: string }[]): JsonLdObject {
  const ld: WithContext<BreadcrumbList> = {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
  return ld;
}

/**
 * FAQPage from the SEO meta's FAQ entries, already filtered to those with both question and answer
 * and sorted by order (spec 001 §5, done once in reshapeSeoMeta). None left: no FAQPage at all.
 */
export function faqLd(faqs: SeoView['faqs']): JsonLdObject | null {
  if (faqs.length === 0) return null;
  const ld: WithContext<FAQPage> = {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
  return ld;
}

/** HowTo when the SEO meta enables it (spec 001 §3.2); totalTime defaults to one minute (§9). */
export function howToLd(name: string, howTo: SeoView['howTo']): JsonLdObject | null {
  if (!howTo) return null;
  const ld: WithContext<HowTo> = {
    '@context': CONTEXT,
    '@type': 'HowTo',
    name,
    totalTime: howTo.totalTime,
    ...(howTo.supply.length > 0
      ? { supply: howTo.supply.map((s) => ({ '@type': 'HowToSupply' as const, name: s })) }
      : {}),
    ...(howTo.tool.length > 0
      ? { tool: howTo.tool.map((s) => ({ '@type': 'HowToTool' as const, name: s })) }
      : {}),
    step: howTo.steps.map((s, i) => ({
      '@type': 'HowToStep',
      position: i + 1,
      name: s.name,
      text: s.text,
      ...(s.image ? { image: s.image } : {}),
    })),
  };
  return ld;
}

/** A person's profile page (blog author pages). */
export function personLd(p: {
  name: string;
  url: string;
  jobTitle: string;
  description: string;
}): JsonLdObject {
  const ld: WithContext<ProfilePage> = {
    '@context': CONTEXT,
    '@type': 'ProfilePage',
    mainEntity: {
      '@type': 'Person',
      name: p.name,
      url: p.url,
      ...(p.jobTitle ? { jobTitle: p.jobTitle } : {}),
      ...(p.description ? { description: p.description } : {}),
    },
  };
  return ld;
}

export type VideoObjectInput = {
  title: string;
  description: string;
  url: string;
  contentUrl: string;
  thumbnailUrl: string | null;
  /** ISO 8601; absent for a video that only the SEO meta describes. */
  createdTime?: string | null;
  videoDuration: number | null | undefined;
  brand: string;
};

/** spec 001 §3.3, §9: VideoObject, default duration 4 minutes. */
export function videoObject(v: VideoObjectInput): JsonLdObject {
  const ld: WithContext<VideoObject> = {
    '@context': CONTEXT,
    '@type': 'VideoObject',
    name: v.title,
    description: v.description,
    ...(v.createdTime ? { uploadDate: v.createdTime } : {}),
    duration: isoDuration(videoSeconds(v.videoDuration)),
    contentUrl: v.contentUrl,
    url: v.url,
    ...(v.thumbnailUrl ? { thumbnailUrl: absolute(v.thumbnailUrl, v.url) } : {}),
    publisher: { '@type': 'Organization', name: v.brand },
  };
  return ld;
}

export type NewsArticleInput = {
  title: string;
  summary: string;
  url: string;
  publishedAt: string;
  imageUrl: string | null;
  inLanguage: string;
  brand: string;
};

export function newsArticle(n: NewsArticleInput): JsonLdObject {
  const org = { '@type': 'Organization', name: n.brand } as const;
  const ld: WithContext<NewsArticle> = {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: n.title.slice(0, 110),
    description: n.summary,
    datePublished: n.publishedAt,
    inLanguage: n.inLanguage,
    mainEntityOfPage: n.url,
    ...(n.imageUrl ? { image: [absolute(n.imageUrl, n.url)] } : {}),
    author: org,
    publisher: org,
  };
  return ld;
}

/** spec 001 §2.6: a forum event page. */
export function eventLd(course: CourseView, pageUrl: string, brand: string): JsonLdObject {
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
  const performers = new Map<number, string>();
  for (const s of sessions)
    for (const { speaker } of s.sessionSpeakers) performers.set(speaker.id, speaker.speakerName);
  const ld: WithContext<Event> = {
    '@context': CONTEXT,
    '@type': 'Event',
    name: course.name,
    ...(course.description ? { description: course.description } : {}),
    url: pageUrl,
    eventAttendanceMode: mode,
    eventStatus: 'https://schema.org/EventScheduled',
    organizer: { '@type': 'Organization', name: brand },
    ...(first ? { startDate: first.sessionStartDate } : {}),
    ...(last ? { endDate: last.sessionEndDate } : {}),
    ...(course.meta?.courseLocation
      ? { location: { '@type': 'Place', name: course.meta.courseLocation } }
      : online
        ? { location: { '@type': 'VirtualLocation', url: pageUrl } }
        : {}),
    ...(course.meta?.desktopBanner ? { image: [new URL(course.meta.desktopBanner, pageUrl).href] } : {}),
    ...(performers.size
      ? { performer: [...performers.values()].map((name) => ({ '@type': 'Person' as const, name })) }
      : {}),
  };
  return ld;
}

/** JSON text of a forum event page's Event (kept for its callers). */
export function eventJsonLd(course: CourseView, pageUrl: string, brand: string): string {
  return jsonLdText(eventLd(course, pageUrl, brand));
}

/**
 * SoftwareApplication (consumer app pages, and pages whose SEO meta sets isSoftwareSchema): free to
 * install (an Offer of 0), on the platforms given.
 */
export function softwareApplicationLd(p: {
  name: string;
  description: string;
  url: string;
  operatingSystem: string;
  category: 'MultimediaApplication' | 'BusinessApplication' | 'PhotographyApplication';
  image?: string | null;
  brand: string;
}): JsonLdObject {
  const ld: WithContext<SoftwareApplication> = {
    '@context': CONTEXT,
    '@type': 'SoftwareApplication',
    name: p.name,
    description: p.description,
    url: p.url,
    operatingSystem: p.operatingSystem,
    applicationCategory: p.category,
    ...(p.image ? { image: absolute(p.image, p.url) } : {}),
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
    publisher: { '@type': 'Organization', name: p.brand },
  };
  return ld;
}
