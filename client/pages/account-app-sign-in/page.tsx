import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_ACTION } from '../../../shared/account/bot-protection';
import { nextTarget, safeNext } from '../../../shared/account/next';
import type { AppSignInData } from '../../../shared/account/pages';
import type { TokenSignInAnswer } from '../../../shared/smb/auth';
import { setSignInFlag } from '../../app/sign-in-flag';
import { SmbCallError, smbPost } from '../../app/smb';
import { type Bridge, connectHost, scheduleWebReady } from '../../components/account/app-bridge';
import { botToken } from '../../components/account/bot-protection';
import { AccountShell } from '../../components/account/form';
import type { PageProps } from '../types';

/** The query flag the opened address carries (spec 000 §2). */
const SIGN_IN_WITH_APP = 'signInWithApp';

/**
 * spec 000 §2 /business/app/sign-in: waits for the host app's token, exchanges it, opens the returned
 * (allowlisted) address with signInWithApp=true; tells the host signIn, disableBackForwardList and,
 * 1.5 s after load, webReady. spec 000 §5/§8: no token → "no token"; errors under "Error Msg:".
 */
export default function AppSignInPage({ data }: PageProps<AppSignInData>) {
  const { t } = useTranslation('account');
  const { t: seo } = useTranslation('seo');
  const [state, setState] = useState<
    { kind: 'waiting' } | { kind: 'working' } | { kind: 'noToken' } | { kind: 'error'; message: string }
  >({ kind: 'waiting' });
  const busy = useRef(false);

  useEffect(() => {
    let bridge: Bridge | null = null;
    const exchange = async (token: string) => {
      if (busy.current) return;
      busy.current = true;
      setState({ kind: 'working' });
      try {
        // spec 000 §7: the exchange carries a value from the bot-protection token helper too.
        const recaptcha = await botToken(data.botProtection, SIGN_IN_ACTION);
        const answer = await smbPost<TokenSignInAnswer>('auth.signInByToken', {
          token,
          recaptcha,
          customerType: 'SMB',
          functionType: 'SKINCARE_PRO',
          responseType: 'json',
          ...(data.next ? { next: data.next } : {}),
        });
        const target = safeNext(answer.redirectUrl, data.allowedHosts);
        if (!target) throw new Error('redirect not allowed');
        const url = new URL(nextTarget(target), location.href);
        url.searchParams.set(SIGN_IN_WITH_APP, 'true');
        setSignInFlag();
        bridge?.send({ type: 'signIn', url: url.href });
        bridge?.send({
          type: 'disableBackForwardList',
          disable: url.searchParams.get(SIGN_IN_WITH_APP) === 'true',
        });
        location.assign(url.href);
      } catch (err) {
        busy.current = false;
        const message =
          err instanceof SmbCallError
            ? `${err.status} ${err.body?.error ?? err.statusText}`
            : String((err as Error).message ?? err);
        console.warn('app sign-in failed', message);
        setState({ kind: 'error', message });
      }
    };
    bridge = connectHost(data.bridgeOrigins, (m) => {
      if (m.token === null) setState({ kind: 'noToken' });
      else exchange(m.token);
    });
    const cancelReady = scheduleWebReady(() => bridge?.send({ type: 'webReady' }));
    return () => {
      cancelReady();
      bridge?.close();
    };
  }, [data]);

  return (
    <AccountShell title={seo('app-sign-in.heading')}>
      <div role="status" aria-live="polite" className="account-app-status">
        {state.kind === 'waiting' || state.kind === 'working' ? (
          <p>
            <span className="account-spinner" aria-hidden="true" /> {t('app.waiting')}
          </p>
        ) : null}
        {state.kind === 'noToken' ? <p className="account-field__error">{t('app.noToken')}</p> : null}
        {state.kind === 'error' ? (
          <p className="account-field__error">
            {t('app.errorMsg')} <span data-error>{state.message}</span>
          </p>
        ) : null}
      </div>
    </AccountShell>
  );
}
