// The embedded database in a thread of its own (docs/decisions/212-pglite-in-a-worker-thread.md):
// PGlite runs PostgreSQL compiled to WebAssembly, synchronously, on the thread that calls it, so in
// the server's main thread every query stopped the answers that needed no database. This thread
// owns the PGlite instance and runs what the main thread sends (pglite-thread.ts) as wire-protocol
// bytes: turning rows into objects, and copying them across, would double this thread's work and
// leave the main thread idle (docs/decisions/216-pglite-thread-speaks-the-wire-protocol.md).
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { ANSWER, answerOnChannel, expectOnChannel, listenOnChannel, type ChannelRequest } from './pglite-held-channel.js';
import { joined } from './pglite-statements.js';
import { CONNECTION_CLOCK, type ThreadReady, type ThreadReply, type ThreadRequest, type ThreadStart } from './pglite-thread-protocol.js';

const port = parentPort!;
const { dataDir, image, heldAnswers, channel, clock } = workerData as ThreadStart;

const reply = (message: ThreadReply) => port.postMessage(message);
/** Bytes go back moved, not copied: each answer is a fresh buffer PGlite made for this call. */
const replyBytes = (id: number, bytes: Uint8Array) => port.postMessage({ id, ok: true, value: bytes } satisfies ThreadReply, [bytes.buffer as ArrayBuffer]);
/**
 * A held statement's answer: put in the channel's buffer, or on its port when it does not fit or
 * is a failure, then the main thread, waiting on `answered`, woken
 * (docs/decisions/217-a-transaction-holds-the-main-thread-not-the-connection.md,
 * docs/decisions/259-a-transaction-speaks-through-shared-memory.md).
 */
function replyHeld(tx: number, message: ThreadReply): void {
  // The transaction's next statement may come as soon as this answer is seen: heldTurn listens.
  expectOnChannel(channel, tx);
  if (message.ok && answerOnChannel(channel, message.value as Uint8Array)) return;
  heldAnswers.postMessage(message, message.ok ? [(message.value as Uint8Array).buffer as ArrayBuffer] : []);
  Atomics.store(channel.answered, 0, ANSWER.onPort);
  Atomics.notify(channel.answered, 0);
}

function errorData(error: unknown): Record<string, unknown> {
  return error instanceof Error ? { message: error.message, name: error.name } : { message: String(error) };
}

const pg = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(image ? { loadDataDir: image } : {}) });
// The same list PGlite reads for its own parsers of array columns.
const arrayTypes = (await pg.query<{ oid: number; typarray: number }>(`
  select b.oid, b.typarray from pg_catalog.pg_type a left join pg_catalog.pg_type b on b.oid = a.typelem
  where a.typcategory = 'A' group by b.oid, b.typarray order by b.oid`)).rows;

/** Turns given one at a time, in the order asked: each resolves with the function that ends it. */
function turns(): () => Promise<() => void> {
  let queue: Promise<void> = Promise.resolve();
  return () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    const granted = queue.then(() => release);
    queue = queue.then(() => held);
    return granted;
  };
}

/**
 * PGlite has one connection: a transaction holds it from its first statement to its end, and a
 * statement sent outside it meanwhile waits until then, in the order it came (as PGlite's own
 * query() does). Transactions take turns among themselves from their BEGIN, which is only run
 * before the first statement: the answer to a BEGIN waits in the main thread's event loop behind
 * other requests' work, and the connection was held all that time
 * (docs/decisions/256-a-transaction-takes-the-connection-at-its-first-statement.md).
 */
const connectionTurn = turns();
const transactionTurn = turns();

/** The open transaction: its id, how to end its turn, and once it ran a statement, its hold on the connection. */
let open: { tx: number; endTurn: () => void; connection?: { release: () => void; since: number } } | undefined;
let nextTransaction = 1;
const BEGIN = protocol.serialize.query('begin');

const count = (slot: number, micros: number) => Atomics.add(clock, slot, BigInt(Math.round(micros)));

/**
 * The answer's bytes, as PostgreSQL wrote them. Through execProtocolRawStream, not
 * execProtocolRawSync: the latter also parses every answer with PGlite's own parser and keeps
 * each parsed message in a list that only execProtocol empties, which this thread never calls,
 * so it spent most of a small query's time parsing and its heap grew with every statement
 * (docs/decisions/255-the-database-thread-keeps-no-parsed-answers.md). With syncToFs off the
 * stream runs the statement before it returns; the promise carries a failure of the engine.
 */
