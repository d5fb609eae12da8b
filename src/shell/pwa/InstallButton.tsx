import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { installPromptAtom, promptInstall } from './install-state';
import styles from './Pwa.module.css';

/**
 * 'Installa l'app', only where the browser offered installing (beforeinstallprompt): hidden in
 * browsers without it, once installed, and in the installed app itself.
 */
export function InstallButton() {
  const { t } = useLingui();
  const offer = useAtomValue(installPromptAtom);
  if (!offer) return null;
  return (
    <button type="button" className={`btn ${styles.install}`} data-testid="install-app" onClick={() => void promptInstall()}>
      {t`Installa l'app`}
    </button>
  );
}
