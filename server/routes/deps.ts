import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Logger } from '../log.js';
import type { Mailer } from '../mail/mailer.js';
import type { PaymentProviders } from '../payments/providers.js';

/** What every route module is built from. */
export interface RouteDeps {
  db: Db;
  config: Config;
  log: Logger;
  mailer: Mailer;
  /** Stripe and PayPal (or their sandbox) and the handler of confirmed payments. */
  payments: PaymentProviders;
  /** True once the process is stopping: readiness answers 503 so no new requests come (decision 152). */
  draining: () => boolean;
}
