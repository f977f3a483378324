import { useTranslation } from 'react-i18next';
import type { NoticeData } from '../../../shared/account/pages';
import { href } from '../../../shared/routes';
import { useSite } from '../../app/site-context';
import { AccountShell } from '../../components/account/form';
import type { PageProps } from '../types';

/**
 * spec 000 §2 /business/user/signup-confirmed (a trial waiting for approval, or a confirmed sign-up) and
 * /business/user/free-trial/success (the trial has started; a signed-out visitor sets a password with
 * the mailed link first, so the page says where it went and offers a new link — never a sign-in before
 * a password exists; issue 27 item 12).
 */
export default function NoticePage({ data }: PageProps<NoticeData>) {
  const { t } = useTranslation('account');
  const { t: seo } = useTranslation('seo');
  const { lang } = useSite();
  const key = data.kind;
  if (key === 'free-trial-success') {
    const resend = `${href(lang, 'forgot-password')}${data.email ? `?${new URLSearchParams({ email: data.email })}` : ''}`;
    return (
      <AccountShell title={seo(`${key}.heading`)} lead={seo(`${key}.description`)}>
        <p data-notice="sent">
          {data.email ? t('notice.sentTo', { email: data.email }) : t('notice.trialStarted')}
        </p>
        <p>{t('notice.nextStep')}</p>
        <p>
          {t('notice.noMail')} <a href={resend}>{t('notice.resend')}</a>
        </p>
        <p className="account-links">
          <a href={href(lang, 'business-home')}>{t('notice.backHome')}</a>
        </p>
      </AccountShell>
    );
  }
  return (
    <AccountShell title={seo(`${key}.heading`)} lead={seo(`${key}.description`)}>
      <p>{t('notice.confirmed')}</p>
      <p className="account-links">
        <a className="account-button" href={href(lang, 'sign-in')}>
          {t('signIn.submit')}
        </a>
        <a href={href(lang, 'business-home')}>{t('notice.backHome')}</a>
      </p>
    </AccountShell>
  );
}
