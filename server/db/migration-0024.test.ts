// Migration 0024 (docs/decisions/237-staff-roles-and-the-staff-screen.md): every member before it
// may do everything, so each becomes an owner; a member added after it is staff unless made an
// owner, and no other role is stored. Open sessions get a last call of now, so none runs idle at
// once, and end a week after their sign-in at the latest, as new ones do.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const MIGRATIONS = 'server/db/migrations';
const before = mkdtempSync(join(tmpdir(), 'raggio-migrations-'));
afterAll(() => { rmSync(before, { recursive: true, force: true }); });

describe('migration 0024', () => {
  it('makes the members before it owners, the later ones staff by default, allows no other role, and cuts open sessions to a week', async () => {
    cpSync(MIGRATIONS, before, { recursive: true });
    const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    const upTo = journal.entries.findIndex((e) => e.tag.startsWith('0024_'));
    writeFileSync(join(before, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
    const client = new PGlite('memory://', { extensions: { pg_trgm } });
    await client.exec('create extension if not exists pg_trgm');
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });

    await client.exec(`
      INSERT INTO shops (id, name, company) VALUES ('raggio', 'Raggio', '{}');
      INSERT INTO staff (id, shop_id, email, name) VALUES (1, 'raggio', 'anna@raggio.test', 'Anna'), (2, 'raggio', 'bruno@raggio.test', 'Bruno');
      INSERT INTO staff (id, shop_id, email, name, disabled_at) VALUES (3, 'raggio', 'carla@raggio.test', 'Carla', now());
      INSERT INTO staff_sessions (staff_id, created_at, expires_at) VALUES
        (1, now() - interval '1 day', now() + interval '1 day'),
        (2, now() - interval '2 days', now() + interval '28 days');
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS });

    await client.exec("INSERT INTO staff (id, shop_id, email, name) VALUES (4, 'raggio', 'dario@raggio.test', 'Dario')");
    const { rows } = await client.query<{ id: number; role: string }>('SELECT id, role FROM staff ORDER BY id');
    expect(rows).toEqual([{ id: 1, role: 'owner' }, { id: 2, role: 'owner' }, { id: 3, role: 'owner' }, { id: 4, role: 'staff' }]);
    await expect(client.exec("UPDATE staff SET role = 'admin' WHERE id = 4")).rejects.toThrow(/staff_role/);
    const sessions = await client.query<{ staff_id: number; last_seen_at: Date | null; lasts: string }>(
      "SELECT staff_id, last_seen_at, (expires_at - created_at)::text AS lasts FROM staff_sessions ORDER BY staff_id");
    expect(sessions.rows.map((r) => [r.staff_id, r.last_seen_at instanceof Date, r.lasts])).toEqual([[1, true, '2 days'], [2, true, '7 days']]);
    await client.close();
  });
});
