import { useLingui } from '@lingui/react/macro';
import { LocalizedLink } from '../../lib';
import { ArrowLeftIcon } from '../icons/Icons';
import { backToShopPath } from '../links/backToShop';
import { LanguageSwitcher } from '../navbar/LanguageSwitcher';
import { Logo } from '../navbar/Logo';
import styles from './Funnel.module.css';

/** Checkout and personal-area header: logo, language selector and 'Back to the shop'. */
export function FunnelHeader() {
  const { t } = useLingui();
  return (
    <header className={styles.header}>
      <div className={`page-width ${styles.headerInner}`}>
        <Logo />
        <div className={styles.actions}>
          <LocalizedLink to={backToShopPath()} className={styles.back} data-nav="back-to-shop">
            <ArrowLeftIcon size={18} />
            {t`Torna al negozio`}
          </LocalizedLink>
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}
