// Turns (decision 171): with MAX_ACTIVE_REQUESTS busy, a later API call waits for its turn in
// line, /metrics counts it as waiting, probes and files still answer at once, and the call is
// answered in full once a turn is free.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

/** A cart add whose client sends half its body, then the rest on `finish()`: it keeps its turn meanwhile. */
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
  it('a call waits in line while the only turn is taken, and is answered once it frees', async () => {
    const slow = slowWrite();
    await vi.waitFor(async () => expect(await turns()).toEqual({ active: 1, waiting: 0 }));

    let shopAnswered = false;
    const shop = api.fetch('/v1/shop?lang=it').then((res) => { shopAnswered = true; return res; });
    await vi.waitFor(async () => expect(await turns()).toEqual({ active: 1, waiting: 1 }));
    // Probes take no turn: a load balancer still sees the process alive and ready.
    expect((await api.fetch('/v1/health/live')).status).toBe(200);
    expect((await api.fetch('/v1/health/ready')).status).toBe(200);
    expect(shopAnswered).toBe(false);

    slow.finish();
    expect(await slow.answered).toBeLessThan(500);
    const answer = await shop;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { id?: unknown }).id).toBeDefined();
    expect(await turns()).toEqual({ active: 0, waiting: 0 });
  });
});
