import type { PageModule } from './types';

/** Page modules of the contact family (shared/route-table/contact.ts): page id → code-split module. */
export const CONTACT_PAGES: Record<string, () => Promise<PageModule>> = {};
