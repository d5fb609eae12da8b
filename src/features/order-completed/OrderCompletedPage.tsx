import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { LocalizedLink, money } from '../../lib';
import { useHydrated } from '../../lib/use-hydrated';
import { useSession } from '../../session';
import { backToShopPath } from '../../shell';
import { TransferDetails } from '../../ui/orders';
import styles from './OrderCompletedPage.module.css';
import { trackPurchaseOnce } from './purchase-once';
import { useCompletedOrder } from './use-completed-order';

/**
 * /checkout/ordine-concluso/{id} (docs/product/orders.md#completed-page): 'order in
 * processing' while it loads, then the thank-you with the first name, the order number and the
 * total; a 404 says so with a way back to the shop.
 */
export function OrderCompletedPage({ id, sessionId }: { id: string; sessionId?: string | undefined }) {
  // The order is the customer's own: read only in the browser, with the session's token.
  const hydrated = useHydrated();
  return (
    <section className={styles.page} aria-labelledby="completed-title">
      {hydrated ? <CompletedOrder id={id} sessionId={sessionId} /> : <Processing />}
    </section>
  );
}

function Processing() {
  return (
    <p className={styles.processing} role="status" id="completed-title">
      <Trans>Ordine in elaborazione…</Trans>
    </p>
  );
}

function CompletedOrder({ id, sessionId }: { id: string; sessionId?: string | undefined }) {
  const { t } = useLingui();
  const { user } = useSession();
  const view = useCompletedOrder(id, sessionId);
  const order = view.state === 'done' ? view.order : null;
  useEffect(() => {
    if (order) trackPurchaseOnce(order);
  }, [order]);
  const shop = <LocalizedLink to={backToShopPath()} className="btn">{t`Continua lo shopping`}</LocalizedLink>;
  if (view.state === 'processing') return <Processing />;
  if (view.state === 'notFound') {
    return (
      <>
        <h1 id="completed-title" className={styles.title}><Trans>Ordine non trovato</Trans></h1>
        <p role="alert"><Trans>Non troviamo questo ordine tra i tuoi: controlla il link o guarda i tuoi ordini.</Trans></p>
        <p>{shop}</p>
      </>
    );
  }
  if (view.state === 'failed') {
    return (
      <>
        <h1 id="completed-title" className={styles.title}><Trans>Non riusciamo a mostrare l'ordine</Trans></h1>
        <p role="alert">{view.message}</p>
        <p><button type="button" className="btn btn-ghost" onClick={() => window.location.reload()}><Trans>Riprova</Trans></button></p>
      </>
    );
  }
  const done = view.order;
  const first = user?.name.first ?? done.checkout.addresses.billing.name.first;
  const number = done.number;
  const total = money(done.checkout.cashier.total);
  return (
    <>
      <h1 id="completed-title" className={styles.title}><Trans>Grazie {first}!</Trans></h1>
      <p className={styles.lead} data-testid="completed-number"><Trans>Il tuo ordine n. <strong>{number}</strong> è stato ricevuto.</Trans></p>
      <p data-testid="completed-total"><Trans>Totale: <strong>{total}</strong></Trans></p>
      <TransferDetails order={done} />
      <p><Trans>Ti abbiamo inviato un'email con il riepilogo dell'ordine.</Trans></p>
      <p className={styles.actions}>
        <LocalizedLink to={backToShopPath()} className="btn">{t`Torna allo shopping`}</LocalizedLink>
        <LocalizedLink to="/contatti"><Trans>Hai domande? Contattaci</Trans></LocalizedLink>
      </p>
    </>
  );
}
