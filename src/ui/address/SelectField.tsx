import { useId, type ReactNode } from 'react';
import type { TextFieldProps } from '../form';
import styles from './Address.module.css';

type SelectFieldProps = Pick<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'problem' | 'hint' | 'required'> & {
  disabled?: boolean;
  children: ReactNode;
};

/**
 * A labelled select with its hint and problem read with it, drawn like the form kit's text field
 * (src/ui/form has no select): the address form's province, municipality and CAP.
 */
export function SelectField({ name, label, value, onChange, problem, hint, required, disabled, children }: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const describedBy = [hint ? hintId : null, problem ? problemId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}{required ? <span aria-hidden="true"> *</span> : null}</label>
      <select
        id={id} name={name} value={value} className={styles.input} disabled={disabled} required={required}
        aria-invalid={problem ? true : undefined} aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      {hint ? <p id={hintId} className={styles.note}>{hint}</p> : null}
      {problem ? <p id={problemId} className={styles.problem}>{problem}</p> : null}
    </div>
  );
}
