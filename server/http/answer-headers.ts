// What every answer carries whatever made it — the fixed security headers and the request id —
// set on Node's response before the app runs (docs/decisions/163-headers-on-node-response.md).
// Set by Hono middleware on a finished answer, the same headers went through undici's Headers
// one validated write at a time: a sixth of an unknown /v1 path's CPU. The app's own headers
// still win: Node merges those given to writeHead over these.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type ServerOptions, type ServerResponse } from 'node:http';

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
  return ((options: ServerOptions | RequestListener, listener?: RequestListener) =>
    typeof options === 'function' ? createServer(wrap(options)) : createServer(options, wrap(listener))) as typeof createServer;
}
