// The withdrawal function's pages render on the server (decisions 234, 261): the chooser /recesso
// and one order's statement /recesso/{id}, in Italian and English, without browser globals and
// without falling back to client rendering; the session and the orders are the browser's.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SsrRender } from '../../contract/ssr.js';
import type { Database } from '../../server/db/client.js';
import { openTestPglite } from '../../server/db/test-database.js';
import { seedDemo } from '../../server/db/seed/index.js';
import { domainReader } from '../../server/ssr/domain-reader.js';

const BUNDLE = resolve('dist-server/entry-server.js');
const ORIGIN = 'http://shop.test';
const ORDER_ID = '8d0c4a8e-0000-4000-8000-000000000261';

let database: Database;
let render: SsrRender;
let reader: ReturnType<typeof domainReader>;

beforeAll(async () => {
  if (!existsSync(BUNDLE)) throw new Error('The server-render bundle is missing: run `npm run build` first.');
  database = await openTestPglite();
  await seedDemo(database.db, { articles: 4 });
  reader = domainReader(database.db, { publicUrl: ORIGIN });
  ({ render } = (await import(pathToFileURL(BUNDLE).href)) as { render: SsrRender });
});
afterAll(async () => {
  await database?.close();
});

describe('the withdrawal pages rendered on the server', () => {
  it.each([
    ['/recesso', 'Recesso dal contratto'],
    [`/recesso/${ORDER_ID}`, 'Recesso dal contratto'],
    ['/en/recesso', 'Withdrawal from the contract'],
    [`/en/recesso/${ORDER_ID}`, 'Withdrawal from the contract'],
  ])('%s renders its heading, loading until the browser has the session', async (url, heading) => {
    const result = await render({ url, origin: ORIGIN, reader });
    expect(result.kind, url).toBe('html');
    if (result.kind !== 'html') return;
    expect(result.status, url).toBe(200);
    expect(result.body, url).toContain(`<h1 id="withdrawal-title">${heading}</h1>`);
    expect(result.body, url).not.toContain('Switched to client rendering');
  });
});
