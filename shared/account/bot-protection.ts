/**
 * Bot protection on sign-in (spec 000 §7: a token with the action sign_in). The provider answers a
 * verification as `{success, action, challenge_ts, hostname, error-codes}`; the local stand-in
 * (decision 0051) issues `local.<action>.<issued ms>.<random>` in the browser and the embedded origin
 * verifies it into the same answer shape, so the server path is the same with or without the provider.
 */
export const SIGN_IN_ACTION = 'sign_in';
/** A token older than this is refused (the provider's tokens live two minutes too). */
export const BOT_TOKEN_MAX_AGE_MS = 2 * 60_000;

export type BotProtectionClient = { provider: 'local' | 'recaptcha'; siteKey: string };

export type BotVerification = {
  success: boolean;
  action?: string;
  challenge_ts?: string;
  hostname?: string;
  'error-codes'?: string[];
};

const LOCAL_TOKEN = /^local\.([a-z_]{1,40})\.(\d{13})\.([A-Za-z0-9]{16,64})$/;

export function localBotToken(action: string, nowMs: number, random: string): string {
  return `local.${action}.${nowMs}.${random}`;
}

/** The local verifier: the provider's answer for a local token. */
export function verifyLocalBotToken(token: string, nowMs: number, hostname: string): BotVerification {
  const m = LOCAL_TOKEN.exec(token);
  if (!m) return { success: false, 'error-codes': ['invalid-input-response'] };
  const issued = Number(m[2]);
  if (issued > nowMs + 5_000 || nowMs - issued > BOT_TOKEN_MAX_AGE_MS) {
    return { success: false, 'error-codes': ['timeout-or-duplicate'] };
  }
  return { success: true, action: m[1], challenge_ts: new Date(issued).toISOString(), hostname };
}
