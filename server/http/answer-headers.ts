// What every answer carries whatever made it — the fixed security headers and the request id —
// set on Node's response before the app runs (docs/decisions/163-headers-on-node-response.md).
// Set by Hono middleware on a finished answer, the same headers went through undici's Headers
// one validated write at a time: a sixth of an unknown /v1 path's CPU. The app's own headers
// still win: Node merges those given to writeHead over these.
import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { createServer, STATUS_CODES, type IncomingMessage, type RequestListener, type ServerOptions, type ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** The id's name on Node's request, where it is written back for whatever answers (lower case, as Node keeps it). */
export const INCOMING_ID = REQUEST_ID_HEADER.toLowerCase() as Lowercase<typeof REQUEST_ID_HEADER>;
const PLAIN_ID = /^[\w.:-]{8,128}$/;

/** A caller's id when it is a plain token (a proxy's), else a new one. */
export const requestIdFrom = (given: string | undefined): string =>
  given !== undefined && PLAIN_ID.test(given) ? given : randomUUID();

export type FixedHeaders = readonly (readonly [name: string, value: string])[];

/** Answers a request before the app, returning true, or leaves it to the app (repeat-answers.ts). */
export type AnswerFirst = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Node's createServer, for @hono/node-server's `createServer` option: each request gets its id
 * (written back on the request, where the app's request log reads it) and each answer the id and
 * `fixed`; then `first` may answer it before the app.
 */
export function withAnswerHeaders(fixed: FixedHeaders, first?: AnswerFirst): typeof createServer {
  const wrap = (listener: RequestListener | undefined): RequestListener => (req: IncomingMessage, res) => {
    const id = requestIdFrom(req.headers[INCOMING_ID] as string | undefined);
    req.headers[INCOMING_ID] = id;
    for (const [name, value] of fixed) res.setHeader(name, value);
    res.setHeader(REQUEST_ID_HEADER, id);
    if (first?.(req, res)) return;
    listener?.(req, res);
  };
  return ((options: ServerOptions | RequestListener, listener?: RequestListener) => {
    const server = typeof options === 'function' ? createServer(wrap(options)) : createServer(options, wrap(listener));
    server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => answerClientError(err, socket, fixed));
    return server;
  }) as typeof createServer;
}

/** What Node refuses before any request exists, by its parser's error code. */
const CLIENT_ERRORS: Record<string, [status: number, code: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE', 'The request\'s headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive'],
};

/**
 * Node answers a request its parser refuses (headers too large, malformed) itself, with no body.
 * A listener takes that over (Node then writes nothing): the answer is the API's error shape, and
 * the connection is closed, since what follows on it cannot be trusted (docs/decisions/199-edge-answers.md).
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex, fixed: FixedHeaders = []): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [statusCode, code, message] = CLIENT_ERRORS[err.code ?? ''] ?? [400, 'BAD_REQUEST', 'The request is not valid HTTP'];
  const body = JSON.stringify({ code, message, statusCode });
  const headers = [
    ...fixed.map(([name, value]) => `${name}: ${value}`),
    'Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close',
  ];
  socket.end(`HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n${headers.join('\r\n')}\r\n\r\n${body}`);
}
