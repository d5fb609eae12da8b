// The built server-render bundle (dist-server/entry-server.js) loaded in plain Node beside a demo
// database, for the suites that render pages with it as the server does.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import type { SsrRender } from '../../contract/ssr.js';
import type { Database } from '../../server/db/client.js';
import { seedDemo } from '../../server/db/seed/index.js';
import { openTestPglite } from '../../server/db/test-database.js';
import { domainReader } from '../../server/ssr/domain-reader.js';

const BUNDLE = resolve('dist-server/entry-server.js');
export const ORIGIN = 'http://shop.test';

export interface SsrBundle {
  database: Database;
  render: SsrRender;
  reader: ReturnType<typeof domainReader>;
}

/** Loads the bundle and seeds `articles` demo articles before the suite; filled in by then. */
export function ssrBundleSuite(articles: number): SsrBundle {
  const bundle = {} as SsrBundle;
  beforeAll(async () => {
    if (!existsSync(BUNDLE)) throw new Error('The server-render bundle is missing: run `npm run build` first.');
    bundle.database = await openTestPglite();
    await seedDemo(bundle.database.db, { articles });
    bundle.reader = domainReader(bundle.database.db, { publicUrl: ORIGIN });
    ({ render: bundle.render } = (await import(pathToFileURL(BUNDLE).href)) as { render: SsrRender });
  });
  afterAll(async () => {
    await bundle.database?.close();
  });
  return bundle;
}
