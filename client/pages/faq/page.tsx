import { useTranslation } from 'react-i18next';
import { href } from '../../../shared/routes';
import { useSite } from '../../app/site-context';
import { PageBanner, Sections } from '../../components/sections';
import type { PageProps } from '../types';
import type { FaqData } from './data';
import './faq.css';

/**
 * spec 001 §2.2 /business/faq/{defaultType?}: the four FAQ types. With a type, that type's questions;
 * bare, every type in turn (route table `bare`).
 */
export default function Faq({ data }: PageProps<FaqData>) {
  const { t } = useTranslation('business');
  const { lang } = useSite();
  const shown = data.active ? data.types.filter((x) => x.type === data.active) : data.types;
  return (
    <>
      <PageBanner title={t('pages.faq.heading')} lead={t('pages.faq.lead')} />
      <nav className="sec faq-nav sec-pills" aria-label={t('faq.nav')}>
        <ul>
          <li>
            <a href={href(lang, 'business-faq')} aria-current={data.active ? undefined : 'page'}>
              {t('faq.all')}
            </a>
          </li>
          {data.types.map(({ type }) => (
            <li key={type}>
              <a
                href={href(lang, 'business-faq', { defaultType: type })}
                aria-current={data.active === type ? 'page' : undefined}
              >
                {t(`faq.types.${type}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {shown.map(({ type, view }) => (
        <section
          key={type}
          className="faq-type"
          aria-labelledby={`faq-${type}`}
          lang={view.fellBack ? 'en' : undefined}
        >
          <h2 id={`faq-${type}`} className="sec faq-type__title" lang={view.fellBack ? lang : undefined}>
            {t(`faq.types.${type}`)}
          </h2>
          <Sections sections={view.sections} idPrefix={`faq-${type}`} eager={shown.length > 1 ? 1 : 2} />
        </section>
      ))}
    </>
  );
}
