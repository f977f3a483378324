import { z } from 'zod';
import { CodeSchema, EmailSchema, PasswordSchema } from './common';

/** Contracts of the /account calls (spec 000 §7): e-mail verification and password codes. */

/** POST `account.verifyEmail` — the code mailed after sign-up; needs the account's session. */
export const VerifyEmailRequest = z.strictObject({ code: CodeSchema });

/**
 * POST `account.resendVerifyEmail` — a new verification code for the signed-in account (issue 41; not
 * in spec 000, decision 0343): an empty object.
 */
export const ResendVerifyEmailRequest = z.strictObject({});

/** POST `account.forgotPassword` — always the same answer, whether the e-mail is known or not. */
export const ForgotPasswordRequest = z.strictObject({ email: EmailSchema });

/** POST `account.resetPassword` and `account.setupPassword` */
export const PasswordCodeRequest = z.strictObject({ code: CodeSchema, password: PasswordSchema });

export const PASSWORD_TYPES = ['RESET', 'SETUP'] as const;
export const PasswordTypeSchema = z.enum(PASSWORD_TYPES);
export type PasswordType = z.infer<typeof PasswordTypeSchema>;

/** POST `account.checkPasswordCodeExpire` (spec 000 §5: a code and a passwordType). */
export const CheckPasswordCodeRequest = z.strictObject({
  code: CodeSchema,
  passwordType: PasswordTypeSchema,
});
export const CheckPasswordCodeAnswer = z.object({
  isExpired: z.boolean(),
  expireTime: z.string().nullable(),
});
export type CheckPasswordCodeAnswer = z.infer<typeof CheckPasswordCodeAnswer>;

/** Answers of the account calls that carry no data. */
export const AccountStatusAnswer = z.object({ status: z.literal('success') });
