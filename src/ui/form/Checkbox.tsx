import { useId } from 'react';
import styles from './Form.module.css';

interface CheckboxProps {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /**
   * A note under the box that depends on its state (what ticking it will lead to). Passed at all
   * (null while there is nothing to say), its place is a polite live region from the first render,
   * so a note that appears on ticking is read out, and the box is described by it.
   */
  note?: string | null;
}

/** A labelled checkbox (the newsletter opt-in, the invoice option). */
export function Checkbox({ name, label, checked, onChange, note }: CheckboxProps) {
  const noteId = `${useId()}-note`;
  return (
    <div className={styles.field}>
      <label className={styles.check}>
        <input type="checkbox" name={name} checked={checked} aria-describedby={note ? noteId : undefined}
          onChange={(event) => onChange(event.target.checked)} />
        <span>{label}</span>
      </label>
      {note === undefined ? null : <p id={noteId} className={styles.hint} aria-live="polite">{note}</p>}
    </div>
  );
}
