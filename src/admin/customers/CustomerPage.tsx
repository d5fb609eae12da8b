// One customer (docs/product/back-office.md#customers): profile, orders (each to its order page),
// addresses, newsletter, saved cards, personal-data requests, and the two actions taken for a
// customer who asked by mail or phone: the copy of their data and closing their account.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { AdminCustomer } from '../../../contract/admin-customers';
import { adminOrderPath } from '../../../contract/admin-paths';
import type { Address } from '../../../contract/address';
import { dateTime, languageName, money } from '../lib/format';
import { AdminLink, useAdminParam } from '../lib/nav';
import { ErrorNote } from '../ui/ErrorNote';
import { statusLabel } from '../orders/labels';
import { CloseAccountButton } from './CloseAccountButton';
import { customerQuery } from './customer-queries';
import { CustomerName } from './CustomerName';
import { ExportButton } from './ExportButton';

function AddressItem({ address }: { address: Address }) {
  return (
    <li>
      <address>
        {address.name.first} {address.name.last}<br />
        {address.street}<br />
        {address.zipcode} {address.city} ({address.province})<br />
        {address.phone}
      </address>
    </li>
  );
}

function Newsletter({ newsletter }: { newsletter: AdminCustomer['newsletter'] }) {
  const { t } = useLingui();
  if (!newsletter) return <p><Trans>Non iscritto.</Trans></p>;
  const states = { pending: t`In attesa di conferma`, confirmed: t`Iscritto`, unsubscribed: t`Disiscritto` };
  const topics = [newsletter.topics.news && t`novità`, newsletter.topics.promos && t`promozioni`, newsletter.topics.surveys && t`sondaggi`]
    .filter(Boolean).join(', ');
  return (
    <dl>
      <dt><Trans>Stato</Trans></dt><dd>{states[newsletter.status]}</dd>
      <dt><Trans>Argomenti</Trans></dt><dd>{topics || '—'}</dd>
      {newsletter.confirmedAt && <><dt><Trans>Confermata il</Trans></dt><dd>{dateTime(newsletter.confirmedAt)}</dd></>}
    </dl>
  );
}

export function CustomerPage() {
  const { i18n } = useLingui();
  const id = useAdminParam('id');
  const query = useQuery(customerQuery(id));
  const customer = query.data;
  const back = <p><AdminLink href="/admin/clienti"><Trans>← Clienti</Trans></AdminLink></p>;
  if (!customer) {
    return <>{back}{query.isPending ? <p aria-busy="true"><Trans>Caricamento…</Trans></p> : <ErrorNote error={query.error} />}</>;
  }
  return (
    <>
      {back}
      <header className="order-head">
        <h1><CustomerName customer={customer} /></h1>
        {customer.closed && <p className="status status-deleted"><Trans>Account chiuso: i dati personali sono stati cancellati.</Trans></p>}
      </header>

      {!customer.closed && (
        <section aria-labelledby="customer-actions-title" className="card actions">
          <h2 id="customer-actions-title"><Trans>Richieste del cliente</Trans></h2>
          <p><Trans>Per una richiesta arrivata per e-mail o per telefono, dopo aver verificato chi la fa.</Trans></p>
          <div className="action-row">
            <ExportButton customer={customer} />
            <CloseAccountButton customer={customer} />
          </div>
        </section>
      )}

      <div className="columns">
        <section aria-labelledby="profile-title" className="card">
          <h2 id="profile-title"><Trans>Profilo</Trans></h2>
          <dl>
            {customer.email && <><dt><Trans>E-mail</Trans></dt><dd><a href={`mailto:${customer.email}`}>{customer.email}</a></dd></>}
            <dt><Trans>Lingua</Trans></dt><dd>{languageName(customer.lang)}</dd>
            <dt><Trans>Cliente dal</Trans></dt><dd>{dateTime(customer.createdAt)}</dd>
          </dl>
        </section>

        <section aria-labelledby="customer-orders-title" className="card wide">
          <h2 id="customer-orders-title"><Trans>Ordini</Trans></h2>
          <p className="summary"><Trans>Ogni ordine resta dieci anni dalla sua ultima registrazione (acquisto, pagamento, spedizione, annullamento, rimborso, fattura, nota di credito, recesso, reso), poi si cancella con tutti i suoi dati.</Trans></p>
          {customer.orders.length === 0 ? <p><Trans>Nessun ordine.</Trans></p> : (
            <div className="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col"><Trans>Numero</Trans></th>
                    <th scope="col"><Trans>Data</Trans></th>
                    <th scope="col"><Trans>Stato</Trans></th>
                    <th scope="col" className="num"><Trans>Totale</Trans></th>
                  </tr>
                </thead>
                <tbody>
                  {customer.orders.map((order) => (
                    <tr key={order.id}>
                      <th scope="row"><AdminLink href={adminOrderPath(order.id)}>{order.number}</AdminLink></th>
                      <td>{dateTime(order.placedAt)}</td>
                      <td><span className={`status status-${order.status}`}>{i18n._(statusLabel(order.status, order.shippingMethod))}</span></td>
                      <td className="num">{money(order.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>

        <section aria-labelledby="customer-addresses-title" className="card">
          <h2 id="customer-addresses-title"><Trans>Indirizzi</Trans></h2>
          {customer.addresses.length === 0 ? <p><Trans>Nessun indirizzo.</Trans></p> : (
            <ul className="addresses">{customer.addresses.map((address) => <AddressItem key={address.id} address={address} />)}</ul>
          )}
        </section>

        <section aria-labelledby="customer-newsletter-title" className="card">
          <h2 id="customer-newsletter-title"><Trans>Newsletter</Trans></h2>
          <Newsletter newsletter={customer.newsletter} />
        </section>

        <section aria-labelledby="customer-cards-title" className="card">
          <h2 id="customer-cards-title"><Trans>Carte salvate</Trans></h2>
          {customer.savedCards.length === 0 ? <p><Trans>Nessuna carta salvata.</Trans></p> : (
            <ul>
              {customer.savedCards.map((card, index) => <li key={`${index}-${card.last4}`}>{card.brand} •••• {card.last4}</li>)}
            </ul>
          )}
        </section>

        <section aria-labelledby="customer-requests-title" className="card">
          <h2 id="customer-requests-title"><Trans>Richieste dei dati personali</Trans></h2>
          {customer.dataRequests.length === 0 ? <p><Trans>Nessuna richiesta.</Trans></p> : (
            <ul>
              {customer.dataRequests.map((request) => {
                const asked = dateTime(request.requestedAt);
                const done = dateTime(request.completedAt);
                const due = dateTime(request.dueBy);
                return (
                  <li key={request.id}>
                    {request.completedAt ? <Trans>Chiesta il {asked}, evasa il {done}</Trans> : <Trans>Chiesta il {asked}, da evadere entro il {due}</Trans>}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
