// Every write call is limited per client address and per signed-in account (decision 151): the
// refusal is a 429 with Retry-After in the API's error shape, and reads are never limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSignIn } from './admin-fixtures.js';
import { bearer, NO_RATE_LIMITS, signUpOk } from './auth-fixtures.js';
import { expectError, postJson, startTestApi, type TestApi } from './harness.js';

const PER_CLIENT = 6;
const PER_ACCOUNT = 3;
const PER_STAFF = 9;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    env: { ...NO_RATE_LIMITS, WRITE_RATE_PER_CLIENT: String(PER_CLIENT), WRITE_RATE_PER_ACCOUNT: String(PER_ACCOUNT), STAFF_WRITE_RATE_PER_ACCOUNT: String(PER_STAFF), WRITE_RATE_WINDOW: '60', TRUST_PROXY: 'on' },
  });
});
afterAll(async () => { await api?.close(); });

/** Each test writes from its own client address (the proxy's X-Forwarded-For), so budgets do not mix. */
const from = (address: string, headers: Record<string, string> = {}) => ({ 'x-forwarded-for': `198.51.100.7, ${address}`, ...headers });
/** A write any visitor may make, refused by the route (no such article) when the limit lets it through. */
const write = (address: string, headers: Record<string, string> = {}, query = '') =>
  api.fetch(`/v1/checkout/ss/carts${query}`, postJson({ id: -1, quantity: 1 }, from(address, headers)));

async function expectTooMany(res: Response) {
  const error = await expectError(res, 429, 'TOO_MANY_REQUESTS');
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(error.payload).toEqual({ retryAfter });
  return error;
}

describe('write limits', () => {
  it(`refuses an address's write past ${PER_CLIENT} a minute, in the caller's language, and leaves other addresses alone`, async () => {
    for (let i = 0; i < PER_CLIENT; i += 1) expect((await write('203.0.113.10')).status).not.toBe(429);
    const refused = await expectTooMany(await write('203.0.113.10', {}, '?lang=en'));
    expect(refused.message).toMatch(/^Too many requests: try again in \d+ s$/);
    const italian = await expectTooMany(await write('203.0.113.10'));
    expect(italian.message).toMatch(/^Troppe richieste: riprova tra \d+ s$/);
    expect((await write('203.0.113.11')).status).not.toBe(429);
  });

  it('never limits reads: the catalogue answers an address that spent its writes', async () => {
    for (let i = 0; i < PER_CLIENT; i += 1) await write('203.0.113.20');
    await expectTooMany(await write('203.0.113.20'));
    for (let i = 0; i < PER_CLIENT * 3; i += 1) {
      const res = await api.fetch('/v1/shop', { headers: from('203.0.113.20') });
      expect(res.status).toBe(200);
    }
  });

  it(`limits a signed-in account to ${PER_ACCOUNT} writes a minute from any address`, async () => {
    const { token } = await signUpOk(api);
    const auth = bearer(token).headers;
    for (let i = 0; i < PER_ACCOUNT; i += 1) expect((await write(`203.0.113.${30 + i}`, auth)).status).not.toBe(429);
    await expectTooMany(await write('203.0.113.40', auth));
    // The same address without the account's token still writes: the account was the limit.
    expect((await write('203.0.113.40')).status).not.toBe(429);
  });

  it(`counts a staff member's writes against their own ${PER_STAFF} a minute, not their address's: shipping a morning's orders is a call per order`, async () => {
    const staff = bearer((await staffSignIn(api)).token).headers;
    for (let i = 0; i < PER_STAFF; i += 1) expect((await write('203.0.113.60', staff)).status).not.toBe(429);
    await expectTooMany(await write('203.0.113.61', staff));
    // The office's address was not spent by the member's calls.
    expect((await write('203.0.113.60')).status).not.toBe(429);
  });

  it("does not limit the payment provider's webhook", async () => {
    for (let i = 0; i < PER_CLIENT + 2; i += 1) {
      const res = await api.fetch('/v1/webhooks/stripe', { method: 'POST', headers: from('203.0.113.50', { 'content-type': 'application/json' }), body: '{}' });
      expect(res.status).toBe(400);
    }
  });
});
