import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../shared/account/price';
import { language } from '../../../shared/languages';
import type { PlanContent } from '../../../shared/smb/content';
import { useSite } from '../../app/site-context';
import { BillingSwitch } from './billing-switch';
import { CmsLink } from './links';
import { type Billing, type PlanTier, useSectionOptions } from './options';
import type { SectionProps } from './types';

const TIERS: readonly PlanTier[] = ['essential', 'premium', 'enterprise'];

/** spec 001 §3.1 plan-pricing with essential / premium / enterprise content; monthly or annual billing. */
export function PlanPricing({ section: s, id }: SectionProps<'plan-pricing'>) {
  const { t } = useTranslation('common');
  const { lang } = useSite();
  const { planHref, planShared: shared } = useSectionOptions();
  const [own, setBilling] = useState<Billing>('annual');
  const billing = shared?.billing ?? own;
  const price = (plan: PlanContent) => (billing === 'monthly' ? plan.monthlyPriceUsd : plan.annualPriceUsd);
  return (
    <section className="sec sec-plans">
      <h2 id={id}>{shared?.title ?? s.title}</h2>
      {s.description && !shared ? <p className="sec-lead">{s.description}</p> : null}
      {shared ? null : <BillingSwitch name={`${id}-billing`} value={billing} onChange={setBilling} />}
      <ul className="sec-plans__list">
        {TIERS.map((tier) => {
          const plan = s[tier];
          const amount = price(plan);
          // A page that sells the plan (planHref) links the card to the paid sign-up; the button then says
          // so, and the CMS call to action (the free trial) stays beside it as a link of its own (issue 41).
          const signUp = planHref?.(tier, billing) ?? null;
          const trial = signUp && plan.cta.ctaLink !== signUp ? plan.cta : null;
          return (
            <li
              key={tier}
              className={`sec-plan${plan.highlighted ? ' sec-plan--featured' : ''}`}
              data-tier={tier}
            >
              <h3>{plan.name}</h3>
              <p className="sec-plan__desc">{plan.description}</p>
              <p className="sec-plan__price">
                {amount === null ? (
                  t('sections.priceOnRequest')
                ) : (
                  <>
                    <strong>{formatPrice(language(lang).htmlLang, s.currency, amount)}</strong>{' '}
                    <span>{t('sections.perMonth')}</span>
                  </>
                )}
              </p>
              {amount !== null && billing === 'annual' ? (
                <p className="sec-plan__note">{t('sections.billedAnnually')}</p>
              ) : null}
              <ul className="sec-plan__features">
                {plan.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
              <div className="sec-plan__actions">
                {signUp ? (
                  <CmsLink href={signUp} className="button sec-plan__cta">
                    {t('sections.choosePlan', { plan: plan.name })}
                  </CmsLink>
                ) : (
                  <CmsLink href={plan.cta.ctaLink} newTab={plan.cta.newTab} className="button sec-plan__cta">
                    {plan.cta.ctaText}
                  </CmsLink>
                )}
                {trial ? (
                  <CmsLink href={trial.ctaLink} newTab={trial.newTab} className="sec-plan__trial">
                    {trial.ctaText}
                  </CmsLink>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
