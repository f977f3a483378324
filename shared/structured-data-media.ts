import { isoDuration, videoSeconds } from './media';

/**
 * schema.org structured data of the media pages: VideoObject for a video (spec 001 §3.3, §9: default
 * duration 4 minutes) and NewsArticle for a news item. Pages print it with JSON-LD (a nonced script).
 */

/** Media addresses may be site paths (the seed's artwork, decision 0232): structured data wants absolute ones. */
function absolute(address: string, pageUrl: string): string {
  try {
    return new URL(address, pageUrl).href;
  } catch {
    return address;
  }
}

export type VideoObjectInput = {
  title: string;
  description: string;
  url: string;
  contentUrl: string;
  thumbnailUrl: string | null;
  createdTime: string;
  videoDuration: number | null | undefined;
  brand: string;
};

export function videoObject(v: VideoObjectInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: v.title,
    description: v.description,
    uploadDate: v.createdTime,
    duration: isoDuration(videoSeconds(v.videoDuration)),
    contentUrl: v.contentUrl,
    url: v.url,
    ...(v.thumbnailUrl ? { thumbnailUrl: absolute(v.thumbnailUrl, v.url) } : {}),
    publisher: { '@type': 'Organization', name: v.brand },
  };
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

export function newsArticle(n: NewsArticleInput): Record<string, unknown> {
  const org = { '@type': 'Organization', name: n.brand };
  return {
    '@context': 'https://schema.org',
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
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
