import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { adminCustomerPath } from '../../../contract/admin-customers';
import type { AdminOrder } from '../../../contract/admin-orders';
import type { Address } from '../../../contract/address';
import { adminCall } from '../lib/api';
import { dateTime, day, languageName, money } from '../lib/format';
import { AdminLink, useAdminParam } from '../lib/nav';
import { ErrorNote } from '../ui/ErrorNote';
import { HistoryList } from '../ui/HistoryList';
import { carrierLabel, MAIL_LABELS, PAYMENT_LABELS, SHIPPING_LABELS, statusLabel } from './labels';
import { lastErrorText } from './last-error-labels';
import { MAIL_STATE_LABELS } from './mail-states';
import { DeliveryDayForm } from './DeliveryDayForm';
import { InvoiceRequest } from './InvoiceRequest';
import { InvoicesSection } from './InvoicesSection';
import { OrderActions } from './OrderActions';
import { OrderNoteForm } from './OrderNoteForm';
import { ReturnsSection } from './ReturnsSection';
import { orderTimeline } from './order-timeline';
import { slipPath } from './slip-paths';

function AddressBlock({ address }: { address: Address }) {
  return (
    <address>
      {address.name.first} {address.name.last}<br />
      {address.street}<br />
      {address.zipcode} {address.city} ({address.province})<br />
      {address.phone}
      {address.note ? <><br /><em>{address.note}</em></> : null}
    </address>
  );
}

