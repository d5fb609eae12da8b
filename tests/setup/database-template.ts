// Global set-up of the server suites: migrate one database and let every test file start from a
// copy of it (server/db/test-database.ts, decision 161). On PGlite the copy is a dumped data
// folder; on PostgreSQL (TEST_DATABASE_URL) a template database.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client.js';
import { createScratchDatabase } from '../../server/db/scratch-database.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const { url, name, drop } = await createScratchDatabase(serverUrl, 'raggio_template');
    const database = await openDatabase({ url });
    // CREATE DATABASE … TEMPLATE refuses a template with open connections.
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteImage', '');
    return drop;
  }
  const database = await openDatabase({});
  const folder = mkdtempSync(join(tmpdir(), 'raggio-template-'));
  const file = join(folder, 'migrated.tar.gz');
  writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteImage', file);
  project.provide('postgresTemplate', '');
  return async () => rmSync(folder, { recursive: true, force: true });
}
