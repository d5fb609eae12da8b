import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './TextField';
import styles from './Form.module.css';

const Eye = ({ crossed }: { crossed: boolean }) => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {crossed ? <path d="M4 4l16 16" /> : null}
  </svg>
);

/** A password input with the show/hide toggle of docs/product/accounts.md#form-rules: a pressed button shows it. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button type="button" className={styles.toggle} aria-pressed={visible} aria-label={t`Mostra password`}
      onClick={() => setVisible((now) => !now)}>
      <Eye crossed={visible} />
    </button>
  );
  return <TextField {...props} type={visible ? 'text' : 'password'} addon={toggle} />;
}
