// The Hono app: request log, shop header check, /v1 API with its OpenAPI document, images, and
// the built PWA. Every error leaves as {code, message, statusCode, payload?}.
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { Context } from 'hono';
import { loadConfig, type Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { SHOP_ID } from './domain/shop-id.js';
import { adminApp } from './http/admin-app.js';
import { admission } from './http/admission.js';
import { bodyLimitOf, MAX_BODY_BYTES, MAX_JSON_DEPTH } from './http/body-limits.js';
import { catalogueWritesSeen } from './http/catalogue-writes.js';
import { compression } from './http/compression.js';
import { withEdgeAnswers } from './http/edge-answers-doc.js';
import { errorHandler, errorJson, notFoundHandler } from './http/error-handler.js';
import { imagesRoute } from './http/images-app.js';
import { jsonDepthLimit } from './http/json-depth.js';
import { requestRecord } from './http/request-log.js';
import { documentHeaders, policyOptions, shellScriptHashes } from './http/security-headers.js';
import { validationHook } from './http/validation.js';
import { writeLimits } from './http/write-limits.js';
import { shopHeaderCheck } from './http/shop-header.js';
import { staticApp } from './http/static-app.js';
import { storableTextOnly } from './http/storable-text.js';
import { createLogger, type Logger } from './log.js';
import { metricsRoutes } from './ops/metrics-route.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { stripeWebhookHandler } from './domain/orders/online-payments.js';
import { createPaymentProviders, type PaymentEvents } from './payments/providers.js';
import { loadPaymentSandbox } from './payments/sandbox-loader.js';
import { SANDBOX_PATH } from './payments/sandbox/paths.js';
import { serverRenderedPages, wantsPage } from './ssr/pages.js';
import { crawlerRoutes } from './routes/crawlers.js';
import { v1Routes } from './routes/index.js';

export interface AppOptions {
  db: Db;
  config?: Config;
  log?: Logger;
  /** Default: SMTP_URL's server, or the file outbox (server/mail/mailer.ts). */
  mailer?: Mailer;
  /** What a confirmed payment does (default: logged only, until the orders are bound). */
  paymentEvents?: PaymentEvents;
  /** The opened database, for what operations read of it (its pool or queue in the metrics). */
  database?: Pick<Database, 'stats'>;
  /** True once the process is stopping (readiness answers 503). */
  draining?: () => boolean;
}

/**
 * API calls that take no turn (decision 171): probes must answer however long the line is, and
 * the providers' webhooks may come from the shop's own payment sandbox while its caller holds a turn.
 */
const TAKES_NO_TURN = /^\/v1\/(health(\/|$)|webhooks\/)/;
const takesNoTurn = (c: Context) => TAKES_NO_TURN.test(c.req.path);

/** The e2e suite's fixture calls: only its server (E2E_FIXTURES=1) has them (decision 079). */
const e2eFixturesEnabled = () => process.env.E2E_FIXTURES === '1';

/**
 * Asynchronous because what only a sandbox or a test uses (the payment fakes, the e2e fixtures) is
 * imported when asked for: a production process never loads it (decision 208).
 */
export async function createApp({ db, config = loadConfig(), log = createLogger(config.logLevel), mailer, paymentEvents, database, draining = () => false }: AppOptions) {
  const makeSandbox = await loadPaymentSandbox(config.payments);
  const e2eFixtures = e2eFixturesEnabled() ? (await import('./routes/e2e-fixtures.js')).e2eFixturesRoutes : undefined;
  const mail = mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, log });
  const app = new OpenAPIHono({ defaultHook: validationHook });
  // The sandbox's hosted page sends its webhooks to this very app (decision 131).
  // A paid Checkout Session places its order (decision 130); the handler reads the providers
  // when called, since they are made with it.
  const events = paymentEvents ?? stripeWebhookHandler(db, mail, () => payments, { publicUrl: config.publicUrl, log });
  const payments = createPaymentProviders({
    settings: config.payments, publicUrl: config.publicUrl, deliver: async (request) => app.fetch(request), events, log, sandbox: makeSandbox,
  });
  app.onError(errorHandler(log));
  app.notFound(notFoundHandler);
  app.use('*', requestRecord(log));
  // The security headers of every answer and the request id are set on Node's response
  // (shop-server.ts); those of documents here and by the page renderer (decision 186).
  app.use('*', documentHeaders(policyOptions(config), shellScriptHashes(config.distDir)));
  app.use('*', compression());

  app.use('/v1/*', shopHeaderCheck(SHOP_ID));
  app.use('/v1/*', writeLimits(db, config));
  // Bodies the API accepts are small JSON documents, bar the back office's uploads
  // (server/http/body-limits.ts); anything bigger is refused unread.
  const limitBodyTo = (maxSize: number) => bodyLimit({
    maxSize,
    // The rest of the body is not read: the connection is closed after the answer, and says so,
    // or a client would send its next request on a socket the server drops (decision 199).
    onError: (c) => {
      c.header('Connection', 'close');
      return errorJson(c, 413, { code: 'PAYLOAD_TOO_LARGE', message: `Bodies of this call are limited to ${maxSize} bytes`, statusCode: 413 });
    },
  });
  const limitBody = limitBodyTo(MAX_BODY_BYTES);
  const largerLimits = new Map<number, ReturnType<typeof limitBodyTo>>();
  const limitFor = (path: string) => {
    const size = bodyLimitOf(path);
    if (size === MAX_BODY_BYTES) return limitBody;
    let limit = largerLimits.get(size);
    if (!limit) largerLimits.set(size, limit = limitBodyTo(size));
    return limit;
  };
  // GET and HEAD carry no body the API reads; asking for one builds a whole WHATWG Request
  // (about a fifth of an unknown path's CPU: decision 088).
  app.use('/v1/*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitFor(c.req.path)(c, next)));
  // A JSON body nesting deeper than MAX_JSON_DEPTH is refused from its text, before anything
  // parses or walks it, the analytics batch and the webhooks included (decision 220).
  app.use('/v1/*', jsonDepthLimit());
  // The analytics batch drops a bad event alone and keeps the others (decision 196).
  app.use('/v1/*', storableTextOnly((path) => path === '/v1/mctg/batch'));
  // API calls and server-rendered pages take turns; files (the built app, pictures) do not.
  const turns = admission(config.maxActiveRequests);
  app.use('/v1/*', turns.middleware(takesNoTurn));
  app.use('/v1/*', catalogueWritesSeen(db));
  const deps = { db, config, log, mailer: mail, payments, draining };
  const v1 = v1Routes(deps);
  if (e2eFixtures) v1.route('/', e2eFixtures(deps));
  app.route('/v1', v1);
  const documented = {
    openapi: '3.1.0',
    info: { title: 'Raggio API', version: 'v1', description: `The shop API; every error is {code, message, statusCode, payload?}. Every write call (POST, PUT, PATCH, DELETE; not the providers' webhooks) may answer 429 TOO_MANY_REQUESTS {retryAfter} with a Retry-After header past the per-address or per-account limit (decision 151). A JSON body may nest arrays and objects at most ${MAX_JSON_DEPTH} deep: deeper answers 400 JSON_TOO_DEEP (decision 220).` },
  };
  // The answers every operation may give besides its route's are added to each (decision 199).
  let apiDocument: unknown;
  app.get('/v1/openapi.json', (c) => c.json(apiDocument ??= withEdgeAnswers(app.getOpenAPI31Document(documented))));
  // Unknown API and image paths must not fall through to the PWA's index.html.
  app.all('/v1', notFoundHandler);
  app.all('/v1/*', notFoundHandler);
  app.route('/img', imagesRoute(db));
  app.all('/img', notFoundHandler);
  app.all('/img/*', notFoundHandler);

  // Only in sandbox mode: the fakes of the providers' APIs and their hosted pages (decision 131).
  if (payments.sandbox) app.route(SANDBOX_PATH, payments.sandbox.routes);
  app.all(SANDBOX_PATH, notFoundHandler);
  app.all(`${SANDBOX_PATH}/*`, notFoundHandler);

  app.route('/', metricsRoutes(db, config, database?.stats, turns.stats));
  app.route('/', crawlerRoutes({ db, config }));

  // The back office is a client-rendered page of its own, never the shop's (decision 195).
  app.route('/', adminApp(config.distDir));

  // Public pages are rendered by the server; everything else is the built PWA (decision 080).
  app.use('*', turns.middleware((c) => !wantsPage(c)));
  app.use('*', serverRenderedPages({ db, config, log }));
  app.route('/', staticApp(config.distDir, config.previousDistDir));
  return app;
}
