// For the test suites: each test file gets a fresh database, copied from the migrated template
// that tests/setup/database-template.ts makes once per run (decision 161). Running all migrations
// (the ISTAT municipalities among them) took about 2 s per file; a copy takes a fraction of that.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { createScratchDatabase } from './scratch-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A gzipped PGlite data folder, already migrated ('' when the run made none). */
    pgliteImage: string;
    /** A migrated database on TEST_DATABASE_URL's server to copy ('' without one). */
    postgresTemplate: string;
  }
}

let image: Blob | undefined;
function migratedImage(): Blob | undefined {
  const file = inject('pgliteImage');
  if (!file) return undefined;
  image ??= new Blob([readFileSync(file)]);
  return image;
}

/** An in-memory PGlite with every migration applied. */
export function openTestPglite(): Promise<Database> {
  return openDatabase({ image: migratedImage() });
}

/**
 * A fresh database of the run's kind: a scratch PostgreSQL database with TEST_DATABASE_URL; with
 * TEST_PGLITE_THREAD=on, PGlite on a data folder of its own in its own thread, as production runs
 * it (the wire-protocol driver of decision 216 under every API suite); else PGlite in memory.
 */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl && process.env.TEST_PGLITE_THREAD === 'on') {
    const dataDir = mkdtempSync(join(tmpdir(), 'raggio-thread-'));
    const database = await openDatabase({ dataDir, image: migratedImage(), thread: true });
    return { database, drop: async () => { rmSync(dataDir, { recursive: true, force: true }); } };
  }
  if (!serverUrl) return { database: await openTestPglite(), drop: async () => {} };
  const { url, drop } = await createScratchDatabase(serverUrl, 'raggio_api', inject('postgresTemplate') || undefined);
  return { database: await openDatabase({ url }), drop };
}
