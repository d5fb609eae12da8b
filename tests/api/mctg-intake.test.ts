// The analytics intake (decision 158: paced, buffered, refused with 503 when it cannot keep up,
// drained at shutdown) and the raw events' retention sweep (decision 157), on the real database.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, mctgArticleDays, mctgEvents } from '../../server/db/schema.js';
import { recordEvents, type TrackedEvent } from '../../server/domain/mctg/events.js';
import { drainEventIntake, EventIntake, MAX_BUFFERED, MAX_WAITING } from '../../server/domain/mctg/intake.js';
import { sweepOldEvents } from '../../server/domain/mctg/retention.js';
import { expectError, postJson, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
let articleId: number;
beforeAll(async () => {
  api = await startTestApi();
  articleId = (await api.db.select({ id: articles.id }).from(articles).orderBy(asc(articles.id)).limit(1))[0]!.id;
});
afterAll(async () => { await api?.close(); });

const DAY = 86_400_000;
const click = (): TrackedEvent => ({ branch: 'shop', event: 'click', model: 'page', evtData: {}, sessionId: undefined, clientId: randomUUID() });
const viewOf = (id: number): TrackedEvent => ({ branch: 'shop', event: 'single-impression', model: 'article', evtData: { id }, sessionId: undefined, clientId: randomUUID() });
const storedIds = async (events: readonly TrackedEvent[]) => {
  const ids = new Set(events.map((e) => e.clientId));
  return (await api.db.select({ clientId: mctgEvents.clientId }).from(mctgEvents)).filter((r) => ids.has(r.clientId ?? undefined)).length;
};
/** Whether a promise has settled, without waiting for it. */
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => { done = true; });
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('the event intake', () => {
  it('lets requests in at its pace: over it they wait in line, past the line they are refused', async () => {
    const intake = new EventIntake(api.db, { eventsPerSecond: 1 });
    expect(await intake.enter()).toBe(true);
    intake.offer([click()]);
    const waiting = Array.from({ length: MAX_WAITING }, () => intake.enter());
    expect(await settled(waiting[0]!)).toBe(false);
    expect(await intake.enter()).toBe(false);
    // The next second's event lets the first in line in.
    expect(await waiting[0]).toBe(true);
    // A stopping process sends the rest of the line away (503) rather than keep it waiting.
    const taken = [click()];
    expect(intake.offer(taken)).toBe(true);
    await intake.stop();
    expect(await Promise.all(waiting.slice(1))).toEqual(waiting.slice(1).map(() => false));
    expect(await storedIds(taken)).toBe(1);
    expect(intake.offer([click()])).toBe(false);
  });

  it('refuses events past its buffer while the database is busy, and stores the others once it is free', async () => {
    const intake = new EventIntake(api.db, { eventsPerSecond: 1_000_000 });
    let free!: () => void;
    const busy = new Promise<void>((resolve) => { free = resolve; });
    // PGlite runs one transaction at a time: the intake's writes wait behind this one.
    const holding = api.db.transaction(async () => { await busy; });
    const taken = Array.from({ length: MAX_BUFFERED }, click);
    expect(intake.offer(taken)).toBe(true);
    const over = [click()];
    expect(intake.offer(over)).toBe(false);
    expect(await intake.enter()).toBe(false);
    free();
    await holding;
    await intake.drain();
    expect(await storedIds(taken)).toBe(MAX_BUFFERED);
    expect(await storedIds(over)).toBe(0);
    expect(await intake.enter()).toBe(true);
  });

  it('answers 202 at once and has the batch stored by the shutdown drain', async () => {
    const event = { id: randomUUID(), branch: 'shop', event: 'hover', model: 'article', evtData: { id: articleId } };
    const res = await api.fetch('/v1/mctg/batch', postJson({ events: [event] }));
    expect(res.status).toBe(202);
    await drainEventIntake(api.db);
    const rows = await api.db.select().from(mctgEvents).where(eq(mctgEvents.clientId, event.id));
    expect(rows).toEqual([expect.objectContaining({ event: 'hover', model: 'article', evtData: { id: articleId } })]);
  });

  it('drops one event whose text the database cannot store and keeps the batch\'s others (decision 196)', async () => {
    const good = Array.from({ length: 10 }, () => ({ id: randomUUID(), branch: 'shop', event: 'click', model: 'page', evtData: { label: 'ok' } }));
    const bad = [
      { id: randomUUID(), branch: 'shop', event: 'click', model: 'page', evtData: { label: 'a\u0000b' } },
      { id: randomUUID(), branch: 'shop', event: 'click', model: 'x\ud800', evtData: {} },
    ];
    const res = await api.fetch('/v1/mctg/batch', postJson({ events: [...good.slice(0, 5), ...bad, ...good.slice(5)] }));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ ok: true, accepted: 10, dropped: 2 });
    await drainEventIntake(api.db);
    const stored = new Set((await api.db.select({ clientId: mctgEvents.clientId }).from(mctgEvents)).map((r) => r.clientId));
    expect(good.filter((e) => stored.has(e.id))).toHaveLength(10);
    expect(bad.filter((e) => stored.has(e.id))).toHaveLength(0);
  });

  it('a write the database refuses for one row\'s data stores the group\'s other rows', async () => {
    const intake = new EventIntake(api.db, { eventsPerSecond: 1_000_000 });
    const good = Array.from({ length: 10 }, click);
    // Past the route's check (as a future field might be): the database itself refuses it.
    const refused: TrackedEvent = { ...click(), evtData: { note: 'a\u0000b' } };
    expect(intake.offer([...good.slice(0, 3), refused, ...good.slice(3)])).toBe(true);
    await intake.drain();
    expect(await storedIds(good)).toBe(10);
    expect(await storedIds([refused])).toBe(0);
  });

  it('still refuses a bad batch with 400 before taking anything in', async () => {
    await expectError(await api.fetch('/v1/mctg/batch', postJson({ events: [{ branch: 'shop', event: 'explode', model: 'x', evtData: {} }] })), 400, 'VALIDATION_ERROR');
  });
});

describe('the retention sweep', () => {
  it('deletes raw events older than the retention in batches, keeps the recent ones and the daily roll-up', async () => {
    const now = new Date();
    const old = Array.from({ length: 7 }, () => viewOf(articleId));
    const recent = Array.from({ length: 3 }, () => viewOf(articleId));
    await recordEvents(api.db, old, new Date(now.getTime() - 91 * DAY));
    await recordEvents(api.db, recent, new Date(now.getTime() - 89 * DAY));
    const oldDay = new Date(now.getTime() - 91 * DAY).toISOString().slice(0, 10);
    const rollUp = () => api.db.select({ views: mctgArticleDays.views }).from(mctgArticleDays).where(eq(mctgArticleDays.day, oldDay));

    // Batches of 3: the 7 old rows go in three statements, none of the recent.
    expect(await sweepOldEvents(api.db, { retentionDays: 90, now, batchSize: 3 })).toBe(7);
    expect(await storedIds(old)).toBe(0);
    expect(await storedIds(recent)).toBe(3);
    expect(await rollUp()).toEqual([{ views: 7 }]);
    // Nothing left to sweep.
    expect(await sweepOldEvents(api.db, { retentionDays: 90, now })).toBe(0);
  });
});
