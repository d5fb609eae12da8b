// `npm run seed [-- --articles N]`: seeds the demo shop into the database main.ts uses
// (DATABASE_URL, else PGlite under DATA_DIR/pglite), also into a shop started without it (decision 209). On a seeded shop an explicit --articles
// with another count replaces the catalogue (see docs/decisions/021-demo-catalogue-size.md).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../client.js';
import { countArticles, DEFAULT_ARTICLES, hasDemo, replaceCatalogue, seedDemo } from './index.js';

const { values } = parseArgs({ options: { articles: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
if (values.help) {
  console.log('usage: npm run seed -- [--articles N]   (article rows, variants included; default 320)');
  process.exit(0);
}
const requested = values.articles === undefined ? undefined : Number(values.articles);
if (requested !== undefined && (!Number.isInteger(requested) || requested < 1 || requested > 1_000_000)) {
  console.error(`--articles must be a whole number from 1 to 1000000, got '${values.articles}'`);
  process.exit(2);
}

const url = process.env.DATABASE_URL || undefined;
const dataDir = url ? undefined : join(process.env.DATA_DIR ?? './data', 'pglite');
const log = (msg: string) => console.log(msg);
const started = performance.now();
const database = await openDatabase({ url, dataDir });
try {
  log(`database: ${url ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}`);
  if (!(await hasDemo(database.db))) {
    await seedDemo(database.db, { articles: requested ?? DEFAULT_ARTICLES, log });
  } else {
    const current = await countArticles(database.db);
    if (requested === undefined || requested === current) {
      log(`already seeded with ${current} articles; nothing to do`);
    } else {
      log(`seeded with ${current} articles; replacing the catalogue with ${requested}`);
      await replaceCatalogue(database.db, { articles: requested, log });
    }
  }
  log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s (${await countArticles(database.db)} articles)`);
} catch (error) {
  console.error('seed failed, nothing was changed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
