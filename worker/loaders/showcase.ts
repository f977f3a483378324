import type { Loader } from './types';

/** Loaders of the showcase routes (shared/route-table/showcase.ts), keyed by route id. */
export const SHOWCASE_LOADERS: Record<string, Loader> = {};
