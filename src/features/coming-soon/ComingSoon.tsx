import { Trans, useLingui } from '@lingui/react/macro';
import { useMatches } from '@tanstack/react-router';
import { useShop } from '../../lib/use-shop';
import styles from './ComingSoon.module.css';

/**
 * The placeholder of a screen a later issue builds: the page's name (its route's title; the shop's
 * name on the home page) and a plain note that the section is coming. No invented content.
 */
export function ComingSoon() {
  const { i18n } = useLingui();
  const shop = useShop();
  const title = useMatches({ select: (matches) => matches.findLast((m) => m.staticData.title)?.staticData.title });
  return (
    <section className={styles.page} aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{title ? i18n._(title) : shop.name}</h1>
      <p>
        <Trans>Questa sezione è in arrivo.</Trans>
      </p>
    </section>
  );
}
