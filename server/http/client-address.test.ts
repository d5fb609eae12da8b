import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.js';

/** Answers the address each rule (behind a declared proxy, or not) sees. */
const app = new Hono();
app.get('/who', (c) => c.json({ trusted: clientAddress(c, true), direct: clientAddress(c, false) }));

let server: ServerType;
let origin = '';
beforeAll(async () => {
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => { server.close(); });

const who = async (headers: Record<string, string> = {}) => (await (await fetch(`${origin}/who`, { headers })).json()) as { trusted: string; direct: string };

describe('clientAddress', () => {
  it("is the connection's address, whatever X-Forwarded-For claims, unless a proxy is declared", async () => {
    expect(await who()).toEqual({ trusted: '127.0.0.1', direct: '127.0.0.1' });
    expect((await who({ 'x-forwarded-for': '203.0.113.9' })).direct).toBe('127.0.0.1');
  });

  it('behind a declared proxy, is the last address of X-Forwarded-For (the one the proxy appended)', async () => {
    expect((await who({ 'x-forwarded-for': '203.0.113.9' })).trusted).toBe('203.0.113.9');
    expect((await who({ 'x-forwarded-for': '10.0.0.1, 198.51.100.4 ,203.0.113.9' })).trusted).toBe('203.0.113.9');
    // A header with no address in it names no one: the connection's address counts.
    expect((await who({ 'x-forwarded-for': ' , ' })).trusted).toBe('127.0.0.1');
  });

  it('is one shared "unknown" bucket when no Node connection is behind the request', async () => {
    expect(await (await app.request('/who')).json()).toEqual({ trusted: 'unknown', direct: 'unknown' });
  });
});
