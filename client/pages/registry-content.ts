import type { PageModule } from './types';

/** Page modules of the content family (shared/route-table/content.ts): page id → code-split module. */
export const CONTENT_PAGES: Record<string, () => Promise<PageModule>> = {};
