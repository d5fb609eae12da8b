// The load bench's virtual users (decision 156): each is one phone's session, with its own cookies
// (the session cart) and its own signed-up account, walking journeys of four kinds picked by the
// shop's mix. Every request is timed from sending to the last byte of its answer and recorded
// under its journey's kind; an answer outside 2xx/3xx, a network error or a timeout is an error
// and ends that journey (its next steps depend on it).
import { randomUUID } from 'node:crypto';
import type { Checkout } from '../../../contract/checkout.js';
import type { OrderIntent } from '../../../contract/orders.js';
import type { Rng } from '../../../server/db/seed/prng.js';
import type { BenchBuyer } from './bench-buyers.js';

export const KINDS = ['browse', 'search', 'cart', 'checkout'] as const;
export type Kind = (typeof KINDS)[number];

/** The issue's mix, as shares of the journeys started (decision 156). */
export const MIX: Record<Kind, number> = { browse: 70, search: 10, cart: 15, checkout: 5 };

/** What the journeys ask for, read from the seeded catalogue. */
export interface ShopInputs {
  /** Departments and categories: the API's slug and the page's path. */
  places: { slug: string; path: string }[];
  brand: string;
  priceMin: number;
  priceMax: number;
  /** Slugs of articles a shopper opens (every grade but variant). */
  products: string[];
  /** Words of article names, for searches. */
  words: string[];
  /** Tracked articles with ample stock, for the cart and checkout journeys. */
  stocked: number[];
  /** The courier shipping method that serves Italy. */
  courierId: number;
}

export interface Recorder {
  /** One answered request of a journey of `kind`; `label` names the call (method and path). */
  request(kind: Kind, label: string, ms: number): void;
  error(kind: Kind, what: string): void;
  orderPlaced(): void;
}

const SORTS = ['price_asc', 'price_desc', 'createdAt_desc', 'name_desc', 'offered_desc'];
/** Searches many shoppers make (answered from the cache after the first). */
const POPULAR_SEARCHES = ['carbonio', 'casco', 'ruota carbonio', 'sella', 'telaio strada', 'pedali', 'gravel', 'manubrio carbon'];
const REQUEST_TIMEOUT_MS = 15_000;

/** The journey ends early: the run's time is up. */
class TimeUp extends Error {}
/** The journey ends early: a step failed (already recorded). */
class StepFailed extends Error {}
/** No whole answer within REQUEST_TIMEOUT_MS. */
class TimedOut extends Error {}

interface Send {
  label: string;
  method?: string;
  path: string;
  /** A page as the browser asks for it (Accept: text/html), not an API call. */
  page?: boolean;
  body?: unknown;
  signedIn?: boolean;
  /** Sends a fresh Idempotency-Key, as the PWA does on cart and order writes. */
  idempotent?: boolean;
}

