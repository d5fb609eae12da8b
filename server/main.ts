// `npm start` (compiled to build/server/main.js, decision 208): open the database (PGlite under
// DATA_DIR, or DATABASE_URL), migrate, seed the demo catalogue on first start (decision 209), serve until SIGINT/SIGTERM, then close the server and the database.
import { rmSync, writeFileSync } from 'node:fs';
import { Server as NetServer } from 'node:net';
import { serve, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { isSeeded, seedDemo, seedShopAlone } from './db/seed/index.js';
import { defaultImageCacheDir } from './images/render.js';
import { startBackgroundRenderer } from './images/background-renderer.js';
import { warmRenditions } from './images/warm-up.js';
import { listingIndex } from './domain/catalogue/listing-index.js';
import { stopEventIntake } from './domain/mctg/intake.js';
import { storeBankAccount } from './domain/shop-bank.js';
import { assertSellerAtStart, storeInvoiceSeller } from './domain/invoices/seller.js';
import { startEventRetention } from './domain/mctg/retention.js';
import { startOrderSweep } from './domain/orders/sweep.js';
import { startRetentionSweep } from './domain/orders/retention.js';
import { RepeatAnswers } from './http/repeat-answers.js';
import { shopCreateServer } from './http/shop-server.js';
import { createLogger } from './log.js';
import { createMailer } from './mail/mailer.js';
import { backupsDir, dumpPglite, pgliteDir, pidFile } from './ops/backup.js';

// The page renderer loads React when the first page is asked for; React picks its build by
// NODE_ENV then. Unset, that was the development build, with its checks, on every page a shopper
// asked for (decision 172). A process started with NODE_ENV set keeps it.
process.env.NODE_ENV ??= 'production';

const config = loadConfig();
const log = createLogger(config.logLevel);

const opened = performance.now();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: pgliteDir(config.dataDir) },
);
log.info({ kind: database.kind, ms: Math.round(performance.now() - opened) }, 'database open and migrated');

// The demo catalogue goes into the embedded database on a first start; into a PostgreSQL database
// only when asked (SEED_DEMO=on, or `npm run seed`): a shop's own database starts empty (decision 209).
// Processes starting together on a fresh PostgreSQL database migrate one after the other and
// seed once: the first to take the seed's lock seeds, the others wait for it (decision 155).
if (!(await isSeeded(database.db))) {
  if (config.seedDemo) {
    const seeding = performance.now();
    log.info('first start: seeding the demo catalogue');
    const seeded = await seedDemo(database.db, { log: (msg: string) => log.info(msg) });
    log.info({ ms: Math.round(performance.now() - seeding) }, seeded ? 'demo catalogue seeded' : 'demo catalogue seeded by another process');
  } else {
    await seedShopAlone(database.db);
    log.info('the shop made without the demo catalogue (SEED_DEMO=on or `npm run seed` adds it)');
  }
}

// SHOP_BANK_* replace the shop's bank account, for every process and reader (decision 190).
if (config.bank) {
  await storeBankAccount(database.db, config.bank);
  log.info({ bank: config.bank.bank }, 'bank account of transfers taken from SHOP_BANK_*');
}
// SHOP_INVOICING replaces the seller's data of the electronic invoices (decision 235).
if (config.invoicing) {
  await storeInvoiceSeller(database.db, config.invoicing);
  log.info({ seller: config.invoicing.name }, 'seller data of electronic invoices taken from SHOP_INVOICING');
}
// The seller data the shop holds, whatever set them, checked before serving (decision 260): an
// invoice with a wrong VAT number is refused by the SdI, or worse, accepted. Stopped here, naming
// each field, as a malformed setting stops it (config.ts).
try {
  await assertSellerAtStart(database.db);
} catch (err) {
  await database.close();
  throw err;
}

let stopping = false;
// One mailer for the app and the order sweep's owed order mails (decision 228).
const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, log });
const app = await createApp({ db: database.db, config, log, mailer, database, draining: () => stopping });

