// A return's refund (docs/decisions/245-returns-in-the-back-office.md): the refund workflow
// (settle.ts) planned from the statement; the delivery cost it gives back is priced against the
// shop's shipping methods (refund-plan.ts deliveryOwed, decision 249), read before the workflow.
import type { Db } from '../../db/client.js';
import type { OrderMailContext } from '../orders/mail.js';
import { shippingRows } from '../shop-commerce.js';
import { planReturnRefund } from './refund-plan.js';
import { settleOrder, type Refunder, type Settled } from './settle.js';

export interface ReturnRefund {
  refunder: Refunder;
  staffId: number;
  orderId: string;
  statementId: string;
  idempotencyKey: string | undefined;
  context: OrderMailContext;
}

export async function refundReturn(db: Db, { refunder, staffId, orderId, statementId, idempotencyKey, context }: ReturnRefund): Promise<Settled> {
  const shippings = await shippingRows(db);
  return settleOrder(db, refunder, staffId, orderId, 'refund',
    (row, items, refunds, statements) => planReturnRefund(row, items, refunds, statements, statementId, shippings), idempotencyKey, context);
}
