// Operations (decision 152): GET /metrics for a scraper with the token only, request ids
// on every answer and log line, and logs that never hold a password, a token or an Authorization
// header, through sign-up, sign-in, a recovery mail and an order.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { createLogger } from '../../server/log.js';
import { bearer, NO_RATE_LIMITS, PASSWORD, signUpOk } from './auth-fixtures.js';
import { expectError, postJson, startTestApi, type TestApi } from './harness.js';
import { completeOrder, insertTrackedArticle, intentOk, readyBuyer } from './order-fixtures.js';
import { linkIn, nextMailTo, outboxFiles } from './outbox.js';

const METRICS_TOKEN = 'scraper-secret-0123456789';
const lines: string[] = [];
const captured = new Writable({ write(chunk: Buffer, _encoding, done) { lines.push(...chunk.toString().split('\n').filter(Boolean)); done(); } });
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ log: createLogger('debug', captured), env: { ...NO_RATE_LIMITS, METRICS_TOKEN } });
});
afterAll(async () => { await api?.close(); });

const scrape = async () => {
  const res = await api.fetch('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  return res.text();
};
/** A sample's value in the scraped text (0 when absent). */
const sample = (text: string, name: string, labels: string) => {
  const line = text.split('\n').find((l) => (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && labels.split(',').every((label) => l.includes(label)));
  return line ? Number(line.split(' ').at(-1)) : 0;
};

const trackedArticle = () => insertTrackedArticle(api.db, 5);

describe('GET /metrics', () => {
  it('is a 404 without the token, as any unknown path', async () => {
    await expectError(await api.fetch('/metrics'), 404, 'NOT_FOUND');
    await expectError(await api.fetch('/metrics', { headers: { authorization: 'Bearer wrong-token-0123456789' } }), 404, 'NOT_FOUND');
  });

  it('counts requests per route pattern, replays, orders by status, mails and the database connection', async () => {
    const before = await scrape();
    await api.fetch('/v1/catalogs/articles/no-such-article');
    const article = await trackedArticle();
    const buyer = await readyBuyer(api, article);
    // The offline outbox sending an add again: the second answer is the stored one.
    const key = `op-${Date.now()}-replayed`;
    const add = () => api.fetch('/v1/checkout/ss/carts', postJson({ id: article, quantity: 1 }, { 'Idempotency-Key': key, ...bearer(buyer.token).headers }));
    expect((await add()).status).toBe(200);
    expect((await add()).headers.get('idempotent-replayed')).toBe('true');
    await completeOrder(api, buyer, await intentOk(api, buyer));
    const after = await scrape();
    const articleRoute = 'route="/v1/catalogs/articles/:id"';
    expect(sample(after, 'raggio_http_requests_total', `method="GET",${articleRoute},status="404"`))
      .toBe(sample(before, 'raggio_http_requests_total', `method="GET",${articleRoute},status="404"`) + 1);
    expect(after).not.toContain('no-such-article');
    expect(sample(after, 'raggio_idempotent_replays_total', '')).toBeGreaterThanOrEqual(sample(before, 'raggio_idempotent_replays_total', '') + 1);
    const placed = ['status="pending"', 'status="awaitPayment"'].reduce((sum, s) => sum + sample(after, 'raggio_orders', s), 0);
    expect(placed).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'raggio_mails_total', 'result="sent"')).toBeGreaterThan(sample(before, 'raggio_mails_total', 'result="sent"'));
    expect(after).toMatch(/raggio_db_connections\{state="(pending|total)"\} \d+/);
    expect(after).toContain('raggio_http_request_duration_seconds_bucket');
  });
});

describe('request ids and what the logs hold', () => {
  it("answers every request with an id, keeps a caller's plain id, and logs each request line with it", async () => {
    const own = await api.fetch('/v1/shop', { headers: { 'X-Request-Id': 'proxy-id-12345678' } });
    expect(own.headers.get('x-request-id')).toBe('proxy-id-12345678');
    const fresh = await api.fetch('/v1/shop', { headers: { 'X-Request-Id': '<script>' } });
    const id = fresh.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => lines.some((line) => line.includes(`"reqId":"${id}"`) && line.includes('"msg":"request"'))).toBe(true);
  });

  it('never writes a password, a token or an Authorization header', async () => {
    const { token, user } = await signUpOk(api);
    await api.fetch('/v1/auth/signin', postJson({ email: user.email, password: PASSWORD }));
    await api.fetch('/v1/auth', bearer(token));
    const outbox = outboxFiles(api);
    expect((await api.fetch('/v1/auth/pass/recovery', postJson({ email: user.email }))).status).toBe(200);
    const recoveryToken = linkIn(await nextMailTo(api, outbox, user.email.toLowerCase())).pathname.split('/').at(-1)!;
    const buyer = await readyBuyer(api, await trackedArticle());
    await completeOrder(api, buyer, await intentOk(api, buyer));
    const written = lines.join('\n');
    expect(written).toContain('"msg":"request"');
    for (const secret of [PASSWORD, token, buyer.token, recoveryToken]) expect(written).not.toContain(secret);
    expect(written).not.toMatch(/Bearer /i);
  });
});

describe('liveness and readiness', () => {
  it('live answers without the database; ready says the database is up and the process is not draining', async () => {
    expect(await (await api.fetch('/v1/health/live')).json()).toEqual({ ok: true });
    const ready = await api.fetch('/v1/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ok: true, db: 'up', draining: false });
  });

  it('a draining process is not ready: the load balancer stops sending to it', async () => {
    const stopping = await createApp({ db: api.db, config: api.config, log: createLogger('silent'), draining: () => true });
    const ready = await stopping.request('/v1/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ok: false, db: 'up', draining: true });
  });
});
