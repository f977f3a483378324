import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_ACTION } from '../../../shared/account/bot-protection';
import { safeTarget, signInContinuation, signInTarget } from '../../../shared/account/next';
import type { SignInData } from '../../../shared/account/pages';
import { waitMinutes } from '../../../shared/forms';
import { href } from '../../../shared/routes';
import type { SignInAnswer } from '../../../shared/smb/auth';
import { useFormMessages, usePostedForm } from '../../app/form-state';
import { setSignInFlag } from '../../app/sign-in-flag';
import { useSite } from '../../app/site-context';
import { SmbCallError, smbPost } from '../../app/smb';
import { botToken, preloadBotProtection } from '../../components/account/bot-protection';
import { AccountShell, FormAlert, SubmitButton, TextField } from '../../components/account/form';
import { type FieldErrors, isEmail, required } from '../../components/account/validate';
import type { PageProps } from '../types';

/**
 * spec 000 §2 /business/user/sign-in: e-mail prefilled from the query; functionType, solutionType and
 * subscriptionType carried through to sign-up and free-trial links; bot protection (action sign_in);
 * `next` only as the loader allowlisted it; afterwards the after-sign-in rule of §4 (the origin's
 * redirectUrl).
 */
export default function SignInPage({ data }: PageProps<SignInData>) {
  const { t } = useTranslation('account');
  const { t: seo } = useTranslation('seo');
  const { lang } = useSite();
  const posted = usePostedForm();
  const messages = useFormMessages();
  const [email, setEmail] = useState(posted?.values.email ?? data.email);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>(() => messages.all(posted?.errors));
  const [alert, setAlert] = useState(() => messages.text(posted?.alert));
  const [busy, setBusy] = useState(false);

  const carried = new URLSearchParams();
  if (data.functionType) carried.set('functionType', data.functionType);
  if (data.solutionType) carried.set('solutionType', data.solutionType);
  const carriedQs = carried.toString() ? `?${carried}` : '';
  const signUpType = data.subscriptionType?.toLowerCase() === 'essential' ? 'essential' : 'premium';

  // spec 000 §7: the bot-protection script loads when sign-in opens.
  useEffect(() => preloadBotProtection(data.botProtection), [data.botProtection]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const next: FieldErrors = {};
    if (!isEmail(email)) next.email = t('errors.email');
    if (!required(password)) next.password = t('errors.required');
    setErrors(next);
    setAlert('');
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const recaptcha = await botToken(data.botProtection, SIGN_IN_ACTION);
      const answer = await smbPost<SignInAnswer>('auth.signIn', {
        email: email.trim(),
        password,
        recaptcha,
        customerType: 'SMB',
        ...(data.next?.startsWith('/') ? { next: data.next } : {}),
        ...(data.functionType ? { functionType: data.functionType } : {}),
        responseType: 'json',
        domain: location.hostname,
      });
      // spec 000 §4: the flag is set on sign-in.
      setSignInFlag();
      // An allowlisted console/app address (the origin only takes site paths) wins; then the product the
      // sign-in was for (issue 14 §3); else the origin's rule. Every target is checked again here
      // (decision 0214): an answer naming another site goes to the entrance page.
      const continuation = signInContinuation(
        data,
        (plan) => href(lang, 'sign-up', { subscriptionType: plan }),
        href(lang, 'free-trial'),
      );
      const target = signInTarget(data.next, continuation, answer.redirectUrl);
      location.assign(safeTarget(target, data.allowedHosts, href(lang, 'user-home')));
    } catch (err) {
      setBusy(false);
      const status = err instanceof SmbCallError ? err.status : 0;
      setAlert(
        status === 401
          ? t('signIn.invalid')
          : status === 429
            ? t('errors.rateLimitedWait', {
                count: waitMinutes(err instanceof SmbCallError ? err.retryAfter : null),
              })
            : status === 403
              ? t('signIn.botFailed')
              : t('errors.generic'),
      );
    }
  }

  return (
    <AccountShell title={seo('sign-in.heading')} lead={t('signIn.lead')}>
      {data.signedOut && !alert ? <FormAlert tone="info">{t('signIn.signedOut')}</FormAlert> : null}
      <FormAlert>{alert}</FormAlert>
      <form className="account-form" method="post" onSubmit={submit} noValidate>
        <TextField
          name="email"
          type="email"
          label={t('fields.email')}
          value={email}
          onChange={setEmail}
          error={errors.email}
          autoComplete="email"
          required
        />
        <TextField
          name="password"
          type="password"
          label={t('fields.password')}
          value={password}
          onChange={setPassword}
          error={errors.password}
          autoComplete="current-password"
          required
        />
        <div>
          <SubmitButton busy={busy} label={t('signIn.submit')} busyLabel={t('common.wait')} />
        </div>
      </form>
      <p className="account-links">
        <a href={href(lang, 'forgot-password')}>{t('signIn.forgot')}</a>
        <a href={`${href(lang, 'free-trial')}${carriedQs}`}>{t('signIn.freeTrial')}</a>
        <a href={`${href(lang, 'sign-up', { subscriptionType: signUpType })}${carriedQs}`}>
          {t('signIn.signUp')}
        </a>
      </p>
    </AccountShell>
  );
}
