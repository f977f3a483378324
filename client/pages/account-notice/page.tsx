import { useTranslation } from 'react-i18next';
import type { NoticeData } from '../../../shared/account/pages';
import { href } from '../../../shared/routes';
import { useSite } from '../../app/site-context';
import { AccountShell } from '../../components/account/form';
import type { PageProps } from '../types';

/**
 * spec 000 §2 /business/user/signup-confirmed (a trial waiting for approval, or a confirmed sign-up) and
 * /business/user/free-trial/success (the trial has started; a signed-out visitor sets a password with
 * the mailed link first).
 */
export default function NoticePage({ data }: PageProps<NoticeData>) {
  const { t } = useTranslation('account');
  const { t: seo } = useTranslation('seo');
  const { lang } = useSite();
  const key = data.kind;
  return (
    <AccountShell title={seo(`${key}.heading`)} lead={seo(`${key}.description`)}>
      <p>{t(`notice.${key === 'signup-confirmed' ? 'confirmed' : 'trialStarted'}`)}</p>
      <p className="account-links">
        <a className="account-button" href={href(lang, 'sign-in')}>
          {t('signIn.submit')}
        </a>
        <a href={href(lang, 'business-home')}>{t('notice.backHome')}</a>
      </p>
    </AccountShell>
  );
}
