// Mail whose failure must not change the call's answer (a notice after a change that is already
// made, a recovery link sent after answering): a failure is logged, not thrown.
import type { Logger } from '../log.js';
import type { Mailer, MailMessage } from './mailer.js';

export async function sendOrLog(mailer: Mailer, log: Logger, message: MailMessage, what: string): Promise<void> {
  try {
    await mailer.send(message);
  } catch (err) {
    log.error({ err, subject: message.subject }, `${what}: mail not sent`);
  }
}
