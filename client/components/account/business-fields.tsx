import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BusinessValues } from '../../../shared/account/trial';
import { language } from '../../../shared/languages';
import { BUSINESS_TYPES, EMPLOYEE_SIZE_CODES } from '../../../shared/smb/rules';
import { useSite } from '../../app/site-context';
import { SelectField, TextField } from './form';
import type { FieldErrors } from './validate';

/** Countries offered by the business forms (ISO 3166-1 alpha-2; names from the browser's Intl data). */
const COUNTRIES = [
  'US',
  'CA',
  'MX',
  'BR',
  'GB',
  'IE',
  'FR',
  'DE',
  'IT',
  'ES',
  'PT',
  'NL',
  'BE',
  'CH',
  'AT',
  'SE',
  'NO',
  'DK',
  'FI',
  'PL',
  'TR',
  'AE',
  'SA',
  'IN',
  'SG',
  'MY',
  'TH',
  'VN',
  'ID',
  'PH',
  'JP',
  'KR',
  'TW',
  'HK',
  'CN',
  'AU',
  'NZ',
  'ZA',
] as const;

const EMPLOYEE_LABELS: Record<string, string> = {
  C050: '1–50',
  C100: '51–100',
  C200: '101–200',
  C300: '201–300',
  C301500: '301–500',
  C999: '501–999',
};

export type { BusinessValues } from '../../../shared/account/trial';

export function defaultBusiness(lang: Parameters<typeof language>[0]): BusinessValues {
  // spec 000 §3: businessType defaults to MAKEUP; the country starts as the language's (spec 000 §9).
  return {
    customerName: '',
    phone: '',
    numberOfEmployees: 'C050',
    country: language(lang).country,
    businessType: 'MAKEUP',
    websiteUrl: '',
  };
}

/** The business part of the sign-up and free-trial forms (spec 000 §3 customer). */
export function BusinessFields({
  values,
  set,
  errors,
}: {
  values: BusinessValues;
  set: (name: keyof BusinessValues, value: string) => void;
  errors: FieldErrors;
}) {
  const { t } = useTranslation('account');
  const { lang } = useSite();
  const names = new Intl.DisplayNames([language(lang).htmlLang], { type: 'region' });
  const countries = COUNTRIES.map((c) => ({ value: c, label: names.of(c) ?? c }));
  return (
    <fieldset>
      <legend>{t('fields.business')}</legend>
      <TextField
        name="customerName"
        label={t('fields.customerName')}
        value={values.customerName}
        onChange={(v) => set('customerName', v)}
        error={errors.customerName}
        autoComplete="organization"
        required
      />
      <SelectField
        name="country"
        label={t('fields.country')}
        value={values.country}
        onChange={(v) => set('country', v)}
        options={countries}
        error={errors.country}
        autoComplete="country"
      />
      <SelectField
        name="businessType"
        label={t('fields.businessType')}
        value={values.businessType}
        onChange={(v) => set('businessType', v)}
        options={BUSINESS_TYPES.map((b) => ({ value: b, label: t(`businessTypes.${b}`) }))}
      />
      <SelectField
        name="numberOfEmployees"
        label={t('fields.employees')}
        value={values.numberOfEmployees}
        onChange={(v) => set('numberOfEmployees', v)}
        options={Object.keys(EMPLOYEE_SIZE_CODES).map((c) => ({ value: c, label: EMPLOYEE_LABELS[c] ?? c }))}
      />
      <TextField
        name="phone"
        type="tel"
        label={t('fields.phone')}
        value={values.phone}
        onChange={(v) => set('phone', v)}
        error={errors.phone}
        autoComplete="tel"
      />
      <TextField
        name="websiteUrl"
        type="url"
        label={t('fields.website')}
        value={values.websiteUrl}
        onChange={(v) => set('websiteUrl', v)}
        error={errors.websiteUrl}
        autoComplete="url"
      />
    </fieldset>
  );
}

/** The customer object of a request from the form values (optional fields left out when empty). */
export { customerPayload } from '../../../shared/account/trial';

export type PersonValues = { firstName: string; lastName: string; email: string; password?: string };

/** The person part of the sign-up and free-trial forms (spec 000 §3 account); the password only on sign-up. */
export function PersonFields<V extends PersonValues>({
  values,
  set,
  errors,
  children,
}: {
  values: V;
  set: (next: V) => void;
  errors: FieldErrors;
  /** Shown under the e-mail (e.g. a sign-in link when the e-mail is taken). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <fieldset>
      <legend>{t('fields.you')}</legend>
      <TextField
        name="firstName"
        label={t('fields.firstName')}
        value={values.firstName}
        onChange={(v) => set({ ...values, firstName: v })}
        error={errors.firstName}
        autoComplete="given-name"
        required
      />
      <TextField
        name="lastName"
        label={t('fields.lastName')}
        value={values.lastName}
        onChange={(v) => set({ ...values, lastName: v })}
        error={errors.lastName}
        autoComplete="family-name"
        required
      />
      <TextField
        name="email"
        type="email"
        label={t('fields.workEmail')}
        value={values.email}
        onChange={(v) => set({ ...values, email: v })}
        error={errors.email}
        autoComplete="email"
        required
      />
      {children}
      {values.password === undefined ? null : (
        <TextField
          name="password"
          type="password"
          label={t('fields.password')}
          hint={t('fields.passwordHint')}
          value={values.password}
          onChange={(v) => set({ ...values, password: v })}
          error={errors.password}
          autoComplete="new-password"
          required
        />
      )}
    </fieldset>
  );
}
