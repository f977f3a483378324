import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  autoTrial,
  TRIAL_SUCCESS_DELAY_MS,
  trialCheckStep,
  trialOutcome,
} from '../../../shared/account/flows';
import { hostsOf, safeTarget } from '../../../shared/account/next';
import type { FreeTrialData } from '../../../shared/account/pages';
import { personBusinessKeys } from '../../../shared/account/sign-up';
import { trialLengthDays, trialRequestBody } from '../../../shared/account/trial';
import { readAttribution } from '../../../shared/attribution';
import { language } from '../../../shared/languages';
import { href } from '../../../shared/routes';
import type { CheckResult } from '../../../shared/smb/common';
import { functionTypeOf, type SolutionType } from '../../../shared/smb/rules';
import type { CheckAnswer, CreateTrialAnswer } from '../../../shared/smb/subscription';
import { useFormMessages, usePostedForm } from '../../app/form-state';
import { setSignInFlag } from '../../app/sign-in-flag';
import { useSite } from '../../app/site-context';
import { SmbCallError, smbPost } from '../../app/smb';
import { applyStoredAffiliation } from '../../components/account/affiliate';
import {
  BusinessFields,
  type BusinessValues,
  defaultBusiness,
  PersonFields,
} from '../../components/account/business-fields';
import { trialStarted, uniquenessErrors } from '../../components/account/checks';
import {
  AccountShell,
  CheckboxField,
  FormAlert,
  SelectField,
  SubmitButton,
} from '../../components/account/form';
import type { FieldErrors } from '../../components/account/validate';
import type { PageProps } from '../types';

type Phase = 'form' | 'checking' | 'starting' | 'started';

/**
 * spec 000 §2 /business/user/free-trial. Signed out: the form creates account, business and trial
 * (docs/architecture.md "Account life cycle"). Signed in with a business: the auto free trial of spec 000 §4 (check →
 * complete-trial → spinner → console after 200 ms). The solution follows the §5 rule (the loader).
 */
