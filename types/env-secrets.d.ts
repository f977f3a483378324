/**
 * The worker's secrets (worker/config.ts SECRET_FIELDS): set with `wrangler secret put`, locally in
 * .dev.vars (.dev.vars.example lists them). `wrangler types` cannot see them, so they are declared here.
 */
interface Env {
  /** The bot-protection provider's secret key (BOT_PROTECTION=recaptcha). */
  BOT_PROTECTION_SECRET?: string;
  /** Sent as X-Upstream-Secret on every call to SMB_ORIGIN when set. */
  SMB_UPSTREAM_SECRET?: string;
}
