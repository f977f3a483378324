import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForgotPasswordData } from '../../../shared/account/pages';
import { href } from '../../../shared/routes';
import { useFormMessages, usePostedForm } from '../../app/form-state';
import { useSite } from '../../app/site-context';
import { SmbCallError, smbPost } from '../../app/smb';
import { AccountShell, FormAlert, SubmitButton, TextField } from '../../components/account/form';
import { isEmail } from '../../components/account/validate';
import type { PageProps } from '../types';

/** spec 000 §2 /business/user/forgot-password: the same answer whether or not the e-mail is registered. */
export default function ForgotPasswordPage({ data }: PageProps<ForgotPasswordData>) {
  const { t } = useTranslation('account');
  const { t: seo } = useTranslation('seo');
  const { lang } = useSite();
  const posted = usePostedForm();
  const messages = useFormMessages();
  const [email, setEmail] = useState(posted?.values.email ?? data?.email ?? '');
  const [error, setError] = useState(() => messages.text(posted?.errors.email));
  const [alert, setAlert] = useState(() => messages.text(posted?.alert));
  const [sent, setSent] = useState(posted?.done === true);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setAlert('');
    if (!isEmail(email)) {
      setError(t('errors.email'));
      return;
    }
    setError('');
    setBusy(true);
    try {
      await smbPost('account.forgotPassword', { email: email.trim() });
      setSent(true);
    } catch (err) {
      setAlert(
        err instanceof SmbCallError && err.status === 429 ? t('errors.rateLimited') : t('errors.generic'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountShell title={seo('forgot-password.heading')} lead={seo('forgot-password.description')}>
      {sent ? (
        <FormAlert tone="info">{t('forgot.sent', { email: email.trim() })}</FormAlert>
      ) : (
        <>
          <FormAlert>{alert}</FormAlert>
          <form className="account-form" method="post" onSubmit={submit} noValidate>
            <TextField
              name="email"
              type="email"
              label={t('fields.email')}
              value={email}
              onChange={setEmail}
              error={error}
              autoComplete="email"
              required
            />
            <div>
              <SubmitButton busy={busy} label={t('forgot.submit')} busyLabel={t('common.wait')} />
            </div>
          </form>
        </>
      )}
      <p className="account-links">
        <a href={href(lang, 'sign-in')}>{t('common.backToSignIn')}</a>
      </p>
    </AccountShell>
  );
}
