// The mailer's two transports: the file outbox (no SMTP_URL) and SMTP, against a real SMTP
// server on a local port (smtp-server, the nodemailer project's own), as production would talk
// to its provider.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log.js';
import { createMailer } from './mailer.js';

const message = {
  to: 'ciao@raggiocicli.it', subject: 'Reimposta la password', replyTo: 'giulia@example.it',
  text: 'Apri https://shop.example/recupero-password/abc123 entro un’ora.', html: '<p>Apri il link</p>',
};
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => { for (const cleanup of cleanups.splice(0)) await cleanup(); });

describe('without SMTP_URL: the file outbox', () => {
  it('writes one .eml per message, with both parts, and logs the file but never its links (a recovery link carries a token)', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'raggio-outbox-')), 'outbox');
    cleanups.push(() => rmSync(join(outboxDir, '..'), { recursive: true, force: true }));
    const logged: unknown[] = [];
    const log = createLogger('silent');
    log.info = ((entry: unknown) => { logged.push(entry); }) as typeof log.info;
    const mailer = createMailer({ smtpUrl: undefined, from: 'Raggio <noreply@raggiocicli.it>', outboxDir, log });
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Secondo' });
    const files = readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const first = readFileSync(join(outboxDir, files[0]!), 'utf8');
    expect(first).toMatch(/^Subject: Reimposta la password$/m);
    expect(first).toMatch(/^From: Raggio <noreply@raggiocicli\.it>$/m);
    expect(first).toContain('Content-Type: text/html');
    expect(logged[0]).toMatchObject({ file: join(outboxDir, files[0]!) });
    expect(JSON.stringify(logged)).not.toContain('abc123');
  });
});

describe('with SMTP_URL: an SMTP server', () => {
  const listen = (server: SMTPServer) => new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });

  it('delivers the message to the server named by the URL', async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => { data += chunk.toString(); });
        stream.on('end', () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    const port = await listen(server);
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Raggio <noreply@raggiocicli.it>', outboxDir: '/nonexistent', log: createLogger('silent') });
    await mailer.send(message);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'noreply@raggiocicli.it', to: ['ciao@raggiocicli.it'] });
    expect(received[0]!.data).toMatch(/^Subject: Reimposta la password$/m);
  });

  it('rejects when the server cannot be reached, so the caller can say nothing was sent', async () => {
    const server = new SMTPServer({ logger: false });
    const port = await listen(server);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Raggio <noreply@raggiocicli.it>', outboxDir: '/nonexistent', log: createLogger('silent') });
    await expect(mailer.send(message)).rejects.toThrow();
  });
});
