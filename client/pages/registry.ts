import { ACCOUNT_PAGES } from './registry-account';
import { CONSUMER_PAGES } from './registry-consumer';
import { CONTACT_PAGES } from './registry-contact';
import { CONTENT_PAGES } from './registry-content';
import { RESOURCES_PAGES } from './registry-resources';
import { SHOWCASE_PAGES } from './registry-showcase';
import type { PageModule } from './types';

/**
 * Page id → code-split module. The worker renders with it, the browser hydrates and navigates with it.
 * Page folders never import each other; shared pieces live in client/components. One registry file per
 * route family, like the route table.
 */
export const PAGE_MODULES: Record<string, () => Promise<PageModule>> = {
  'business-home': () => import('./business-home/page'),
  'consumer-home': () => import('./consumer-home/page'),
  basic: () => import('./basic/page'),
  'not-found': () => import('./not-found/page'),
  'server-error': () => import('./server-error/page'),
  ...CONTENT_PAGES,
  ...CONSUMER_PAGES,
  ...ACCOUNT_PAGES,
  ...CONTACT_PAGES,
  ...SHOWCASE_PAGES,
  ...RESOURCES_PAGES,
};

/** Source path of a page module, the key of the client build manifest. */
export function pageSource(page: string): string {
  return `client/pages/${page}/page.tsx`;
}
