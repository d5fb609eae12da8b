// Compresses text answers (HTML, JSON, scripts, styles, SVG) on the fly with brotli or gzip, as the
// client's Accept-Encoding allows (docs/decisions/085-compression.md). hono/compress has no
// brotli and Node 20's CompressionStream neither, so this uses node:zlib. Answers already
// encoded (the precompressed built assets) and images are left as they are; answers under 1 KB
// too, since the framing costs more than it saves.
import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { requestHeader } from './request-header.js';

export type ContentCoding = 'br' | 'gzip';

/** Bytes under which an answer goes out as it is: the framing costs more than it saves. */
export const COMPRESSION_THRESHOLD = 1024;

declare module 'hono' {
  interface ContextVariableMap {
    finalAnswer: boolean;
  }
}

/**
 * Says the route's answer is final: its own coding, Vary and type are set (a cached catalogue
 * answer or a rendered page, with bytes compressed once: encoded-once.ts). The middleware that would read its headers to decide
 * (compression, the document headers) leave it alone: reading them builds a Headers object per request.
 */
export const markFinal = (c: Context): void => { c.set('finalAnswer', true); };
export const isFinal = (c: Context): boolean => c.get('finalAnswer') === true;

/** Types worth compressing; images (/img) are AVIF/WebP already and never match. */
const COMPRESSIBLE = /^\s*(?:text\/[^;\s]+|application\/(?:json|javascript|xml|manifest\+json|[^;\s]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

export function isCompressible(contentType: string | null): boolean {
  return contentType !== null && COMPRESSIBLE.test(contentType);
}

function parseCoding(acceptEncoding: string): ContentCoding | undefined {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q) || 0);
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

/**
 * Browsers send a handful of Accept-Encoding values, the same on every request: the first ones
 * seen are remembered (parsing one per request was 2 % of a cached answer's CPU, decision 163).
 */
const REMEMBERED_VALUES = 64;
const codingOf = new Map<string, ContentCoding | undefined>();

/**
 * The coding to answer with: brotli when accepted at least as much as gzip, then gzip, else none
 * (identity). q=0 refuses a coding; `*` stands for any coding not named.
 */
export function chooseCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  if (codingOf.has(acceptEncoding)) return codingOf.get(acceptEncoding);
  const coding = parseCoding(acceptEncoding);
  if (codingOf.size < REMEMBERED_VALUES) codingOf.set(acceptEncoding, coding);
  return coding;
}

function addVary(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** A web stream through zlib, flushed at each chunk so a streamed page reaches the browser as it is rendered. */
function compressor(coding: ContentCoding): ReadableWritablePair<Uint8Array, Uint8Array> {
  const zlib = coding === 'br'
    // Quality 5 is the usual on-the-fly trade-off: close to gzip's speed, clearly smaller.
    ? createBrotliCompress({ flush: constants.BROTLI_OPERATION_FLUSH, params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip({ flush: constants.Z_SYNC_FLUSH });
  return Duplex.toWeb(zlib) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>;
}

/** Reads until `min` bytes or the end, so a short body of unknown length is measured before it is compressed. */
async function peek(body: ReadableStream<Uint8Array>, min: number): Promise<{ head: Uint8Array[]; size: number; body: ReadableStream<Uint8Array> | null }> {
  const reader = body.getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  while (size < min) {
    const { done, value } = await reader.read();
    if (done) return { head, size, body: null };
    head.push(value);
    size += value.byteLength;
  }
  const rest = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { head, size, body: rest };
}

export interface CompressionOptions {
  /** Bytes under which an answer goes out as it is (default COMPRESSION_THRESHOLD). */
  threshold?: number;
}

export function compression({ threshold = COMPRESSION_THRESHOLD }: CompressionOptions = {}): MiddlewareHandler {
  return async function compress(c, next) {
    await next();
    if (isFinal(c)) return;
    const res = c.res;
    const compressible = isCompressible(res.headers.get('Content-Type'));
    // A 304 stands for the answer a cache holds, which varied by Accept-Encoding too.
    if (compressible || res.status === 304) addVary(res.headers);
    if (!compressible || c.req.method === 'HEAD' || res.status === 206 || res.headers.has('Content-Encoding')
      || NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')) return;
    const length = res.headers.get('Content-Length');
    if (length !== null && Number(length) < threshold) return;
    const coding = chooseCoding(requestHeader(c, 'accept-encoding'));
    if (!coding) return;
    // Only now: reading `body` turns @hono/node-server's lightweight Response into a web stream,
    // which cost every small or uncompressed answer (a third of the 404 reference's time).
    if (!res.body) return;

    const { head, size, body } = await peek(res.body, threshold);
    if (!body) {
      // The whole body was shorter than the threshold: send the bytes read, uncompressed.
      c.res = new Response(size > 0 ? new Blob(head as BlobPart[]) : null, res);
      return;
    }
    c.res = new Response(body.pipeThrough(compressor(coding)), res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', coding);
    // Another representation: a strong validator becomes weak (RFC 9110 §8.8.1); weak ones still match.
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
