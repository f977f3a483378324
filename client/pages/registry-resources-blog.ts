import type { PageModule } from './types';

/** Page modules of the blog routes (shared/route-table/resources.ts): page id → code-split module. */
export const BLOG_PAGES: Record<string, () => Promise<PageModule>> = {};
