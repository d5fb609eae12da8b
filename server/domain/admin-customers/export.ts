// GET admin/customers/{id}/export: the very file the customer's own export gives
// (server/domain/users/personal-data.ts, decision 236), for a request received by mail or phone
// (docs/decisions/241-back-office-customers.md). Recorded in the staff's audit in the transaction
// that reads it. A closed account has no personal data left to give: 409.
import type { PersonalData } from '../../../contract/personal-data.js';
import type { Db } from '../../db/client.js';
import { recordStaffAction } from '../staff/audit.js';
import { isClosedEmail } from '../users/closed.js';
import { personalData, personalDataFileName } from '../users/personal-data.js';
import { foundCustomer } from './found.js';
import { accountClosed } from './refusal.js';

export async function exportCustomerData(db: Db, staffId: number, id: number, now = new Date()): Promise<{ data: PersonalData; fileName: string }> {
  return db.transaction(async (tx) => {
    const user = await foundCustomer(tx, id);
    if (isClosedEmail(user.email)) throw accountClosed();
    await recordStaffAction(tx, { staffId, action: 'customer.export', subjectType: 'customer', subjectId: id });
    return { data: await personalData(tx, user, now), fileName: personalDataFileName(user, now) };
  });
}
