import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ErrorBox, SuccessNote, useFormOnline } from '../../../ui/form';
import { useProblemText } from '../../../ui/address';
import styles from '../Me.module.css';
import { useFlash } from '../use-flash';

/**
 * What the account forms share (docs/product/accounts.md#account-data): a call that clears the last
 * failure, shows the success note for 2 s when it works and its failure in the box under the form
 * when not; and whether the form may send (online).
 */
export function useAccountSend() {
  const { online, offlineNote } = useFormOnline();
  const problemText = useProblemText();
  const [failure, setFailure] = useState<string | null>(null);
  const [updated, showUpdated] = useFlash();
  async function run(work: () => Promise<void>, fieldTexts?: Record<string, string>) {
    setFailure(null);
    try {
      await work();
      showUpdated();
    } catch (error) {
      setFailure(problemText(error, fieldTexts));
    }
  }
  return { run, online, offlineNote, failure, updated };
}

interface FormFooterProps {
  send: ReturnType<typeof useAccountSend>;
  /** The 2 s success note's text. */
  success: string;
  label: string;
  busy: boolean;
  changed: boolean;
}

/** The end of an account form: the offline note, the error box, the success note and submit. */
export function FormFooter({ send, success, label, busy, changed }: FormFooterProps) {
  const { t } = useLingui();
  return (
    <>
      {send.offlineNote}
      <ErrorBox>{send.failure}</ErrorBox>
      <SuccessNote>{send.updated ? success : null}</SuccessNote>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-accent" disabled={!changed || busy || !send.online}>
          {busy ? t`Salvataggio…` : label}
        </button>
      </div>
    </>
  );
}
