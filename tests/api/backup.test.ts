// Backups of the embedded database (decision 153): a dump taken while the shop runs and serves
// orders, restored into a new data folder, holds those orders; a restore never overwrites a
// folder that already has a database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase, type Database } from '../../server/db/client.js';
import { orders } from '../../server/db/schema.js';
import { seedDemo } from '../../server/db/seed/index.js';
import { createLogger } from '../../server/log.js';
import { backupsDir, dumpPglite, pgliteDir, restorePglite } from '../../server/ops/backup.js';
import type { TestApi } from './harness.js';
import { completeOrder, insertTrackedArticle, intentOk, readyBuyer } from './order-fixtures.js';

const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'raggio-backup-'));
  folders.push(folder);
  return folder;
};
let dataDir: string;
let database: Database;
let api: TestApi;

beforeAll(async () => {
  dataDir = newFolder();
  database = await openDatabase({ dataDir: pgliteDir(dataDir) });
  await seedDemo(database.db, { articles: 5 });
  const config = loadConfig({ PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DIST_DIR: '/nonexistent-raggio-dist', AUTH_RATE_PER_EMAIL: '1000', AUTH_RATE_PER_CLIENT: '1000' });
  const app = await createApp({ db: database.db, config, log: createLogger('silent'), database });
  const fetch = async (path: string, init?: RequestInit) => app.request(path, init);
  api = { db: database.db, config, baseUrl: '', fetch, restart: async () => {}, close: async () => {} };
});
afterAll(async () => {
  await database?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function placeOrder(): Promise<string> {
  const buyer = await readyBuyer(api, await insertTrackedArticle(database.db, 3));
  const intent = await intentOk(api, buyer);
  expect((await completeOrder(api, buyer, intent)).status).toBe(200);
  return intent.id;
}

describe('backup and restore of PGlite', () => {
  it('a dump taken while the shop runs, restored into a new folder, holds the orders placed before it', async () => {
    const placed = [await placeOrder(), await placeOrder()];
    const file = await dumpPglite(database, backupsDir(dataDir));
    expect(file).toMatch(/raggio-.*\.tar\.gz$/);
    // An order after the dump is not in it.
    const later = await placeOrder();

    const restoredDir = newFolder();
    await restorePglite(file, restoredDir);
    const restored = await openDatabase({ dataDir: pgliteDir(restoredDir) });
    try {
      const ids = (await restored.db.select({ id: orders.id }).from(orders)).map((row) => row.id);
      expect(ids).toEqual(expect.arrayContaining(placed));
      expect(ids).not.toContain(later);
      // Placed, as the live shop had it when the dump was taken.
      const statusIn = async (db: Database['db']) => (await db.select({ status: orders.status }).from(orders).where(eq(orders.id, placed[0]!)))[0]?.status;
      expect(await statusIn(restored.db)).toBe(await statusIn(database.db));
      expect(await statusIn(restored.db)).toBe('awaitPayment');
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore over a folder that holds a database', async () => {
    const file = await dumpPglite(database, backupsDir(dataDir));
    await expect(restorePglite(file, dataDir)).rejects.toThrow(/already holds a database/);
  });
});
