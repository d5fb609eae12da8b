import { Trans } from '@lingui/react/macro';
import { LocalizedLink, money } from '../../../lib';
import { orderActions, type PendingOrder } from '../../../offline';
import styles from './PayStep.module.css';

/**
 * The order kept on the device while offline (decision 137), and then what became of it: placed
 * (with the number to quote), not placed because the cart changed, or refused.
 */
export function PendingOrderNote({ pending }: { pending: PendingOrder }) {
  const total = money(pending.total);
  const dismiss = () => void orderActions.dismiss();
  if (pending.state === 'waiting') {
    return (
      <div className={styles.note} role="status" data-testid="order-waiting">
        <p><strong><Trans>Ordine in attesa della connessione</Trans></strong></p>
        <p><Trans>Il tuo ordine di {total} è salvato su questo dispositivo e sarà inviato appena torni online: non serve ripremere ACQUISTA ORA.</Trans></p>
      </div>
    );
  }
  if (pending.state === 'placed' && pending.order) {
    const number = pending.order.number;
    return (
      <div className={styles.note} role="status" data-testid="order-placed">
        <p><strong><Trans>Ordine inviato</Trans></strong></p>
        <p><Trans>Il tuo ordine n. {number} è stato ricevuto.</Trans></p>
        <p>
          <LocalizedLink to={`/checkout/ordine-concluso/${pending.order.id}`} onClick={dismiss}><Trans>Vedi l'ordine</Trans></LocalizedLink>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.alert} role="alert" data-testid="order-not-placed">
      <p><strong><Trans>L'ordine non è stato inviato</Trans></strong></p>
      {pending.state === 'changed'
        ? <p><Trans>Il carrello è cambiato mentre eri offline: controlla le modifiche e conferma di nuovo.</Trans></p>
        : <p>{pending.error?.message}</p>}
      <p><button type="button" className="btn btn-ghost" onClick={dismiss}><Trans>Ho capito</Trans></button></p>
    </div>
  );
}
