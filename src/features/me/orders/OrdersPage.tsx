import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dateTime, LocalizedLink, money } from '../../../lib';
import { backToShopPath } from '../../../shell';
import { useSession } from '../../../session';
import { ListState, OfflineListNote } from '../ListState';
import { ordersQuery, type OrderRow } from '../me-api';
import styles from '../Me.module.css';

function OrderItem({ order }: { order: OrderRow }) {
  const { t } = useLingui();
  const total = order.checkout?.cashier?.total;
  const created = order.createdAt ? Date.parse(order.createdAt) : NaN;
  return (
    <li className={styles.card}>
      <p><strong>{t`Ordine n. ${String(order.number ?? order.id)}`}</strong></p>
      {Number.isFinite(created) ? <p>{dateTime(created)}</p> : null}
      {order.status ? <p>{t`Stato:`} {order.status}</p> : null}
      {typeof total === 'number' ? <p>{t`Totale:`} {money(total)}</p> : null}
    </li>
  );
}

/**
 * /me/orders (checkout-account-pages.md §2): the customer's orders, 10 a page. Until checkout
 * exists the list is empty, and says so with a way back to the shop; the detail view comes with
 * the orders issue.
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
