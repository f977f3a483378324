import { BLOG_PAGES } from './registry-resources-blog';
import { FORUM_PAGES } from './registry-resources-forum';
import { MEDIA_PAGES } from './registry-resources-media';
import type { PageModule } from './types';

/** Page modules of the resources family (shared/route-table/resources.ts): page id → code-split module. */
export const RESOURCES_PAGES: Record<string, () => Promise<PageModule>> = {
  ...BLOG_PAGES,
  ...MEDIA_PAGES,
  ...FORUM_PAGES,
};
