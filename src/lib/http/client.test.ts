import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from './client';
import { SESSION_EXPIRED_EVENT } from './session-expired';

// A real HTTP server; the fake DOM's page URL is set to its origin so the calls are same-origin,
// exactly as in the shop where the API and the app share one host.

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let seen: Seen[] = [];
let origin = '';

function answer(url: string): { status: number; body?: unknown; delayMs?: number } {
  if (url.startsWith('/v1/echo') || url.startsWith('/v1/mctg/')) return { status: 200, body: { ok: true } };
  if (url.startsWith('/v1/redirected')) return { status: 300, body: { moved: false } };
  if (url.startsWith('/v1/missing')) return { status: 404, body: { code: 'NOT_FOUND', message: 'No such thing', statusCode: 404 } };
  if (url.startsWith('/v1/expired')) return { status: 401, body: { code: 'UNAUTHORIZED', message: 'Session over', statusCode: 401 } };
  if (url.startsWith('/v1/auth-expire')) return { status: 403, body: { code: 'AUTH_EXPIRE', message: 'Token expired', statusCode: 403 } };
  if (url.startsWith('/v1/plain-error')) return { status: 502 };
  if (url.startsWith('/v1/slow')) return { status: 200, body: { late: true }, delayMs: 1_000 };
  return { status: 500, body: { code: 'GENERAL_ERROR', message: 'unexpected', statusCode: 500 } };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const { status, body: out, delayMs = 0 } = answer(req.url ?? '');
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status, out === undefined ? {} : { 'content-type': 'application/json' });
        res.end(out === undefined ? undefined : JSON.stringify(out));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/it`);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

describe('http client', () => {
  it('sends the shop headers, the bearer token and JSON, to the /v1 path', async () => {
    const client = createHttpClient({ getShopId: () => 'raggio', getToken: () => 'tok-123' });
    await expect(client.post('mctg/shop/landing', { model: 'page' })).resolves.toEqual({ ok: true });
    const [call] = seen;
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/v1/mctg/shop/landing');
    expect(call?.headers['x-requester']).toBe('shop');
    expect(call?.headers['x-shop-id']).toBe('raggio');
    expect(call?.headers.authorization).toBe('Bearer tok-123');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(call?.body ?? '')).toEqual({ model: 'page' });
  });

  it('sends no Authorization header without a stored token', async () => {
    await createHttpClient({ getToken: () => null }).get('echo');
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[0]?.headers['x-shop-id']).toBe('raggio');
  });

  it('repeats array query params and leaves out empty ones', async () => {
    await createHttpClient().get('echo', { query: { brands: ['a', 'b'], page: 2, none: undefined } });
    expect(seen[0]?.url).toBe('/v1/echo?brands=a&brands=b&page=2');
  });

  it('treats 3xx answers as success', async () => {
    await expect(createHttpClient().get('redirected')).resolves.toEqual({ moved: false });
  });

  it('rejects with the error body of a failed answer', async () => {
    await expect(createHttpClient().get('missing')).rejects.toEqual({
      code: 'NOT_FOUND', message: 'No such thing', statusCode: 404,
    });
  });

  it('builds an ApiError when a failure has no error body', async () => {
    await expect(createHttpClient().get('plain-error')).rejects.toMatchObject({
      code: 'GENERAL_ERROR', statusCode: 502,
    });
  });

  it('raises session-expired with the body on 401 and on AUTH_EXPIRE, and rejects with it', async () => {
    const details: unknown[] = [];
    const listener = (event: Event) => details.push((event as CustomEvent).detail);
    window.addEventListener(SESSION_EXPIRED_EVENT, listener);
    const client = createHttpClient();
    const expired = { code: 'UNAUTHORIZED', message: 'Session over', statusCode: 401 };
    const authExpire = { code: 'AUTH_EXPIRE', message: 'Token expired', statusCode: 403 };
    await expect(client.get('expired')).rejects.toEqual(expired);
    await expect(client.get('auth-expire')).rejects.toEqual(authExpire);
    await expect(client.get('missing')).rejects.toMatchObject({ statusCode: 404 });
    window.removeEventListener(SESSION_EXPIRED_EVENT, listener);
    expect(details).toEqual([expired, authExpire]);
  });

  it('a sessionless client sends no token and leaves its 401 to the caller', async () => {
    const details: unknown[] = [];
    const listener = (event: Event) => details.push((event as CustomEvent).detail);
    window.addEventListener(SESSION_EXPIRED_EVENT, listener);
    const client = createHttpClient({ getToken: () => 'tok-123', sessionless: true });
    await expect(client.get('expired')).rejects.toMatchObject({ statusCode: 401 });
    window.removeEventListener(SESSION_EXPIRED_EVENT, listener);
    expect(details).toEqual([]);
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('gives up after the timeout with a TIMEOUT error', async () => {
    const started = Date.now();
    await expect(createHttpClient({ timeoutMs: 150 }).get('slow')).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('reports a NETWORK_ERROR when nothing answers', async () => {
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:1' });
    await expect(client.get('echo')).rejects.toMatchObject({ code: 'NETWORK_ERROR', statusCode: 0 });
  });
});
