import type { PageModule } from './types';

/** Page modules of the showcase family (shared/route-table/showcase.ts): page id → code-split module. */
export const SHOWCASE_PAGES: Record<string, () => Promise<PageModule>> = {
  'showcase-store': () => import('./showcase-store/page'),
  'showcase-analysis': () => import('./showcase-analysis/page'),
  'showcase-tutorial': () => import('./showcase-tutorial/page'),
  'showcase-personality': () => import('./showcase-personality/page'),
  'showcase-category': () => import('./showcase-category/page'),
};
