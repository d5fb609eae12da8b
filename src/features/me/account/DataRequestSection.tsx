import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SHOP_LOCALE } from '../../../lib';
import { ErrorBox, useFormOnline } from '../../../ui/form';
import { useProblemText } from '../../../ui/address';
import type { DataRequest } from '../../../../contract/account';
import { meCalls } from '../me-api';
import styles from '../Me.module.css';

const dateOnly = (iso: string) => new Intl.DateTimeFormat(SHOP_LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(Date.parse(iso));

/**
 * The personal-data access request (docs/product/accounts.md#data-requests): one button; the
 * server records the request and mails an acknowledgement; the export may take up to 30 days.
 */
export function DataRequestSection({ userId }: { userId: number }) {
  const { t } = useLingui();
  const { online, offlineNote } = useFormOnline();
  const problemText = useProblemText();
  const [request, setRequest] = useState<DataRequest | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function ask() {
    setSending(true);
    setFailure(null);
    try {
      setRequest(await meCalls.requestData(userId));
    } catch (error) {
      setFailure(problemText(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="data-request-title">
      <h2 id="data-request-title">{t`I tuoi dati personali`}</h2>
      <p>{t`Puoi chiedere una copia dei dati personali che conserviamo su di te. Te la invieremo via email: l'esportazione può richiedere fino a 30 giorni.`}</p>
      <div aria-live="polite">
        {request ? (
          <p className={styles.success} data-testid="data-request-recorded">
            {t`Richiesta registrata il ${dateOnly(request.requestedAt)}: riceverai i tuoi dati entro il ${dateOnly(request.dueBy)}.`}
          </p>
        ) : null}
      </div>
      {offlineNote}
      <ErrorBox>{failure}</ErrorBox>
      {request ? null : (
        <div className={styles.actions}>
          <button type="button" className="btn" onClick={() => void ask()} disabled={sending || !online}>
            {sending ? t`Invio…` : t`Richiedi i miei dati`}
          </button>
        </div>
      )}
    </section>
  );
}
