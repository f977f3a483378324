/**
 * The browser's form checks (DEVELOPERS.md: small client JS — hand checks, not zod): the same bounds as
 * the call schemas in shared/smb/common.ts, which the origin enforces again.
 */
export type FieldErrors = Record<string, string>;

export const isEmail = (v: string) => v.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim());
/** shared/smb/common.ts PasswordSchema: 8–128 characters. */
export const passwordOk = (v: string) => v.length >= 8 && v.length <= 128;
export const required = (v: string) => v.trim().length > 0;
/** shared/smb/common.ts CodeSchema. */
export const codeOk = (v: string) => /^[A-Za-z0-9_-]{6,100}$/.test(v.trim());
export const phoneOk = (v: string) => v.length <= 40 && /^[0-9+()\-.\s]*$/.test(v);
export const websiteOk = (v: string) => !v.trim() || /^(https?:\/\/)?[^\s/$.?#][^\s]*$/i.test(v.trim());

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
