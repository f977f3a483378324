import { iso, now } from './clock';

/**
 * Every e-mail the origin would send lands in the outbox table (docs/architecture.md "Embedded origin"), readable at /dev/outbox on a
 * local machine, so a person can finish every flow without a mail server. Mails are English only: the
 * vendor's mailer owns translated templates (decision 0034).
 */
export type Mail = { to: string; kind: string; subject: string; body: string };

export function queueMail(db: D1Database, mail: Mail): D1PreparedStatement {
  return db
    .prepare('INSERT INTO outbox (to_email, kind, subject, body, created_at) VALUES (?, ?, ?, ?, ?)')
    .bind(mail.to, mail.kind, mail.subject, mail.body, iso(now()));
}

export const mails = {
  verifyEmail: (brand: string, to: string, code: string, link: string): Mail => ({
    to,
    kind: 'VERIFY_EMAIL',
    subject: `${brand}: your verification code`,
    body: `Your ${brand} verification code is ${code}. It expires in 30 minutes.\n\nEnter it at ${link}`,
  }),
  setupPassword: (brand: string, to: string, link: string): Mail => ({
    to,
    kind: 'SETUP_PASSWORD',
    subject: `${brand}: set your password`,
    body: `Welcome to ${brand}. Set the password of your business account here (valid for 7 days):\n\n${link}`,
  }),
  resetPassword: (brand: string, to: string, link: string): Mail => ({
    to,
    kind: 'RESET_PASSWORD',
    subject: `${brand}: reset your password`,
    body: `Someone asked to reset the password of your ${brand} account. If it was you, continue here (valid for 1 hour):\n\n${link}\n\nIf not, ignore this message.`,
  }),
  trialSubmitted: (brand: string, to: string, solution: string): Mail => ({
    to,
    kind: 'TRIAL_SUBMITTED',
    subject: `${brand}: your free trial request`,
    body: `Thank you for your interest in ${brand} ${solution}. Our team reviews your free-trial request and writes back soon.`,
  }),
  /** `promise`: the contact pages' reply promise, the same translation (shared/contact/promise.ts). */
  supportReceived: (brand: string, to: string, supportId: string, promise: string): Mail => ({
    to,
    kind: 'SUPPORT_RECEIVED',
    subject: `${brand}: we received your request`,
    body: `Thank you for contacting ${brand}. Your request number is ${supportId}. ${promise}`,
  }),
};
