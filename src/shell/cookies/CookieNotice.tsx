import { useLingui } from '@lingui/react/macro';
import { ClientOnly } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { LocalizedLink } from '../../lib';
import { openDrawer } from '../drawers/drawerAtoms';
import { consentAtom, saveConsent } from '../../lib/consent';
import styles from './CookieNotice.module.css';

/** The cookie notice at the bottom of the page, shown until a choice is stored. */
export function CookieNotice() {
  // The stored choice is the visitor's: the notice is decided after hydration.
  return <ClientOnly><CookieNoticeBody /></ClientOnly>;
}

function CookieNoticeBody() {
  const { t } = useLingui();
  const consent = useAtomValue(consentAtom);
  if (consent) return null;
  return (
    <section className={styles.notice} aria-labelledby="cookie-notice-title" data-cookie-notice>
      <div className={`page-width ${styles.inner}`}>
        <div className={styles.text}>
          <h2 id="cookie-notice-title" className={styles.title}>{t`Cookie`}</h2>
          <p>
            {t`Usiamo cookie tecnici per far funzionare il negozio e, con il tuo consenso, cookie analitici per migliorarlo.`}{' '}
            <LocalizedLink to="/informativa-sulla-privacy">{t`Informativa sulla privacy`}</LocalizedLink>
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className="btn btn-ghost" aria-haspopup="dialog" onClick={() => openDrawer('cookies')}>
            {t`Impostazioni`}
          </button>
          <button type="button" className="btn btn-accent" onClick={() => saveConsent(true)}>
            {t`Accetta`}
          </button>
        </div>
      </div>
    </section>
  );
}
