import { useTranslation } from 'react-i18next';
import { REPLY_PROMISE_KEY, sentences } from '../../../shared/contact/promise';
import { href } from '../../../shared/routes';
import { useSite } from '../../app/site-context';
import { ContactForm } from '../../components/contact/contact-form';
import { CONTACT_FORM_SPECS } from '../../components/contact/specs';
import type { ContactPageData } from '../../components/contact/types';
import type { PageProps } from '../types';

/** spec 000 §2 /business/contact-sales: the sales form; success continues to its thank-you page. */
export default function ContactSalesPage({ data }: PageProps<ContactPageData>) {
  const { t } = useTranslation('contact');
  const { lang } = useSite();
  return (
    <section className="contact-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('heading.contactSales')}</h1>
      <p className="contact-page__lead">{sentences(t('intro.business-sales'), t(REPLY_PROMISE_KEY))}</p>
      <ContactForm
        spec={CONTACT_FORM_SPECS['business-sales']!}
        event={data.event}
        chinaDomain={data.chinaDomain}
        onDone={(answer) => {
          const next = href(lang, 'contact-sales-thank-you');
          location.assign(`${next}?supportId=${encodeURIComponent(answer.supportId)}`);
        }}
      />
    </section>
  );
}
