// Reads the mail the server wrote to its file outbox (DATA_DIR/outbox/*.eml, decision 101) as a
// mail client would: headers unfolded and decoded, the text and HTML parts of the
// multipart/alternative message decoded from quoted-printable or base64.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, vi } from 'vitest';
import type { TestApi } from './harness.js';

export interface ReadMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const decodeQuotedPrintable = (body: string) => {
  const s = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const hex = s.slice(i + 1, i + 3);
    if (s[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(s[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
};

const decodeBody = (body: string, encoding: string | undefined) => {
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
};

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`); whitespace between two is dropped. */
const decodeWords = (value: string) =>
  value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')));

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

const splitHead = (part: string) => {
  const at = part.search(/\r?\n\r?\n/);
  return { head: parseHeaders(part.slice(0, at)), body: part.slice(at).replace(/^\r?\n\r?\n/, '') };
};

export function readEml(raw: string): ReadMail {
  const { head, body } = splitHead(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(head.get('content-type') ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1).map(splitHead) : [{ head, body }];
  const partOf = (type: string) => {
    const part = parts.find((p) => (p.head.get('content-type') ?? '').startsWith(type));
    return part ? decodeBody(part.body.replace(/\r?\n$/, ''), part.head.get('content-transfer-encoding')) : '';
  };
  return { to: head.get('to') ?? '', subject: decodeWords(head.get('subject') ?? ''), text: partOf('text/plain'), html: partOf('text/html') };
}

/** The outbox's files, oldest first (their names start with the time). */
export const outboxFiles = (api: TestApi) => (existsSync(api.config.outboxDir) ? readdirSync(api.config.outboxDir).sort() : []);

/** What a set of outbox files holds. */
export const readMails = (api: TestApi, files: string[]) => files.map((file) => readEml(readFileSync(join(api.config.outboxDir, file), 'utf8')));

/** Mail written after `before` (a listing from outboxFiles). */
export const mailSince = (api: TestApi, before: string[]) => readMails(api, outboxFiles(api).filter((f) => !before.includes(f)));

/**
 * Waits for the next mail to `to` after `before`: some mail is sent after the answer (a recovery
 * link), so the test polls for the file rather than reading at once.
 */
export async function nextMailTo(api: TestApi, before: string[], to: string): Promise<ReadMail> {
  return vi.waitFor(() => {
    const mail = mailSince(api, before).find((m) => m.to === to);
    expect(mail, `a mail to ${to}`).toBeDefined();
    return mail!;
  }, { timeout: 5000, interval: 20 });
}

/** The only link of a mail's text part. */
export function linkIn(mail: ReadMail): URL {
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  expect(links).toHaveLength(1);
  return new URL(links[0]!);
}
