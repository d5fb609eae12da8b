// Repeats answered before the app (decision 185), on a real Node server in front of a small Hono
// app whose one route keeps its answer as the catalogue routes do. The catalogue's own repeats
// (versions, languages, codings): tests/api/repeat-answers.test.ts.
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log.js';
import { registry } from '../ops/metrics.js';
import { withAnswerHeaders } from './answer-headers.js';
import { keepRepeat, RepeatAnswers, type SentAnswer } from './repeat-answers.js';

const lines: Record<string, unknown>[] = [];
const captured = new Writable({ write(chunk: Buffer, _encoding, done) { lines.push(...chunk.toString().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>)); done(); } });

/** How many calls reached the app, and whether the kept answers are still current. */
let appCalls = 0;
let current = true;
let stopping = false;
let failing = false;

const ANSWER: SentAnswer = { status: 200, headers: { 'Content-Type': 'application/json', ETag: 'W/"one"', 'Content-Length': '12' }, body: new TextEncoder().encode('{"thing":42}') };
const sent = (ifNoneMatch: string | undefined): SentAnswer =>
  ifNoneMatch === ANSWER.headers.ETag ? { status: 304, headers: { ETag: 'W/"one"' }, body: null } : ANSWER;

const app = new Hono();
app.get('/things/:id', (c) => {
  appCalls += 1;
  keepRepeat(c, (ifNoneMatch) => {
    if (failing) throw new Error('compression failed');
    return current ? sent(ifNoneMatch) : undefined;
  });
  const answer = sent(c.req.header('if-none-match'));
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
});
app.get('/other', (c) => { appCalls += 1; return c.json({ other: true }); });

let server: ServerType;
let origin = '';
beforeAll(async () => {
  const repeats = new RepeatAnswers({ log: createLogger('info', captured), draining: () => stopping });
  const createServer = withAnswerHeaders([['X-Frame-Options', 'DENY']], (req, res) => repeats.answer(req, res));
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', createServer }, () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => { server.close(); });
beforeEach(() => {
  appCalls = 0;
  current = true;
  stopping = false;
  failing = false;
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => fetch(`${origin}${path}`, { method, headers });
/** Status, headers but the id and date, and body: what must not tell a repeat from the app's answer. */
async function asSent(res: Response) {
  const headers = [...res.headers].filter(([name]) => name !== 'x-request-id' && name !== 'date');
  return { status: res.status, headers, body: await res.text() };
}

describe('repeat answers', () => {
  it('answers a call asked again without the app, as the app answered it, with its own request id', async () => {
    const first = await get('/things/1');
    const again = await get('/things/1');
    expect(appCalls).toBe(1);
    expect(await asSent(again)).toEqual(await asSent(first));
    expect(again.headers.get('x-frame-options')).toBe('DENY');
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    const notModified = await get('/things/1', { 'if-none-match': 'W/"one"' });
    expect(notModified.status).toBe(304);
    expect(appCalls).toBe(1);
  });

  it('leaves the call to the app once its kept answer is no longer current, and keeps the new one', async () => {
    await get('/things/2');
    current = false;
    await get('/things/2');
    expect(appCalls).toBe(2);
    current = true;
    await get('/things/2');
    expect(appCalls).toBe(2);
  });

  it('takes another URL, Accept-Language or x-shop-id for another call, and leaves HEAD and a stopping server to the app', async () => {
    await get('/things/3');
    await get('/things/3?lang=en');
    await get('/things/3', { 'accept-language': 'en' });
    await get('/things/3', { 'x-shop-id': 'other-shop' });
    expect(appCalls).toBe(4);
    expect((await get('/things/3', {}, 'HEAD')).status).toBe(200);
    expect(appCalls).toBe(5);
    stopping = true;
    await get('/things/3');
    expect(appCalls).toBe(6);
  });

  it('takes a navigation (Accept: text/html) to the same URL for another call: a page answers only a navigation', async () => {
    // The app's calls ask for JSON; a request with no Accept at all takes HTML (decision 204).
    await get('/things/6', { accept: 'application/json' });
    await get('/things/6', { accept: 'text/html,application/xhtml+xml' });
    expect(appCalls).toBe(2);
    await get('/things/6', { accept: 'text/html' });
    expect(appCalls).toBe(2);
  });

  it('leaves the call to the app, and says so in the log, when its kept answer cannot be made', async () => {
    await get('/things/5');
    failing = true;
    const again = await get('/things/5');
    expect(again.status).toBe(200);
    expect(await again.text()).toBe('{"thing":42}');
    expect(appCalls).toBe(2);
    expect(lines.some((l) => l.msg === 'repeat answer failed; the app answers' && l.path === '/things/5')).toBe(true);
  });

  it('never keeps an answer its route did not keep', async () => {
    await get('/other');
    await get('/other');
    expect(appCalls).toBe(2);
  });

  it('logs each repeat as the request log does and counts it under its route pattern', async () => {
    const counted = async () => {
      const metric = await registry.getSingleMetric('raggio_http_requests_total')!.get();
      return metric.values.find((v) => v.labels.route === '/things/:id' && v.labels.status === '200')?.value ?? 0;
    };
    await get('/things/4');
    const before = await counted();
    const again = await get('/things/4', { 'x-requester': 'pwa' });
    expect(appCalls).toBe(1);
    expect(await counted()).toBe(before + 1);
    const id = again.headers.get('x-request-id');
    await expect.poll(() => lines.find((l) => l.reqId === id)).toMatchObject({ msg: 'request', method: 'GET', path: '/things/4', status: 200, requester: 'pwa' });
    expect(typeof lines.find((l) => l.reqId === id)?.ms).toBe('number');
  });
});
