// Two connection pools on one database, as two processes on one PostgreSQL would have (with
// TEST_DATABASE_URL: a scratch database from the migrated template); on PGlite one in-process
// database serves both, whose transactions queue. For the races between processes: invoice
// numbers, the retention sweep.
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.js';
import { createScratchDatabase } from '../../server/db/scratch-database.js';
import { shops } from '../../server/db/schema.js';
import { SHOP } from '../../server/db/seed/data/shop.js';
import { openTestPglite } from '../../server/db/test-database.js';

export interface TwoPools {
  readonly one: Database;
  readonly other: Database;
}

/** Opens the two pools before the file's tests, with the demo shop's row, and closes them after. */
export function twoPools(scratchName: string): TwoPools {
  let one: Database | undefined;
  let other: Database | undefined;
  let drop = async () => {};
  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const scratch = await createScratchDatabase(serverUrl, scratchName, inject('postgresTemplate') || undefined);
      drop = scratch.drop;
      one = await openDatabase({ url: scratch.url });
      other = await openDatabase({ url: scratch.url });
    } else {
      one = await openTestPglite();
      other = one;
    }
    await one.db.insert(shops).values(SHOP);
  });
  afterAll(async () => {
    await one?.close();
    if (other !== one) await other?.close();
    await drop();
  });
  return {
    get one() { if (!one) throw new Error('the pools open in beforeAll'); return one; },
    get other() { if (!other) throw new Error('the pools open in beforeAll'); return other; },
  };
}
