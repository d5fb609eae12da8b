// What the fuzzer works against: two signed-up customers with real resources (addresses, a saved
// card, a wish list, a cart line, an open order for the first), a signed-in staff member and
// placed orders for the back office to act on, the ids the server knows by path parameter, and a
// digest of the rows a refused request must not change.
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import {
  addresses, articles, brands, campaigns, cartItems, carts, departments, infoPages, orders, promoCodes, promoPages, savedCards, wishArticles, wishes,
} from '../../../server/db/schema.js';
import { addAddressOk, addressBody } from '../address-fixtures.js';
import { staffSignIn } from '../admin-fixtures.js';
import { placeOrder } from '../admin-order-fixtures.js';
import { PASSWORD, bearer, signUpOk } from '../auth-fixtures.js';
import { insertSavedCard } from '../card-fixtures.js';
import { drainEventIntake } from '../../../server/domain/mctg/intake.js';
import { postJson, type TestApi } from '../harness.js';
import { addToCart, chooseCheckout, intentOk, userCartId } from '../order-fixtures.js';
import type { KnownValues, Material } from './requests.js';

export interface Customer { id: number; email: string; token: string }

/**
 * Tables a refused request may change, and why each (decision 224). Every other table of the
 * schema is guarded, read from the database itself, so a table added later is guarded without a
 * line here: the catalogue, the shop's settings and pages, every customer's and staff member's
 * rows, sessions, carts, orders, the analytics and the idempotency keys' stored answers.
 */
export const UNGUARDED_TABLES: Record<string, string> = {
  // Counting refusals is the limiter's job: a refused sign-in must count (decisions 099, 197).
  rate_limits: 'the limits count refused attempts on purpose',
};

/**
 * Tables guarded in part: the rows a refusal may add are left out of the digest, every other row
 * is in it. The staff's audit records a refused action or sign-in as a row of its own, its
 * `refusal` set (decision 225); an action done is a row with none, and a refused call that wrote
 * one (or changed one) has written the audit of something it did not do.
 */
const PARTLY_GUARDED: Record<string, string> = {
  staff_actions: 'refusal is null',
};

/**
 * One row per guarded table: its row count and the newest transaction that wrote one of its rows
 * (xmin). Any committed insert or update writes a row version with a new xmin, and a delete
 * lowers the count, so the pair changes exactly when the table does; reading it is a plain scan,
 * several times cheaper than hashing every row's text.
 */
