// The reference row's floor (the bench's "stack floor" column): the chosen stack with only what
// docs/performance.md says to keep. Hono on @hono/node-server, the shop's own Node server (the security
// headers and the request id on every answer) and its request log layer, answering an unknown
// path with the shop's 404 — the same answer as the shop's, made without the shop's other layers
// and routes. Run as its own process by servers.ts, on PORT.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { notFoundHandler } from '../../../server/http/error-handler.js';
import { requestRecord } from '../../../server/http/request-log.js';
import { shopCreateServer } from '../../../server/http/shop-server.js';
import { createLogger } from '../../../server/log.js';

const app = new Hono();
app.use('*', requestRecord(createLogger(process.env.LOG_LEVEL ?? 'info')));
app.get('/', (c) => c.text('ready'));
app.notFound(notFoundHandler);

const server = serve({
  fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1',
  // The shop's keep-alive (main.ts), so that the answer's headers are the shop's too.
  serverOptions: { keepAliveTimeout: 65_000 }, createServer: shopCreateServer({ publicUrl: 'http://localhost' }),
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
