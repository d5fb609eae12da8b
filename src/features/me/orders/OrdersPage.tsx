import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PICKUP_CARRIER } from '../../../../contract/carriers';
import type { Order } from '../../../../contract/orders';
import { LocalizedLink, money, shopDateTime } from '../../../lib';
import { backToShopPath } from '../../../shell';
import { useSession } from '../../../session';
import { ORDER_STATUS_LABELS, OrderLines, ReturnStatus, TransferDetails } from '../../../ui/orders';
import { ListState, OfflineListNote } from '../ListState';
import { ordersQuery } from '../me-api';
import { InvoiceLinks } from './InvoiceLinks';
import { OrderChoices } from './OrderChoices';
import { ShipmentLine } from './ShipmentLine';
import styles from '../Me.module.css';

/**
 * One order: number, date, status and total; its detail opens in place: the lines, the totals, and
 * the addresses, shipping and payment it was placed with, and a transfer's bank details while it
 * awaits the money (decision 190). A shipped order shows its carrier, tracking number and link;
 * a refunded one, what came back; an invoiced one, its invoice and credit notes (decision 247).
 */
function OrderItem({ order }: { order: Order }) {
  const { t, i18n } = useLingui();
  const number = order.number;
  const { cashier } = order.checkout;
  // Collected at the pickup point: 'shipped' with no courier (decision 193).
  const collected = order.status === 'shipped' && order.shipment?.carrier === PICKUP_CARRIER;
  return (
    <li className={styles.card} data-testid="order-row">
      <h2 className={styles.orderNumber}>{t`Ordine n. ${number}`}</h2>
      <p>{shopDateTime(Date.parse(order.createdAt))}</p>
      <p>{t`Stato:`} <span data-testid="order-status">{collected ? t`ritirato` : i18n._(ORDER_STATUS_LABELS[order.status])}</span></p>
      {order.shipment && !collected ? <ShipmentLine shipment={order.shipment} /> : null}
      <p>{t`Totale:`} {money(cashier.total)}</p>
      {order.refunded > 0 ? <p data-testid="order-refunded">{t`Rimborsato:`} {money(order.refunded)}</p> : null}
      <WithdrawalLines order={order} />
      <InvoiceLinks order={order} />
      <details className={styles.details}>
        <summary>{t`Dettagli dell'ordine`}</summary>
        <OrderLines items={order.items} />
        <dl className={styles.totals}>
          <dt><Trans>Spedizione</Trans></dt>
          <dd>{cashier.shipping.free ? t`GRATIS` : money(cashier.shipping.gross)}</dd>
          {cashier.payment.additionalGross > 0 ? (
            <>
              <dt><Trans>Costo del pagamento</Trans></dt>
              <dd>{money(cashier.payment.additionalGross)}</dd>
            </>
          ) : null}
          {cashier.promo.active && cashier.promo.gross > 0 ? (
            <>
              <dt><Trans>Sconto</Trans></dt>
              <dd>−{money(cashier.promo.gross)}</dd>
            </>
          ) : null}
          <dt><Trans>Totale</Trans></dt>
          <dd>{money(cashier.total)}</dd>
          {order.refunded > 0 ? (
            <>
              {/* The total stays what was paid; what came back is beside it (docs/product/orders.md#my-orders). */}
              <dt><Trans>Rimborsato</Trans></dt>
              <dd>−{money(order.refunded)}</dd>
            </>
          ) : null}
        </dl>
        <TransferDetails order={order} heading="h3" />
        <OrderChoices checkout={order.checkout} />
      </details>
    </li>
  );
}

/**
 * The withdrawal function on an order still within its period, labelled as the law asks, with its
 * last day; the statements given (decision 234), each with its return's state (decision 245).
 */
function WithdrawalLines({ order }: { order: Order }) {
  const { t } = useLingui();
  const { open, lastDay, statements } = order.withdrawal;
  const until = lastDay ? lastDay.split('-').reverse().join('/') : null;
  return (
    <>
      {statements.map((statement) => {
        const when = shopDateTime(Date.parse(statement.receivedAt));
        const lines = statement.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ');
        return (
          <div key={statement.id}>
            <p data-testid="order-withdrawal">{t`Recesso ricevuto il ${when}: ${lines}`}</p>
            <ReturnStatus statement={statement} />
          </div>
        );
      })}
      {open ? (
        <p>
          <LocalizedLink to={`/recesso/${order.id}`} data-testid="withdraw-link">{t`Recedi dal contratto qui`}</LocalizedLink>
          {until ? <> <small>{t`entro il ${until}`}</small></> : null}
        </p>
      ) : null}
    </>
  );
}

/**
 * /me/orders (docs/product/orders.md#my-orders): the customer's orders, 10 a page, newest first, each
 * with its detail; no orders yet says so with a way back to the shop.
 */
export function OrdersPage() {
  const { t } = useLingui();
  const { userId } = useSession();
  const [page, setPage] = useState(1);
  const orders = useQuery({ ...ordersQuery(userId ?? 0, page), enabled: userId !== null, placeholderData: keepPreviousData });
  if (userId === null) return null;
  const data = orders.data;
  return (
    <section className={styles.section} aria-labelledby="orders-title">
      <h1 id="orders-title">{t`I miei ordini`}</h1>
      {data ? <OfflineListNote /> : <ListState pending={orders.isPending} error={orders.error} retry={() => void orders.refetch()} />}
      {data && data.docs.length === 0 && page === 1 ? (
        <div className={styles.section} data-testid="orders-empty">
          <p>{t`Non hai ancora effettuato ordini.`}</p>
          <p><LocalizedLink to={backToShopPath()} className="btn">{t`Vai al negozio`}</LocalizedLink></p>
        </div>
      ) : null}
      {data && data.docs.length > 0 ? (
        <ul className={styles.cards} aria-busy={orders.isPlaceholderData}>
          {data.docs.map((order) => <OrderItem key={order.id} order={order} />)}
        </ul>
      ) : null}
      {data && (data.hasPrevPage || data.hasNextPage) ? (
        <nav className={styles.actions} aria-label={t`Pagine degli ordini`}>
          <button type="button" className="btn btn-ghost" disabled={!data.hasPrevPage} onClick={() => setPage((n) => Math.max(1, n - 1))}>{t`Precedente`}</button>
          <span>{t`Pagina ${data.page} di ${data.totalPages}`}</span>
          <button type="button" className="btn btn-ghost" disabled={!data.hasNextPage} onClick={() => setPage((n) => n + 1)}>{t`Successiva`}</button>
        </nav>
      ) : null}
    </section>
  );
}