// Requests being served, so the rendition warm-up draws only while the server is otherwise idle.
let serving = 0;
let lastRequestAt = 0;
// With Node's request and response (`env`): a catalogue answer kept to answer its repeats reads them.
async function fetchCounted(request: Request, env: HttpBindings | Http2Bindings): Promise<Response> {
  serving += 1;
  lastRequestAt = performance.now();
  try {
    const response = await app.fetch(request, env);
    // While draining, each answer ends its connection: the client opens its next one elsewhere.
    if (stopping) {
      try {
        response.headers.set('connection', 'close');
      } catch {
        // Immutable headers (Response.redirect): the drain closes that connection after it.
      }
    }
    return response;
  } finally {
    serving -= 1;
    lastRequestAt = performance.now();
  }
}
async function serverIdle(): Promise<void> {
  while (serving > 0 || performance.now() - lastRequestAt < 250) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Raw analytics events older than MCTG_RETENTION_DAYS deleted now and every few hours (decision 157).
const retention = startEventRetention(database.db, { retentionDays: config.mctg.retentionDays, log });

// Lapsed stock holds given back and owed confirmations sent, every minute (decision 191).
const orderSweep = startOrderSweep(database.db, mailer, { log, context: { publicUrl: config.publicUrl, log } });

// Orders ten years after their last entry, and intents never placed after 30 days, deleted now and
// every day (decision 250).
const retentionSweep = startRetentionSweep(database.db, { log });

const warmUp = new AbortController();
let warming: Promise<unknown> = Promise.resolve();
// Read the listing index now rather than at the first listing (decision 089).
listingIndex(database.db).catch((err: unknown) => log.warn({ err }, 'listing index not read at start'));
/**
 * A client gets 15 s to send its headers and 30 s for the whole request (Node's defaults are 60 s
 * and 5 min): a slow sender cannot hold connections open. Bodies are at most 64 KB.
 * An idle connection is another matter: it costs a socket, not a request.
 */
const serverOptions = {
  headersTimeout: 15_000,
  requestTimeout: 30_000,
  // An idle keep-alive connection is kept 65 s rather than Node's 5 s: a client (a load balancer's
  // pool, usually 60 s) that sends on it just as the server closes it gets ECONNRESET instead of an
  // answer, which the e2e run met under load. The server never closes first that way.
  keepAliveTimeout: 65_000,
};
// Repeated catalogue calls, answered before the app (decision 185), count as requests for the idle watch.
const repeats = new RepeatAnswers({ log, draining: () => stopping, answered: () => { lastRequestAt = performance.now(); } });
const server = serve({ fetch: fetchCounted, port: config.port, hostname: config.host, serverOptions, createServer: shopCreateServer(config, repeats) }, (info) => {
  // Mail links always use PUBLIC_URL's origin (never a request's Host); payment pages return to it
  // only when it is set (decision 191).
  log.info({
    port: info.port, host: config.host, publicUrl: config.publicUrl, mailLinks: config.publicUrl,
    paymentReturns: config.publicUrlFixed ? config.publicUrl : 'the origin each shopper paid from (PUBLIC_URL unset)',
    paymentSandbox: [config.payments.stripe, config.payments.paypal].some((p) => p.mode === 'sandbox') ? config.payments.sandbox.reason : 'off',
  }, 'listening');
  // Every picture's renditions drawn ahead of the first shopper, one at a time (decision 087).
  if (config.warmRenditions) {
    // The drawing itself runs in a child process at the lowest CPU priority.
    const renderer = startBackgroundRenderer();
    warming = warmRenditions(database.db, { cacheDir: defaultImageCacheDir(), log, signal: warmUp.signal, idle: serverIdle, render: renderer.render })
      .catch((err: unknown) => log.warn({ err }, 'rendition warm-up failed'))
      .finally(() => renderer.close());
  }
});

// `npm run backup` asks the running shop for a dump with SIGUSR2 (decision 153): only this
// process may open its PGlite folder, and it dumps between two queries.
if (database.kind === 'pglite') {
  writeFileSync(pidFile(config.dataDir), String(process.pid));
  process.on('SIGUSR2', () => {
    dumpPglite(database, backupsDir(config.dataDir))
      .then((file) => log.info({ file }, 'backup written'))
      .catch((err: unknown) => log.error({ err }, 'backup failed'));
  });
}

/**
 * How long the requests open at a stop get to finish (decision 154): about the request timeout,
 * within the 30 s an orchestrator usually waits between SIGTERM and SIGKILL.
 */
const DRAIN_MS = 25_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops listening (new connections are refused) and lets every request already taken on finish
 * and answer; then closes the connections. http.Server#close would also cut, at once, connections
 * that are open but whose request is not read yet (PGlite's queries hold the event loop), and the
 * clients sending them would get no answer: so only the listener is closed first.
 */
async function drain(): Promise<void> {
  const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
  const deadline = performance.now() + DRAIN_MS;
  // Idle for a few turns of the event loop: no request read and not yet answered is left.
  for (let quiet = 0; quiet < 3 && performance.now() < deadline; quiet = serving === 0 ? quiet + 1 : 0) await pause(25);
  // Kept-alive connections now carry no request: closed; whatever is still open at the deadline, cut.
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  const cut = setTimeout(() => {
    if ('closeAllConnections' in server) server.closeAllConnections();
  }, Math.max(0, deadline - performance.now()));
  await closed;
  clearTimeout(cut);
}

async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal, inFlight: serving }, 'shutting down');
  warmUp.abort();
  // Analytics batches waiting for the intake's pace are told to come back later rather than hold
  // the drain; events already answered 202 are written before the database closes (decision 158).
  const eventsWritten = stopEventIntake(database.db);
  await drain();
  await eventsWritten;
  await retention.stop();
  await orderSweep.stop();
  await retentionSweep.stop();
  await warming;
  // Closed cleanly: PGlite left open may need recovery on the next start.
  await database.close();
  rmSync(pidFile(config.dataDir), { force: true });
  log.info('stopped');
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    shutdown(signal).catch((err: unknown) => {
      log.error({ err }, 'unclean shutdown');
      process.exit(1);
    });
  });
}
