import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscriptionCheckStep } from '../../../shared/account/flows';
import { hostsOf, safeTarget } from '../../../shared/account/next';
import type { SignUpData } from '../../../shared/account/pages';
import { orderSummary, type PlanPrice } from '../../../shared/account/price';
import { PAYMENT_TYPE_COOKIE } from '../../../shared/account/sign-in-flag';
import { type SignUpValues, signUpErrorKeys, signUpRequestBody } from '../../../shared/account/sign-up';
import { WEAK_PASSWORD } from '../../../shared/account/weak-password';
import { ANALYTICS_EVENTS, type CheckoutPayload, pushEvent } from '../../../shared/analytics';
import { readAttribution } from '../../../shared/attribution';
import { language } from '../../../shared/languages';
import { href } from '../../../shared/routes';
import {
  addonsMax,
  functionTypeOf,
  RECURRING_TYPES,
  SIGN_UP_DEFAULTS,
  SOLUTION_TYPES,
  type SolutionType,
} from '../../../shared/smb/rules';
import type { CheckAnswer, CreateSubscriptionAnswer } from '../../../shared/smb/subscription';
import { keepCheckout, keepSubscribe, keptSubscribe } from '../../app/checkout-kept';
import { useFormMessages, usePostedForm } from '../../app/form-state';
import { setSignInFlag } from '../../app/sign-in-flag';
import { useSite } from '../../app/site-context';
import { SmbCallError, smbPost } from '../../app/smb';
import {
  BusinessFields,
  type BusinessValues,
  defaultBusiness,
  PersonFields,
} from '../../components/account/business-fields';
import { uniquenessErrors } from '../../components/account/checks';
import {
  AccountShell,
  CheckboxField,
  FormAlert,
  SelectField,
  SubmitButton,
  TextField,
} from '../../components/account/form';
import type { FieldErrors } from '../../components/account/validate';
import type { PageProps } from '../types';

type Failure = '' | 'signedIn' | 'generic' | 'rateLimited';

/**
 * The order summary beside the plan choice (issue 27 item 12, decision 0277): the plan's price from the
 * plan data, currency and billing, licences and add-ons with their bounds, and the total per period.
 */
function PlanSummary(props: {
  price: PlanPrice | null;
  plan: 'ESSENTIAL' | 'PREMIUM';
  solution: SolutionType;
  recurring: string;
  skincare: boolean;
  licenses: number;
  addons: number;
  maxAddons: number;
}) {
  const { t } = useTranslation('account');
  const { lang } = useSite();
  const s = orderSummary(props);
  const money = (usd: number) =>
    new Intl.NumberFormat(language(lang).htmlLang, { style: 'currency', currency: 'USD' }).format(usd);
  return (
    <section className="account-summary" aria-labelledby="plan-summary-title" aria-live="polite">
      <h2 id="plan-summary-title">{t('summary.title')}</h2>
      <dl>
        <dt>{t('summary.plan')}</dt>
        <dd>
          {t(`plans.${props.plan}`)} · {t(`solutions.${props.solution}`)}
        </dd>
        <dt>{t('summary.billing')}</dt>
        <dd>{t(`recurring.${props.recurring}`)}</dd>
        <dt>{t('summary.price')}</dt>
        <dd data-summary="price">
          {s.perMonth === null ? t('summary.onRequest') : t('summary.perMonth', { price: money(s.perMonth) })}
        </dd>
        {props.skincare ? (
          <>
            <dt>{t('fields.licenses')}</dt>
            <dd data-summary="licenses">{t('summary.count', { n: props.licenses, min: 1, max: 20 })}</dd>
            <dt>{t('fields.addons')}</dt>
            <dd data-summary="addons">
              {t('summary.count', { n: props.addons, min: 0, max: props.maxAddons })}
            </dd>
          </>
        ) : null}
        <dt>{t(`summary.total.${props.recurring}`, { defaultValue: t('summary.total.ANNUAL') })}</dt>
        <dd data-summary="total">
          <strong>{s.total === null ? t('summary.onRequest') : money(s.total)}</strong>
        </dd>
      </dl>
      <p className="account-field__hint">{t('summary.note', { currency: 'USD' })}</p>
    </section>
  );
}

/**
 * spec 000 §2 /business/user/sign-up/{premium|essential}: the sign-up payload of §3 with the defaults
 * of §4/§9, e-mail and business-name checks before submit (§5), the subscription check for a signed-in
 * visitor (§4), and the 426 and generic texts of §2.
 */
