import { ACCOUNT_LOADERS } from './account';
import { CONSUMER_LOADERS } from './consumer';
import { CONTACT_LOADERS } from './contact';
import { CONTENT_LOADERS } from './content';
import { RESOURCES_LOADERS } from './resources';
import { SHOWCASE_LOADERS } from './showcase';
import { SHOWCASE_CATEGORY_LOADERS } from './showcase-category';
import type { Loader } from './types';

/** Route id → loader; one file per route family, like the route table. */
export const LOADERS: Record<string, Loader> = {
  ...CONTENT_LOADERS,
  ...CONSUMER_LOADERS,
  ...ACCOUNT_LOADERS,
  ...CONTACT_LOADERS,
  ...SHOWCASE_LOADERS,
  ...SHOWCASE_CATEGORY_LOADERS,
  ...RESOURCES_LOADERS,
};
