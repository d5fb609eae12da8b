import { Trans } from '@lingui/react/macro';
import type { StockView } from './stock-view';
import styles from './ProductPage.module.css';

/** 'Esaurito' or 'Prodotti disponibili: {n}' (docs/product/catalogue.md#stock). */
export function StockLine({ view }: { view: StockView }) {
  if (view.soldOut) return <p className={styles.soldOut} data-testid="stock"><Trans>Esaurito</Trans></p>;
  if (view.left === null) return null;
  const n = view.left;
  return <p className={styles.stock} data-testid="stock"><Trans>Prodotti disponibili: {n}</Trans></p>;
}

/** 'Questo prodotto / bundle non è al momento disponibile' (docs/product/catalogue.md#stock). */
export function UnavailableNotice({ view, bundle }: { view: StockView; bundle: boolean }) {
  if (!view.unavailable) return null;
  return (
    <p className={styles.notice} role="status" data-testid="unavailable">
      {bundle ? <Trans>Questo bundle non è al momento disponibile</Trans> : <Trans>Questo prodotto non è al momento disponibile</Trans>}
    </p>
  );
}
