import type { Loader } from './types';

/** Loaders of the resources routes (shared/route-table/resources.ts), keyed by route id. */
export const RESOURCES_LOADERS: Record<string, Loader> = {};
