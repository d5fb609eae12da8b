// autocannon 9 turns the body of every answer into a string as it arrives (`req.body += chunk`),
// for its verifyBody, expectBody and onResponse options (mcollina/autocannon#485, #362). A
// compressed body decodes as invalid UTF-8, slowly, on the load generator's share of the two
// cores: the shop's 16 KB brotli product page, sent by a bare node:http server and loaded by
// load.ts, answered 2 300 req/s with the decode and 19 000 without it (2026-11-27). The bench
// uses none of the three options, so its loads keep no body: a row then measures the server and
// the bytes it sends, not the load generator decoding them. Imported for this effect by load.ts.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const queue = require('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { addBody(data: Buffer): void } };

queue.prototype.addBody = () => {};
