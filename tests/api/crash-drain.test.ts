// SIGTERM drains (decision 154): `server/main.ts` stopped while slow clients are still
// sending cart writes answers every one of them in full, refuses new connections meanwhile, and
// exits 0; the writes are all there after the next start. Runs on the pass's engine (PGlite, or PostgreSQL
// when TEST_DATABASE_URL is set).
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkoutSchema } from '../../contract/checkout.js';
import { bearer } from './auth-fixtures.js';
import { crashShop, prepareShop, type CrashShop } from './crash-workload.js';
import { stopMain } from './main-process.js';

/** Writes whose clients are still sending their bodies when the signal comes. */
const IN_FLIGHT = 20;

let shop: CrashShop | undefined;
afterAll(async () => {
  await shop?.remove();
});

const refused = (port: number) => new Promise<string>((resolve) => {
  const socket = connect(port, '127.0.0.1');
  socket.once('connect', () => { socket.destroy(); resolve('connected'); });
  socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
});

describe('SIGTERM with writes in flight', () => {
  it('answers every accepted request in full, refuses new connections, exits 0, and keeps every write', async () => {
    shop = await crashShop(process.env.TEST_DATABASE_URL);
    const { buyers: [buyer], articleIds } = await prepareShop(shop, 1);
    const server = await shop.start();

    // Slow clients: each write on a connection of its own, its headers and half its body sent,
    // the rest only after the signal. The server has taken each on (its handler waits for the body).
    const writes = Array.from({ length: IN_FLIGHT }, (_, i) => {
      const body = JSON.stringify({ id: articleIds[i % articleIds.length], quantity: 1 });
      const req = request(server.url('/v1/checkout/ss/carts?lang=it'), {
        method: 'POST', agent: false,
        headers: { authorization: `Bearer ${buyer!.token}`, 'content-type': 'application/json', 'content-length': String(body.length), 'idempotency-key': `drain-${i}` },
      });
      const answer = new Promise<{ status: number; body: unknown }>((resolve) => {
        req.on('response', (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => { text += chunk.toString(); });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
          res.on('error', (err) => resolve({ status: 0, body: err.message }));
        });
        // No answer (the connection cut): what a drain must not do.
        req.on('error', (err) => resolve({ status: 0, body: err.message }));
      });
      req.write(body.slice(0, 10));
      return { answer, finish: () => req.end(body.slice(10)) };
    });
    // The server reads the started requests before it answers one that came after them.
    expect((await fetch(server.url('/v1/health/live'))).status).toBe(200);
    server.child.kill('SIGTERM');
    const shutdown = await vi.waitFor(() => {
      const line = server.lines.find((l) => l.msg === 'shutting down');
      expect(line).toBeDefined();
      return line!;
    }, { timeout: 10_000, interval: 10 });
    const newConnection = await refused(shop.port);
    const exitedBefore = server.child.exitCode !== null;
    for (const write of writes) write.finish();
    const answers = await Promise.all(writes.map((w) => w.answer));
    expect(await stopMain(server)).toBe(0);
    expect(answers.filter((a) => a.status !== 200), 'requests without their answer').toEqual([]);
    for (const answer of answers) checkoutSchema.parse(answer.body);
    // The signal came while all of them were being served (else this test proves nothing) …
    expect(shutdown.inFlight).toBe(IN_FLIGHT);
    // … and a connection opened while they were finishing was refused.
    expect(exitedBefore).toBe(false);
    expect(newConnection).toBe('ECONNREFUSED');
    expect(server.lines.some((l) => l.msg === 'stopped')).toBe(true);

    const again = await shop.start();
    try {
      const state = checkoutSchema.parse(await (await fetch(again.url('/v1/checkout/ss'), bearer(buyer!.token))).json());
      expect(state.items.reduce((sum, item) => sum + item.quantity, 0)).toBe(IN_FLIGHT);
    } finally {
      expect(await stopMain(again)).toBe(0);
    }
  }, 300_000);
});
