import { BLOG_LOADERS } from './resources-blog';
import { FORUM_LOADERS } from './resources-forum';
import { MEDIA_LOADERS } from './resources-media';
import type { Loader } from './types';

/**
 * Loaders of the resources routes (shared/route-table/resources.ts), keyed by route id: the blog
 * (spec 001 §2.5), news, colour trends, success stories and videos (§2.4), forums and events (§2.6).
 */
export const RESOURCES_LOADERS: Record<string, Loader> = {
  ...BLOG_LOADERS,
  ...MEDIA_LOADERS,
  ...FORUM_LOADERS,
};
