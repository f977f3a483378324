/** spec-rulings 14: the visitor's chosen language, set by the switcher, read by the worker for the bare root. */
export const LANG_COOKIE = 'site_lang';
/** One year, in seconds. */
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
