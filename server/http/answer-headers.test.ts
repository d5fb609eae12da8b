import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAnswerHeaders } from './answer-headers.js';

describe('withAnswerHeaders', () => {
  const seen: (string | undefined)[] = [];
  // The app's own answer: it reads the id given to the request, and sets a header of the fixed list.
  const server = withAnswerHeaders([['X-Frame-Options', 'DENY'], ['Referrer-Policy', 'strict-origin-when-cross-origin']])((req, res) => {
    seen.push(req.headers['x-request-id'] as string | undefined);
    const own = req.url === '/own' ? { 'Referrer-Policy': 'no-referrer' } : {};
    res.writeHead(200, { 'Content-Type': 'text/plain', ...own });
    res.end('ok');
  });
  let origin = '';
  beforeAll(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => { server.close(); });

  it('answers with the fixed headers and the id the app saw: a plain id from the caller, else a new one', async () => {
    const kept = await fetch(`${origin}/`, { headers: { 'X-Request-Id': 'proxy-id-12345678' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-id-12345678');
    expect(kept.headers.get('x-frame-options')).toBe('DENY');
    const fresh = await fetch(`${origin}/`, { headers: { 'X-Request-Id': '<script>' } });
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen).toEqual(['proxy-id-12345678', fresh.headers.get('x-request-id')]);
  });

  it("lets the app's own value of a fixed header win", async () => {
    const own = await fetch(`${origin}/own`);
    expect(own.headers.get('referrer-policy')).toBe('no-referrer');
    expect(own.headers.get('x-frame-options')).toBe('DENY');
  });
});
