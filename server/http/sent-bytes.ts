// An answer kept as encoded bytes with a weak ETag (a cached catalogue answer, a rendered page),
// as sent for a request's If-None-Match and Accept-Encoding: 304, identity, or compressed once
// per coding (decision 163). The app and the repeats before it (decision 185) send it the same way.
import { chooseCoding, COMPRESSION_THRESHOLD, type ContentCoding } from './compression.js';
import { encodedOnce } from './encoded-once.js';
import type { SentAnswer } from './repeat-answers.js';

export interface KeptBytes {
  bytes: Uint8Array<ArrayBuffer>;
  /** Weak (W/"…"). */
  etag: string;
}

/**
 * The headers of each way an answer is sent, made once per answer rather than spread per request
 * (5 % of a cached answer's CPU, decision 163): `notModified`, and `identity` with its
 * Content-Length; a coding's are added when first sent. Each carries its Content-Length because
 * repeat-answers.ts hands them to writeHead as they are, and a body of unknown length would go
 * chunked.
 */
export type SentHeaders = Record<'notModified' | 'identity', Record<string, string>> & Partial<Record<ContentCoding, Record<string, string>>>;

/** True when If-None-Match names `etag` (weakly compared, as RFC 9110 asks for GET) or is `*`. */
export const matchesEtag = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === etag || tag === etag.slice(2) || tag === '*';
  });

/**
 * `kept` as sent with `status` (a 404 page is kept too) for a request's If-None-Match and
 * Accept-Encoding. If-None-Match is a precondition, which a server ignores when the answer would
 * not be a 2xx (RFC 9110 §13.2.1): a 404 page is sent whole.
 */
export function sentBytes(kept: KeptBytes, status: number, headers: SentHeaders, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): SentAnswer {
  if (status >= 200 && status < 300 && matchesEtag(ifNoneMatch, kept.etag)) return { status: 304, headers: headers.notModified, body: null };
  const coding = kept.bytes.byteLength >= COMPRESSION_THRESHOLD ? chooseCoding(acceptEncoding) : undefined;
  if (!coding) return { status, headers: headers.identity, body: kept.bytes };
  const body = encodedOnce(kept, kept.bytes, coding);
  headers[coding] ??= { ...headers.identity, 'Content-Encoding': coding, 'Content-Length': String(body.byteLength) };
  return { status, headers: headers[coding], body };
}

/** The SentHeaders of `kept`: a 304 carries `notModified`; an answer with its bytes also `ofBytes`. */
export const sentHeaders = (kept: KeptBytes, notModified: Record<string, string>, ofBytes: Record<string, string>): SentHeaders =>
  ({ notModified, identity: { ...notModified, ...ofBytes, 'Content-Length': String(kept.bytes.byteLength) } });
