import {
  type BotVerification,
  SIGN_IN_ACTION,
  verifyLocalBotToken,
} from '../../shared/account/bot-protection';
import { accountConfig } from '../account-config';
import { errorFields, log } from '../log';
import { nowMs } from './clock';
import type { OriginContext } from './respond';

/** The provider's verification endpoint (reCAPTCHA v3 shape). */
const RECAPTCHA_VERIFY = 'https://www.google.com/recaptcha/api/siteverify';
/** The provider's scores run 0…1; below this the request looks automated. */
const MIN_SCORE = 0.5;
/** An account under attack (decision 0210) asks for a clearly human score. */
export const CHALLENGE_MIN_SCORE = 0.7;

/**
 * Verifies the sign-in's bot-protection token (decision 0051). Provider `local` (the default): the
 * local verifier; a missing token is tolerated there (API clients and worker tests), a present one must
 * verify. Provider `recaptcha`: required, checked with the provider over the network.
 */
export async function verifyBotToken(
  c: OriginContext,
  token: string | undefined,
  action = SIGN_IN_ACTION,
  minScore = MIN_SCORE,
): Promise<boolean> {
  const config = accountConfig(c.env);
  const hostname = new URL(c.req.url).hostname;
  let answer: BotVerification & { score?: number };
  if (config.BOT_PROTECTION === 'local') {
    if (!token) return true;
    answer = verifyLocalBotToken(token, nowMs(), hostname);
  } else {
    if (!token) return false;
    try {
      const res = await fetch(RECAPTCHA_VERIFY, {
        method: 'POST',
        body: new URLSearchParams({ secret: config.BOT_PROTECTION_SECRET, response: token }),
        signal: AbortSignal.timeout(5_000),
      });
      answer = (await res.json()) as BotVerification & { score?: number };
    } catch (err) {
      log('error', 'bot_protection_verify_failed', errorFields(err));
      return false;
    }
    if (typeof answer.score === 'number' && answer.score < minScore) return false;
  }
  return answer.success === true && answer.action === action;
}
