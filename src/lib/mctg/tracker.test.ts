import { beforeEach, describe, expect, it } from 'vitest';
import { batchesOf, MAX_QUEUED, appendToQueue, readQueue, type QueueStorage, type QueuedEvent } from './queue';
import { FLUSH_DELAY_MS, RETRY_DELAYS_MS, Tracker, type SendResult } from './tracker';

function memoryStorage(): QueueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

type World = ReturnType<typeof newWorld>;

function newWorld() {
  return {
    storage: memoryStorage(),
    consent: true as boolean | null,
    online: true,
    campaign: null as string | null,
    ended: new Set<string>(),
    answer: 'stored' as SendResult,
    sent: [] as QueuedEvent[][],
    timers: [] as { run: () => void; ms: number }[],
    nextId: 0,
  };
}

function depsOf(world: World) {
  return {
    storage: world.storage,
    send: (events: QueuedEvent[]) => {
      world.sent.push(events);
      return Promise.resolve(world.answer);
    },
    analyticsAllowed: () => world.consent,
    online: () => world.online,
    campaignId: () => world.campaign,
    campaignEnded: (id: string) => world.ended.has(id),
    newId: () => `id-${++world.nextId}`,
    setTimer: (run: () => void, ms: number) => world.timers.push({ run, ms }),
  };
}

