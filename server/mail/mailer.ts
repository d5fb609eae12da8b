// Outgoing mail through nodemailer (docs/product/accounts.md): an SMTP server when SMTP_URL is set, else a file
// outbox under DATA_DIR — one .eml per message, readable by any mail client and by the tests —
// with a log line naming the file (decision 101; not its links, which may carry a token).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../log.js';
import { mailsSent } from '../ops/metrics.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string | undefined;
  /** Extra header fields (the newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string> | undefined;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: Logger;
}

/** Counts each message's result for the metrics (decision 152). */
function counted(mailer: Mailer): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
        mailsSent.inc({ result: 'sent' });
      } catch (err) {
        mailsSent.inc({ result: 'failed' });
        throw err;
      }
    },
  };
}

export function createMailer(options: MailerOptions): Mailer {
  return counted(transportMailer(options));
}

function transportMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      const sent = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      // Time first, so a directory listing reads in sending order.
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++sequence}.eml`);
      await writeFile(file, sent.message as Buffer);
      // Not the links: a recovery link carries its token, and tokens never reach the logs.
      log.info({ file, to: message.to, subject: message.subject }, 'mail written to the outbox');
    },
  };
}
