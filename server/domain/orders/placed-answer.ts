// Once a placement has committed: the customer's confirmation and the shop's new-order mail go
// one after the other, as the back office lists them (decision 193). What both read, and the
// order's answer (read once, for the caller and the confirmation), is asked for at the start:
// the customer who placed the order waits for all of it (docs/performance.md, "Shoppers"). A
// confirmation not sent stays owed for the sweep; a shop's mail not sent is logged. Neither
// undoes the order.
import type { Order } from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../mail/mailer.js';
import { sendConfirmation, type OrderMailContext } from './mail.js';
import { orderAnswer } from './read.js';
import { sendShopNewOrderMail, shopNewOrderMail } from './shop-order-mail.js';
import type { OrderRow } from './steps.js';

export async function placedOrderAnswer(db: Db, mailer: Mailer, row: OrderRow, context: OrderMailContext): Promise<Order> {
  const answer = orderAnswer(db, row);
  const shopMail = shopNewOrderMail(db, row, context);
  const mailed = sendConfirmation(db, mailer, row.id, context, answer)
    .then(() => shopMail)
    .then((message) => message && sendShopNewOrderMail(db, mailer, row.id, message, context));
  await Promise.all([answer, mailed]);
  return answer;
}
