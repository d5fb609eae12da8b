// Saved cards straight into the table: nothing in the shop saves one yet (the payment issue will;
// decision 105).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../server/db/client.js';
import { savedCards } from '../../server/db/schema.js';

let minute = 0;
/** Inserts a card for the user, each one saved a minute after the previous; answers its id. */
export async function insertSavedCard(db: Db, userId: number, fields: Partial<typeof savedCards.$inferInsert> = {}): Promise<string> {
  minute += 1;
  const [row] = await db.insert(savedCards).values({
    userId,
    stripePaymentMethodId: `pm_test_${randomBytes(8).toString('hex')}`,
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2030,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)),
    ...fields,
  }).returning({ id: savedCards.id });
  return row!.id;
}
