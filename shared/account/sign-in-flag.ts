/**
 * spec 000 §4 "Sign-in attempt flag": set by the browser on sign-in, trial creation, subscription
 * creation and partner creation; the browser's own auth check runs only when it is set (or in the
 * provider's app). A plain cookie (not HttpOnly: the browser reads and writes it) holding no secret —
 * the server never trusts it, it trusts its session. Sign-out clears it (browser and server).
 */
export const SIGN_IN_FLAG_COOKIE = 'smb_signin';
/** Lives as long as the longest session (decision 0032: 30 days absolute). */
export const SIGN_IN_FLAG_MAX_AGE = 30 * 24 * 60 * 60;

/** spec 000 §4 "Subscription creation": the payment type is stored in a cookie. */
export const PAYMENT_TYPE_COOKIE = 'smb_payment_type';
