import { Trans } from '@lingui/react/macro';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { LocalizedLink, readStored, storageKeys } from '../../../lib';
import { ArrowLeftIcon } from './icons';
import styles from './ProductPage.module.css';

/** Back: the previous page of this visit when there is one, else the last department (lastDep), else the shop. */
export function BackLink() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const lastDep = readStored(storageKeys.lastDep);
  const content = <><ArrowLeftIcon size={18} /><Trans>Indietro</Trans></>;
  if (canGoBack) {
    return <button type="button" className={styles.back} onClick={() => router.history.back()}>{content}</button>;
  }
  return <LocalizedLink to={lastDep ? `/d/${lastDep}` : '/d'} className={styles.back}>{content}</LocalizedLink>;
}
