import type { Loader } from './types';

/** Loaders of the account routes (shared/route-table/account.ts), keyed by route id. */
export const ACCOUNT_LOADERS: Record<string, Loader> = {};
