// A customer's address book as the API shows it. `listAddresses` is also what GET users/{id}
// answers as the User's `addresses` (docs/product/accounts.md#account-data; decision 104).
import { asc, desc, eq } from 'drizzle-orm';
import type { Address } from '../../../contract/address.js';
import type { Db } from '../../db/client.js';
import { addresses } from '../../db/schema.js';

export type AddressRow = typeof addresses.$inferSelect;

export function toAddress(row: AddressRow): Address {
  const address: Address = {
    id: row.id,
    name: { first: row.firstName, last: row.lastName },
    street: row.street,
    cap: row.cap,
    city: row.city,
    province: row.province,
    zipcode: row.zipcode,
    phone: row.phone,
    isDefaultBilling: row.isDefaultBilling,
    isDefaultShipping: row.isDefaultShipping,
    isInvoice: row.isInvoice,
  };
  if (row.note) address.note = row.note;
  if (row.isInvoice && row.invoice) address.invoice = row.invoice;
  if (row.isInvoice && row.fiscalcode) address.fiscalcode = row.fiscalcode;
  return address;
}

/** The user's addresses: default billing first, then default shipping, then oldest first. */
export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefaultBilling), desc(addresses.isDefaultShipping), asc(addresses.createdAt), asc(addresses.id));
  return rows.map(toAddress);
}