/** A tracker with a hand-driven clock, network and server. */
function setUp() {
  const world = newWorld();
  const tracker = new Tracker(depsOf(world));
  /** Runs the timers due so far and waits for their sends. */
  const tick = async () => {
    const due = world.timers.splice(0);
    for (const timer of due) timer.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const sentNames = () => world.sent.map((batch) => batch.map((e) => e.event));
  return { world, tracker, tick, sentNames };
}

const view = { model: 'article', evtData: { id: 7 } };

describe('the analytics queue', () => {
  let t: ReturnType<typeof setUp>;
  beforeEach(() => { t = setUp(); });

  it('sends the events of a few seconds together, once, and empties the queue', async () => {
    t.tracker.track('landing', { model: 'page', evtData: { path: '/' } }, 'shop');
    t.tracker.track('impression', view, 'shop');
    expect(t.world.sent).toEqual([]);
    expect(t.world.timers.map((x) => x.ms)).toEqual([FLUSH_DELAY_MS]);
    await t.tick();
    expect(t.sentNames()).toEqual([['landing', 'impression']]);
    expect(t.world.sent[0]![0]).toEqual({ id: 'id-1', branch: 'shop', event: 'landing', model: 'page', evtData: { path: '/' } });
    expect(readQueue(t.world.storage)).toEqual([]);
    await t.tracker.flush();
    expect(t.world.sent).toHaveLength(1);
  });

  it('attaches the running campaign to the events made while it runs', async () => {
    t.world.campaign = 'primavera';
    t.tracker.track('click', view, 'catalog');
    await t.tick();
    expect(t.world.sent[0]![0]).toMatchObject({ branch: 'catalog', cmp: 'primavera' });
  });

  it("sends a queued event without the id of a campaign found ended before it left", async () => {
    t.world.campaign = 'inverno';
    t.tracker.track('landing', { model: 'page', evtData: { path: '/' } }, 'shop');
    t.tracker.track('click', view, 'shop');
    t.world.campaign = null;
    t.world.ended.add('inverno');
    await t.tick();
    expect(t.world.sent[0]!.map((e) => e.cmp)).toEqual([undefined, undefined]);
    expect(t.world.sent[0]![0]).not.toHaveProperty('cmp');
  });

  it('keeps events made offline and sends them once when the connection returns', async () => {
    t.world.online = false;
    t.tracker.track('add-to-cart', view, 'shop');
    t.tracker.track('add-to-wish', view, 'shop');
    await t.tick();
    expect(t.world.sent).toEqual([]);
    expect(readQueue(t.world.storage)).toHaveLength(2);
    t.world.online = true;
    await Promise.all([t.tracker.flush({ retryNow: true }), t.tracker.flush({ retryNow: true })]);
    expect(t.sentNames()).toEqual([['add-to-cart', 'add-to-wish']]);
    expect(readQueue(t.world.storage)).toEqual([]);
  });

  it('keeps the events across a reload: a new tracker on the same storage sends them', async () => {
    t.world.online = false;
    t.tracker.track('purchase', { model: 'order', evtData: { id: 'o1' } }, 'shop');
    const after = setUp();
    after.world.storage = t.world.storage;
    const reloaded = new Tracker(depsOf(after.world));
    await reloaded.flush();
    expect(after.sentNames()).toEqual([['purchase']]);
  });

  it('keeps a batch the server could not take and tries again later, backing off', async () => {
    t.world.answer = 'failed';
    t.tracker.track('click', view, 'shop');
    await t.tick();
    expect(readQueue(t.world.storage)).toHaveLength(1);
    expect(t.world.timers.map((x) => x.ms)).toEqual([RETRY_DELAYS_MS[0]]);
    await t.tick();
    expect(t.world.timers.map((x) => x.ms)).toEqual([RETRY_DELAYS_MS[1]]);
    t.world.answer = 'stored';
    await t.tick();
    expect(t.world.sent).toHaveLength(3);
    expect(readQueue(t.world.storage)).toEqual([]);
  });

  it('drops a batch the server refused (it would be refused again)', async () => {
    t.world.answer = 'refused';
    t.tracker.track('click', view, 'shop');
    await t.tick();
    expect(readQueue(t.world.storage)).toEqual([]);
    expect(t.world.timers).toEqual([]);
  });

  it('a batch refused whole is sent again in halves: only the event refused alone is dropped, its neighbours are stored', async () => {
    const stored: string[] = [];
    // The server refuses any batch holding the bad event, and stores the others.
    t.world.storage = memoryStorage();
    const tracker = new Tracker({
      ...depsOf(t.world),
      send: (events: QueuedEvent[]) => {
        t.world.sent.push(events);
        if (events.some((e) => e.model === 'bad')) return Promise.resolve<SendResult>('refused');
        stored.push(...events.map((e) => e.event));
        return Promise.resolve<SendResult>('stored');
      },
    });
    for (const event of ['landing', 'click', 'hover'] as const) tracker.track(event, view, 'shop');
    tracker.track('impression', { model: 'bad', evtData: {} }, 'shop');
    tracker.track('add-to-cart', view, 'shop');
    await tracker.flush();
    expect(stored.sort()).toEqual(['add-to-cart', 'click', 'hover', 'landing']);
    expect(t.world.sent.filter((batch) => batch.length === 1 && batch[0]!.model === 'bad')).toHaveLength(1);
    expect(readQueue(t.world.storage)).toEqual([]);
  });

  it('before the choice keeps events in memory only; accepting sends them', async () => {
    t.world.consent = null;
    t.tracker.track('landing', { model: 'page', evtData: {} }, 'shop');
    await t.tick();
    expect(t.world.sent).toEqual([]);
    expect(readQueue(t.world.storage)).toEqual([]);
    t.world.consent = true;
    t.tracker.consentChanged();
    await t.tick();
    expect(t.sentNames()).toEqual([['landing']]);
  });

  it('refusing forgets what waited and what was queued, and sends nothing after', async () => {
    t.world.consent = null;
    t.tracker.track('landing', { model: 'page', evtData: {} }, 'shop');
    appendToQueue(t.world.storage, [{ id: 'old', branch: 'shop', event: 'click', model: 'page', evtData: {} }]);
    t.world.consent = false;
    t.tracker.consentChanged();
    t.tracker.track('click', view, 'shop');
    await t.tick();
    await t.tracker.flush();
    expect(t.world.sent).toEqual([]);
    expect(readQueue(t.world.storage)).toEqual([]);
  });

  it('keeps at most the newest events of a long offline spell', () => {
    t.world.online = false;
    for (let i = 0; i < MAX_QUEUED + 5; i += 1) t.tracker.track('impression', view, 'shop');
    const queue = readQueue(t.world.storage);
    expect(queue).toHaveLength(MAX_QUEUED);
    expect(queue[0]!.id).toBe('id-6');
  });
});

describe('batchesOf', () => {
  const event = (id: string, size = 0): QueuedEvent => ({ id, branch: 'shop', event: 'click', model: 'page', evtData: { pad: 'x'.repeat(size) } });

  it('cuts at the event count and the byte size, in order, and sets apart an event too big to send', () => {
    const { batches, oversized } = batchesOf([event('a'), event('b'), event('c'), event('big', 5000), event('d', 300), event('e', 300)], 2, 800);
    expect(batches.map((b) => b.map((e) => e.id))).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(oversized.map((e) => e.id)).toEqual(['big']);
  });
});