export default function SignUpPage({ data }: PageProps<SignUpData>) {
  const { t } = useTranslation('account');
  const { t: seo } = useTranslation('seo');
  const { lang } = useSite();
  // A native submit's answer (decision 0190): the values (never the password) and the messages.
  const posted = usePostedForm();
  const messages = useFormMessages();
  const kept = posted?.values ?? {};
  const [person, setPerson] = useState({
    firstName: kept.firstName ?? '',
    lastName: kept.lastName ?? '',
    email: kept.email ?? '',
    password: '',
  });
  const [business, setBusiness] = useState<BusinessValues>(() => {
    const base = defaultBusiness(lang);
    const out = { ...base };
    for (const k of Object.keys(base) as (keyof BusinessValues)[])
      if (kept[k] !== undefined) out[k] = kept[k];
    return out;
  });
  const [solution, setSolution] = useState<SolutionType>(
    () => SOLUTION_TYPES.find((s) => s === kept.solutionType) ?? data.solutionType,
  );
  const [recurring, setRecurring] = useState<string>(
    kept.recurringType ?? data.recurringType ?? SIGN_UP_DEFAULTS.recurringType,
  );
  const [licenses, setLicenses] = useState(
    kept.numberOfLicenses ?? String(data.numberOfLicenses ?? SIGN_UP_DEFAULTS.numberOfLicenses),
  );
  const [addons, setAddons] = useState(kept.addonsQuantity ?? String(SIGN_UP_DEFAULTS.addonsQuantity));
  const [notify, setNotify] = useState(kept.isNotificationEnabled === 'on');
  // spec 000 §3: the sign-up subscribe choice kept on this device is the next sign-up's start (after
  // hydration, so the server's markup and the first client render agree); a posted form's value wins.
  useEffect(() => {
    if (posted) return;
    const keptChoice = keptSubscribe();
    if (keptChoice !== null) setNotify(keptChoice);
  }, [posted]);
  const [agree, setAgree] = useState(kept.agreeTerms === 'on');
  const [errors, setErrors] = useState<FieldErrors>(() => messages.all(posted?.errors));
  const [failure, setFailure] = useState<Failure>(() => {
    const key = posted?.alert?.key ?? '';
    if (!key) return '';
    return key.endsWith('signUp.signedIn')
      ? 'signedIn'
      : key.includes('rateLimited')
        ? 'rateLimited'
        : 'generic';
  });
  const [busy, setBusy] = useState(false);
  const checked = useRef(false);

  const functionType = functionTypeOf(solution);
  const skincare = functionType === 'SKINCARE_PRO';
  const licenseCount = Number(licenses);
  // spec 000 §9: add-on maximum is 20 minus the licenses for SKINCARE_PRO, otherwise 6.
  const maxAddons = addonsMax(functionType, Number.isInteger(licenseCount) ? licenseCount : 0);

  // spec 000 §4 "Subscription check result" for a signed-in visitor: existed → the app; form → stay.
  useEffect(() => {
    if (!data.signedIn || checked.current) return;
    checked.current = true;
    smbPost<CheckAnswer>('subscription.checkSubscription', { functionType, solutionType: solution })
      .then((answer) => {
        if (subscriptionCheckStep(answer.result, true).kind === 'app') {
          location.assign(data.consoles[answer.solutionType] ?? href(lang, 'user-home'));
        }
      })
      .catch(() => {}); // a failing check returns false silently
  });

  const formValues = (): SignUpValues => ({
    person,
    business,
    solution,
    recurring,
    licenses,
    addons,
    notify,
    agree,
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const next: FieldErrors = Object.fromEntries(
      Object.entries(signUpErrorKeys(formValues())).map(([k, m]) => [k, t(m.key, { ...m.vars })]),
    );
    setErrors(next);
    setFailure('');
    if (Object.keys(next).length) return;
    setBusy(true);
    keepSubscribe(notify);
    try {
      const taken = await uniquenessErrors(person.email, business.customerName, {
        emailTaken: t('errors.emailTaken'),
        businessTaken: t('errors.businessTaken'),
      });
      if (Object.keys(taken).length) {
        setErrors(taken);
        setBusy(false);
        return;
      }
      const _a = readAttribution(document.cookie);
      const answer = await smbPost<CreateSubscriptionAnswer & { clientSecret?: string; customerId?: string }>(
        'subscription.createSubscription',
        signUpRequestBody(formValues(), data, lang, language(lang).code3, readAttribution(document.cookie)),
      );
      setSignInFlag();
      // spec 000 §3 checkout analytics payload / §7 purchase success (the price and provider ids are the
      // vendor's; locally payment completes at once and they are empty).
      const checkout: CheckoutPayload = {
        stripeCustomerId: String(answer.customerId ?? ''),
        priceId: '',
        solutionType: solution,
        subscriptionType: data.subscriptionType,
        currencyType: data.currencyType ?? SIGN_UP_DEFAULTS.currencyType,
        recurringType: recurring,
        numberOfLicenses: skincare ? licenseCount : 1,
      };
      // spec 000 §7: the checkout opens (the provider's popup), then the purchase succeeds.
      pushEvent(ANALYTICS_EVENTS.checkoutPopup, checkout);
      if (answer.paymentCompleted) pushEvent(ANALYTICS_EVENTS.purchaseSuccess, checkout);
      // spec 000 §3: the checkout's client secret and customer id are kept on the device for the step
      // after this one, which reads them back (client/app/checkout-kept.ts; the vendor's provider
      // answers them, the local origin completes payment at once and sends none).
      if (answer.clientSecret || answer.customerId)
        keepCheckout({
          clientSecret: answer.clientSecret ?? '',
          customerId: String(answer.customerId ?? ''),
          completed: answer.paymentCompleted === true,
          payload: checkout,
        });
      const secure = location.protocol === 'https:' ? '; Secure' : '';
      // biome-ignore lint/suspicious/noDocumentCookie: spec 000 §4 stores the payment type in a cookie
      document.cookie = `${PAYMENT_TYPE_COOKIE}=${encodeURIComponent(answer.paymentType)}; Path=/; Max-Age=86400; SameSite=Lax${secure}`;
      // Every followed target is checked (decision 0214): a site path or a known console.
      if (answer.redirectUrl)
        location.assign(
          safeTarget(answer.redirectUrl, hostsOf(Object.values(data.consoles)), href(lang, 'user-home')),
        );
      else setBusy(false);
    } catch (err) {
      setBusy(false);
      const status = err instanceof SmbCallError ? err.status : 0;
      const code = err instanceof SmbCallError ? err.body?.error : undefined;
      if (code === 'email_exists') setErrors({ email: t('errors.emailTaken') });
      else if (code === 'business_name_exists') setErrors({ customerName: t('errors.businessTaken') });
      else if (code === WEAK_PASSWORD) setErrors({ password: t('errors.weakPassword') });
      else setFailure(status === 426 ? 'signedIn' : status === 429 ? 'rateLimited' : 'generic');
    }
  }

  const plan = data.subscriptionType === 'ESSENTIAL' ? 'ESSENTIAL' : 'PREMIUM';
  return (
    <AccountShell title={seo('sign-up.heading')} lead={t('signUp.lead', { plan: t(`plans.${plan}`) })}>
      {failure === 'signedIn' ? <FormAlert>{t('signUp.signedIn')}</FormAlert> : null}
      {failure === 'rateLimited' ? <FormAlert>{t('errors.rateLimited')}</FormAlert> : null}
      {failure === 'generic' ? (
        <FormAlert>
          {t('signUp.genericBefore')}
          <a href={href(lang, 'contact-us', { type: 'support' })}>{t('signUp.contactUs')}</a>
          {t('signUp.genericAfter')}
        </FormAlert>
      ) : null}
      <form className="account-form" method="post" onSubmit={submit} noValidate>
        <fieldset>
          <legend>{t('fields.plan')}</legend>
          <SelectField
            name="solutionType"
            label={t('fields.solution')}
            value={solution}
            onChange={(v) => setSolution(v as SolutionType)}
            options={SOLUTION_TYPES.map((s) => ({ value: s, label: t(`solutions.${s}`) }))}
          />
          <SelectField
            name="recurringType"
            label={t('fields.recurring')}
            value={recurring}
            onChange={setRecurring}
            options={RECURRING_TYPES.map((r) => ({ value: r, label: t(`recurring.${r}`) }))}
          />
          {skincare ? (
            <>
              <TextField
                name="numberOfLicenses"
                type="number"
                inputMode="numeric"
                min={1}
                max={20}
                label={t('fields.licenses')}
                value={licenses}
                onChange={setLicenses}
                error={errors.numberOfLicenses}
              />
              <TextField
                name="addonsQuantity"
                type="number"
                inputMode="numeric"
                min={0}
                max={maxAddons}
                label={t('fields.addons')}
                hint={t('fields.addonsHint', { max: maxAddons })}
                value={addons}
                onChange={setAddons}
                error={errors.addonsQuantity}
              />
            </>
          ) : null}
        </fieldset>
        <PlanSummary
          price={data.prices[solution]?.[plan] ?? null}
          plan={plan}
          solution={solution}
          recurring={recurring}
          skincare={skincare}
          licenses={licenseCount}
          addons={Number(addons)}
          maxAddons={maxAddons}
        />
        <PersonFields values={person} set={setPerson} errors={errors} />
        <BusinessFields
          values={business}
          set={(name, value) => setBusiness({ ...business, [name]: value })}
          errors={errors}
        />
        <CheckboxField
          name="isNotificationEnabled"
          label={t('fields.notifications')}
          checked={notify}
          onChange={setNotify}
        />
        <CheckboxField
          name="agreeTerms"
          label={t('fields.agreeTerms')}
          checked={agree}
          onChange={setAgree}
          error={errors.agreeTerms}
          required
        />
        <div>
          <SubmitButton busy={busy} label={t('signUp.submit')} busyLabel={t('common.wait')} />
        </div>
      </form>
      <p className="account-links">
        <a href={href(lang, 'sign-in')}>{t('trial.haveAccount')}</a>
      </p>
    </AccountShell>
  );
}
