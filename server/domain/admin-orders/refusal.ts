// The back office's order refusals (decision 193): 409 for a status or order that does not allow
// the action, 400 for a request that names what the order does not hold.
import { Refusal } from '../refusal.js';
import * as texts from './texts.js';
import type { OrderStatus } from '../../../contract/order-life.js';

export class AdminOrderRefusal extends Refusal {}

export const statusConflict = (status: OrderStatus, action: string) =>
  new AdminOrderRefusal('conflict', 'ORDER_STATUS_CONFLICT', texts.statusConflict(status), { status, action });
