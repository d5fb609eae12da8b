// Province, municipality and CAP of an address must be one real place of the ISTAT data (decision
// 100): `cap` is a municipality's geo id inside `province`, the zipcode one of its CAPs. The city
// is the municipality's name, never the customer's spelling (decision 104).
import { and, eq } from 'drizzle-orm';
import type { AddressBody } from '../../../contract/address.js';
import type { Db } from '../../db/client.js';
import { municipalities, provinces } from '../../db/schema.js';
import { AddressRefusal, type AddressFieldProblem } from './refusal.js';
import { INVALID_PLACE } from './texts.js';

export interface Place {
  province: string;
  cap: string;
  city: string;
  zipcode: string;
}

const problem = (path: string, message: string): AddressFieldProblem => ({ in: 'json', path, message });

/** The checked place, or an 'invalid' refusal naming every wrong field (payload.fields). */
export async function resolvePlace(db: Db, body: Pick<AddressBody, 'province' | 'cap' | 'zipcode'>): Promise<Place> {
  const fields: AddressFieldProblem[] = [];
  const [sigla, istatCode] = body.cap.split('_') as [string, string];
  const [province] = await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, body.province));
  const [municipality] = await db.select({ name: municipalities.name, caps: municipalities.caps }).from(municipalities)
    .where(and(eq(municipalities.id, istatCode), eq(municipalities.provinceId, sigla)));
  if (!province) fields.push(problem('province', `no province has the sigla '${body.province}'`));
  if (!municipality) fields.push(problem('cap', `no municipality has the geo id '${body.cap}'`));
  else if (sigla !== body.province) fields.push(problem('cap', `'${body.cap}' is not a municipality of the province '${body.province}'`));
  let zipcode = body.zipcode ?? '';
  if (municipality && fields.length === 0) {
    if (zipcode === '' && municipality.caps.length === 1) zipcode = municipality.caps[0]!;
    else if (zipcode === '') fields.push(problem('zipcode', `required: ${municipality.name} has several CAPs (${municipality.caps.length})`));
    else if (!municipality.caps.includes(zipcode)) {
      fields.push(problem('zipcode', `'${zipcode}' is not a CAP of ${municipality.name}${municipality.caps.length === 1 ? ` (${municipality.caps[0]})` : ''}`));
    }
  }
  if (!municipality || fields.length > 0) throw new AddressRefusal('invalid', 'VALIDATION_ERROR', INVALID_PLACE, { fields });
  return { province: body.province, cap: body.cap, city: municipality.name, zipcode };
}
