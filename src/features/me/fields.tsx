import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import styles from './Me.module.css';

interface FieldShell {
  label: string;
  problem?: string | null;
  required?: boolean;
  hint?: string;
}

function useFieldIds() {
  return { id: useId(), problemId: useId(), hintId: useId() };
}

function describedBy(ids: { problemId: string; hintId: string }, problem?: string | null, hint?: string) {
  const list = [hint ? ids.hintId : null, problem ? ids.problemId : null].filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return <label htmlFor={htmlFor}>{label}{required ? <span aria-hidden="true"> *</span> : null}</label>;
}

function Below({ ids, problem, hint }: { ids: { problemId: string; hintId: string }; problem?: string | null; hint?: string }) {
  return (
    <>
      {hint ? <p id={ids.hintId} className={styles.note}>{hint}</p> : null}
      {problem ? <p id={ids.problemId} className={styles.problem}>{problem}</p> : null}
    </>
  );
}

interface InputFieldProps extends FieldShell {
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  readOnly?: boolean;
  inputMode?: 'numeric' | 'text' | 'tel' | 'email';
  maxLength?: number;
}

/** A labelled text input with its rule message under it, read with it by screen readers. */
export function InputField({ label, problem, required, hint, name, value, onChange, type = 'text', ...rest }: InputFieldProps) {
  const ids = useFieldIds();
  return (
    <div className={styles.field}>
      <Label htmlFor={ids.id} label={label} required={required} />
      <input
        {...rest} id={ids.id} name={name} type={type} value={value} className={styles.input}
        required={required} aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(ids, problem, hint)}
        onChange={(event) => onChange(event.target.value)}
      />
      <Below ids={ids} problem={problem} hint={hint} />
    </div>
  );
}

interface SelectFieldProps extends FieldShell {
  name: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  children: ReactNode;
}

export function SelectField({ label, problem, required, hint, name, value, onChange, disabled, children }: SelectFieldProps) {
  const ids = useFieldIds();
  return (
    <div className={styles.field}>
      <Label htmlFor={ids.id} label={label} required={required} />
      <select
        id={ids.id} name={name} value={value} className={styles.input} disabled={disabled}
        required={required} aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(ids, problem, hint)}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      <Below ids={ids} problem={problem} hint={hint} />
    </div>
  );
}

interface PasswordFieldProps extends FieldShell {
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with its show/hide toggle (checkout-account-pages.md §5). */
export function PasswordField({ label, problem, required, hint, name, value, onChange, autoComplete }: PasswordFieldProps) {
  const ids = useFieldIds();
  const [shown, setShown] = useState(false);
  const { t } = useLingui();
  return (
    <div className={styles.field}>
      <Label htmlFor={ids.id} label={label} required={required} />
      <div className={styles.password}>
        <input
          id={ids.id} name={name} type={shown ? 'text' : 'password'} value={value} className={styles.input}
          autoComplete={autoComplete} required={required} aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy(ids, problem, hint)}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className={styles.linkButton} aria-pressed={shown} aria-controls={ids.id} onClick={() => setShown((on) => !on)}>
          {shown ? t`Nascondi` : t`Mostra`}
          <span className="visually-hidden"> {label}</span>
        </button>
      </div>
      <Below ids={ids} problem={problem} hint={hint} />
    </div>
  );
}
