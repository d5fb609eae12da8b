// The newsletter suites (API and end-to-end) read the mail the server wrote to its file outbox
// (DATA_DIR/outbox, decision 101): headers unfolded, quoted-printable undone, the links it carries.
// No server import: the Playwright specs use it too.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface OutboxMail {
  /** Header names lower-cased, folded lines joined. */
  headers: Map<string, string>;
  /** Every part's body, quoted-printable decoded. */
  body: string;
}

function parse(raw: string): OutboxMail {
  const split = raw.indexOf('\n\n');
  const headers = new Map<string, string>();
  for (const line of raw.slice(0, split).replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 2).replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { headers, body: Buffer.from(body, 'latin1').toString('utf8') };
}

/** Every mail in the outbox `dir` written to `to`, in sending order. */
export function mailsTo(dir: string, to: string): OutboxMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).sort()
    .map((file) => parse(readFileSync(join(dir, file), 'utf8')))
    .filter((mail) => mail.headers.get('to') === to);
}

const linkIn = (mail: OutboxMail, kind: 'confirm' | 'unsubscribe') => {
  const found = new RegExp(`(https?://[^/\\s"<>]+)(/v1/subs/${kind}/[A-Za-z0-9._-]+(?:\\?lang=[a-z]{2})?)`).exec(mail.body);
  if (!found) throw new Error(`no ${kind} link in the mail`);
  return { url: `${found[1]}${found[2]}`, path: found[2]! };
};

/** The mail's confirmation link: its whole URL and its path. */
export const confirmLink = (mail: OutboxMail) => linkIn(mail, 'confirm');
/** The mail's unsubscribe link. */
export const unsubscribeLink = (mail: OutboxMail) => linkIn(mail, 'unsubscribe');
