// The embedded database in its own thread (decision 212): what Drizzle and the server rely on
// crosses the thread boundary as it does in-process — rows, transactions, errors, dumps.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { isUniqueViolation } from './errors.js';
import type { HeldChannelMemory } from './pglite-held-channel.js';
import { PGliteThread } from './pglite-thread.js';

async function rows<T>(db: Database['db'], query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

let dir: string;
let database: Database;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'raggio-thread-'));
  database = await openDatabase({ dataDir: join(dir, 'pglite') });
  await database.db.execute(sql`create table thread_probe (id int primary key, note text, at timestamptz default now(), data jsonb)`);
}, 120_000);

afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

const count = async () => Number((await rows<{ n: string }>(database.db, sql`select count(*) as n from thread_probe`))[0]!.n);

describe('PGlite in a worker thread', () => {
  it('answers rows with their types as the driver parses them: numbers, JSON, timestamps as text', async () => {
    await database.db.execute(sql`insert into thread_probe (id, note, data) values (1, 'uno', '{"a":[1,2]}')`);
    const [row] = await rows<{ id: number; note: string; at: unknown; data: unknown }>(database.db, sql`select * from thread_probe where id = 1`);
    expect(row).toMatchObject({ id: 1, note: 'uno', data: { a: [1, 2] } });
    expect(typeof row!.at).toBe('string');
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    const before = await count();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (id) values (10)`);
      await tx.execute(sql`insert into thread_probe (id) values (11)`);
    });
    expect(await count()).toBe(before + 2);
    await expect(database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (id) values (12)`);
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    expect(await count()).toBe(before + 2);
  });

  it('hands back PostgreSQL errors with their SQLSTATE, so a unique violation is recognised', async () => {
    const failure = await database.db.execute(sql`insert into thread_probe (id) values (1)`).catch((e: unknown) => e);
    expect(isUniqueViolation(failure)).toBe(true);
    // The thread goes on answering after an error.
    expect(await count()).toBeGreaterThan(0);
  });

  it('runs a query sent outside a transaction that has begun its statements after it ends, seeing its commit', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    let reading!: Promise<{ n: string }[]>;
    const writing = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (id) values (20)`);
      reading = rows<{ n: string }>(database.db, sql`select count(*) as n from thread_probe where id = 20`);
      await held;
    });
    await new Promise((r) => setTimeout(r, 50));
    release();
    await writing;
    expect(Number((await reading)[0]!.n)).toBe(1);
  });

  it('leaves the connection to other queries until a transaction runs its first statement', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    const writing = database.db.transaction(async (tx) => {
      await held;
      await tx.execute(sql`insert into thread_probe (id) values (21)`);
    });
    // Answered while the transaction has its turn but has not started: nothing of it to see yet.
    const [row] = await rows<{ n: string }>(database.db, sql`select count(*) as n from thread_probe where id = 21`);
    expect(Number(row!.n)).toBe(0);
    release();
    await writing;
    expect(Number((await rows<{ n: string }>(database.db, sql`select count(*) as n from thread_probe where id = 21`))[0]!.n)).toBe(1);
  });

  it('keeps a transaction inside another as savepoints do: a failed one undone alone, the last one released with the commit', async () => {
    const ids = async () => (await rows<{ id: number }>(database.db, sql`select id from thread_probe where id between 500 and 599 order by id`)).map((r) => r.id);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (id) values (500)`);
      await tx.transaction(async (inner) => {
        await inner.execute(sql`insert into thread_probe (id) values (501)`);
      });
      await tx.transaction(async (inner) => {
        await inner.execute(sql`insert into thread_probe (id) values (502)`);
        throw new Error('not this one');
      }).catch(() => undefined);
      await tx.execute(sql`insert into thread_probe (id) values (503)`);
      await tx.transaction(async (inner) => {
        await inner.execute(sql`insert into thread_probe (id) values (504)`);
      });
    });
    expect(await ids()).toEqual([500, 501, 503, 504]);
    // A statement that fails inside a savepoint is undone with it, and the transaction goes on.
    await database.db.transaction(async (tx) => {
      await tx.transaction(async (inner) => {
        await inner.execute(sql`insert into thread_probe (id) values (500)`);
      }).catch(() => undefined);
      await tx.execute(sql`insert into thread_probe (id) values (505)`);
    });
    expect(await ids()).toEqual([500, 501, 503, 504, 505]);
  });

  it('takes parameters as node-postgres sends them, and answers arrays as arrays', async () => {
    const at = new Date('2026-11-28T07:00:00.000Z');
    await database.db.execute(sql`insert into thread_probe (id, note, at, data) values (30, ${'trenta'}, ${at}, ${JSON.stringify({ b: true })})`);
    await database.db.execute(sql`insert into thread_probe (id, note, data) values (31, ${'l\'altro "uno"'}, ${{ c: [1, 2] }})`);
    const [row] = await rows<{ ids: number[]; notes: string[]; flagged: boolean; data: unknown; same: boolean }>(database.db, sql`
      select array_agg(id order by id) as ids, array_agg(note order by id) as notes, ${true}::boolean as flagged,
             (select data from thread_probe where id = 31) as data,
             (select at = ${at} from thread_probe where id = 30) as same
        from thread_probe where id in (30, 31)`);
    expect(row).toEqual({ ids: [30, 31], notes: ['trenta', 'l\'altro "uno"'], flagged: true, data: { c: [1, 2] }, same: true });
    // An array parameter, as the driver hands one over (Drizzle spreads arrays in its templates).
    const client = (database.db as unknown as { $client: { query: (q: string, p: unknown[]) => Promise<{ rows: { notes: string[] }[] }> } }).$client;
    const answered = await client.query('select $1::text[] as notes', [['a "b"', 'c,d', null]]);
    expect(answered.rows[0]!.notes).toEqual(['a "b"', 'c,d', null]);
  });

  it('refuses a commit that a deferred check refuses, and goes on answering', async () => {
    await database.db.execute(sql`create table thread_deferred (id int, constraint once unique (id) deferrable initially deferred)`);
    const failure = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_deferred values (1)`);
      await tx.execute(sql`insert into thread_deferred values (1)`);
    }).catch((e: unknown) => e);
    expect(isUniqueViolation(failure)).toBe(true);
    expect(Number((await rows<{ n: string }>(database.db, sql`select count(*) as n from thread_deferred`))[0]!.n)).toBe(0);
  });

  it('parses a statement once and binds it after, as a statement PostgreSQL keeps', async () => {
    const text = sql`select note from thread_probe where id = ${30}`;
    expect(await rows(database.db, text)).toEqual([{ note: 'trenta' }]);
    expect(await rows(database.db, sql`select note from thread_probe where id = ${31}`)).toEqual([{ note: 'l\'altro "uno"' }]);
    const kept = await rows<{ n: string }>(database.db, sql`select count(*) as n from pg_prepared_statements where statement = 'select note from thread_probe where id = $1'`);
    expect(Number(kept[0]!.n)).toBe(1);
  });

  it('answers a transaction\'s statements before other work waiting in the event loop gets its turn', async () => {
    // A statement of an open transaction holds PGlite's one connection: its answer must not wait
    // behind other requests (docs/decisions/217-a-transaction-holds-the-main-thread-not-the-connection.md).
    const seen: string[] = [];
    await database.db.transaction(async (tx) => {
      setImmediate(() => seen.push('other work'));
      await tx.execute(sql`insert into thread_probe (id) values (40)`);
      seen.push('first statement');
      await tx.execute(sql`update thread_probe set note = 'quaranta' where id = 40`);
      seen.push('second statement');
    });
    expect(seen.slice(0, 2)).toEqual(['first statement', 'second statement']);
    expect((await rows<{ note: string }>(database.db, sql`select note from thread_probe where id = 40`))[0]!.note).toBe('quaranta');
  });

  it('carries a transaction\'s statements and answers too big for the shared channel, and goes on through it after', async () => {
    // The channel's buffers hold 256 kB of statement and 1 MB of answer (decision 259): past
    // those a statement and its answer go by message, in the same order.
    const note = 'ruota '.repeat(60_000);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (id, note) values (600, ${note})`);
      await tx.execute(sql`insert into thread_probe (id) values (601)`);
      const big = await rows<{ note: string }>(tx as unknown as Database['db'], sql`select repeat(note, 5) as note from thread_probe where id = 600`);
      expect(big[0]!.note.length).toBe(note.length * 5);
      await tx.execute(sql`update thread_probe set note = 'dopo' where id = 601`);
    });
    const saved = await rows<{ id: number; note: string }>(database.db, sql`select id, note from thread_probe where id in (600, 601) order by id`);
    expect(saved.map((row) => [row.id, row.note.length])).toEqual([[600, note.length], [601, 4]]);
  });

  it('lets other work run while a slow statement of a transaction is answered, then goes on in order', async () => {
    const seen: string[] = [];
    await database.db.transaction(async (tx) => {
      setImmediate(() => seen.push('other work'));
      await tx.execute(sql`select pg_sleep(0.15)`);
      seen.push('slow statement');
      // Sent together: each waits for the one before, and both answer.
      const [a, b] = await Promise.all([
        rows<{ n: number }>(tx as unknown as Database['db'], sql`select 1 as n, pg_sleep(0.05)`),
        rows<{ n: number }>(tx as unknown as Database['db'], sql`select 2 as n`),
      ]);
      expect([a[0]!.n, b[0]!.n]).toEqual([1, 2]);
    });
    expect(seen).toEqual(['other work', 'slow statement']);
  });

  it('takes a wake-up with no answer raised for a late one, not for the answer it waits for', async () => {
    // The thread raises a held answer's flag, then wakes the main thread. Put aside between the two
    // on a busy machine, its wake-up came while the main thread already waited for the next
    // statement, which then failed ('raised its flag with no answer'; the staff command exited 1 so
    // right after the shop stopped). Here another thread wakes the waiting main thread over and over
    // with no answer raised: each statement still gets its own answer.
    const thread = new PGliteThread(join(dir, 'woken'));
    await thread.ready;
    const { answered } = (thread as unknown as { channel: HeldChannelMemory }).channel;
    // [0]: the waker is at work; [1]: it stops; [2]: how many times it woke a waiting main thread.
    const flags = new Int32Array(new SharedArrayBuffer(12));
    const waker = new Worker(
      `const { workerData: { answered, flags } } = require('node:worker_threads');
      Atomics.store(flags, 0, 1);
      while (Atomics.load(flags, 1) === 0) if (Atomics.notify(answered, 0) > 0) Atomics.add(flags, 2, 1);`,
      { eval: true, workerData: { answered, flags } },
    );
    try {
      while (Atomics.load(flags, 0) === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      // Statements until the main thread was woken while it waited, a few times (on a busy machine
      // the waker may not run at once).
      const seen = await thread.transaction(async (tx) => {
        const answers: number[] = [];
        for (let n = 1; Atomics.load(flags, 2) < 5 && n <= 5_000; n++) answers.push((await tx.query<{ rows: { n: number }[] }>('select $1::int as n', [n])).rows[0]!.n);
        return answers;
      });
      expect(Atomics.load(flags, 2)).toBeGreaterThanOrEqual(5);
      expect(seen).toEqual(seen.map((_, i) => i + 1));
    } finally {
      Atomics.store(flags, 1, 1);
      await waker.terminate();
      await thread.close();
    }
  }, 120_000);

  it('fails a transaction whose statement PostgreSQL refuses, with its SQLSTATE, and rolls it back', async () => {
    const failure = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (id) values (41)`);
      await tx.execute(sql`insert into thread_probe (id) values (41)`);
    }).catch((e: unknown) => e);
    expect(isUniqueViolation(failure)).toBe(true);
    expect(Number((await rows<{ n: string }>(database.db, sql`select count(*) as n from thread_probe where id = 41`))[0]!.n)).toBe(0);
  });

  it('counts how long transactions held the connection, and the time its statements ran within it', async () => {
    const connection = () => {
      const stats = database.stats();
      if (stats.kind !== 'pglite' || !stats.connection) throw new Error('no connection clock');
      return stats.connection;
    };
    const before = connection();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (id) values (400)`);
      // Time the transaction holds the connection without running anything: the wait counted apart.
      await new Promise((resolve) => setTimeout(resolve, 30));
      await tx.execute(sql`select count(*) from thread_probe`);
    });
    const after = connection();
    expect(after.transactions - before.transactions).toBe(1);
    const held = after.heldSeconds - before.heldSeconds;
    const running = after.runningSeconds - before.runningSeconds;
    expect(held).toBeGreaterThanOrEqual(0.03);
    expect(running).toBeGreaterThan(0);
    expect(running).toBeLessThan(held);
  });

  it('keeps nothing of an answer once sent: its heap does not grow with the statements it runs', async () => {
    const heap = () => {
      const stats = database.stats();
      if (stats.kind !== 'pglite' || !stats.connection) throw new Error('no connection clock');
      return stats.connection.heapBytes;
    };
    // About 50 kB an answer: kept by the engine, 2 000 of them would be a few hundred megabytes.
    const wide = sql`select g, repeat('x', 1000) as filler from generate_series(1, 50) g`;
    for (let i = 0; i < 200; i++) await database.db.execute(wide);
    const before = heap();
    expect(before).toBeGreaterThan(0);
    for (let i = 0; i < 2000; i++) await database.db.execute(wide);
    expect(heap() - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('dumps the data folder for backups', async () => {
    const dump = await database.dump!();
    expect(dump.size).toBeGreaterThan(100_000);
  });
});
