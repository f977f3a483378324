import type { Loader } from './types';

/** Loaders of the content routes (shared/route-table/content.ts), keyed by route id. */
export const CONTENT_LOADERS: Record<string, Loader> = {};
