import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ErrorBox, useFormOnline } from '../../../ui/form';
import { useProblemText } from '../../../ui/address';
import { meCalls } from '../me-api';
import styles from '../Me.module.css';
import { savePersonalDataFile } from '../../../lib/personal-data-file';

/**
 * The copy of one's data, at once (docs/product/accounts.md#data-requests; decision 236): one button
 * that saves everything the shop holds about the customer as a JSON file.
 */
export function ExportSection({ userId }: { userId: number }) {
  const { t } = useLingui();
  const { online, offlineNote } = useFormOnline();
  const problemText = useProblemText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setFailure(null);
    try {
      savePersonalDataFile(await meCalls.exportData(userId));
    } catch (error) {
      setFailure(problemText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="export-title">
      <h2 id="export-title">{t`Scarica i tuoi dati`}</h2>
      <p>{t`Scarica subito una copia di tutti i dati che conserviamo su di te (profilo, indirizzi, ordini, preferiti, newsletter, carte salvate) in un file JSON.`}</p>
      {offlineNote}
      <ErrorBox>{failure}</ErrorBox>
      <div className={styles.actions}>
        <button type="button" className="btn" onClick={() => void download()} disabled={busy || !online} data-testid="export-data">
          {busy ? t`Preparazione…` : t`Scarica i miei dati`}
        </button>
      </div>
    </section>
  );
}
