// The back office's customer refusals (docs/decisions/241-back-office-customers.md): 404 for an id
// that names no customer of the shop, 409 for what a closed account no longer allows.
import { Refusal } from '../refusal.js';
import * as texts from './texts.js';

export class AdminCustomerRefusal extends Refusal {}

export const customerNotFound = () => new AdminCustomerRefusal('missing', 'CUSTOMER_NOT_FOUND', texts.CUSTOMER_NOT_FOUND);
export const accountClosed = () => new AdminCustomerRefusal('conflict', 'ACCOUNT_CLOSED', texts.ACCOUNT_CLOSED);
export const alreadyClosed = () => new AdminCustomerRefusal('conflict', 'ACCOUNT_ALREADY_CLOSED', texts.ALREADY_CLOSED);