export class VirtualUser {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly origin: string,
    private readonly buyer: BenchBuyer,
    private readonly shop: ShopInputs,
    private readonly rng: Rng,
    private readonly recorder: Recorder,
    private readonly thinkMs: number,
    private readonly mix: Record<Kind, number> = MIX,
  ) {}

  /** Journeys one after another until `until` (performance.now() time). */
  async run(until: number): Promise<void> {
    const total = KINDS.reduce((sum, k) => sum + this.mix[k], 0);
    while (performance.now() < until) {
      let roll = this.rng.next() * total;
      const kind = KINDS.find((k) => (roll -= this.mix[k]) < 0) ?? 'browse';
      try {
        await this[kind](until);
      } catch (e) {
        if (!(e instanceof TimeUp) && !(e instanceof StepFailed)) throw e;
      }
    }
  }

  /** Lands on a server-rendered page, then moves on in the app: a filtered listing and two products. */
  private async browse(until: number): Promise<void> {
    const send = (s: Send) => this.send('browse', until, s);
    const place = this.rng.pick(this.shop.places);
    const landing = this.rng.pick([
      { label: 'GET / (page)', path: '/' },
      { label: 'GET /d/{path} (page)', path: `/d/${place.path}` },
      { label: 'GET /p/{slug} (page)', path: `/p/${this.rng.pick(this.shop.products)}` },
    ]);
    await send({ ...landing, page: true });
    const filters = this.rng.chance(0.5) ? `&brands=${this.shop.brand}&price_min=${this.shop.priceMin}&price_max=${this.shop.priceMax}` : '';
    await send({
      label: 'GET catalogs/departments/{slug}',
      path: `/v1/catalogs/departments/${place.slug}?sort=${this.rng.pick(SORTS)}&page=${this.rng.int(1, 2)}${filters}`,
    });
    for (let i = 0; i < 2; i++) await send({ label: 'GET catalogs/articles/{slug}', path: `/v1/catalogs/articles/${this.rng.pick(this.shop.products)}` });
  }

  /** Types a search as the search box sends it: a first word part, then the words. */
  private async search(until: number): Promise<void> {
    const words = this.rng.chance(0.5) ? this.rng.pick(POPULAR_SEARCHES) : this.rng.sample(this.shop.words, 2).join(' ');
    for (const value of [words.slice(0, 4), words]) {
      await this.send('search', until, { label: 'GET catalogs/articles/k/e/y/s', path: `/v1/catalogs/articles/k/e/y/s?value=${encodeURIComponent(value)}` });
    }
  }

  /** A visitor's cart on the session cookie: open it, add, change the quantity, remove. */
  private async cart(until: number): Promise<void> {
    const send = (s: Send) => this.send('cart', until, s);
    await send({ label: 'GET checkout/ss', path: '/v1/checkout/ss' });
    const articleId = this.rng.pick(this.shop.stocked);
    const added = await send({ label: 'POST checkout/ss/carts', method: 'POST', path: '/v1/checkout/ss/carts', body: { id: articleId, quantity: 1 }, idempotent: true }) as Checkout;
    const line = added.items.find((item) => item.articleId === articleId);
    if (!line) return this.failed('cart', `POST checkout/ss/carts: no line for article ${articleId} in the answer`);
    const item = `/v1/checkout/ss/carts/items/${encodeURIComponent(line.id)}`;
    await send({ label: 'PATCH checkout/ss/carts/items/{id}', method: 'PATCH', path: item, body: { quantity: line.quantity + 1 }, idempotent: true });
    await send({ label: 'DELETE checkout/ss/carts/items/{id}', method: 'DELETE', path: item, idempotent: true });
  }

  /** The signed-in customer's checkout up to a placed order, cash on delivery, as the PWA calls it. */
  private async checkout(until: number): Promise<void> {
    const send = (s: Send) => this.send('checkout', until, { ...s, signedIn: true });
    const { addressId } = this.buyer;
    await send({ label: 'POST checkout/ss/carts', method: 'POST', path: '/v1/checkout/ss/carts', body: { id: this.rng.pick(this.shop.stocked), quantity: 1 }, idempotent: true });
    await send({ label: 'POST checkout/me/addresses', method: 'POST', path: '/v1/checkout/me/addresses', body: { billing: addressId, shipping: addressId, gift: { on: false, message: '' } } });
    await send({ label: 'GET shippings_methods', path: '/v1/shippings_methods?lang=it' });
    await send({ label: 'POST checkout/me/shippings', method: 'POST', path: '/v1/checkout/me/shippings', body: { method: 'courier', id: this.shop.courierId, pickup: null } });
    const state = await send({ label: 'POST checkout/me/payments', method: 'POST', path: '/v1/checkout/me/payments', body: { method: 'mark', id: null } }) as Checkout;
    const seen = {
      lines: [...state.items, ...state.bundleItems].map((l) => ({ id: l.id, quantity: l.quantity, unit: l.prices.unit })),
      total: state.cashier.total,
    };
    await send({ label: 'PATCH checkout/me/secure', method: 'PATCH', path: '/v1/checkout/me/secure', body: { seen } });
    const intent = await send({ label: 'POST orders/intents', method: 'POST', path: '/v1/orders/intents?lang=it', idempotent: true }) as OrderIntent;
    await send({ label: 'PATCH orders/{id}/complete', method: 'PATCH', path: `/v1${intent.returnApi}` });
    this.recorder.orderPlaced();
  }

  private failed(kind: Kind, what: string): never {
    this.recorder.error(kind, what);
    throw new StepFailed(what);
  }

  /** One timed request; answers its JSON body (null for a page). */
  private async send(kind: Kind, until: number, s: Send): Promise<unknown> {
    if (this.thinkMs > 0) await new Promise((r) => setTimeout(r, this.rng.next() * 2 * this.thinkMs));
    if (performance.now() >= until) throw new TimeUp();
    const headers: Record<string, string> = { accept: s.page ? 'text/html' : 'application/json' };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (s.signedIn) headers.authorization = `Bearer ${this.buyer.token}`;
    if (s.idempotent) headers['idempotency-key'] = randomUUID();
    if (s.body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let status = 0;
    let text: string;
    try {
      ({ status, text } = await this.fetchWithin(s, headers));
    } catch (e) {
      // undici says only "fetch failed"; the cause names what happened (the server closed the socket, …).
      const cause = e instanceof Error && e.cause instanceof Error ? ` (${e.cause.message})` : '';
      const reason = e instanceof TimedOut ? `timeout after ${REQUEST_TIMEOUT_MS} ms` : `network error: ${String(e)}${cause}`;
      return this.failed(kind, `${s.label}: ${reason}`);
    }
    this.recorder.request(kind, s.label, performance.now() - started);
    if (status >= 400) {
      let code = '';
      try {
        code = String((JSON.parse(text) as { code?: unknown }).code ?? '');
      } catch {
        // a page or a non-JSON answer: the status says enough
      }
      return this.failed(kind, `${s.label} → ${status}${code ? ` ${code}` : ''}`);
    }
    return s.page ? null : JSON.parse(text) as unknown;
  }

  /**
   * The request and its whole body, or TimedOut after REQUEST_TIMEOUT_MS. The deadline is a timer
   * of its own, not only the fetch's AbortSignal: an abort that lands while the body is being read
   * leaves `res.text()` pending for ever in Node 20 (nodejs/node#56917), which held a whole run.
   */
  private async fetchWithin(s: Send, headers: Record<string, string>): Promise<{ status: number; text: string }> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const timedOut = new TimedOut();
        controller.abort(timedOut);
        reject(timedOut);
      }, REQUEST_TIMEOUT_MS);
    });
    const answer = (async () => {
      const res = await fetch(`${this.origin}${s.path}`, {
        method: s.method ?? 'GET', headers, redirect: 'manual', signal: controller.signal,
        ...(s.body === undefined ? {} : { body: JSON.stringify(s.body) }),
      });
      const text = await res.text();
      this.keepCookies(res);
      return { status: res.status, text };
    })();
    answer.catch(() => undefined); // when the deadline wins, the abandoned request's rejection is no news
    try {
      return await Promise.race([answer, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The browser's cookie jar, enough for the shop's own cookies (one host, path /). */
  private keepCookies(res: Response): void {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name); else this.cookies.set(name, value);
    }
  }
}
