// A database of the bench's own for modules that write (orders, carts, users), so their rows never
// pile into the shared catalogue of .data-bench/: a fresh PGlite folder, or a database of its own
// made on the PostgreSQL server at `serverUrl` and dropped afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../../server/db/client.js';
import { createScratchDatabase } from '../../../server/db/scratch-database.js';

export interface BenchDatabase {
  /** The server's DATA_DIR (PGlite keeps its files in DATA_DIR/pglite, as server/main.ts does). */
  dataDir: string;
  /** DATABASE_URL for the server: empty on PGlite. */
  url: string;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function freshDatabase(serverUrl: string | undefined, name: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `raggio-bench-${name}-`));
  if (!serverUrl) {
    return { dataDir, url: '', open: () => openDatabase({ dataDir: join(dataDir, 'pglite') }), drop: async () => { rmSync(dataDir, { recursive: true, force: true }); } };
  }
  const { url, drop } = await createScratchDatabase(serverUrl, `raggio_bench_${name}`);
  return {
    dataDir, url, open: () => openDatabase({ url }),
    drop: async () => { await drop(); rmSync(dataDir, { recursive: true, force: true }); },
  };
}

/** Opens the database for `work` and closes it: PGlite is one process's at a time, so no server may hold it meanwhile. */
export async function withDb<T>(open: () => Promise<Database>, work: (db: Database['db']) => Promise<T>): Promise<T> {
  const database = await open();
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}
