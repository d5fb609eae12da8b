// A placement's mails (decisions 129, 193, 228): the customer's confirmation (when the order is
// accepted as it is) and the shop's new-order mail, composed and owed in the transaction that
// places the order, then delivered one after the other once it committed, as the back office
// lists them. The order's answer is read once, in that transaction, for the confirmation and the
// caller. A mail not delivered stays owed for the sweep; neither undoes the order.
import { inArray } from 'drizzle-orm';
import type { Order } from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import { orderMails } from '../../db/schema.js';
import type { Mailer } from '../../mail/mailer.js';
import { confirmationFor, type OrderMailContext } from './mail.js';
import { deliverOrderMails, oweOrderMail } from './order-mails.js';
import { orderAnswer } from './read.js';
import { shopNewOrderMail } from './shop-order-mail.js';
import { orderStep, type OrderStep } from './step-runner.js';
import type { OrderRow } from './steps.js';

export interface PlacedMails {
  answer: Order;
  mailIds: number[];
}

/**
 * The placement's mails owed, in its transaction: the confirmation (unless `confirmation` is false:
 * an order not accepted as it is, decision 127) and the shop's mail of the just-placed `row`.
 * Undo: they are no longer owed.
 */
export const owePlacementMails: OrderStep<{ row: OrderRow; confirmation: boolean; context: OrderMailContext }, PlacedMails> = orderStep(
  'owe the placement\'s mails',
  (tx, { row, confirmation, context }) => placementMails(tx, row, confirmation, context),
  async (tx, { mailIds }) => {
    if (mailIds.length > 0) await tx.delete(orderMails).where(inArray(orderMails.id, mailIds));
  },
);

async function placementMails(tx: Db, row: OrderRow, confirmation: boolean, context: OrderMailContext): Promise<PlacedMails> {
  const answer = await orderAnswer(tx, row);
  const mailIds: number[] = [];
  const customer = confirmation ? await confirmationFor(tx, row, context, answer) : null;
  if (customer) mailIds.push(await oweOrderMail(tx, row.id, 'confirmation', customer));
  const shop = await shopNewOrderMail(tx, row, answer, context);
  if (shop) mailIds.push(await oweOrderMail(tx, row.id, 'shopNewOrder', shop));
  return { answer, mailIds };
}

/** After the placement committed: its mails go, and the caller gets the order's answer. */
export async function deliverPlacementMails(db: Db, mailer: Mailer, placed: PlacedMails, context: OrderMailContext): Promise<Order> {
  await deliverOrderMails(db, mailer, placed.mailIds, context);
  return placed.answer;
}
