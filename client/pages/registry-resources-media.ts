import type { PageModule } from './types';

/** Page modules of the media routes (shared/route-table/resources.ts): page id → code-split module. */
export const MEDIA_PAGES: Record<string, () => Promise<PageModule>> = {};
