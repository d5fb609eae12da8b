import { useLingui } from '@lingui/react/macro';
import { Drawer } from './Drawer';
import styles from './DrawerContent.module.css';

/** Right-hand login drawer. Sign-in, recovery and sign-up arrive with their own issue. */
export function LoginDrawer() {
  const { t } = useLingui();
  return (
    <Drawer id="login" title={t`Accedi`}>
      <p className={styles.note}>{t`L'accesso al tuo account sarà disponibile a breve.`}</p>
    </Drawer>
  );
}