async function run(message: Uint8Array): Promise<Uint8Array> {
  const started = performance.now();
  const chunks: Uint8Array[] = [];
  try {
    // The chunks are views of the engine's memory, overwritten by the next write: copied at once.
    await pg.execProtocolRawStream(message, { syncToFs: false, onRawData: (data) => chunks.push(data.slice()) });
  } finally {
    count(CONNECTION_CLOCK.runningMicros, (performance.now() - started) * 1000);
    Atomics.store(clock, CONNECTION_CLOCK.heapBytes, BigInt(getHeapStatistics().used_heap_size));
  }
  return chunks.length === 1 ? chunks[0]! : joined(chunks);
}


async function alone<T>(work: () => T | Promise<T>): Promise<T> {
  const release = await connectionTurn();
  try {
    return await work();
  } finally {
    release();
  }
}

async function answer(request: ThreadRequest | ChannelRequest): Promise<void> {
  switch (request.op) {
    case 'run': {
      if (request.tx === undefined) {
        // Outside a transaction each statement commits: written through to the data folder as PGlite's query() does.
        return replyBytes(request.id, await alone(async () => {
          const bytes = await run(request.message);
          await pg.syncToFs();
          return bytes;
        }));
      }
      if (open?.tx !== request.tx) throw new Error(`transaction ${request.tx} is not open`);
      if (!open.connection) {
        const release = await connectionTurn();
        open.connection = { release, since: performance.now() };
        await run(BEGIN);
      }
      const bytes = await run(request.message);
      if (!request.held) return replyBytes(request.id, bytes);
      return replyHeld(request.tx, { id: request.id, ok: true, value: bytes });
    }
    case 'begin': {
      const endTurn = await transactionTurn();
      open = { tx: nextTransaction++, endTurn };
      return reply({ id: request.id, ok: true, value: open.tx });
    }
    case 'end': {
      if (open?.tx !== request.tx) throw new Error(`transaction ${request.tx} is not open`);
      const { endTurn, connection } = open;
      // A transaction that ran nothing never began: nothing to end.
      let bytes: Uint8Array = new Uint8Array(0);
      try {
        if (connection) {
          const end = protocol.serialize.query(request.commit ? 'commit' : 'rollback');
          bytes = await run(request.before ? joined([request.before, end]) : end);
          await pg.syncToFs();
        }
      } finally {
        open = undefined;
        // Counted before the answer leaves: whoever reads the clock after it sees this transaction.
        count(CONNECTION_CLOCK.transactions, 1);
        if (connection) {
          count(CONNECTION_CLOCK.heldMicros, (performance.now() - connection.since) * 1000);
          connection.release();
        }
        endTurn();
      }
      return replyBytes(request.id, bytes);
    }
    case 'dump': {
      const blob = await alone(() => pg.dumpDataDir('gzip')) as Blob;
      return reply({ id: request.id, ok: true, value: await blob.arrayBuffer() });
    }
    case 'close':
      await alone(() => pg.close());
      return reply({ id: request.id, ok: true, value: null });
    default:
      throw new Error('unknown request');
  }
}

/** Answers a request, or its failure where its caller waits for it. */
async function settle(request: ThreadRequest | ChannelRequest): Promise<void> {
  try {
    await answer(request);
  } catch (error) {
    const failure: ThreadReply = { id: request.id, ok: false, error: errorData(error) };
    if (request.op === 'run' && request.held && request.tx !== undefined) replyHeld(request.tx, failure);
    else reply(failure);
  }
}

/**
 * After one of its statements, the transaction's next requests, waited for on the channel while
 * it holds the connection: nothing else could run on it meanwhile
 * (docs/decisions/259-a-transaction-speaks-through-shared-memory.md).
 */
async function heldTurn(tx: number): Promise<void> {
  for (;;) {
    const next = listenOnChannel(channel, tx);
    if (!next) return;
    await settle(next);
    if (next.op === 'end') return;
  }
}

port.on('message', (request: ThreadRequest) => {
  void settle(request).then(() => (request.op === 'run' && request.held && request.tx !== undefined ? heldTurn(request.tx) : undefined));
});

reply({ id: 0, ok: true, value: { arrayTypes } satisfies ThreadReady });
