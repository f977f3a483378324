import type { PageModule } from './types';

/** Page modules of the forum routes (shared/route-table/resources.ts): page id → code-split module. */
export const FORUM_PAGES: Record<string, () => Promise<PageModule>> = {
  'forum-event': () => import('./forum-event/page'),
  'forum-archive': () => import('./forum-archive/page'),
  'forum-session': () => import('./forum-session/page'),
  'forum-education': () => import('./forum-education/page'),
};
