// A placement's mails (decisions 129, 193, 228): the customer's confirmation (when the order is
// accepted as it is) and the shop's new-order mail, composed and owed in the transaction that
// places the order, then delivered one after the other once it committed, as the back office
// lists them. The order's answer is built once, in that transaction, for the confirmation and the
// caller, from what was read before it (docs/decisions/268-a-placement-reads-before-its-transaction.md).
// A mail not delivered stays owed for the sweep; neither undoes the order.
import { inArray } from 'drizzle-orm';
import type { Order } from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import { orderMails } from '../../db/schema.js';
import type { Mailer } from '../../mail/mailer.js';
import { storedLang } from '../mail-texts.js';
import { isClosedEmail } from '../users/closed.js';
import { confirmationMail, type OrderMailContext } from './mail.js';
import { namesIn } from './order-mail-parts.js';
import { deliverOrderMails, oweOrderMail } from './order-mails.js';
import { placedOrderAnswer, type PlacementReads } from './placement-reads.js';
import { shopNewOrderMail } from './shop-order-mail.js';
import { orderStep, type OrderStep } from './step-runner.js';
import type { OrderRow } from './steps.js';

export interface PlacedMails {
  answer: Order;
  mailIds: number[];
}

interface Placement {
  /** The order just placed, as its transaction left it. */
  row: OrderRow;
  /** False for an order not accepted as it is (decision 127): the shop is told, the customer is not. */
  confirmation: boolean;
  reads: PlacementReads;
  context: OrderMailContext;
  now: Date;
}

/**
 * The placement's mails owed, in its transaction: the confirmation (unless `confirmation` is false,
 * or the customer closed their account) and the shop's mail of the just-placed `row`.
 * Undo: they are no longer owed.
 */
export const owePlacementMails: OrderStep<Placement, PlacedMails> = orderStep(
  'owe the placement\'s mails',
  (tx, placement) => placementMails(tx, placement),
  async (tx, { mailIds }) => {
    if (mailIds.length > 0) await tx.delete(orderMails).where(inArray(orderMails.id, mailIds));
  },
);

async function placementMails(tx: Db, { row, confirmation, reads, context, now }: Placement): Promise<PlacedMails> {
  const answer = placedOrderAnswer(row, reads, now);
  const mailIds: number[] = [];
  const { customer } = reads;
  if (confirmation && customer && !isClosedEmail(customer.email)) {
    const lang = storedLang(row.lang);
    const mail = confirmationMail(customer, answer, namesIn(reads.names, row.checkout, lang), lang, context);
    mailIds.push(await oweOrderMail(tx, row.id, 'confirmation', mail));
  }
  const shop = shopNewOrderMail(reads, row, answer, context);
  if (shop) mailIds.push(await oweOrderMail(tx, row.id, 'shopNewOrder', shop));
  return { answer, mailIds };
}

/** After the placement committed: its mails go, and the caller gets the order's answer. */
export async function deliverPlacementMails(db: Db, mailer: Mailer, placed: PlacedMails, context: OrderMailContext): Promise<Order> {
  await deliverOrderMails(db, mailer, placed.mailIds, context);
  return placed.answer;
}
