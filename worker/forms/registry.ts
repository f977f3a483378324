import { ACCOUNT_FORM_ACTIONS } from './account';
import { CONTACT_FORM_ACTIONS } from './contact';
import type { FormAction } from './types';

/**
 * Route id → the action of the page's form (decision 0190), one file per route family like the
 * loaders. A page missing here answers a native post with 405; its form must stay a GET (searches)
 * or post to a page listed here.
 */
export const FORM_ACTIONS: Record<string, FormAction> = {
  ...ACCOUNT_FORM_ACTIONS,
  ...CONTACT_FORM_ACTIONS,
};
