// Turns (decision 171): at most `limit` requests run at once, the others wait in arrival order;
// exempt requests and bodies still being sent take no turn.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { admission } from './admission.js';

/** An app whose /slow/:n answers when the test says so; every handler notes the order it ran in. */
function shop(limit: number) {
  const turns = admission(limit);
  const app = new Hono();
  const release = new Map<string, () => void>();
  const started: string[] = [];
  app.onError((_err, c) => c.text('failed', 500));
  app.use('*', turns.middleware((c) => c.req.path === '/probe'));
  app.get('/probe', (c) => c.text('alive'));
  app.get('/slow/:n', async (c) => {
    started.push(c.req.param('n'));
    await new Promise<void>((resolve) => release.set(c.req.param('n'), resolve));
    return c.text(`slow ${c.req.param('n')}`);
  });
  app.post('/write', async (c) => c.json({ got: await c.req.json() }));
  app.get('/fails', () => {
    throw new Error('handler failed');
  });
  app.get('/mark/:n', (c) => {
    started.push(c.req.param('n'));
    return c.text('marked');
  });
  return { turns, app, release: (n: string) => release.get(n)!(), started };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('admission', () => {
  it('runs `limit` requests at once; the next wait in arrival order and run as turns free', async () => {
    const { turns, app, release, started } = shop(1);
    const first = app.request('/slow/1');
    await settle();
    const second = app.request('/slow/2');
    const third = app.request('/slow/3');
    await settle();
    expect(turns.stats()).toEqual({ active: 1, waiting: 2 });
    expect(started).toEqual(['1']);
    // An exempt request (a health probe) answers while the line waits.
    expect(await (await app.request('/probe')).text()).toBe('alive');

    release('1');
    expect(await (await first).text()).toBe('slow 1');
    await settle();
    expect(started).toEqual(['1', '2']);
    release('2');
    await settle();
    release('3');
    expect(await (await second).text()).toBe('slow 2');
    expect(await (await third).text()).toBe('slow 3');
    expect(started).toEqual(['1', '2', '3']);
    expect(turns.stats()).toEqual({ active: 0, waiting: 0 });
  });

  it('a request that finds a turn free starts at once; one let out of the line first lets the event loop look at the network', async () => {
    const { app, release, started } = shop(1);
    setImmediate(() => started.push('network'));
    await app.request('/mark/free');
    expect(started).toEqual(['free']);
    await settle();

    started.length = 0;
    const first = app.request('/slow/1');
    await settle();
    const second = app.request('/mark/waited');
    await settle();
    setImmediate(() => started.push('network'));
    release('1');
    await first;
    await second;
    expect(started).toEqual(['1', 'network', 'waited']);
  });

  it('a request whose handler fails gives its turn back', async () => {
    const { turns, app, started } = shop(1);
    expect((await app.request('/fails')).status).toBe(500);
    expect(turns.stats()).toEqual({ active: 0, waiting: 0 });
    expect(await (await app.request('/mark/after')).text()).toBe('marked');
    expect(started).toEqual(['after']);
  });

  it('a body still being sent takes no turn; the handler reads it whole once it has come', async () => {
    const { turns, app } = shop(1);
    let send!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (controller) => { send = controller; } });
    const write = app.request(new Request('http://shop.test/write', {
      method: 'POST', body, headers: { 'content-type': 'application/json' }, duplex: 'half',
    } as RequestInit));
    send.enqueue(new TextEncoder().encode('{"quantity":'));
    await settle();
    expect(turns.stats()).toEqual({ active: 0, waiting: 0 });

    send.enqueue(new TextEncoder().encode('2}'));
    send.close();
    expect(await (await write).json()).toEqual({ got: { quantity: 2 } });
  });
});
