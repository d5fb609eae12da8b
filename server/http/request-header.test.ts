// Request headers read from Node's parsed request behind the server, and from Hono's Request
// without it: the same values either way, repeated headers included.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestHeader } from './request-header.js';

const app = new Hono();
app.get('/echo', (c) => c.json({
  language: requestHeader(c, 'accept-language') ?? null,
  tag: requestHeader(c, 'if-none-match') ?? null,
  absent: requestHeader(c, 'x-requester') ?? null,
  viaHono: c.req.header('if-none-match') ?? null,
}));

let server: ServerType;
let port = 0;
beforeAll(async () => {
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => { server.close(); });

/** GET /echo with raw header lines (a repeated name is sent twice, as a proxy may; Node adds no Host to raw lines). */
function echo(headers: [string, string][]): Promise<Record<string, string | null>> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/echo', headers: [['Host', `127.0.0.1:${port}`], ...headers].flat() }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => { body += chunk; }).on('end', () => {
        try {
          resolve(JSON.parse(body) as Record<string, string | null>);
        } catch {
          reject(new Error(`status ${res.statusCode}: ${body}`));
        }
      });
    });
    req.on('error', reject).end();
  });
}

describe('requestHeader', () => {
  it('reads a header behind Node\'s server whatever its case, and undefined for one not sent', async () => {
    const seen = await echo([['Accept-Language', 'fr-CH, fr;q=0.9'], ['If-None-Match', 'W/"a"']]);
    expect(seen).toEqual({ language: 'fr-CH, fr;q=0.9', tag: 'W/"a"', absent: null, viaHono: 'W/"a"' });
  });

  it('joins a repeated header as the Request\'s Headers does', async () => {
    const seen = await echo([['If-None-Match', 'W/"a"'], ['If-None-Match', 'W/"b"']]);
    expect(seen.tag).toBe('W/"a", W/"b"');
    expect(seen.tag).toBe(seen.viaHono);
  });

  it('reads the Request\'s headers in an app called without Node (app.request)', async () => {
    const seen = await (await app.request('/echo', { headers: { 'Accept-Language': 'de' } })).json();
    expect(seen).toEqual({ language: 'de', tag: null, absent: null, viaHono: null });
  });
});
