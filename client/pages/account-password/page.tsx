import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordData } from '../../../shared/account/pages';
import { WEAK_PASSWORD } from '../../../shared/account/weak-password';
import { href } from '../../../shared/routes';
import { useFormMessages, usePostedForm } from '../../app/form-state';
import { useSite } from '../../app/site-context';
import { SmbCallError, smbPost } from '../../app/smb';
import { AccountShell, FormAlert, SubmitButton, TextField } from '../../components/account/form';
import { codeOk, type FieldErrors, passwordOk } from '../../components/account/validate';
import type { PageProps } from '../types';

/**
 * spec 000 §2 /business/user/reset-password and /business/user/setup-password: a new password with the
 * mailed code. spec 000 §5: the loader checked the code's expiry first (with the passwordType); an
 * expired code says it expired, a used or unknown one that it no longer works, each with the way to a
 * new one (docs/architecture.md "Account codes").
 */
export default function PasswordPage({ data }: PageProps<PasswordData>) {
  const { t } = useTranslation('account');
  const { t: seo } = useTranslation('seo');
  const { lang } = useSite();
  const routeKey = data.passwordType === 'RESET' ? 'reset-password' : 'setup-password';
  const [code, setCode] = useState(data.code);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const posted = usePostedForm();
  const messages = useFormMessages();
  const [errors, setErrors] = useState<FieldErrors>(() => {
    const { code: _expired, ...rest } = messages.all(posted?.errors);
    return rest;
  });
  const [alert, setAlert] = useState(() => messages.text(posted?.alert));
  const [done, setDone] = useState(posted?.done === true);
  // Why the link no longer works: the loader's check, or a post without script that said so.
  const [problem, setProblem] = useState<PasswordData['codeProblem']>(() => {
    const postedKey = posted?.errors.code?.key;
    if (postedKey === 'account:password.linkExpired') return 'expired';
    if (postedKey === 'account:password.expired') return 'invalid';
    return data.code !== '' ? data.codeProblem : null;
  });
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const next: FieldErrors = {};
    if (!codeOk(code)) next.code = t('errors.code');
    if (!passwordOk(password)) next.password = t('errors.password');
    if (confirm !== password) next.confirm = t('errors.confirm');
    setErrors(next);
    setAlert('');
    if (Object.keys(next).length) return;
    setBusy(true);
    const path = data.passwordType === 'RESET' ? 'account.resetPassword' : 'account.setupPassword';
    try {
      await smbPost(path, { code: code.trim(), password });
      setDone(true);
    } catch (err) {
      const body = err instanceof SmbCallError ? err.body : null;
      if (body?.error === 'code_expired') setProblem('expired');
      else if (body?.error === 'invalid_code') setProblem('invalid');
      else if (body?.error === WEAK_PASSWORD) setErrors({ password: t('errors.weakPassword') });
      else
        setAlert(
          err instanceof SmbCallError && err.status === 429 ? t('errors.rateLimited') : t('errors.generic'),
        );
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <AccountShell title={seo(`${routeKey}.heading`)}>
        <FormAlert tone="info">{t('password.done')}</FormAlert>
        <a
          className="account-button"
          href={`${href(lang, 'sign-in')}${data.email ? `?${new URLSearchParams({ email: data.email })}` : ''}`}
        >
          {t('signIn.submit')}
        </a>
      </AccountShell>
    );
  }

  return (
    <AccountShell
      title={seo(`${routeKey}.heading`)}
      // With the code in the mailed link there is nothing to enter but the password (issue 41).
      lead={
        data.code
          ? data.email
            ? t('password.leadFor', { email: data.email })
            : t('password.lead')
          : seo(`${routeKey}.description`)
      }
    >
      {problem ? (
        <FormAlert>
          {t(problem === 'expired' ? 'password.linkExpired' : 'password.expired')}{' '}
          <a href={href(lang, 'forgot-password')}>{t('password.requestNew')}</a>
        </FormAlert>
      ) : null}
      <FormAlert>{alert}</FormAlert>
      <form className="account-form" method="post" onSubmit={submit} noValidate>
        {data.code ? (
          // The mailed link carried the code: it is not something to read or type (issue 27 item 12).
          <input type="hidden" name="code" value={code} />
        ) : (
          <TextField
            name="code"
            label={t('fields.code')}
            value={code}
            onChange={setCode}
            error={errors.code}
            autoComplete="one-time-code"
            required
          />
        )}
        {data.email ? (
          // Lets password managers save the new password under the right account.
          <input type="hidden" name="username" autoComplete="username" value={data.email} />
        ) : null}
        <TextField
          name="password"
          type="password"
          label={t('fields.newPassword')}
          hint={t('fields.passwordHint')}
          value={password}
          onChange={setPassword}
          error={errors.password}
          autoComplete="new-password"
          required
        />
        <TextField
          name="confirm"
          type="password"
          label={t('fields.confirmPassword')}
          value={confirm}
          onChange={setConfirm}
          error={errors.confirm}
          autoComplete="new-password"
          required
        />
        <div>
          <SubmitButton busy={busy} label={t('password.submit')} busyLabel={t('common.wait')} />
        </div>
      </form>
    </AccountShell>
  );
}
