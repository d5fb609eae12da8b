// The embedded database in a thread of its own (docs/decisions/212-pglite-in-a-worker-thread.md):
// PGlite runs PostgreSQL compiled to WebAssembly, synchronously, on the thread that calls it, so in
// the server's main thread every query stopped the answers that needed no database. This thread
// owns the PGlite instance and answers the main thread's messages (pglite-thread.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ThreadReply, ThreadRequest } from './pglite-thread-protocol.js';

const port = parentPort!;
const { dataDir } = workerData as { dataDir: string };

/** A transaction in progress: its handle, and how the main thread's `end` message ends it. */
interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean, endId: number) => void;
}

/** Thrown inside PGlite's transaction callback to roll it back when the main thread says so. */
class RolledBack extends Error {}

const reply = (message: ThreadReply) => port.postMessage(message);

/** The error as plain data: PostgreSQL's fields (code, constraint, detail, …) travel with it. */
function errorData(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const data: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    data[key] = value;
  }
  return data;
}

/** Drizzle's parsers keep dates and intervals as text; only their type ids cross the thread. */
const identityParsers = (types: number[] | undefined) =>
  types ? Object.fromEntries(types.map((type) => [type, (value: string) => value])) : undefined;

const pg = await PGlite.create(dataDir, { extensions: { pg_trgm } });
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

async function answer(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const on = request.tx === undefined ? pg : transactions.get(request.tx)?.tx;
      if (!on) throw new Error(`transaction ${request.tx} is not open`);
      const parsers = identityParsers(request.parserTypes);
      return on.query(request.sql, request.params, { rowMode: request.rowMode, ...(parsers ? { parsers } : {}) });
    }
    case 'exec': {
      const on = request.tx === undefined ? pg : transactions.get(request.tx)?.tx;
      if (!on) throw new Error(`transaction ${request.tx} is not open`);
      return on.exec(request.sql);
    }
    case 'dump': {
      const blob = (await pg.dumpDataDir('gzip')) as Blob;
      return blob.arrayBuffer();
    }
    case 'close':
      await pg.close();
      return null;
    default:
      throw new Error('unknown request');
  }
}

/**
 * Opens a transaction and answers `begin` once inside it; the transaction stays open, holding
 * PGlite's one connection, until the main thread's `end` message commits or rolls it back, and
 * that message is answered once PGlite has done so.
 */
function begin(id: number): void {
  const txId = nextTransaction++;
  let entered = false;
  let endId = 0;
  pg.transaction(async (tx) => {
    entered = true;
    const commit = await new Promise<boolean>((resolve) => {
      transactions.set(txId, { tx, end: (yes, messageId) => { endId = messageId; resolve(yes); } });
      reply({ id, ok: true, value: txId });
    });
    if (!commit) throw new RolledBack();
  }).then(
    () => reply({ id: endId, ok: true, value: null }),
    (error: unknown) => {
      if (!entered) reply({ id, ok: false, error: errorData(error) });
      else if (error instanceof RolledBack) reply({ id: endId, ok: true, value: null });
      else reply({ id: endId, ok: false, error: errorData(error) });
    },
  ).finally(() => transactions.delete(txId));
}

port.on('message', (request: ThreadRequest) => {
  if (request.op === 'begin') return begin(request.id);
  if (request.op === 'end') {
    const open = transactions.get(request.tx);
    if (!open) return reply({ id: request.id, ok: false, error: { message: `transaction ${request.tx} is not open` } });
    return open.end(request.commit, request.id);
  }
  answer(request).then(
    (value) => reply({ id: request.id, ok: true, value }),
    (error: unknown) => reply({ id: request.id, ok: false, error: errorData(error) }),
  );
});

reply({ id: 0, ok: true, value: 'ready' });
