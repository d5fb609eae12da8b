// The embedded database as seen from the server's main thread when it runs in a thread of its own
// (docs/decisions/212-pglite-in-a-worker-thread.md): the part of PGlite's interface Drizzle and the
// server use (query, exec, transaction, dumpDataDir, close), each call a message to the thread;
// queries cross as wire-protocol bytes, parsed here (docs/decisions/216-pglite-thread-speaks-the-wire-protocol.md).
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { parse, protocol, types, type Results } from '@electric-sql/pglite';
import { Parser } from 'pg-protocol/dist/parser.js';
import { ANSWER, answerFromChannel, answerRaised, heldChannelMemory, sendOnChannel, waitForAnswer, type ChannelRequest } from './pglite-held-channel.js';
import { CONNECTION_CLOCK, type ConnectionTime, type ThreadReady, type ThreadReply, type ThreadRequest, type ThreadStart } from './pglite-thread-protocol.js';
import { joined, StatementNames, type StatementPlan } from './pglite-statements.js';

type Request = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, 'id'> : never) : never;
type Parsers = Record<number, (value: string, typeId?: number) => unknown>;

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Parsers;
}

export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T>;
  exec(sql: string): Promise<unknown>;
}

/** An error of the thread itself, rebuilt from its data. */
function asError(data: Record<string, unknown>): Error {
  const error = new Error(String(data.message ?? 'database error'));
  Object.assign(error, data);
  return error;
}

/**
 * A parameter as text, the way node-postgres sends it, so a query behaves here as on PostgreSQL
 * through DATABASE_URL: PostgreSQL infers each parameter's type from the statement.
 */
function paramText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return types.arraySerializer(value, (item: unknown) => paramText(item) ?? 'null', 0);
  if (typeof value === 'object') return JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  return String(value as string | number | bigint | boolean);
}

/**
 * The backend's answer as PGlite's results; PostgreSQL's error (code, constraint, detail, …)
 * thrown as it sent it. The messages are read by node-postgres's parser, which reads each field
 * in place: PGlite's copies every field into a buffer of its own before decoding it, six times
 * slower on a page of rows, on the main thread every request needs
 * (docs/decisions/217-a-transaction-holds-the-main-thread-not-the-connection.md). Its messages
 * have the names and fields PGlite's parseResults reads.
 */
function resultsOf(bytes: Uint8Array, parsers: Parsers, options?: QueryOptions, settle?: StatementPlan['settle'], carried = 0): Results[] {
  const messages: Parameters<typeof parse.parseResults>[0] = [];
  new Parser().parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), (message) => {
    messages.push(message as (typeof messages)[number]);
  });
  // The answers of statements carried with this one come first, each ending in its ReadyForQuery.
  let own = 0;
  for (let left = carried; left > 0 && own < messages.length; own++) if (messages[own]!.name === 'readyForQuery') left--;
  const ownMessages = own === 0 ? messages : messages.slice(own);
  settle?.(ownMessages);
  const error = messages.find((message) => message.name === 'error');
  if (error) throw error;
  return parse.parseResults(ownMessages, parsers, options);
}

/**
 * Statements of a transaction whose answer is known before they run: they go to the thread with
 * the transaction's next statement, or its COMMIT, instead of a round trip of their own for which
 * the main thread stands still. Drizzle opens and releases a savepoint around every transaction
 * inside another, as a keyed request's change is (docs/decisions/257-savepoints-travel-with-the-next-statement.md).
 */
const CARRIED = /^(savepoint|release savepoint) \w+$/;
const commandComplete = (tag: string) => {
  const text = Buffer.from(`${tag}\0`);
  const bytes = Buffer.alloc(1 + 4 + text.length + 6);
  bytes.write('C', 0);
  bytes.writeInt32BE(4 + text.length, 1);
  text.copy(bytes, 5);
  // ReadyForQuery, in a transaction.
  bytes.write('Z', 5 + text.length);
  bytes.writeInt32BE(5, 6 + text.length);
  bytes.write('T', 10 + text.length);
  return new Uint8Array(bytes);
};
/** What PostgreSQL answers to a carried statement, which its caller gets at once. */
const CARRIED_ANSWERS = { savepoint: commandComplete('SAVEPOINT'), release: commandComplete('RELEASE') };

/** A transaction as the main thread keeps it: its id, and the statements carried with its next one. */
interface OpenTransaction {
  id: number;
  carried: Uint8Array[];
  /** Whether a statement went to the thread: one that never did has nothing to commit. */
  ran: boolean;
}

/** Whether the server runs from its TypeScript sources (through tsx), not from its build. */
const fromSources = import.meta.url.endsWith('.ts');
/** The worker file beside this one. */
const workerUrl = new URL(`./pglite-worker${fromSources ? '.ts' : '.js'}`, import.meta.url);
/**
 * A thread does not inherit the main thread's module hooks: from the sources it registers tsx's
 * before loading the worker file.
 */
