// Backups of the embedded database (decision 153). PGlite's dumpDataDir tars its whole
// data folder between two queries, so a dump taken by the running server is consistent; a stopped
// shop's folder is opened and dumped the same way. A restore loads a dump into a new, empty folder
// (never over a shop's data). PostgreSQL is backed up with pg_dump (README "Backups").
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/client.js';

/** The folder, under DATA_DIR, where the running server writes the dumps it is asked for. */
export const backupsDir = (dataDir: string) => join(dataDir, 'backups');
/** PGlite's own folder under DATA_DIR (server/main.ts). */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');
/** The running server's process id, so `npm run backup` can ask it for a dump. */
export const pidFile = (dataDir: string) => join(dataDir, 'server.pid');

/** Writes a gzipped tarball of PGlite's data folder into `dir`; answers its path. */
export async function dumpPglite(database: Pick<Database, 'dump'>, dir: string): Promise<string> {
  if (!database.dump) throw new Error('only the embedded database (PGlite) is dumped this way; use pg_dump for PostgreSQL');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `raggio-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  // Written aside, then renamed: whoever waits for a .tar.gz never reads half of one.
  await writeFile(`${file}.part`, Buffer.from(await (await database.dump()).arrayBuffer()));
  await rename(`${file}.part`, file);
  return file;
}

/** Loads the dump `file` into `dataDir`'s PGlite folder, which must not hold a database yet. */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  const target = pgliteDir(dataDir);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${target} already holds a database: restore into a new DATA_DIR, then swap the folders`);
  }
  await mkdir(target, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = new PGlite(target, { loadDataDir: new Blob([await readFile(file)]), extensions: { pg_trgm } });
  await client.query('select 1');
  await client.close();
}
