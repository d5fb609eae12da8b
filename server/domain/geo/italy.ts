// Italy's provinces and municipalities for the address form (decision 100): reference data from
// migration 0002, sorted the Italian way (Forlì before Frosinone, L'Aquila among the Ls).
import { asc, eq } from 'drizzle-orm';
import type { Municipality, Province } from '../../../contract/geo.js';
import type { Db } from '../../db/client.js';
import { municipalities, provinces } from '../../db/schema.js';

const italian = new Intl.Collator('it', { sensitivity: 'base' });
const byName = (a: { name: string }, b: { name: string }) => italian.compare(a.name, b.name);

export async function listProvinces(db: Db): Promise<Province[]> {
  const rows = await db.select({ id: provinces.id, name: provinces.name, region: provinces.region }).from(provinces);
  return rows.sort(byName);
}

/** The municipalities of a province, or null when there is no such province. */
export async function provinceMunicipalities(db: Db, provinceId: string): Promise<Municipality[] | null> {
  const rows = await db.select().from(municipalities).where(eq(municipalities.provinceId, provinceId)).orderBy(asc(municipalities.id));
  if (rows.length === 0) return null;
  return rows
    .map((row) => ({ id: `${provinceId}_${row.id}`, name: row.name, zipcode: row.caps[0]!, zipcodes: row.caps }))
    .sort(byName);
}
