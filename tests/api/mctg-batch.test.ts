// POST /v1/mctg/batch (decision 143) and GET /v1/mctg/popular (decision 145): queued events stored
// once, their article views and adds counted per day, the popular lists read from those counts.
// Batches are taken in and written within a second (decision 158): `stored()` writes what the
// intake holds, as the shutdown does.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, mctgArticleDays, mctgEvents } from '../../server/db/schema.js';
import { recordEvents } from '../../server/domain/mctg/events.js';
import { drainEventIntake } from '../../server/domain/mctg/intake.js';
import { expectError, failingFields, postJson, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
let ids: number[];
beforeAll(async () => {
  api = await startTestApi();
  ids = (await api.db.select({ id: articles.id }).from(articles).orderBy(asc(articles.id)).limit(3)).map((a) => a.id);
});
afterAll(async () => { await api?.close(); });

const stored = () => drainEventIntake(api.db);
const eventCount = async () => {
  await stored();
  return api.db.$count(mctgEvents);
};
const view = (id: number) => ({ id: randomUUID(), branch: 'catalog', event: 'single-impression', model: 'article', evtData: { id } });
const add = (id: number) => ({ id: randomUUID(), branch: 'cart', event: 'add-to-cart', model: 'article', evtData: { id, quantity: 1 } });
const batch = (events: unknown[]) => api.fetch('/v1/mctg/batch', postJson({ events }));
const popular = async (query = '') => {
  const res = await api.fetch(`/v1/mctg/popular${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { since: string; viewed: { id: number; count: number }[]; added: { id: number; count: number }[] };
};

describe('POST /v1/mctg/batch', () => {
  it('stores every event of the batch with its branch, name and session', async () => {
    const before = await eventCount();
    const cookie = `raggio_ss=${'c'.repeat(43)}`;
    const landing = { id: randomUUID(), branch: 'shop', event: 'landing', model: 'page', evtData: { path: '/d', referrer: 'google' } };
    const res = await api.fetch('/v1/mctg/batch', postJson({ events: [landing, { branch: 'shop', event: 'click', model: 'page', evtData: {} }] }, { cookie }));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ ok: true, accepted: 2, dropped: 0 });
    expect(await eventCount()).toBe(before + 2);
    const [row] = await api.db.select().from(mctgEvents).where(eq(mctgEvents.clientId, landing.id));
    expect(row).toMatchObject({ branch: 'shop', event: 'landing', model: 'page', evtData: landing.evtData, sessionId: 'c'.repeat(43) });
  });

  it('a visit with no session yet gets one with its first events taken, the same its cart then uses; a refused batch opens none', async () => {
    const refused = await batch([{ ...view(ids[0]!), event: 'explode' }]);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('set-cookie')).toBeNull();
    const landing = view(ids[0]!);
    const res = await batch([landing]);
    expect(res.status).toBe(202);
    const sessionId = /raggio_ss=([A-Za-z0-9_-]{43})/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    expect(sessionId).toBeDefined();
    await stored();
    const [row] = await api.db.select({ sessionId: mctgEvents.sessionId }).from(mctgEvents).where(eq(mctgEvents.clientId, landing.id));
    expect(row?.sessionId).toBe(sessionId);
    // With the cookie, the session is kept: no new one; it names the visitor's (empty) cart.
    const cookie = `raggio_ss=${sessionId}`;
    const again = await api.fetch('/v1/mctg/batch', postJson({ events: [view(ids[0]!)] }, { cookie }));
    expect(again.headers.get('set-cookie')).toBeNull();
    const cart = await api.fetch('/v1/checkout/ss', { headers: { cookie } });
    expect(cart.status).toBe(200);
    expect(((await cart.json()) as { id: string }).id).not.toBe('');
  });

  it('stores an event sent again under the same id once', async () => {
    const first = view(ids[0]!);
    expect(await (await batch([first])).json()).toEqual({ ok: true, accepted: 1, dropped: 0 });
    const before = await eventCount();
    expect(await (await batch([first, add(ids[0]!)])).json()).toEqual({ ok: true, accepted: 2, dropped: 0 });
    expect(await eventCount()).toBe(before + 1);
  });

  it('takes in many batches arriving together, a shared id stored once', async () => {
    const before = await eventCount();
    const shared = view(ids[2]!);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => batch(i < 2 ? [shared, add(ids[2]!)] : [add(ids[2]!)])));
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 20 }, () => 202));
    expect(await eventCount()).toBe(before + 21);
    const sharedRows = await api.db.select().from(mctgEvents).where(eq(mctgEvents.clientId, shared.id));
    expect(sharedRows).toHaveLength(1);
  });

  it('keeps a running campaign with the event and drops an unknown one', async () => {
    const running = { ...view(ids[1]!), cmp: 'primavera' };
    const unknown = { ...view(ids[1]!), cmp: 'non-esiste' };
    expect((await batch([running, unknown])).status).toBe(202);
    await stored();
    const rows = await api.db.select({ clientId: mctgEvents.clientId, campaignId: mctgEvents.campaignId }).from(mctgEvents);
    expect(rows.find((r) => r.clientId === running.id)?.campaignId).toBe('primavera');
    expect(rows.find((r) => r.clientId === unknown.id)?.campaignId).toBeNull();
  });

  it('refuses an empty batch, one over 50 events or with no readable event, and stores nothing of it', async () => {
    const before = await eventCount();
    await expectError(await batch([]), 400, 'VALIDATION_ERROR');
    await expectError(await batch(Array.from({ length: 51 }, () => view(ids[0]!))), 400, 'VALIDATION_ERROR');
    const badEvent = await expectError(await batch([{ ...view(ids[0]!), event: 'explode' }, { ...view(ids[0]!), model: 'm'.repeat(65) }]), 400, 'VALIDATION_ERROR');
    expect(failingFields(badEvent)).toEqual(['events.0.event', 'events.1.model']);
    const badId = await expectError(await batch([{ ...view(ids[0]!), id: 'not-a-uuid' }]), 400, 'VALIDATION_ERROR');
    expect(failingFields(badId)).toEqual(['events.0.id']);
    await expectError(await api.fetch('/v1/mctg/batch', postJson({ model: 'page', evtData: {} })), 400, 'VALIDATION_ERROR');
    expect(await eventCount()).toBe(before);
  });

  it('keeps the good events of a batch and drops each bad one, counted in the answer', async () => {
    const good = [view(ids[0]!), add(ids[1]!), { id: randomUUID(), branch: 'shop', event: 'click', model: 'page', evtData: {} }];
    const bad = [
      { ...view(ids[0]!), event: 'explode' }, { ...view(ids[0]!), model: 'm'.repeat(65) }, { ...view(ids[0]!), id: 'not-a-uuid' },
      'not an event', null, { ...view(ids[0]!), branch: 'Not A Slug' },
    ];
    const res = await batch([bad[0], good[0], bad[1], bad[2], good[1], bad[3], bad[4], good[2], bad[5]]);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ ok: true, accepted: 3, dropped: 6 });
    await stored();
    const rows = new Set((await api.db.select({ clientId: mctgEvents.clientId }).from(mctgEvents)).map((r) => r.clientId));
    expect(good.filter((e) => rows.has(e.id))).toHaveLength(3);
  });
});

describe('GET /v1/mctg/popular', () => {
  it('answers the most viewed and most added articles of the last 7 days, best first', async () => {
    await api.db.delete(mctgArticleDays);
    const [a, b, c] = ids as [number, number, number];
    await batch([view(a), view(b), view(b), view(b), view(c), view(c), add(c), add(c), add(a)]);
    // Eight days ago: outside the week, however many there were.
    const old = Array.from({ length: 5 }, () => ({ ...view(a), sessionId: undefined, event: 'single-impression' as const, clientId: randomUUID() }));
    await recordEvents(api.db, old, new Date(Date.now() - 8 * 86_400_000));
    // Not an article view: an impression in a list, a page's own event, an id that is no article.
    await batch([{ ...view(a), event: 'impression' }, { ...view(a), model: 'page' }, view(999_999)]);
    await stored();
    const answer = await popular();
    expect(answer.viewed).toEqual([{ id: b, count: 3 }, { id: c, count: 2 }, { id: a, count: 1 }]);
    expect(answer.added).toEqual([{ id: c, count: 2 }, { id: a, count: 1 }]);
    expect(answer.since).toBe(new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10));
    expect((await popular('?days=30')).viewed[0]).toEqual({ id: a, count: 6 });
    expect((await popular('?limit=1')).viewed).toEqual([{ id: b, count: 3 }]);
  });

  it('refuses a bad limit or period with 400', async () => {
    for (const query of ['?limit=0', '?limit=25', '?limit=abc', '?days=0', '?days=31']) {
      await expectError(await api.fetch(`/v1/mctg/popular${query}`), 400, 'VALIDATION_ERROR');
    }
  });
});
