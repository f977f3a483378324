import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_EVENTS, pushEvent } from '../../../shared/analytics';
import { PARTNER_TYPE_CHOICES as PARTNER_TYPES } from '../../../shared/contact/constants';
import { href } from '../../../shared/routes';
import type { CheckPartnerAnswer, CreatePartnerAnswer } from '../../../shared/smb/partner';
import { mayCheckAuth, setSignInFlag } from '../../app/sign-in-flag';
import { useSite } from '../../app/site-context';
import { SmbCallError, smbGet, smbPost } from '../../app/smb';
import { CountrySelect, SubmitButton, TextField, useFocusOn } from '../../components/contact/fields';
import { useCountryPrefill } from '../../components/contact/location';

type Standing =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'partner'; status: NonNullable<CheckPartnerAnswer['partnerStatus']> }
  | { kind: 'form' };

type Errors = Partial<Record<'companyName' | 'country' | 'websiteUrl', 'required' | 'invalid'>>;

/**
 * Partner registration (spec 000 §7 check-partner, create-partner; §4 the sign-in attempt flag is set
 * on partner creation; the partner-registration event goes to the data layer). Applications come
 * from a signed-in business account: check-partner answers 401 when signed out.
 */
export function PartnerForm(props: { chinaDomain: boolean }) {
  const { t } = useTranslation('contact');
  const { lang, edge } = useSite();
  const id = useId();
  const [standing, setStanding] = useState<Standing>({ kind: 'loading' });
  const [values, setValues] = useState({
    companyName: '',
    websiteUrl: '',
    country: '',
    partnerType: PARTNER_TYPES[0] as string,
    description: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  // After the render that shows the message (decision 0070: focus goes to what to fix).
  const focusMessage = useFocusOn(statusRef);

  useEffect(() => {
    // spec 000 §4's rule for the auth check: a visitor it rules signed out is asked nothing, so no 401
    // lands in the console (issue 41).
    if (!mayCheckAuth(edge.inApp)) {
      setStanding({ kind: 'signed-out' });
      return;
    }
    let live = true;
    smbGet<CheckPartnerAnswer>('partner.checkPartner')
      .then((a) => {
        if (!live) return;
        setStanding(a.partnerStatus ? { kind: 'partner', status: a.partnerStatus } : { kind: 'form' });
      })
      .catch((err) => {
        if (live)
          setStanding(
            err instanceof SmbCallError && err.status === 401 ? { kind: 'signed-out' } : { kind: 'form' },
          );
      });
    return () => {
      live = false;
    };
  }, [edge.inApp]);
  const prefillCountry = useCountryPrefill(props.chinaDomain, (country) =>
    setValues((v) => (v.country ? v : { ...v, country })),
  );

  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const found: Errors = {};
    if (!values.companyName.trim()) found.companyName = 'required';
    if (!values.country) found.country = 'required';
    if (values.websiteUrl.trim() && /\s/.test(values.websiteUrl.trim())) found.websiteUrl = 'invalid';
    setErrors(found);
    if (Object.keys(found).length) {
      setMessage(t('errors.summary'));
      focusMessage();
      return;
    }
    setSending(true);
    setMessage(null);
    try {
      const answer = await smbPost<CreatePartnerAnswer>('partner.createPartner', {
        companyName: values.companyName.trim(),
        websiteUrl: values.websiteUrl.trim() || undefined,
        country: values.country,
        partnerType: values.partnerType,
        description: values.description.trim() || undefined,
        responseType: 'json',
      });
      setSignInFlag();
      pushEvent(ANALYTICS_EVENTS.partnerRegistration, { partnerType: values.partnerType });
      setStanding({ kind: 'partner', status: answer.partnerStatus });
    } catch (err) {
      if (err instanceof SmbCallError && err.status === 409)
        setStanding({ kind: 'partner', status: 'SUBMITTED' });
      else if (err instanceof SmbCallError && err.status === 401) setStanding({ kind: 'signed-out' });
      else {
        setMessage(
          err instanceof SmbCallError && err.status === 429
            ? t('errors.rateLimited')
            : err instanceof SmbCallError && err.status === 400
              ? t('errors.summary')
              : t('errors.server'),
        );
        focusMessage();
      }
    } finally {
      setSending(false);
    }
  };

  if (standing.kind === 'loading') {
    return <p className="contact-form__hint">{t('partner.checking')}</p>;
  }
  if (standing.kind === 'signed-out') {
    return (
      <div className="contact-done">
        <p>{t('partner.signIn')}</p>
        <p className="sec-ctas">
          <a
            className="button"
            href={`${href(lang, 'sign-in')}?next=${encodeURIComponent(href(lang, 'partners'))}`}
          >
            {t('partner.signInLink')}
          </a>{' '}
          <a href={href(lang, 'sign-up')}>{t('partner.signUpLink')}</a>
        </p>
      </div>
    );
  }
  if (standing.kind === 'partner') {
    return (
      <div className="contact-done" role="status">
        <p>{t(`partner.status.${standing.status}`)}</p>
      </div>
    );
  }
  const f = (n: string) => `${id}-${n}`;
  const error = (n: keyof Errors) => (errors[n] ? t(`errors.${errors[n]}`) : null);
  return (
    <form
      className="contact-form"
      onSubmit={onSubmit}
      onFocus={prefillCountry}
      noValidate
      aria-busy={sending}
    >
      <div ref={statusRef} tabIndex={-1} className="contact-form__status" role="status">
        {message ? <p className="contact-form__error">{message}</p> : null}
      </div>
      <p className="contact-form__note">{t('form.requiredNote')}</p>
      <TextField
        id={f('companyName')}
        name="companyName"
        label={t('form.businessName')}
        required
        autoComplete="organization"
        maxLength={150}
        value={values.companyName}
        onChange={set('companyName')}
        error={error('companyName')}
      />
      <TextField
        id={f('websiteUrl')}
        name="websiteUrl"
        type="url"
        label={t('partner.websiteUrl')}
        autoComplete="url"
        maxLength={500}
        value={values.websiteUrl}
        onChange={set('websiteUrl')}
        error={error('websiteUrl')}
      />
      <div className="contact-form__row">
        <CountrySelect
          id={f('country')}
          label={t('form.country')}
          required
          value={values.country}
          onChange={set('country')}
          error={error('country')}
        />
        <div className="contact-form__field">
          <label htmlFor={f('partnerType')}>{t('partner.partnerType')}</label>
          <select
            id={f('partnerType')}
            name="partnerType"
            value={values.partnerType}
            onChange={set('partnerType')}
          >
            {PARTNER_TYPES.map((p) => (
              <option key={p} value={p}>
                {t(`partner.types.${p}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TextField
        id={f('description')}
        name="description"
        label={t('partner.description')}
        rows={5}
        maxLength={2000}
        value={values.description}
        onChange={set('description')}
      />
      <SubmitButton busy={sending} label={t('partner.submit')} busyLabel={t('form.sending')} />
    </form>
  );
}
