import { useTranslation } from 'react-i18next';
import { REPLY_PROMISE_KEY, sentences } from '../../../shared/contact/promise';
import { BUSINESS_CONTACT_TYPES, CONSUMER_CONTACT_TYPES } from '../../../shared/route-table/contact';
import { href } from '../../../shared/routes';
import { useSite } from '../../app/site-context';
import { ContactForm } from '../../components/contact/contact-form';
import { DonePanel } from '../../components/contact/done-panel';
import { CONTACT_FORM_SPECS } from '../../components/contact/specs';
import type { ContactPageData } from '../../components/contact/types';
import type { PageProps } from '../types';

/** The forms of spec 000 §2 contact-us/{sales|media|support} and consumer contact-us/{media|support}. */
export default function ContactUsPage({ data }: PageProps<ContactPageData>) {
  const { t } = useTranslation('contact');
  const { lang } = useSite();
  const key = `${data.audience}-${data.form}`;
  const spec = CONTACT_FORM_SPECS[key]!;
  const types = data.audience === 'consumer' ? CONSUMER_CONTACT_TYPES : BUSINESS_CONTACT_TYPES;
  const routeId = data.audience === 'consumer' ? 'consumer-contact-us' : 'contact-us';
  return (
    <section className="contact-page" aria-labelledby="page-title">
      <h1 id="page-title">{t(`heading.${data.form}`)}</h1>
      <nav aria-label={t('nav.label')}>
        <ul className="contact-page__nav">
          {types.map((type) => (
            <li key={type}>
              <a href={href(lang, routeId, { type })} aria-current={type === data.form ? 'page' : undefined}>
                {t(`heading.${type}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="contact-page__lead">
        {key === 'business-sales' ? sentences(t(`intro.${key}`), t(REPLY_PROMISE_KEY)) : t(`intro.${key}`)}
      </p>
      {/* key: a new form (fresh values and request key) when the visitor switches the type in-app */}
      <ContactForm
        key={key}
        spec={spec}
        event={data.event}
        chinaDomain={data.chinaDomain}
        done={(answer) => <DonePanel supportId={answer.supportId} />}
      />
    </section>
  );
}
