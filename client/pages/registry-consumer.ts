import type { PageModule } from './types';

/** Page modules of the consumer pages (spec 001 §2.7): page id → code-split module. */
export const CONSUMER_PAGES: Record<string, () => Promise<PageModule>> = {
  'consumer-apps': () => import('./consumer-apps/page'),
  'consumer-app': () => import('./consumer-app/page'),
  'consumer-download': () => import('./consumer-download/page'),
  'consumer-feature': () => import('./consumer-feature/page'),
};
