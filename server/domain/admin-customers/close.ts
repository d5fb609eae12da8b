// POST admin/customers/{id}/close: staff close an account for a customer who asked by mail or
// phone (docs/decisions/241-back-office-customers.md). No password: the staff answer for having
// checked who asked. The same closing steps as the customer's own (server/domain/users/close-account.ts),
// in one transaction with the audit row; the Stripe customer goes after the commit (closed-at-stripe.ts).
import type { Db } from '../../db/client.js';
import { lockUser } from '../../db/user-lock.js';
import { recordStaffAction } from '../staff/audit.js';
import { closingSteps, unusablePassword, type ClosedAccount } from '../users/close-account.js';
import { isClosedEmail } from '../users/closed.js';
import { foundCustomer } from './found.js';
import { alreadyClosed, customerNotFound } from './refusal.js';

export async function closeCustomerAccount(db: Db, staffId: number, id: number): Promise<ClosedAccount> {
  await foundCustomer(db, id);
  const unusable = await unusablePassword();
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, id))) throw customerNotFound();
    // Read under the lock: two staff closing at once, or the customer closing meanwhile, close once.
    const user = await foundCustomer(tx, id);
    if (isClosedEmail(user.email)) throw alreadyClosed();
    const closed = await closingSteps(tx, user, unusable);
    await recordStaffAction(tx, {
      staffId, action: 'customer.close', subjectType: 'customer', subjectId: id,
      before: { closed: false }, after: { closed: true },
    });
    return closed;
  });
}
