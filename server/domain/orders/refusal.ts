// An order rule saying no (server/domain/refusal.ts): 404 for an order that is not the caller's,
// 409 for a checkout that cannot be ordered as it is.
import { Refusal } from '../refusal.js';

export class OrderRefusal extends Refusal {}
