// The bank details an order shows (docs/decisions/190-bank-transfer-details.md): only a placed
// bank-transfer order still waiting for the money needs them. Once paid, or for any other
// method, there is nothing to transfer and none are shown.
import { stageOf } from '../../../contract/order-life.js';
import type { BankAccount, OrderTransfer } from '../../../contract/orders.js';
import type { OrderRow } from './steps.js';

type TransferInput = Pick<OrderRow, 'number' | 'status' | 'checkout' | 'placedAt'>;

export function orderTransfer(row: TransferInput, account: BankAccount | null): OrderTransfer | null {
  const waiting = stageOf(row) === 'awaitPayment' && row.checkout.payment.method === 'bankTransfer';
  if (!waiting || account === null) return null;
  // The order's number is the reference the shop matches the incoming transfer by.
  return { ...account, amount: row.checkout.cashier.total, reference: row.number };
}
