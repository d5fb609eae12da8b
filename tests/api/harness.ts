// One real database and one real HTTP server per test file: PGlite in memory by default, or a
// fresh database on the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped after).
// The app is reached over HTTP with fetch, as the PWA reaches it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type Http2Bindings, type HttpBindings, type ServerType } from '@hono/node-server';
import { expect } from 'vitest';
import { apiErrorSchema, type ApiError } from '../../contract/error.js';
import { createApp, type AppOptions } from '../../server/app.js';
import { drainEventIntake } from '../../server/domain/mctg/intake.js';
import { loadConfig, type Config } from '../../server/config.js';
import type { Db } from '../../server/db/client.js';
import { openTestDatabase } from '../../server/db/test-database.js';
import { seedDemo } from '../../server/db/seed/index.js';
import { storeBankAccount } from '../../server/domain/shop-bank.js';
import { RepeatAnswers } from '../../server/http/repeat-answers.js';
import { shopCreateServer } from '../../server/http/shop-server.js';
import { createLogger, type Logger } from '../../server/log.js';
import { assertStoredInvoicesValid } from './fatturapa-schema.js';

export const PUBLIC_URL = 'http://shop.test';

export interface TestApi {
  db: Db;
  baseUrl: string;
  config: Config;
  /** fetch against the test server: `api.fetch('/v1/shop')`. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Stops the HTTP server and starts another on the same database (a server restart). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** What the request fixtures need of a server: a database handle and fetch (a TestApi, or several processes). */
export type ApiClient = Pick<TestApi, 'db' | 'fetch'>;

export interface TestApiOptions {
  /** Seed a small demo catalogue (default true). */
  seed?: boolean;
  /** Folder served as the built PWA. */
  distDir?: string;
  /** More settings, as environment variables (e.g. AUTH_RATE_PER_EMAIL). */
  env?: Record<string, string>;
  /** What a confirmed payment does (server/payments/providers.ts); default: logged only. */
  paymentEvents?: AppOptions['paymentEvents'];
  /** The server's logger (default: silent). */
  log?: Logger;
  /** The server's mailer (default: the file outbox under its DATA_DIR). */
  mailer?: AppOptions['mailer'];
}

/** The app behind the same Node server as `npm start` (its answer headers included). */
async function listen(fetchHandler: (req: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>, config: Config, log: Logger): Promise<ServerType> {
  const createServer = shopCreateServer(config, new RepeatAnswers({ log }));
  return new Promise((resolve) => {
    const server = serve({ fetch: fetchHandler, port: 0, hostname: '127.0.0.1', createServer }, () => resolve(server));
  });
}

const closeServer = (server: ServerType) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ('closeAllConnections' in server) server.closeAllConnections();
  });

export async function startTestApi(opts: TestApiOptions = {}): Promise<TestApi> {
  const { database, drop } = await openTestDatabase();
  if (opts.seed ?? true) await seedDemo(database.db, { articles: 40 });
  // Its own data folder: the mail outbox (DATA_DIR/outbox) of one test file is not another's.
  const dataDir = mkdtempSync(join(tmpdir(), 'raggio-api-'));
  const config = loadConfig({
    PORT: '0', LOG_LEVEL: 'silent', PUBLIC_URL, DIST_DIR: opts.distDir ?? '/nonexistent-raggio-dist', DATA_DIR: dataDir,
    // Every suite is one client address making hundreds of writes: only write-limits.test.ts limits them.
    WRITE_RATE_PER_CLIENT: '1000000', WRITE_RATE_PER_ACCOUNT: '1000000',
    ...opts.env,
  });
  // As server/main.ts does at start: SHOP_BANK_* replace the shop's bank account (decision 190).
  if (config.bank) await storeBankAccount(database.db, config.bank);
  const log = opts.log ?? createLogger('silent');
  const start = async () => listen((await createApp({ db: database.db, config, log, paymentEvents: opts.paymentEvents, database, mailer: opts.mailer })).fetch, config, log);
  let server = await start();
  const baseUrl = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    db: database.db,
    config,
    get baseUrl() { return baseUrl(); },
    fetch: (path, init) => fetch(`${baseUrl()}${path}`, init),
    async restart() {
      await closeServer(server);
      server = await start();
    },
    async close() {
      await closeServer(server);
      // Analytics events answered but still in memory are written first, as at shutdown (decision 158).
      await drainEventIntake(database.db);
      // Every invoice and credit note the file's tests made, against the official schema (decision 260).
      // Read before the database closes; thrown once it is closed and dropped.
      const invalid = await assertStoredInvoicesValid(database.db).then(() => null, (err: unknown) => err);
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
      if (invalid) throw invalid;
    },
  };
}

/** A JSON POST as the PWA sends it. */
export const postJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Checks an error answer: its status, the API's error shape and code; returns the body. */
export async function expectError(res: Response, status: number, code: string): Promise<ApiError> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/json');
  const body = apiErrorSchema.parse(await res.json());
  expect(body).toMatchObject({ code, statusCode: status });
  expect(body.message).not.toBe('');
  return body;
}

/** The names of the fields a VALIDATION_ERROR complains about. */
export const failingFields = (error: ApiError) =>
  ((error.payload as { fields?: { path: string }[] } | undefined)?.fields ?? []).map((f) => f.path);
