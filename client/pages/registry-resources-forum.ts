import type { PageModule } from './types';

/** Page modules of the forum routes (shared/route-table/resources.ts): page id → code-split module. */
export const FORUM_PAGES: Record<string, () => Promise<PageModule>> = {};
