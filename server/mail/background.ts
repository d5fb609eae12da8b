// Mail sent after the answer, one message at a time in the order asked. A call whose answer must
// not depend on whether a mail went out (the newsletter sign-up: decision 110) hands its message
// here, so the caller neither waits for the mail server nor learns when it failed (it is logged).
import type { Logger } from '../log.js';
import type { MailMessage, Mailer } from './mailer.js';

export interface BackgroundMail {
  /** Queues the message; returns at once. */
  send(message: MailMessage): void;
}

const byMailer = new WeakMap<Mailer, BackgroundMail>();

/** One queue per mailer, shared by every route module of an app. */
export function backgroundMail(mailer: Mailer, log: Logger): BackgroundMail {
  let queue = byMailer.get(mailer);
  if (!queue) {
    let last: Promise<void> = Promise.resolve();
    queue = {
      send(message) {
        last = last.then(() => mailer.send(message)).catch((err: unknown) => {
          log.error({ err, subject: message.subject }, 'mail not sent');
        });
      },
    };
    byMailer.set(mailer, queue);
  }
  return queue;
}
