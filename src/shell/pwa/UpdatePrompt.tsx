import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { isCheckoutPath, updateAtom } from './update-state';
import styles from './Pwa.module.css';

/**
 * 'A new version is available' with a button that reloads into it. Never shown under /checkout:
 * a new version is not swapped under a customer paying; it waits until they leave checkout.
 */
export function UpdatePrompt() {
  const { t } = useLingui();
  const [apply, setApply] = useAtom(updateAtom);
  const [busy, setBusy] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (!apply || isCheckoutPath(pathname)) return null;
  const update = () => {
    setBusy(true);
    void apply().catch(() => setBusy(false));
  };
  return (
    <div className={styles.card} role="region" aria-label={t`Aggiornamento disponibile`} data-testid="update-prompt">
      <p>{t`È disponibile una nuova versione del negozio.`}</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-accent" onClick={update} disabled={busy}>{t`Aggiorna ora`}</button>
        <button type="button" className="btn btn-ghost" onClick={() => setApply(null)}>{t`Più tardi`}</button>
      </div>
    </div>
  );
}
