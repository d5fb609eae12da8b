// What closing an account changes on the customer's orders (docs/decisions/236-the-customers-own-data.md,
// docs/decisions/262-closing-reaches-statements-and-support-messages.md): the orders stay for the
// books, but every address the customer gave on them (the account's, and any a withdrawal
// statement gave) becomes the account's pseudonym, in the statements and in the order mails, and
// no mail still owed to those addresses is sent. A workflow of the runner like every order change.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderMails, orders, orderWithdrawals } from '../../db/schema.js';
import { defineWorkflow, orderStep, runWorkflow, type OrderStep } from './step-runner.js';

interface Forgotten {
  userId: number;
  /** The account's address, lower-case. */
  email: string;
  pseudonym: string;
}

/**
 * The statements keep what was withdrawn, when and by whom (the name, as the frozen billing
 * address keeps it); their e-mail goes. Undo: none can be; the step runs alone in its workflow's
 * one transaction, the closing's, so a failure rolls it back and the runner never calls an undo.
 */
const pseudonymiseOrders: OrderStep<Forgotten, number> = orderStep(
  'pseudonymise the orders',
  async (tx, { userId, email, pseudonym }) => {
    const statementEmails = await tx.selectDistinct({ email: sql<string>`lower(${orderWithdrawals.email})` }).from(orderWithdrawals)
      .where(eq(orderWithdrawals.userId, userId));
    await tx.update(orderWithdrawals).set({ email: pseudonym }).where(eq(orderWithdrawals.userId, userId));
    const emails = [...new Set([email, ...statementEmails.map((s) => s.email)])];
    // Mails still owed to the customer are not sent (decision 228's sweep skips a failed one).
    const theirOrders = tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
    await tx.update(orderMails).set({ status: 'failed', error: 'account closed' })
      .where(and(inArray(orderMails.orderId, theirOrders), inArray(sql`lower(${orderMails.to})`, emails), eq(orderMails.status, 'owed')));
    for (const address of emails) {
      await tx.update(orderMails).set({
        to: sql`case when lower(${orderMails.to}) = ${address} then ${pseudonym} else ${orderMails.to} end`,
        text: sql`replace(${orderMails.text}, ${address}, ${pseudonym})`,
        html: sql`replace(${orderMails.html}, ${address}, ${pseudonym})`,
      }).where(inArray(orderMails.orderId, theirOrders));
    }
    return emails.length;
  },
  async () => {},
);

const forgetCustomerWorkflow = defineWorkflow<Forgotten, number>('forgetCustomer', (flow, input) =>
  flow.transaction((_tx, run) => run(pseudonymiseOrders, input)));

/** Runs in the closing's transaction `tx`: the customer's addresses leave their orders. */
export const forgetCustomer = (tx: Db, forgotten: Forgotten): Promise<number> => runWorkflow(tx, forgetCustomerWorkflow, forgotten);
