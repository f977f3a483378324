/**
 * The account forms' field checks (hand checks, no zod: the browser imports them too, decision 0056),
 * shared by the hydrated pages and the worker's form actions (worker/forms): the same bounds as the
 * call schemas in shared/smb/common.ts, which the origin enforces again.
 */
export const isEmail = (v: string) => v.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim());
/** shared/smb/common.ts PasswordSchema: 8–128 characters. */
export const passwordOk = (v: string) => v.length >= 8 && v.length <= 128;
export const required = (v: string) => v.trim().length > 0;
/** shared/smb/common.ts CodeSchema. */
export const codeOk = (v: string) => /^[A-Za-z0-9_-]{6,100}$/.test(v.trim());
export const phoneOk = (v: string) => v.length <= 40 && /^[0-9+()\-.\s]*$/.test(v);
export const websiteOk = (v: string) => !v.trim() || /^(https?:\/\/)?[^\s/$.?#][^\s]*$/i.test(v.trim());
