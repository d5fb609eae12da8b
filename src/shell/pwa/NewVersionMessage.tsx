import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styles from './Pwa.module.css';

/**
 * In place of a page whose code belongs to a version no longer served: the shopper is told and
 * chooses when to load the new one (never a reload under them, decision 202).
 */
export function NewVersionMessage({ update }: { update: () => Promise<void> }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const press = () => {
    setBusy(true);
    void update().catch(() => setBusy(false));
  };
  return (
    <section className={styles.offline} data-testid="new-version-message" aria-labelledby="new-version-title">
      <h1 id="new-version-title">{t`È disponibile una nuova versione del negozio.`}</h1>
      <div className={styles.actions}>
        <button type="button" className="btn btn-accent" onClick={press} disabled={busy}>{t`Aggiorna ora`}</button>
      </div>
    </section>
  );
}
