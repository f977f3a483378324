import { type ReactNode, type RefObject, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../../shared/contact/places';
import { language } from '../../../shared/languages';
import { revealFocus } from '../../app/reveal';
import { useSite } from '../../app/site-context';
import '../form-controls.css';

type Change = (e: { target: { value: string } }) => void;

/** A labelled text input or textarea with its inline error (described-by) and optional hints. */
export function TextField(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: Change;
  required?: boolean;
  error?: string | null;
  type?: 'text' | 'email' | 'url';
  autoComplete?: string;
  maxLength: number;
  rows?: number;
  onBlur?: () => void;
  children?: ReactNode;
}) {
  const errorId = `${props.id}-error`;
  const common = {
    id: props.id,
    name: props.name,
    required: props.required,
    maxLength: props.maxLength,
    value: props.value,
    onChange: props.onChange,
    onBlur: props.onBlur,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': props.error ? errorId : undefined,
  } as const;
  return (
    <div className="contact-form__field">
      <label htmlFor={props.id}>
        {props.label}
        {props.required ? ' *' : ''}
      </label>
      {props.rows ? (
        <textarea {...common} rows={props.rows} />
      ) : (
        <input {...common} type={props.type ?? 'text'} autoComplete={props.autoComplete} />
      )}
      {props.error ? (
        <p className="contact-form__error" id={errorId}>
          {props.error}
        </p>
      ) : null}
      {props.children}
    </div>
  );
}

/**
 * The country select. Names come from Intl.DisplayNames in the page's language, in the browser only:
 * the worker's and the browser's ICU data differ, so the server renders the placeholder (and a
 * prefilled code) and the full list appears on hydration without a mismatch (decision 0070).
 */
export function CountrySelect(props: {
  id: string;
  label: string;
  value: string;
  onChange: Change;
  required?: boolean;
  error?: string | null;
}) {
  const { t } = useTranslation('contact');
  const { lang } = useSite();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const countries = useMemo(() => (mounted ? countryOptions(language(lang).htmlLang) : []), [mounted, lang]);
  const errorId = `${props.id}-error`;
  return (
    <div className="contact-form__field">
      <label htmlFor={props.id}>
        {props.label}
        {props.required ? ' *' : ''}
      </label>
      <select
        id={props.id}
        name="country"
        autoComplete="country"
        required={props.required}
        value={props.value}
        onChange={props.onChange}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
      >
        <option value="">{t('form.choose')}</option>
        {props.value && !countries.length ? <option value={props.value}>{props.value}</option> : null}
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
      {props.error ? (
        <p className="contact-form__error" id={errorId}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** Focuses `ref` after the next render (a form's status message, once it shows what to fix). */
export function useFocusOn(ref: RefObject<HTMLElement | null>): () => void {
  const [ticket, setTicket] = useState(0);
  useEffect(() => {
    if (ticket) revealFocus(ref.current);
  }, [ticket, ref]);
  return useCallback(() => setTicket((n) => n + 1), []);
}

/**
 * The submit button: marked disabled with a spinner while waiting (no double submit; the form also
 * ignores submits then). aria-disabled rather than disabled keeps keyboard focus on the button instead
 * of dropping it to the page, so the message that follows can take focus reliably.
 */
export function SubmitButton(props: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <p className="contact-form__actions">
      <button type="submit" className="button contact-form__submit" aria-disabled={props.busy || undefined}>
        {props.busy ? <span className="contact-form__spinner" aria-hidden="true" /> : null}
        {props.busy ? props.busyLabel : props.label}
      </button>
    </p>
  );
}
