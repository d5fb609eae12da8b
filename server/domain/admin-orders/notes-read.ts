// An order's notes as the back office's order page lists them (decision 240).
import { asc, eq } from 'drizzle-orm';
import type { AdminOrderNote } from '../../../contract/admin-orders.js';
import type { Db } from '../../db/client.js';
import { orderNotes, staff } from '../../db/schema.js';

/** The order's notes, oldest first, each with its author. */
export async function orderNotesOf(db: Db, orderId: string): Promise<AdminOrderNote[]> {
  const rows = await db.select({ note: orderNotes, staff: { id: staff.id, name: staff.name, email: staff.email } })
    .from(orderNotes).innerJoin(staff, eq(staff.id, orderNotes.staffId))
    .where(eq(orderNotes.orderId, orderId)).orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
  return rows.map(({ note, staff: who }) => ({ id: note.id, text: note.text, createdAt: note.createdAt.toISOString(), staff: who }));
}
