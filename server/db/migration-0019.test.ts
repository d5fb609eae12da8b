// Migration 0019 (decision 228): the mails recorded before it were sent, and a confirmation still
// owed by the old columns (orders.confirmation_due_at without confirmation_sent_at) becomes an
// owed row of order_mails, so no owed confirmation is lost with the columns.
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

describe('migration 0019', () => {
  it('marks recorded mails sent and carries owed confirmations over as owed rows', async () => {
    // The migrations up to 0018, as a database was before this one.
    cpSync(MIGRATIONS, before, { recursive: true });
    const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    const upTo = journal.entries.findIndex((e) => e.tag.startsWith('0019_'));
    writeFileSync(join(before, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
    const client = new PGlite('memory://', { extensions: { pg_trgm } });
    await client.exec('create extension if not exists pg_trgm');
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });

    await client.exec(`
      INSERT INTO shops (id, name, company) VALUES ('raggio', 'Raggio', '{}');
      INSERT INTO users (id, shop_id, email, password_hash, first_name, last_name, birth_date) VALUES (1, 'raggio', 'giulia@example.it', 'x', 'Giulia', 'Bianchi', '1990-01-01');
      INSERT INTO orders (id, shop_id, user_id, number, status, checkout, payment_method, cart_id, checkout_key, expires_at, placed_at, confirmation_due_at, confirmation_sent_at) VALUES
        ('00000000-0000-4000-8000-000000000001', 'raggio', 1, 'R1', 'pending', '{}', 'bankTransfer', gen_random_uuid(), 'k', now(), now(), '2026-11-28T10:00:00Z', NULL),
        ('00000000-0000-4000-8000-000000000002', 'raggio', 1, 'R2', 'pending', '{}', 'bankTransfer', gen_random_uuid(), 'k', now(), now(), '2026-11-28T10:00:00Z', '2026-11-28T10:00:05Z');
      INSERT INTO order_mails (order_id, kind, "to", subject, sent_at) VALUES ('00000000-0000-4000-8000-000000000002', 'confirmation', 'giulia@example.it', 'Conferma R2', '2026-11-28T10:00:05Z');
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS });

    const { rows } = await client.query<{ order_id: string; kind: string; to: string; status: string; attempts: number; text: string | null; created_at: Date; sent_at: Date | null }>(
      'SELECT order_id, kind, "to", status, attempts, text, created_at, sent_at FROM order_mails ORDER BY order_id',
    );
    expect(rows).toEqual([
      expect.objectContaining({ order_id: '00000000-0000-4000-8000-000000000001', kind: 'confirmation', to: 'giulia@example.it', status: 'owed', attempts: 0, text: null, sent_at: null }),
      expect.objectContaining({ order_id: '00000000-0000-4000-8000-000000000002', kind: 'confirmation', status: 'sent', attempts: 1 }),
    ]);
    expect(rows[0]!.created_at.toISOString()).toBe('2026-11-28T10:00:00.000Z');
    expect(rows[1]!.created_at.toISOString()).toBe('2026-11-28T10:00:05.000Z');
    const columns = await client.query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_name = 'orders' AND column_name LIKE 'confirmation%'");
    expect(columns.rows).toEqual([]);
    await client.close();
  });
});
