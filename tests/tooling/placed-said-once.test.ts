// What "placed" means is said once (docs/decisions/226-an-orders-life-in-one-table.md): contract/order-life.ts's
// isPlaced, and server/domain/orders/life-sql.ts's conditions for queries. A query written as SQL
// uses placedAs; no other server file tests placed_at for null itself.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const sources = readdirSync(join(root, 'server'), { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts')).map((path) => join('server', path));
const SAYS_PLACED = /placed_at\s+is\s+(not\s+)?null|isN(ot)?Null\(orders\.placedAt\)/i;

describe('"placed"', () => {
  it('is tested against null only where the order life is written as queries', () => {
    const saying = sources.filter((path) => SAYS_PLACED.test(readFileSync(join(root, path), 'utf8')));
    expect(saying).toEqual(['server/domain/orders/life-sql.ts']);
  });
});
