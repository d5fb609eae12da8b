import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log.js';
import { keepRepeat, RepeatAnswers } from './repeat-answers.js';
import { shopCreateServer } from './shop-server.js';

let appCalls = 0;
const app = new Hono();
app.get('/v1/thing', (c) => {
  appCalls += 1;
  const body = new TextEncoder().encode('{"thing":1}');
  keepRepeat(c, () => ({ status: 200, headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.byteLength) }, body }));
  return c.json({ thing: 1 });
});

let server: ServerType | undefined;
async function start(publicUrl: string, repeats?: RepeatAnswers): Promise<string> {
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', createServer: shopCreateServer({ publicUrl }, repeats) }, () => resolve(s));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterEach(async () => {
  appCalls = 0;
  if (server?.listening) {
    server.close();
    await once(server, 'close');
  }
});

describe('shopCreateServer', () => {
  it("answers with the app, every answer carrying the security headers and a request id; HSTS only over https", async () => {
    const plain = await fetch(`${await start('http://shop.test')}/v1/thing`);
    expect(await plain.json()).toEqual({ thing: 1 });
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plain.headers.get('x-frame-options')).toBe('DENY');
    expect(plain.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(plain.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    server!.close();
    const secure = await fetch(`${await start('https://shop.test')}/v1/nowhere`);
    expect(secure.status).toBe(404);
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('answers a kept repeat before the app when given the repeats, and only then', async () => {
    const withRepeats = await start('http://shop.test', new RepeatAnswers({ log: createLogger('silent') }));
    for (let i = 0; i < 3; i++) expect(await (await fetch(`${withRepeats}/v1/thing`)).json()).toEqual({ thing: 1 });
    expect(appCalls).toBe(1);
    server!.close();
    appCalls = 0;
    const without = await start('http://shop.test');
    for (let i = 0; i < 3; i++) await (await fetch(`${without}/v1/thing`)).text();
    expect(appCalls).toBe(3);
  });

  it('closes: once closed it takes no new connection', async () => {
    const origin = await start('http://shop.test');
    expect((await fetch(`${origin}/v1/thing`, { headers: { connection: 'close' } })).status).toBe(200);
    server!.close();
    await once(server!, 'close');
    await expect(fetch(`${origin}/v1/thing`)).rejects.toThrow();
  });
});
