import type { Loader } from './types';

/** Loaders of the consumer routes of shared/route-table/content.ts (spec 001 §2.7), keyed by route id. */
export const CONSUMER_LOADERS: Record<string, Loader> = {};
