import type { Loader } from './types';

/** Loaders of the forum routes of shared/route-table/resources.ts, keyed by route id. */
export const FORUM_LOADERS: Record<string, Loader> = {};
