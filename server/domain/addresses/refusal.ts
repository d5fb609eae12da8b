// An address-book rule saying no (server/domain/refusal.ts).
import { Refusal } from '../refusal.js';

/** A body field the database showed wrong (the municipality, its province, its CAP). */
export interface AddressFieldProblem {
  in: 'json';
  path: string;
  message: string;
}

export class AddressRefusal extends Refusal {}
