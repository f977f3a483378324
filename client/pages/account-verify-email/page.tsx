import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerifyEmailData } from '../../../shared/account/pages';
import { href } from '../../../shared/routes';
import { finishCheckout } from '../../app/checkout-kept';
import { useFormMessages, usePostedForm } from '../../app/form-state';
import { useSite } from '../../app/site-context';
import { SmbCallError, smbPost } from '../../app/smb';
import { AccountShell, FormAlert, SubmitButton, TextField } from '../../components/account/form';
import { codeOk } from '../../components/account/validate';
import type { PageProps } from '../types';

/** spec 000 §2 /business/user/verify-email: the 6-digit code mailed after sign-up (needs the session). */
export default function VerifyEmailPage({ data }: PageProps<VerifyEmailData>) {
  const { t } = useTranslation('account');
  const { t: seo } = useTranslation('seo');
  const { lang, pathname } = useSite();
  const posted = usePostedForm();
  const messages = useFormMessages();
  const [code, setCode] = useState('');
  const [error, setError] = useState(() => messages.text(posted?.errors.code));
  const [alert, setAlert] = useState<'' | 'signedOut' | 'generic' | 'rateLimited'>(() => {
    const key = posted?.alert?.key;
    if (!key) return '';
    return key.endsWith('signedOut') ? 'signedOut' : key.includes('rateLimited') ? 'rateLimited' : 'generic';
  });
  const [done, setDone] = useState(posted?.done === true);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState(() => messages.text(posted?.notice));
  const [sending, setSending] = useState(false);
  // spec 000 §3: the page the sign-up sends to is its checkout's next step: it reads the kept client
  // secret and customer id back (reporting a purchase the provider finished later) and forgets them.
  useEffect(() => {
    finishCheckout();
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setAlert('');
    if (!codeOk(code)) {
      setError(t('errors.code'));
      return;
    }
    setError('');
    setBusy(true);
    try {
      await smbPost('account.verifyEmail', { code: code.trim() });
      setDone(true);
    } catch (err) {
      const status = err instanceof SmbCallError ? err.status : 0;
      const expired = err instanceof SmbCallError && err.body?.error === 'code_expired';
      if (status === 400) setError(t(expired ? 'verify.expired' : 'verify.invalid'));
      else setAlert(status === 401 ? 'signedOut' : status === 429 ? 'rateLimited' : 'generic');
    } finally {
      setBusy(false);
    }
  }

  /** "Send a new code" (issue 41, decision 0343): the earlier code stops working; 409 = already verified. */
  async function resend(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    setAlert('');
    setNotice('');
    setSending(true);
    try {
      await smbPost('account.resendVerifyEmail', {});
      setNotice(t('verify.resent'));
      setCode('');
      setError('');
    } catch (err) {
      const status = err instanceof SmbCallError ? err.status : 0;
      if (status === 409) setDone(true);
      else setAlert(status === 401 ? 'signedOut' : status === 429 ? 'rateLimited' : 'generic');
    } finally {
      setSending(false);
    }
  }

  if (done) {
    return (
      <AccountShell title={seo('verify-email.heading')}>
        <FormAlert tone="info">{t('verify.done')}</FormAlert>
        <p className="account-links">
          <a className="account-button" href={href(lang, 'user-home')}>
            {t('verify.toServices')}
          </a>
        </p>
      </AccountShell>
    );
  }

  return (
    <AccountShell
      title={seo('verify-email.heading')}
      lead={data?.email ? t('verify.sentTo', { email: data.email }) : seo('verify-email.description')}
    >
      {alert === 'signedOut' ? (
        <FormAlert>
          {t('verify.signedOut')}{' '}
          <a href={`${href(lang, 'sign-in')}?next=${encodeURIComponent(pathname)}`}>{t('signIn.submit')}</a>
        </FormAlert>
      ) : (
        <FormAlert>
          {alert === 'generic' ? t('errors.generic') : alert === 'rateLimited' ? t('errors.rateLimited') : ''}
        </FormAlert>
      )}
      <form className="account-form" method="post" onSubmit={submit} noValidate>
        <TextField
          name="code"
          label={t('fields.code')}
          value={code}
          onChange={setCode}
          error={error}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
        />
        <div>
          <SubmitButton busy={busy} label={t('verify.submit')} busyLabel={t('common.wait')} />
        </div>
      </form>
      <FormAlert tone="info">{notice}</FormAlert>
      <form className="account-resend" method="post" onSubmit={resend}>
        <input type="hidden" name="intent" value="resend" />
        <p>
          {t('verify.noCode')}{' '}
          <button type="submit" className="account-link-button" disabled={sending}>
            {sending ? t('common.wait') : t('verify.resend')}
          </button>
        </p>
      </form>
    </AccountShell>
  );
}
