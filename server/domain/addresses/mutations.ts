// The address book's changes (docs/product/accounts.md#address-book; decision 104). Each runs in
// one transaction holding the user row's lock, so concurrent requests of one customer take turns:
// the sixth address cannot slip past the count, and a swap clears the old default and sets the new
// one before the next swap reads them (never none, never two; the partial unique indexes refuse
// two even if a future path forgot the lock). A refusal changes nothing.
import { and, eq } from 'drizzle-orm';
import { ADDRESS_MAX, type Address, type AddressBody, type AddressDefaultType } from '../../../contract/address.js';
import type { Db } from '../../db/client.js';
import { addresses } from '../../db/schema.js';
import { lockUser } from '../../db/user-lock.js';
import { listAddresses, toAddress, type AddressRow } from './list.js';
import { resolvePlace } from './place.js';
import { AddressRefusal } from './refusal.js';
import * as texts from './texts.js';

const notFound = () => new AddressRefusal('missing', 'NOT_FOUND', texts.ADDRESS_NOT_FOUND);

async function lockOrFail(tx: Db, userId: number) {
  if (!(await lockUser(tx, userId))) throw notFound();
}

/** The columns a body writes; the default flags are not among them. */
async function writableColumns(tx: Db, body: AddressBody) {
  const place = await resolvePlace(tx, body);
  return {
    firstName: body.name.first,
    lastName: body.name.last,
    street: body.street,
    ...place,
    phone: body.phone,
    note: body.note || null,
    isInvoice: body.isInvoice,
    // Read only with isInvoice, when the schema has made every one of them present and valid.
    invoice: body.isInvoice ? {
      name: body.invoice?.name ?? '', vatnumber: body.invoice?.vatnumber ?? '', pec: body.invoice?.pec ?? '', sdi: body.invoice?.sdi ?? '',
    } : null,
    fiscalcode: body.isInvoice ? body.fiscalcode ?? null : null,
  };
}

async function ownAddress(tx: Db, userId: number, addressId: number): Promise<AddressRow> {
  const [row] = await tx.select().from(addresses).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/**
 * Adds an address; at most ADDRESS_MAX. It becomes the default billing and shipping address when
 * the user has none of that kind yet (the first address gets both).
 */
export async function createAddress(db: Db, userId: number, body: AddressBody): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockOrFail(tx, userId);
    const book = await tx.select({ billing: addresses.isDefaultBilling, shipping: addresses.isDefaultShipping })
      .from(addresses).where(eq(addresses.userId, userId));
    if (book.length >= ADDRESS_MAX) {
      throw new AddressRefusal('conflict', 'ADDRESS_LIMIT', texts.addressLimit(ADDRESS_MAX), { max: ADDRESS_MAX });
    }
    const columns = await writableColumns(tx, body);
    const [row] = await tx.insert(addresses).values({
      userId, ...columns,
      isDefaultBilling: !book.some((a) => a.billing),
      isDefaultShipping: !book.some((a) => a.shipping),
    }).returning();
    return toAddress(row!);
  });
}

/** Replaces an address's fields; its default flags stay as they are. */
export async function updateAddress(db: Db, userId: number, addressId: number, body: AddressBody): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockOrFail(tx, userId);
    await ownAddress(tx, userId, addressId);
    const columns = await writableColumns(tx, body);
    const [row] = await tx.update(addresses).set(columns).where(eq(addresses.id, addressId)).returning();
    return toAddress(row!);
  });
}

/** Deletes an address that is not a default; answers the book left. */
export async function deleteAddress(db: Db, userId: number, addressId: number): Promise<Address[]> {
  return db.transaction(async (tx) => {
    await lockOrFail(tx, userId);
    const row = await ownAddress(tx, userId, addressId);
    if (row.isDefaultBilling || row.isDefaultShipping) {
      throw new AddressRefusal('conflict', 'ADDRESS_IS_DEFAULT', texts.ADDRESS_IS_DEFAULT, {
        isDefaultBilling: row.isDefaultBilling, isDefaultShipping: row.isDefaultShipping,
      });
    }
    await tx.delete(addresses).where(eq(addresses.id, addressId));
    return listAddresses(tx, userId);
  });
}

const FLAG = { Billing: 'isDefaultBilling', Shipping: 'isDefaultShipping' } as const;

/**
 * Makes the address the default of that type, taking the flag from the address that had it; the
 * only way a default moves. Already the default: nothing changes. Answers the whole book.
 */
export async function swapDefault(db: Db, userId: number, addressId: number, type: AddressDefaultType): Promise<Address[]> {
  return db.transaction(async (tx) => {
    await lockOrFail(tx, userId);
    const row = await ownAddress(tx, userId, addressId);
    const flag = FLAG[type];
    if (!row[flag]) {
      // Cleared first: the partial unique index allows one default of a type per user at a time.
      await tx.update(addresses).set({ [flag]: false }).where(and(eq(addresses.userId, userId), eq(addresses[flag], true)));
      await tx.update(addresses).set({ [flag]: true }).where(eq(addresses.id, addressId));
    }
    return listAddresses(tx, userId);
  });
}