function startWorker(workerData: ThreadStart): Worker {
  const transferList = [workerData.heldAnswers];
  if (!fromSources) return new Worker(workerUrl, { workerData, transferList });
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); })`;
  return new Worker(boot, { eval: true, workerData, transferList });
}

/**
 * How long the main thread stands still for one statement of its open transaction before it waits
 * for the answer as for any other: a statement takes about a millisecond here; one that takes
 * longer does not stop every other request with it. PGLITE_HOLD_MS sets it (0: the bench's
 * comparison without the hold, docs/decisions/217-a-transaction-holds-the-main-thread-not-the-connection.md).
 */
const HOLD_AT_MOST_MS = ((ms: number) => (Number.isFinite(ms) && ms >= 0 ? ms : 20))(Number(process.env.PGLITE_HOLD_MS ?? 20));

/**
 * How long a raised flag's answer may take to reach its port. The thread posts the answer and
 * then raises the flag, but a port delivers between threads on its own schedule: on a loaded
 * machine the flag was seen first, and the statement failed ("raised its flag with no answer",
 * a 500 found by the API suites run through the thread).
 */
const DELIVERY_AT_MOST_MS = 2_000;
const pause = new Int32Array(new SharedArrayBuffer(4));

export class PGliteThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private failed: Error | undefined;
  /** PGlite's parsers by type, with those of the thread's array types, as PGlite builds its own. */
  private readonly parsers: Parsers = { ...types.parsers };
  private readonly statements = new StatementNames();
  /** The base parsers with a query's own, per set of type ids: merged once, not for every query. */
  private readonly merged = new Map<string, Parsers>();
  /** Where the thread answers a held statement the channel cannot carry. */
  private readonly heldAnswers: MessagePort;
  /** A transaction's statements and their answers, once it holds the connection (decision 259); its `answered` word is raised with each held answer. */
  private readonly channel = heldChannelMemory();
  private readonly clock = new BigInt64Array(new SharedArrayBuffer(8 * CONNECTION_CLOCK.slots));
  /** A held statement whose answer took longer than HOLD_AT_MOST_MS: the next one waits for it. */
  private slowAnswer: Promise<unknown> | undefined;
  readonly ready: Promise<void>;

  constructor(dataDir: string, image?: Blob) {
    const { port1, port2 } = new MessageChannel();
    this.heldAnswers = port1;
    this.worker = startWorker({ dataDir, image, heldAnswers: port2, channel: this.channel, clock: this.clock });
    this.ready = new Promise((resolve, reject) => {
      this.waiting.set(0, {
        resolve: (value) => {
          for (const { oid, typarray } of (value as ThreadReady).arrayTypes) {
            this.parsers[typarray] = (text) => types.arrayParser(text, this.parsers[oid]!, typarray);
          }
          resolve();
        },
        reject,
      });
    });
    this.worker.on('message', (reply: ThreadReply) => {
      const waiter = this.waiting.get(reply.id);
      if (!waiter) return;
      this.waiting.delete(reply.id);
      if (reply.ok) waiter.resolve(reply.value);
      else waiter.reject(asError(reply.error));
    });
    // A thread that dies takes every query in flight with it: each caller gets the error.
    const fail = (error: Error) => {
      this.failed = error;
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the database thread ended (exit code ${code})`)));
  }

  private call<T>(request: Request, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.failed) return Promise.reject(this.failed);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.send({ ...request, id } as ThreadRequest, transfer);
    });
  }

  /** A transaction's request goes through the channel when the thread listens for it there, else by message. */
  private send(request: ThreadRequest, transfer: ArrayBuffer[]): void {
    const onChannel = (request.op === 'run' && request.held) || request.op === 'end';
    if (!onChannel || !sendOnChannel(this.channel, request as ChannelRequest)) this.worker.postMessage(request, transfer);
  }

  /** Sends `message` alone, or in transaction `tx` after the statements carried with it. */
  private run(tx: OpenTransaction | undefined, message: Uint8Array): Uint8Array | Promise<Uint8Array> {
    if (tx === undefined) return this.call<Uint8Array>({ op: 'run', message }, [message.buffer as ArrayBuffer]);
    const carried = tx.carried;
    tx.carried = [];
    tx.ran = true;
    return this.runHeld(tx.id, carried.length === 0 ? message : joined([...carried, message]));
  }

  /**
   * A statement of the open transaction, its answer awaited with this thread standing still: the
   * transaction goes on in promise callbacks, before any other request's turn, instead of holding
   * PGlite's one connection while the answer waits in the event loop behind them
   * (docs/decisions/217-a-transaction-holds-the-main-thread-not-the-connection.md). Past
   * HOLD_AT_MOST_MS it waits as usual, and a thread that dies meanwhile fails it.
   */
  private runHeld(tx: number, message: Uint8Array): Uint8Array | Promise<Uint8Array> {
    if (this.failed) throw this.failed;
    if (this.slowAnswer) {
      const after = () => this.runHeld(tx, message);
      return this.slowAnswer.then(after, after);
    }
    const id = this.nextId++;
    this.send({ op: 'run', id, tx, message, held: true }, [message.buffer as ArrayBuffer]);
    if (waitForAnswer(this.channel, HOLD_AT_MOST_MS)) return this.takeHeldAnswer();
    const later = new Promise<Uint8Array>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      void answerRaised(this.channel).then(() => {
        if (!this.waiting.delete(id)) return;
        try {
          resolve(this.takeHeldAnswer());
        } catch (error) {
          reject(error as Error);
        }
      });
    });
    // Settles either way: its caller sees the failure, the next statement only the turn.
    const settled = () => {
      if (this.slowAnswer === slow) this.slowAnswer = undefined;
    };
    const slow: Promise<void> = later.then(settled, settled);
    this.slowAnswer = slow;
    return later;
  }

  private takeHeldAnswer(): Uint8Array {
    if (Atomics.exchange(this.channel.answered, 0, ANSWER.none) === ANSWER.inBuffer) return answerFromChannel(this.channel);
    let reply = receiveMessageOnPort(this.heldAnswers)?.message as ThreadReply | undefined;
    for (let waited = 0; !reply && waited < DELIVERY_AT_MOST_MS; waited++) {
      Atomics.wait(pause, 0, 0, 1);
      reply = receiveMessageOnPort(this.heldAnswers)?.message as ThreadReply | undefined;
    }
    if (!reply) throw new Error('the database thread raised its flag with no answer');
    if (!reply.ok) throw asError(reply.error);
    return reply.value as Uint8Array;
  }

  private async queryOn<T>(tx: OpenTransaction | undefined, sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<T> {
    const parsers = this.parsersWith(options.parsers);
    const rowMode = { rowMode: options.rowMode ?? 'object' } as const;
    if (tx && params.length === 0 && CARRIED.test(sql)) {
      tx.carried.push(protocol.serialize.query(sql));
      return resultsOf(CARRIED_ANSWERS[sql.startsWith('savepoint') ? 'savepoint' : 'release'], parsers, rowMode)[0] as T;
    }
    const plan = this.statements.plan(sql, params.map(paramText));
    const carried = tx?.carried.length ?? 0;
    const bytes = await this.run(tx, plan.message);
    return resultsOf(bytes, parsers, rowMode, plan.settle, carried)[0] as T;
  }

  /**
   * The parsers for a query that brings its own. Drizzle's driver sends the same ones (dates,
   * timestamps and intervals kept as text) with every query, as new objects: keyed by their type
   * ids, so PGlite's parseResults does not copy some two hundred parsers for every query.
   */
  private parsersWith(own: Parsers | undefined): Parsers {
    if (!own) return this.parsers;
    const key = Object.keys(own).join(',');
    let parsers = this.merged.get(key);
    if (!parsers) this.merged.set(key, parsers = { ...this.parsers, ...own });
    return parsers;
  }

  private async execOn(tx: OpenTransaction | undefined, sql: string): Promise<Results[]> {
    const carried = tx?.carried.length ?? 0;
    return resultsOf(await this.run(tx, protocol.serialize.query(sql)), this.parsers, undefined, undefined, carried);
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T> {
    return this.queryOn<T>(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.execOn(undefined, sql);
  }

  /** Runs `work` in one transaction of the thread's database: committed if it resolves, rolled back if it throws. */
  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const open: OpenTransaction = { id: await this.call<number>({ op: 'begin' }), carried: [], ran: false };
    const tx: ThreadTransaction = {
      query: (sql, params, options) => this.queryOn(open, sql, params, options),
      exec: (sql) => this.execOn(open, sql),
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      await this.call({ op: 'end', tx: open.id, commit: false });
      throw error;
    }
    // Savepoints of a transaction that ran nothing else change nothing: they are left unsent.
    const before = open.ran && open.carried.length > 0 ? joined(open.carried) : undefined;
    const end = await this.call<Uint8Array>({ op: 'end', tx: open.id, commit: true, ...(before ? { before } : {}) }, before ? [before.buffer as ArrayBuffer] : []);
    resultsOf(end, this.parsers);
    return result;
  }

  /** How long transactions held the connection, and statements ran on it, since the thread started. */
  connectionTime(): ConnectionTime {
    const read = (slot: number) => Number(Atomics.load(this.clock, slot));
    return {
      transactions: read(CONNECTION_CLOCK.transactions),
      heldSeconds: read(CONNECTION_CLOCK.heldMicros) / 1e6,
      runningSeconds: read(CONNECTION_CLOCK.runningMicros) / 1e6,
      heapBytes: read(CONNECTION_CLOCK.heapBytes),
    };
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.call<ArrayBuffer>({ op: 'dump' })], { type: 'application/x-gzip' });
  }

  async close(): Promise<void> {
    await this.call({ op: 'close' });
    await this.worker.terminate();
  }
}
