import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { isOfflineFailure } from '../../shell';
import { useOnline } from '../../offline/lite';
import styles from './Me.module.css';

/**
 * What a personal-area list shows when it has nothing to show yet: loading, or why it could not
 * load. Offline it says so plainly and loads by itself when the connection returns.
 */
export function ListState({ pending, error, retry }: { pending: boolean; error: unknown; retry: () => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && error) retry();
    wasOnline.current = online;
  }, [online, error, retry]);
  if (pending && !error) return <p className={styles.note} role="status">{t`Caricamento…`}</p>;
  if (!error) return null;
  if (isOfflineFailure(error)) {
    return <p className={styles.alert} role="alert">{t`Sei offline: i dati si caricheranno appena torni online.`}</p>;
  }
  return (
    <div className={styles.actions}>
      <p className={styles.alert} role="alert">{t`I dati non si sono caricati.`}</p>
      <button type="button" className="btn btn-ghost" onClick={retry}>{t`Riprova`}</button>
    </div>
  );
}

/** Over a list shown from memory while offline: it may be older than the server's. */
export function OfflineListNote() {
  const { t } = useLingui();
  const online = useOnline();
  return online ? null : <p className={styles.note} data-testid="offline-list-note">{t`Sei offline: vedi l'ultimo elenco caricato; per modificarlo serve la connessione.`}</p>;
}
