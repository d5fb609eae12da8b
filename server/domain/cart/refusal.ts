// A cart rule saying no (server/domain/refusal.ts).
import { Refusal } from '../refusal.js';

export type { RefusalKind } from '../refusal.js';

export class CartRefusal extends Refusal {}
