// A back-office settings rule saying no (server/domain/refusal.ts turns kinds into statuses).
import { Refusal } from '../refusal.js';

export class SettingsRefusal extends Refusal {}
