// A database of its own on a PostgreSQL server, made for one test file or one bench run and
// dropped after it (decision 002): its URL, and the drop.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function adminQuery(serverUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * `serverUrl`: any database on the server (postgres://…/postgres); `prefix`: names it, e.g. raggio_api;
 * `template`: a database to copy (the test suites copy one already migrated).
 */
export async function createScratchDatabase(serverUrl: string, prefix: string, template?: string): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
