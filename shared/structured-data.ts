import type { SeoView } from './smb/content-reshape';

/**
 * schema.org structured data as JSON-LD objects (spec 001 §7 SEO, §9 constants). Pure builders: a
 * page renders them with `JsonLd` (client/components/blog/parts.tsx) inside a nonce'd script element.
 * URLs given here are absolute (search engines ignore relative ones).
 */

export type JsonLdObject = { '@context'?: 'https://schema.org'; '@type': string; [key: string]: unknown };

/** spec 001 §9: the founding year in structured data. */
export const FOUNDING_YEAR = '2015';

const CONTEXT = 'https://schema.org' as const;

/** The publishing organisation: the configured brand, founded 2015. */
export function organizationLd(brand: string, origin: string): JsonLdObject {
  return { '@type': 'Organization', name: brand, url: `${origin}/`, foundingDate: FOUNDING_YEAR };
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
  return {
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
    ...(p.image ? { image: p.image } : {}),
    author: {
      '@type': 'Person',
      name: p.author.name,
      url: p.author.url,
      ...(p.author.jobTitle ? { jobTitle: p.author.jobTitle } : {}),
    },
    publisher: organizationLd(p.brand, p.origin),
  };
}

/** Breadcrumbs from the outermost page inwards; positions start at 1. */
export function breadcrumbLd(items: readonly { name: string; url: string }[]): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * FAQPage from the SEO meta's FAQ entries, already filtered to those with both question and answer
 * and sorted by order (spec 001 §5, done once in reshapeSeoMeta). None left: no FAQPage at all.
 */
export function faqLd(faqs: SeoView['faqs']): JsonLdObject | null {
  if (faqs.length === 0) return null;
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}

/** HowTo when the SEO meta enables it (spec 001 §3.2); totalTime defaults to one minute (§9). */
export function howToLd(name: string, howTo: SeoView['howTo']): JsonLdObject | null {
  if (!howTo) return null;
  return {
    '@context': CONTEXT,
    '@type': 'HowTo',
    name,
    totalTime: howTo.totalTime,
    ...(howTo.supply.length > 0
      ? { supply: howTo.supply.map((s) => ({ '@type': 'HowToSupply', name: s })) }
      : {}),
    ...(howTo.tool.length > 0 ? { tool: howTo.tool.map((s) => ({ '@type': 'HowToTool', name: s })) } : {}),
    step: howTo.steps.map((s, i) => ({
      '@type': 'HowToStep',
      position: i + 1,
      name: s.name,
      text: s.text,
      ...(s.image ? { image: s.image } : {}),
    })),
  };
}

/** A person's profile page (blog author pages). */
export function personLd(p: {
  name: string;
  url: string;
  jobTitle: string;
  description: string;
}): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'ProfilePage',
    mainEntity: {
      '@type': 'Person',
      name: p.name,
      url: p.url,
      jobTitle: p.jobTitle,
      description: p.description,
    },
  };
}
