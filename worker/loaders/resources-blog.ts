import type { Loader } from './types';

/** Loaders of the blog routes of shared/route-table/resources.ts, keyed by route id. */
export const BLOG_LOADERS: Record<string, Loader> = {};
