import { useTranslation } from 'react-i18next';
import type { RegistrationPageData } from '../../components/contact/types';
import { ContentPageBody } from '../../components/sections';
import '../../components/contact/contact.css';
import type { PageProps } from '../types';
import { PartnerForm } from './partner-form';

/** /business/partners: the CMS page, then partner registration (spec 000 §7 partner calls). */
export default function ContactPartnersPage({ data }: PageProps<RegistrationPageData>) {
  const { t } = useTranslation('contact');
  return (
    <>
      <ContentPageBody view={data.view} />
      <section className="contact-registration" aria-labelledby="partner-form-title">
        <h2 id="partner-form-title">{t('partner.heading')}</h2>
        <p className="contact-page__lead">{t('intro.partners')}</p>
        <PartnerForm chinaDomain={data.chinaDomain} />
      </section>
    </>
  );
}
