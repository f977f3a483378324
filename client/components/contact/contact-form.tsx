import type { TFunction } from 'i18next';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eventForSupport, pushEvent } from '../../../shared/analytics';
import { readAttribution } from '../../../shared/attribution';
import { SIZE_CODES, UPLOADS } from '../../../shared/contact/constants';
import type { SalesEvent } from '../../../shared/contact/events';
import { US_STATES } from '../../../shared/contact/places';
import {
  buildSupportPayload,
  type ContactFormValues,
  contactFieldErrors,
  type FieldErrors,
  fileProblems,
  supportJsonBody,
  supportMultipartBody,
} from '../../../shared/contact/request';
import { TAG_LISTS, type Tag, type TagListName } from '../../../shared/contact/tags';
import type { CreateSupportAnswer } from '../../../shared/smb/support';
import { SmbCallError } from '../../app/smb';
import {
  checkEmails,
  createSupportJson,
  createSupportMultipart,
  type EmailFacts,
  newRequestKey,
} from './calls';
import '../form-controls.css';
import './contact.css';
import { useFormMessages, usePostedForm } from '../../app/form-state';
import { CountrySelect, SubmitButton, TextField, useFocusOn } from './fields';
import { type ContactFormSpec, type ContactValues, contactRequestValues, productTag } from './form-values';
import { useCountryPrefill } from './location';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending'; progress: number | null }
  | { kind: 'error'; message: string }
  | { kind: 'done'; answer: CreateSupportAnswer };

const MB = UPLOADS.maxFileBytes / (1024 * 1024);
const ACCEPT = UPLOADS.types.join(',');

type Values = ContactValues;

/**
 * The contact / support request form (spec 000 §3, §5, §7): labelled fields, inline errors, the
 * e-mail checks, the country from /location, attachments checked before sending with upload
 * progress, one stored request per submission (decision 0075), values kept on every failure.
 */
