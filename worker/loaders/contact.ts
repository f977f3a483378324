import type { Loader } from './types';

/** Loaders of the contact routes (shared/route-table/contact.ts), keyed by route id. */
export const CONTACT_LOADERS: Record<string, Loader> = {};
