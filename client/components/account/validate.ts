/**
 * The browser's form checks (DEVELOPERS.md: small client JS — hand checks, not zod): the same bounds as
 * the call schemas in shared/smb/common.ts, which the origin enforces again.
 */
export type FieldErrors = Record<string, string>;

export { codeOk, isEmail, passwordOk, phoneOk, required, websiteOk } from '../../../shared/account/validate';

/** Maps an origin 400's `issues` (`{path, message}`) onto field names (the last path segment). */
export function issuesToErrors(body: unknown, message: string): FieldErrors {
  const out: FieldErrors = {};
  const issues = (body as { issues?: { path?: string }[] } | null)?.issues;
  if (Array.isArray(issues)) {
    for (const i of issues) {
      const name = String(i.path ?? '')
        .split('.')
        .pop();
      if (name) out[name] = message;
    }
  }
  return out;
}
