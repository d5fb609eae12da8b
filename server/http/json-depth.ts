// How deep a JSON body may nest (docs/decisions/220-json-depth.md). Every /v1 write's JSON body is
// scanned as text, right after the body limit and before it is parsed or walked: a body nesting
// arrays and objects deeper than MAX_JSON_DEPTH answers 400 JSON_TOO_DEEP and changes nothing.
// Thousands of nested arrays (14 KB of brackets) overflowed the stack of the storable-text walk
// (a 500) and cost 0.7 s of the one main thread each; the scan is linear and stops at the limit.
import type { Context, MiddlewareHandler } from 'hono';
import { MAX_JSON_DEPTH } from './body-limits.js';
import { ApiHttpError } from './errors.js';
import { requestHeader } from './request-header.js';

const JSON_TYPE = /^application\/([\w.+-]*\+)?json\b/i;

/** A request whose body is read as JSON: a write with a JSON media type (the validator's and the storable-text check's). */
export const hasJsonBody = (c: Context): boolean =>
  c.req.method !== 'GET' && c.req.method !== 'HEAD' && JSON_TYPE.test(requestHeader(c, 'content-type') ?? '');

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Whether `text`, read as JSON, nests arrays and objects more than `max` deep (`{}` and `[]` are
 * 1 deep, `[{}]` 2). Brackets inside strings do not count; a backslash escapes the character after
 * it. One pass, no recursion, and it stops at the first bracket past `max`. Text that is not JSON
 * gets an answer too, and the parser refuses it after.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === BACKSLASH) i += 1;
      else if (ch === QUOTE) inString = false;
    } else if (ch === QUOTE) {
      inString = true;
    } else if (ch === OPEN_BRACKET || ch === OPEN_BRACE) {
      depth += 1;
      if (depth > max) return true;
    } else if (ch === CLOSE_BRACKET || ch === CLOSE_BRACE) {
      depth -= 1;
    }
  }
  return false;
}

const tooDeep = () => new ApiHttpError(400, 'JSON_TOO_DEEP', `JSON bodies may nest arrays and objects at most ${MAX_JSON_DEPTH} deep`);

export function jsonDepthLimit(): MiddlewareHandler {
  // Not async for the calls without a JSON body: a pass-through layer makes no promise of its own.
  return (c, next) => {
    if (!hasJsonBody(c)) return next();
    // The text Hono keeps: the storable-text check, the idempotency key's hash and the validator
    // read it again without reading the body twice.
    return c.req.text().then((text) => {
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw tooDeep();
      return next();
    });
  };
}
