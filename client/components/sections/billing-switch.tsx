import { useTranslation } from 'react-i18next';
import type { Billing } from './options';
import './billing-switch.css';

/** Monthly or annual billing: one radio pair, a plan section's own or a page's for all its plan sections. */
export function BillingSwitch({
  name,
  value,
  onChange,
}: {
  name: string;
  value: Billing;
  onChange: (b: Billing) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <fieldset className="billing-switch">
      <legend className="visually-hidden">{t('sections.billing')}</legend>
      {(['monthly', 'annual'] as const).map((b) => (
        <label key={b} className={value === b ? 'is-on' : undefined}>
          <input type="radio" name={name} value={b} checked={value === b} onChange={() => onChange(b)} />
          {t(`sections.${b}`)}
        </label>
      ))}
    </fieldset>
  );
}