export default function FreeTrialPage({ data }: PageProps<FreeTrialData>) {
  const { t } = useTranslation('account');
  const { t: seo } = useTranslation('seo');
  const { lang } = useSite();
  const signedIn = data.summary !== null;
  const hasCustomers = (data.summary?.relatedCustomers.length ?? 0) > 0;
  const [phase, setPhase] = useState<Phase>(signedIn && hasCustomers ? 'checking' : 'form');
  const posted = usePostedForm();
  const messages = useFormMessages();
  const kept = posted?.values ?? {};
  const [solution, setSolution] = useState<SolutionType>(
    () => data.solutions.find((s) => s === kept.solutionType) ?? data.solutionType,
  );
  const [person, setPerson] = useState({
    firstName: kept.firstName ?? '',
    lastName: kept.lastName ?? '',
    email: kept.email ?? '',
  });
  const [business, setBusiness] = useState<BusinessValues>(() => {
    const base = defaultBusiness(lang);
    const out = { ...base };
    for (const k of Object.keys(base) as (keyof BusinessValues)[])
      if (kept[k] !== undefined) out[k] = kept[k];
    return out;
  });
  const [notify, setNotify] = useState(kept.isNotificationEnabled === 'on');
  const [errors, setErrors] = useState<FieldErrors>(() => messages.all(posted?.errors));
  const [alert, setAlert] = useState(() => messages.text(posted?.alert));
  const [days, setDays] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  const consoleOf = (s: SolutionType) => data.consoles[s] ?? href(lang, 'user-home');

  // spec 000 §4 affiliate handling, then §9: the trial length (affiliation days override the default).
  useEffect(() => {
    let live = true;
    applyStoredAffiliation(functionTypeOf(solution), solution).then((a) => {
      if (live) setDays(trialLengthDays(solution, a.affiliationDays));
    });
    return () => {
      live = false;
    };
  }, [solution]);

  /** spec 000 §4 "Trial creation by approvalStatus". */
  function finish(answer: CreateTrialAnswer, s: SolutionType, thenConsole: boolean) {
    setSignInFlag();
    const outcome = trialOutcome(answer, s, readAttribution(document.cookie).bypassApproval);
    if (outcome.kind === 'confirmed') {
      location.assign(href(lang, 'signup-confirmed'));
      return;
    }
    // Signed out, the success page says where the setup link went (issue 27 item 12).
    const success = signedIn
      ? href(lang, 'free-trial-success')
      : `${href(lang, 'free-trial-success')}?${new URLSearchParams({ email: person.email.trim() })}`;
    // decision 0173: both successful branches report the trial and load the affiliate script.
    const reported = trialStarted({
      solutionType: s,
      successPath: success,
      affiliateScript: data.affiliateScript,
    });
    if (outcome.kind === 'redirect') {
      // Every followed target is checked (decision 0214): a site path or a known console.
      const target = safeTarget(answer.redirectUrl, hostsOf(Object.values(data.consoles)), success);
      reported.then(() => location.assign(target));
      return;
    }
    if (thenConsole) {
      setPhase('started');
      setTimeout(() => location.assign(consoleOf(s)), TRIAL_SUCCESS_DELAY_MS);
    } else {
      reported.then(() => location.assign(success));
    }
  }

  // spec 000 §4 "Auto free trial".
  useEffect(() => {
    if (phase !== 'checking' || started.current) return;
    started.current = true;
    const functionType = functionTypeOf(data.solutionType);
    (async () => {
      let result: CheckResult | null = null;
      try {
        result = (
          await smbPost<CheckAnswer>('subscription.checkTrial', {
            functionType,
            solutionType: data.solutionType,
          })
        ).result;
      } catch {
        result = null; // spec 000 §4: a failing check returns false silently
      }
      const auto = autoTrial(hasCustomers, result);
      if (auto.setFlag) setSignInFlag();
      const step = trialCheckStep(result, true);
      if (step.kind === 'app') {
        location.assign(consoleOf(data.solutionType));
        return;
      }
      if (!auto.start) {
        setPhase('form');
        return;
      }
      setPhase('starting');
      try {
        const aff = readAttribution(document.cookie).affiliationCode;
        const answer = await smbPost<CreateTrialAnswer>('subscription.completeTrial', {
          functionType,
          solutionType: data.solutionType,
          ...(aff ? { affiliationCode: aff } : {}),
        });
        finish(answer, data.solutionType, true);
      } catch {
        setPhase('form');
        setAlert(t('errors.generic'));
      }
    })();
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const v = { ...person, ...business };
    const next: FieldErrors = Object.fromEntries(
      Object.entries(personBusinessKeys(v)).map(([k, key]) => [k, t(key)]),
    );
    setErrors(next);
    setAlert('');
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      if (!signedIn) {
        const taken = await uniquenessErrors(person.email, business.customerName, {
          emailTaken: t('errors.emailTakenTrial'),
          businessTaken: t('errors.businessTaken'),
        });
        if (Object.keys(taken).length) {
          setErrors(taken);
          setBusy(false);
          return;
        }
      }
      const attribution = readAttribution(document.cookie);
      const functionType = functionTypeOf(solution);
      const answer = await smbPost<CreateTrialAnswer>(
        'subscription.createTrial',
        trialRequestBody({
          business,
          person: signedIn ? null : person,
          notify,
          languageType: language(lang).code3,
          solution,
          functionType,
          attribution,
        }),
      );
      finish(answer, solution, signedIn);
    } catch (err) {
      setBusy(false);
      const status = err instanceof SmbCallError ? err.status : 0;
      const code = err instanceof SmbCallError ? err.body?.error : undefined;
      if (code === 'email_exists') setErrors({ email: t('errors.emailTakenTrial') });
      else if (code === 'business_name_exists') setErrors({ customerName: t('errors.businessTaken') });
      else if (code === 'trial_exists' || code === 'subscription_exists') setAlert(t('trial.exists'));
      else setAlert(status === 429 ? t('errors.rateLimited') : t('errors.generic'));
    }
  }

  if (phase !== 'form') {
    return (
      <AccountShell title={seo('free-trial.heading')}>
        <FormAlert tone="info">
          <span className="account-button" aria-busy="true">
            <span className="account-spinner" aria-hidden="true" />
            {phase === 'started' ? t('trial.openingConsole') : t('trial.starting')}
          </span>
        </FormAlert>
      </AccountShell>
    );
  }

  const emailTaken = errors.email === t('errors.emailTakenTrial');
  const signInLink = `${href(lang, 'sign-in')}?${new URLSearchParams({ email: person.email.trim(), functionType: functionTypeOf(solution), solutionType: solution })}`;

  return (
    <AccountShell
      title={seo('free-trial.heading')}
      lead={days === null ? seo('free-trial.description') : t('trial.lead', { days })}
    >
      <FormAlert>{alert}</FormAlert>
      <form className="account-form" method="post" onSubmit={submit} noValidate>
        <SelectField
          name="solutionType"
          label={t('fields.solution')}
          value={solution}
          onChange={(v) => setSolution(v as SolutionType)}
          options={data.solutions.map((s) => ({ value: s, label: t(`solutions.${s}`) }))}
        />
        {signedIn ? null : (
          <PersonFields values={person} set={setPerson} errors={errors}>
            {emailTaken ? (
              <p>
                <a href={signInLink}>{t('signIn.submit')}</a>
              </p>
            ) : null}
          </PersonFields>
        )}
        <BusinessFields
          values={business}
          set={(name, value) => setBusiness({ ...business, [name]: value })}
          errors={errors}
        />
        {signedIn ? null : (
          <CheckboxField
            name="isNotificationEnabled"
            label={t('fields.notifications')}
            checked={notify}
            onChange={setNotify}
          />
        )}
        <div>
          <SubmitButton busy={busy} label={t('trial.submit')} busyLabel={t('common.wait')} />
        </div>
      </form>
      {signedIn ? null : (
        <p className="account-links">
          <a href={signInLink}>{t('trial.haveAccount')}</a>
        </p>
      )}
    </AccountShell>
  );
}
