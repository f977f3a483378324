import { useTranslation } from 'react-i18next';
import { CmsLink } from './links';
import { useSectionOptions } from './options';
import type { SectionOf, SectionProps } from './types';

/** Where each form kind is filled in: the account and contact pages own the forms themselves. */
export function defaultFormHref(form: SectionOf<'section-form'>): string {
  if (form.formType === 'free-trial') return '/business/user/free-trial';
  if (form.formType === 'newsletter') return '/business/contact-us/media';
  return '/business/contact-us/sales';
}

/**
 * spec 001 §3.1 section-form. The page chooses variant a or b by query `type` (spec 001 §2.2) before
 * rendering; this renders the chosen one as an invitation to the form's own page (decision 0083).
 */
export function SectionForm({ section: s, id }: SectionProps<'section-form'>) {
  const { t } = useTranslation('common');
  const { formHref } = useSectionOptions();
  return (
    <section className="sec sec-form" data-variant={s.variant}>
      <h2 id={id}>{s.title}</h2>
      <p className="sec-lead">{s.description}</p>
      <p className="sec-ctas">
        <CmsLink href={formHref?.(s) ?? defaultFormHref(s)} className="button button--primary">
          {t(`sections.form.${s.formType}`)}
        </CmsLink>
      </p>
    </section>
  );
}
