// A placement's mails (decisions 129, 193, 228): the customer's confirmation (when the order is
// accepted as it is) and the shop's new-order mail, composed and owed in the transaction that
// places the order, then delivered one after the other once it committed, as the back office
// lists them. The order's answer is read once, in that transaction, for the confirmation and the
// caller. A mail not delivered stays owed for the sweep; neither undoes the order.
import type { Order } from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../mail/mailer.js';
import { confirmationFor, type OrderMailContext } from './mail.js';
import { deliverOrderMails, oweOrderMail } from './order-mails.js';
import { orderAnswer } from './read.js';
import { shopNewOrderMail } from './shop-order-mail.js';
import type { OrderRow } from './steps.js';

export interface PlacedMails {
  answer: Order;
  mailIds: number[];
}

/**
 * In the placement's transaction `tx`: owes the confirmation (unless `confirmation` is false: an
 * order not accepted as it is, decision 127) and the shop's mail of the just-placed `row`.
 */
export async function owePlacementMails(tx: Db, row: OrderRow, { confirmation }: { confirmation: boolean }, context: OrderMailContext): Promise<PlacedMails> {
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
