import { useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTypedBeforeWaking } from './use-typed-before-waking';
import styles from './Form.module.css';

export interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The translated problem shown under the field (aria-invalid and aria-describedby follow it). */
  problem?: string | null;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  required?: boolean;
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  /** Drawn inside the field's box, after the input (the password toggle). */
  addon?: ReactNode;
  /** A text of several lines (a message): a textarea this many rows high. */
  rows?: number;
}

/** A labelled text input (or textarea) with its hint and problem read with it by screen readers. */
export function TextField({ name, label, value, onChange, problem, hint, type = 'text', required = false, autoComplete, inputMode, addon, rows }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const describedBy = [hint ? hintId : null, problem ? problemId : null].filter(Boolean).join(' ') || undefined;
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useTypedBeforeWaking(field, value, onChange);
  const shared = {
    id, name, value, required, autoComplete, inputMode, className: styles.input, ref: field,
    'aria-invalid': problem ? true : undefined, 'aria-describedby': describedBy,
  };
  const input = rows
    ? <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
    : <input {...shared} type={type} onChange={(event) => onChange(event.target.value)} />;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>{label}{required ? <span aria-hidden="true"> *</span> : null}</label>
      {addon ? <div className={styles.withToggle}>{input}{addon}</div> : input}
      {hint ? <p id={hintId} className={styles.hint}>{hint}</p> : null}
      {problem ? <p id={problemId} className={styles.problem}>{problem}</p> : null}
    </div>
  );
}
