import type { PageModule } from './types';

/** Page modules of the account family (shared/route-table/account.ts): page id → code-split module. */
export const ACCOUNT_PAGES: Record<string, () => Promise<PageModule>> = {};
