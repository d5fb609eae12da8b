// The mails screen's rule saying no (server/domain/refusal.ts turns kinds into statuses).
import { Refusal } from '../refusal.js';

export class MailRefusal extends Refusal {}
