/**
 * Every error code an /smb-frontend answer can carry, with the English message its body holds when
 * the handler gives none (spec 000 §7/§8: the password, code-expiry and switch-account calls reject with
 * {status, statusText, message: body}; issue 42 §5). Pages show their own translated text by code; the
 * message is for API callers and logs. A new code needs its message here (the type says so).
 */
export const ERROR_MESSAGES = {
  already_verified: 'This e-mail address is already verified.',
  bad_request: 'The request is not valid.',
  bot_check_failed: 'The bot check failed; reload the page and try again.',
  business_name_exists: 'A business with this name already exists.',
  challenge_required: 'Complete the bot check.',
  code_expired: 'This code has expired; ask for a new one.',
  cross_origin_request: 'Requests must come from this site.',
  email_exists: 'An account with this e-mail address already exists.',
  file_too_large: 'A file is too large.',
  internal_error: 'Something went wrong on our side.',
  invalid_code: 'This code is not valid or has already been used.',
  invalid_credentials: 'The e-mail or password is not correct.',
  invalid_token: 'The token is not valid.',
  malformed_json: 'The body is not valid JSON.',
  malformed_multipart: 'The form upload is not well formed.',
  method_not_allowed: 'This method is not allowed here.',
  no_active_subscription: 'There is no active subscription for this account.',
  no_customer: 'This account has no business yet.',
  not_a_member: 'This account does not belong to that customer.',
  not_found: 'Not found.',
  origin_invalid_answer: 'The service answered with something unexpected.',
  origin_timeout: 'The service took too long to answer.',
  origin_unavailable: 'The service is unavailable.',
  partner_exists: 'This account is already a partner.',
  payload_too_large: 'The request is too large.',
  signed_in: 'Sign out first.',
  subscription_exists: 'This account already has a subscription.',
  too_many_files: 'Too many files.',
  too_many_requests: 'Too many requests; try again later.',
  trial_exists: 'A free trial already exists for this account.',
  unauthenticated: 'Sign in first.',
  unavailable: 'The content service is unavailable.',
  unsupported_file_type: 'This file type is not accepted.',
  unsupported_media_type: 'This content type is not accepted.',
  upstream_error: 'The service failed.',
  upstream_redirect_refused: 'The service tried to redirect elsewhere.',
  weak_password: 'This password appears in lists of leaked passwords; choose another.',
} as const;
export type SmbErrorCode = keyof typeof ERROR_MESSAGES;

/**
 * The reason phrase of each status an /smb-frontend rejection uses (RFC 9110 §15). HTTP/2 sends no
 * reason phrase, so the body carries it for the rejection's `statusText` (docs/architecture.md
 * "Account codes").
 */
export const STATUS_TEXTS = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  426: 'Upgrade Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
} as const;
export type ErrorStatus = keyof typeof STATUS_TEXTS;

/**
 * The JSON body of an error answer: the spec's rejection (status, statusText, message; spec 000 §8)
 * beside the code that pages choose their translated text by, then any extras.
 */
export function errorBody<E extends object>(
  status: ErrorStatus,
  error: SmbErrorCode,
  message?: string,
  extra?: E,
): { status: ErrorStatus; statusText: string; error: SmbErrorCode; message: string } & E {
  return {
    status,
    statusText: STATUS_TEXTS[status],
    error,
    message: message ?? ERROR_MESSAGES[error],
    ...(extra ?? ({} as E)),
  };
}
