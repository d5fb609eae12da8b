import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { LocalizedLink } from '../../lib';
import { useOnline } from '../../offline/lite';
import styles from './Pwa.module.css';

/** A failure that never reached the server (statusCode 0): offline, or the network is down. */
export function isOfflineFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return status === 0 || status === '0';
}

/**
 * The page a product or listing never saved for offline shows instead of an error. `retry` runs
 * by itself when the connection comes back.
 */
export function OfflineMessage({ retry }: { retry?: () => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const wasOnline = useRef(online);
  // Only a reconnect retries: a server that is down while the network is up must not loop.
  useEffect(() => {
    if (online && !wasOnline.current) retry?.();
    wasOnline.current = online;
  }, [online, retry]);
  return (
    <section className={styles.offline} data-testid="offline-message" aria-labelledby="offline-title">
      <h1 id="offline-title">{t`Sei offline e questa pagina non è ancora stata salvata`}</h1>
      <p>{t`Le pagine che hai già visitato restano disponibili anche senza connessione. Questa si aprirà appena torni online.`}</p>
      <div className={styles.actions}>
        {retry ? <button type="button" className="btn" onClick={retry}>{t`Riprova`}</button> : null}
        <LocalizedLink to="/" className="btn btn-ghost">{t`Torna alla home`}</LocalizedLink>
      </div>
    </section>
  );
}
