import type { Loader } from './types';

/** Loaders of the media routes of shared/route-table/resources.ts, keyed by route id. */
export const MEDIA_LOADERS: Record<string, Loader> = {};
