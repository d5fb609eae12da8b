// Articles the cart suites own, inserted beside the demo seed with known stock, bounds, prices and
// VAT rates, so the tests state the rules ("tracked stock 5 refuses a sixth") with exact numbers.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { checkoutSchema, type CartItem, type Checkout } from '../../contract/checkout.js';
import type { Db } from '../../server/db/client.js';
import { articles, attributeOptions, attributes, brands, bundleMembers, variantOptions } from '../../server/db/schema.js';
import { SHOP_ID } from '../../server/domain/shop-id.js';
import { startTestApi, type TestApi, type TestApiOptions } from './harness.js';

type NewArticle = Partial<typeof articles.$inferInsert> & { priceGross: number };

export interface CartFixtures {
  /** Tracked stock 5, 25.00 € at 22 %. */
  bottle: number;
  /** Untracked, no limits (the default ceiling, 99), 10.00 € at 4 %. */
  book: number;
  /** Untracked, cart min 2 and max 4, 5.00 € discounted to 4.00 € at 10 %. */
  gel: number;
  /** Switched off. */
  retired: number;
  /** Not for minors, 30.00 €. */
  co2: number;
  /** A container (40.00 €) and its variants: small tracked 3, large untracked. */
  jersey: { id: number; small: number; large: number };
  /** A container not related to the jersey, with one variant. */
  glove: { id: number; only: number };
  /** Bundle of one bottle and one jersey, 60.00 €: the jersey's variant is chosen. */
  kit: number;
}

export async function insertCartFixtures(db: Db): Promise<CartFixtures> {
  const tag = randomBytes(3).toString('hex');
  const [brand] = await db.insert(brands).values({ shopId: SHOP_ID, slug: `cart-test-${tag}`, name: 'Cart Test' }).returning();
  let n = 0;
  const add = async (a: NewArticle) => {
    n += 1;
    const [row] = await db.insert(articles).values({
      shopId: SHOP_ID, sku: `CT-${tag}-${n}`, slug: `cart-test-${tag}-${n}`, grade: 'simple', brandId: brand!.id,
      name: { it: `Articolo di prova ${n}`, en: `Test article ${n}` }, stockOn: false, ...a,
    }).returning({ id: articles.id });
    return row!.id;
  };
  const [size] = await db.insert(attributes).values({ shopId: SHOP_ID, slug: `cart-size-${tag}`, name: { it: 'Taglia', en: 'Size' } }).returning();
  const option = async (it: string) =>
    (await db.insert(attributeOptions).values({ attributeId: size!.id, value: { it, en: it } }).returning())[0]!.id;
  const [small, large] = [await option('S'), await option('L')];

  const bottle = await add({ priceGross: 2500, vatRate: 22, stockOn: true, stockQuantity: 5 });
  const book = await add({ priceGross: 1000, vatRate: 4 });
  const gel = await add({ priceGross: 500, priceDiscounted: 400, vatRate: 10, cartMinOn: true, cartMinValue: 2, cartMaxOn: true, cartMaxValue: 4 });
  const retired = await add({ priceGross: 1500, available: false });
  const co2 = await add({ priceGross: 3000, pg18: true });
  const jerseyId = await add({ grade: 'container', priceGross: 4000 });
  const smallId = await add({ grade: 'variant', containerId: jerseyId, priceGross: 4000, stockOn: true, stockQuantity: 3 });
  const largeId = await add({ grade: 'variant', containerId: jerseyId, priceGross: 4000 });
  await db.insert(variantOptions).values([{ variantId: smallId, optionId: small }, { variantId: largeId, optionId: large }]);
  const gloveId = await add({ grade: 'container', priceGross: 2000 });
  const onlyGlove = await add({ grade: 'variant', containerId: gloveId, priceGross: 2000 });
  const kit = await add({ grade: 'bundle', priceGross: 6000, vatRate: 22 });
  await db.insert(bundleMembers).values([
    { bundleId: kit, memberId: bottle, quantity: 1, position: 0 },
    { bundleId: kit, memberId: jerseyId, quantity: 1, position: 1 },
  ]);
  return {
    bottle, book, gel, retired, co2, kit,
    jersey: { id: jerseyId, small: smallId, large: largeId },
    glove: { id: gloveId, only: onlyGlove },
  };
}

/**
 * The cart suites' set-up: registers the file's hooks that start one test API on a fresh
 * database with the cart fixtures (beforeAll) and close it (afterAll). The two handles can be
 * named at the top of the file and stand for what beforeAll made; reading them before it, at
 * module level, throws instead of handing out undefined.
 */
export function cartApiSuite(options: TestApiOptions = {}): { api: TestApi; fx: CartFixtures } {
  const api = madeInBeforeAll<TestApi>('api');
  const fx = madeInBeforeAll<CartFixtures>('fx');
  let started: TestApi | undefined;
  beforeAll(async () => {
    started = await startTestApi(options);
    api.fill(started);
    fx.fill(await insertCartFixtures(started.db));
  });
  afterAll(async () => { await started?.close(); });
  return { api: api.handle, fx: fx.handle };
}

function madeInBeforeAll<T extends object>(name: string) {
  let value: T | undefined;
  const handle = new Proxy({} as T, {
    get(_, key) {
      if (!value) throw new Error(`${name} is made in beforeAll: read it inside a test or a hook`);
      return Reflect.get(value, key) as unknown;
    },
  });
  return { handle, fill: (made: T) => { value = made; } };
}

export const setStock = (db: Db, id: number, quantity: number) =>
  db.update(articles).set({ stockOn: true, stockQuantity: quantity }).where(eq(articles.id, id));

/** One visitor: its own cookie jar of one session cookie, as a browser keeps it. */
export class Visitor {
  cookie: string | undefined;
  constructor(private readonly api: TestApi) {}

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const res = await this.api.fetch(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('raggio_ss='));
    if (set) this.cookie = set.split(';')[0];
    return res;
  }

  /** A call that must succeed with the checkout state. */
  async ok(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Checkout> {
    const res = await this.call(method, path, body, headers);
    const json: unknown = await res.json();
    expect(res.status, JSON.stringify(json)).toBe(200);
    return checkoutSchema.parse(json);
  }

  state = () => this.ok('GET', '/v1/checkout/ss');
  add = (body: unknown, headers: Record<string, string> = {}) => this.ok('POST', '/v1/checkout/ss/carts', body, headers);
}

/** Every line of a state, whichever list it is in. */
export const allLines = (s: Checkout): CartItem[] =>
  [...s.items, ...s.bundleItems, ...s.pg18Items, ...s.unavailableItems, ...s.promoItems];

export const lineOf = (s: Checkout, articleId: number): CartItem | undefined => allLines(s).find((l) => l.articleId === articleId);
