// `npm run backup`: a consistent dump of the embedded database (decision 153). With the shop
// running on DATA_DIR, it asks that process (SIGUSR2) and waits for the file; with the shop
// stopped, it opens the folder itself. PostgreSQL: pg_dump (README "Backups").
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from '../server/db/client.js';
import { backupsDir, dumpPglite, pgliteDir, pidFile } from '../server/ops/backup.js';

const dataDir = resolve(process.env.DATA_DIR ?? 'data');
if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (see the README, "Backups").');
  process.exit(1);
}

function runningServer(): number | null {
  if (!existsSync(pidFile(dataDir))) return null;
  const pid = Number(readFileSync(pidFile(dataDir), 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

async function askRunningServer(pid: number): Promise<string> {
  const dir = backupsDir(dataDir);
  const before = new Set(existsSync(dir) ? readdirSync(dir) : []);
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 120_000; waited += 250) {
    await new Promise((done) => setTimeout(done, 250));
    const fresh = (existsSync(dir) ? readdirSync(dir) : []).find((name) => !before.has(name) && name.endsWith('.tar.gz'));
    // The server renames the file into place once written (dumpPglite): it is whole.
    if (fresh) return resolve(dir, fresh);
  }
  throw new Error('the running server wrote no backup within 2 minutes: see its log');
}

const pid = runningServer();
let file: string;
if (pid !== null) {
  file = await askRunningServer(pid);
} else {
  if (!existsSync(pgliteDir(dataDir))) throw new Error(`no database in ${pgliteDir(dataDir)}`);
  const database = await openDatabase({ dataDir: pgliteDir(dataDir) });
  file = await dumpPglite(database, backupsDir(dataDir));
  await database.close();
}
console.log(file);
