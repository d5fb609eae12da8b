// The staff's notes on an order (docs/decisions/240-order-notes-slips-bulk-and-export.md): plain
// text written by a member, kept in order_notes and recorded in the audit in the same transaction.
// A note does not change the order, so no lock on it: two members may write at once. The customer
// never reads them: only the back office's order page lists them.
import type { Db } from '../../db/client.js';
import { orderNotes } from '../../db/schema.js';
import type { OrderRow } from '../orders/steps.js';
import { recordStaffAction } from '../staff/audit.js';
import { placedOrderRow } from './detail.js';

/** Writes the note on the placed order `orderId` (404 when there is none); the order as it is. */
export async function addOrderNote(db: Db, staffId: number, orderId: string, text: string): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const row = await placedOrderRow(tx, orderId);
    const [note] = await tx.insert(orderNotes).values({ orderId: row.id, staffId, text }).returning({ id: orderNotes.id });
    await recordStaffAction(tx, { staffId, action: 'order.noted', subjectType: 'order', subjectId: row.id, after: { noteId: note!.id, text } });
    return row;
  });
}
