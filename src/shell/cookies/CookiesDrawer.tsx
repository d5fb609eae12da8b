import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Drawer } from '../drawers/Drawer';
import { closeDrawer } from '../drawers/drawerAtoms';
import { consentAtom, saveConsent } from '../../lib/consent';
import styles from '../drawers/DrawerContent.module.css';

/** Left-hand cookie settings: necessary cookies always on, analytics on request. */
export function CookiesDrawer() {
  const { t } = useLingui();
  const stored = useAtomValue(consentAtom);
  return (
    <Drawer id="cookies" title={t`Impostazioni cookie`}>
      {/* A choice made elsewhere (the notice's accept) resets the form to it. */}
      <CookieChoices key={stored?.at ?? 'none'} onSaved={() => closeDrawer('cookies')} />
    </Drawer>
  );
}

function CookieChoices({ onSaved }: { onSaved: () => void }) {
  const { t } = useLingui();
  const stored = useAtomValue(consentAtom);
  const [analytics, setAnalytics] = useState(stored?.analytics ?? false);

  return (
    <form
      className={styles.stack}
      onSubmit={(event) => {
        event.preventDefault();
        saveConsent(analytics);
        onSaved();
      }}
    >
      <p className={styles.note}>
        {t`Scegli quali cookie accettare. Puoi cambiare idea in ogni momento da questo pannello.`}
      </p>
      <label className={styles.option}>
        <input type="checkbox" checked disabled aria-describedby="cookie-necessary-text" />
        <span className={styles.optionTitle}>{t`Cookie necessari (sempre attivi)`}</span>
        <span id="cookie-necessary-text" className={styles.optionText}>
          {t`Servono al funzionamento del negozio: carrello, lingua, accesso e sicurezza.`}
        </span>
      </label>
      <label className={styles.option}>
        <input type="checkbox" name="analytics" checked={analytics} aria-describedby="cookie-analytics-text"
          onChange={(event) => setAnalytics(event.target.checked)} />
        <span className={styles.optionTitle}>{t`Cookie analitici`}</span>
        <span id="cookie-analytics-text" className={styles.optionText}>
          {t`Ci aiutano a capire come viene usato il negozio per migliorarlo. Nessun dato viene venduto.`}
        </span>
      </label>
      <div className={styles.actions}>
        <button type="submit" className="btn">{t`Salva le preferenze`}</button>
      </div>
    </form>
  );
}
