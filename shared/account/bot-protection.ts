/**
 * Bot protection on sign-in (spec 000 §7: a token with the action sign_in). The provider answers a
 * verification as `{success, action, challenge_ts, hostname, error-codes}`; the local stand-in
 * (decision 0051) is issued by the server (LOCAL_BOT_TOKEN_PATH: signed, short-lived, single use, bound
 * to its action — issue 29) and the embedded origin verifies it into the same answer shape, so the
 * server path is the same with or without the provider.
 */
export const SIGN_IN_ACTION = 'sign_in';
/** The actions a token may be asked for. */
export const BOT_ACTIONS = [SIGN_IN_ACTION] as const;
export type BotAction = (typeof BOT_ACTIONS)[number];
/** A token older than this is refused (the provider's tokens live two minutes too). */
export const BOT_TOKEN_MAX_AGE_MS = 2 * 60_000;
/** Where the browser asks the server for a local token: POST `{action}` → `{token}`. */
export const LOCAL_BOT_TOKEN_PATH = '/bot-check/token';

export type BotProtectionClient = { provider: 'local' | 'recaptcha'; siteKey: string };

export type BotVerification = {
  success: boolean;
  action?: string;
  challenge_ts?: string;
  hostname?: string;
  'error-codes'?: string[];
};
