import type { PageModule } from './types';

/** Page modules of the content family (shared/route-table/content.ts): page id → code-split module. */
export const CONTENT_PAGES: Record<string, () => Promise<PageModule>> = {
  'cms-page': () => import('./cms-page/page'),
  catalog: () => import('./catalog/page'),
  faq: () => import('./faq/page'),
  menus: () => import('./menus/page'),
  'online-service': () => import('./online-service/page'),
  plan: () => import('./plan/page'),
  'site-search': () => import('./site-search/page'),
};
