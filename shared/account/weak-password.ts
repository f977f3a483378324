/**
 * The answer code of a refused common password (decision 0216): the origin's 400 carries
 * `error: WEAK_PASSWORD` and an issue on `password`; the pages show `errors.weakPassword` inline.
 * Zod-free and list-free so the browser can import it without the list.
 */
export const WEAK_PASSWORD = 'weak_password';
/** The schema issue's message (the origin maps it onto WEAK_PASSWORD). */
export const WEAK_PASSWORD_MESSAGE = 'too common: it appears in lists of leaked passwords';
