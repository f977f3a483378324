import type { ConsumerPack } from '../types.ts';
import { APPS } from './apps.ts';
import { BLOG_POSTS, BLOG_TAGS } from './blog.ts';
import { CONSUMER_PAGES } from './consumer-pages.ts';
import { FEATURES } from './features.ts';
import { UI } from './ui.ts';

/**
 * The pt translations of the seed content: import each family file of this folder here
 * (see data/l10n/types.ts for the families and the shape of each).
 */
export const PACK: ConsumerPack = {
  ui: UI,
  features: FEATURES,
  apps: APPS,
  consumerPages: CONSUMER_PAGES,
  blogPosts: BLOG_POSTS,
  blogTags: BLOG_TAGS,
};