export function ContactForm(props: {
  spec: ContactFormSpec;
  event?: SalesEvent | null;
  chinaDomain: boolean;
  /** Extra request attrs (e.g. the forum session a webinar registration is for). */
  attrs?: Record<string, string>;
  /** After the request is stored (the event is reported first). */
  onDone?: (answer: CreateSupportAnswer) => void;
  /** Rendered instead of the form once sent. */
  done?: (answer: CreateSupportAnswer) => React.ReactNode;
}) {
  const { spec, event } = props;
  const { t } = useTranslation('contact');
  const id = useId();
  // A native submit's answer (decision 0190): the worker rendered the page again with these.
  const posted = usePostedForm();
  const messages = useFormMessages();
  const kept = posted?.values ?? {};
  const [values, setValues] = useState<Values>(() => ({
    firstName: kept.firstName ?? '',
    lastName: kept.lastName ?? '',
    email: kept.email ?? '',
    businessName: kept.businessName ?? '',
    employees: kept.employees ?? '',
    country: kept.country ?? '',
    state: kept.state ?? '',
    // spec 000 §9: an event's prefill, else the language's default contact text (sales form).
    description:
      kept.description ??
      (event ? t('event.prefill', { event: event.name }) : spec.defaultText ? t('event.default') : ''),
    isSubscribed: kept.isSubscribed === 'on',
    focus: kept.focus ?? (spec.focus ? 'business' : ''),
    product:
      (spec.products && kept[spec.products]) || (event ? productTag(spec.products, event.product) : ''),
    topic: (spec.topics && kept[spec.topics]) || '',
  }));
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors & { server?: Partial<Record<string, true>> }>(() =>
    Object.fromEntries(
      Object.entries(posted?.errors ?? {}).map(([k, m]) => [k, m.key.replace(/^contact:errors\./, '')]),
    ),
  );
  const [status, setStatus] = useState<Status>(() =>
    posted?.done && kept.supportId
      ? { kind: 'done', answer: { supportId: kept.supportId } as CreateSupportAnswer }
      : posted?.alert
        ? { kind: 'error', message: messages.text(posted.alert) }
        : { kind: 'idle' },
  );
  const [facts, setFacts] = useState<EmailFacts | null>(null);
  const requestKey = useRef<string | null>(null);
  const countryTouched = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  // After the render that shows the message (decision 0070: focus goes to what to fix).
  const focusMessage = useFocusOn(summaryRef);

  // spec 000 §7 /location prefill (the region rule applied); a failure leaves the country empty.
  const prefillCountry = useCountryPrefill(props.chinaDomain, (country) => {
    if (!countryTouched.current) setValues((v) => (v.country ? v : { ...v, country }));
  });

  const set = (name: keyof Values) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    if (name === 'country') countryTouched.current = true;
    setValues((v) => ({ ...v, [name]: value }));
  };

  const formValues = (): ContactFormValues => contactRequestValues(spec, values, event);

  const checkEmail = async () => {
    const email = values.email.trim();
    if (!contactFieldErrors({ ...formValues(), firstName: 'x', lastName: 'x' }).email) {
      setFacts(await checkEmails(email, spec.supportType));
    }
  };

  const onFiles = (e: { target: HTMLInputElement }) => {
    const list = Array.from(e.target.files ?? []);
    const problems = fileProblems(list);
    if (problems.length) {
      const p = problems[0]!;
      setFileError(
        p.reason === 'too-many'
          ? t('errors.tooMany', { count: UPLOADS.maxFiles })
          : p.reason === 'type'
            ? t('errors.fileType', { name: p.name })
            : t('errors.fileSize', { name: p.name, size: MB }),
      );
      setFiles([]);
      e.target.value = '';
      return;
    }
    setFileError(null);
    setFiles(list);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (status.kind === 'sending') return; // no double submit while waiting
    const v = formValues();
    const found = contactFieldErrors(v, {
      businessName: spec.business?.required,
      description: spec.descriptionRequired,
    });
    setErrors(found);
    if (Object.keys(found).length || fileError) {
      setStatus({ kind: 'error', message: t('errors.summary') });
      focusMessage();
      return;
    }
    requestKey.current ??= newRequestKey();
    setStatus({ kind: 'sending', progress: files.length ? 0 : null });
    try {
      // spec 000 §5: the e-mail checks run before the request; they inform, never block.
      setFacts(await checkEmails(v.email.trim(), spec.supportType));
      const payload = buildSupportPayload(v, readAttribution(document.cookie), event ?? undefined);
      if (props.attrs) payload.attrs = { ...payload.attrs, ...props.attrs };
      const answer = files.length
        ? await createSupportMultipart(supportMultipartBody(payload, files), requestKey.current, (p) =>
            setStatus({ kind: 'sending', progress: p }),
          )
        : await createSupportJson(supportJsonBody(payload), requestKey.current);
      requestKey.current = null;
      const facts = { supportType: spec.supportType, productType: payload.productType ?? null };
      pushEvent(eventForSupport(spec.supportType), facts);
      if (spec.alsoReports) pushEvent(spec.alsoReports, facts);
      setStatus({ kind: 'done', answer });
      props.onDone?.(answer);
    } catch (err) {
      const { message, fields } = describeFailure(err, t);
      if (fields) setErrors(fields);
      setStatus({ kind: 'error', message });
      focusMessage();
    }
  };

  if (status.kind === 'done' && props.done) return <>{props.done(status.answer)}</>;

  const sending = status.kind === 'sending';
  const f = (name: string) => `${id}-${name}`;
  const err = (name: keyof FieldErrors): string | null => {
    const key = errors[name] ?? (errors.server?.[name] ? 'invalid' : undefined);
    return key ? t(`errors.${key}`) : null;
  };

  return (
    <form
      className="contact-form"
      method="post"
      encType={spec.files ? 'multipart/form-data' : undefined}
      onSubmit={onSubmit}
      onFocus={prefillCountry}
      noValidate
      aria-busy={sending}
    >
      <div ref={summaryRef} tabIndex={-1} className="contact-form__status" role="status">
        {status.kind === 'error' ? <p className="contact-form__error">{status.message}</p> : null}
        {event ? <p className="contact-form__event">{t('event.notice', { event: event.name })}</p> : null}
      </div>
      <p className="contact-form__note">{t('form.requiredNote')}</p>
      <div className="contact-form__row">
        <TextField
          id={f('firstName')}
          name="firstName"
          label={t('form.firstName')}
          required
          autoComplete="given-name"
          maxLength={100}
          value={values.firstName}
          onChange={set('firstName')}
          error={err('firstName')}
        />
        <TextField
          id={f('lastName')}
          name="lastName"
          label={t('form.lastName')}
          required
          autoComplete="family-name"
          maxLength={100}
          value={values.lastName}
          onChange={set('lastName')}
          error={err('lastName')}
        />
      </div>
      <TextField
        id={f('email')}
        name="email"
        type="email"
        label={t('form.email')}
        required
        autoComplete="email"
        maxLength={254}
        value={values.email}
        onChange={set('email')}
        onBlur={checkEmail}
        error={err('email')}
      >
        {facts?.hasAccount ? <p className="contact-form__hint">{t('email.hasAccount')}</p> : null}
        {facts?.sentBefore ? <p className="contact-form__hint">{t('email.sentBefore')}</p> : null}
      </TextField>
      {spec.business ? (
        <TextField
          id={f('businessName')}
          name="businessName"
          label={t(`form.${spec.business.label}`)}
          required={spec.business.required}
          autoComplete="organization"
          maxLength={150}
          value={values.businessName ?? ''}
          onChange={set('businessName')}
          error={err('businessName')}
        />
      ) : null}
      {spec.focus ? (
        <fieldset className="contact-form__field contact-form__choices">
          <legend>{t('form.focus')}</legend>
          {TAG_LISTS.focus.map((tag) => (
            <label key={tag.id} className="contact-form__choice">
              <input
                type="radio"
                name="focus"
                value={tag.value}
                checked={values.focus === tag.value}
                onChange={set('focus')}
              />{' '}
              {t(`tags.focus.${tag.value}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {spec.products ? (
        <TagSelect
          id={f('product')}
          label={t(spec.products === 'consumerApps' ? 'form.app' : 'form.service')}
          list={spec.products}
          value={values.product}
          onChange={set('product')}
        />
      ) : null}
      {spec.topics ? (
        <TagSelect
          id={f('topic')}
          label={t('form.topic')}
          list={spec.topics}
          value={values.topic}
          onChange={set('topic')}
        />
      ) : null}
      {spec.employees ? (
        <div className="contact-form__field">
          <label htmlFor={f('employees')}>{t('form.employees')}</label>
          <select id={f('employees')} name="employees" value={values.employees} onChange={set('employees')}>
            <option value="">{t('form.choose')}</option>
            {Object.keys(SIZE_CODES).map((code) => (
              <option key={code} value={code}>
                {t(`sizes.${code}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="contact-form__row">
        <CountrySelect
          id={f('country')}
          label={t('form.country')}
          value={values.country ?? ''}
          onChange={set('country')}
        />
        {values.country === 'US' ? (
          <div className="contact-form__field">
            <label htmlFor={f('state')}>{t('form.state')}</label>
            <select id={f('state')} name="state" value={values.state} onChange={set('state')}>
              <option value="">{t('form.choose')}</option>
              {US_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <TextField
        id={f('description')}
        name="description"
        label={t('form.description')}
        required={spec.descriptionRequired}
        rows={6}
        maxLength={5000}
        value={values.description ?? ''}
        onChange={set('description')}
        error={err('description')}
      />
      {spec.files ? (
        <div className="contact-form__field">
          <label htmlFor={f('files')}>{t('form.files')}</label>
          <input
            id={f('files')}
            name="files"
            type="file"
            multiple
            accept={ACCEPT}
            onChange={onFiles}
            aria-describedby={`${f('files-hint')}${fileError ? ` ${f('files-error')}` : ''}`}
            aria-invalid={fileError ? true : undefined}
          />
          <p className="contact-form__hint" id={f('files-hint')}>
            {t('form.filesHint', { count: UPLOADS.maxFiles, size: MB })}
          </p>
          {fileError ? (
            <p className="contact-form__error" id={f('files-error')}>
              {fileError}
            </p>
          ) : null}
        </div>
      ) : null}
      {spec.subscribe ? (
        <div className="contact-form__field contact-form__choice">
          <input
            id={f('subscribe')}
            name="isSubscribed"
            type="checkbox"
            checked={values.isSubscribed}
            onChange={(e) => setValues((v) => ({ ...v, isSubscribed: e.target.checked }))}
          />
          <label htmlFor={f('subscribe')}>{t('form.subscribe')}</label>
        </div>
      ) : null}
      <SubmitButton busy={sending} label={t('form.send')} busyLabel={t('form.sending')} />
      {sending && status.progress !== null ? (
        <p className="contact-form__progress">
          <label htmlFor={f('progress')}>{t('form.progress')}</label>{' '}
          <progress id={f('progress')} max={100} value={Math.round(status.progress * 100)}>
            {Math.round(status.progress * 100)}%
          </progress>
        </p>
      ) : null}
    </form>
  );
}

function TagSelect(props: {
  id: string;
  label: string;
  list: TagListName;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
}) {
  const { t } = useTranslation('contact');
  return (
    <div className="contact-form__field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} name={props.list} value={props.value} onChange={props.onChange}>
        <option value="">{t('form.choose')}</option>
        {(TAG_LISTS[props.list] as readonly Tag[]).map((tag) => (
          <option key={tag.id} value={String(tag.id)}>
            {t(`tags.${props.list}.${tag.value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

type T = TFunction<'contact'>;

/** What the visitor reads when the request was not stored (spec 000 §8: the call rejects with its status). */
export function describeFailure(
  err: unknown,
  t: T,
): { message: string; fields?: FieldErrors & { server: Partial<Record<string, true>> } } {
  if (!(err instanceof SmbCallError)) return { message: t('errors.server') };
  if (err.status === 0) return { message: t('errors.network') };
  if (err.status === 413) return { message: t('errors.tooLarge', { count: UPLOADS.maxFiles, size: MB }) };
  if (err.status === 415) return { message: t('errors.unsupported') };
  if (err.status === 429) return { message: t('errors.rateLimited') };
  if (err.status === 400) {
    const issues = Array.isArray(err.body?.issues) ? (err.body.issues as { path?: unknown }[]) : [];
    const server: Partial<Record<string, true>> = {};
    for (const i of issues) {
      const path = Array.isArray(i.path) ? String(i.path[i.path.length - 1] ?? '') : String(i.path ?? '');
      const field = path.replace(/^support\./, '').split('.')[0];
      if (field) server[field] = true;
    }
    return { message: t('errors.summary'), fields: { server } };
  }
  return { message: t('errors.server') };
}
