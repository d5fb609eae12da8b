// A request header read where it costs least. Behind Node's server (c.env.incoming), Node has
// already parsed the headers into a plain object; Hono's c.req.header goes through the Request's
// WHATWG Headers, which @hono/node-server builds from every raw header, validated, on first use.
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * The value of the header `name` (lower case), or undefined. Repeated headers are joined with ', '
 * by both Node and Headers; in an app called without Node's server (app.request in tests) this is
 * c.req.header.
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
