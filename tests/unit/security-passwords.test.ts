import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_TEXT, isCommonPassword } from '../../shared/account/common-passwords';
import { WEAK_PASSWORD_MESSAGE } from '../../shared/account/weak-password';
import { PasswordSchema } from '../../shared/smb/common';

/** ASVS 5.0 6.2.4: new passwords are checked against a bundled list of common ones (decision 0216). */
describe('common passwords', () => {
  it('the bundled list is small and holds the usual suspects', () => {
    const entries = COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean);
    expect(entries.length).toBeGreaterThan(2_500);
    expect(COMMON_PASSWORDS_TEXT.length).toBeLessThan(32 * 1024);
    expect(entries.every((p) => p.length >= 8 && p === p.toLowerCase())).toBe(true);
  });

  it('is checked case-insensitively', () => {
    for (const p of ['password', '12345678', 'PASSWORD', 'PassWord1', 'iloveyou', 'Sunshine', 'qwertyuiop']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    for (const p of ['lumora-demo-2026', 'correct horse battery', 'a brand new secret']) {
      expect(isCommonPassword(p), p).toBe(false);
    }
  });

  it('PasswordSchema refuses them with the weak-password message', () => {
    const r = PasswordSchema.safeParse('Password1');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(WEAK_PASSWORD_MESSAGE);
    expect(PasswordSchema.safeParse('short').error?.issues[0]?.message).toBe('at least 8 characters');
    expect(PasswordSchema.safeParse('correct horse battery').success).toBe(true);
  });
});
