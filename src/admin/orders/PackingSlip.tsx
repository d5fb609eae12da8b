// One order's packing slip, to print and put in the parcel (docs/decisions/240-order-notes-slips-bulk-and-export.md):
// the shop, the order's number and day, where it goes (or the pickup point), and the articles with
// their variant and quantity. No prices: the slip travels with the goods, maybe as a gift.
import { Trans } from '@lingui/react/macro';
import type { AdminOrder } from '../../../contract/admin-orders';
import type { Shop } from '../../../contract/shop';
import { dateTime, day } from '../lib/format';

export type SlipShop = Pick<Shop, 'name' | 'company'>;

export function PackingSlip({ order, shop }: { order: AdminOrder; shop: SlipShop | null }) {
  const to = order.addresses.shipping;
  const pickup = order.shipping.pickup;
  const company = shop?.company;
  return (
    <article className="slip" aria-labelledby={`slip-${order.id}`} data-testid="packing-slip">
      <header className="slip-head">
        <div>
          <p className="slip-shop">{shop?.name ?? ''}</p>
          {company && <p className="slip-company">{company.legalName} — {company.street}, {company.zipcode} {company.city} ({company.province})</p>}
        </div>
        <div>
          <h1 id={`slip-${order.id}`}><Trans>Distinta dell'ordine {order.number}</Trans></h1>
          <p><Trans>Effettuato il {dateTime(order.placedAt ?? order.createdAt)}</Trans></p>
        </div>
      </header>
      <section className="slip-to">
        {pickup ? (
          <>
            <h2><Trans>Ritiro in negozio</Trans></h2>
            <p data-testid="slip-destination">
              {to.name.first} {to.name.last}<br />
              {pickup.name}, {pickup.address.street}, {pickup.address.zipcode} {pickup.address.city}<br />
              {day(pickup.date)}, {pickup.hour.from}–{pickup.hour.to}
            </p>
          </>
        ) : (
          <>
            <h2><Trans>Spedire a</Trans></h2>
            <address data-testid="slip-destination">
              {to.name.first} {to.name.last}<br />
              {to.street}<br />
              {to.zipcode} {to.city} ({to.province})<br />
              {to.phone}
              {to.note ? <><br /><em>{to.note}</em></> : null}
            </address>
          </>
        )}
      </section>
      <table className="slip-lines">
        <thead>
          <tr>
            <th scope="col"><Trans>Articolo</Trans></th>
            <th scope="col"><Trans>Variante</Trans></th>
            <th scope="col" className="num"><Trans>Quantità</Trans></th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <th scope="row">{item.brand ? `${item.brand.name} ` : ''}{item.name}</th>
              <td>{item.options.length > 0 ? item.options.map((o) => `${o.attribute}: ${o.value}`).join(', ') : '—'}</td>
              <td className="num">{item.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.gift.on && (
        <p className="slip-gift"><Trans>Regalo</Trans>{order.gift.message ? `: «${order.gift.message}»` : ''}</p>
      )}
    </article>
  );
}
