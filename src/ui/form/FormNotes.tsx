import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useOnline } from '../../offline/lite';
import styles from './Form.module.css';

/** A form's failure, read out at once (role=alert). Renders nothing without a message. */
export function ErrorBox({ children, testId = 'form-error' }: { children?: ReactNode; testId?: string }) {
  if (!children) return null;
  return <p role="alert" className={styles.errorBox} data-testid={testId}>{children}</p>;
}

/** A form's success, announced politely (role=status). */
export function SuccessNote({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return <div role="status" className={styles.successNote}>{children}</div>;
}

/** Offline, a form that needs the server says so plainly; returns whether it may send. */
export function useFormOnline(): { online: boolean; offlineNote: ReactNode } {
  const { t } = useLingui();
  const online = useOnline();
  return {
    online,
    offlineNote: online ? null : <p className={styles.offline}>{t`Sei offline: questo modulo ha bisogno della connessione per essere inviato.`}</p>,
  };
}

/** The text an API failure shows in an error box (docs/product/README.md#errors): its message, else its code. */
export function failureText(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { message, code } = error as { message?: unknown; code?: unknown };
    if (typeof message === 'string' && message !== '') return message;
    if (typeof code === 'string' && code !== '') return code;
  }
  return 'GENERAL_ERROR';
}
