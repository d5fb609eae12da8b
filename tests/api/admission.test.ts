// Turns on the whole shop (decision 171; the line itself: server/http/admission.test.ts): the
// gauge in /metrics, and a client sending its cart write slowly holds no turn, so a few slow
// senders cannot stop the shop.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.js';

const METRICS_TOKEN = 'scraper-secret-0123456789';
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { MAX_ACTIVE_REQUESTS: '1', METRICS_TOKEN } });
});
afterAll(async () => { await api?.close(); });

/** The turn gauge as scraped: requests running in a turn and waiting for one. */
async function turns(): Promise<{ active: number; waiting: number }> {
  const text = await (await api.fetch('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const value = (state: string) => Number(text.split('\n').find((l) => l.startsWith(`raggio_requests_in_turn{state="${state}"}`))?.split(' ').at(-1));
  return { active: value('active'), waiting: value('waiting') };
}

/** A cart add whose client sends half its body, then the rest on `finish()`. */
function slowWrite() {
  const body = JSON.stringify({ id: 1, quantity: 1 });
  const req = request(`${api.baseUrl}/v1/checkout/ss/carts?lang=it`, {
    method: 'POST', agent: false,
    headers: { 'content-type': 'application/json', 'content-length': String(body.length), 'idempotency-key': 'turn-slow-write' },
  });
  const answered = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => { res.resume(); res.on('end', () => resolve(res.statusCode ?? 0)); });
    req.on('error', reject);
  });
  req.write(body.slice(0, 5));
  return { answered, finish: () => req.end(body.slice(5)) };
}

describe('requests take turns', () => {
  it('a body sent slowly takes no turn: with the only turn free, another call is answered meanwhile', async () => {
    const slow = slowWrite();
    const shop = await api.fetch('/v1/shop?lang=it');
    expect(shop.status).toBe(200);
    expect(await turns()).toEqual({ active: 0, waiting: 0 });
    // Probes take no turn either.
    expect((await api.fetch('/v1/health/live')).status).toBe(200);
    slow.finish();
    expect(await slow.answered).toBeLessThan(500);
  });
});
