// The embedded database as seen from the server's main thread when it runs in a thread of its own
// (docs/decisions/212-pglite-in-a-worker-thread.md): the part of PGlite's interface Drizzle and the
// server use (query, exec, transaction, dumpDataDir, close), each call a message to the thread.
import { Worker } from 'node:worker_threads';
import type { ThreadReply, ThreadRequest } from './pglite-thread-protocol.js';

type Request = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, 'id'> : never) : never;

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T>;
  exec(sql: string): Promise<unknown>;
}

/** A PostgreSQL error from the thread, with its fields (code, constraint, …) as the driver's had them. */
function asError(data: Record<string, unknown>): Error {
  const error = new Error(String(data.message ?? 'database error'));
  Object.assign(error, data);
  return error;
}

/** Whether the server runs from its TypeScript sources (through tsx), not from its build. */
const fromSources = import.meta.url.endsWith('.ts');
/** The worker file beside this one. */
const workerUrl = new URL(`./pglite-worker${fromSources ? '.ts' : '.js'}`, import.meta.url);
/**
 * A thread does not inherit the main thread's module hooks: from the sources it registers tsx's
 * before loading the worker file.
 */
function startWorker(workerData: unknown): Worker {
  if (!fromSources) return new Worker(workerUrl, { workerData });
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); })`;
  return new Worker(boot, { eval: true, workerData });
}

export class PGliteThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private failed: Error | undefined;
  readonly ready: Promise<void>;

  constructor(dataDir: string) {
    this.worker = startWorker({ dataDir });
    this.ready = new Promise((resolve, reject) => {
      this.waiting.set(0, { resolve: () => resolve(), reject });
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

  private call<T>(request: Request): Promise<T> {
    if (this.failed) return Promise.reject(this.failed);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id } as ThreadRequest);
    });
  }

  private queryOn<T>(tx: number | undefined, sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<T> {
    return this.call<T>({
      op: 'query', sql, params, rowMode: options.rowMode ?? 'object',
      ...(options.parsers ? { parserTypes: Object.keys(options.parsers).map(Number) } : {}),
      ...(tx === undefined ? {} : { tx }),
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T> {
    return this.queryOn<T>(undefined, sql, params, options);
  }

  exec(sql: string): Promise<unknown> {
    return this.call({ op: 'exec', sql });
  }

  /** Runs `work` in one transaction of the thread's database: committed if it resolves, rolled back if it throws. */
  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const txId = await this.call<number>({ op: 'begin' });
    const tx: ThreadTransaction = {
      query: (sql, params, options) => this.queryOn(txId, sql, params, options),
      exec: (sql) => this.call({ op: 'exec', sql, tx: txId }),
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      await this.call({ op: 'end', tx: txId, commit: false });
      throw error;
    }
    await this.call({ op: 'end', tx: txId, commit: true });
    return result;
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.call<ArrayBuffer>({ op: 'dump' })], { type: 'application/x-gzip' });
  }

  async close(): Promise<void> {
    await this.call({ op: 'close' });
    await this.worker.terminate();
  }
}
