// POST /v1/mctg/{branch}/{event}: analytics events are taken in and stored within a second (decision
// 158; `stored()` writes what the intake holds, as the shutdown does); bad ones are refused and not stored.
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mctgEvents } from '../../server/db/schema.js';
import { drainEventIntake } from '../../server/domain/mctg/intake.js';
import { expectError, failingFields, postJson, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi({ seed: false }); });
afterAll(async () => { await api?.close(); });

const stored = () => drainEventIntake(api.db);
const eventCount = async () => {
  await stored();
  return api.db.$count(mctgEvents);
};

describe('POST /v1/mctg/{branch}/{event}', () => {
  it('stores a landing event with its path and referrer', async () => {
    const res = await api.fetch('/v1/mctg/shop/landing', postJson({ model: 'page', evtData: { path: '/it/d/strada', referrer: 'google' } }));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ ok: true });
    await stored();
    const [row] = await api.db.select().from(mctgEvents).orderBy(desc(mctgEvents.id)).limit(1);
    expect(row).toMatchObject({ shopId: 'raggio', branch: 'shop', event: 'landing', model: 'page', evtData: { path: '/it/d/strada', referrer: 'google' } });
  });

  it('links the event to the session cart cookie when there is one', async () => {
    const cookie = `raggio_ss=${'b'.repeat(43)}`;
    await api.fetch('/v1/mctg/catalog/click', postJson({ model: 'article', evtData: { id: 1 } }, { cookie }));
    await stored();
    const [row] = await api.db.select().from(mctgEvents).orderBy(desc(mctgEvents.id)).limit(1);
    expect(row?.sessionId).toBe('b'.repeat(43));
  });

  it('accepts every event name of the spec', async () => {
    for (const event of ['hover', 'impression', 'single-impression', 'add-to-cart', 'add-to-wish', 'remove-from-wish',
      'update-in-cart', 'remove-from-cart', 'click', 'purchase', 'page-track', 'campaign']) {
      const res = await api.fetch(`/v1/mctg/shop/${event}`, postJson({ model: 'article', evtData: {} }));
      expect(res.status, event).toBe(202);
    }
  });

  it('refuses an unknown event, a bad branch or a body without model, and stores nothing', async () => {
    const before = await eventCount();
    const badEvent = await expectError(await api.fetch('/v1/mctg/shop/explode', postJson({ model: 'page', evtData: {} })), 400, 'VALIDATION_ERROR');
    expect(failingFields(badEvent)).toEqual(['event']);
    const badBranch = await expectError(await api.fetch('/v1/mctg/Not%20A%20Slug/click', postJson({ model: 'page', evtData: {} })), 400, 'VALIDATION_ERROR');
    expect(failingFields(badBranch)).toEqual(['branch']);
    const noModel = await expectError(await api.fetch('/v1/mctg/shop/click', postJson({ evtData: {} })), 400, 'VALIDATION_ERROR');
    expect(failingFields(noModel)).toEqual(['model']);
    await expectError(await api.fetch('/v1/mctg/shop/click', postJson({ model: 'page', evtData: 'not an object' })), 400, 'VALIDATION_ERROR');
    expect(await eventCount()).toBe(before);
  });
});
