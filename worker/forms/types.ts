import type { FormMessage, FormState } from '../../shared/forms';
import type { LoaderArgs } from '../loaders/types';

/** What a form action gets: the page's loader arguments, the posted values, the loader's page data. */
export type FormActionArgs = LoaderArgs & {
  /** Text values of the post (files stay in `form`). */
  values: Record<string, string>;
  form: FormData;
  /** The page's own loader data for this address (e.g. the sign-in page's allowlisted `next`). */
  pageData: () => Promise<unknown>;
};

export type FormResult =
  /** post/redirect/get: 303 to the next page, with the cookies the call set (a session). */
  | { kind: 'redirect'; location: string; cookies?: string[] }
  /** The page again, with the values kept and the messages inline. */
  | { kind: 'page'; status: number; state: Omit<FormState, 'id'> };

export type FormAction = (args: FormActionArgs) => Promise<FormResult>;

export type FormErrors = Record<string, FormMessage>;
