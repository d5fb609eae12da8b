// POST /v1/subs: the footer's newsletter signup.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../server/db/schema.js';
import { expectError, failingFields, postJson, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

const rowsFor = (email: string) => api.db.select().from(subscriptions).where(eq(subscriptions.email, email));

describe('POST /v1/subs', () => {
  it('subscribes an e-mail address to the news and answers it back', async () => {
    const res = await api.fetch('/v1/subs', postJson({ email: 'Anna.Rossi@Example.it', name: 'Anna' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, email: 'anna.rossi@example.it' });
    const [row] = await rowsFor('anna.rossi@example.it');
    expect(row).toMatchObject({ shopId: 'raggio', name: 'Anna', news: true });
  });

  it('accepts the same address again and keeps one subscription', async () => {
    const body = { email: 'luca@example.com' };
    expect((await api.fetch('/v1/subs', postJson(body))).status).toBe(200);
    const again = await api.fetch('/v1/subs', postJson({ email: 'LUCA@example.com', name: 'Luca' }));
    expect(again.status).toBe(200);
    const rows = await rowsFor('luca@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('Luca');
  });

  it('refuses a missing or invalid e-mail with 400 naming the field, and stores nothing', async () => {
    const before = (await api.db.select().from(subscriptions)).length;
    for (const body of [{}, { email: '' }, { email: 'not-an-email' }, { email: 'a@b' }, { email: 42 }]) {
      const error = await expectError(await api.fetch('/v1/subs', postJson(body)), 400, 'VALIDATION_ERROR');
      expect(failingFields(error)).toEqual(['email']);
    }
    expect((await api.db.select().from(subscriptions)).length).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await api.fetch('/v1/subs', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'email=x@y.it' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await api.db.select().from(subscriptions).where(eq(subscriptions.email, 'x@y.it'))).length).toBe(0);
  });
});
