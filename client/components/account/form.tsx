import type { ReactNode } from 'react';
import { useId } from 'react';
import '../form-controls.css';
import './account.css';

/**
 * Form pieces of the account pages (issue 6 "Every form"): labelled fields, inline errors tied with
 * aria-describedby, a spinner and no double submit while waiting. Values live in the page's state, so
 * they stay on error.
 */

type FieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'number';
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  min?: number;
  max?: number;
  inputMode?: 'numeric' | 'email' | 'tel' | 'url' | 'text';
  readOnly?: boolean;
};

/** Label, control and the hint and inline error tied to it (aria-describedby). */
function FieldShell({
  label,
  required,
  hint,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: (control: {
    id: string;
    describedBy: string | undefined;
    invalid: true | undefined;
  }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="account-field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({ id, describedBy, invalid: error ? true : undefined })}
      {hint ? (
        <p className="account-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="account-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField(p: FieldProps) {
  return (
    <FieldShell label={p.label} required={p.required} hint={p.hint} error={p.error}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={p.name}
          type={p.type ?? 'text'}
          value={p.value}
          onChange={(e) => p.onChange(e.target.value)}
          autoComplete={p.autoComplete}
          required={p.required}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          min={p.min}
          max={p.max}
          inputMode={p.inputMode}
          readOnly={p.readOnly}
        />
      )}
    </FieldShell>
  );
}

type SelectProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string;
  autoComplete?: string;
};

export function SelectField(p: SelectProps) {
  return (
    <FieldShell label={p.label} error={p.error}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={p.name}
          value={p.value}
          onChange={(e) => p.onChange(e.target.value)}
          autoComplete={p.autoComplete}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        >
          {p.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

type CheckboxProps = {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  required?: boolean;
};

export function CheckboxField(p: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="account-field account-field--check">
      <input
        id={id}
        name={p.name}
        type="checkbox"
        checked={p.checked}
        onChange={(e) => p.onChange(e.target.checked)}
        required={p.required}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={p.error ? errorId : undefined}
      />
      <label htmlFor={id}>{p.label}</label>
      {p.error ? (
        <p className="account-field__error" id={errorId}>
          {p.error}
        </p>
      ) : null}
    </div>
  );
}

/** The submit button: disabled with a spinner while the call runs (no double submit). */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" className="account-button" disabled={busy} aria-busy={busy || undefined}>
      {busy ? <span className="account-spinner" aria-hidden="true" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}

/** A message for the whole form (errors are announced: role="alert"). */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' }) {
  if (!children) return null;
  return (
    <div className={`account-alert account-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** The page shell of every account page: one heading, a lead, the content. */
export function AccountShell({
  title,
  lead,
  children,
  wide,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  wide?: boolean;
}) {
  return (
    <section
      className={`section account-page${wide ? ' account-page--wide' : ''}`}
      aria-labelledby="page-title"
    >
      <h1 id="page-title">{title}</h1>
      {lead ? <p className="account-page__lead">{lead}</p> : null}
      {children}
    </section>
  );
}
