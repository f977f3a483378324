import type { PageModule } from './types';

/** Page modules of the resources family (shared/route-table/resources.ts): page id → code-split module. */
export const RESOURCES_PAGES: Record<string, () => Promise<PageModule>> = {};
