// Every /v1 request's strings, in its query and its JSON body, are checked against the one rule
// of contract/storable-text.ts before any route runs: a NUL or a lone surrogate answers 400
// VALIDATION_ERROR naming the field, so no password is hashed and no row written for a request the
// database would refuse with a 500 (docs/decisions/196-storable-text.md). It runs after the JSON
// depth limit (json-depth.ts), so a body it parses nests at most MAX_JSON_DEPTH deep.
import type { MiddlewareHandler } from 'hono';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from '../../contract/storable-text.js';
import { validationError } from './errors.js';
import { hasJsonBody } from './json-depth.js';

function parsedOrNothing(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `skip`: requests that check each item themselves (the analytics batch drops a bad event alone). */
export function storableTextOnly(skip: (path: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    if (skip(c.req.path)) return next();
    const inQuery = unstorableTextPath(c.req.queries());
    if (inQuery !== null) throw validationError([{ in: 'query', path: inQuery.replace(/\.0$/, ''), message: UNSTORABLE_TEXT_MESSAGE }]);
    if (hasJsonBody(c)) {
      // Read as text, which Hono keeps as it came: the validator's json() parses it again, and a
      // signed webhook's raw bytes stay intact (a cached json() would be re-serialised). A body that
      // is not JSON is the validator's to refuse.
      const inBody = unstorableTextPath(parsedOrNothing(await c.req.text()));
      if (inBody !== null) throw validationError([{ in: 'json', path: inBody, message: UNSTORABLE_TEXT_MESSAGE }]);
    }
    return next();
  };
}
