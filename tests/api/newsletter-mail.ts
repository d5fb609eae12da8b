// The newsletter suites read the mail the API wrote to its file outbox (DATA_DIR/outbox, decision
// 101): headers unfolded, quoted-printable undone, the links the mail carries.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_URL, type TestApi } from './harness.js';

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

/** Every mail written to `to`, in sending order. */
export function mailsTo(api: TestApi, to: string): OutboxMail[] {
  const dir = api.config.outboxDir;
  if (!existsSync(dir)) return [];
  return readdirSync(dir).sort()
    .map((file) => parse(readFileSync(join(dir, file), 'utf8')))
    .filter((mail) => mail.headers.get('to') === to);
}

const linkIn = (mail: OutboxMail, kind: 'confirm' | 'unsubscribe') => {
  const found = new RegExp(`${PUBLIC_URL}(/v1/subs/${kind}/[A-Za-z0-9._-]+)`).exec(mail.body);
  if (!found) throw new Error(`no ${kind} link in the mail`);
  return found[1]!;
};

/** The path (on the test server) of the mail's confirmation link. */
export const confirmPath = (mail: OutboxMail) => linkIn(mail, 'confirm');
/** The path of the mail's unsubscribe link. */
export const unsubscribePath = (mail: OutboxMail) => linkIn(mail, 'unsubscribe');