async function digestSql(api: TestApi) {
  const tables = (await api.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`) as unknown as { rows: { name: string }[] })
    .rows.map((r) => r.name).filter((t) => !(t in UNGUARDED_TABLES));
  return sql.raw(tables.map((t) => {
    const where = PARTLY_GUARDED[t] ? ` where ${PARTLY_GUARDED[t]}` : '';
    return `select '${t}' as name, count(*)::int as rows, coalesce(max(xmin::text::bigint), 0)::text as version from "${t}"${where}`;
  }).join(' union all '));
}
const digestQueries = new WeakMap<TestApi, ReturnType<typeof sql.raw>>();

export type Digest = Record<string, string>;

/**
 * The last digest read, and the first transaction id not yet given out when it was read. A
 * transaction gets an id only when it writes, so while that number stands no row of any table can
 * have changed, and the last digest is still true: a refused call that wrote nothing (most do) is
 * checked without scanning a table.
 */
const lastDigests = new WeakMap<TestApi, { nextXid: string; tables: Digest }>();
const NEXT_XID = sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`;

export async function digest(api: TestApi): Promise<Digest> {
  // Analytics events answered 202 are written a moment later (decision 158): settle them first, so
  // a 2xx's events written during a later refused call do not read as that call's change.
  await drainEventIntake(api.db);
  // Read before the tables: a write after this read moves it, and the next digest reads them again.
  const nextXid = (await api.db.execute(NEXT_XID) as unknown as { rows: { next: string }[] }).rows[0]!.next;
  const last = lastDigests.get(api);
  if (last?.nextXid === nextXid) return last.tables;
  let query = digestQueries.get(api);
  if (!query) digestQueries.set(api, query = await digestSql(api));
  const result = await api.db.execute(query) as unknown as { rows: { name: string; rows: number; version: string }[] };
  const tables = Object.fromEntries(result.rows.map((r) => [r.name, `${r.rows}:${r.version}`]));
  lastDigests.set(api, { nextXid, tables });
  return tables;
}

/** The tables whose digest differs. */
export const changedTables = (before: Digest, after: Digest) => Object.keys(before).filter((t) => before[t] !== after[t]);

async function signIn(api: TestApi, email: string): Promise<string> {
  const res = await api.fetch('/v1/auth/signin', postJson({ email, password: PASSWORD }));
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

export interface World extends Material {
  a: Customer;
  b: Customer;
  /** Reads the ids again (fuzzed calls add and remove resources). */
  refresh(): Promise<void>;
  /** A 2xx may legitimately change things the fuzzer relies on: put them back. */
  afterSuccess(method: string, path: string): Promise<void>;
}

async function firstArticle(api: TestApi): Promise<number> {
  const [row] = await api.db.select({ id: articles.id }).from(articles).where(eq(articles.grade, 'simple')).orderBy(articles.id).limit(1);
  return row!.id;
}

/** A customer with two addresses, a saved card, a wish and a line in the cart. */
async function customer(api: TestApi, articleId: number): Promise<Customer & { addressId: number; cartId: string }> {
  const { token, user } = await signUpOk(api);
  const address = await addAddressOk(api, user.id, token);
  await addAddressOk(api, user.id, token, addressBody({ street: 'Via Altra 2' }));
  await insertSavedCard(api.db, user.id, { isSelected: true });
  expect((await api.fetch('/v1/wishes/articles', postJson({ id: articleId }, { authorization: `Bearer ${token}` }))).status).toBe(200);
  return { id: user.id, email: user.email, token, addressId: address.id, cartId: await userCartId(api.db, user.id) };
}

export async function makeWorld(api: TestApi): Promise<World> {
  const articleId = await firstArticle(api);
  // The staff close any customer by id (POST admin/customers/{id}/close): the ids fuzzed from the
  // schema, mostly small, must not name A or B, whose sessions the fuzzer relies on.
  await api.db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), greatest((select max(id) from users), 1000000000))`);
  const a = await customer(api, articleId);
  const b = await customer(api, articleId);
  // The customer the back office's customer calls act on (closing it included).
  const c = await signUpOk(api);
  // A's open order (cash on delivery: it waits, so a fuzzed completion or payment could change it).
  const buyer = { userId: a.id, token: a.token, email: a.email, cartId: a.cartId, addressId: a.addressId };
  await addToCart(api, buyer, articleId, 1);
  await chooseCheckout(api, buyer, { payment: 'mark' });
  await intentOk(api, buyer);
  // And a line in A's cart again for the cart-line routes.
  await addToCart(api, buyer, articleId, 2);
  // Placed orders for the back office's actions: a transfer awaiting its money, one paid on
  // delivery (pending), one paid by card (its refunds go to the sandbox's Stripe).
  for (const payment of ['bankTransfer', 'mark', 'stripe'] as const) await placeOrder(api, { payment });
  const picture = new Uint8Array(await sharp({ create: { width: 24, height: 16, channels: 3, background: '#2a6f97' } }).png().toBuffer());

  let token = a.token;
  let staffToken = (await staffSignIn(api)).token;
  let values: Record<string, (string | number)[]> = {};
  const userIds = [a.id, b.id];

  const refresh = async () => {
    // A fuzzed call that worked may have ended A's session (a sign-out, a password change).
    if ((await api.fetch('/v1/auth', bearer(token))).status === 401) token = await signIn(api, a.email);
    if ((await api.fetch('/v1/admin/auth', bearer(staffToken))).status === 401) staffToken = (await staffSignIn(api)).token;
    const column = <T>(rows: { v: T }[]) => rows.map((r) => r.v);
    const ofUsers = <T>(rows: { v: T; u: number }[]) => rows.filter((r) => userIds.includes(r.u)).map((r) => r.v);
    const [arts, containers, depts, brandRows, promoRows, pageRows, campaignRows, codeRows, skuRows, allOrders] = await Promise.all([
      api.db.select({ v: articles.id }).from(articles).orderBy(articles.id).limit(6),
      api.db.select({ v: articles.id }).from(articles).where(eq(articles.grade, 'container')).limit(3),
      api.db.select({ v: departments.slug }).from(departments).limit(4),
      api.db.select({ v: brands.slug }).from(brands).limit(4),
      api.db.select({ v: promoPages.slug }).from(promoPages).limit(3),
      api.db.select({ v: infoPages.key }).from(infoPages).limit(3),
      api.db.select({ v: campaigns.id }).from(campaigns).limit(3),
      api.db.select({ v: promoCodes.id }).from(promoCodes).limit(3),
      api.db.select({ v: articles.sku }).from(articles).orderBy(articles.id).limit(8),
      api.db.select({ v: orders.id }).from(orders).orderBy(orders.createdAt).limit(8),
    ]);
    const [addressRows, cardRows, wishRows, orderRows] = await Promise.all([
      api.db.select({ v: addresses.id, u: addresses.userId }).from(addresses).where(inArray(addresses.userId, userIds)),
      api.db.select({ v: savedCards.id, u: savedCards.userId }).from(savedCards).where(inArray(savedCards.userId, userIds)),
      api.db.select({ v: wishes.id, u: wishes.userId }).from(wishes).where(inArray(wishes.userId, userIds)),
      api.db.select({ v: orders.id, u: orders.userId }).from(orders).where(inArray(orders.userId, userIds)),
    ]);
    const wishIds = ofUsers(wishRows);
    const wished = wishIds.length ? column(await api.db.select({ v: wishArticles.articleId }).from(wishArticles).where(inArray(wishArticles.wishId, wishIds))) : [];
    const lines = column(await api.db.select({ v: cartItems.id }).from(cartItems).innerJoin(carts, eq(carts.id, cartItems.cartId)).where(inArray(carts.userId, userIds)));
    values = {
      user: userIds, addressId: ofUsers(addressRows), cardId: ofUsers(cardRows), wishId: wishIds, wishArticleId: wished, itemId: lines,
      orderId: ofUsers(orderRows), articleId: column(arts), containerId: column(containers), slug: [...column(depts), ...column(promoRows)],
      brand: column(brandRows), key: column(pageRows), campaignId: column(campaignRows), promoId: column(codeRows),
      email: [a.email, b.email], province: ['PD', 'RM'], shopId: ['raggio'],
      sku: column(skuRows), anyOrderId: column(allOrders),
    };
  };
  await refresh();

  /** The pool a path parameter draws real values from (`id` means something else on each path). */
  const known: KnownValues = (path, param) => {
    if (param === 'userId' || (param === 'id' && /users\/\{id\}/.test(path))) return values.user!;
    if (param === 'id') {
      if (path.startsWith('/v1/orders/')) return values.orderId!;
      // The staff reach every order and article.
      if (path.startsWith('/v1/admin/orders/')) return values.anyOrderId!;
      if (path.startsWith('/v1/admin/articles/')) return values.articleId!;
      if (path.startsWith('/v1/admin/customers/')) return [c.user.id];
      if (path.startsWith('/v1/catalogs/articles/containers/')) return values.containerId!;
      if (path.startsWith('/v1/catalogs/articles/')) return values.articleId!;
      if (path.startsWith('/v1/campaigns/')) return values.campaignId!;
      if (path.startsWith('/v1/checkout/ss/promos/')) return values.promoId!;
      return [];
    }
    if (param === 'articleId' && path.startsWith('/v1/wishes/')) return values.wishArticleId!;
    return values[param] ?? [];
  };

  return {
    a, b, known, refresh, picture,
    token: (caller) => (caller === 'staff' ? staffToken : token),
    skus: () => values.sku!.map(String),
    async afterSuccess(method, path) {
      // The fuzzer's own sign-out worked: A (or the staff member) signs in again, as they would.
      if (method === 'POST' && path === '/v1/auth/signout') token = await signIn(api, a.email);
      if (method === 'POST' && path === '/v1/admin/auth/signout') staffToken = (await staffSignIn(api)).token;
    },
  };
}
