import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ClientOnly } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LocalizedLink } from '../../lib';
import { useCart } from '../../offline';
import { backToShopPath } from '../links/backToShop';
import { Drawer } from './Drawer';
import { closeDrawer } from './drawerAtoms';
import styles from './DrawerContent.module.css';

/**
 * Right-hand cart drawer. `content` is the cart feature's (passed down from the root route, as
 * the shell may not import features); without it, a count and a link to the cart page.
 */
export function CartDrawer({ content }: { content?: ReactNode }) {
  // Closed at first, and about the visitor's own cart: rendered once the page has hydrated.
  return <ClientOnly><CartDrawerPanel content={content} /></ClientOnly>;
}

function CartDrawerPanel({ content }: { content?: ReactNode }) {
  const { t } = useLingui();
  const count = useCart().state.counts.quantity;
  return (
    <Drawer id="cart" title={t`Carrello`}>
      {content ?? (count === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t`Nessun prodotto nel carrello`}</p>
          <LocalizedLink to={backToShopPath()} className="btn" onClick={() => closeDrawer('cart')}>
            {t`Torna allo shopping`}
          </LocalizedLink>
        </div>
      ) : (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>
            {plural(count, { one: 'Hai # prodotto nel carrello', other: 'Hai # prodotti nel carrello' })}
          </p>
          <LocalizedLink to="/carrello" className="btn btn-accent">{t`Vai al carrello`}</LocalizedLink>
        </div>
      ))}
    </Drawer>
  );
}
