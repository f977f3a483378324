import { type ErrorStatus, errorBody, type SmbErrorCode } from '../../shared/smb/error-messages';

/** JSON error answers of the /smb-frontend layer (never HTML, never a stack trace). */
export function jsonError(
  status: ErrorStatus,
  error: SmbErrorCode,
  message?: string,
  headers?: HeadersInit,
): Response {
  const h = new Headers(headers);
  h.set('Content-Type', 'application/json; charset=utf-8');
  h.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(errorBody(status, error, message)), { status, headers: h });
}
