import type { PageModule } from './types';

/** Page modules of the media routes (shared/route-table/resources.ts): page id → code-split module. */
export const MEDIA_PAGES: Record<string, () => Promise<PageModule>> = {
  'news-list': () => import('./news-list/page'),
  'news-article': () => import('./news-article/page'),
  'trends-list': () => import('./trends-list/page'),
  'trends-report': () => import('./trends-report/page'),
  'trends-download': () => import('./trends-download/page'),
  'story-list': () => import('./story-list/page'),
  'story-detail': () => import('./story-detail/page'),
  'video-list': () => import('./video-list/page'),
  'video-detail': () => import('./video-detail/page'),
};
