import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ADMIN_ORDERS_PATH } from '../../../contract/admin-paths';
import { tileSearch } from '../../../contract/admin-order-tiles';
import type { AdminOrderSummary, AdminOrdersPage } from '../../../contract/admin-orders';
import type { OrderStatus } from '../../../contract/order-life';
import { adminCall } from '../lib/api';
import { dateTime, day, money } from '../lib/format';
import { AdminLink, useAdminNavigate, useAdminSearch, withSearch } from '../lib/nav';
import { ErrorNote } from '../ui/ErrorNote';
import { Pager } from '../ui/Pager';
import { BulkShipDialog } from './BulkShipDialog';
import { PAYMENT_LABELS, PAYMENT_METHOD_IDS, SHIPPING_LABELS, SHIPPING_TYPES, STATUS_LABELS, STATUS_ORDER, statusLabel } from './labels';
import { InvoicesExportForm } from './InvoicesExportForm';
import { OrdersExportForm } from './OrdersExportForm';
import { SLIPS_MAX, slipsPath } from './slip-paths';

const isStatus = (value: string): value is OrderStatus => (STATUS_ORDER as readonly string[]).includes(value);

// returns: 'open', the returns tile's filter (decision 245), kept until another tile or 'Tutti'.
const FILTERS = ['status', 'paymentMethod', 'shippingMethod', 'from', 'to', 'q', 'returns'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

export function OrdersList() {
  const { t, i18n } = useLingui();
  const navigate = useAdminNavigate();
  const search = useAdminSearch();
  const filters: Filters = Object.fromEntries(FILTERS.map((key) => [key, search[key] ?? '']));
  const page = Number(search.page ?? 1) || 1;
  const go = (next: Filters & { page?: number }) => navigate(withSearch(ADMIN_ORDERS_PATH, { ...next }));

  const query = useQuery({
    queryKey: ['admin', 'orders', filters, page],
    queryFn: ({ signal }) => adminCall<AdminOrdersPage>(withSearch('/admin/orders', { ...filters, page }), { signal }),
    placeholderData: keepPreviousData,
  });
  const [draft, setDraft] = useState<Filters>(filters);
  // A tile, a status or the pager changed the address: the form shows its filters.
  const filtersKey = JSON.stringify(filters);
  const [shown, setShown] = useState(filtersKey);
  if (shown !== filtersKey) {
    setShown(filtersKey);
    setDraft(filters);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(draft);
  };
  const field = (key: keyof Filters) => ({
    value: draft[key] ?? '',
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });
  const data = query.data;
  const toDo = data?.toDo;
  // The orders ticked for a bulk action, kept across pages and filters until cleared (decision 240).
  const [selected, setSelected] = useState<ReadonlyMap<string, AdminOrderSummary>>(new Map());
  const [shipping, setShipping] = useState(false);
  const toggle = (order: AdminOrderSummary, on: boolean) => {
    const next = new Map(selected);
    if (on) next.set(order.id, order);
    else next.delete(order.id);
    setSelected(next);
  };
  const pageDocs = data?.docs ?? [];
  const allOnPage = pageDocs.length > 0 && pageDocs.every((o) => selected.has(o.id));
  const togglePage = (on: boolean) => {
    const next = new Map(selected);
    for (const order of pageDocs) {
      if (on) next.set(order.id, order);
      else next.delete(order.id);
    }
    setSelected(next);
  };
  const selectedCount = selected.size;

  return (
    <>
      <h1><Trans>Ordini</Trans></h1>
      {toDo && (
        <section aria-label={t`Da fare`} className="tiles">
          {/* Each tile opens the list with the very filter it counts (contract/admin-order-tiles.ts). */}
          <AdminLink className="tile" href={withSearch(ADMIN_ORDERS_PATH, tileSearch('transfersToConfirm'))}>
            <strong>{toDo.transfersToConfirm}</strong> <span><Trans>bonifici da confermare</Trans></span>
          </AdminLink>
          <AdminLink className="tile" href={withSearch(ADMIN_ORDERS_PATH, tileSearch('toShip'))}>
            <strong>{toDo.toShip}</strong> <span><Trans>da spedire</Trans></span>
          </AdminLink>
          <AdminLink className="tile" href={withSearch(ADMIN_ORDERS_PATH, tileSearch('toPrepareForPickup'))}>
            <strong>{toDo.toPrepareForPickup}</strong> <span><Trans>da preparare per il ritiro</Trans></span>
          </AdminLink>
          <AdminLink className="tile" href={withSearch(ADMIN_ORDERS_PATH, tileSearch('toHandOver'))}>
            <strong>{toDo.toHandOver}</strong> <span><Trans>da consegnare al ritiro</Trans></span>
          </AdminLink>
          <AdminLink className="tile" href={withSearch(ADMIN_ORDERS_PATH, tileSearch('returnsToHandle'))}>
            <strong>{toDo.returnsToHandle}</strong> <span><Trans>resi da gestire</Trans></span>
          </AdminLink>
        </section>
      )}
      {data && (
        <nav aria-label={t`Ordini per stato`} className="status-counts">
          <ul>
            <li><AdminLink href="/admin/ordini" aria-current={!filters.status ? 'true' : undefined}><Trans>Tutti</Trans></AdminLink></li>
            {STATUS_ORDER.filter((status) => status !== 'escaped').map((status) => (
              <li key={status}>
                <AdminLink href={withSearch('/admin/ordini', { status })} aria-current={filters.status === status ? 'true' : undefined}>
                  {i18n._(STATUS_LABELS[status])} <span className="count">{data.counts[status] ?? 0}</span>
                </AdminLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <form className="filters" onSubmit={submit} role="search">
        <label><span><Trans>Cerca</Trans></span>
          <input type="search" {...field('q')} placeholder={t`Numero, nome o e-mail`} />
        </label>
        <label><span><Trans>Stato</Trans></span>
          <select {...field('status')}>
            <option value=""><Trans>Tutti</Trans></option>
            {/* Several statuses (a tile's list): kept as one choice, named by its statuses. */}
            {filters.status?.includes(',') ? (
              <option value={filters.status}>
                {filters.status.split(',').map((status) => (isStatus(status) ? i18n._(STATUS_LABELS[status]) : status)).join(', ')}
              </option>
            ) : null}
            {STATUS_ORDER.map((status) => <option key={status} value={status}>{i18n._(STATUS_LABELS[status])}</option>)}
          </select>
        </label>
        <label><span><Trans>Pagamento</Trans></span>
          <select {...field('paymentMethod')}>
            <option value=""><Trans>Tutti</Trans></option>
            {PAYMENT_METHOD_IDS.map((id) => <option key={id} value={id}>{i18n._(PAYMENT_LABELS[id])}</option>)}
          </select>
        </label>
        <label><span><Trans>Consegna</Trans></span>
          <select {...field('shippingMethod')}>
            <option value=""><Trans>Tutte</Trans></option>
            {SHIPPING_TYPES.map((type) => <option key={type} value={type}>{i18n._(SHIPPING_LABELS[type]!)}</option>)}
          </select>
        </label>
        <label><span><Trans>Dal</Trans></span><input type="date" {...field('from')} /></label>
        <label><span><Trans>Al</Trans></span><input type="date" {...field('to')} /></label>
        <button type="submit" className="primary"><Trans>Filtra</Trans></button>
      </form>
      <OrdersExportForm from={filters.from} to={filters.to} />
      <InvoicesExportForm />
      <ErrorNote error={query.error} />
      {data && (
        <>
          <p className="summary" aria-live="polite"><Trans>Ordini trovati: {data.total}</Trans></p>
          <div className="bulk-bar" role="group" aria-label={t`Azioni sugli ordini selezionati`}>
            <span aria-live="polite"><Trans>Selezionati: {selectedCount}</Trans></span>
            <button type="button" className="primary" disabled={selectedCount === 0} onClick={() => setShipping(true)}><Trans>Spedisci…</Trans></button>
            <button type="button" disabled={selectedCount === 0 || selectedCount > SLIPS_MAX} onClick={() => navigate(slipsPath([...selected.keys()]))}>
              <Trans>Stampa distinte</Trans>
            </button>
            <button type="button" disabled={selectedCount === 0} onClick={() => setSelected(new Map())}><Trans>Deseleziona tutti</Trans></button>
          </div>
          <BulkShipDialog orders={[...selected.values()]} open={shipping} onClose={() => setShipping(false)} />
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col" className="select">
                    <input type="checkbox" aria-label={t`Seleziona tutti gli ordini della pagina`} checked={allOnPage} onChange={(e) => togglePage(e.target.checked)} />
                  </th>
                  <th scope="col"><Trans>Numero</Trans></th>
                  <th scope="col"><Trans>Data</Trans></th>
                  <th scope="col"><Trans>Cliente</Trans></th>
                  <th scope="col"><Trans>Stato</Trans></th>
                  <th scope="col"><Trans>Pagamento</Trans></th>
                  <th scope="col"><Trans>Consegna</Trans></th>
                  <th scope="col" className="num"><Trans>Pezzi</Trans></th>
                  <th scope="col" className="num"><Trans>Totale</Trans></th>
                </tr>
              </thead>
              <tbody>
                {data.docs.map((order) => (
                  <tr key={order.id}>
                    <td className="select">
                      <input type="checkbox" aria-label={t`Seleziona l'ordine ${order.number}`} checked={selected.has(order.id)} onChange={(e) => toggle(order, e.target.checked)} />
                    </td>
                    <th scope="row"><AdminLink href={`/admin/ordini/${order.id}`}>{order.number}</AdminLink></th>
                    <td>{dateTime(order.placedAt)}</td>
                    <td>{order.customer.name.first} {order.customer.name.last}<br /><small>{order.customer.email}</small></td>
                    <td>
                      <span className={`status status-${order.status}`}>{i18n._(statusLabel(order.status, order.shippingMethod))}</span>
                      {/* A return still open: the refund's legal deadline (decision 245). */}
                      {order.refundBy ? <><br /><span className="badge return-badge"><Trans>Reso: rimborso entro il {day(order.refundBy)}</Trans></span></> : null}
                    </td>
                    <td>{i18n._(PAYMENT_LABELS[order.paymentMethod])}</td>
                    <td>{order.shippingMethod ? i18n._(SHIPPING_LABELS[order.shippingMethod] ?? SHIPPING_LABELS.courier!) : '—'}</td>
                    <td className="num">{order.itemCount}</td>
                    <td className="num">{money(order.total)}</td>
                  </tr>
                ))}
                {data.docs.length === 0 && (
                  <tr><td colSpan={9}><Trans>Nessun ordine con questi filtri.</Trans></td></tr>
                )}
              </tbody>
            </table>
          </div>
          <Pager page={data.page} totalPages={data.totalPages} onPage={(next) => go({ ...filters, page: next })} />
        </>
      )}
    </>
  );
}
