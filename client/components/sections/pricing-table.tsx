import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../shared/account/price';
import { language } from '../../../shared/languages';
import type { PricingTier } from '../../../shared/smb/content';
import { useSite } from '../../app/site-context';
import { CtaButton } from './links';
import type { SectionProps } from './types';
import './pricing-table.css';

type Billing = 'monthly' | 'annual';
const BILLINGS: readonly Billing[] = ['annual', 'monthly'];

/**
 * Pricing tables (decision 0304) in three variants. `cards`: tiers side by side; each card carries both
 * prices and a native radio switch shows one of them through CSS alone (`:has()`), so it works before
 * and without JavaScript; a browser without `:has()` shows both and no switch. `matrix`: a feature ×
 * tier table with the prices in its header row. `single`: one highlighted plan and what it includes.
 * Prices are per month in the section's currency, formatted in the page's language; null = on request.
 */
export function PricingTable({ section: s, id }: SectionProps<'pricing-table'>) {
  return (
    // A matrix's scrolling box is the region its heading names; one landmark per name.
    <section
      className={`sec sec-pricing sec-pricing--${s.variant}`}
      aria-labelledby={s.variant === 'matrix' ? undefined : id}
    >
      {s.variant === 'single' ? (
        <Single
          tier={s.tiers[0]!}
          title={s.title}
          description={s.description}
          currency={s.currency}
          id={id}
        />
      ) : (
        <>
          <h2 id={id}>{s.title}</h2>
          {s.description ? <p className="sec-lead">{s.description}</p> : null}
          {s.variant === 'cards' ? (
            <Cards tiers={s.tiers} currency={s.currency} id={id} />
          ) : (
            <Matrix tiers={s.tiers} rows={s.rows ?? []} currency={s.currency} id={id} title={s.title} />
          )}
        </>
      )}
    </section>
  );
}

/** One billing's price line: "$49 per month · Billed annually", or "Price on request". */
function Price(props: { amount: number | null; billing: Billing | null; currency: string }) {
  const { t } = useTranslation('common');
  const { lang } = useSite();
  const cls = `sec-pricing__price${props.billing ? ` sec-pricing__price--${props.billing}` : ''}`;
  if (props.amount === null) return <p className={cls}>{t('sections.priceOnRequest')}</p>;
  return (
    <p className={cls}>
      <strong>{formatPrice(language(lang).htmlLang, props.currency, props.amount)}</strong>{' '}
      <span>{t('sections.perMonth')}</span>
      {props.billing ? (
        <span className="sec-pricing__note">
          {t(props.billing === 'annual' ? 'sections.billedAnnually' : 'sections.pricing.billedMonthly')}
        </span>
      ) : null}
    </p>
  );
}

/** Both billings' prices of a tier (one line when both are on request). */
function Prices({ tier, currency }: { tier: PricingTier; currency: string }) {
  if (tier.monthlyPrice === null && tier.annualPrice === null)
    return <Price amount={null} billing={null} currency={currency} />;
  return (
    <>
      <Price amount={tier.annualPrice} billing="annual" currency={currency} />
      <Price amount={tier.monthlyPrice} billing="monthly" currency={currency} />
    </>
  );
}

function Features({ tier }: { tier: PricingTier }) {
  if (tier.features.length === 0) return null;
  return (
    <ul className="sec-pricing__features">
      {tier.features.map((f) => (
        <li key={f}>{f}</li>
      ))}
    </ul>
  );
}

function Cards({ tiers, currency, id }: { tiers: PricingTier[]; currency: string; id: string }) {
  const { t } = useTranslation('common');
  return (
    <>
      <fieldset className="sec-pricing__billing">
        <legend className="visually-hidden">{t('sections.billing')}</legend>
        {BILLINGS.map((b) => (
          <label key={b}>
            <input type="radio" name={`${id}-billing`} value={b} defaultChecked={b === 'annual'} />
            {t(`sections.${b}`)}
          </label>
        ))}
      </fieldset>
      <ul className="sec-pricing__tiers">
        {tiers.map((tier) => (
          <li
            key={tier.name}
            className={`sec-pricing__tier${tier.highlighted ? ' sec-pricing__tier--featured' : ''}`}
          >
            <h3>{tier.name}</h3>
            {tier.highlighted ? (
              <p className="sec-pricing__badge">{t('sections.pricing.recommended')}</p>
            ) : null}
            {tier.description ? <p className="sec-pricing__desc">{tier.description}</p> : null}
            <Prices tier={tier} currency={currency} />
            <Features tier={tier} />
            {tier.cta ? <CtaButton cta={tier.cta} /> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

function Matrix(props: {
  tiers: PricingTier[];
  rows: { label: string; values: (boolean | string)[] }[];
  currency: string;
  id: string;
  title: string;
}) {
  const { t } = useTranslation('common');
  const withCtas = props.tiers.some((tier) => tier.cta);
  return (
    <>
      {/* A box that may scroll sideways takes keyboard focus, named by the heading (WCAG 2.1.1). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="sec-pricing__scroll" aria-labelledby={props.id} tabIndex={0}>
        <table className="sec-pricing__matrix">
          <caption className="visually-hidden">{props.title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sections.pricing.feature')}</th>
              {props.tiers.map((tier) => (
                <th
                  key={tier.name}
                  scope="col"
                  className={tier.highlighted ? 'sec-pricing__col--featured' : undefined}
                >
                  <span className="sec-pricing__tiername">{tier.name}</span>
                  <Prices tier={tier} currency={props.currency} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.values.map((v, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one cell per tier, in the tiers' order
                  <td key={i}>
                    {typeof v === 'boolean' ? (
                      <>
                        <span className={v ? 'sec-pricing__yes' : 'sec-pricing__no'} aria-hidden="true">
                          {v ? '✓' : '–'}
                        </span>
                        <span className="visually-hidden">
                          {t(v ? 'sections.included' : 'sections.notIncluded')}
                        </span>
                      </>
                    ) : (
                      v
                    )}
                  </td>
                ))}
              </tr>
            ))}
            {withCtas ? (
              <tr>
                <td />
                {props.tiers.map((tier) => (
                  <td key={tier.name}>{tier.cta ? <CtaButton cta={tier.cta} /> : null}</td>
                ))}
              </tr>
            ) : null}
          </tbody>
        </table>
      </section>
    </>
  );
}

function Single(props: {
  tier: PricingTier;
  title: string;
  description?: string;
  currency: string;
  id: string;
}) {
  const { t } = useTranslation('common');
  const { tier } = props;
  return (
    <div className="sec-pricing__single">
      <div className="sec-pricing__intro">
        <h2 id={props.id}>{props.title}</h2>
        {props.description ? <p className="sec-lead">{props.description}</p> : null}
      </div>
      <div className="sec-pricing__plan">
        <h3>{tier.name}</h3>
        {tier.description ? <p className="sec-pricing__desc">{tier.description}</p> : null}
        <Prices tier={tier} currency={props.currency} />
        {tier.features.length ? <h4>{t('sections.pricing.included')}</h4> : null}
        <Features tier={tier} />
        {tier.cta ? <CtaButton cta={tier.cta} /> : null}
      </div>
    </div>
  );
}
