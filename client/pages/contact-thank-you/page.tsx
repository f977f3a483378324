import { useTranslation } from 'react-i18next';
import { REPLY_PROMISE_KEY } from '../../../shared/contact/promise';
import { href } from '../../../shared/routes';
import { useSite } from '../../app/site-context';
import type { ThankYouData } from '../../components/contact/types';
import '../../components/contact/contact.css';
import type { PageProps } from '../types';

/** spec 000 §2 /business/contact-sales/thank-you. */
export default function ContactThankYouPage({ data }: PageProps<ThankYouData>) {
  const { t } = useTranslation('contact');
  const { lang } = useSite();
  return (
    <section className="contact-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('done.title')}</h1>
      <p className="contact-page__lead">{t(REPLY_PROMISE_KEY)}</p>
      {data.supportId ? (
        <p>
          <a href={`${href(lang, 'email-preferences')}?supportId=${encodeURIComponent(data.supportId)}`}>
            {t('done.preferences')}
          </a>
        </p>
      ) : null}
      <p>
        <a className="button" href={href(lang, 'business-home')}>
          {t('thankYou.home')}
        </a>
      </p>
    </section>
  );
}