export function OrderPage() {
  const { t, i18n } = useLingui();
  const id = useAdminParam('id');
  const query = useQuery({
    queryKey: ['admin', 'order', id],
    queryFn: ({ signal }) => adminCall<AdminOrder>(`/admin/orders/${id}`, { signal }),
  });
  const order = query.data;
  if (!order) {
    return (
      <>
        <p><AdminLink href="/admin/ordini"><Trans>← Ordini</Trans></AdminLink></p>
        {query.isPending ? <p aria-busy="true"><Trans>Caricamento…</Trans></p> : <ErrorNote error={query.error} />}
      </>
    );
  }
  const timeline = orderTimeline(order);
  const carrier = order.shipment ? carrierLabel(order.shipment.carrier) : null;
  const carrierName = carrier === null || typeof carrier === 'string' ? carrier : i18n._(carrier);
  return (
    <>
      <p><AdminLink href="/admin/ordini"><Trans>← Ordini</Trans></AdminLink></p>
      <header className="order-head">
        <h1><Trans>Ordine {order.number}</Trans></h1>
        <p className={`status status-${order.status}`} data-testid="order-status">{i18n._(statusLabel(order.status, order.shipping.method))}</p>
        <p><Trans>Effettuato il {dateTime(order.placedAt ?? order.createdAt)}</Trans></p>
        <p><AdminLink href={slipPath(order.id)}><Trans>Stampa la distinta</Trans></AdminLink></p>
      </header>

      <OrderActions order={order} />

      <div className="columns">
        <section aria-labelledby="lines-title" className="card wide">
          <h2 id="lines-title"><Trans>Articoli</Trans></h2>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col"><Trans>Articolo</Trans></th>
                  <th scope="col" className="num"><Trans>Quantità</Trans></th>
                  <th scope="col" className="num"><Trans>Prezzo</Trans></th>
                  <th scope="col" className="num"><Trans>Pagato</Trans></th>
                  <th scope="col" className="num"><Trans>Rimborsati</Trans></th>
                </tr>
              </thead>
              <tbody>
                {order.items.map((item) => (
                  <tr key={item.id}>
                    <th scope="row">
                      {item.brand ? `${item.brand.name} ` : ''}{item.name}
                      {item.options.length > 0 && <><br /><small>{item.options.map((o) => `${o.attribute}: ${o.value}`).join(', ')}</small></>}
                    </th>
                    <td className="num">{item.quantity}</td>
                    <td className="num">{money(item.prices.gross)}</td>
                    <td className="num">{money(item.prices.grossRevenue)}</td>
                    <td className="num">{item.refund.quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="totals">
            <dt><Trans>Subtotale</Trans></dt><dd>{money(order.cashier.gross)}</dd>
            <dt><Trans>Spedizione</Trans></dt><dd>{order.cashier.shipping.free ? t`Gratuita` : money(order.cashier.shipping.gross)}</dd>
            {order.cashier.payment.additionalGross > 0 && <><dt><Trans>Costo del pagamento</Trans></dt><dd>{money(order.cashier.payment.additionalGross)}</dd></>}
            <dt><Trans>IVA inclusa</Trans></dt><dd>{money(order.cashier.tax)}</dd>
            <dt><strong><Trans>Totale</Trans></strong></dt><dd><strong>{money(order.totals.total)}</strong></dd>
            <dt><Trans>Rimborsato</Trans></dt><dd data-testid="refunded">{money(order.totals.refunded)}</dd>
            <dt><Trans>Ancora rimborsabile</Trans></dt><dd>{money(order.totals.refundable)}</dd>
          </dl>
        </section>

        <section aria-labelledby="customer-title" className="card">
          <h2 id="customer-title"><Trans>Cliente</Trans></h2>
          <p>{order.customer.name.first} {order.customer.name.last}<br /><a href={`mailto:${order.customer.email}`}>{order.customer.email}</a></p>
          <p><Trans>Lingua delle mail: {languageName(order.lang)}</Trans></p>
          <p><AdminLink href={adminCustomerPath(order.customer.id)}><Trans>Scheda del cliente</Trans></AdminLink></p>
          {order.gift.on && <p><Trans>Regalo</Trans>{order.gift.message ? `: «${order.gift.message}»` : ''}</p>}
        </section>

        <section aria-labelledby="addresses-title" className="card">
          <h2 id="addresses-title"><Trans>Indirizzi</Trans></h2>
          {/* A pickup order ships nowhere: its point is under "Consegna e pagamento". */}
          {!order.shipping.pickup && (
            <>
              <h3><Trans>Spedizione</Trans></h3>
              <AddressBlock address={order.addresses.shipping} />
            </>
          )}
          <h3><Trans>Fatturazione</Trans></h3>
          <AddressBlock address={order.addresses.billing} />
          <InvoiceRequest address={order.addresses.billing} />
        </section>

        <section aria-labelledby="delivery-title" className="card">
          <h2 id="delivery-title"><Trans>Consegna e pagamento</Trans></h2>
          <dl>
            <dt><Trans>Consegna</Trans></dt>
            <dd>{order.shipping.method ? i18n._(SHIPPING_LABELS[order.shipping.method] ?? SHIPPING_LABELS.courier!) : '—'}</dd>
            {order.shipping.pickup && (
              <>
                <dt><Trans>Ritiro</Trans></dt>
                <dd>{order.shipping.pickup.name}, {order.shipping.pickup.address.street}, {order.shipping.pickup.address.city} — {day(order.shipping.pickup.date)}, {order.shipping.pickup.hour.from}–{order.shipping.pickup.hour.to}</dd>
              </>
            )}
            {/* A pickup handed over has a shipment of no carrier: nothing to show but its status. */}
            {order.shipment && carrierName !== null && (
              <>
                <dt><Trans>Spedizione</Trans></dt>
                <dd data-testid="shipment">
                  {carrierName} {order.shipment.trackingNumber}
                  {order.shipment.trackingUrl && <> — <a href={order.shipment.trackingUrl} target="_blank" rel="noreferrer"><Trans>tracciamento</Trans></a></>}
                  <DeliveryDayForm order={order} />
                </dd>
              </>
            )}
            {order.withdrawalLastDay && (
              <>
                <dt><Trans>Recesso</Trans></dt>
                <dd data-testid="withdrawal-last-day"><Trans>Il cliente può recedere fino al {day(order.withdrawalLastDay)}</Trans></dd>
              </>
            )}
            <dt><Trans>Pagamento</Trans></dt>
            <dd>{i18n._(PAYMENT_LABELS[order.payment.method])}</dd>
            {order.payment.confirmed && (
              <>
                <dt><Trans>Riferimento del fornitore</Trans></dt>
                <dd><code>{order.payment.confirmed.reference}</code> ({order.payment.confirmed.provider}, {money(order.payment.confirmed.amount)}, {dateTime(order.payment.confirmed.at)})</dd>
              </>
            )}
            {!order.payment.confirmed && (order.payment.stripeSessionId || order.payment.paypalOrderId) && (
              <>
                <dt><Trans>Riferimento del fornitore</Trans></dt>
                <dd><code>{order.payment.stripeSessionId ?? order.payment.paypalOrderId}</code></dd>
              </>
            )}
            {order.lastError && (
              <>
                <dt><Trans>Ultimo errore</Trans></dt>
                <dd data-testid="last-error">{lastErrorText(order.lastError, i18n)} ({dateTime(order.lastError.at)})</dd>
              </>
            )}
          </dl>
        </section>

        {order.refunds.length > 0 && (
          <section aria-labelledby="refunds-title" className="card">
            <h2 id="refunds-title"><Trans>Rimborsi</Trans></h2>
            <ul className="plain">
              {order.refunds.map((refund) => (
                <li key={refund.id}>
                  {dateTime(refund.createdAt)} — {money(refund.amount)} ({refund.via}{refund.reference ? ` ${refund.reference}` : ''})
                  {refund.restockedAt ? <> — <Trans>merce rimessa in stock</Trans></> : null} — {refund.staff.name}
                </li>
              ))}
            </ul>
          </section>
        )}

        <ReturnsSection order={order} />

        <InvoicesSection order={order} />

        <section aria-labelledby="mails-title" className="card">
          <h2 id="mails-title"><Trans>Mail</Trans></h2>
          {order.mails.length === 0 ? <p><Trans>Nessuna mail.</Trans></p> : (
            <ul className="plain" data-testid="mails">
              {order.mails.map((mail, index) => (
                <li key={index} data-status={mail.status}>
                  {dateTime(mail.sentAt ?? mail.createdAt)} — {MAIL_LABELS[mail.kind] ? i18n._(MAIL_LABELS[mail.kind]!) : mail.kind}: {mail.subject} → {mail.to}
                  {' '}<strong>[{i18n._(MAIL_STATE_LABELS[mail.status])}]</strong>
                  {mail.status === 'owed' && mail.attempts > 0 ? <> — <Trans>tentativi: {mail.attempts}</Trans></> : null}
                  {mail.error ? <> — {mail.error}</> : null}
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="history-title" className="card">
          <h2 id="history-title"><Trans>Storico e note</Trans></h2>
          {timeline.length === 0 ? <p><Trans>Nessuna azione dello staff.</Trans></p> : (
            <HistoryList entries={timeline} />
          )}
          <OrderNoteForm orderId={order.id} />
        </section>
      </div>
    </>
  );
}
