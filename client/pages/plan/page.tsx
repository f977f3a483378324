import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../../../shared/routes';
import { Deferred } from '../../app/deferred';
import { useSite } from '../../app/site-context';
import {
  type Billing,
  BillingSwitch,
  CmsLink,
  ContentPageBody,
  SectionOptionsContext,
  SectionView,
} from '../../components/sections';
import type { PageProps } from '../types';
import type { PlanData, PlanTables } from './data';
import './plan.css';

/**
 * spec 001 §2.2 /business/plan/{platform?} (always a full page load, spec 001 §5): the plan overview
 * from the CMS, then per platform — standard: every online service's plans with sign-up links (they
 * stream in after the overview); shopify: how Shopify stores subscribe.
 */
export default function PlanPage({ data, deferred }: PageProps<PlanData>) {
  const { t } = useTranslation('business');
  const { lang } = useSite();
  return (
    <ContentPageBody view={data.page}>
      <nav className="sec plan-platforms sec-pills" aria-label={t('plan.platformLabel')}>
        <ul>
          {(['standard', 'shopify'] as const).map((p) => (
            <li key={p}>
              <a
                href={href(lang, 'plan', { platform: p })}
                aria-current={data.platform === p ? 'page' : undefined}
              >
                {t(`plan.platforms.${p}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {data.platform === 'shopify' ? (
        <section className="sec plan-shopify" aria-labelledby="plan-shopify">
          <h2 id="plan-shopify">{t('plan.shopify.title')}</h2>
          <p className="sec-lead">{t('plan.shopify.body')}</p>
          <p className="sec-ctas">
            <CmsLink href="/business/contact-us/sales" className="button">
              {t('plan.shopify.cta')}
            </CmsLink>
          </p>
        </section>
      ) : (
        <Deferred<PlanTables>
          name="plans"
          value={deferred.plans as PromiseLike<PlanTables> | undefined}
          fallback={<div className="plan-fallback" />}
        >
          {(tables) => <PlanTablesView tables={tables} fellBack={data.page.fellBack} />}
        </Deferred>
      )}
    </ContentPageBody>
  );
}

/**
 * Every online service's plans under one price note and one billing switch (issue 40: the page said
 * "Plans", the note and the switch once per service). Each service's section is headed by its name.
 */
function PlanTablesView({ tables, fellBack }: { tables: PlanTables; fellBack: boolean }) {
  const { t } = useTranslation('business');
  const [billing, setBilling] = useState<Billing>('annual');
  const note = tables.find((row) => row.section.component === 'plan-pricing' && row.section.description);
  return (
    <>
      <div className="sec plan-controls" lang={fellBack ? 'en' : undefined}>
        {note?.section.component === 'plan-pricing' ? (
          <p className="sec-lead">{note.section.description}</p>
        ) : null}
        <BillingSwitch name="plan-billing" value={billing} onChange={setBilling} />
      </div>
      {tables.map((row) => (
        <div key={row.solution} className="plan-table" lang={fellBack ? 'en' : undefined}>
          <SectionOptionsContext.Provider
            value={{
              planHref: (tier, b) => (tier === 'enterprise' ? null : row.links[tier][b]),
              planShared: { title: t(`onlineService.services.${row.solution}`), billing },
            }}
          >
            <SectionView section={row.section} id={`plan-${row.solution}`} />
          </SectionOptionsContext.Provider>
        </div>
      ))}
    </>
  );
}
