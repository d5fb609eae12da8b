// A rule of the customer's own account saying no (server/domain/refusal.ts).
import { Refusal } from '../refusal.js';

export class UserRefusal extends Refusal {}
