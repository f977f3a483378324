import { useTranslation } from 'react-i18next';
import { ContactForm } from '../../components/contact/contact-form';
import { DonePanel } from '../../components/contact/done-panel';
import { CONTACT_FORM_SPECS } from '../../components/contact/specs';
import type { RegistrationPageData } from '../../components/contact/types';
import { ContentPageBody } from '../../components/sections';
import type { PageProps } from '../types';

/**
 * /business/investors (a full page load, spec 001 §5): the CMS page, then investor registration —
 * a support request of type INVESTOR that reports the investor-registration event (spec 000 §7).
 */
export default function ContactInvestorsPage({ data }: PageProps<RegistrationPageData>) {
  const { t } = useTranslation('contact');
  return (
    <>
      <ContentPageBody view={data.view} />
      <section className="contact-registration" aria-labelledby="investor-form-title">
        <h2 id="investor-form-title">{t('investor.heading')}</h2>
        <p className="contact-page__lead">{t('intro.investors')}</p>
        <ContactForm
          spec={CONTACT_FORM_SPECS.investor!}
          chinaDomain={data.chinaDomain}
          done={(answer) => <DonePanel supportId={answer.supportId} body={t('investor.done')} />}
        />
      </section>
    </>
  );
}
