// A catalogue call or a public page asked again (the same URL, Accept-Language, x-shop-id and
// navigation) is answered on Node's request, before the app
// (docs/decisions/185-repeat-catalogue-calls-before-the-app.md, 187-repeat-page-views-before-the-app.md).
// The app's pass over such a call (its layers, routing, the query's validation, choosing the
// language) cost about half of the call's CPU, for an answer that depends on nothing else. The
// answer still comes from the catalogue's answer cache or the page cache at the version the app
// would use, made by the app's own code (cached-answer.ts, server/ssr/pages.ts), and each repeat
// is logged and counted as the app would.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../log.js';
import { countRequest } from '../ops/metrics.js';
import { acceptsHtml } from './accepts-html.js';
import { INCOMING_ID } from './answer-headers.js';
import { requestLineWriter } from './request-log.js';

/**
 * An answer as sent: status, the answer's own headers (with its Content-Length: written with
 * writeHead, a body of unknown length would go chunked), and its bytes (null for a 304).
 */
export interface SentAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer> | null;
}

/**
 * The answer for a repeat's If-None-Match and Accept-Encoding, or undefined when the kept answer
 * is no longer current (the app answers then, and keeps the new one).
 */
export type RepeatAnswer = (ifNoneMatch: string | undefined, acceptEncoding: string | undefined) => SentAnswer | undefined;

interface Repeat {
  answer: RepeatAnswer;
  /** What the app logs and counts the call as: its path and its route pattern. */
  path: string;
  route: string;
}

export interface RepeatOptions {
  log: Logger;
  /** True once the server is stopping: every request then goes to the app, which ends its connection. */
  draining?: () => boolean;
  /** Called after each answer made here (the server's idle watch). */
  answered?: () => void;
}

/** Calls kept; one not asked for a while leaves first. A key is a URL and two headers, so bounded. */
const KEPT_CALLS = 10_000;
const SLOT = Symbol('raggio.repeatKey');
type Marked = IncomingMessage & { [SLOT]?: { key: string; repeats: RepeatAnswers } };

export class RepeatAnswers {
  private readonly kept = new LRUCache<string, Repeat>({ max: KEPT_CALLS });
  private readonly writeLine: ReturnType<typeof requestLineWriter>;

  constructor(private readonly options: RepeatOptions) {
    this.writeLine = requestLineWriter(options.log);
  }

  /**
   * Answers `req` when it repeats a kept call whose answer is current. Otherwise marks the request
   * so that the app can keep its answer (`keepRepeat`), and returns false.
   */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || this.options.draining?.()) return false;
    const started = performance.now();
    const { headers } = req;
    // Everything else a kept answer depends on is its catalogue version, checked below. A page is
    // an answer to a request that takes HTML (decision 204); the same URL asked otherwise is not its repeat.
    const navigation = acceptsHtml(headers.accept) ? 'html' : '';
    const key = `${req.url}\n${headers['accept-language'] ?? ''}\n${headers['x-shop-id'] ?? ''}\n${navigation}`;
    const repeat = this.kept.get(key);
    const sent = repeat && this.sendable(repeat, req);
    if (!repeat || !sent) {
      (req as Marked)[SLOT] = { key, repeats: this };
      return false;
    }
    res.writeHead(sent.status, sent.headers);
    res.end(sent.body ?? undefined);
    const requester = headers['x-requester'];
    this.writeLine({
      reqId: headers[INCOMING_ID] as string, method: 'GET', path: repeat.path, status: sent.status, started,
      requester: typeof requester === 'string' ? requester : undefined,
    });
    countRequest('GET', repeat.route, sent.status, (performance.now() - started) / 1000);
    this.options.answered?.();
    return true;
  }

  /** The kept answer for this request; a failure to make it (a compression) is logged and left to the app. */
  private sendable(repeat: Repeat, req: IncomingMessage): SentAnswer | undefined {
    try {
      return repeat.answer(req.headers['if-none-match'], req.headers['accept-encoding']);
    } catch (err) {
      this.options.log.warn({ err, path: repeat.path }, 'repeat answer failed; the app answers');
      return undefined;
    }
  }

  keep(key: string, repeat: Repeat): void {
    this.kept.set(key, repeat);
  }
}

/**
 * Keeps the call `c` is answering, to be answered before the app when asked again. Only for
 * answers that depend on the URL, Accept-Language, x-shop-id, whether Accept takes HTML,
 * If-None-Match and Accept-Encoding alone, and that `answer` finds current. A call not served by Node (app.request in tests) keeps
 * nothing.
 */
export function keepRepeat(c: Context, answer: RepeatAnswer): void {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming as Marked | undefined;
  const mark = incoming?.[SLOT];
  if (!mark) return;
  mark.repeats.keep(mark.key, { answer, path: c.req.path, route: c.req.routePath });
}
