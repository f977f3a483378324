import type { PageModule } from './types';

/**
 * Page id → code-split module. The worker renders with it, the browser hydrates and navigates with it.
 * Page folders never import each other; shared pieces live in client/components.
 */
export const PAGE_MODULES: Record<string, () => Promise<PageModule>> = {
  'business-home': () => import('./business-home/page'),
  'consumer-home': () => import('./consumer-home/page'),
  'not-found': () => import('./not-found/page'),
  'server-error': () => import('./server-error/page'),
};

/** Source path of a page module, the key of the client build manifest. */
export function pageSource(page: string): string {
  return `client/pages/${page}/page.tsx`;
}
