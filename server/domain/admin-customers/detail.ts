// GET admin/customers/{id}: one customer's page (docs/decisions/241-back-office-customers.md):
// profile, placed orders, address book, newsletter row, saved cards as brand and last 4 digits,
// personal-data requests. The view is recorded in the staff's audit in the transaction that reads it.
import { and, desc, eq } from 'drizzle-orm';
import type { AdminCustomer } from '../../../contract/admin-customers.js';
import type { Db } from '../../db/client.js';
import { dataRequests, orders, savedCards, subscriptions } from '../../db/schema.js';
import { listAddresses } from '../addresses/list.js';
import { normaliseEmail } from '../auth/user-summary.js';
import { placed } from '../orders/life-sql.js';
import { recordStaffAction } from '../staff/audit.js';
import { foundCustomer } from './found.js';
import { shownPerson } from './shown.js';

export async function customerPage(db: Db, staffId: number, id: number): Promise<AdminCustomer> {
  return db.transaction(async (tx) => {
    const user = await foundCustomer(tx, id);
    const placedOrders = await tx.select({ id: orders.id, number: orders.number, placedAt: orders.placedAt, status: orders.status, checkout: orders.checkout })
      .from(orders).where(and(eq(orders.userId, id), placed())).orderBy(desc(orders.placedAt), desc(orders.id));
    const [subscription] = await tx.select().from(subscriptions)
      .where(and(eq(subscriptions.shopId, user.shopId), eq(subscriptions.email, normaliseEmail(user.email))));
    const cards = await tx.select().from(savedCards).where(eq(savedCards.userId, id)).orderBy(desc(savedCards.createdAt));
    const requests = await tx.select().from(dataRequests).where(eq(dataRequests.userId, id)).orderBy(desc(dataRequests.requestedAt), desc(dataRequests.id));
    const person = shownPerson(user);
    await recordStaffAction(tx, { staffId, action: 'customer.view', subjectType: 'customer', subjectId: id, after: { closed: person.closed } });
    return {
      id, ...person, lang: user.lang, createdAt: user.createdAt.toISOString(),
      orders: placedOrders.map((o) => ({
        id: o.id, number: o.number, placedAt: o.placedAt!.toISOString(), status: o.status,
        shippingMethod: o.checkout.shipping.method, total: o.checkout.cashier.total,
      })),
      addresses: await listAddresses(tx, id),
      newsletter: subscription ? {
        status: subscription.status,
        topics: { news: subscription.news, promos: subscription.promos, surveys: subscription.surveys },
        confirmedAt: subscription.confirmedAt?.toISOString() ?? null,
      } : null,
      savedCards: cards.map((c) => ({ brand: c.brand, last4: c.last4 })),
      dataRequests: requests.map((r) => ({
        id: r.id, requestedAt: r.requestedAt.toISOString(), dueBy: r.dueBy.toISOString(), completedAt: r.completedAt?.toISOString() ?? null,
      })),
    };
  });
}
